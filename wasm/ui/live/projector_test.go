package live

import (
	"strings"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/tile"
	"duplicata/wasm/ui"
)

// rowsOf is a board as the worker draws it: the rows given by letter, the
// others empty.
func rowsOf(rows map[byte]string) []string {
	out := make([]string, board.Size)
	for i := range out {
		out[i] = strings.Repeat(".", board.Size)
		if r, ok := rows[byte('A'+i)]; ok {
			out[i] = r
		}
	}
	return out
}

// TestProjectorBoards: the projector draws the boards the worker replayed
// (TATEZ H8, then a top of two tiles, a joker E above its Z): the board
// before turn k is boards[k-1], the tiles the last top placed marked,
// the joker as a joker; turn 1 alone is a first move (§6.4.2.1).
func TestProjectorBoards(t *testing.T) {
	p := &Page{boards: [][]string{
		rowsOf(nil),
		rowsOf(map[byte]string{'H': ".......TATEZ..."}),
		rowsOf(map[byte]string{'G': "...........e...", 'H': ".......TATEZ...", 'I': "...........N..."}),
	}}
	sq := squares(p.boardBefore(3), p.boardBefore(2), true)
	z := sq[7*board.Size+11]
	e, n, t8 := sq[6*board.Size+11], sq[8*board.Size+11], sq[7*board.Size+7]
	if z.Tile != tile.TileOf(tile.Letter('Z'-'A'+1), false) || z.Kind == ui.Latest {
		t.Errorf("the Z of TATEZ: %+v, not the latest top", z)
	}
	if e.Tile != tile.TileOf(tile.Letter('E'-'A'+1), true) || e.Kind != ui.Latest || n.Kind != ui.Latest {
		t.Errorf("the latest top: %+v %+v, want a joker E and an N, marked", e, n)
	}
	if t8.Tile != tile.TileOf(tile.Letter('T'-'A'+1), false) {
		t.Errorf("H8: %+v", t8)
	}
	tiles := 0
	for _, s := range sq {
		if s.Tile != tile.Empty {
			tiles++
		}
	}
	if tiles != 7 {
		t.Errorf("%d tiles on the board before turn 3, want 7", tiles)
	}
	for i, s := range squares(p.boardBefore(1), nil, false) {
		if s.Tile != tile.Empty {
			t.Fatalf("turn 1's board: square %d holds %v", i, s.Tile)
		}
	}
	for k, want := range map[int]bool{1: true, 2: false, 3: false, 4: false, 0: false} {
		if got := p.first(k); got != want {
			t.Errorf("first(%d) = %v, want %v", k, got, want)
		}
	}
	if !(&Page{}).first(1) || (&Page{}).first(2) {
		t.Error("before the boards come: turn 1 only is a first move")
	}
}
