package lexicon_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"duplicata/engine/lexicon"
)

// generatedWords makes a deterministic sorted list of n distinct invented
// words of 2 to 15 letters, drawn from French-like syllables: a list the size
// of the ODS that holds none of its words by construction (most are not
// words at all).
func generatedWords(n int) []string {
	syllables := []string{
		"A", "E", "I", "O", "U", "RA", "RE", "TI", "ON", "ES", "LE", "SA", "TE",
		"NE", "MA", "CO", "DE", "PRE", "TRA", "QUE", "AIS", "ENT", "IR", "ER",
		"ISSE", "ONS", "EZ", "AIT", "BOU", "CHA", "GNE", "VI", "PO", "FU", "ZY",
		"WA", "KI", "XE", "HO", "JU", "EAU", "S",
	}
	r := rand.New(rand.NewPCG(13, 400000))
	seen := make(map[string]bool, n)
	words := make([]string, 0, n)
	buf := make([]byte, 0, 32)
	for len(words) < n {
		buf = buf[:0]
		for k := 1 + r.IntN(5); k > 0; k-- {
			buf = append(buf, syllables[r.IntN(len(syllables))]...)
		}
		if len(buf) < lexicon.MinWordLen || len(buf) > lexicon.MaxWordLen || seen[string(buf)] {
			continue
		}
		seen[string(buf)] = true
		words = append(words, string(buf))
	}
	slices.Sort(words)
	return words
}

// A generated list of ODS size: every word is found, the reversed words of
// others are not unless they are words, and anagrams give back the word.
func TestBuildGenerated(t *testing.T) {
	n := 400_000
	if testing.Short() {
		n = 20_000
	}
	words := generatedWords(n)
	lex, err := lexicon.Build("gen", words)
	if err != nil {
		t.Fatal(err)
	}
	if lex.Words != n {
		t.Errorf("Words = %d, want %d", lex.Words, n)
	}
	in := make(map[string]bool, n)
	for _, w := range words {
		in[w] = true
		if !lex.Contains(w) {
			t.Fatalf("Contains(%q) = false", w)
		}
	}
	for i, w := range words {
		if i%997 != 0 {
			continue
		}
		rev := []byte(w)
		slices.Reverse(rev)
		if lex.Contains(string(rev)) != in[string(rev)] {
			t.Errorf("Contains(%q) = %t", rev, !in[string(rev)])
		}
		if x := w + "Q"; lex.Contains(x) != in[x] {
			t.Errorf("Contains(%q) = %t", x, !in[x])
		}
		if !slices.Contains(lex.Anagrams(w), w) {
			t.Errorf("Anagrams(%q) lacks it: %q", w, lex.Anagrams(w))
		}
	}
}

// Progress goes from 0 to 1 through the phases in order, never backwards,
// and an error from the callback stops the build with that error.
func TestBuildProgress(t *testing.T) {
	words := generatedWords(5000)
	var phases []string
	last, built := -1.0, 0.0
	_, err := lexicon.BuildProgress("gen", words, func(phase string, f float64) error {
		if f < last || f < 0 || f > 1 {
			t.Errorf("%s %.3f after %.3f", phase, f, last)
		}
		last = f
		if phase == lexicon.PhaseBuild {
			built = f
		}
		if len(phases) == 0 || phases[len(phases)-1] != phase {
			phases = append(phases, phase)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{lexicon.PhaseCheck, lexicon.PhaseBuild, lexicon.PhaseLayout}; !slices.Equal(phases, want) || last != 1 {
		t.Errorf("phases %q ending at %v, want %q ending at 1", phases, last, want)
	}
	// The build's share of the bar is 5 % to 85 %: it must get there, not
	// jump at the layout.
	if built < 0.849 {
		t.Errorf("the build phase reported up to %.3f, want 0.85", built)
	}
	stop := errors.New("cancelled")
	calls := 0
	lex, err := lexicon.BuildProgress("gen", words, func(phase string, f float64) error {
		if calls++; phase == lexicon.PhaseBuild && f > 0.3 {
			return stop
		}
		return nil
	})
	if lex != nil || err != stop {
		t.Errorf("cancelled build: %v, %v", lex, err)
	}
}
