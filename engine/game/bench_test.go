package game

import (
	"testing"

	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// The engine plays whole games by itself, as `duplicata play` does: the
// draws, the tops (one search a turn), the tie-breaks, the record.
func BenchmarkNormalGame(b *testing.B) { benchGame(b, "normal") }
func BenchmarkJokerGame(b *testing.B)  { benchGame(b, "joker") }

func benchGame(b *testing.B, formula string) {
	lex := frlibretest.Lexicon(b)
	lex.Multisets() // built once, on the first top: not part of a game
	b.ReportAllocs()
	seed := uint64(0)
	turns := 0
	for b.Loop() {
		seed++
		g, err := New(lex, Config{Seed: seed, Formula: formula})
		if err != nil {
			b.Fatal(err)
		}
		for g.Phase() != Over {
			if _, err := g.Submit("", "", 0); err != nil {
				b.Fatal(err)
			}
			if err := g.Next(); err != nil {
				b.Fatal(err)
			}
			turns++
		}
	}
	b.ReportMetric(float64(turns)/float64(seed), "turns/game")
}
