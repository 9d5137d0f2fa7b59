package lexicon

import (
	"fmt"
	"math/bits"
)

// Build compiles a sorted list of distinct words in Scrabble form (as
// ReadWordList returns them) into a minimised GADDAG.
func Build(name string, words []string) (*Lexicon, error) {
	return BuildProgress(name, words, nil)
}

// Build phases, in the order BuildProgress reports them.
const (
	PhaseCheck  = "check"  // checking the words are in Scrabble form and sorted
	PhaseBuild  = "build"  // building the minimal automaton, one first letter at a time
	PhaseLayout = "layout" // laying the automaton out as one array of arcs
)

// BuildProgress is Build reporting its progress: progress, when not nil, is
// called with the phase and the fraction of the whole build done (0 to 1),
// a few hundred times in all. When it returns an error, the build stops and
// returns that error: this is how a user cancels an import.
func BuildProgress(name string, words []string, progress func(phase string, fraction float64) error) (*Lexicon, error) {
	if progress == nil {
		progress = func(string, float64) error { return nil }
	}
	if len(words) == 0 {
		return nil, ErrNoWords
	}
	if err := progress(PhaseCheck, 0); err != nil {
		return nil, err
	}
	// The words side by side in one array: the builder reads it in order
	// instead of chasing 400,000 strings around the heap.
	total := 0
	for i, w := range words {
		if !scrabbleForm(w) {
			return nil, fmt.Errorf("lexicon: word %d %q is not in Scrabble form", i+1, w)
		}
		if i > 0 && words[i-1] >= w {
			return nil, fmt.Errorf("lexicon: words not sorted and distinct at %d %q", i+1, w)
		}
		total += len(w)
	}
	text := make([]byte, 0, total)
	ends := make([]int32, len(words))
	for i, w := range words {
		text = append(text, w...)
		ends[i] = int32(len(text))
	}
	return buildText(name, text, ends, progress)
}

// buildText is BuildProgress once the words are checked: side by side in
// text, word i ending at ends[i].
func buildText(name string, text []byte, ends []int32, progress func(phase string, fraction float64) error) (*Lexicon, error) {
	// Fractions: checking 5 %, building 80 %, layout 15 %.
	if err := progress(PhaseBuild, 0.05); err != nil {
		return nil, err
	}
	// French lists make about one arc list for five letters: the table is
	// made big enough at once, not doubled five times on the way.
	b := newBuilder(len(text) / 5)
	// The part of the GADDAG after Sep is the words' own automaton: what
	// follows rev(p) + Sep is the set of endings of the words that start
	// with p, the state that p reaches in the minimal automaton of the
	// words (their DAWG). So that automaton is built first, in the same
	// hash-consing table, noting the state each prefix reaches; then only
	// the strings rev(p) + Sep (an arc straight to p's state) and rev(w)
	// are built. That is the same minimal automaton with about a third of
	// the states to freeze and look up.
	prefix := b.dawg(text, ends)
	// The places in text whose GADDAG string is not that of a place before
	// (a word shares its prefixes with the words before it: four strings
	// in five are such repeats), letter by letter (a counting sort), and
	// each place's index in its word, with lastLetter when it ends it:
	// each pass below reads its own letter's places, not the whole text,
	// and sorts only distinct strings.
	const lastLetter = 0x80
	var first [27]int32 // first['X'-'A']: where X's places start in places
	index := make([]uint8, len(text))
	start, prev := int32(0), []byte(nil)
	for _, end := range ends {
		w := text[start:end]
		shared := 0
		for shared < len(w) && shared < len(prev) && w[shared] == prev[shared] {
			shared++
		}
		for i := range w {
			if newString(i, len(w), shared, len(prev)) {
				first[w[i]-'A'+1]++
				index[start+int32(i)] = uint8(i)
			} else {
				index[start+int32(i)] = repeat
			}
		}
		index[end-1] |= lastLetter
		start, prev = end, w
	}
	for c := 1; c < len(first); c++ {
		first[c] += first[c-1]
	}
	places := make([]int32, first[26])
	fill := first
	for p, x := range text {
		if index[p] != repeat {
			places[fill[x-'A']] = int32(p)
			fill[x-'A']++
		}
	}
	// Every GADDAG string of every word, sorted, one first letter at a time:
	// the strings that start with a letter c are rev(w[:i]) + Sep (standing
	// for rev(w[:i]) + Sep + w[i:]) for each i < len(w) with w[i-1] = c, and
	// rev(w) when w ends with c; all of them sort after those of c-1, so the
	// automaton is built in one pass (Daciuk et al. 2000) without ever
	// holding all the strings.
	//
	// A string is held as a 16-byte key, symbols shifted by one so that 0
	// pads it: Sep is 1, letters 2..27. Keys compare as the strings do.
	var keys []key128
	for c := range 26 {
		keys = keys[:0]
		for _, p := range places[first[c]:first[c+1]] {
			i := index[p]
			last := i&lastLetter != 0
			i &^= lastLetter
			k := gaddagKey(text[p-int32(i):p+1], last)
			if !last {
				k.sep = prefix[p]
			}
			keys = append(keys, k)
		}
		sortKeys(keys, 1)
		var s [MaxWordLen + 1]byte
		for i, k := range keys {
			if i > 0 && k == keys[i-1] {
				continue
			}
			b.add(k.unpack(&s), k.sep)
		}
		if err := progress(PhaseBuild, min(0.05+0.80*float64(first[c+1])/float64(max(first[26], 1)), 0.85)); err != nil {
			return nil, err
		}
	}
	places, index, keys = nil, nil, nil
	if err := progress(PhaseLayout, 0.85); err != nil {
		return nil, err
	}
	lex := b.finish()
	lex.Name = name
	lex.Words = len(ends)
	lex.Hash = textHash(text, ends)
	if err := progress(PhaseLayout, 1); err != nil {
		return nil, err
	}
	return lex, nil
}

