package embed

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"duplicata/engine/game"
)

func TestParseParams(t *testing.T) {
	today := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		query   string
		want    Params
		problem bool
	}{
		{"", Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: "fr-libre"}, false},
		{"numero=42&formule=joker", Params{Kind: Numbered, Seed: 42, Formula: "joker", Rhythm: -1, Lexicon: "fr-libre"}, false},
		{"numero=42", Params{Kind: Numbered, Seed: 42, Formula: "normal", Rhythm: -1, Lexicon: "fr-libre"}, false},
		{"numero=0", Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: "fr-libre"}, true},
		{"numero=9007199254740992", Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: "fr-libre"}, true},
		{"numero=7&formule=blitz", Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: "fr-libre"}, true},
		{"club=scrabble-lyon&partie=3&mode=competition&cadence=60", Params{Kind: Club, Seed: 20261127, Formula: "normal", Slug: "scrabble-lyon", Number: 3, Mode: game.Competition, Rhythm: 60, Lexicon: "fr-libre"}, false},
		{"club=scrabble-lyon", Params{Kind: Club, Seed: 20261127, Formula: "normal", Slug: "scrabble-lyon", Rhythm: -1, Lexicon: "fr-libre"}, false},
		{"club=Lyon!", Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: "fr-libre"}, true},
		{"club=lyon&partie=x", Params{Kind: Club, Seed: 20261127, Formula: "normal", Slug: "lyon", Rhythm: -1, Lexicon: "fr-libre"}, true},
		{"mode=entrainement&cadence=0", Params{Kind: Daily, Seed: 20261127, Formula: "normal", Mode: game.Training, Rhythm: 0, Lexicon: "fr-libre"}, false},
		{"mode=blitz&cadence=7", Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: "fr-libre"}, true},
		{"lexique=0123456789ABCDEF", Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: "0123456789abcdef"}, false},
		{"lexique=ods", Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: "fr-libre"}, true},
		{"lexique=0123456789abcde", Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: "fr-libre"}, true}, // 15 digits
		{"lexique=" + strings.Repeat("f", 64), Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: strings.Repeat("f", 64)}, false},
		{"lexique=" + strings.Repeat("f", 65), Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: "fr-libre"}, true},
		{"lexique=0123456789abcdeg", Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: "fr-libre"}, true},
		{"club=ab", Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: "fr-libre"}, true},
		{"club=-lyon", Params{Kind: Daily, Seed: 20261127, Formula: "normal", Rhythm: -1, Lexicon: "fr-libre"}, true}, // club.ValidSlug, as the server
		{"club=" + strings.Repeat("a", 32), Params{Kind: Club, Seed: 20261127, Formula: "normal", Slug: strings.Repeat("a", 32), Rhythm: -1, Lexicon: "fr-libre"}, false},
	} {
		q, _ := url.ParseQuery(c.query)
		got, problem := ParseParams(q, today)
		if got != c.want || (problem != "") != c.problem {
			t.Errorf("%q: %+v, problem %q; want %+v, a problem %v", c.query, got, problem, c.want, c.problem)
		}
		if problem != "" {
			continue
		}
		// The address Query writes reads back the same.
		back, problem := ParseParams(got.Query(), today)
		if back != got || problem != "" {
			t.Errorf("%q: Query %q reads back as %+v (%q)", c.query, got.Query().Encode(), back, problem)
		}
	}
}

func TestSplit(t *testing.T) {
	q, _ := url.ParseQuery("club=lyon&partie=3&mode=competition")
	rest, frag, moved := Split(q, url.Values{})
	if !moved || rest.Encode() != "club=lyon&mode=competition" || frag.Encode() != "partie=3" {
		t.Errorf("Split: %q # %q, moved %v", rest.Encode(), frag.Encode(), moved)
	}
	if m := Merged(rest, frag); m.Encode() != q.Encode() {
		t.Errorf("Merged: %q, want %q", m.Encode(), q.Encode())
	}
	// A club named in the fragment is not the frame's: the server, which
	// sends the club's allowed ancestors, never sees a fragment.
	if m := Merged(url.Values{}, url.Values{"club": {"lyon"}}); m.Get("club") != "" {
		t.Errorf("Merged took the club from the fragment: %v", m)
	}
	if _, _, moved := Split(rest, frag); moved {
		t.Error("Split moved keys a second time")
	}
}

func TestAppURL(t *testing.T) {
	for _, c := range []struct {
		p    Params
		want string
	}{
		{Params{Kind: Daily, Seed: 20261127, Formula: "normal"}, "https://d.example/?numero=20261127&formule=normal"},
		{Params{Kind: Numbered, Seed: 42, Formula: "joker"}, "https://d.example/?numero=42&formule=joker"},
		{Params{Kind: Club, Slug: "lyon", Number: 3}, "https://d.example/club/lyon?partie=3"},
		{Params{Kind: Club, Slug: "lyon"}, "https://d.example/club/lyon"},
	} {
		if got := c.p.AppURL("https://d.example"); got != c.want {
			t.Errorf("%+v: %q, want %q", c.p, got, c.want)
		}
	}
}
