// Package qr encodes a short text, such as a web address, as a QR code
// (ISO/IEC 18004): byte mode, versions 1 to 6 (up to 106 bytes at level M),
// error correction level L or M, the mask chosen by the standard's penalty
// rules. It is what the live projector needs to show its join address,
// and no more: no other mode, no version information (version 7 and up).
package qr

import "fmt"

// Level is an error correction level.
type Level int

// The levels: L restores about 7 % of the codewords, M about 15 %.
const (
	L Level = iota
	M
)

// formatBits are a level's two bits in the format information.
var formatBits = [...]int{L: 0b01, M: 0b00}

// block is a version's error correction structure at a level: blocks of
// data codewords each, each followed by ec codewords (ISO/IEC 18004
// Table 9; one group of blocks up to version 6 at L and M).
type block struct{ blocks, data, ec int }

var blocksOf = [7][2]block{
	1: {L: {1, 19, 7}, M: {1, 16, 10}},
	2: {L: {1, 34, 10}, M: {1, 28, 16}},
	3: {L: {1, 55, 15}, M: {1, 44, 26}},
	4: {L: {1, 80, 20}, M: {2, 32, 18}},
	5: {L: {1, 108, 26}, M: {2, 43, 24}},
	6: {L: {2, 68, 18}, M: {4, 27, 16}},
}

// MaxVersion is the largest version Encode makes.
const MaxVersion = 6

// Code is a QR code: its version, level and mask, and its modules.
type Code struct {
	Version int
	Level   Level
	Mask    int
	Size    int // modules a side: 17 + 4 × Version
	dark    []bool
}

// Dark reports whether the module at row, col (from 0, top left) is dark;
// outside the symbol (the quiet zone) it is light.
func (c *Code) Dark(row, col int) bool {
	if row < 0 || col < 0 || row >= c.Size || col >= c.Size {
		return false
	}
	return c.dark[row*c.Size+col]
}

// TooLongError is a text too long for version MaxVersion at its level.
type TooLongError struct {
	Bytes, Max int
	Level      Level
}

func (e *TooLongError) Error() string {
	return fmt.Sprintf("qr: a text of length %d, over the limit of level %s (%d)", e.Bytes, e.Level, e.Max)
}

