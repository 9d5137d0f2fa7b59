package game

import (
	"errors"
	"reflect"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/tile"
)

func TestLay(t *testing.T) {
	// CHAT across at H6 (H6 to H9).
	b := board.Board{}
	for i, l := range "CHAT" {
		b.Sq[7*board.Size+5+i] = tile.Tile(l - 'A' + 1)
	}
	draw, err := tile.ParseRack("EAUX?ST")
	if err != nil {
		t.Fatal(err)
	}
	tl := func(l rune) tile.Tile { return tile.Tile(l - 'A' + 1) }
	sq := func(row, col int) int { return row*board.Size + col }
	for _, tc := range []struct {
		word, ref string
		want      []Placed
		problem   Problem
	}{
		// Down through the board's A at H8: E at G8, A typed through, U, X.
		{"EAUX", "8G", []Placed{{sq(6, 7), tl('E')}, {sq(8, 7), tl('U')}, {sq(9, 7), tl('X')}}, 0},
		// As typed: the start of the word only.
		{"EA", "8G", []Placed{{sq(6, 7), tl('E')}}, 0},
		{"", "8G", nil, 0},
		// CHATS: the board's CHAT typed through, S placed.
		{"CHATS", "H6", []Placed{{sq(7, 9), tl('S')}}, 0},
		// One S on the rack: a second is refused, a joker's s is not.
		{"CHATSS", "H6", []Placed{{sq(7, 9), tl('S')}}, NotOnRack},
		{"CHATSs", "H6", []Placed{{sq(7, 9), tl('S')}, {sq(7, 10), tile.TileOf(tile.Letter('S'-'A'+1), true)}}, 0},
		{"CHATSt", "H6", []Placed{{sq(7, 9), tl('S')}, {sq(7, 10), tile.TileOf(tile.Letter('T'-'A'+1), true)}}, 0},
		{"CHIEN", "H6", nil, Mismatch},
		{"EAU", "Z9", nil, BadReference},
		{"E1", "G8", []Placed{{sq(6, 7), tl('E')}}, BadWord},
		{"EAUX", "8O", []Placed{{sq(14, 7), tl('E')}}, OffBoard},
		{"ZEST", "A1", nil, NotOnRack},
	} {
		got, err := Lay(&b, draw, tc.word, tc.ref)
		var me *MoveError
		switch {
		case tc.problem == 0 && err != nil:
			t.Errorf("Lay(%q, %q): %v", tc.word, tc.ref, err)
		case tc.problem != 0 && (!errors.As(err, &me) || me.Problem != tc.problem):
			t.Errorf("Lay(%q, %q): error %v, want problem %d", tc.word, tc.ref, err, tc.problem)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Lay(%q, %q) = %v, want %v", tc.word, tc.ref, got, tc.want)
		}
	}
}
