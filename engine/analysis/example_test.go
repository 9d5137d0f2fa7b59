package analysis_test

import (
	"fmt"

	"duplicata/engine/analysis"
	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

func Example() {
	lex, _ := lexicon.Build("example", []string{"LE", "LES", "SEL"})
	rack, _ := tile.ParseRack("ELS")
	a := analysis.New(lex)
	l, _ := a.List(&board.Board{}, rack, movegen.Normal, analysis.Query{Contains: "S", Limit: 2})
	fmt.Println(l.All, "moves,", l.Matched, "with an S; scores", l.Scores)
	for _, m := range l.Moves {
		fmt.Println(m.Word, m.Ref, m.Score, "rank", m.Rank, "squares", m.Squares)
	}
	// Output:
	// 8 moves, 6 with an S; scores [6 4]
	// LES H6 6 rank 0 squares [110 111 112]
	// SEL H6 6 rank 0 squares [110 111 112]
}
