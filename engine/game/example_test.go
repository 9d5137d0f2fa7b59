package game_test

import (
	"fmt"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// The player drags M, U, a joker as N, I and E under PASSE; Placement writes
// the ballot, Check scores it.
func ExamplePlacement() {
	b, err := board.Parse(`
...............
...............
...............
...............
...............
...............
...............
.......PASSE...
...............
...............
...............
...............
...............
...............
...............`[1:])
	if err != nil {
		panic(err)
	}
	square := func(s string) int { r, _ := board.ParseRef(s); return r.Index() }
	letter := func(r rune) tile.Tile { t, _ := board.ParseTile(r); return t }
	placed := []game.Placed{
		{Square: square("I7"), Tile: letter('M')},
		{Square: square("I8"), Tile: letter('U')},
		{Square: square("I9"), Tile: letter('n')}, // a joker standing for N
		{Square: square("I10"), Tile: letter('I')},
		{Square: square("I11"), Tile: letter('E')},
	}
	word, ref, err := game.Placement(b, placed, false)
	fmt.Println(word, ref, err)

	lex, _ := frlibre.Lexicon()
	draw, _ := tile.ParseRack("MUIE?AT")
	m, err := game.Check(b, lex, draw, movegen.Normal, word, ref)
	fmt.Println(m.Score, err)
	// Output:
	// MUnIE I7 <nil>
	// 16 <nil>
}
