package ui

import (
	"testing"
)

// FuzzParseEntry reads a typed move: a word and a reference, or an error.
func FuzzParseEntry(f *testing.F) {
	for _, s := range []string{"CHAT H4", "4h chAt", "", "H4", "é H4", "CHAT 16A"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		word, ref, err := ParseEntry(s, 0)
		if err == nil && (word == "" || ref == "") {
			t.Fatalf("ParseEntry(%q) = %q, %q without an error", s, word, ref)
		}
	})
}
