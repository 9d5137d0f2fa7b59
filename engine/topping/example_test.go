package topping_test

import (
	"fmt"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/topping"
)

// Game number 42: the player asks for the top's length, proposes RAZ, then
// finds an isotop of the top; on the next turn the time runs out.
func Example() {
	lex, err := frlibre.Lexicon()
	if err != nil {
		panic(err)
	}
	g, err := topping.New(lex, topping.Config{Game: game.Config{Seed: 42, Formula: "normal"}})
	if err != nil {
		panic(err)
	}
	fmt.Println("turn", g.Turn(), g.Draw())

	clue, _ := g.Hint(topping.HintLength, 2_000)
	fmt.Printf("the top has %d letters (+%s s)\n", clue.Length, topping.FormatTime(clue.Cost))

	out, _ := g.Propose("RAZ", "H7", 5_000)
	fmt.Println("RAZ H7:", out.Score, "top:", out.Top)

	out, _ = g.Propose("ZIP", "H8", 12_345)
	r := out.Result
	fmt.Println("ZIP H8:", out.Score, "top:", out.Top)
	fmt.Printf("placed %s %s, turn time %s\n", r.Top.Word, r.Top.Ref, topping.FormatTime(r.Time))

	fmt.Println("turn", g.Turn(), g.Draw())
	given, _ := g.Timeout(60_000)
	fmt.Printf("time out: %s %s given, turn time %s\n", given.Top.Word, given.Top.Ref, topping.FormatTime(given.Time))
	fmt.Println("total", topping.FormatTime(g.Total()))
	// Output:
	// turn 1 AIPUZRR
	// the top has 3 letters (+10.0 s)
	// RAZ H7: 24 top: false
	// ZIP H8: 28 top: true
	// placed ZIP H7, turn time 22.3
	// turn 2 ARRU+TRM
	// time out: AZUR 7G given, turn time 1:20.0
	// total 1:42.3
}
