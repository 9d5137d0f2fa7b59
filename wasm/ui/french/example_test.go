package french_test

import (
	"fmt"
	"time"

	"duplicata/wasm/ui/french"
)

func ExampleNoun_Count() {
	fmt.Println(french.PointsLost.Count(1))
	fmt.Println(french.PointsLost.Count(2))
	// Output:
	// 1 point perdu
	// 2 points perdus
}

func ExampleDuration() {
	fmt.Printf("%q\n", french.Duration(4400*time.Millisecond))
	// Output: "4,4\u00a0s"
}

func ExampleDate() {
	fmt.Printf("%q\n", french.Date(time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)))
	// Output: "24\u00a0novembre 2026"
}

func ExampleNoSquare() {
	fmt.Println(french.NoSquare(french.Touch))
	fmt.Println(french.NoSquare(french.Keys))
	// Output:
	// Touchez d'abord une case libre du plateau (ou écrivez le coup : MOT H4).
	// Placez d'abord le curseur sur une case libre du plateau (flèches, puis Espace pour tourner), ou écrivez le coup : MOT H4.
}
