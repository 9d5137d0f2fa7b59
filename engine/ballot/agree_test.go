package ballot_test

import (
	"strings"
	"testing"

	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// TestJudgeAgreesWithGenerator: every legal move the move generator finds,
// handed in right — its word with its jokers, its reference, its score —
// is an entirely valid solution paid its score (the first move: its word's
// best, with a warning if its jokers are marked otherwise than for the
// best), over the first turns of games of every formula; and with no score
// announced, the same points with a warning.
func TestJudgeAgreesWithGenerator(t *testing.T) {
	lex := frlibretest.Lexicon(t)
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

// TestJudgeReadsWrongReferences: every legal move from the second turn
// on, handed in with its score and its reference wrong, is judged as the
// move with the reference wrong — never a zero for a miscopy or a word
// not written whole, which the word at the square named may look like
// (issue 26). With the reference inverted (4H for H4), where the word
// has no place that way from the square: paid its score with a warning
// (§6.5), or none when it prolongs a word of three letters (§6.2.3). With
// the reference a square before the word in its line, where the word has
// no place: its score less 5 (§6.6), or located by the word it prolongs,
// or a zero only for a penalty on 4 points or less or a plausible word
// not admitted the score could mean (§6.7).
func TestJudgeReadsWrongReferences(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	inverted, shifted := 0, 0
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
			for k := 0; turn > 1 && k < len(all); k += 1 + len(all)/40 {
				m := all[k]
				at := func(r board.Ref) bool { // the word has a place at r
					ps, err := ballot.F12(g.Board(), lex, &rack, f.Params, m.WordString(), 0)
					if err != nil {
						t.Fatal(err)
					}
					for _, p := range ps {
						if p.Move.Ref == r {
							return true
						}
					}
					return false
				}
				inv := board.Ref{Row: m.Ref.Row, Col: m.Ref.Col, Down: !m.Ref.Down}
				if !at(inv) {
					b := ballot.Ballot{Word: m.WordString(), Ref: inv.String(), Score: m.Score}
					v := ballot.Judge(g.Board(), rack, b, lex, rules)
					if v.Paid != m.Score || v.Sanction > ballot.Warning {
						t.Errorf("%s turn %d: %s %s (for %s) %d judged %v paid %d: %s", f.ID, turn, m.WordString(), inv, m.Ref, m.Score, v.Sanction, v.Paid, v.French())
					}
					inverted++
				}
				before := m.Ref
				if before.Down {
					before.Row--
				} else {
					before.Col--
				}
				if before.Row < 0 || before.Col < 0 || at(before) {
					continue
				}
				b := ballot.Ballot{Word: m.WordString(), Ref: before.String(), Score: m.Score}
				v := ballot.Judge(g.Board(), rack, b, lex, rules)
				switch code := v.Reasons[0].Code; {
				case v.Sanction == ballot.Penalty && v.Paid == m.Score-5,
					v.Sanction <= ballot.Warning && v.Paid == m.Score,
					code == ballot.TooFewPoints && m.Score <= 5,
					code == ballot.PlausibleCross:
				default:
					t.Errorf("%s turn %d: %s %s (for %s) %d judged %v paid %d: %s", f.ID, turn, m.WordString(), before, m.Ref, m.Score, v.Sanction, v.Paid, v.French())
				}
				shifted++
			}
			if _, err := g.Submit("", "", 0); err != nil {
				t.Fatal(err)
			}
			if err := g.Next(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if inverted == 0 || shifted == 0 {
		t.Fatalf("%d inverted, %d shifted: the test checked nothing", inverted, shifted)
	}
	t.Logf("%d moves judged with the reference inverted, %d with it a square early", inverted, shifted)
}

// TestJudgeAnchorsAgree: every legal move from the second turn on, handed
// in with its score, no reference, and as connecting letters every letter
// on the board beside the word (§5.3.2) — beside a letter it places or a
// letter of the word it prolongs, which are connecting letters too — is
// located by them when they and the word's own letters on the board make
// three: paid its score with no sanction, or judged ambiguous when the
// same letters fit another place (§6.4.2.2).
func TestJudgeAnchorsAgree(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	checked, throughBoard := 0, 0
	for i, f := range game.Formulas() {
		g, err := game.New(lex, game.Config{Seed: uint64(500 + i), Formula: f.ID})
		if err != nil {
			t.Fatal(err)
		}
		rules := ballot.Rules{Params: f.Params}
		gen := movegen.New(lex)
		for turn := 1; turn <= 6 && g.Phase() == game.Playing; turn++ {
			b := g.Board()
			gen.SetBoard(b)
			rack := g.Draw().Rack()
			all := gen.AllMoves(rack, f.Params)
			for k := 0; turn > 1 && k < len(all); k += 1 + len(all)/40 {
				m := all[k]
				var anchors []ballot.Anchor
				onBoard, viaBoard := 0, false
				for i := 0; i < m.Len; i++ {
					if m.Placed&(1<<i) == 0 {
						onBoard++
					}
					for _, across := range []int{-1, 1} {
						r, c := m.Row+across, m.Col+i
						if m.Down {
							r, c = m.Row+i, m.Col+across
						}
						if tl := b.At(r, c); tl != tile.Empty {
							anchors = append(anchors, ballot.Anchor{Letter: tl.Letter().Rune(), Along: i, Across: across})
							viaBoard = viaBoard || m.Placed&(1<<i) == 0
						}
					}
				}
				need := 3
				if b.Count() == 2 {
					need = 2
				}
				if len(anchors) == 0 || len(anchors)+onBoard < need {
					continue
				}
				bal := ballot.Ballot{Word: m.WordString(), Anchors: anchors, Score: m.Score}
				v := ballot.Judge(b, rack, bal, lex, rules)
				located := v.Sanction == ballot.None && v.Paid == m.Score && v.Move.Ref == m.Ref
				if !located && v.Reasons[0].Code != ballot.Ambiguous {
					t.Errorf("%s turn %d: %s %s %d with %d connecting letters judged %v paid %d at %s: %s", f.ID, turn, m.WordString(), m.Ref, m.Score, len(anchors), v.Sanction, v.Paid, v.Move.Ref, v.French())
				}
				checked++
				if viaBoard {
					throughBoard++
				}
			}
			if _, err := g.Submit("", "", 0); err != nil {
				t.Fatal(err)
			}
			if err := g.Next(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if throughBoard == 0 {
		t.Fatalf("%d moves, none with a connecting letter beside a letter of the word on the board: the test checked nothing", checked)
	}
	t.Logf("%d moves located by their connecting letters, %d through a letter of the word on the board", checked, throughBoard)
}
