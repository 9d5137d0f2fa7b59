package game

import (
	"errors"
	"strings"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// parseBoard draws words across ("H8 PAsSE": row H, column 8 on) on an
// empty board and reads it back with board.Parse.
func parseBoard(t *testing.T, words ...string) *board.Board {
	t.Helper()
	rows := make([][]byte, board.Size)
	for i := range rows {
		rows[i] = []byte(strings.Repeat(".", board.Size))
	}
	for _, w := range words {
		ref, letters, _ := strings.Cut(w, " ")
		r, err := board.ParseRef(ref)
		if err != nil || r.Down {
			t.Fatalf("%q: %v", w, err)
		}
		copy(rows[r.Row][r.Col:], letters)
	}
	var sb strings.Builder
	for _, row := range rows {
		sb.Write(row)
		sb.WriteByte('\n')
	}
	b, err := board.Parse(sb.String())
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// put reads "G9 R" as a tile put on G9, lowercase for a joker.
func put(t *testing.T, s string) Placed {
	t.Helper()
	ref, letter, _ := strings.Cut(s, " ")
	r, err := board.ParseRef(ref)
	if err != nil {
		t.Fatal(err)
	}
	tl, err := board.ParseTile(rune(letter[0]))
	if err != nil {
		t.Fatal(err)
	}
	return Placed{Square: r.Index(), Tile: tl}
}

func TestPlacement(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	passe := []string{"H8 PASSE"}
	cases := []struct {
		name      string
		board     []string
		placed    []string
		down      bool
		word, ref string
		draw      string // for Check: the move is legal and scores score
		score     int
	}{
		{"extends a board word", passe, []string{"H13 S"}, false, "PASSES", "H8", "SAIRTEN", 8},
		{"a single tile read the only way it makes a word", passe, []string{"H13 S"}, true, "PASSES", "H8", "SAIRTEN", 8},
		{"a gap filled by a board tile", passe, []string{"I9 T", "G9 R"}, false, "RAT", "9G", "RTEISAN", 5},
		// MUNIE with a joker for the N: the N's double letter counts for nothing.
		{"a joker", passe, []string{"I7 M", "I8 U", "I9 n", "I10 I", "I11 E"}, true, "MUnIE", "I7", "MUIE?AT", 16},
		{"a board joker stays lowercase", []string{"H8 PAsSE"}, []string{"H13 S"}, false, "PAsSES", "H8", "SAIRTEN", 7},
		{"between two board tiles", []string{"H8 PA", "H11 SE"}, []string{"H10 S"}, true, "PASSE", "H8", "SAIRTEN", 7},
		{"placed before and after a board word", passe, []string{"H14 S", "H7 X", "H13 E"}, false, "XPASSEES", "H7", "", 0},
		{"a single tile making words both ways, across", []string{"H8 PASSE", "I9 A"}, []string{"I8 A"}, false, "AA", "I8", "", 0},
		{"a single tile making words both ways, down", []string{"H8 PASSE", "I9 A"}, []string{"I8 A"}, true, "PA", "8H", "", 0},
		{"a lone tile across", nil, []string{"H8 Z"}, false, "Z", "H8", "", 0},
		{"a lone tile down", nil, []string{"H8 Z"}, true, "Z", "8H", "", 0},
	}
	for _, c := range cases {
		b := parseBoard(t, c.board...)
		var placed []Placed
		for _, p := range c.placed {
			placed = append(placed, put(t, p))
		}
		word, ref, err := Placement(b, placed, c.down)
		if err != nil || word != c.word || ref != c.ref {
			t.Errorf("%s: %q %q %v, want %q %q", c.name, word, ref, err, c.word, c.ref)
			continue
		}
		if c.draw == "" {
			continue
		}
		rack, err := tile.ParseRack(c.draw)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Check(b, lex, rack, movegen.Normal, word, ref)
		if err != nil || m.Score != c.score {
			t.Errorf("%s: Check(%q, %q): %d %v, want %d", c.name, word, ref, m.Score, err, c.score)
		}
	}
}

// A lone tile is read as a word of one letter, which Check refuses.
func TestPlacementLoneTileIsBadWord(t *testing.T) {
	word, ref, err := Placement(&board.Board{}, []Placed{{Square: board.Centre, Tile: tile.TileOf(26, false)}}, false)
	if err != nil {
		t.Fatal(err)
	}
	rack, _ := tile.ParseRack("ZOOTIER")
	_, err = Check(&board.Board{}, frlibretest.Lexicon(t), rack, movegen.Normal, word, ref)
	var me *MoveError
	if !errors.As(err, &me) || me.Problem != BadWord {
		t.Errorf("Check(%q, %q): %v, want BadWord", word, ref, err)
	}
}

func TestPlacementErrors(t *testing.T) {
	passe := parseBoard(t, "H8 PASSE")
	e := tile.TileOf(5, false)
	cases := []struct {
		name    string
		board   *board.Board
		placed  []Placed
		problem Problem
	}{
		{"no tile", passe, nil, NothingPlaced},
		{"past the last square", passe, []Placed{{Square: board.Squares, Tile: e}}, OffBoard},
		{"before the first square", passe, []Placed{{Square: -1, Tile: e}}, OffBoard},
		{"an empty tile", passe, []Placed{{Square: 0, Tile: tile.Empty}}, BadWord},
		{"a joker standing for nothing", passe, []Placed{{Square: 0, Tile: tile.BlankBit}}, BadWord},
		{"past Z", passe, []Placed{{Square: 0, Tile: tile.NumLetters + 1}}, BadWord},
		{"a bit that is no blank bit", passe, []Placed{{Square: 0, Tile: 0x40 | e}}, BadWord},
		{"on a board tile", passe, []Placed{put(t, "H9 E")}, Occupied},
		{"two tiles on one square", passe, []Placed{put(t, "G9 R"), put(t, "G9 T")}, Occupied},
		{"not in line", passe, []Placed{put(t, "G9 R"), put(t, "I10 T")}, NotInLine},
		{"a gap down", passe, []Placed{put(t, "G9 R"), put(t, "J9 T")}, Gap},
		{"a gap across", &board.Board{}, []Placed{put(t, "H8 R"), put(t, "H10 T")}, Gap},
	}
	for _, c := range cases {
		_, _, err := Placement(c.board, c.placed, false)
		var me *MoveError
		if !errors.As(err, &me) || !errors.Is(err, ErrIllegal) || me.Problem != c.problem {
			t.Errorf("%s: %v, want problem %d", c.name, err, c.problem)
		}
	}
}
