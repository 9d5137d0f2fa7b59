package record_test

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/game/gametest"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/record"
)

// TestWriteEliotGames writes games played by the engine (the normal game,
// whose blanks stay on the board) and checks each word of the file as
// Eliot's reader would: a lowercase letter only on a square still empty
// before the move, so that a joker already on the board is uppercase. The
// games hold such words: the check is not empty. Read back, each file is
// the game's record as Eliot keeps it.
func TestWriteEliotGames(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	lex := frlibretest.Lexicon(t)
	reused := 0
	for seed := uint64(1); seed <= 40; seed++ {
		formula := "normal"
		if seed%4 == 0 {
			formula = "joker" // its jokers are replaced by their letter when the bag has it (§4.8.2)
		}
		rec := gametest.Passed(t, lex, game.Config{Seed: seed, Formula: formula})
		var buf bytes.Buffer
		if err := record.WriteEliot(&buf, &rec); err != nil {
			t.Fatal(err)
		}
		reused += checkEliotWords(t, seed, buf.Bytes())
		back, err := record.ReadEliot(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("game %d: %v", seed, err)
		}
		for i, turn := range back.Turns {
			want := rec.Turns[i]
			if turn.Draw != want.Draw || (want.Top == nil) != (turn.Top == nil) || want.Top != nil && *turn.Top != *want.Top {
				t.Errorf("game %d (%s) turn %d: %s %v, want %s %v", seed, formula, i+1, turn.Draw, turn.Top, want.Draw, want.Top)
			}
		}
	}
	if reused == 0 {
		t.Error("no game reuses a joker of the board: the check proves nothing")
	}
	t.Logf("%d words of 40 games cross a joker already on the board", reused)
}

// checkEliotWords replays the GameMoves of an Eliot file on a board of
// letters and checks every valid word's case against it. It returns how
// many words cross a joker already on the board.
func checkEliotWords(t *testing.T, seed uint64, data []byte) (reused int) {
	t.Helper()
	var (
		sq     [board.Squares]byte // 0 empty, else the letter, lowercase for a joker
		dec    = xml.NewDecoder(bytes.NewReader(data))
		placed []xml.StartElement
	)
	each := func(word, coord string, f func(i, s int)) {
		r, err := board.ParseRef(coord)
		if err != nil {
			t.Fatalf("game %d: coord %q: %v", seed, coord, err)
		}
		for i := range len(word) {
			row, col := r.Row, r.Col+i
			if r.Down {
				row, col = r.Row+i, r.Col
			}
			f(i, row*board.Size+col)
		}
	}
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		el, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		attr := map[string]string{}
		for _, a := range el.Attr {
			attr[a.Name.Local] = a.Value
		}
		if attr["type"] != "valid" {
			continue
		}
		word, coord := attr["word"], attr["coord"]
		crosses := false
		each(word, coord, func(i, s int) {
			c := word[i]
			switch {
			case sq[s] != 0 && c >= 'a' && c <= 'z':
				t.Errorf("game %d: <%s> %s %s: %q is on the board, written lowercase: Eliot refuses it", seed, el.Name.Local, word, coord, c)
			case sq[s] != 0 && strings.ToUpper(string(c)) != strings.ToUpper(string(sq[s])):
				t.Errorf("game %d: <%s> %s %s: %q where the board has %q", seed, el.Name.Local, word, coord, c, sq[s])
			case sq[s] >= 'a' && sq[s] <= 'z':
				crosses = true
			}
		})
		if crosses && el.Name.Local == "GameMove" {
			reused++
		}
		if el.Name.Local == "GameMove" {
			placed = append(placed, el)
			each(word, coord, func(i, s int) {
				if sq[s] == 0 {
					sq[s] = word[i]
				}
			})
		}
	}
	if len(placed) == 0 {
		t.Errorf("game %d: no GameMove", seed)
	}
	return reused
}
