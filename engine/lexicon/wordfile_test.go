package lexicon_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"slices"
	"testing"

	"duplicata/engine/lexicon"
)

// wordsForm writes words in the words form.
func wordsForm(t testing.TB, name string, words []string) []byte {
	t.Helper()
	var buf bytes.Buffer
	n, err := lexicon.WriteWordsTo(&buf, name, words)
	if err != nil || n != int64(buf.Len()) {
		t.Fatalf("WriteWordsTo: %d bytes, %v; wrote %d", n, err, buf.Len())
	}
	return buf.Bytes()
}

// TestWordsSame checks that the words form loads to the automaton Build
// makes of the same words, byte for byte in format 1.
func TestWordsSame(t *testing.T) {
	small, data := buildSmall(t)
	form := wordsForm(t, "small", smallWords)
	back, err := lexicon.Load(form)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(flat(t, back), data) {
		t.Error("the words form loads to another automaton than Build's")
	}
	if back.Name != "small" || back.Words != len(smallWords) || back.Hash != small.Hash {
		t.Errorf("loaded %q, %d words, hash %x; want small, %d, %x", back.Name, back.Words, back.Hash[:8], len(smallWords), small.Hash[:8])
	}
	sameAnswers(t, small, back)
	// Each word costs its drop count and the letters it adds: 31 words,
	// 86 bytes of them, against 496 in format 1.
	if body := len(form) - (8 + len("small") + 44 + 4); body != 86 {
		t.Errorf("the words take %d bytes, want 86", body)
	}
}

func TestWordsProgress(t *testing.T) {
	form := wordsForm(t, "small", smallWords)
	var phases []string
	last := -1.0
	_, err := lexicon.LoadProgress(form, func(phase string, f float64) error {
		if f < last {
			t.Errorf("progress went back from %v to %v", last, f)
		}
		last = f
		if len(phases) == 0 || phases[len(phases)-1] != phase {
			phases = append(phases, phase)
		}
		return nil
	})
	if err != nil || last != 1 || !slices.Equal(phases, []string{lexicon.PhaseCheck, lexicon.PhaseBuild, lexicon.PhaseLayout}) {
		t.Errorf("phases %v, last %v, error %v", phases, last, err)
	}
	// The other formats load without a build.
	_, data := buildSmall(t)
	calls := 0
	if _, err := lexicon.LoadProgress(data, func(string, float64) error { calls++; return nil }); err != nil || calls != 0 {
		t.Errorf("format 1: %d calls, %v", calls, err)
	}
}

func TestWriteWordsRefuses(t *testing.T) {
	for _, words := range [][]string{nil, {"PASSE", "AA"}, {"AA", "AA"}, {"A"}, {"PASSÉ"}, {"AA", "ABCDEFGHIJKLMNOP"}} {
		var buf bytes.Buffer
		if _, err := lexicon.WriteWordsTo(&buf, "x", words); err == nil || buf.Len() != 0 {
			t.Errorf("WriteWordsTo(%q): %v, %d bytes written", words, err, buf.Len())
		}
	}
}

func TestReadHeader(t *testing.T) {
	small, data := buildSmall(t)
	for _, c := range []struct {
		data    []byte
		version int
	}{{data, lexicon.FormatVersion}, {wordsForm(t, "small", smallWords), lexicon.WordsVersion}} {
		h, err := lexicon.ReadHeader(c.data)
		if err != nil || h.Name != "small" || h.Version != c.version || h.Words != len(smallWords) || h.Hash != small.Hash {
			t.Errorf("version %d: %+v, %v", c.version, h, err)
		}
	}
	for _, bad := range [][]byte{nil, []byte("DLEX"), []byte("AA\nPASSE\n"), data[:20]} {
		_, err := lexicon.ReadHeader(bad)
		formatError(t, fmt.Sprintf("header of %q", bad), err, "")
	}
}

func TestWordsTruncated(t *testing.T) {
	form := wordsForm(t, "small", smallWords)
	for n := range len(form) {
		lex, err := lexicon.Load(form[:n])
		if lex != nil {
			t.Errorf("%d of %d bytes load", n, len(form))
		}
		formatError(t, fmt.Sprintf("%d of %d bytes", n, len(form)), err, "")
	}
}

// TestWordsMalformed changes a words form and makes its checksum right
// again: Load finds what is wrong, and says where.
func TestWordsMalformed(t *testing.T) {
	form := wordsForm(t, "small", smallWords)
	body := 8 + len("small") + 44 // offset of the first drop count
	count := 8 + len("small")     // offset of the word count
	// The words start: 0 "AA", 0 "E" (AE), 1 "I" (AI), 1 "NE" (ANE) …
	set := func(edits map[int]byte) []byte {
		d := slices.Clone(form)
		for i, b := range edits {
			d[i] = b
		}
		return resum(d)
	}
	// header sets the uint32 at offset at.
	header := func(at int, v uint32) []byte {
		d := slices.Clone(form)
		binary.LittleEndian.PutUint32(d[at:], v)
		return resum(d)
	}
	cases := []struct {
		name   string
		data   []byte
		reason string
	}{
		{"flipped", func() []byte { d := slices.Clone(form); d[body+1] ^= 1; return d }(), "checksum"},
		{"first word drops", set(map[int]byte{body: 1}), "drops 1 letters of a word of 0"},
		{"drops too much", set(map[int]byte{body + 3: 3}), "drops 3 letters of a word of 2"},
		{"not a letter", set(map[int]byte{body + 4: '['}), "byte 0x5b in a word"},
		{"out of order", set(map[int]byte{body + 4: 'A'}), `word 2 "AA" does not come after the word before`},
		{"a prefix", set(map[int]byte{body + 3: 1, body + 4: 0}), `word 2 "A" does not come after`},
		{"one letter", set(map[int]byte{body + 2: 0}), `word 1 "A" is shorter than 2 letters`},
		{"too few words", header(count, uint32(len(smallWords)+1)), "31 words, the header says 32"},
		{"too many words", header(count, 3), "more words than the 3 the header says"},
		{"no words", header(count, 0), "0 words in"},
		{"a billion words", header(count, 1e9), "1000000000 words in"},
		{"a root", header(count+4, 1), "root 1 in a words form"},
		{"arcs", header(count+8, 2), "2 arcs in a words form"},
		{"another hash", func() []byte {
			d := slices.Clone(form)
			d[count+12] ^= 0xff
			return resum(d)
		}(), "the words' hash is"},
		{"a long word", func() []byte {
			d := slices.Clone(form[:len(form)-4])
			d = append(d, 0)
			d = append(d, "ABCDEFGHIJKLMNOP"...)
			return resum(append(d, 0, 0, 0, 0))
		}(), "a word of more than 15 letters"},
	}
	for _, c := range cases {
		lex, err := lexicon.Load(c.data)
		if lex != nil {
			t.Errorf("%s: loads", c.name)
		}
		formatError(t, c.name, err, c.reason)
	}
}

func ExampleWriteWordsTo() {
	var buf bytes.Buffer
	if _, err := lexicon.WriteWordsTo(&buf, "mini", []string{"PASSE", "PASSES", "PESA"}); err != nil {
		fmt.Println(err)
		return
	}
	lex, err := lexicon.Load(buf.Bytes())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(lex.Name, lex.Words, lex.Contains("PASSES"), lex.Contains("PESE"))
	// Output: mini 3 true false
}

// flat is the lexicon in format 1: its every arc, in order.
func flat(t testing.TB, lex *lexicon.Lexicon) []byte {
	t.Helper()
	var buf bytes.Buffer
	if _, err := lex.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
