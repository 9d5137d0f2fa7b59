package game

import (
	"reflect"
	"testing"

	"duplicata/engine/ballot"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/engine/record"
)

// playBallots plays the game of cfg to its end, handing in at each turn the
// ballot made from that turn's top (taken from a first run of the game with
// no move: the player's moves do not change the board or the draws), and
// saving and resuming it through JSON after every step when resume is set.
func playBallots(t *testing.T, cfg Config, resume bool, ballot func(g *Game, top record.Move) Ballot) (*Game, []Result) {
	t.Helper()
	tops := playThrough(t, Config{Seed: cfg.Seed, Formula: cfg.Formula}, false).Record().Turns
	lex := frlibretest.Lexicon(t)
	g, err := New(lex, cfg)
	if err != nil {
		t.Fatal(err)
	}
	again := func() {
		if resume {
			g = reloaded(t, lex, g)
		}
	}
	var results []Result
	for g.Phase() != Over {
		again()
		turn := g.Turn()
		if turn > len(tops) || tops[turn-1].Top == nil {
			t.Fatalf("turn %d: no top in the first run", turn)
		}
		res, err := g.Play(ballot(g, *tops[turn-1].Top))
		if err != nil {
			t.Fatalf("turn %d: %v", turn, err)
		}
		results = append(results, res)
		again()
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	return g, results
}

// wrongClaim plays the top and announces a point more than its score.
func wrongClaim(_ *Game, top record.Move) Ballot {
	return Ballot{Word: top.Word, Ref: top.Ref, Millis: 1000, Claimed: top.Score + 1}
}

// §6.5, §6.9: the top played every turn with a wrong score announced earns a
// warning every turn; from the 4th (the 6th in blitz or an original
// formula) each costs 5 points.
func TestCompetitionWarnings(t *testing.T) {
	cases := []struct {
		name string
		cfg  Config
		// penalties of the first turns; every later turn's is 5.
		penalties []int
		summary   Summary
	}{
		{
			"3 minutes", Config{Seed: 42, Formula: "normal", Rhythm: 180, Mode: Competition},
			[]int{0, 0, 0, 5, 5, 5, 5},
			Summary{Turns: 22, Total: 796, TopTotal: 891, Percent: 100 * 796.0 / 891, TopsFound: 22, Bingos: 4, BingosFound: 4, Warnings: 22, Penalties: 95},
		},
		{
			"blitz", Config{Seed: 42, Formula: "normal", Rhythm: 60, Mode: Competition},
			[]int{0, 0, 0, 0, 0, 5, 5},
			Summary{Turns: 22, Total: 806, TopTotal: 891, Percent: 100 * 806.0 / 891, TopsFound: 22, Bingos: 4, BingosFound: 4, Warnings: 22, Penalties: 85},
		},
		{
			"original formula", Config{Seed: 42, Formula: "7sur8", Rhythm: 180, Mode: Competition},
			[]int{0, 0, 0, 0, 0, 5, 5},
			Summary{Turns: 19, Total: 972, TopTotal: 1042, Percent: 100 * 972.0 / 1042, TopsFound: 19, Bingos: 8, BingosFound: 8, Warnings: 19, Penalties: 70},
		},
	}
	for _, c := range cases {
		_, results := playBallots(t, c.cfg, false, wrongClaim)
		paid := 0
		for i, r := range results {
			want := 5
			if i < len(c.penalties) {
				want = c.penalties[i]
			}
			paid += r.Penalty
			if !r.Warning || r.Warnings != i+1 || r.Penalty != want || r.Score != r.Top ||
				r.Total != r.TopTotal-paid || r.Deficit != paid {
				t.Errorf("%s: turn %d: %+v, want warning %d, penalty %d, total %d", c.name, r.Turn, r, i+1, want, r.TopTotal-paid)
			}
		}
		if got := Summarize(results); got != c.summary {
			t.Errorf("%s: summary %+v, want %+v", c.name, got, c.summary)
		}
	}
}

// bestNoBingo plays, when the top is a bingo, the best move that is not
// one, with its score announced; otherwise the top, with its score.
func bestNoBingo(g *Game, top record.Move) Ballot {
	gen := movegen.New(g.lex)
	gen.SetBoard(g.Board())
	if _, tops := gen.Top(g.Draw().Rack(), g.formula.Params); !g.earnsBonus(&tops[0]) {
		return Ballot{Word: top.Word, Ref: top.Ref, Claimed: top.Score}
	}
	var best *record.Move
	for _, m := range gen.AllMoves(g.Draw().Rack(), g.formula.Params) {
		if !g.earnsBonus(&m) && (best == nil || m.Score > best.Score) {
			mv := moveOf(&m)
			best = &mv
		}
	}
	return Ballot{Word: best.Word, Ref: best.Ref, Claimed: best.Score}
}

func TestSummaryMissedBingos(t *testing.T) {
	_, results := playBallots(t, Config{Seed: 42, Formula: "normal", Mode: Competition}, false, bestNoBingo)
	// The four bingo tops missed, every other top found.
	want := Summary{Turns: 22, Total: 722, TopTotal: 891, Percent: 100 * 722.0 / 891, TopsFound: 18, Bingos: 4, BingosMissed: 4}
	if got := Summarize(results); got != want {
		t.Errorf("summary %+v, want %+v", got, want)
	}
	for _, r := range results {
		if r.Bingo || r.Warning || r.TopBingo != (r.Score < r.Top) {
			t.Errorf("turn %d: %+v", r.Turn, r)
		}
	}
}

// One game's ballots, turn by turn: what earns a warning and what does not,
// in competition and in training. Seed 42's tops: ZIP 28, AZUR 15, METROS
// 28, OTERONT 64, MEDITAI 30, SHONEN 36, GRAVEURS 80.
func TestCompetitionBallots(t *testing.T) {
	ballots := []struct {
		play    bool // the top, or no move
		claimed int
	}{
		{true, 28},   // right
		{true, 0},    // no score announced
		{false, 0},   // no move
		{true, 63},   // a point short
		{true, 1000}, // far off
		{true, 36},   // right
		{true, 0},    // no score announced
	}
	type turn struct {
		warning           bool
		warnings, penalty int
		total             int
		claimed           int // as the record keeps it
	}
	cases := []struct {
		mode Mode
		want []turn
	}{
		{Competition, []turn{
			{false, 0, 0, 28, 28},
			{true, 1, 0, 43, 0},
			{false, 1, 0, 43, 0},
			{true, 2, 0, 107, 63},
			{true, 3, 0, 137, 1000},
			{false, 3, 0, 173, 36},
			{true, 4, 5, 248, 0}, // the 4th warning costs 5 points
		}},
		{Training, []turn{
			{false, 0, 0, 28, 0},
			{false, 0, 0, 43, 0},
			{false, 0, 0, 43, 0},
			{false, 0, 0, 107, 0},
			{false, 0, 0, 137, 0},
			{false, 0, 0, 173, 0},
			{false, 0, 0, 253, 0},
		}},
	}
	cases = append(cases, cases[1])
	cases[2].mode = "" // training by default
	for _, c := range cases {
		g, results := playBallots(t, Config{Seed: 42, Formula: "normal", Mode: c.mode}, false, func(g *Game, top record.Move) Ballot {
			if g.Turn() > len(ballots) || !ballots[g.Turn()-1].play {
				return Ballot{}
			}
			return Ballot{Word: top.Word, Ref: top.Ref, Claimed: ballots[g.Turn()-1].claimed}
		})
		rec := g.Record()
		for i, w := range c.want {
			r := results[i]
			got := turn{r.Warning, r.Warnings, r.Penalty, r.Total, 0}
			if p := rec.Turns[i].Played; p != nil {
				got.claimed = p.Claimed
			}
			if got != w {
				t.Errorf("%q turn %d: %+v, want %+v", c.mode, i+1, got, w)
			}
		}
	}
}

// A competition game saved and resumed at every step gives the same results
// and record, and keeps its mode.
func TestCompetitionResume(t *testing.T) {
	cfg := Config{Seed: 7, Formula: "joker", Rhythm: 60, Mode: Competition}
	g1, r1 := playBallots(t, cfg, false, wrongClaim)
	g2, r2 := playBallots(t, cfg, true, wrongClaim)
	if !reflect.DeepEqual(r1, r2) {
		t.Errorf("results differ once resumed:\n%+v\n%+v", r1, r2)
	}
	if !reflect.DeepEqual(g1.Record(), g2.Record()) {
		t.Error("records differ once resumed")
	}
	if st := g2.State(); st.Mode != Competition || st.Results[len(st.Results)-1].Warnings != len(r1) {
		t.Errorf("resumed state: mode %q, results %+v", st.Mode, st.Results)
	}
}

func TestUnknownMode(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	if _, err := New(lex, Config{Seed: 1, Formula: "normal", Mode: "tournoi"}); err == nil {
		t.Error("New: an unknown mode was accepted")
	}
	g, err := New(lex, Config{Seed: 1, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	st := g.State()
	st.Mode = "tournoi"
	if _, err := Resume(lex, st); err == nil {
		t.Error("Resume: an unknown mode was accepted")
	}
}

func TestParseMode(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Mode
		ok   bool
	}{
		{"", Training, true},
		{"training", Training, true},
		{"competition", Competition, true},
		{"Competition", "", false},
		{"tournoi", "", false},
	} {
		if m, err := ParseMode(c.in); m != c.want || (err == nil) != c.ok {
			t.Errorf("ParseMode(%q) = %q, %v; want %q, ok %v", c.in, m, err, c.want, c.ok)
		}
	}
}

// TestTally: §6.9 counts the warnings; the fourth and later cost 5 points
// each (the sixth and later in blitz and in the original formulas); the
// other sanctions' points are the verdict's.
func TestTally(t *testing.T) {
	normal, _ := ParseFormula("normal")
	joker, _ := ParseFormula("joker")
	type turn struct {
		points int
		s      ballot.Sanction
		cost   int
	}
	w := func(points, cost int) turn { return turn{points, ballot.Warning, cost} }
	for _, c := range []struct {
		name    string
		f       Formula
		rhythm  int
		turns   []turn
		total   int
		warning int
	}{
		{"no warning", normal, 180, []turn{{30, ballot.None, 0}, {16, ballot.Penalty, 0}, {0, ballot.Zero, 0}}, 46, 0},
		{"the fourth costs 5", normal, 180, []turn{w(10, 0), w(10, 0), w(10, 0), w(10, 5), {20, ballot.None, 0}, w(10, 5)}, 60, 5},
		{"blitz: the sixth", normal, 60, []turn{w(10, 0), w(10, 0), w(10, 0), w(10, 0), w(10, 0), w(10, 5)}, 55, 6},
		{"untimed is not blitz", normal, 0, []turn{w(10, 0), w(10, 0), w(10, 0), w(10, 5)}, 35, 4},
		{"an original formula: the sixth", joker, 180, []turn{w(10, 0), w(10, 0), w(10, 0), w(10, 0), w(10, 0), w(10, 5)}, 55, 6},
	} {
		tl := NewTally(c.f, c.rhythm)
		for i, tu := range c.turns {
			if cost := tl.Add(tu.points, tu.s); cost != tu.cost {
				t.Errorf("%s: turn %d costs %d, want %d", c.name, i+1, cost, tu.cost)
			}
		}
		if tl.Total != c.total || tl.Warnings != c.warning {
			t.Errorf("%s: total %d, %d warnings; want %d, %d", c.name, tl.Total, tl.Warnings, c.total, c.warning)
		}
	}
}
