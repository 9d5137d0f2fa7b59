package lexicon_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"duplicata/engine/lexicon"
)

// smallWords is a sorted word list small enough to check by hand.
var smallWords = []string{
	"AA", "AE", "AI", "ANE", "ANES", "ARE", "ARES", "ART", "ARTS", "ETE",
	"ETES", "ETRE", "ETRES", "PAS", "PASSE", "PASSES", "PESA", "PESAS", "PESE",
	"RAT", "RATE", "RATES", "RATS", "SERA", "SPA", "SPAS", "TAR", "TARE",
	"TARES", "TERRA", "ZEE",
}

// probes are the words and racks asked of each lexicon.
var probes = []string{
	"AA", "AE", "EA", "PASSE", "PASSES", "PASS", "ASSE", "RATES", "TARES",
	"ZEE", "ZE", "E", "", "TERRA", "ETRES", "RESTE", "passe", "P?SSE",
	"??", "A?", "ERST", "AERST", "ESPA", "Z", "ABCDEFGHIJKLMNOP",
}

func buildSmall(t testing.TB) (*lexicon.Lexicon, []byte) {
	t.Helper()
	lex, err := lexicon.Build("small", smallWords)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	n, err := lex.WriteTo(&buf)
	if err != nil || n != int64(buf.Len()) {
		t.Fatalf("WriteTo: %d bytes, %v; wrote %d", n, err, buf.Len())
	}
	return lex, buf.Bytes()
}

// sameAnswers checks that two lexicons answer every probe alike.
func sameAnswers(t *testing.T, a, b *lexicon.Lexicon) {
	t.Helper()
	for _, w := range append(probes, smallWords...) {
		if a.Contains(w) != b.Contains(w) {
			t.Errorf("Contains(%q): %t and %t", w, a.Contains(w), b.Contains(w))
		}
		if x, y := a.Anagrams(w), b.Anagrams(w); !slices.Equal(x, y) {
			t.Errorf("Anagrams(%q): %q and %q", w, x, y)
		}
	}
}

func TestBuildAnswers(t *testing.T) {
	lex, _ := buildSmall(t)
	for _, w := range smallWords {
		if !lex.Contains(w) || !lex.Contains(strings.ToLower(w)) {
			t.Errorf("Contains(%q) is false", w)
		}
	}
	for _, w := range []string{"", "A", "EA", "PASS", "ASSE", "PASSESS", "RESTE", "ZE", "ETR", "P?SSE", "ÉTÉ"} {
		if lex.Contains(w) {
			t.Errorf("Contains(%q) is true", w)
		}
	}
	anagrams := []struct {
		rack string
		want []string
	}{
		{"AERST", []string{"RATES", "TARES"}},
		{"TARE", []string{"RATE", "TARE"}},
		{"AEPS", []string{"PESA"}},
		{"ESPA?", []string{"PASSE", "PESAS"}},
		{"A?", []string{"AA", "AE", "AI"}},
		{"??", []string{"AA", "AE", "AI"}},
		{"ZZZ", nil},
		{"A", nil},
		{"a-e", []string{"AE"}}, // characters that are not letters are ignored
	}
	for _, c := range anagrams {
		if got := lex.Anagrams(c.rack); !slices.Equal(got, c.want) {
			t.Errorf("Anagrams(%q) = %q, want %q", c.rack, got, c.want)
		}
	}
	if lex.Name != "small" || lex.Words != len(smallWords) || lex.Hash != lexicon.ContentHash(smallWords) {
		t.Errorf("name %q, %d words, hash %x", lex.Name, lex.Words, lex.Hash)
	}
}

func TestBuildRefuses(t *testing.T) {
	cases := []struct {
		name  string
		words []string
	}{
		{"not sorted", []string{"PASSE", "AA"}},
		{"repeated", []string{"AA", "AA"}},
		{"lowercase", []string{"aa"}},
		{"accent", []string{"ÉTÉ"}},
		{"too short", []string{"A"}},
	}
	for _, c := range cases {
		if _, err := lexicon.Build("x", c.words); err == nil {
			t.Errorf("%s: Build(%q) succeeded", c.name, c.words)
		}
	}
}

