package movegen

// An independent checker of one move: it re-validates a board.Move against
// the board, the rack and the formula from the rules alone, and rescores it
// on a copy of the board with the move played, by another route than
// refScore (cross words are read off the new board).

import (
	"fmt"
	"strings"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/tile"
)

// checkMove returns nil if m is a legal move for the rack on b under p, with
// the listing conventions of AllMoves and the right score, or says what is
// wrong with it.
func checkMove(lex *lexicon.Lexicon, b *board.Board, rack tile.Rack, p Params, m board.Move) error {
	if m.Row < 0 || m.Row >= board.Size || m.Col < 0 || m.Col >= board.Size {
		return fmt.Errorf("reference off the board")
	}
	if m.Len < lexicon.MinWordLen || m.Len > board.Size {
		return fmt.Errorf("length %d", m.Len)
	}
	dr, dc := 0, 1
	if m.Down {
		dr, dc = 1, 0
	}
	lastRow, lastCol := m.Row+dr*(m.Len-1), m.Col+dc*(m.Len-1)
	if lastRow >= board.Size || lastCol >= board.Size {
		return fmt.Errorf("word runs off the board")
	}
	if m.Placed>>m.Len != 0 {
		return fmt.Errorf("placed bits %b beyond the word's %d letters", m.Placed, m.Len)
	}
	for i := m.Len; i < board.Size; i++ {
		if m.Word[i] != tile.Empty {
			return fmt.Errorf("tile %v after the word's end", m.Word[i])
		}
	}

	// Tiles: placed ones on empty squares and out of the rack, the others
	// equal to the board's.
	left := rack
	placed := 0
	after := *b
	for i := 0; i < m.Len; i++ {
		r, c := m.Row+dr*i, m.Col+dc*i
		on := b.Sq[r*board.Size+c]
		w := m.Word[i]
		if w&^(tile.BlankBit|0x1f) != 0 || w.Letter() < 1 || w.Letter() > tile.NumLetters {
			return fmt.Errorf("letter %d is not a tile: %#x", i, uint8(w))
		}
		if m.Placed&(1<<i) == 0 {
			if on == tile.Empty {
				return fmt.Errorf("letter %d (%c) on an empty square but not placed", i, w.Rune())
			}
			if on != w {
				return fmt.Errorf("letter %d is %c, the board has %c", i, w.Rune(), on.Rune())
			}
			continue
		}
		if on != tile.Empty {
			return fmt.Errorf("letter %d placed on %c", i, on.Rune())
		}
		from := w.Letter()
		if w.IsBlank() {
			from = tile.Joker
		}
		if left[from] == 0 {
			return fmt.Errorf("letter %d (%c) is not in the rack %v", i, w.Rune(), rack)
		}
		left[from]--
		placed++
		after.Sq[r*board.Size+c] = w
	}
	if placed == 0 {
		return fmt.Errorf("no tile placed")
	}
	if placed > p.MaxTiles {
		return fmt.Errorf("%d tiles placed, at most %d", placed, p.MaxTiles)
	}

	// The word is the whole run of tiles on its line.
	if b.At(m.Row-dr, m.Col-dc) != tile.Empty {
		return fmt.Errorf("the square before the word holds a tile")
	}
	if b.At(lastRow+dr, lastCol+dc) != tile.Empty {
		return fmt.Errorf("the square after the word holds a tile")
	}

	// Connection.
	if b.IsEmpty() {
		if m.Down {
			return fmt.Errorf("a first move is listed across")
		}
		if m.Row != board.Centre/board.Size || m.Col > board.Centre%board.Size || lastCol < board.Centre%board.Size {
			return fmt.Errorf("the first move does not cover H8")
		}
	} else {
		linked := false
		for i := 0; i < m.Len; i++ {
			r, c := m.Row+dr*i, m.Col+dc*i
			if m.Placed&(1<<i) == 0 {
				linked = true
			}
			for _, v := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				if b.At(r+v[0], c+v[1]) != tile.Empty {
					linked = true
				}
			}
		}
		if !linked {
			return fmt.Errorf("not connected to the tiles on the board")
		}
	}

	// Words and score, read off the board with the move played.
	spell := func(ts []tile.Tile) string {
		var sb strings.Builder
		for _, t := range ts {
			sb.WriteRune(t.Rune())
		}
		return sb.String()
	}
	mainTiles := make([]tile.Tile, m.Len)
	copy(mainTiles, m.Word[:m.Len])
	if !lex.Contains(spell(mainTiles)) {
		return fmt.Errorf("%s is not a word", spell(mainTiles))
	}
	mainSum, mainMult, crossSum := 0, 1, 0
	for i := 0; i < m.Len; i++ {
		r, c := m.Row+dr*i, m.Col+dc*i
		sq := r*board.Size + c
		if m.Placed&(1<<i) == 0 {
			mainSum += m.Word[i].Value()
			continue
		}
		lm, wm := board.LetterMult[sq], board.WordMult[sq]
		mainSum += m.Word[i].Value() * lm
		mainMult *= wm
		// The cross word through (r, c) on the new board: go back to its
		// first tile, then read forwards.
		r0, c0 := r, c
		for after.At(r0-dc, c0-dr) != tile.Empty {
			r0, c0 = r0-dc, c0-dr
		}
		var cross []tile.Tile
		sum := 0
		for rr, cc := r0, c0; after.At(rr, cc) != tile.Empty; rr, cc = rr+dc, cc+dr {
			t := after.At(rr, cc)
			cross = append(cross, t)
			if rr == r && cc == c {
				sum += t.Value() * lm
			} else {
				sum += t.Value()
			}
		}
		if len(cross) < 2 {
			continue
		}
		if !lex.Contains(spell(cross)) {
			return fmt.Errorf("cross word %s at %c%d is not a word", spell(cross), 'A'+r0, c0+1)
		}
		if m.Down && placed == 1 {
			return fmt.Errorf("a lone tile making words both ways is listed across")
		}
		crossSum += sum * wm
	}
	score := mainSum*mainMult + crossSum
	if placed < len(p.Bonus) {
		score += p.Bonus[placed]
	}
	if score != m.Score {
		return fmt.Errorf("score %d, recomputed %d", m.Score, score)
	}
	return nil
}

