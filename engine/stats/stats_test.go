package stats

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"testing"
	"time"

	"duplicata/engine/game"
)

// library reads the fixture: seven solo games (worked out in the comments
// below), a topping game and an imported one, in the app's entry form.
//
//	id (formula, mode, rhythm)      turns: score/top           total/top  %        lost
//	1101 normal training 180        50/50 30/40 70/70B         150/160    93.75    10
//	1102 normal competition 180     20/40 60/60 10/30W         90/130     69.2308  40
//	1103 joker training 120         80/80B 0/50b 30/30         110/160    68.75    50
//	1104 normal training 180        40/40 40/40 40/40          120/120    100      0
//	1105 7sur8 training 60          25/50 25/50 0/20           50/120     41.6667  70
//	1106 normal competition 60      45/50W 50/50W 33/33W−5     123/133    92.4812  10
//	1107 normal training 180        60/60 20/25 42/42B 10/10   132/137    96.3504  5
//
// B: the top a bingo and the player's too; b: the top a bingo, not the
// player's; W: a warning; −5 its penalty.
func library(t *testing.T) []Game {
	t.Helper()
	data, err := os.ReadFile("testdata/library.json")
	if err != nil {
		t.Fatal(err)
	}
	var games []Game
	if err := json.Unmarshal(data, &games); err != nil {
		t.Fatal(err)
	}
	return games
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestComputeAll(t *testing.T) {
	r := Compute(library(t), Filter{})
	want := Totals{Games: 7, Turns: 22, BingosFound: 3, BingosAvailable: 4, Warnings: 4}
	got := r.Totals
	got.MeanPercent, got.LostPerTurn = 0, 0
	if got != want {
		t.Errorf("totals %+v, want %+v", got, want)
	}
	// (93.75 + 90/130·100 + 68.75 + 100 + 50/120·100 + 123/133·100 + 132/137·100) / 7
	mean := (93.75 + 9000.0/130 + 68.75 + 100 + 5000.0/120 + 12300.0/133 + 13200.0/137) / 7
	if !near(r.MeanPercent, mean) || math.Abs(r.MeanPercent-80.3184) > 1e-4 {
		t.Errorf("mean percent %v, want %v", r.MeanPercent, mean)
	}
	// (10+40+50+0+70+10+5) / 22
	if !near(r.LostPerTurn, 185.0/22) {
		t.Errorf("lost per turn %v, want %v", r.LostPerTurn, 185.0/22)
	}
	wantTurns := []TurnLoss{{1, 7, 50.0 / 7}, {2, 7, 90.0 / 7}, {3, 7, 45.0 / 7}, {4, 1, 0}}
	if len(r.LostByTurn) != len(wantTurns) {
		t.Fatalf("lost by turn %+v", r.LostByTurn)
	}
	for i, w := range wantTurns {
		g := r.LostByTurn[i]
		if g.Turn != w.Turn || g.Games != w.Games || !near(g.Lost, w.Lost) {
			t.Errorf("turn %d: %+v, want %+v", i+1, g, w)
		}
	}
	var seeds []uint64
	for _, l := range r.Timeline {
		seeds = append(seeds, l.Seed)
	}
	if !equal(seeds, []uint64{1101, 1102, 1103, 1104, 1105, 1106, 1107}) {
		t.Errorf("timeline %v", seeds)
	}
	if !equal(seedsOf(r.Best), []uint64{1104, 1107, 1101, 1106, 1102}) {
		t.Errorf("best %v", seedsOf(r.Best))
	}
	if !equal(seedsOf(r.Worst), []uint64{1105, 1103, 1102, 1106, 1101}) {
		t.Errorf("worst %v", seedsOf(r.Worst))
	}
	l := r.Timeline[5]
	if l.Score != 123 || l.Top != 133 || l.Lost != 10 || l.Warnings != 3 || l.Turns != 3 || l.Mode != game.Competition || l.Rhythm != 60 {
		t.Errorf("game 1106: %+v", l)
	}
}

func TestFilters(t *testing.T) {
	games := library(t)
	sixty, untimed := 60, 0
	for _, c := range []struct {
		name  string
		f     Filter
		seeds []uint64
		found int
		avail int
		warn  int
	}{
		{"normal", Filter{Formula: "normal"}, []uint64{1101, 1102, 1104, 1106, 1107}, 2, 2, 4},
		{"joker", Filter{Formula: "joker"}, []uint64{1103}, 1, 2, 0},
		{"competition", Filter{Mode: game.Competition}, []uint64{1102, 1106}, 0, 0, 4},
		{"training", Filter{Mode: game.Training}, []uint64{1101, 1103, 1104, 1105, 1107}, 3, 4, 0},
		{"blitz", Filter{Rhythm: &sixty}, []uint64{1105, 1106}, 0, 0, 3},
		{"untimed", Filter{Rhythm: &untimed}, nil, 0, 0, 0},
		{"november", Filter{From: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), Until: time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)}, []uint64{1105, 1106, 1107}, 1, 1, 3},
		// Until is exclusive: game 1104 ended at 20:00 on 20 October.
		{"until", Filter{Until: time.Date(2026, 10, 20, 20, 0, 0, 0, time.UTC)}, []uint64{1101, 1102, 1103}, 2, 3, 1},
		{"normal competition blitz", Filter{Formula: "normal", Mode: game.Competition, Rhythm: &sixty}, []uint64{1106}, 0, 0, 3},
	} {
		r := Compute(games, c.f)
		if got := seedsOf(r.Timeline); !equal(got, c.seeds) || r.Games != len(c.seeds) {
			t.Errorf("%s: games %v (%d), want %v", c.name, got, r.Games, c.seeds)
		}
		if r.BingosFound != c.found || r.BingosAvailable != c.avail || r.Warnings != c.warn {
			t.Errorf("%s: bingos %d/%d, warnings %d; want %d/%d, %d", c.name, r.BingosFound, r.BingosAvailable, r.Warnings, c.found, c.avail, c.warn)
		}
	}
	// The normal games: (93.75 + 90/130·100 + 100 + 123/133·100 + 132/137·100) / 5,
	// lost (10+40+0+10+5) / 16 turns.
	r := Compute(games, Filter{Formula: "normal"})
	if mean := (93.75 + 9000.0/130 + 100 + 12300.0/133 + 13200.0/137) / 5; !near(r.MeanPercent, mean) {
		t.Errorf("normal mean %v, want %v", r.MeanPercent, mean)
	}
	if !near(r.LostPerTurn, 65.0/16) {
		t.Errorf("normal lost per turn %v, want %v", r.LostPerTurn, 65.0/16)
	}
	if r := Compute(games, Filter{Formula: "789"}); r.Games != 0 || r.MeanPercent != 0 || r.LostPerTurn != 0 || r.Best != nil && len(r.Best) != 0 {
		t.Errorf("no game: %+v", r)
	}
}

