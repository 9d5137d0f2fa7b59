package frlibre

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"testing"

	"duplicata/engine/lexicon"
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

// CompiledHash is the sha256 of fr-libre compiled by the first builder (the
// one that sorted every GADDAG string at once), before the lean one: the
// rewrite must lay out the very same bytes.
const compiledHash = "ec315aefe5acc732870ceb8dff9e98c0be3028b20a2d3bfb0df3d60dc17709cb"

func TestCompiledBytes(t *testing.T) {
	if testing.Short() {
		t.Skip("builds fr-libre")
	}
	lex, _, err := lexicon.Compile(Name, bytes.NewReader(WordList))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := lex.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if got := sha256.Sum256(buf.Bytes()); hex.EncodeToString(got[:]) != compiledHash {
		t.Errorf("compiled fr-libre: sha256 %x, %d bytes; want %s", got, buf.Len(), compiledHash)
	}
}

// TestWordsForm checks that fr-libre's words form, which the site ships,
// loads to the very bytes of the compiled list.
func TestWordsForm(t *testing.T) {
	if testing.Short() {
		t.Skip("builds fr-libre")
	}
	wl, err := lexicon.ReadWordList(bytes.NewReader(WordList))
	if err != nil {
		t.Fatal(err)
	}
	var form bytes.Buffer
	if _, err := lexicon.WriteWordsTo(&form, Name, wl.Words); err != nil {
		t.Fatal(err)
	}
	lex, err := lexicon.Load(form.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := lex.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if got := sha256.Sum256(buf.Bytes()); hex.EncodeToString(got[:]) != compiledHash || lex.HexHash() != Hash || lex.Name != Name {
		t.Errorf("fr-libre from its words form: %s, hash %s, sha256 %x; want %s, %s", lex.Name, lex.HexHash(), got, Hash, compiledHash)
	}
	t.Logf("words form: %d bytes", form.Len())
}