func TestWriteLoad(t *testing.T) {
	lex, data := buildSmall(t)
	back, err := lexicon.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	sameLexicon(t, back, lex)

	// Writing the loaded lexicon gives the same bytes.
	var again bytes.Buffer
	back.WriteTo(&again)
	if !bytes.Equal(again.Bytes(), data) {
		t.Error("writing a loaded lexicon changes its bytes")
	}
}

// sameLexicon checks that back, loaded from what lex wrote, is lex: its
// name, words, hash, arcs and answers.
func sameLexicon(t *testing.T, back, lex *lexicon.Lexicon) {
	t.Helper()
	if back.Name != lex.Name || back.Words != lex.Words || back.Hash != lex.Hash || back.ArcCount() != lex.ArcCount() {
		t.Errorf("loaded %q %d words %x %d arcs, want %q %d words %x %d arcs",
			back.Name, back.Words, back.Hash, back.ArcCount(), lex.Name, lex.Words, lex.Hash, lex.ArcCount())
	}
	sameAnswers(t, lex, back)
}

func TestWriteLongName(t *testing.T) {
	lex, _ := buildSmall(t)
	lex.Name = strings.Repeat("n", 300)
	var buf bytes.Buffer
	if _, err := lex.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := lexicon.Load(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if back.Name != lex.Name[:255] {
		t.Errorf("name of %d bytes, want the first 255", len(back.Name))
	}
}

// formatError checks that err is a *FormatError wrapping ErrFormat whose
// reason has want in it.
func formatError(t *testing.T, what string, err error, want string) {
	t.Helper()
	var fe *lexicon.FormatError
	if !errors.Is(err, lexicon.ErrFormat) || !errors.As(err, &fe) {
		t.Errorf("%s: error %v, want a *FormatError wrapping ErrFormat", what, err)
		return
	}
	if !strings.Contains(fe.Reason, want) {
		t.Errorf("%s: reason %q, want %q in it", what, fe.Reason, want)
	}
}

func TestLoadTruncated(t *testing.T) {
	_, data := buildSmall(t)
	for n := range len(data) {
		lex, err := lexicon.Load(data[:n])
		if lex != nil {
			t.Errorf("%d of %d bytes load", n, len(data))
		}
		formatError(t, fmt.Sprintf("%d of %d bytes", n, len(data)), err, "")
	}
	// And one byte too many.
	_, err := lexicon.Load(append(slices.Clip(data), 0))
	formatError(t, "a byte too many", err, "do not fit")
}

func TestLoadFlipped(t *testing.T) {
	_, data := buildSmall(t)
	count := 8 + int(binary.LittleEndian.Uint16(data[6:])) + 8 // the arc count
	for i := range data {
		bad := slices.Clone(data)
		bad[i] ^= 0x10
		lex, err := lexicon.Load(bad)
		if lex != nil {
			t.Errorf("byte %d flipped: loads", i)
		}
		want := "" // any reason
		switch {
		case i < 4:
			want = "does not start with"
		case i < 6:
			want = "format version"
		case i >= 8 && (i < count || i >= count+4):
			// The name, the word count, the root, the hash, the arcs and
			// the checksum itself: only the checksum can tell.
			want = "checksum"
		}
		formatError(t, fmt.Sprintf("byte %d flipped", i), err, want)
	}
}

func TestLoadHeader(t *testing.T) {
	_, data := buildSmall(t)
	cases := []struct {
		name   string
		data   []byte
		reason string
	}{
		{"nothing", nil, "does not start with"},
		{"wrong magic", append([]byte("DLEY"), data[4:]...), `does not start with "DLEX"`},
		{"a word list", []byte("AA\nPASSE\n"), "does not start with"},
		{"wrong version", func() []byte {
			d := slices.Clone(data)
			binary.LittleEndian.PutUint16(d[4:], lexicon.WordsVersion+1)
			return d
		}(), fmt.Sprintf("format version %d, this program reads versions %d and %d", lexicon.WordsVersion+1, lexicon.FormatVersion, lexicon.WordsVersion)},
		{"name too long", func() []byte {
			d := slices.Clone(data)
			binary.LittleEndian.PutUint16(d[6:], 256)
			return d
		}(), "truncated header"},
	}
	for _, c := range cases {
		_, err := lexicon.Load(c.data)
		formatError(t, c.name, err, c.reason)
	}
}

// resum makes a compiled file's checksum right again after a change.
func resum(d []byte) []byte {
	end := len(d) - 4
	binary.LittleEndian.PutUint32(d[end:], crc32.ChecksumIEEE(d[:end]))
	return d
}

// A file with a good checksum can still be malformed inside: Load checks the
// automaton so that no search can leave its arrays.
func TestLoadMalformed(t *testing.T) {
	_, data := buildSmall(t)
	nameLen := int(binary.LittleEndian.Uint16(data[6:]))
	hdr := 8 + nameLen // words, root, arc count
	arcsAt := hdr + 44
	n := int(binary.LittleEndian.Uint32(data[hdr+8:]))
	cases := []struct {
		name   string
		change func(d []byte)
		reason string
	}{
		{"root zero", func(d []byte) { binary.LittleEndian.PutUint32(d[hdr+4:], 0) }, "root 0 out of range"},
		{"root past the end", func(d []byte) { binary.LittleEndian.PutUint32(d[hdr+4:], uint32(n)) }, "out of range"},
		{"fewer arcs", func(d []byte) { binary.LittleEndian.PutUint32(d[hdr+8:], uint32(n-1)) }, "do not fit"},
		{"one arc", func(d []byte) { binary.LittleEndian.PutUint32(d[hdr+8:], 1) }, "do not fit"},
		{"letter 27", func(d []byte) {
			a := binary.LittleEndian.Uint32(d[arcsAt+4:])
			binary.LittleEndian.PutUint32(d[arcsAt+4:], a|27)
		}, "arc 1 is malformed"},
		{"target past the end", func(d []byte) {
			a := binary.LittleEndian.Uint32(d[arcsAt+8:])
			binary.LittleEndian.PutUint32(d[arcsAt+8:], a&(1<<7-1)|uint32(n)<<7)
		}, "arc 2 is malformed"},
		{"last arc open", func(d []byte) {
			at := arcsAt + 4*(n-1)
			a := binary.LittleEndian.Uint32(d[at:])
			binary.LittleEndian.PutUint32(d[at:], a&^(1<<6))
		}, "the last arc does not end its node"},
		{"cycle", func(d []byte) {
			// The root's first arc leads back to the root.
			root := binary.LittleEndian.Uint32(d[hdr+4:])
			at := arcsAt + 4*int(root)
			a := binary.LittleEndian.Uint32(d[at:])
			binary.LittleEndian.PutUint32(d[at:], a&(1<<7-1)|root<<7)
		}, "closes a cycle"},
	}
	for _, c := range cases {
		d := slices.Clone(data)
		c.change(d)
		_, err := lexicon.Load(resum(d))
		formatError(t, c.name, err, c.reason)
		// LoadOwn checks the same but the cycle, which only a file forged
		// to match its checksum can hold.
		own, err := lexicon.LoadOwn(d)
		if c.name == "cycle" {
			if err != nil || own == nil {
				t.Errorf("LoadOwn, cycle: %v, want the lexicon", err)
			}
			continue
		}
		formatError(t, "LoadOwn, "+c.name, err, c.reason)
	}
}

// LoadOwn loads what WriteTo wrote as Load does, and refuses the same
// damage: every byte flipped fails.
func TestLoadOwn(t *testing.T) {
	lex, data := buildSmall(t)
	back, err := lexicon.LoadOwn(data)
	if err != nil {
		t.Fatal(err)
	}
	sameLexicon(t, back, lex)
	for i := range data {
		bad := slices.Clone(data)
		bad[i] ^= 0x10
		if l, err := lexicon.LoadOwn(bad); l != nil || !errors.Is(err, lexicon.ErrFormat) {
			t.Errorf("byte %d flipped: LoadOwn gives %v, %v", i, l != nil, err)
		}
	}
}

func TestOpen(t *testing.T) {
	dir := t.TempDir()
	lex, data := buildSmall(t)
	compiled := filepath.Join(dir, "small.dlx")
	list := filepath.Join(dir, "mots.txt")
	broken := filepath.Join(dir, "broken.dlx")
	empty := filepath.Join(dir, "vide.txt")
	for path, content := range map[string][]byte{
		compiled: data,
		list:     []byte(strings.ToLower(strings.Join(smallWords, "\n"))),
		broken:   data[:len(data)-1],
		empty:    []byte("\n"),
	} {
		if err := os.WriteFile(path, content, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, path := range []string{compiled, list} {
		got, err := lexicon.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		if got.Hash != lex.Hash || got.Words != lex.Words {
			t.Errorf("%s: %d words %x, want %d words %x", path, got.Words, got.Hash, lex.Words, lex.Hash)
		}
		sameAnswers(t, lex, got)
	}
	if got, _ := lexicon.Open(list); got.Name != "mots" {
		t.Errorf("a word list opens with name %q, want mots", got.Name)
	}
	if _, err := lexicon.Open(broken); !errors.Is(err, lexicon.ErrFormat) || !strings.Contains(err.Error(), broken) {
		t.Errorf("Open(broken) = %v, want ErrFormat naming the file", err)
	}
	if _, err := lexicon.Open(empty); !errors.Is(err, lexicon.ErrNoWords) || !strings.Contains(err.Error(), empty) {
		t.Errorf("Open(empty) = %v, want ErrNoWords naming the file", err)
	}
	if _, err := lexicon.Open(filepath.Join(dir, "none.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Open(missing) = %v, want os.ErrNotExist", err)
	}
}

func TestNameOf(t *testing.T) {
	cases := []struct{ path, name string }{
		{"fr-libre.txt.gz", "fr-libre"},
		{"/home/me/ods9.txt", "ods9"},
		{"dir.d/words", "words"},
		{"small.dlx", "small"},
		{".hidden", ".hidden"},
	}
	for _, c := range cases {
		if got := lexicon.NameOf(c.path); got != c.name {
			t.Errorf("NameOf(%q) = %q, want %q", c.path, got, c.name)
		}
	}
}

func ExampleBuild() {
	lex, err := lexicon.Build("demo", []string{"ARTS", "PASSE", "RATS", "STAR", "TRAS"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(lex.Contains("passe"), lex.Contains("PASSES"))
	fmt.Println(lex.Anagrams("TRAS"), lex.Anagrams("RAT?"))
	// Output:
	// true false
	// [ARTS RATS STAR TRAS] [ARTS RATS STAR TRAS]
}

// TestFormatProblem checks the kind of fault each FormatError names, which
// the app says in French.
func TestFormatProblem(t *testing.T) {
	_, data := buildSmall(t)
	newer := slices.Clone(data)
	binary.LittleEndian.PutUint16(newer[4:], lexicon.WordsVersion+1)
	flipped := slices.Clone(data)
	flipped[len(flipped)/2] ^= 1
	bad := slices.Clone(data)
	bad[len(bad)-5] = 0xff // the last arc's high byte: its target out of range
	for _, c := range []struct {
		name string
		data []byte
		want lexicon.FormatProblem
	}{
		{"a page", []byte("<!doctype html>"), lexicon.NotLexicon},
		{"a newer format", newer, lexicon.NewVersion},
		{"a changed byte", flipped, lexicon.Damaged},
		{"a bad arc", resum(bad), lexicon.Malformed},
		{"a short header", data[:20], lexicon.Malformed},
	} {
		_, err := lexicon.Load(c.data)
		var fe *lexicon.FormatError
		if !errors.As(err, &fe) || fe.Problem != c.want {
			t.Errorf("%s: %v, want problem %d", c.name, err, c.want)
		}
		if _, err := lexicon.ReadHeader(c.data); c.want == lexicon.NotLexicon || c.want == lexicon.NewVersion {
			if !errors.As(err, &fe) || fe.Problem != c.want {
				t.Errorf("%s: header %v, want problem %d", c.name, err, c.want)
			}
		}
	}
}
