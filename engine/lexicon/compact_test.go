package lexicon_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"io"
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

// compactForms are a lexicon's compact files that Load reads: format 2, as
// users' stored lexicons may still be, and format 3, as WriteCompactTo
// writes it.
func compactForms(t testing.TB, lex *lexicon.Lexicon) []struct {
	version int
	data    []byte
} {
	t.Helper()
	var v2 bytes.Buffer
	if _, err := lex.WriteCompactV2To(&v2); err != nil {
		t.Fatal(err)
	}
	return []struct {
		version int
		data    []byte
	}{{2, v2.Bytes()}, {3, compact(t, lex)}}
}

// TestCompactV2Same checks that format 2 loads to the same automaton too.
func TestCompactV2Same(t *testing.T) {
	small, _ := buildSmall(t)
	data := compactForms(t, small)[0].data
	back, err := lexicon.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if v := binary.LittleEndian.Uint16(data[4:]); v != 2 {
		t.Fatalf("version %d, want 2", v)
	}
	if !bytes.Equal(flat(t, back), flat(t, small)) {
		t.Error("format 2 loads to another automaton")
	}
}

// TestCompactDerived checks that format 3 leaves out the Sep targets it
// can: all but those of the root's children and of the arcs with next.
func TestCompactDerived(t *testing.T) {
	small, _ := buildSmall(t)
	data := compact(t, small)
	p := partsOf(data)
	derived, seps := 0, 0
	for i := p.flags; i < p.refs; i++ {
		switch {
		case data[i]&31 == 27:
			derived++
		case data[i]&31 == 0 && data[i]&0x80 == 0:
			seps++ // a Sep arc with its target in refs
		}
	}
	// The small list starts with 7 letters (A E P R S T Z): their Sep
	// arcs are the rule's start.
	if derived == 0 || seps > 7 {
		t.Errorf("%d Sep targets derived, %d stored, want at most 7 stored", derived, seps)
	}
	if len(data) >= len(compactForms(t, small)[0].data) {
		t.Errorf("format 3: %d bytes, not smaller than format 2", len(data))
	}
}

func TestCompactTruncated(t *testing.T) {
	small, _ := buildSmall(t)
	for _, f := range compactForms(t, small) {
		data := f.data
		for n := range len(data) {
			lex, err := lexicon.Load(data[:n])
			if lex != nil {
				t.Errorf("format %d: %d of %d bytes load", f.version, n, len(data))
			}
			formatError(t, fmt.Sprintf("format %d: %d of %d bytes", f.version, n, len(data)), err, "")
		}
	}
}

func TestCompactFlipped(t *testing.T) {
	small, _ := buildSmall(t)
	for _, f := range compactForms(t, small) {
		data := f.data
		for i := range data {
			for _, bit := range []byte{0x01, 0x10, 0x80} {
				bad := slices.Clone(data)
				bad[i] ^= bit
				lex, err := lexicon.Load(bad)
				if lex != nil {
					t.Errorf("format %d: byte %d ^ %#x: loads", f.version, i, bit)
				}
				formatError(t, fmt.Sprintf("format %d: byte %d ^ %#x", f.version, i, bit), err, "")
			}
		}
	}
}

// compactParts are the offsets of a compact file's parts; in format 2
// gaps is classes (there are none).
type compactParts struct {
	header, runs, flags, refs, gaps, classes, n int
}

func partsOf(data []byte) compactParts {
	nameLen := int(binary.LittleEndian.Uint16(data[6:]))
	hdr := 8 + nameLen
	n := int(binary.LittleEndian.Uint32(data[hdr+8:]))
	runs := hdr + 44
	refsLen := int(binary.LittleEndian.Uint32(data[runs+4:]))
	flags, gapsLen := runs+8, 0
	if binary.LittleEndian.Uint16(data[4:]) == 3 {
		flags, gapsLen = runs+16, int(binary.LittleEndian.Uint32(data[runs+12:]))
	}
	refs := flags + n - 1
	return compactParts{hdr, runs, flags, refs, refs + refsLen, refs + refsLen + gapsLen, n}
}

// refAt returns the offset in d of the reference of the arc whose flags
// byte is at i, which must have one.
func (p compactParts) refAt(d []byte, i int) int {
	r := p.refs
	for j := p.flags; j < i; j++ {
		if d[j]&0x80 == 0 && d[j]&31 != 27 {
			_, m := binary.Uvarint(d[r:])
			r += m
		}
	}
	return r
}

