package board_test

import (
	"fmt"

	"duplicata/engine/board"
	"duplicata/engine/tile"
)

// PASSE on the first turn, from the star (the classic rules' example): P on
// the double word square H8, E on the double letter square H12.
func ExampleBoard_Score() {
	var b board.Board
	m := board.Move{Ref: board.Ref{Row: 7, Col: 7}, Len: 5, Placed: 0b11111}
	for i, r := range "PASSE" {
		l, _ := tile.ParseLetter(r)
		m.Word[i] = tile.TileOf(l, false)
	}
	m.Score = b.Score(&m, board.BonusSeven)
	b.Place(&m)
	fmt.Println(m, b.Count())
	// Output: PASSE H8 16 5
}
