package french

import (
	"strings"
	"testing"
	"time"
)

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		w    Noun
		n    int
		want string
	}{
		{PointsLost, 0, "0 point perdu"},
		{PointsLost, 1, "1 point perdu"},
		{PointsLost, 2, "2 points perdus"},
		{Points, -1, "−1 point"},
		{Points, -5, "−5 points"},
		{Points, 1234, "1\u202f234 points"},
		{Vowels, 12, "12 voyelles"},
		{Games, 1, "1 partie"},
	} {
		if got := tc.w.Count(tc.n); got != tc.want {
			t.Errorf("%v.Count(%d) = %q, want %q", tc.w, tc.n, got, tc.want)
		}
	}
}

func TestNumber(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1\u202f000", -1234567: "−1\u202f234\u202f567"} {
		if got := Number(n); got != want {
			t.Errorf("Number(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestDuration(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{4400 * time.Millisecond, "4,4\u00a0s"},
		{4449 * time.Millisecond, "4,4\u00a0s"},
		{4450 * time.Millisecond, "4,5\u00a0s"},
		{0, "0,0\u00a0s"},
		{59949 * time.Millisecond, "59,9\u00a0s"},
		{59960 * time.Millisecond, "1\u00a0min\u00a000\u00a0s"},
		{125 * time.Second, "2\u00a0min\u00a005\u00a0s"},
		{time.Hour + 2*time.Minute, "1\u00a0h\u00a002\u00a0min"},
		{-1500 * time.Millisecond, "−1,5\u00a0s"},
	} {
		if got := Duration(tc.d); got != tc.want {
			t.Errorf("Duration(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
	if got := Millis(12300); got != "12,3\u00a0s" {
		t.Errorf("Millis(12300) = %q", got)
	}
}

func TestDate(t *testing.T) {
	for _, tc := range []struct {
		t    time.Time
		want string
	}{
		{time.Date(2026, 11, 24, 13, 5, 0, 0, time.UTC), "24\u00a0novembre 2026"},
		{time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC), "1er\u00a0mai 2026"},
		{time.Date(2027, 2, 3, 0, 0, 0, 0, time.UTC), "3\u00a0février 2027"},
	} {
		if got := Date(tc.t); got != tc.want {
			t.Errorf("Date(%v) = %q, want %q", tc.t, got, tc.want)
		}
	}
	if got := DateTime(time.Date(2026, 11, 24, 9, 5, 0, 0, time.UTC)); got != "24\u00a0novembre 2026 à 9\u00a0h\u00a005" {
		t.Errorf("DateTime = %q", got)
	}
	for in, want := range map[string]string{
		"2026-11-24T13:05:00Z": "24\u00a0novembre 2026",
		"2026-08-01":           "1er\u00a0août 2026",
		"hier":                 "hier",
	} {
		if got := ParseDate(in); got != want {
			t.Errorf("ParseDate(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMessages(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{Lost(0), "Top trouvé !"},
		{Lost(1), "1 point perdu."},
		{Lost(12), "12 points perdus."},
		{Bag(0, 0, 0, 0), "Sac vide"},
		{Bag(1, 1, 0, 0), "Sac : 1 lettre, 1 voyelle, 0 consonne"},
		{Bag(44, 17, 25, 2), "Sac : 44 lettres, 17 voyelles, 25 consonnes, 2 Y ou jokers"},
		{ShowMoves(1, 1, Touch), "Le seul coup possible (touchez pour le voir)"},
		{Rejection([]string{"AEIOUEY"}, "BDEFLNU"), "Il y a rejet (§4.2) : AEIOUEY retourne dans le sac. Nouveau tirage : BDEFLNU."},
		{Rejection([]string{"AEIOUEY", "KLMNPRT"}, "BDEFLNU"), "Il y a rejet, 2 fois (§4.2) : AEIOUEY, KLMNPRT retournent dans le sac. Nouveau tirage : BDEFLNU."},
		{Rejection(nil, "BDEFLNU"), "Il y a rejet (§4.2). Nouveau tirage : BDEFLNU."},
		{ShowMoves(0, 0, Mouse), "Aucun coup possible"},
		{ShowMoves(42, 42, Mouse), "Les 42 coups possibles, du meilleur au moins bon (cliquez pour voir)"},
		// A capped list says so (issue 25: « Les 1 000 coups possibles »
		// while the analysis counted 1 266).
		{ShowMoves(1000, 1266, Touch), "Les 1\u202f000 meilleurs des 1\u202f266 coups possibles (touchez pour voir)"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
	for _, in := range []Input{Touch, Mouse, Keys} {
		for _, msg := range []string{NoSquare(in), SeeMove(in), ShowMoves(5, 5, in), Hold(false, 'E', in)} {
			if (in == Touch) != strings.Contains(strings.ToLower(msg), "touchez") {
				t.Errorf("input %d: %q: « Touchez » is for touch only", in, msg)
			}
		}
	}
}

func TestFloat(t *testing.T) {
	for _, tt := range []struct {
		x    float64
		prec int
		want string
	}{
		{80.31842912406547, 1, "80,3"}, {185.0 / 22, 2, "8,41"}, {0, 1, "0,0"}, {0, 0, "0"},
		{1234.56, 1, "1\u202f234,6"}, {-3.25, 1, "−3,2"}, {-0.01, 1, "0,0"}, {100, 0, "100"}, {-1234567, 0, "−1\u202f234\u202f567"},
	} {
		if got := Float(tt.x, tt.prec); got != tt.want {
			t.Errorf("Float(%v, %d) = %q, want %q", tt.x, tt.prec, got, tt.want)
		}
	}
}

func TestPercent(t *testing.T) {
	for _, tt := range []struct {
		x    float64
		prec int
		want string
	}{{90.66, 1, "90,7\u00a0%"}, {0, 0, "0\u00a0%"}, {100, 0, "100\u00a0%"}, {41.666, 1, "41,7\u00a0%"}} {
		if got := Percent(tt.x, tt.prec); got != tt.want {
			t.Errorf("Percent(%v, %d) = %q, want %q", tt.x, tt.prec, got, tt.want)
		}
	}
}
