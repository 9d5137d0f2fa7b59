package lexicon

import (
	"sync"

	"duplicata/engine/tile"
)

// Multiset hashes let the top search ask in constant time whether some word
// is made of exactly a given multiset of letters: can this rack, with these
// letters of the board, make a bingo? The answer comes from a Bloom filter
// over every word's multiset: "no" is certain, "yes" may be wrong about one
// time in a hundred, which only makes a bound less tight.

// LetterKeys gives each letter a random 64-bit key; the hash of a multiset of
// letters is the sum of its letters' keys, so it can be built up and taken
// apart letter by letter.
var LetterKeys = func() [tile.NumLetters + 1]uint64 {
	var k [tile.NumLetters + 1]uint64
	x := uint64(0x9E3779B97F4A7C15)
	for i := range k {
		// splitmix64
		x += 0x9E3779B97F4A7C15
		z := x
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		k[i] = z ^ z>>31
	}
	k[0] = 0 // the joker is no letter
	return k
}()

const filterBits = 23 // 1 MiB: about 1 % false positives for fr-libre

type multisetFilter struct {
	once sync.Once
	f    MultisetFilter
}

// MultisetFilter answers whether some word is made of exactly a multiset of
// letters, given its hash.
type MultisetFilter struct {
	bits []uint64
}

// probes gives the two bits of a hash.
func probes(h uint64) (i, j uint64) {
	h *= 0xFF51AFD7ED558CCD
	h ^= h >> 29
	return h >> (64 - filterBits), (h >> (64 - 2*filterBits)) & (1<<filterBits - 1)
}

// Has reports whether some word may have exactly the letters whose hash (the
// sum of their LetterKeys) is h. False is certain; true is wrong about one
// time in a hundred.
func (f *MultisetFilter) Has(h uint64) bool {
	i, j := probes(h)
	return f.bits[i/64]&(1<<(i%64)) != 0 && f.bits[j/64]&(1<<(j%64)) != 0
}

func (f *MultisetFilter) add(h uint64) {
	i, j := probes(h)
	f.bits[i/64] |= 1 << (i % 64)
	f.bits[j/64] |= 1 << (j % 64)
}

// Multisets returns the lexicon's multiset filter, built on first use from
// the automaton (some tens of milliseconds for fr-libre).
func (l *Lexicon) Multisets() *MultisetFilter {
	m := &l.multisets
	m.once.Do(func() {
		f := &m.f
		f.bits = make([]uint64, 1<<filterBits/64)
		var walk func(n Node, h uint64, depth int)
		walk = func(n Node, h uint64, depth int) {
			for i := n; n != 0 && depth < MaxWordLen; i++ {
				a := l.Arc(i)
				if c := a.Letter(); c != Sep {
					hc := h + LetterKeys[c]
					if a.Accepts() {
						f.add(hc)
					}
					walk(a.Target(), hc, depth+1)
				}
				if a.Last() {
					return
				}
			}
		}
		walk(l.root, 0, 0)
	})
	return &m.f
}
