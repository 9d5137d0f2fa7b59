// Package gametest plays games for the tests of the packages above game:
// a whole game of a config, the player passing every turn, whose record
// holds the game's draws and tops whatever a player would play.
package gametest

import (
	"testing"

	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/record"
)

// Passed plays the game of cfg to its end, the player passing every turn,
// and returns its record; it stops the test on any error.
func Passed(t testing.TB, lex *lexicon.Lexicon, cfg game.Config) record.Record {
	t.Helper()
	g, err := game.New(lex, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for g.Phase() != game.Over {
		if _, err := g.Submit("", "", 0); err != nil {
			t.Fatal(err)
		}
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	return g.Record()
}
