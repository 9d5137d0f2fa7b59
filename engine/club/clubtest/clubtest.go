// Package clubtest makes the records a club's tests submit and publish:
// whole games played by the engine with fr-libre, so that their scores are
// the engine's and a replay (club.Reference, the Worker's clubs API, a live
// evening) must agree with them.
package clubtest

import (
	"slices"
	"testing"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/record"
)

// Played plays a whole game of formula and seed (rhythm 180 s), the player
// choosing on each turn the pick(turn)-th best move (0: the top; past the
// moves there are: none), and returns its record.
func Played(t testing.TB, formula string, seed uint64, pick func(turn int) int) record.Record {
	t.Helper()
	rec, _ := play(t, game.Config{Seed: seed, Formula: formula, Rhythm: 180}, pick, nil)
	return rec
}

// Competition plays a whole game of formula and seed (rhythm 180 s) in
// competition mode as Played does, the ballot of each turn's move — its
// word, reference and score announced — edited by hand (nil: as is), and
// returns its record and the total the engine paid: the arbiter's, net of
// the warnings' penalties (§6, §6.9).
func Competition(t testing.TB, formula string, seed uint64, pick func(turn int) int, hand func(turn int, b game.Ballot) game.Ballot) (record.Record, int) {
	t.Helper()
	return play(t, game.Config{Seed: seed, Formula: formula, Rhythm: 180, Mode: game.Competition}, pick, hand)
}

func play(t testing.TB, cfg game.Config, pick func(turn int) int, hand func(turn int, b game.Ballot) game.Ballot) (record.Record, int) {
	t.Helper()
	lex := frlibretest.Lexicon(t)
	g, err := game.New(lex, cfg)
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for g.Phase() != game.Over {
		k := pick(g.Turn())
		best := game.Best(lex, g.Board(), g.Draw().Rack(), g.Formula(), k+1)
		b := game.Ballot{Millis: 1000}
		if k < len(best) {
			b.Word, b.Ref, b.Claimed = best[k].Word, best[k].Ref, best[k].Score
		}
		if hand != nil {
			b = hand(g.Turn(), b)
		}
		res, err := g.Play(b)
		if err != nil {
			t.Fatal(err)
		}
		total = res.Total
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	return g.Record(), total
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
