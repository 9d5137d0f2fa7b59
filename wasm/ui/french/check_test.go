package french

import (
	"fmt"
	"strings"
	"testing"

	"duplicata/wasm/ui/french/frenchtest"
)

// TestMessagesFaultless runs Faults over every message of the package, with counts
// that take the singular and the plural.
func TestMessagesFaultless(t *testing.T) {
	msgs := []string{EnterMove, NoJoker, Hurry, TopFound, NothingPlayed, BadRef, BadShareLink, Copied, CopyFailed, Paused, Shortcuts, PassTwice,
		Unreadable(fmt.Errorf("mot vide"))}
	for _, in := range []Input{Touch, Mouse, Keys} {
		msgs = append(msgs, NoSquare(in))
		for _, n := range []int{0, 1, 2, 1000, 1266} {
			msgs = append(msgs, ShowMoves(n, n, in), ShowMoves(min(n, 1000), 1266, in))
		}
		msgs = append(msgs, SeeMove(in), Hold(false, 'E', in), Hold(true, '?', in))
	}
	nouns := []Noun{Points, PointsLost, Turns, Tops, Games, Letters, Vowels, Consonants, Warnings, Seconds, Moves, Variants, Words, Players, Draws, Lines, Anagrams}
	for _, n := range []int{0, 1, 2, 17, 1234} {
		msgs = append(msgs, Lost(n), Bag(n, n, n, n), Bag(n, 1, 0, 1))
		for _, w := range nouns {
			msgs = append(msgs, w.Count(n))
		}
	}
	for _, x := range []float64{0, 0.04, 1, 90.66, 1234.5} {
		msgs = append(msgs, Percent(x, 1), Percent(x, 0), Float(x, 2))
	}
	msgs = append(msgs, GoOnNote(true), GoOnNote(false), Rejection(nil, "ABC"), Rejection([]string{"A"}, "B"), Rejection([]string{"A", "B"}, "C"))
	for _, s := range ShortcutList {
		msgs = append(msgs, s.Keys+" : "+s.Does)
	}
	for _, m := range msgs {
		if f := frenchtest.Faults(m); len(f) != 0 {
			t.Errorf("%q: %s", m, strings.Join(f, "; "))
		}
	}
}
