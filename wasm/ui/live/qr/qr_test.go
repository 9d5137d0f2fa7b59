package qr

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
)

func hexBytes(s string) []byte {
	var out []byte
	for _, f := range strings.Fields(s) {
		var b byte
		fmt.Sscanf(f, "%x", &b)
		out = append(out, b)
	}
	return out
}

// TestReedSolomon: the error correction codewords of two version 1-M
// symbols worked by hand elsewhere: ISO/IEC 18004 Annex I's « 01234567 »
// (numeric mode: 0001 0000001000 0000001100 0101011001 1000011, the
// terminator, then the pad codewords) and « HELLO WORLD » (alphanumeric),
// as the standard and the usual tutorials give them.
func TestReedSolomon(t *testing.T) {
	for _, tc := range []struct{ name, data, ec string }{
		{"01234567", "10 20 0C 56 61 80 EC 11 EC 11 EC 11 EC 11 EC 11", "A5 24 D4 C1 ED 36 C7 87 2C 55"},
		{"HELLO WORLD", "20 5B 0B 78 D1 72 DC 4D 43 40 EC 11 EC 11 EC 11", "C4 23 27 77 EB D7 E7 E2 5D 17"},
	} {
		if got := remainder(hexBytes(tc.data), generator(10)); !bytes.Equal(got, hexBytes(tc.ec)) {
			t.Errorf("%s: % X, want %s", tc.name, got, tc.ec)
		}
	}
}

// TestAnnexIBits: the Annex I example's 16 data codewords, written as
// this package writes a segment, are those the standard lists.
func TestAnnexIBits(t *testing.T) {
	var w bitWriter
	w.add(0b0001, 4) // numeric mode
	w.add(8, 10)
	w.add(12, 10)  // 012
	w.add(345, 10) // 345
	w.add(67, 7)   // 67
	w.add(0, 4)
	w.add(0, (8-w.n%8)%8)
	for pad := 0; w.n < 16*8; pad++ {
		w.add([]int{0xEC, 0x11}[pad%2], 8)
	}
	if want := hexBytes("10 20 0C 56 61 80 EC 11 EC 11 EC 11 EC 11 EC 11"); !bytes.Equal(w.bytes, want) {
		t.Errorf("% X, want % X", w.bytes, want)
	}
}

// TestFormat: the format information of the standard's Table C.1.
func TestFormat(t *testing.T) {
	for _, tc := range []struct {
		l    Level
		mask int
		want string
	}{
		{M, 0, "101010000010010"},
		{M, 1, "101000100100101"},
		{M, 2, "101111001111100"},
		{M, 3, "101101101001011"},
		{L, 0, "111011111000100"},
		{L, 1, "111001011110011"},
		{L, 2, "111110110101010"},
	} {
		if got := fmt.Sprintf("%015b", Format(tc.l, tc.mask)); got != tc.want {
			t.Errorf("%s mask %d: %s, want %s", tc.l, tc.mask, got, tc.want)
		}
	}
}

