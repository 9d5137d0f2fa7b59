package game

import (
	"encoding/json"
	"testing"

	"duplicata/engine/bag"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// reloaded is g saved as JSON and resumed, as a page reload resumes it.
func reloaded(t *testing.T, lex *lexicon.Lexicon, g *Game) *Game {
	t.Helper()
	data, err := json.Marshal(g.State())
	if err != nil {
		t.Fatal(err)
	}
	var st State
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatal(err)
	}
	g, err = Resume(lex, st)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playThrough plays a game with no player's move to its end, saving and
// resuming it through JSON after every step when resume is set.
func playThrough(t *testing.T, cfg Config, resume bool) *Game {
	t.Helper()
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
	for steps := 0; g.Phase() != Over; steps++ {
		if steps > 200 {
			t.Fatal("the game does not end")
		}
		again()
		if _, err := g.Submit("", "", 0); err != nil {
			t.Fatal(err)
		}
		again()
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestPlayThrough(t *testing.T) {
	g := playThrough(t, Config{Seed: 42, Formula: "normal"}, false)
	rec := g.Record()
	t.Logf("%d turns, end: %s", len(rec.Turns), g.State().EndReason)
	for _, tr := range rec.Turns {
		t.Logf("%d %v %s %s %d", tr.Number, tr.Rejected, tr.Draw, tr.Top.Word, tr.Top.Score)
	}
	h := playThrough(t, Config{Seed: 42, Formula: "normal"}, true)
	a, _ := json.Marshal(g.Record())
	b, _ := json.Marshal(h.Record())
	if string(a) != string(b) {
		t.Errorf("a game saved and resumed at every step differs:\n%s\n%s", a, b)
	}
}

func TestEndOf(t *testing.T) {
	for r, want := range map[bag.EndReason]EndReason{
		bag.AllPlayed: EndAllPlayed, bag.OneLetter: EndOneLetter, bag.OnlyVowels: EndOnlyVowels, bag.OnlyConsonants: EndOnlyConsonants,
	} {
		if got := endOf(r); got != want || string(got) != r.String() {
			t.Errorf("endOf(%v) = %q, want %q (the text saved games hold)", r, got, want)
		}
	}
}
