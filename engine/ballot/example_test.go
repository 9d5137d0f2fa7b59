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
	draw, _ := tile.ParseRack("RIZABCD")
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

// A verdict a game's record keeps, reviewed without the lexicon: a penalty
// (§6.6) on a solution of 36 pays 31; the same solution announced 40 under a
// penalty is not a verdict the judge gives.
func ExampleRecorded_Review() {
	paid, s, err := ballot.Recorded{Score: 36, Claimed: 36, Sanction: "penalty", Clause: "§6.6"}.Review()
	fmt.Println(paid, s, err)
	_, _, err = ballot.Recorded{Score: 36, Claimed: 40, Sanction: "penalty", Clause: "§6.6"}.Review()
	fmt.Println(err)
	// Output:
	// 31 penalty <nil>
	// ballot: sanction "penalty" (§6.6) for a solution of 36 announced 40: the score announced is not the solution's: a warning
}
