package bag

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/bits"
)

// Rand is the game's random generator: xoshiro256** seeded by SplitMix64,
// written out here rather than taken from math/rand so that a seed gives
// the same draws on every platform and Go version, natively and in wasm
// (the package documentation states the algorithm exactly).
//
// Its state is four 64-bit words. It serialises as text (64 hex digits,
// so a JSON save holds a string that JavaScript cannot round) and as 32
// bytes. The zero Rand is usable and behaves as NewRand(0); a nil *Rand is
// not.
type Rand struct {
	s [4]uint64
}

// NewRand returns the generator for a seed (the game number).
func NewRand(seed uint64) *Rand {
	r := &Rand{}
	z := seed
	for i := range r.s {
		r.s[i] = splitMix64(&z)
	}
	return r
}

// splitMix64 advances a SplitMix64 state and returns its next output
// (Steele, Lea and Flood; the constants of Vigna's splitmix64.c).
func splitMix64(z *uint64) uint64 {
	*z += 0x9E3779B97F4A7C15
	x := *z
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9
	x = (x ^ (x >> 27)) * 0x94D049BB133111EB
	return x ^ (x >> 31)
}

// Uint64 returns the next 64 random bits (xoshiro256** 1.0, Blackman and
// Vigna).
func (r *Rand) Uint64() uint64 {
	s := &r.s
	if s[0]|s[1]|s[2]|s[3] == 0 {
		// An all-zero state is a fixed point of xoshiro: it would give 0
		// forever, and IntN would then never leave its rejection loop.
		// SplitMix64 never yields it, so only the zero Rand gets here.
		*r = *NewRand(0)
	}
	result := bits.RotateLeft64(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = bits.RotateLeft64(s[3], 45)
	return result
}

// IntN returns a uniformly random integer in [0, n), by Lemire's
// multiply-shift with rejection: the high word of Uint64()·n, drawn again
// while the low word falls below (2⁶⁴ − n) mod n, the few products that
// would make some results more likely than others. It consumes one Uint64
// almost always and more only on a rejection (probability below n/2⁶⁴).
// For n ≤ 0 it returns 0 and consumes nothing.
func (r *Rand) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	return int(r.uint64N(uint64(n)))
}

func (r *Rand) uint64N(n uint64) uint64 {
	hi, lo := bits.Mul64(r.Uint64(), n)
	if lo < n {
		thresh := -n % n // (2⁶⁴ − n) mod n, in 64-bit arithmetic
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), n)
		}
	}
	return hi
}

// stateLen is the size of the binary form: four big-endian words.
const stateLen = 4 * 8

// MarshalBinary writes the state as four big-endian 64-bit words.
func (r Rand) MarshalBinary() ([]byte, error) {
	b := make([]byte, 0, stateLen)
	for _, w := range r.s {
		b = binary.BigEndian.AppendUint64(b, w)
	}
	return b, nil
}

// UnmarshalBinary reads what MarshalBinary wrote.
func (r *Rand) UnmarshalBinary(b []byte) error {
	if len(b) != stateLen {
		return fmt.Errorf("bag: random state of %d bytes, want %d", len(b), stateLen)
	}
	var s [4]uint64
	for i := range s {
		s[i] = binary.BigEndian.Uint64(b[8*i:])
	}
	if s == [4]uint64{} {
		return fmt.Errorf("bag: random state is all zero, which no seed gives")
	}
	r.s = s
	return nil
}

// MarshalText writes the state as 64 lowercase hex digits: the binary form
// in hex.
func (r Rand) MarshalText() ([]byte, error) {
	b, _ := r.MarshalBinary()
	return hex.AppendEncode(nil, b), nil
}

// UnmarshalText reads what MarshalText wrote.
func (r *Rand) UnmarshalText(text []byte) error {
	if len(text) != 2*stateLen {
		return fmt.Errorf("bag: random state %q: %d characters, want %d hex digits", text, len(text), 2*stateLen)
	}
	b, err := hex.DecodeString(string(text))
	if err != nil {
		return fmt.Errorf("bag: random state %q: %v", text, err)
	}
	return r.UnmarshalBinary(b)
}
