package movegen_test

import (
	"fmt"

	"duplicata/engine/board"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// The first turn of the classic rules' example: with SPOESVA, PASSE on the
// star scores 16, but the top is VESPAS, its V on the double letter H4.
func ExampleGenerator_Top() {
	lex, err := frlibre.Lexicon()
	if err != nil {
		fmt.Println(err)
		return
	}
	g := movegen.New(lex)
	rack, _ := tile.ParseRack("SPOESVA")
	score, tops := g.Top(rack, movegen.Normal)
	fmt.Println(score, tops)

	// Play it; the generator keeps its cross sets up to date. Next turn,
	// EPURERAI down through the P: 13 points and the 50-point bonus.
	g.Place(&tops[0])
	rack, _ = tile.ParseRack("RERAEUI")
	score, tops = g.Top(rack, movegen.Normal)
	fmt.Println(score, tops)
	// Output:
	// 30 [VESPAS H4 30]
	// 63 [EPURERAI 7G 63]
}

func ExampleGenerator_AllMoves() {
	lex, err := frlibre.Lexicon()
	if err != nil {
		fmt.Println(err)
		return
	}
	g := movegen.New(lex)
	var b board.Board
	g.SetBoard(&b)
	rack, _ := tile.ParseRack("ZOO")
	for _, m := range g.AllMoves(rack, movegen.Normal) {
		if m.WordString() == "ZOO" {
			fmt.Println(m)
		}
	}
	// Output:
	// ZOO H6 24
	// ZOO H7 24
	// ZOO H8 24
}
