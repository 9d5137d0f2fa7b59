package tile_test

import (
	"fmt"

	"duplicata/engine/tile"
)

func ExampleParseLetter() {
	for _, r := range "Kw?3" {
		l, err := tile.ParseLetter(r)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: %d points, %d in the bag\n", l, tile.Values[l], tile.Counts[l])
	}
	// Output:
	// K: 10 points, 1 in the bag
	// W: 10 points, 1 in the bag
	// ?: 0 points, 2 in the bag
	// tile: '3' is not a letter or a joker
}

func ExampleTile_Value() {
	e := tile.TileOf(5, false)
	joker := tile.TileOf(5, true)
	fmt.Println(string(e.Rune()), e.Value(), string(joker.Rune()), joker.Value())
	// Output: E 1 e 0
}

func ExampleKinds() {
	for _, r := range "AY?K" {
		l, _ := tile.ParseLetter(r)
		k := tile.Kinds[l]
		fmt.Println(l, k&tile.Vowel != 0, k&tile.Consonant != 0)
	}
	// Output:
	// A true false
	// Y true true
	// ? true true
	// K false true
}

func ExampleParseRack() {
	r, _ := tile.ParseRack("wagon?")
	fmt.Println(r, r.Len(), r[tile.Joker])
	_, err := tile.ParseRack("???")
	fmt.Println(err)
	// Output:
	// AGNOW? 6 1
	// tile: bad rack "???": more jokers than the game has
}
