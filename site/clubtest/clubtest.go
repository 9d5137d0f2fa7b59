// Package clubtest makes the records the clubs API's tests submit: whole
// games played by the engine with the free lexicon, so that their scores are
// the engine's and the Worker's replay must agree with them.
package clubtest

import (
	"slices"
	"sync"
	"testing"

	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/record"
)

var (
	lexOnce sync.Once
	lex     *lexicon.Lexicon
	lexErr  error
)

// Played plays a whole game of formula and seed (rhythm 180 s), the player
// choosing on each turn the pick(turn)-th best move (0: the top; past the
// moves there are: none), and returns its record.
func Played(t testing.TB, formula string, seed uint64, pick func(turn int) int) record.Record {
	t.Helper()
	lexOnce.Do(func() { lex, lexErr = frlibre.Lexicon() })
	if lexErr != nil {
		t.Fatal(lexErr)
	}
	g, err := game.New(lex, game.Config{Seed: seed, Formula: formula, Rhythm: 180})
	if err != nil {
		t.Fatal(err)
	}
	for g.Phase() != game.Over {
		k := pick(g.Turn())
		best := game.Best(lex, g.Board(), g.Draw().Rack(), g.Formula(), k+1)
		word, ref := "", ""
		if k < len(best) {
			word, ref = best[k].Word, best[k].Ref
		}
		if _, err := g.Submit(word, ref, 1000); err != nil {
			t.Fatal(err)
		}
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	return g.Record()
}

// Published is rec without the player's moves: what an organiser publishes.
func Published(rec record.Record) record.Record {
	rec.Turns = slices.Clone(rec.Turns)
	for i := range rec.Turns {
		rec.Turns[i].Played = nil
	}
	return rec
}

// Total is the player's points in rec.
func Total(rec record.Record) int {
	n := 0
	for _, t := range rec.Turns {
		if t.Played != nil {
			n += t.Played.Score
		}
	}
	return n
}
