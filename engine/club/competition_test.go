package club

import (
	"errors"
	"slices"
	"testing"

	"duplicata/engine/ballot"
	"duplicata/engine/club/clubtest"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/record"
)

// hand is how the player hands in a turn's move in a competition game.
type hand int

const (
	right    hand = iota // the reference and the score right
	scoreUp3             // the score announced 3 above the move's: a warning (§6.5)
	noScore              // no score announced: a warning (§6.5)
	noRef                // no reference, the score right: a penalty (§6.6)
	noBallot             // nothing handed in
)

// competition plays game seed (normal, rhythm seconds a turn) in competition mode,
// handing in on each turn the second best move (the top on the first) as
// hands says, and returns its record, the engine's results — what the
// server's verification must pay, turn by turn — and the published game's
// Reference.
func competition(t testing.TB, seed uint64, rhythm int, hands func(turn int) hand) (record.Record, []game.Result, *Reference) {
	t.Helper()
	return competitionOf(t, "normal", seed, rhythm, hands)
}

// competitionOf is competition with the formula.
func competitionOf(t testing.TB, formula string, seed uint64, rhythm int, hands func(turn int) hand) (record.Record, []game.Result, *Reference) {
	t.Helper()
	lex := frlibretest.Lexicon(t)
	g, err := game.New(lex, game.Config{Seed: seed, Formula: formula, Rhythm: rhythm, Mode: game.Competition})
	if err != nil {
		t.Fatal(err)
	}
	var results []game.Result
	for g.Phase() != game.Over {
		k := min(1, g.Turn()-1)
		best := game.Best(lex, g.Board(), g.Draw().Rack(), g.Formula(), k+1)
		var b game.Ballot
		if k < len(best) {
			m := best[k]
			b = game.Ballot{Word: m.Word, Ref: m.Ref, Claimed: m.Score, Millis: 1000}
			switch hands(g.Turn()) {
			case scoreUp3:
				b.Claimed += 3
			case noScore:
				b.Claimed = 0
			case noRef:
				b.Ref = ""
			case noBallot:
				b = game.Ballot{}
			}
		}
		res, err := g.Play(b)
		if err != nil {
			t.Fatalf("turn %d: %+v: %v", g.Turn(), b, err)
		}
		results = append(results, res)
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	rec := g.Record()
	pub := clubtest.Published(rec)
	ref, err := NewReference(&pub)
	if err != nil {
		t.Fatal(err)
	}
	return rec, results, ref
}

// cycle hands in the turns in turn: turn 1 with the score 3 too high, 2 with
// no score, 3 with no reference, 4 nothing, 5 right, 6 the score 3 too high…
func cycle(turn int) hand { return hand(turn % 5) }

// TestVerifyCompetition: a competition game's record is paid as the arbiter
// pays it — exactly the engine's points, turn by turn, warnings past the
// third costing 5 — and a training game's as before, its moves' scores.
func TestVerifyCompetition(t *testing.T) {
	rec, results, ref := competition(t, 7, 180, cycle)
	sh, err := ref.VerifyMode(&rec, game.Competition)
	if err != nil {
		t.Fatal(err)
	}
	// Game 7: the turns as the rules pay them.
	for _, c := range []struct {
		turn        int
		what        string
		score, paid int
	}{
		{1, "TATEZ H8 48 announced 51: a warning (§6.4.2.1), paid 48", 48, 48},
		{2, "RIMAYE 11C 32, no score: a warning (§6.5)", 32, 32},
		{3, "MIMIQUE 36 with no reference: a penalty (§6.6), 36 − 5", 36, 31},
		{4, "no ballot: a zero", 0, 0},
		{5, "ZABRE 12H 32 right: paid as is", 32, 32},
		{6, "NODALES M6 80 announced 83: the third warning, free", 80, 80},
		{7, "HIT 10F 34, no score: the fourth warning costs 5 (§6.9)", 34, 29},
		{8, "WU 23, no reference: a penalty", 23, 18},
		{11, "REVULSAS J6 65 announced 68: the fifth warning", 65, 60},
		{23, "SIR 17, no reference: a penalty", 17, 12},
	} {
		if sh.Scores[c.turn-1] != c.score || sh.Paid[c.turn-1] != c.paid {
			t.Errorf("turn %d (%s): score %d, paid %d; want %d, %d", c.turn, c.what, sh.Scores[c.turn-1], sh.Paid[c.turn-1], c.score, c.paid)
		}
	}
	if sh.Total != 682 || sh.Warnings != 10 {
		t.Errorf("total %d, %d warnings; want 682, 10", sh.Total, sh.Warnings)
	}
	// Every turn as the engine paid it.
	for i, r := range results {
		if sh.Paid[i] != r.Score-r.Penalty {
			t.Errorf("turn %d: paid %d, the game paid %d less %d", i+1, sh.Paid[i], r.Score, r.Penalty)
		}
	}
	if last := results[len(results)-1]; sh.Total != last.Total || sh.Warnings != last.Warnings {
		t.Errorf("total %d, %d warnings; the game's %d, %d", sh.Total, sh.Warnings, last.Total, last.Warnings)
	}

	// In training the same record is paid its moves' scores.
	tr, err := ref.VerifyMode(&rec, game.Training)
	if err != nil {
		t.Fatal(err)
	}
	scores, err := ref.Verify(&rec)
	if err != nil || !slices.Equal(tr.Paid, sh.Scores) || !slices.Equal(tr.Scores, sh.Scores) || !slices.Equal(scores, sh.Scores) || tr.Warnings != 0 {
		t.Errorf("training: %+v, Verify %v, %v; want the scores %v", tr, scores, err, sh.Scores)
	}
	sum := 0
	for _, s := range sh.Scores {
		sum += s
	}
	if tr.Total != sum {
		t.Errorf("training total %d, want %d", tr.Total, sum)
	}
}

// TestVerifyCompetitionBlitz: in blitz the sixth warning is the first to
// cost 5 (§6.9), the published game's rhythm saying it is blitz.
func TestVerifyCompetitionBlitz(t *testing.T) {
	rec, results, ref := competition(t, 7, 60, cycle)
	sh, err := ref.VerifyMode(&rec, game.Competition)
	if err != nil {
		t.Fatal(err)
	}
	last := results[len(results)-1]
	// Game 7 as above: two warnings fewer cost 5 than at 180 s.
	if sh.Total != 692 || sh.Total != last.Total || sh.Paid[6] != 34 || sh.Paid[10] != 65 || sh.Paid[11] != 24 {
		t.Errorf("blitz: total %d (the game's %d), turns 7, 11, 12 paid %d, %d, %d; want 692, 34, 65, 24",
			sh.Total, last.Total, sh.Paid[6], sh.Paid[10], sh.Paid[11])
	}
}

// TestVerifyCompetitionTampered: a verdict the record keeps that the judge
// does not give for the move and the score announced is refused, naming
// the turn; in training the verdicts are not read.
func TestVerifyCompetitionTampered(t *testing.T) {
	rec, _, ref := competition(t, 7, 180, cycle)
	for _, c := range []struct {
		name string
		turn int
		edit func(p *record.Play)
	}{
		{"a wrong score paid as valid", 1, func(p *record.Play) { p.Sanction, p.Clause = "none", "§6.2" }},
		{"no score paid as valid", 2, func(p *record.Play) { p.Sanction, p.Clause = "none", "§6.2" }},
		{"a penalty whose score announced is not the move's", 3, func(p *record.Play) { p.Claimed = 40 }},
		{"a warning under a penalty's clause", 6, func(p *record.Play) { p.Clause = "§6.6" }},
		{"no sanction", 7, func(p *record.Play) { p.Sanction, p.Clause = "", "" }},
		{"a zero keeping its move", 8, func(p *record.Play) { p.Sanction, p.Clause = "zero", "§6.7" }},
		{"an unknown sanction", 10, func(p *record.Play) { p.Sanction = "bonus" }},
		{"a warning of the first move later", 11, func(p *record.Play) { p.Clause = "§6.4.2.1" }},
		{"a penalty on the first move", 1, func(p *record.Play) { p.Claimed, p.Sanction, p.Clause = p.Score, "penalty", "§6.6" }},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := clone(rec)
			c.edit(r.Turns[c.turn-1].Played)
			_, err := ref.VerifyMode(&r, game.Competition)
			var te *TurnError
			var re *ballot.ReviewError
			if !errors.As(err, &te) || te.Turn != c.turn || te.Problem != WrongSanction || !errors.As(err, &re) || !errors.Is(err, ErrReplay) {
				t.Fatalf("%v; want turn %d refused: %v", err, c.turn, WrongSanction)
			}
			if _, err := ref.VerifyMode(&r, game.Training); err != nil {
				t.Errorf("training: %v", err)
			}
		})
	}
}

