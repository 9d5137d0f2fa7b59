package ballot_test

import (
	"testing"

	"duplicata/engine/ballot"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// BenchmarkJudge judges the top of game 42's turn 10 written three ways:
// right, with no reference (every place of the word is scored), and with
// the jokers marked wrong.
func BenchmarkJudge(b *testing.B) {
	lex := frlibretest.Lexicon(b)
	g, err := game.New(lex, game.Config{Seed: 42, Formula: "normal"})
	if err != nil {
		b.Fatal(err)
	}
	for g.Turn() < 10 {
		g.Submit("", "", 0)
		g.Next()
	}
	if _, err := g.Submit("", "", 0); err != nil {
		b.Fatal(err)
	}
	top := g.Record().Turns[9].Top
	rules := ballot.Rules{Params: g.Formula().Params}
	for _, c := range []struct {
		name string
		bal  ballot.Ballot
	}{
		{"right", ballot.Ballot{Word: top.Word, Ref: top.Ref, Score: top.Score}},
		{"no-reference", ballot.Ballot{Word: top.Word, Score: top.Score}},
		{"score-wrong", ballot.Ballot{Word: top.Word, Ref: top.Ref, Score: top.Score + 1}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				ballot.Judge(g.Board(), g.Draw().Rack(), c.bal, lex, rules)
			}
		})
	}
}