// read is a decoder for what Encode makes, written from the standard
// rather than from the encoder: it checks the function patterns, reads
// both copies of the format information, unmasks, reads the codewords in
// their order, checks each block's Reed–Solomon syndromes are zero (the
// codewords are a codeword of the code, whatever computed them) and reads
// the byte-mode segment.
func read(t *testing.T, c *Code) string {
	t.Helper()
	n := c.Size
	if n != 17+4*c.Version {
		t.Fatalf("size %d for version %d", n, c.Version)
	}
	// The finders, with their light separators.
	for _, o := range [][2]int{{0, 0}, {0, n - 7}, {n - 7, 0}} {
		for dr := -1; dr <= 7; dr++ {
			for dc := -1; dc <= 7; dc++ {
				r, k := o[0]+dr, o[1]+dc
				if r < 0 || k < 0 || r >= n || k >= n {
					continue
				}
				ring := max(abs(dr-3), abs(dc-3))
				if want := ring <= 1 || ring == 3; c.Dark(r, k) != want {
					t.Fatalf("finder at %v: module %d,%d", o, r, k)
				}
			}
		}
	}
	// The timing patterns, the dark module, the alignment pattern.
	for i := 8; i < n-8; i++ {
		if c.Dark(6, i) != (i%2 == 0) || c.Dark(i, 6) != (i%2 == 0) {
			t.Fatalf("timing at %d", i)
		}
	}
	if !c.Dark(n-8, 8) {
		t.Fatal("no dark module")
	}
	if c.Version >= 2 {
		a := n - 7
		for dr := -2; dr <= 2; dr++ {
			for dc := -2; dc <= 2; dc++ {
				if c.Dark(a+dr, a+dc) != (max(abs(dr), abs(dc)) != 1) {
					t.Fatalf("alignment at %d,%d", a+dr, a+dc)
				}
			}
		}
	}
	// The format information, both copies, most significant bit first.
	var f1, f2 int
	first := [][2]int{{8, 0}, {8, 1}, {8, 2}, {8, 3}, {8, 4}, {8, 5}, {8, 7}, {8, 8}, {7, 8}, {5, 8}, {4, 8}, {3, 8}, {2, 8}, {1, 8}, {0, 8}}
	for _, p := range first {
		f1 <<= 1
		if c.Dark(p[0], p[1]) {
			f1 |= 1
		}
	}
	for i := range 7 {
		f2 <<= 1
		if c.Dark(n-1-i, 8) {
			f2 |= 1
		}
	}
	for i := range 8 {
		f2 <<= 1
		if c.Dark(8, n-8+i) {
			f2 |= 1
		}
	}
	if f1 != f2 || f1 != Format(c.Level, c.Mask) {
		t.Fatalf("format %015b and %015b, want %015b", f1, f2, Format(c.Level, c.Mask))
	}
	level := map[int]Level{0b01: L, 0b00: M}[(f1^0x5412)>>13]
	mask := (f1 ^ 0x5412) >> 10 & 7
	// The data modules: all but the function patterns, the format and,
	// from version 2, the alignment pattern.
	function := func(r, k int) bool {
		switch {
		case r == 6 || k == 6:
			return true
		case r <= 8 && k <= 8, r <= 8 && k >= n-8, r >= n-8 && k <= 8:
			return true
		case c.Version >= 2 && abs(r-(n-7)) <= 2 && abs(k-(n-7)) <= 2:
			return true
		}
		return false
	}
	var bits []bool
	for right := n - 1; right > 0; right -= 2 {
		if right == 6 {
			right--
		}
		up := (n-1-right)/2%2 == 0
		if right < 6 {
			up = (n-2-right)/2%2 == 0
		}
		for v := range n {
			r := v
			if up {
				r = n - 1 - v
			}
			for _, k := range []int{right, right - 1} {
				if !function(r, k) {
					bits = append(bits, c.Dark(r, k) != masked(mask, r, k))
				}
			}
		}
	}
	b := blocksOf[c.Version][level]
	total := b.blocks * (b.data + b.ec)
	if len(bits) < total*8 || len(bits)-total*8 > 7 {
		t.Fatalf("%d data modules for %d codewords", len(bits), total)
	}
	words := make([]byte, total)
	for i := range total * 8 {
		if bits[i] {
			words[i/8] |= 0x80 >> (i % 8)
		}
	}
	var data []byte
	for i := range b.blocks {
		block := make([]byte, 0, b.data+b.ec)
		for j := range b.data {
			block = append(block, words[j*b.blocks+i])
		}
		for j := range b.ec {
			block = append(block, words[b.blocks*b.data+j*b.blocks+i])
		}
		for s, x := 0, byte(1); s < b.ec; s, x = s+1, gfMul(x, 2) {
			var y byte
			for _, w := range block {
				y = gfMul(y, x) ^ w
			}
			if y != 0 {
				t.Fatalf("block %d: syndrome %d is %d", i, s, y)
			}
		}
		data = append(data, block[:b.data]...)
	}
	if data[0]>>4 != 0b0100 {
		t.Fatalf("mode %04b", data[0]>>4)
	}
	count := int(data[0]&0xF)<<4 | int(data[1]>>4)
	var text []byte
	for i := range count {
		text = append(text, data[1+i]<<4|data[2+i]>>4)
	}
	if data[1+count]<<4 != 0 {
		t.Errorf("terminator %08b", data[1+count]<<4)
	}
	for i, p := range data[2+count:] {
		if p != []byte{0xEC, 0x11}[i%2] {
			t.Errorf("pad %d: %02X", i, p)
		}
	}
	return string(text)
}

// TestEncode: join addresses of every length up to version 6's capacity,
// at both levels, read back by read; the version is the smallest that
// holds the text; the mask is that of least penalty.
func TestEncode(t *testing.T) {
	base := "https://duplicata.fr/direct/K7P2QX"
	for _, l := range []Level{L, M} {
		for n := 1; n <= capacity(MaxVersion, l); n++ {
			text := strings.Repeat(base, 4)[:n]
			c, err := Encode(text, l)
			if err != nil {
				t.Fatalf("%s %d bytes: %v", l, n, err)
			}
			if got := read(t, c); got != text {
				t.Fatalf("%s: read %q, want %q", l, got, text)
			}
			if c.Level != l || n > capacity(c.Version, l) || c.Version > 1 && n <= capacity(c.Version-1, l) {
				t.Errorf("%d bytes at %s: version %d", n, l, c.Version)
			}
			for m := range 8 * min(1, n%7) { // the masks' penalties, for some lengths
				o := newCode(c.Version, l)
				f := o.functions()
				o.place(codewords(dataCodewords([]byte(text), c.Version, l), blocksOf[c.Version][l]), f)
				o.applyMask(m, f)
				o.Mask = m
				o.drawFormat()
				if o.penalty() < c.penalty() {
					t.Errorf("%q: mask %d (%d) below the chosen %d (%d)", text, m, o.penalty(), c.Mask, c.penalty())
				}
			}
		}
	}
	if got := []int{capacity(1, M), capacity(2, M), capacity(3, M), capacity(4, M), capacity(5, M), capacity(6, M), capacity(1, L), capacity(6, L)}; fmt.Sprint(got) != "[14 26 42 62 84 106 17 134]" {
		t.Errorf("capacities %v: the standard's Table 7 gives 14 26 42 62 84 106, 17 134", got)
	}
}