// TestVerifyCompetitionAgrees: over games of several formulas, rhythms and
// ways of handing in, the server pays every turn what the game paid.
func TestVerifyCompetitionAgrees(t *testing.T) {
	handings := map[string]func(turn int) hand{
		"cycle":     cycle,
		"shuffled":  func(turn int) hand { return hand(turn * 7 % 5) },
		"no scores": func(int) hand { return noScore },
		"no refs":   func(int) hand { return noRef },
	}
	n := 0
	for _, formula := range []string{"normal", "joker", "7sur8", "joker-7et8"} {
		for seed := uint64(1); seed <= 2; seed++ {
			for name, hands := range handings {
				rhythm := []int{180, 60}[seed%2]
				rec, results, ref := competitionOf(t, formula, seed, rhythm, hands)
				sh, err := ref.VerifyMode(&rec, game.Competition)
				if err != nil {
					t.Fatalf("%s #%d %s: %v", formula, seed, name, err)
				}
				for i, r := range results {
					if sh.Paid[i] != r.Score-r.Penalty {
						t.Errorf("%s #%d %s turn %d: paid %d, the game %d less %d", formula, seed, name, i+1, sh.Paid[i], r.Score, r.Penalty)
					}
				}
				if last := results[len(results)-1]; sh.Total != last.Total || sh.Warnings != last.Warnings {
					t.Errorf("%s #%d %s: total %d, %d warnings; the game's %d, %d", formula, seed, name, sh.Total, sh.Warnings, last.Total, last.Warnings)
				}
				n += len(results)
			}
		}
	}
	t.Logf("%d turns paid as the game paid them", n)
}