// TestChecker feeds the checker moves that are wrong in each way it knows,
// and right ones, so that a checker accepting everything cannot pass.
func TestChecker(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	zoo := refBoard(t, "H7 ZOO")
	rack, err := tile.ParseRack("SEL?")
	if err != nil {
		t.Fatal(err)
	}
	mk := func(ref, word string, placed uint16, score int) board.Move {
		r, err := board.ParseRef(ref)
		if err != nil {
			t.Fatal(err)
		}
		m := board.Move{Ref: r, Len: len(word), Placed: placed, Score: score}
		for i, ch := range word {
			if m.Word[i], err = board.ParseTile(ch); err != nil {
				t.Fatal(err)
			}
		}
		return m
	}
	tests := []struct {
		name string
		b    *board.Board
		m    board.Move
		why  string // part of the error; "" for a valid move
	}{
		{"ZOOS", zoo, mk("H7", "ZOOS", 0b1000, 13), ""},
		{"ZOOs joker", zoo, mk("H7", "ZOOs", 0b1000, 12), ""},
		{"OS down", zoo, mk("9H", "OS", 0b10, 3), ""},
		{"lone tile both ways across", refBoard(t, "H8 A", "I7 A"), mk("I7", "AS", 0b10, 4), ""},
		{"lone tile both ways down", refBoard(t, "H8 A", "I7 A"), mk("8H", "AS", 0b10, 4), "listed across"},
		{"bad score", zoo, mk("H7", "ZOOS", 0b1000, 14), "score"},
		{"not in rack", zoo, mk("H7", "ZOOT", 0b1000, 13), "not in the rack"},
		{"placed on a tile", zoo, mk("H7", "ZOOS", 0b1001, 13), "placed on"},
		{"empty square not placed", zoo, mk("H7", "ZOOS", 0, 13), "not placed"},
		{"board letter differs", zoo, mk("H7", "ZOAS", 0b1000, 13), "the board has"},
		{"board letter as joker", zoo, mk("H7", "zOOS", 0b1000, 3), "the board has"},
		{"not maximal", zoo, mk("H8", "OOS", 0b100, 3), "before the word"},
		{"not a word", zoo, mk("H7", "ZOOL", 0b1000, 13), "not a word"},
		{"bad cross word", zoo, mk("I7", "ES", 0b11, 4), "cross word ZE"},
		{"not connected", zoo, mk("A1", "LES", 0b111, 9), "not connected"},
		{"nothing placed", zoo, mk("H7", "ZOO", 0, 12), "no tile placed"},
		{"first move off the star", &board.Board{}, mk("H1", "LES", 0b111, 9), "H8"},
		{"first move down", &board.Board{}, mk("8H", "LES", 0b111, 6), "across"},
		// LES H6: L on H6, E on H7, S on the star: (1+1+1)×2.
		{"first move", &board.Board{}, mk("H6", "LES", 0b111, 6), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := checkMove(lex, tt.b, rack, Normal, tt.m)
			switch {
			case tt.why == "" && err != nil:
				t.Errorf("%v: %v", tt.m, err)
			case tt.why != "" && err == nil:
				t.Errorf("%v accepted", tt.m)
			case tt.why != "" && !strings.Contains(err.Error(), tt.why):
				t.Errorf("%v: %v, want an error about %q", tt.m, err, tt.why)
			}
		})
	}
	// More tiles than the formula allows, from a rack that has them.
	big, _ := tile.ParseRack("ABAISSE")
	m := mk("H2", "ABAISSE", 0b1111111, 70)
	if err := checkMove(lex, &board.Board{}, big, Normal, m); err != nil {
		t.Errorf("%v: %v", m, err)
	}
	if err := checkMove(lex, &board.Board{}, big, Params{MaxTiles: 6, Bonus: board.BonusSeven}, m); err == nil {
		t.Errorf("%v accepted with at most 6 tiles", m)
	}
}
