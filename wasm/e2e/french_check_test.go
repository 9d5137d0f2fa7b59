package e2e

import (
	"regexp"
	"strings"
	"testing"
)

// The French check of the sweep (frenchFaults): what the player reads is
// French as a club player writes it.

// frenchRule is one fault: what it is, the text that shows it, and the
// matches that are fine after all (nil: none).
type frenchRule struct {
	what string
	re   *regexp.Regexp
	ok   func(string) bool
}

func (r frenchRule) fine(m string) bool { return r.ok != nil && r.ok(m) }

// invariable are words ending in s or x that are not plurals.
var invariable = map[string]bool{"mois": true, "fois": true, "temps": true, "pas": true, "gris": true, "prix": true, "choix": true, "jus": true, "sens": true, "dos": true}

var frenchRules = []frenchRule{
	// 90.7 % is 90,7 % in French. A clause (« §4.1 ») or a version
	// (« MPL 2.0 », « version 7.5 », « dictionary-fr 3.0.0 ») is not a number.
	{"a decimal point", regexp.MustCompile(`\S*\s?\d+\.\d+`), func(m string) bool {
		f := strings.Fields(strings.ToLower(m))
		word := strings.TrimLeft(f[0], "(«")
		return strings.Contains(m, "§") || strings.Contains(m, "1:") || len(f) > 1 && (strings.Contains(word, "-") ||
			word == "version" || word == "mpl" || word == "mozilla")
	}},
	{"« (s) »", regexp.MustCompile(`\p{L}\((?:s|e|es|x)\)`), nil},
	// 0 and 1 take the singular: « 0 point », « 1 coup ».
	{"a plural after 0 or 1", regexp.MustCompile(`(?:^|[^\d,.\s\x{a0}\x{202f}]|(?:^|[^\d])[\s\x{a0}\x{202f}])[01][ \x{a0}\x{202f}](\p{L}{2,}[sx])\b`), func(m string) bool {
		f := strings.Fields(strings.Map(func(r rune) rune {
			if r == '\u00a0' || r == '\u202f' {
				return ' '
			}
			return r
		}, m))
		return invariable[strings.ToLower(f[len(f)-1])]
	}},
	{"an English word", regexp.MustCompile(`(?:^|[^\p{L}\d_])(?:the|and|is|not|of|error|failed|invalid|cannot|unexpected|undefined|null|NaN|Infinity|object|bytes?|letters?|draw|tiles?|bag|missing|expected|got)(?:$|[^\p{L}\d_])`), nil},
	{"a Go error", regexp.MustCompile(`\b(?:[a-z]{2,}: |(?:bag|game|board|lexicon|record|share|move|json|strconv|protocol|tile|engine|runtime|topping|import|draws?)\b:|EOF\b|panic|goroutine|\[object )`), nil},
}

// frenchKnown are faults met by the sweep that another change of issue 25
// mends (French numbers and plurals, in its own branch): the lead drops
// them at merge. None may be added for a fault of the layout.
var frenchKnown = map[string]bool{}

// TestFrenchFaults checks the check: each rule catches the faults issue
// 25 saw and lets French through.
func TestFrenchFaults(t *testing.T) {
	for _, c := range []struct {
		text string
		bad  bool
	}{
		{"Votre score : 90.7 % du top", true},
		{"Votre score : 90,7\u00a0% du top", false},
		{"17 anagramme(s)", true},
		{"0 doublons", true},
		{"1 lignes vides", true},
		{"Partie importée : 1 coups", true},
		{"0 joueurs", true},
		{"1 coup, 0 point, 2 coups, 10 joueurs, 21 coups", false},
		{"2,1 points", false},
		{"1 fois par mois", false},
		{"(bag: draw \"AB3\", byte 2 of the new tiles: '3' is not a letter or a joker)", true},
		{"lexicon: bad header", true},
		{"Licence MPL 2.0", false},
		{"Comme le juge-arbitre (§4.1) : le reliquat", false},
		{"paquet npm dictionary-fr 3.0.0, version 7.5, 1:7.0-1", false},
		{"Le mot n'est pas valable : JTE.", false},
		{"votre coup est noté ; the end", true},
		{"votre coup est noté", false},
		{"Coup 3 · 1 000 coups possibles", false},
	} {
		if got := len(frenchFaults(c.text)) > 0; got != c.bad {
			t.Errorf("%q: faults %v, want some: %v", c.text, frenchFaults(c.text), c.bad)
		}
	}
}
