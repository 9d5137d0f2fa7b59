package bag_test

import (
	"errors"
	"fmt"

	"duplicata/engine/bag"
	"duplicata/engine/tile"
)

// The same seed gives the same numbers everywhere.
func ExampleNewRand() {
	r := bag.NewRand(42)
	for range 5 {
		fmt.Print(r.IntN(102), " ")
	}
	fmt.Println()
	// Output:
	// 8 38 69 94 101
}

// A game's first two turns: a full draw, then the leave completed. A leave
// that cannot make a valid draw is rejected, leave included, and a whole
// new draw follows.
func ExampleBag_Draw() {
	r := bag.NewRand(2026)
	b := bag.Full()
	spec := bag.Spec{Size: 7, Turn: 1}
	res, err := b.Draw(r, tile.Rack{}, spec)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Draw, b.Len())

	// Keep four consonants: the three new tiles must bring two vowels.
	// They bring one: the draw is rejected, leave included, and a whole
	// new draw follows.
	leave, _ := tile.ParseRack("NSSS")
	spec.Turn = 2
	res, err = b.Draw(r, leave, spec)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("rejected:", res.Rejected)
	fmt.Println("draw:", res.Draw, "min", res.Min)
	// Output:
	// NESUSST 95
	// rejected: [NSSS+STE]
	// draw: WETRJRE min 2
}

func ExampleMeets() {
	for _, s := range []string{"Y?", "AEY?"} {
		r, _ := tile.ParseRack(s)
		fmt.Println(s, bag.Meets(r, 1), bag.Meets(r, 2))
	}
	// Output:
	// Y? true false
	// AEY? true true
}

// The minimum drops to one vowel and one consonant before turn 16 when the
// tiles left hold a single vowel, and to 0 — the game is over — when they
// hold none.
func ExampleRequired() {
	leave, _ := tile.ParseRack("BCD")
	bagA, _ := tile.ParseRack("AFGHJKL")
	bagNone, _ := tile.ParseRack("FGHJKLM")
	fmt.Println(bag.Required(16, leave, bagA, 7))
	fmt.Println(bag.Required(5, leave, bagA, 7))
	fmt.Println(bag.Required(5, leave, bagNone, 7))
	// Output:
	// 1
	// 1
	// 0
}

func ExampleEnded() {
	for _, s := range []string{"BCDF", "BCDY", "Y?", "E"} {
		leave, _ := tile.ParseRack(s)
		fmt.Println(bag.Ended(leave, tile.Rack{}))
	}
	// Output:
	// true only consonants are left
	// false not over
	// false not over
	// true a single tile is left
}

// A draw that allows no move goes back whole; when it holds every tile
// left, no other draw can be made.
func ExampleBag_Redraw() {
	var b bag.Bag // empty
	d, _ := bag.ParseDraw("BC+ADE")
	_, err := b.Redraw(bag.NewRand(1), d, bag.Spec{Size: 7, Turn: 20})
	fmt.Println(errors.Is(err, bag.ErrSameDraw))
	// Output:
	// true
}
