package club

import (
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/tile"
)

// TestReferenceBoards: the board before each turn keeps every tile of the
// one before and adds as many as the previous top placed; the one past the
// last turn is the end of the game; there is none before turn 1 or after.
func TestReferenceBoards(t *testing.T) {
	rec, _, ref := competition(t, 7, 180, func(int) hand { return right })
	if _, ok := ref.Board(0); ok {
		t.Error("a board before turn 1")
	}
	if _, ok := ref.Board(ref.Turns() + 2); ok {
		t.Error("a board after the end")
	}
	prev, _ := ref.Board(1)
	if prev != (board.Board{}) {
		t.Fatal("turn 1's board is not empty")
	}
	for k := 2; k <= ref.Turns()+1; k++ {
		b, ok := ref.Board(k)
		if !ok {
			t.Fatalf("no board before turn %d", k)
		}
		for sq, tl := range prev.Sq {
			if tl != tile.Empty && b.Sq[sq] != tl && !(tl.IsBlank() || b.Sq[sq].IsBlank()) {
				t.Fatalf("turn %d: square %d changed", k, sq)
			}
		}
		top := rec.Turns[k-2].Top
		if added := b.Count() - prev.Count(); top == nil && added != 0 || top != nil && added <= 0 {
			t.Errorf("turn %d: %d tiles added by the top %+v", k, added, top)
		}
		prev = b
	}
}
