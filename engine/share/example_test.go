package share_test

import (
	"fmt"

	"duplicata/engine/game"
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

func Example_gameInProgress() {
	// A game in progress: its game, how it is played, the ballots of the
	// turns played (an empty word for no move). Replay plays them again.
	l := share.Link{Seed: 42, Formula: "normal", Play: &share.Play{Mode: game.Training, Rhythm: 120,
		Moves: []game.Ballot{{Word: "ZIP", Ref: "H6", Millis: 61000}, {}, {Word: "TZAR", Ref: "7G", Millis: 9500}}}}
	s := share.Encode(l)
	back, err := share.Decode(s)
	fmt.Println(len(s), back.Play.Mode, back.Play.Rhythm, len(back.Play.Moves), back.Play.Moves[2].Word, err)
	// Output:
	// 59 training 120 3 TZAR <nil>
}
