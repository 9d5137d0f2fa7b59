package ballot_test

import (
	"fmt"

	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// A ballot with the right score and no reference: RIZ makes 21 down at 13H
// (PASSER), so it is paid 21 − 5 (§6.6).
func ExampleJudge() {
	lex, err := frlibre.Lexicon()
	if err != nil {
		panic(err)
	}
	var b board.Board
	b.Place(&board.Move{Ref: board.Ref{Row: 7, Col: 7}, Len: 5, Placed: 0b11111, Word: word("PASSE")})
	draw, _ := movegen.ParseRack("RIZABCD")
	v := ballot.Judge(&b, draw, ballot.Ballot{Word: "RIZ", Score: 21}, lex, ballot.Rules{Params: movegen.Normal})
	fmt.Println(v.Paid, v.Sanction, v.Clause, v.Move)
	fmt.Println(v.French())
	// Output:
	// 16 penalty §6.6 RIZ 13H 21
	// Référence absente ou erronée, score correct : pénalité, 21 − 5 = 16.
}

func word(s string) (w [board.Size]tile.Tile) {
	for i, r := range s {
		w[i], _ = board.ParseTile(r)
	}
	return w
}
