package lexicon_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"slices"
	"testing"

	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
)

// compact writes a lexicon in its compact form.
func compact(t testing.TB, lex *lexicon.Lexicon) []byte {
	t.Helper()
	var buf bytes.Buffer
	n, err := lex.WriteCompactTo(&buf)
	if err != nil || n != int64(buf.Len()) {
		t.Fatalf("WriteCompactTo: %d bytes, %v; wrote %d", n, err, buf.Len())
	}
	return buf.Bytes()
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

// TestCompactSame checks that the compact form loads to the very automaton
// it was written from: the same arcs in the same places, so the same bytes
// in format 1.
func TestCompactSame(t *testing.T) {
	small, _ := buildSmall(t)
	one, err := lexicon.Build("one", []string{"ZEE"})
	if err != nil {
		t.Fatal(err)
	}
	lexicons := []*lexicon.Lexicon{small, one}
	if !testing.Short() {
		fr, err := frlibre.Lexicon()
		if err != nil {
			t.Fatal(err)
		}
		lexicons = append(lexicons, fr)
	}
	for _, lex := range lexicons {
		data := compact(t, lex)
		back, err := lexicon.Load(data)
		if err != nil {
			t.Fatalf("%s: %v", lex.Name, err)
		}
		want, got := sha256.Sum256(flat(t, lex)), sha256.Sum256(flat(t, back))
		if got != want {
			t.Errorf("%s: loaded from the compact form, sha256 %x, want %x", lex.Name, got, want)
		}
		if !slices.Equal(back.Table(), lex.Table()) || back.Root() != lex.Root() {
			t.Errorf("%s: the tables differ", lex.Name)
		}
		t.Logf("%s: %d arcs, %d bytes flat, %d compact, sha256 %x", lex.Name, lex.ArcCount(), len(flat(t, lex)), len(data), got[:8])
	}
	back, _ := lexicon.Load(compact(t, small))
	sameAnswers(t, small, back)
}

func TestCompactTruncated(t *testing.T) {
	small, _ := buildSmall(t)
	data := compact(t, small)
	for n := range len(data) {
		lex, err := lexicon.Load(data[:n])
		if lex != nil {
			t.Errorf("%d of %d bytes load", n, len(data))
		}
		formatError(t, fmt.Sprintf("%d of %d bytes", n, len(data)), err, "")
	}
}

func TestCompactFlipped(t *testing.T) {
	small, _ := buildSmall(t)
	data := compact(t, small)
	for i := range data {
		for _, bit := range []byte{0x01, 0x10, 0x80} {
			bad := slices.Clone(data)
			bad[i] ^= bit
			lex, err := lexicon.Load(bad)
			if lex != nil {
				t.Errorf("byte %d ^ %#x: loads", i, bit)
			}
			formatError(t, fmt.Sprintf("byte %d ^ %#x", i, bit), err, "")
		}
	}
}

// compactParts are the offsets of a compact file's parts.
type compactParts struct {
	header, runs, flags, refs, classes, n int
}

func partsOf(data []byte) compactParts {
	nameLen := int(binary.LittleEndian.Uint16(data[6:]))
	hdr := 8 + nameLen
	n := int(binary.LittleEndian.Uint32(data[hdr+8:]))
	runs := hdr + 44
	refsLen := int(binary.LittleEndian.Uint32(data[runs+4:]))
	flags := runs + 8
	return compactParts{hdr, runs, flags, flags + n - 1, flags + n - 1 + refsLen, n}
}

// A compact file with a good checksum can still be malformed: Load checks
// it as it checks format 1, and the compact form's own fields.
func TestCompactMalformed(t *testing.T) {
	small, _ := buildSmall(t)
	data := compact(t, small)
	p := partsOf(data)
	// The first arc with a reference (without the next bit).
	refAt := p.flags
	for data[refAt]&0x80 != 0 {
		refAt++
	}
	cases := []struct {
		name   string
		change func(d []byte) []byte
		reason string
	}{
		{"letter 27", func(d []byte) []byte { d[p.flags] = d[p.flags]&^31 | 27; return d }, "arc 1 has letter 27"},
		{"last arc open", func(d []byte) []byte { d[p.refs-1] &^= 1 << 6; return d }, "the last arc does not end its node"},
		{"a list more", func(d []byte) []byte { d[p.flags] |= 1 << 6; return d }, "lists, the file says"},
		{"a list less", func(d []byte) []byte {
			binary.LittleEndian.PutUint32(d[p.runs:], binary.LittleEndian.Uint32(d[p.runs:])+1)
			return d
		}, "lists, the file says"},
		{"lists past the arcs", func(d []byte) []byte {
			binary.LittleEndian.PutUint32(d[p.runs:], uint32(p.n))
			return d
		}, "lists for"},
		{"targets too long", func(d []byte) []byte {
			binary.LittleEndian.PutUint32(d[p.runs+4:], 1<<31)
			return d
		}, "do not fit"},
		{"one next too many", func(d []byte) []byte {
			for i := p.flags; i < p.refs; i++ {
				d[i] |= 0x80
			}
			return d
		}, "leads to a list past the last"},
		{"rank past the ranked", func(d []byte) []byte {
			// Every node unranked: any back-reference is out of range.
			for i := p.classes; i < len(d)-4; i++ {
				d[i] = 0
			}
			return d
		}, "rank"},
		{"class too great", func(d []byte) []byte { d[p.classes] = 33; return d }, "has class 33"},
		{"targets left over", func(d []byte) []byte {
			// The arc's reference taken away: one is left over at the
			// end, unless a list is missing first.
			d[refAt] |= 0x80
			return d
		}, ""},
		{"target truncated", func(d []byte) []byte {
			for i := p.refs; i < p.classes; i++ {
				d[i] = 0x80
			}
			return d
		}, "target truncated or too long"},
	}
	for _, c := range cases {
		d := resum(c.change(slices.Clone(data)))
		lex, err := lexicon.Load(d)
		if lex != nil {
			t.Errorf("%s: loads", c.name)
		}
		formatError(t, c.name, err, c.reason)
	}
}

// BenchmarkLexiconLoadCompact reads fr-libre in its compact form, checks
// included: what the web worker does at every start.
func BenchmarkLexiconLoadCompact(b *testing.B) {
	lex, err := frlibre.Lexicon()
	if err != nil {
		b.Fatal(err)
	}
	data := compact(b, lex)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := lexicon.Load(data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "compact-bytes")
}
