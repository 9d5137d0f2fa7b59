package share_test

import (
	"fmt"

	"duplicata/engine/share"
)

func Example() {
	// A generated game: its game number and formula.
	s := share.Encode(share.Link{Seed: 42, Formula: "normal"})
	fmt.Println("https://example.org/#" + s)
	l, err := share.Decode(s)
	fmt.Println(l.Seed, l.Formula, l.Imported(), err)

	// An imported game: its draws.
	s = share.Encode(share.Link{Formula: "normal", Lexicon: "ODS-8", Draws: []string{"DSCTANU", "D+VDJF?E", "NEOURFC"}})
	l, err = share.Decode(s)
	fmt.Println(len(s), l.Draws, l.Imported(), err)

	_, err = share.Decode("AWLQ*svLL8pN")
	fmt.Println(err)
	// Output:
	// https://example.org/#AWLQYsvLL8pNzGEABAAA__8
	// 42 normal false <nil>
	// 64 [DSCTANU D+VDJF?E NEOURFC] true <nil>
	// share: character 5 of the link is not base64url (A–Z a–z 0–9 - _)
}
