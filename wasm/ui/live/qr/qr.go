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
