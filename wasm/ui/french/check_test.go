package french

import (
	"fmt"
	"strings"
	"testing"
)

func TestFaults(t *testing.T) {
	faulty := []string{
		"Pourcentage du top : 90.7 %",
		"17 anagramme(s)",
		"0 doublons, 1 lignes vides",
		"0 joueurs", "1 joueurs", "Partie importée : 1 coups", "EPILERR C2 : 1 pts",
		"0%", "90,7 %",
		`(bag: draw "AB3", byte 2 of the new tiles: '3' is not a letter or a joker)`,
		`(bag: draw "???": 3 ?, the game has 2)`,
		"Le lexique est illisible : lexicon: unexpected EOF",
	}
	for _, s := range faulty {
		if len(Faults(s)) == 0 {
			t.Errorf("%q: no fault found", s)
		}
	}
	fine := []string{
		"Pourcentage du top : " + Percent(90.66, 1),
		Anagrams.Count(17), Noun{"doublon", "doublons"}.Count(0), Lines.Count(1),
		"aucun joueur", Players.Count(1), "Partie importée : " + Turns.Count(1), Percent(0, 0),
		"Mozilla Public License, v. 2.0 (MPL 2.0)", "1 sur 4", "0 sous le seuil",
		"Coups 1 à 20 sur " + Number(1266),
		"Au premier coup, un mot est payé à sa meilleure place (§6.4.2.1) : DANSE H4, 24 points.",
	}
	for _, s := range fine {
		if f := Faults(s); len(f) != 0 {
			t.Errorf("%q: %v", s, f)
		}
	}
}

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
		if f := Faults(m); len(f) != 0 {
			t.Errorf("%q: %s", m, strings.Join(f, "; "))
		}
	}
}
