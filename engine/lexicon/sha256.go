package lexicon

import (
	"encoding/binary"
	"math/bits"
)

// sha256Digest is SHA-256 (FIPS 180-4) for ContentHash, in place of
// crypto/sha256: importing any package of crypto links Go's FIPS 140
// module, whose initialisers keep AES, SHA-3, SHA-512, HMAC and a DRBG in
// the program for their self-tests. The web app's app.wasm, which builds
// lexicons, was 220 KB (28 KB brotli) larger for it (docs/PERFORMANCE.md).
// The hash names a word list, it keeps no secret: nothing here needs to
// run in constant time. TestSHA256 and FuzzSHA256 hold it to crypto/sha256.
type sha256Digest struct {
	h   [8]uint32
	x   [64]byte // x[:nx]: the input after the last whole block
	nx  int
	len uint64 // bytes written
}

// sha256IV: the first 32 bits of the fractional parts of the square roots
// of the first 8 primes.
var sha256IV = [8]uint32{
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
}

// sha256K: the first 32 bits of the fractional parts of the cube roots of
// the first 64 primes.
var sha256K = [64]uint32{
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
}

func newSHA256() *sha256Digest { return &sha256Digest{h: sha256IV} }

// Write adds p to the hashed input; it never fails.
func (d *sha256Digest) Write(p []byte) (int, error) {
	n := len(p)
	d.len += uint64(n)
	if d.nx > 0 {
		c := copy(d.x[d.nx:], p)
		d.nx += c
		p = p[c:]
		if d.nx < len(d.x) {
			return n, nil
		}
		sha256Blocks(&d.h, d.x[:])
		d.nx = 0
	}
	if whole := len(p) &^ 63; whole > 0 {
		sha256Blocks(&d.h, p[:whole])
		p = p[whole:]
	}
	d.nx = copy(d.x[:], p)
	return n, nil
}

// Sum is the hash of what was written; d stays as it was.
func (d sha256Digest) Sum() [32]byte {
	// The padding: 0x80, zeros up to 56 bytes past a block's start, then
	// the input's length in bits, big-endian.
	var pad [64 + 8]byte
	pad[0] = 0x80
	n := 56 - int(d.len%64)
	if n <= 0 {
		n += 64
	}
	binary.BigEndian.PutUint64(pad[n:], d.len<<3)
	d.Write(pad[:n+8])
	var sum [32]byte
	for i, v := range d.h {
		binary.BigEndian.PutUint32(sum[4*i:], v)
	}
	return sum
}

// sha256Blocks hashes p, a whole number of 64-byte blocks, into h.
func sha256Blocks(h *[8]uint32, p []byte) {
	var w [64]uint32
	for ; len(p) >= 64; p = p[64:] {
		for i := range 16 {
			w[i] = binary.BigEndian.Uint32(p[4*i:])
		}
		for i := 16; i < 64; i++ {
			v2, v15 := w[i-2], w[i-15]
			s1 := bits.RotateLeft32(v2, -17) ^ bits.RotateLeft32(v2, -19) ^ v2>>10
			s0 := bits.RotateLeft32(v15, -7) ^ bits.RotateLeft32(v15, -18) ^ v15>>3
			w[i] = s1 + w[i-7] + s0 + w[i-16]
		}
		a, b, c, dd, e, f, g, hh := h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7]
		for i := range 64 {
			t1 := hh + (bits.RotateLeft32(e, -6) ^ bits.RotateLeft32(e, -11) ^ bits.RotateLeft32(e, -25)) +
				(e&f ^ ^e&g) + sha256K[i] + w[i]
			t2 := (bits.RotateLeft32(a, -2) ^ bits.RotateLeft32(a, -13) ^ bits.RotateLeft32(a, -22)) +
				(a&b ^ a&c ^ b&c)
			hh, g, f, e, dd, c, b, a = g, f, e, dd+t1, c, b, a, t1+t2
		}
		h[0] += a
		h[1] += b
		h[2] += c
		h[3] += dd
		h[4] += e
		h[5] += f
		h[6] += g
		h[7] += hh
	}
}
