package lexicon_test

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"regexp"
	"slices"
	"testing"

	"duplicata/engine/lexicon"
	"duplicata/engine/tile"
)

var scrabbleWord = regexp.MustCompile(`^[A-Z]{2,15}$`)

func FuzzReadWordList(f *testing.F) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("zèbre\nété\nzebre\n"))
	zw.Close()
	for _, s := range []string{
		"",
		"AA\nPASSE\n",
		"\uFEFFété\r\n\r\npasse\nporte-clé\nETE\n  \naujourd'hui\ncœur\nmp3\na\ntænia",
		"x\xff\n\x00\n\t\n",
		string(bytes.Repeat([]byte("a"), 300)) + "\nab",
		gz.String(),
		gz.String()[:12],
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		wl, err := lexicon.ReadWordList(bytes.NewReader(data))
		if err != nil && !errors.Is(err, lexicon.ErrNoWords) {
			return // a damaged gzip stream
		}
		if wl == nil {
			t.Fatalf("error %v without a report", err)
		}
		if (err != nil) != (len(wl.Words) == 0) {
			t.Fatalf("%d words with error %v", len(wl.Words), err)
		}
		checkReport(t, wl)
	})
}

// checkReport asserts a word list's words are in Scrabble form, sorted and
// distinct, and that its report accounts for every line.
func checkReport(t *testing.T, wl *lexicon.WordList) {
	t.Helper()
	for i, w := range wl.Words {
		if !scrabbleWord.MatchString(w) {
			t.Fatalf("word %q is not in Scrabble form", w)
		}
		if i > 0 && wl.Words[i-1] >= w {
			t.Fatalf("words %q then %q: not sorted and distinct", wl.Words[i-1], w)
		}
	}
	r := wl.Report
	if r.Lines != len(wl.Words)+r.Blank+r.Comments+r.Duplicates+r.Rejected {
		t.Fatalf("%d lines but %d words + %d blank + %d comments + %d duplicates + %d rejected",
			r.Lines, len(wl.Words), r.Blank, r.Comments, r.Duplicates, r.Rejected)
	}
	sum := 0
	for _, n := range r.ByKind {
		sum += n
	}
	if sum != r.Rejected {
		t.Fatalf("%d rejected by kind %v, want %d", sum, r.ByKind, r.Rejected)
	}
	if len(r.Examples) > r.Rejected {
		t.Fatalf("%d examples of %d rejected lines", len(r.Examples), r.Rejected)
	}
	for i, e := range r.Examples {
		if e.Line < 1 || e.Line > r.Lines || i > 0 && e.Line <= r.Examples[i-1].Line {
			t.Fatalf("example %d at line %d of %d", i, e.Line, r.Lines)
		}
	}
}

func FuzzLoad(f *testing.F) {
	_, data := buildSmall(f)
	// Both formats: the flat arcs (1) and the words (4).
	for _, data := range [][]byte{data, wordsForm(f, "small", smallWords)} {
		f.Add(data)
		for _, n := range []int{0, 4, 8, 20, 60, len(data) / 2, len(data) - 4, len(data) - 1} {
			f.Add(data[:n])
		}
		for _, i := range []int{0, 5, 6, 20, 60, 70, len(data) / 2, len(data) - 5, len(data) - 1} {
			d := slices.Clone(data)
			d[i] ^= 0x01
			f.Add(d)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		lex, err := lexicon.Load(data)
		check(t, lex, err)
		// Most changes fail the checksum and stop there: with the checksum
		// made right the fuzzer reaches the checks of the automaton.
		if len(data) >= 4 {
			d := slices.Clone(data)
			end := len(d) - 4
			binary.LittleEndian.PutUint32(d[end:], crc32.ChecksumIEEE(d[:end]))
			lex, err := lexicon.Load(d)
			check(t, lex, err)
		}
	})
}

// check asserts that Load either failed with a *FormatError or gave a
// lexicon that can be searched without a panic.
func check(t *testing.T, lex *lexicon.Lexicon, err error) {
	t.Helper()
	if err != nil {
		var fe *lexicon.FormatError
		if lex != nil || !errors.Is(err, lexicon.ErrFormat) || !errors.As(err, &fe) {
			t.Fatalf("Load gave %v and the error %v, want nil and a *FormatError", lex, err)
		}
		return
	}
	for _, w := range []string{"", "A", "AA", "PASSE", "ZZZ", "ABCDEFGHIJKLMNO", "ABCDEFGHIJKLMNOP"} {
		lex.Contains(w)
	}
	// A damaged automaton may have cycles, where an anagram search tries
	// every order of the letters: racks of seven tiles at most, two of them
	// jokers at most, keep it small.
	for _, rack := range []string{"", "A", "AA", "PASSE", "RATES", "ZZZ", "AEINRST", "E?", "S??"} {
		lex.Anagrams(rack)
	}
	set, _ := lex.Letters(lex.Root())
	for c := range 27 {
		if set&(1<<c) != 0 {
			next, _ := lex.Child(lex.Root(), tile.Letter(c))
			lex.Letters(next)
		}
	}
}
