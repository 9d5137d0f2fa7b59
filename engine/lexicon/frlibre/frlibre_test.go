package frlibre

import (
	"encoding/hex"
	"testing"
)

// The shipped list is the one its README describes: 406,213 words, with the
// sha256 of its uncompressed text as the content hash.
func TestShippedList(t *testing.T) {
	lex, err := Lexicon()
	if err != nil {
		t.Fatal(err)
	}
	if lex.Name != Name || lex.Words != 406213 || hex.EncodeToString(lex.Hash[:]) != Hash {
		t.Errorf("got %s, %d words, hash %x", lex.Name, lex.Words, lex.Hash)
	}
	for w, want := range map[string]bool{"PASSE": true, "REPASSERAI": true, "DEMANGEA": true, "PASSEZZ": false, "AA": false} {
		if lex.Contains(w) != want {
			t.Errorf("Contains(%s) = %v", w, !want)
		}
	}
}