func (l Level) String() string {
	switch l {
	case L:
		return "L"
	case M:
		return "M"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// capacity is how many bytes version v holds at level l in byte mode: the
// data codewords less the mode (4 bits) and the count (8 bits).
func capacity(v int, l Level) int {
	b := blocksOf[v][l]
	return (b.blocks*b.data*8 - 12) / 8
}

// Encode is text as the smallest QR code of level l that holds it, with
// the mask of least penalty.
func Encode(text string, l Level) (*Code, error) {
	if l != L && l != M {
		return nil, fmt.Errorf("qr: no level %d", int(l))
	}
	v := 1
	for v <= MaxVersion && len(text) > capacity(v, l) {
		v++
	}
	if v > MaxVersion {
		return nil, &TooLongError{Bytes: len(text), Max: capacity(MaxVersion, l), Level: l}
	}
	words := codewords(dataCodewords([]byte(text), v, l), blocksOf[v][l])
	var best *Code
	bestPenalty := 0
	for mask := range 8 {
		c := newCode(v, l)
		f := c.functions()
		c.place(words, f)
		c.applyMask(mask, f)
		c.Mask = mask
		c.drawFormat()
		if p := c.penalty(); best == nil || p < bestPenalty {
			best, bestPenalty = c, p
		}
	}
	return best, nil
}

// dataCodewords are the byte-mode segment of data, its terminator and the
// pad codewords, filling version v's data codewords at level l.
func dataCodewords(data []byte, v int, l Level) []byte {
	b := blocksOf[v][l]
	n := b.blocks * b.data
	var w bitWriter
	w.add(0b0100, 4) // byte mode
	w.add(len(data), 8)
	for _, x := range data {
		w.add(int(x), 8)
	}
	w.add(0, min(4, n*8-w.n)) // the terminator, shortened at the end
	w.add(0, (8-w.n%8)%8)
	for pad := 0; w.n < n*8; pad++ {
		w.add([]int{0xEC, 0x11}[pad%2], 8)
	}
	return w.bytes
}

type bitWriter struct {
	bytes []byte
	n     int // bits written
}

func (w *bitWriter) add(v, bits int) {
	for i := bits - 1; i >= 0; i-- {
		if w.n%8 == 0 {
			w.bytes = append(w.bytes, 0)
		}
		if v>>i&1 == 1 {
			w.bytes[w.n/8] |= 0x80 >> (w.n % 8)
		}
		w.n++
	}
}

// codewords splits data into blocks, adds each block's Reed–Solomon
// codewords, and interleaves them (ISO/IEC 18004 §7.6).
func codewords(data []byte, b block) []byte {
	gen := generator(b.ec)
	var blocks, ecs [][]byte
	for i := range b.blocks {
		d := data[i*b.data : (i+1)*b.data]
		blocks = append(blocks, d)
		ecs = append(ecs, remainder(d, gen))
	}
	var out []byte
	for i := range b.data {
		for _, d := range blocks {
			out = append(out, d[i])
		}
	}
	for i := range b.ec {
		for _, e := range ecs {
			out = append(out, e[i])
		}
	}
	return out
}

// gfMul multiplies in GF(2⁸) modulo x⁸ + x⁴ + x³ + x² + 1 (0x11D).
func gfMul(x, y byte) byte {
	var z byte
	for i := 7; i >= 0; i-- {
		hi := z >> 7
		z <<= 1
		if hi == 1 {
			z ^= 0x1D
		}
		if y>>i&1 == 1 {
			z ^= x
		}
	}
	return z
}

// generator is the Reed–Solomon generator polynomial of degree n, the
// product of (x − αⁱ) for i from 0 to n−1, its coefficients from the
// highest degree's down, the leading 1 left out.
func generator(n int) []byte {
	g := make([]byte, n)
	g[n-1] = 1
	root := byte(1)
	for range n {
		for j := range n {
			g[j] = gfMul(g[j], root)
			if j+1 < n {
				g[j] ^= g[j+1]
			}
		}
		root = gfMul(root, 2)
	}
	return g
}

// remainder is data times xⁿ modulo the generator gen: the error
// correction codewords.
func remainder(data, gen []byte) []byte {
	r := make([]byte, len(gen))
	for _, d := range data {
		f := d ^ r[0]
		copy(r, r[1:])
		r[len(r)-1] = 0
		for i, g := range gen {
			r[i] ^= gfMul(g, f)
		}
	}
	return r
}

func newCode(v int, l Level) *Code {
	size := 17 + 4*v
	return &Code{Version: v, Level: l, Size: size, dark: make([]bool, size*size)}
}

func (c *Code) set(row, col int, dark bool) { c.dark[row*c.Size+col] = dark }

// functions draws the function patterns — finders and their separators,
// timing, the alignment pattern, the dark module — and returns which
// modules they and the format information take.
func (c *Code) functions() []bool {
	n := c.Size
	f := make([]bool, n*n)
	mark := func(row, col int, dark bool) {
		c.set(row, col, dark)
		f[row*n+col] = true
	}
	for i := range n {
		mark(6, i, i%2 == 0)
		mark(i, 6, i%2 == 0)
	}
	finder := func(row, col int) { // the centre
		for dr := -4; dr <= 4; dr++ {
			for dc := -4; dc <= 4; dc++ {
				r, k := row+dr, col+dc
				if r < 0 || k < 0 || r >= n || k >= n {
					continue
				}
				d := max(abs(dr), abs(dc))
				mark(r, k, d != 2 && d != 4)
			}
		}
	}
	finder(3, 3)
	finder(3, n-4)
	finder(n-4, 3)
	if c.Version >= 2 {
		a := 4*c.Version + 10 // the one alignment pattern up to version 6
		for dr := -2; dr <= 2; dr++ {
			for dc := -2; dc <= 2; dc++ {
				mark(a+dr, a+dc, max(abs(dr), abs(dc)) != 1)
			}
		}
	}
	for i := range 9 { // the format information's places, drawn later
		f[8*n+i], f[i*n+8] = true, true
	}
	for i := range 8 {
		f[8*n+n-1-i], f[(n-1-i)*n+8] = true, true
	}
	mark(n-8, 8, true) // the dark module
	return f
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// place lays the codewords in the modules the function patterns leave,
// in two-module columns from the bottom right, up then down (§7.7.3).
func (c *Code) place(words []byte, f []bool) {
	n, i := c.Size, 0
	for right := n - 1; right >= 1; right -= 2 {
		if right == 6 {
			right = 5 // the vertical timing pattern
		}
		for vert := range n {
			for j := range 2 {
				col := right - j
				row := vert
				if (right+1)&2 == 0 {
					row = n - 1 - vert // upwards
				}
				if f[row*n+col] || i >= len(words)*8 {
					continue // the remainder bits stay light
				}
				c.set(row, col, words[i/8]>>(7-i%8)&1 == 1)
				i++
			}
		}
	}
}

// masked reports whether mask m inverts the module at row, col (§7.8.2).
func masked(m, row, col int) bool {
	i, j := row, col
	switch m {
	case 0:
		return (i+j)%2 == 0
	case 1:
		return i%2 == 0
	case 2:
		return j%3 == 0
	case 3:
		return (i+j)%3 == 0
	case 4:
		return (i/2+j/3)%2 == 0
	case 5:
		return i*j%2+i*j%3 == 0
	case 6:
		return (i*j%2+i*j%3)%2 == 0
	case 7:
		return ((i+j)%2+i*j%3)%2 == 0
	}
	return false
}

func (c *Code) applyMask(m int, f []bool) {
	for row := range c.Size {
		for col := range c.Size {
			if !f[row*c.Size+col] && masked(m, row, col) {
				c.dark[row*c.Size+col] = !c.dark[row*c.Size+col]
			}
		}
	}
}

// Format is the 15 bits of format information for level l and mask m:
// the 5 data bits, their BCH(15, 5) code, XORed with 101010000010010
// (§7.9.1).
func Format(l Level, m int) int {
	data := formatBits[l]<<3 | m
	rem := data
	for range 10 {
		rem = rem<<1 ^ (rem>>9)*0x537
	}
	return (data<<10 | rem) ^ 0x5412
}

// drawFormat draws the format information twice: around the top-left
// finder, and split beside the two others (§7.9.1, figure 25). Bit 14 is
// the most significant.
func (c *Code) drawFormat() {
	bits := Format(c.Level, c.Mask)
	bit := func(i int) bool { return bits>>i&1 == 1 }
	n := c.Size
	for i := range 6 {
		c.set(i, 8, bit(i))
	}
	c.set(7, 8, bit(6))
	c.set(8, 8, bit(7))
	c.set(8, 7, bit(8))
	for i := 9; i < 15; i++ {
		c.set(8, 14-i, bit(i))
	}
	for i := range 8 {
		c.set(8, n-1-i, bit(i))
	}
	for i := 8; i < 15; i++ {
		c.set(n-15+i, 8, bit(i))
	}
}

// penalty is the symbol's penalty by the standard's four rules (§7.8.3):
// runs of five or more modules of one colour in a row or column (3, and 1
// for each module more), 2 × 2 blocks of one colour (3 each), the finder's
// 1:1:3:1:1 pattern with four light modules on a side (40 each), and the
// dark modules' share away from half (10 for each 5 % step).
func (c *Code) penalty() int {
	n, p := c.Size, 0
	line := func(at func(i int) bool) {
		run := 1
		for i := 1; i <= n; i++ {
			if i < n && at(i) == at(i-1) {
				run++
				continue
			}
			if run >= 5 {
				p += 3 + run - 5
			}
			run = 1
		}
		// The last 11 modules as bits, dark 1, the latest lowest.
		window := 0
		for i := range n {
			window = window << 1 & 0x7FF
			if at(i) {
				window |= 1
			}
			if i >= 10 && (window == 0b10111010000 || window == 0b00001011101) {
				p += 40
			}
		}
	}
	for r := range n {
		line(func(i int) bool { return c.Dark(r, i) })
		line(func(i int) bool { return c.Dark(i, r) })
	}
	dark := 0
	for r := range n {
		for k := range n {
			if c.Dark(r, k) {
				dark++
			}
			if r+1 < n && k+1 < n {
				d := c.Dark(r, k)
				if c.Dark(r, k+1) == d && c.Dark(r+1, k) == d && c.Dark(r+1, k+1) == d {
					p += 3
				}
			}
		}
	}
	total := n * n
	p += (abs(dark*20-total*10)+total-1)/total*10 - 10
	return p
}
