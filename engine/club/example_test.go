package club_test

import (
	"fmt"

	"duplicata/engine/club"
)

func ExampleSolos() {
	// Three players, two turns: on the first, Anne alone scores most (a
	// solo, though the top was higher); on the second, two tie.
	solos := club.Solos([][]int{
		{64, 20},
		{30, 20},
		{12, 8},
	})
	fmt.Println(solos)
	// Output: [[true false] [false false] [false false]]
}

func ExampleRank() {
	st := club.Rank(300, []club.Result{
		{Name: "Anne", Scores: []int{100, 150}},
		{Name: "Marc", Scores: []int{100, 200}},
	})
	for _, s := range st {
		fmt.Printf("%d. %s %d (%d ‰, −%d, %d solo)\n", s.Rank, s.Name, s.Total, s.Permille, s.Deficit, s.Solos)
	}
	// Output:
	// 1. Marc 300 (1000 ‰, −0, 1 solo)
	// 2. Anne 250 (833 ‰, −50, 0 solo)
}
