package lexicon

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
)

func TestNormalize(t *testing.T) {
	cases := []struct {
		in, word string
		reason   string // a part of the reason, "" when in is a word
	}{
		{"passe", "PASSE", ""},
		{"PASSE", "PASSE", ""},
		{"Été", "ETE", ""},
		{"çà", "CA", ""},
		{"aïeul", "AIEUL", ""},
		{"bœuf", "BOEUF", ""},
		{"ŒUVRE", "OEUVRE", ""},
		{"tænia", "TAENIA", ""},
		{"Ægosome", "AEGOSOME", ""},
		{"ÿ", "", "1 letters"},
		{"canoë", "CANOE", ""},
		{"cañon", "CANON", ""},
		{"porte-clé", "", "hyphen"},
		{"aujourd'hui", "", "apostrophe"},
		{"l’eau", "", "apostrophe"},
		{"mp3", "", "digit"},
		{"pomme de", "", "more than one word"},
		{"a\tb", "", "more than one word"},
		{"a", "", "1 letters: a word has 2 to 15"},
		{"anticonstitutionnellement", "", "25 letters"},
		{"abcdefghijklmno", "ABCDEFGHIJKLMNO", ""},
		{"abcdefghijklmnop", "", "16 letters"},
		{"œ", "OE", ""}, // one character, two letters
		{"ab.", "", "'.' is not a letter"},
		{"straße", "", "'ß' is not a letter"},
		{"\xffab", "", "not valid UTF-8"},
	}
	for _, c := range cases {
		word, reason := Normalize(c.in)
		if word != c.word || (c.reason == "") != (reason == "") || !strings.Contains(reason, c.reason) {
			t.Errorf("Normalize(%q) = %q, %q; want %q and a reason with %q", c.in, word, reason, c.word, c.reason)
		}
	}
}

func TestReadWordList(t *testing.T) {
	in := "\uFEFFété\r\n" + // 1: BOM and CRLF
		"\r\n" + // 2: blank
		"passe\n" + // 3
		"porte-clé\n" + // 4: rejected
		"ETE\n" + // 5: duplicate of line 1
		"   \n" + // 6: blank
		"aujourd'hui\n" + // 7: rejected
		"cœur\n" + // 8
		"mp3\n" + // 9: rejected
		"pomme de terre\n" + // 10: rejected
		"a\n" + // 11: rejected
		"anticonstitutionnellement\n" + // 12: rejected
		"  Tænia  \n" + // 13: surrounding spaces are trimmed
		"passe\n" + // 14: duplicate
		"AA" // 15: no final newline
	wl, err := ReadWordList(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"AA", "COEUR", "ETE", "PASSE", "TAENIA"}; !slices.Equal(wl.Words, want) {
		t.Errorf("words %q, want %q", wl.Words, want)
	}
	r := wl.Report
	if r.Lines != 15 || r.Blank != 2 || r.Duplicates != 2 || r.Rejected != 6 {
		t.Errorf("report %+v, want 15 lines, 2 blank, 2 duplicates, 6 rejected", r)
	}
	want := []struct {
		line   int
		text   string
		reason string
	}{
		{4, "porte-clé", "hyphen"},
		{7, "aujourd'hui", "apostrophe"},
		{9, "mp3", "digit"},
		{10, "pomme de terre", "more than one word"},
		{11, "a", "1 letters"},
		{12, "anticonstitutionnellement", "25 letters"},
	}
	if len(r.Examples) != len(want) {
		t.Fatalf("examples %v, want %d", r.Examples, len(want))
	}
	for i, w := range want {
		e := r.Examples[i]
		if e.Line != w.line || e.Text != w.text || !strings.Contains(e.Reason, w.reason) {
			t.Errorf("example %d: %v, want line %d %q: %s", i, e, w.line, w.text, w.reason)
		}
	}
	if s := r.Examples[0].String(); s != `line 4 "porte-clé": hyphen or apostrophe: not a single word` {
		t.Errorf("Rejection.String() = %q", s)
	}
}