// repeat marks, in buildText's index, a place whose GADDAG string is one
// of a place before.
const repeat = 0x7f

// newString reports whether the GADDAG string of letter i of a word w of n
// letters is not that of a word before w, w sharing its first shared
// letters with prev, the word just before, of prevLen letters: that string
// is rev(w[:i+1]) + Sep, which the first word with that prefix and more
// letters gives, or rev(w) for the last letter.
func newString(i, n, shared, prevLen int) bool {
	if i == n-1 {
		return true
	}
	// prev has the same prefix w[:i+1], and its own Sep string for it
	// unless that prefix is prev whole.
	return !(i+1 < shared || i+1 == shared && shared < prevLen)
}

// textHash is ContentHash of the words side by side in text.
func textHash(text []byte, ends []int32) [32]byte {
	var h lineHash
	start := int32(0)
	for _, end := range ends {
		addLine(&h, text[start:end])
		start = end
	}
	return h.sum()
}

// scrabbleForm reports whether Normalize(w) is w: letters A–Z only, the
// right length. It is that test without Normalize's allocations.
func scrabbleForm(w string) bool {
	if len(w) < MinWordLen || len(w) > MaxWordLen {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

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

// The builder makes a minimal acyclic automaton from strings added in order
// and keeps nothing but that automaton and the last string's path.
//
// Frozen arc lists are hash-consed from their end: a list is its first arc
// and the list of the arcs after it, and each distinct (arc, rest) pair gets
// a number, its list id, once. Two states are equivalent exactly when their
// arc lists are equal, that is when they have the same list id, so a state
// is named by its list's id and the register of Daciuk's algorithm is the
// hash-consing table itself. The ids also name every tail of every list,
// which is what the layout shares. List 0 is the empty list: the state with
// no arcs.
type builder struct {
	// Arc of list id, packed (packArc), and the id of the list after it.
	head []uint32
	rest []uint32
	ids  consTable

	// The path of the last string added: path[d] holds the arcs of the
	// state at depth d, still open; the last arc of each leads to the
	// state at d+1.
	path  [MaxWordLen + 2][]uint32
	depth int
	last  []byte
}

// packArc packs an arc whose target is a list id: letter bits 0–4, accept
// bit 5, target from bit 6.
func packArc(c byte, accept bool, target uint32) uint32 {
	x := uint32(c) | target<<6
	if accept {
		x |= acceptBit
	}
	return x
}

// newBuilder makes a builder for about lists arc lists.
func newBuilder(lists int) *builder {
	lists = max(lists, 1<<14)
	b := &builder{head: make([]uint32, 1, lists), rest: make([]uint32, 1, lists)}
	// Below three quarters full (consTable.key) with room to spare.
	b.ids.init(1 << bits.Len(uint(2*lists)))
	return b
}

// add adds a string. When it ends with Sep, sep is the state the Sep arc
// leads to: the string stops there, its arc's target already known.
func (b *builder) add(s []byte, sep uint32) {
	p := 0
	for p < len(s) && p < len(b.last) && s[p] == b.last[p] {
		p++
	}
	b.minimise(p)
	b.last = append(b.last[:0], s...)
	if sep != 0 {
		s = s[:len(s)-1]
	}
	for _, c := range s[p:] {
		b.path[b.depth] = append(b.path[b.depth], uint32(c))
		b.depth++
		b.path[b.depth] = b.path[b.depth][:0]
	}
	if sep != 0 {
		b.path[b.depth] = append(b.path[b.depth], packArc(Sep, false, sep))
		return
	}
	// Strings are sorted and distinct, so s is never a prefix of the last one
	// and its final letter always got a new arc.
	arcs := b.path[b.depth-1]
	arcs[len(arcs)-1] |= acceptBit
}

// dawg builds the minimal automaton of the words (text, cut at ends), one
// symbol a letter (1..26), in the builder's table, and returns for each
// letter of text the state reached after it: prefix[j] is the state of
// w[:i] when j is the offset of w[i-1] (0 for a word's last letter). The
// builder is left empty for the GADDAG.
func (b *builder) dawg(text []byte, ends []int32) []uint32 {
	prefix := make([]uint32, len(text))
	// from[d]: the first word whose path holds the state at depth d.
	var from [MaxWordLen + 1]int
	starts := func(k int) int32 {
		if k == 0 {
			return 0
		}
		return ends[k-1]
	}
	freeze := func(keep, k int) {
		for d := b.depth; d > keep; d-- {
			id := b.freeze(b.path[d])
			arcs := b.path[d-1]
			arcs[len(arcs)-1] |= id << 6
			st := starts(from[d])
			for j := from[d]; j < k; j++ {
				if ends[j]-st > int32(d) {
					prefix[int(st)+d-1] = id
				}
				st = ends[j]
			}
		}
		b.depth = keep
	}
	var last []byte
	for k, end := range ends {
		w := text[starts(k):end]
		p := 0
		for p < len(w) && p < len(last) && w[p] == last[p] {
			p++
		}
		freeze(p, k)
		for _, c := range w[p:] {
			b.path[b.depth] = append(b.path[b.depth], uint32(c-'A'+1))
			b.depth++
			b.path[b.depth] = b.path[b.depth][:0]
			from[b.depth] = k
		}
		arcs := b.path[b.depth-1]
		arcs[len(arcs)-1] |= acceptBit
		last = w
	}
	freeze(0, len(ends))
	b.path[0] = b.path[0][:0]
	b.last = b.last[:0]
	return prefix
}

// minimise freezes the states of the last path below depth keep, deepest
// first, each becoming the id of its arc list.
func (b *builder) minimise(keep int) {
	for d := b.depth; d > keep; d-- {
		id := b.freeze(b.path[d])
		arcs := b.path[d-1]
		arcs[len(arcs)-1] |= id << 6
	}
	b.depth = keep
}

// freeze returns the id of an arc list given as letters and accept bits
// (packArc with target 0) whose targets are ids.
func (b *builder) freeze(arcs []uint32) uint32 {
	id := uint32(0)
	for j := len(arcs) - 1; j >= 0; j-- {
		k := uint64(arcs[j]) | uint64(id)<<32
		slot, found := b.ids.find(k)
		if found {
			id = b.ids.slots[slot].val
			continue
		}
		id = uint32(len(b.head))
		b.head = append(b.head, arcs[j])
		b.rest = append(b.rest, b.ids.key(slot, k, id))
	}
	return id
}

// consTable is an open-addressing hash table from (arc, rest id) pairs to
// list ids, which are never 0 for a pair.
// A slot holds its key and value side by side: a probe is one cache miss.
type consTable struct {
	slots []consSlot
	shift uint // 64 - log2(len(slots))
	n     int
}

type consSlot struct {
	key uint64
	val uint32
}

func (t *consTable) init(size int) {
	t.slots = make([]consSlot, size)
	t.shift = uint(64 - bits.Len(uint(size-1)))
	t.n = 0
}

// find returns the slot of k, or the empty slot where it would go.
func (t *consTable) find(k uint64) (slot int, found bool) {
	// Fibonacci hashing: the high bits of the product depend on every
	// bit of the key.
	mask := len(t.slots) - 1
	i := int((k * 0x9E3779B97F4A7C15) >> t.shift)
	for {
		s := &t.slots[i]
		if s.val == 0 {
			return i, false
		}
		if s.key == k {
			return i, true
		}
		i = (i + 1) & mask
	}
}

// key stores k with id in the empty slot that find gave and returns the rest
// id held in k, growing the table when it is three quarters full.
func (t *consTable) key(slot int, k uint64, id uint32) uint32 {
	t.slots[slot] = consSlot{k, id}
	t.n++
	if 4*t.n > 3*len(t.slots) {
		old := t.slots
		t.init(2 * len(old))
		for _, o := range old {
			if o.val != 0 {
				s, _ := t.find(o.key)
				t.slots[s] = o
				t.n++
			}
		}
	}
	return uint32(k >> 32)
}

// finish minimises the last path and lays the automaton out as one array of
// arcs, storing each distinct arc list once, inside a longer list when it is
// that list's tail.
func (b *builder) finish() *Lexicon {
	b.minimise(0)
	// The root is not merged with any other state, whatever its arcs.
	root := b.freeze(b.path[0])
	b.ids = consTable{}
	// The reachable states with arcs in breadth-first order from the root:
	// the first levels, which every search goes through, end up side by
	// side at the start of the array and stay in the cache. A list that is
	// the tail of one laid out before it is stored inside it.
	at := make([]uint32, len(b.head)) // position of a list, 0 until laid out
	seen := make([]bool, len(b.head))
	seen[root] = true
	queue := []uint32{root}
	next := uint32(1) // index 0 is no node
	for qi := 0; qi < len(queue); qi++ {
		s := queue[qi]
		if s != 0 && at[s] == 0 {
			at[s] = next
			for t := s; t != 0; t = b.rest[t] {
				if at[t] == 0 {
					at[t] = next
				}
				next++
			}
		}
		for t := s; t != 0; t = b.rest[t] {
			if target := b.head[t] >> 6; !seen[target] {
				seen[target] = true
				queue = append(queue, target)
			}
		}
	}
	seen = nil
	arcs := make([]Arc, next)
	for _, s := range queue {
		p := at[s]
		if s == 0 || arcs[p] != 0 {
			continue
		}
		for t := s; t != 0; t = b.rest[t] {
			h := b.head[t]
			x := Arc(h&(letterMask|acceptBit)) | Arc(at[h>>6])<<targetShift
			if b.rest[t] == 0 {
				x |= lastBit
			}
			arcs[p] = x
			p++
		}
	}
	return newLexicon(arcs, Node(at[root]))
}