func TestGroups(t *testing.T) {
	games := library(t)
	for _, c := range []struct {
		k     Key
		keys  []string
		games []int
	}{
		{ByFormula, []string{"7sur8", "joker", "normal"}, []int{1, 1, 5}},
		{ByMode, []string{"competition", "training"}, []int{2, 5}},
		{ByRhythm, []string{"60", "120", "180"}, []int{2, 1, 4}},
		{ByMonth, []string{"2026-09", "2026-10", "2026-11"}, []int{2, 2, 3}},
	} {
		gs := Groups(games, Filter{}, c.k)
		if len(gs) != len(c.keys) {
			t.Fatalf("%s: %+v", c.k, gs)
		}
		for i, g := range gs {
			if g.Key != c.keys[i] || g.Games != c.games[i] {
				t.Errorf("%s group %d: %s %d games, want %s %d", c.k, i, g.Key, g.Games, c.keys[i], c.games[i])
			}
		}
	}
	// September: 93.75 and 90/130·100; lost (10+40)/6.
	sept := Groups(games, Filter{}, ByMonth)[0]
	if !near(sept.MeanPercent, (93.75+9000.0/130)/2) || !near(sept.LostPerTurn, 50.0/6) {
		t.Errorf("september %+v", sept)
	}
}

func TestWriteCSV(t *testing.T) {
	var b bytes.Buffer
	if err := WriteCSV(&b, library(t), Filter{Mode: game.Competition}); err != nil {
		t.Fatal(err)
	}
	want := "id,date,formule,numero,mode,cadence_s,coups,score,top,pourcentage,negatif,perdus_par_coup,scrabbles_trouves,scrabbles_possibles,avertissements\n" +
		"solo-normal-1102-2026-09-15,2026-09-15T20:00:00Z,normal,1102,competition,180,3,90,130,69.23,40,13.33,0,0,1\n" +
		"solo-normal-1106-2026-11-10,2026-11-10T20:00:00Z,normal,1106,competition,60,3,123,133,92.48,10,3.33,0,0,3\n"
	if b.String() != want {
		t.Errorf("CSV\n%s\nwant\n%s", b.String(), want)
	}
	b.Reset()
	WriteCSV(&b, library(t), Filter{})
	if n := bytes.Count(b.Bytes(), []byte("\n")); n != 8 {
		t.Errorf("%d lines, want a header and 7 games", n)
	}
}

func seedsOf(ls []Line) []uint64 {
	var out []uint64
	for _, l := range ls {
		out = append(out, l.Seed)
	}
	return out
}

func equal(a, b []uint64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
