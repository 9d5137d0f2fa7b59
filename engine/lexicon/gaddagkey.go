// The GADDAG strings as Build sorts them: packed in 128 bits, compared and
// radix-sorted without allocating one string per place.

package lexicon

// key128 is a GADDAG string of up to 16 symbols, one byte each, big-endian,
// and, when it ends with Sep, the state that Sep leads to.
type key128 struct {
	hi, lo uint64
	sep    uint32
}

// gaddagKey is rev(p) + Sep, or rev(p) alone when p is a whole word
// (last).
func gaddagKey(p []byte, last bool) key128 {
	var s [16]byte
	k := 0
	for j := len(p) - 1; j >= 0; j-- {
		s[k] = p[j] - 'A' + 2
		k++
	}
	if !last {
		s[k] = Sep + 1
	}
	var x key128
	for j := range 8 {
		x.hi = x.hi<<8 | uint64(s[j])
		x.lo = x.lo<<8 | uint64(s[8+j])
	}
	return x
}

// sym returns the key's symbol at position d (0 to 15).
func (x key128) sym(d int) byte {
	if d < 8 {
		return byte(x.hi >> (56 - 8*d))
	}
	return byte(x.lo >> (56 - 8*(d-8)))
}

func (x key128) less(y key128) bool {
	return x.hi < y.hi || x.hi == y.hi && x.lo < y.lo
}

// sortKeys sorts keys that share their first d symbols: an MSD radix sort on
// the 28 symbol values (0 pads, Sep, the letters), in place (American flag
// sort), with insertion sort for short runs. GADDAG strings share long
// prefixes, which a comparison sort compares again and again.
func sortKeys(keys []key128, d int) {
	for {
		if len(keys) < 24 {
			for i := 1; i < len(keys); i++ {
				for j := i; j > 0 && keys[j].less(keys[j-1]); j-- {
					keys[j], keys[j-1] = keys[j-1], keys[j]
				}
			}
			return
		}
		if d == 16 {
			return
		}
		var count [32]int
		for _, k := range keys {
			count[k.sym(d)]++
		}
		if count[keys[0].sym(d)] == len(keys) {
			if keys[0].sym(d) == 0 {
				return // all ended: equal
			}
			d++
			continue
		}
		var start, next [32]int
		n := 0
		for v := range count {
			start[v] = n
			next[v] = n
			n += count[v]
		}
		for v := range count {
			end := start[v] + count[v]
			for next[v] < end {
				i := next[v]
				s := keys[i].sym(d)
				if int(s) == v {
					next[v]++
					continue
				}
				j := next[s]
				next[s]++
				keys[i], keys[j] = keys[j], keys[i]
			}
		}
		// Symbol 0: keys that ended, all equal. Recurse on the others.
		for v := 1; v < len(count); v++ {
			if count[v] > 1 {
				sortKeys(keys[start[v]:start[v]+count[v]], d+1)
			}
		}
		return
	}
}

// unpack writes the key's symbols (Sep 0, letters 1..26) into s and returns
// them.
func (x key128) unpack(s *[MaxWordLen + 1]byte) []byte {
	n := 0
	for j := 56; j >= 0; j -= 8 {
		c := byte(x.hi >> j)
		if c == 0 {
			return s[:n]
		}
		s[n] = c - 1
		n++
	}
	for j := 56; j >= 0; j -= 8 {
		c := byte(x.lo >> j)
		if c == 0 {
			return s[:n]
		}
		s[n] = c - 1
		n++
	}
	return s[:n]
}
