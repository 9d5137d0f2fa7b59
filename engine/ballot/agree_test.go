package ballot_test

import (
	"strings"
	"testing"

	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/movegen"
)

// TestJudgeAgreesWithGenerator: every legal move the move generator finds,
// handed in right — its word with its jokers, its reference, its score —
// is an entirely valid solution paid its score (the first move: its word's
// best, with a warning if its jokers are marked otherwise than for the
// best), over the first turns of games of every formula; and with no score
// announced, the same points with a warning.
func TestJudgeAgreesWithGenerator(t *testing.T) {
	lex, err := frlibre.Lexicon()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for i, f := range game.Formulas() {
		g, err := game.New(lex, game.Config{Seed: uint64(500 + i), Formula: f.ID})
		if err != nil {
			t.Fatal(err)
		}
		gen := movegen.New(lex)
		rules := ballot.Rules{Params: f.Params}
		for turn := 1; turn <= 6 && g.Phase() == game.Playing; turn++ {
			gen.SetBoard(g.Board())
			rack := g.Draw().Rack()
			all := gen.AllMoves(rack, f.Params)
			best := map[string]int{}
			for _, m := range all {
				w := strings.ToUpper(m.WordString())
				best[w] = max(best[w], m.Score)
			}
			for k := 0; k < len(all); k += 1 + len(all)/40 {
				m := all[k]
				want, sanction := m.Score, ballot.None
				if turn == 1 {
					// §6.4.2.1: the word's best, a warning when the
					// jokers are marked otherwise than for it.
					want = best[strings.ToUpper(m.WordString())]
					if m.Score < want && !marksBest(all, m, want) {
						sanction = ballot.Warning
					}
				}
				b := ballot.Ballot{Word: m.WordString(), Ref: m.Ref.String(), Score: want}
				v := ballot.Judge(g.Board(), rack, b, lex, rules)
				if v.Sanction != sanction || v.Paid != want {
					t.Fatalf("%s turn %d: %s %s %d judged %v paid %d: %s", f.ID, turn, m.WordString(), m.Ref, want, v.Sanction, v.Paid, v.French())
				}
				b.Score = 0
				if v := ballot.Judge(g.Board(), rack, b, lex, rules); v.Sanction != ballot.Warning || v.Paid != want {
					t.Fatalf("%s turn %d: %s %s with no score judged %v paid %d: %s", f.ID, turn, m.WordString(), m.Ref, v.Sanction, v.Paid, v.French())
				}
				checked++
			}
			if _, err := g.Submit("", "", 0); err != nil {
				t.Fatal(err)
			}
			if err := g.Next(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no move judged: the test checked nothing")
	}
	t.Logf("%d moves judged right", checked)
}

// marksBest reports whether some move of the same word with the same
// jokers (the same case) makes best.
func marksBest(all []board.Move, m board.Move, best int) bool {
	for _, o := range all {
		if o.WordString() == m.WordString() && o.Score == best {
			return true
		}
	}
	return false
}
