package tile

import (
	"strings"
	"testing"
	"unicode"
)

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"ÉTÉ":      "ETE",
		"élève H4": "eleve H4",
		"ŒUFS":     "OEUFS",
		"çà":       "ca",
		"NAÏVE":    "NAIVE",
		"MOT H4":   "MOT H4",
		"ÂgÉ":      "AgE",
		"CŒur 8H":  "COEur 8H",
		"3€":       "3€",
		"Ÿÿæ":      "Yyae",
		"É\xffé":   "E\xffe", // not UTF-8: the byte stays for the reader to refuse
		"":         "",
	} {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestFoldTable checks the whole table, lowercase included: every entry
// folds a letter to one or two letters of the tiles in its own case, the
// lowercase of each capital folds as the capital does, and nothing else
// folds (A–Z, digits, punctuation, letters of other alphabets).
func TestFoldTable(t *testing.T) {
	capitals := 0
	for r, s := range folds {
		if !unicode.IsLetter(r) || r < 0x80 || len(s) < 1 || len(s) > 2 {
			t.Errorf("%q folds to %q", r, s)
			continue
		}
		for _, c := range s {
			if _, err := ParseLetter(c); err != nil || c == '?' || unicode.IsUpper(c) != unicode.IsUpper(r) {
				t.Errorf("%q folds to %q, not tiles' letters in its case", r, s)
			}
		}
		if unicode.IsUpper(r) {
			capitals++
			if got, ok := FoldRune(unicode.ToLower(r)); !ok || got != strings.ToLower(s) {
				t.Errorf("%q folds to %q but its lowercase to %q, %v", r, s, got, ok)
			}
		}
	}
	if capitals != 29 || len(folds) != 58 {
		t.Errorf("%d capitals, %d entries; want 29 and 58", capitals, len(folds))
	}
	for _, r := range "AZaz09 -'’?€ßΣЖ" {
		if s, ok := FoldRune(r); ok {
			t.Errorf("FoldRune(%q) = %q, want no fold", r, s)
		}
	}
}