// A compact file with a good checksum can still be malformed: Load checks
// it as it checks format 1, and the compact form's own fields.
func TestCompactMalformed(t *testing.T) {
	small, _ := buildSmall(t)
	for _, f := range compactForms(t, small) {
		data := f.data
		p := partsOf(data)
		// The first arc with a reference (without the next bit, not
		// derived).
		refAt := p.flags
		for data[refAt]&0x80 != 0 || data[refAt]&31 == 27 {
			refAt++
		}
		cases := []struct {
			name   string
			change func(d []byte) []byte
			reason string
		}{
			{"letter 28", func(d []byte) []byte { d[p.flags] = d[p.flags]&^31 | 28; return d }, "arc 1 has letter 28"},
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
					if d[i]&31 != 27 {
						d[i] |= 0x80
					}
				}
				return d
			}, "leads to a list past the last"},
			{"class too great", func(d []byte) []byte { d[p.classes] = 33; return d }, "has class 33"},
			{"targets left over", func(d []byte) []byte {
				// The arc's reference taken away: one is left over at the
				// end, unless a list is missing first.
				d[refAt] |= 0x80
				return d
			}, ""},
			{"target truncated", func(d []byte) []byte {
				for i := p.refs; i < p.gaps; i++ {
					d[i] = 0x80
				}
				return d
			}, "target truncated or too long"},
		}
		if f.version == 2 {
			cases = append(cases, struct {
				name   string
				change func(d []byte) []byte
				reason string
			}{"rank past the ranked", func(d []byte) []byte {
				// Every node unranked: any back-reference is out of range.
				for i := p.classes; i < len(d)-4; i++ {
					d[i] = 0
				}
				return d
			}, "rank"})
		}
		if f.version == 3 {
			cases = append(cases, []struct {
				name   string
				change func(d []byte) []byte
				reason string
			}{
				{"class 0", func(d []byte) []byte { d[p.classes] = 0; return d }, "node 1 of"},
				{"gap 0", func(d []byte) []byte { d[p.gaps] = 0; return d }, "a gap of 0 from 0"},
				{"gap past the arcs", func(d []byte) []byte { d[p.gaps+1] = 0x7f; return d }, "a gap of 127"},
				{"gaps truncated", func(d []byte) []byte {
					for i := p.gaps; i < p.classes; i++ {
						d[i] = 0x80
					}
					return d
				}, "gap truncated or too long"},
				{"gaps left over", func(d []byte) []byte {
					// A node less, its class taken out: its gap is left.
					binary.LittleEndian.PutUint32(d[p.runs+8:], binary.LittleEndian.Uint32(d[p.runs+8:])-1)
					return slices.Delete(d, p.classes, p.classes+1)
				}, "bytes of gaps left over"},
				{"nodes past the file", func(d []byte) []byte {
					binary.LittleEndian.PutUint32(d[p.runs+8:], 1<<31)
					return d
				}, "do not fit"},
			}...)
			derivedAt := p.flags
			for data[derivedAt]&31 != 27 {
				derivedAt++
			}
			cases = append(cases, []struct {
				name   string
				change func(d []byte) []byte
				reason string
			}{
				{"derived and next", func(d []byte) []byte { d[derivedAt] |= 0x80; return d },
					fmt.Sprintf("arc %d: a derived Sep target and the next list", derivedAt-p.flags+1)},
				{"a Sep target that cannot be derived", func(d []byte) []byte {
					// An arc without target inside its list made a
					// derived Sep arc, its reference (one byte 0) taken
					// out: no state starts with it.
					for i := p.flags + 1; i < p.refs; i++ {
						if d[i-1]&(1<<6) != 0 || d[i]&0x80 != 0 || d[i]&31 == 27 || d[i]&31 == 0 {
							continue
						}
						if r := p.refAt(d, i); d[r] == 0 {
							d[i] = d[i]&(1<<5|1<<6) | 27
							d = slices.Delete(d, r, r+1)
							binary.LittleEndian.PutUint32(d[p.runs+4:], uint32(p.gaps-p.refs-1))
							return d
						}
					}
					t.Fatal("no arc without target inside its list")
					return d
				}, "its Sep target cannot be derived"},
			}...)
		}
		for _, c := range cases {
			d := resum(c.change(slices.Clone(data)))
			lex, err := lexicon.Load(d)
			if lex != nil {
				t.Errorf("format %d: %s: loads", f.version, c.name)
			}
			formatError(t, fmt.Sprintf("format %d: %s", f.version, c.name), err, c.reason)
		}
	}
}

// BenchmarkLexiconLoadCompact reads fr-libre in its compact forms, checks
// included: format 3 is what the web worker does at every start.
func BenchmarkLexiconLoadCompact(b *testing.B) {
	lex, err := frlibre.Lexicon()
	if err != nil {
		b.Fatal(err)
	}
	for _, f := range []struct {
		name  string
		write func(io.Writer) (int64, error)
	}{{"format2", lex.WriteCompactV2To}, {"format3", lex.WriteCompactTo}} {
		b.Run(f.name, func(b *testing.B) { benchLoad(b, f.write, "compact-bytes") })
	}
}

// TestCompactAnyAutomaton checks that format 3 keeps the Sep targets that
// its rule would get wrong: an automaton that is not a minimal GADDAG, here
// with Sep arcs sent nowhere or elsewhere, comes back arc for arc.
func TestCompactAnyAutomaton(t *testing.T) {
	_, data := buildSmall(t)
	nameLen := int(binary.LittleEndian.Uint16(data[6:]))
	arcsAt := 8 + nameLen + 44
	n := int(binary.LittleEndian.Uint32(data[8+nameLen+8:]))
	arc := func(i int) uint32 { return binary.LittleEndian.Uint32(data[arcsAt+4*i:]) }
	var seps []int // the Sep arcs with a target, in order
	for i := 1; i < n; i++ {
		if arc(i)&31 == 0 && arc(i)>>7 != 0 {
			seps = append(seps, i)
		}
	}
	if len(seps) < 4 {
		t.Fatalf("%d Sep arcs", len(seps))
	}
	d := slices.Clone(data)
	last, other := seps[len(seps)-1], seps[len(seps)-2]
	binary.LittleEndian.PutUint32(d[arcsAt+4*last:], arc(last)&127)                      // nowhere
	binary.LittleEndian.PutUint32(d[arcsAt+4*other:], arc(other)&127|arc(seps[0])>>7<<7) // elsewhere
	odd, err := lexicon.Load(resum(d))
	if err != nil {
		t.Fatal(err)
	}
	c := compact(t, odd)
	if v := binary.LittleEndian.Uint16(c[4:]); v != lexicon.CompactVersion {
		t.Fatalf("version %d", v)
	}
	back, err := lexicon.Load(c)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(flat(t, back), flat(t, odd)) {
		t.Error("the automaton changed on its way through format 3")
	}
}
