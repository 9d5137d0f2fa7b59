// Package frlibretest gives tests fr-libre, the lexicon most of them play
// with: compiled once a process (frlibre.Lexicon keeps it), the test
// stopped when it cannot be had.
package frlibretest

import (
	"testing"

	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
)

// Lexicon returns fr-libre compiled, or stops the test.
func Lexicon(t testing.TB) *lexicon.Lexicon {
	t.Helper()
	lex, err := frlibre.Lexicon()
	if err != nil {
		t.Fatal(err)
	}
	return lex
}
