package qr

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
