package club

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"duplicata/engine/club/clubtest"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/record"
)

func clone(rec record.Record) record.Record {
	rec.Turns = slices.Clone(rec.Turns)
	for i := range rec.Turns {
		if p := rec.Turns[i].Played; p != nil {
			c := *p
			rec.Turns[i].Played = &c
		}
		if p := rec.Turns[i].Top; p != nil {
			c := *p
			rec.Turns[i].Top = &c
		}
	}
	return rec
}

func TestVerifyReplaysEngineGames(t *testing.T) {
	for _, formula := range []string{"normal", "7sur8", "7et8", "789", "joker", "joker-7et8"} {
		for seed := uint64(1); seed <= 2; seed++ {
			t.Run(fmt.Sprintf("%s/%d", formula, seed), func(t *testing.T) {
				rec := clubtest.Played(t, formula, seed, func(turn int) int { return turn % 4 })
				pub := clubtest.Published(rec)
				ref, err := NewReference(&pub)
				if err != nil {
					t.Fatal(err)
				}
				if ref.Turns() != len(rec.Turns) {
					t.Errorf("%d turns, want %d", ref.Turns(), len(rec.Turns))
				}
				topTotal := 0
				for _, turn := range rec.Turns {
					if turn.Top != nil {
						topTotal += turn.Top.Score
					}
				}
				if ref.TopTotal() != topTotal {
					t.Errorf("top total %d, want %d", ref.TopTotal(), topTotal)
				}
				scores, err := ref.Verify(&rec)
				if err != nil {
					t.Fatal(err)
				}
				for i, turn := range rec.Turns {
					want := 0
					if turn.Played != nil {
						want = turn.Played.Score
					}
					if scores[i] != want {
						t.Errorf("turn %d: score %d, want the engine's %d", i+1, scores[i], want)
					}
				}
				// The published game itself replays: no moves, all zero.
				if scores, err := ref.Verify(&pub); err != nil || slices.ContainsFunc(scores, func(s int) bool { return s != 0 }) {
					t.Errorf("the published game: %v, %v", scores, err)
				}
			})
		}
	}
}

// TestVerifyFirstMove: a first move played at a worse place than its word's
// best is paid the best (§6.4.2.1), as the engine pays it.
func TestVerifyFirstMove(t *testing.T) {
	rec := clubtest.Played(t, "normal", 7, func(int) int { return 0 })
	pub := clubtest.Published(rec)
	ref, err := NewReference(&pub)
	if err != nil {
		t.Fatal(err)
	}
	first := *rec.Turns[0].Top
	lex := frlibretest.Lexicon(t)
	g, err := game.New(lex, game.Config{Seed: 7, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	// The same word at a place over the star where, on its own, it scores
	// less than the top: across on row H or down column 8. Seed 7's first
	// top (TATEZ H8, 48) has one (H4, 30); finding none means the draws or
	// the checks changed, which must fail, not skip.
	moved, alone := "", 0
	for i := range 8 {
		for _, r := range []string{fmt.Sprintf("H%d", i+1), fmt.Sprintf("8%c", 'A'+i)} {
			m, err := game.Check(g.Board(), lex, g.Draw().Rack(), g.Formula().Params, first.Word, r)
			if err == nil && m.Score < first.Score && moved == "" {
				moved, alone = r, m.Score
			}
		}
	}
	if moved == "" {
		t.Fatalf("seed 7: no place over the star where the first top %s %s (%d) scores less", first.Word, first.Ref, first.Score)
	}
	res, err := g.Submit(first.Word, moved, 0)
	if err != nil {
		t.Fatal(err)
	}
	sub := clone(rec)
	sub.Turns[0].Played = &record.Play{Move: record.Move{Word: first.Word, Ref: moved, Score: res.Score}}
	scores, err := ref.Verify(&sub)
	if err != nil {
		t.Fatal(err)
	}
	if scores[0] != res.Score || res.Score != first.Score {
		t.Errorf("%s at %s (%d on its own): verified %d, the engine pays %d, the top %d", first.Word, moved, alone, scores[0], res.Score, first.Score)
	}
}

func TestVerifyRefusals(t *testing.T) {
	rec := clubtest.Played(t, "normal", 3, func(turn int) int { return turn % 3 })
	pub := clubtest.Published(rec)
	ref, err := NewReference(&pub)
	if err != nil {
		t.Fatal(err)
	}
	// A turn where the player played a move that is not the top.
	sub := -1
	for i, turn := range rec.Turns {
		if turn.Played != nil && turn.Top != nil && turn.Played.Score < turn.Top.Score && i > 0 {
			sub = i
			break
		}
	}
	if sub < 0 {
		t.Fatal("no turn below the top")
	}
	cases := []struct {
		name    string
		edit    func(r *record.Record)
		turn    int
		problem Problem
	}{
		{"formula", func(r *record.Record) { r.Formula = "7sur8" }, 0, WrongFormula},
		{"a turn missing", func(r *record.Record) { r.Turns = r.Turns[:len(r.Turns)-1] }, 0, WrongTurns},
		{"turns swapped", func(r *record.Record) { r.Turns[1], r.Turns[2] = r.Turns[2], r.Turns[1] }, 2, WrongTurns},
		{"draws swapped", func(r *record.Record) { r.Turns[1].Draw, r.Turns[2].Draw = r.Turns[2].Draw, r.Turns[1].Draw }, 2, WrongDraw},
		{"a rejection added", func(r *record.Record) { r.Turns[1].UnknownRejection = !r.Turns[1].UnknownRejection }, 2, WrongDraw},
		{"top changed", func(r *record.Record) { r.Turns[2].Top.Score++ }, 3, WrongTop},
		{"score raised", func(r *record.Record) { r.Turns[sub].Played.Score++ }, sub + 1, ScoreMismatch},
		{"score lowered", func(r *record.Record) { r.Turns[sub].Played.Score-- }, sub + 1, ScoreMismatch},
		{"off the board", func(r *record.Record) { r.Turns[sub].Played.Ref = "O15" }, sub + 1, Illegal},
		{"bad reference", func(r *record.Record) { r.Turns[sub].Played.Ref = "Z99" }, sub + 1, Illegal},
		{"letters not drawn", func(r *record.Record) { r.Turns[sub].Played.Word = "WWWWWWW" }, sub + 1, Illegal},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := clone(rec)
			c.edit(&r)
			_, err := ref.Verify(&r)
			var te *TurnError
			if !errors.As(err, &te) || !errors.Is(err, ErrReplay) {
				t.Fatalf("error %v, want a *TurnError", err)
			}
			if te.Turn != c.turn || te.Problem != c.problem {
				t.Errorf("turn %d, %v (%v); want turn %d, %v", te.Turn, te.Problem, err, c.turn, c.problem)
			}
		})
	}
}