func TestReadWordListGzip(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	io.WriteString(zw, "zèbre\nÉTÉ\nzebre\n")
	zw.Close()
	wl, err := ReadWordList(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"ETE", "ZEBRE"}; !slices.Equal(wl.Words, want) || wl.Report.Duplicates != 1 {
		t.Errorf("words %q and %d duplicates, want %q and 1", wl.Words, wl.Report.Duplicates, want)
	}

	// A gzip header cut short is an error, not a word list.
	if _, err := ReadWordList(bytes.NewReader(buf.Bytes()[:5])); err == nil || !strings.Contains(err.Error(), "gzip") {
		t.Errorf("truncated gzip: %v, want a gzip error", err)
	}
}

func TestReadWordListLongLine(t *testing.T) {
	long := strings.Repeat("a", maxLineLen+1)
	wl, err := ReadWordList(strings.NewReader("ab\n" + long + "\ncd\n"))
	if err != nil {
		t.Fatal(err)
	}
	r := wl.Report
	if !slices.Equal(wl.Words, []string{"AB", "CD"}) || r.Lines != 3 || r.Rejected != 1 {
		t.Fatalf("words %q, report %+v; want AB CD, 3 lines, 1 rejected", wl.Words, r)
	}
	if e := r.Examples[0]; e.Line != 2 || !strings.Contains(e.Reason, "longer than") || len(e.Text) > 50 {
		t.Errorf("example %v, want line 2, too long, text cut short", e)
	}
}

func TestReadWordListExamplesCapped(t *testing.T) {
	var sb strings.Builder
	for i := range maxExamples + 5 {
		fmt.Fprintf(&sb, "x%d\n", i)
	}
	sb.WriteString("ok\n")
	wl, err := ReadWordList(strings.NewReader(sb.String()))
	if err != nil {
		t.Fatal(err)
	}
	if r := wl.Report; r.Rejected != maxExamples+5 || len(r.Examples) != maxExamples {
		t.Errorf("%d rejected and %d examples, want %d and %d", r.Rejected, len(r.Examples), maxExamples+5, maxExamples)
	}
}

func TestReadWordListNoWords(t *testing.T) {
	cases := []struct {
		name string
		in   string
	}{
		{"empty", ""},
		{"blank lines", "\n\n  \r\n"},
		{"only rejects", "a\nmp3\n"},
	}
	for _, c := range cases {
		wl, err := ReadWordList(strings.NewReader(c.in))
		if !errors.Is(err, ErrNoWords) {
			t.Errorf("%s: error %v, want ErrNoWords", c.name, err)
			continue
		}
		// The report still says what the list held.
		if r := wl.Report; r.Lines != strings.Count(c.in, "\n") || r.Lines != r.Blank+r.Rejected {
			t.Errorf("%s: report %+v", c.name, r)
		}
	}
	if _, err := Build("x", nil); !errors.Is(err, ErrNoWords) {
		t.Errorf("Build of no words: %v, want ErrNoWords", err)
	}
}

// A reader that fails is an error naming the line, not a short list.
func TestReadWordListReadError(t *testing.T) {
	boom := errors.New("boom")
	r := io.MultiReader(strings.NewReader("ab\ncd\nef"), iotest.ErrReader(boom))
	_, err := ReadWordList(r)
	if !errors.Is(err, boom) || !strings.Contains(err.Error(), "line 3") {
		t.Errorf("error %v, want boom at line 3", err)
	}
}

func TestContentHash(t *testing.T) {
	// sha256 of "AA\nPASSE\n", as sha256sum prints it.
	got := fmt.Sprintf("%x", ContentHash([]string{"AA", "PASSE"}))
	if want := "b1c09c2a2062714f200a26b53ccfdd8934099dab64702751d8936e1679c5e4ac"; got != want {
		t.Errorf("ContentHash = %s, want %s", got, want)
	}
}
