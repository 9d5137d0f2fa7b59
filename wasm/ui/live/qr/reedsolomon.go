package qr

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
