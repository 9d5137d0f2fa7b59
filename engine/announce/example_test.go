package announce_test

import (
	"fmt"

	"duplicata/engine/announce"
	"duplicata/engine/bag"
)

func Example() {
	d, _ := bag.ParseDraw("E?+VDJFE")
	fmt.Println(announce.Text(d, announce.Options{}))
	fmt.Println(announce.Text(d, announce.Options{Spelling: announce.Plain}))
	// Output:
	// Reliquat de deux lettres : Égypte, Joker. Nouvelles lettres : Venezuela V, Danemark D, Jordanie J, France F, Égypte E. Tirage : Danemark, deux Égypte, France, Jordanie, Venezuela, Joker.
	// Reliquat de deux lettres : E, joker. Nouvelles lettres : V, D, J, F, E. Tirage : D, deux E, F, J, V, joker.
}