// TestVerifyAboveTop: a move the lexicon would refuse (the Worker has none)
// that scores above the top is refused: all seven letters of a first draw
// on the star, a scrabble of no word, outscore a top that is not one.
func TestVerifyAboveTop(t *testing.T) {
	for seed := uint64(1); seed < 50; seed++ {
		rec := clubtest.Played(t, "normal", seed, func(int) int { return 99 })
		first := rec.Turns[0]
		if len(first.Draw) != 7 || first.Top == nil || first.Top.Score >= 50 {
			continue
		}
		pub := clubtest.Published(rec)
		ref, err := NewReference(&pub)
		if err != nil {
			t.Fatal(err)
		}
		sub := clone(rec)
		b, rack := ref.boards[0], ref.racks[0]
		_, score, err := place(&b, rack, game.Formulas()[0].Params, first.Draw, "H8")
		if err != nil {
			continue // a joker in the draw
		}
		sub.Turns[0].Played = &record.Play{Move: record.Move{Word: first.Draw, Ref: "H8", Score: score}}
		_, err = ref.Verify(&sub)
		var te *TurnError
		if !errors.As(err, &te) || te.Turn != 1 || te.Problem != AboveTop {
			t.Fatalf("game %d: %s H8 %d over a top of %d: %v, want turn 1 above the top", seed, first.Draw, score, first.Top.Score, err)
		}
		return
	}
	t.Fatal("no game found with a first draw of seven letters and no scrabble")
}

func TestNewReferenceRefusals(t *testing.T) {
	rec := clubtest.Published(clubtest.Played(t, "normal", 5, func(int) int { return 99 }))
	cases := []struct {
		name    string
		edit    func(r *record.Record)
		turn    int
		problem Problem
	}{
		{"formula", func(r *record.Record) { r.Formula = "nope" }, 0, WrongFormula},
		{"numbering", func(r *record.Record) { r.Turns[3].Number = 9 }, 4, WrongTurns},
		{"draw", func(r *record.Record) { r.Turns[2].Draw = "!!" }, 3, WrongDraw},
		{"top score", func(r *record.Record) { r.Turns[2].Top.Score++ }, 3, BadTop},
		{"top place", func(r *record.Record) { r.Turns[2].Top.Ref = "A1" }, 3, BadTop},
		{"too long", func(r *record.Record) {
			for len(r.Turns) <= MaxTurns {
				r.Turns = append(r.Turns, r.Turns[0])
			}
		}, 0, TooLong},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := clone(rec)
			c.edit(&r)
			_, err := NewReference(&r)
			var te *TurnError
			if !errors.As(err, &te) || te.Turn != c.turn || te.Problem != c.problem {
				t.Errorf("%v; want turn %d, %v", err, c.turn, c.problem)
			}
		})
	}
}