// TestPenalty: each rule on its own.
func TestPenalty(t *testing.T) {
	checker := func() *Code {
		c := newCode(1, M)
		for r := range c.Size {
			for k := range c.Size {
				c.set(r, k, (r+k)%2 == 0)
			}
		}
		return c
	}
	base := checker().penalty() // 221 of 441 dark: none of the rules
	if base != 0 {
		t.Fatalf("a checkerboard: %d", base)
	}
	c := checker()
	c.set(0, 1, true) // 0,0–0,2 dark: a run of three, no 2 × 2
	if p := c.penalty(); p != 0 {
		t.Errorf("a run of 3: %d", p)
	}
	c = checker()
	for k := 1; k < 7; k += 2 {
		c.set(10, k, true) // 10,0–10,6 dark
	}
	if p := c.penalty(); p != 3+2 {
		t.Errorf("a run of 7: %d, want 5", p)
	}
	c = checker()
	for r, d := range []bool{false, false, false, false, true, false, true, true, true, false, true} {
		c.set(r+10, 20, d) // rows 10–20 of the last column: 00001011101
	}
	if p := c.penalty(); p != 40+3 { // and 9,20 light: a light run of five
		t.Errorf("the finder-like pattern: %d", p)
	}
	c = checker()
	c.set(4, 5, true)
	c.set(5, 4, true) // with 4,4 and 5,5: a dark 2 × 2
	if p := c.penalty(); p != 3 {
		t.Errorf("a 2 × 2: %d, want 3", p)
	}
}

// TestTooLong: a text past version 6 is refused, with the limit.
func TestTooLong(t *testing.T) {
	_, err := Encode(strings.Repeat("x", 107), M)
	if e, ok := err.(*TooLongError); !ok || e.Max != 106 || e.Bytes != 107 {
		t.Errorf("%v", err)
	}
}

// TestSVG: a module a unit, the quiet zone around, one square per dark
// module.
func TestSVG(t *testing.T) {
	c, err := Encode("https://duplicata.fr/direct/K7P2QX", M)
	if err != nil {
		t.Fatal(err)
	}
	s := c.SVG(4)
	dark := 0
	for r := range c.Size {
		for k := range c.Size {
			if c.Dark(r, k) {
				dark++
			}
		}
	}
	w := c.Size + 8
	if !strings.HasPrefix(s, fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d"`, w, w)) || strings.Count(s, "h1v1h-1z") != dark || !strings.Contains(s, "M4 4h1v1h-1z") {
		t.Errorf("%d dark modules: %s", dark, s)
	}
}

// TestGolden: the modules of three addresses, each checked once by an
// outside decoder (zbarimg 0.23.92 read the text back from an 8-pixel
// rendering with a 4-module quiet zone): version 3-M mask 0, 3-L mask 7,
// 6-M mask 2 (four blocks interleaved). testdata/NAME.txt holds the text,
// then a row a line, # dark.
func TestGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		l    Level
	}{{"join-M", M}, {"join-L", L}, {"long-M", M}} {
		data, err := os.ReadFile("testdata/" + tc.name + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		text, rows, _ := strings.Cut(string(data), "\n")
		c, err := Encode(text, tc.l)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for r := range c.Size {
			for k := range c.Size {
				b.WriteByte(".#"[btoi(c.Dark(r, k))])
			}
			b.WriteByte('\n')
		}
		if b.String() != rows {
			t.Errorf("%s: version %d mask %d:\n%s\nwant\n%s", tc.name, c.Version, c.Mask, b.String(), rows)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestBlocks: ISO/IEC 18004 Table 9 for versions 1–6 at L and M: the
// codewords of each version, the error correction codewords and blocks.
func TestBlocks(t *testing.T) {
	total := [...]int{1: 26, 44, 70, 100, 134, 172}
	want := map[Level][7][2]int{ // error correction codewords, blocks
		L: {1: {7, 1}, {10, 1}, {15, 1}, {20, 1}, {26, 1}, {36, 2}},
		M: {1: {10, 1}, {16, 1}, {26, 1}, {36, 2}, {48, 2}, {64, 4}},
	}
	for v := 1; v <= MaxVersion; v++ {
		for _, l := range []Level{L, M} {
			b := blocksOf[v][l]
			if b.blocks*(b.data+b.ec) != total[v] || [2]int{b.blocks * b.ec, b.blocks} != want[l][v] {
				t.Errorf("version %d-%s: %+v", v, l, b)
			}
		}
	}
}
