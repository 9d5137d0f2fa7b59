// The automaton builder (Daciuk's algorithm over hash-consed arc lists)
// and the layout of the finished Lexicon.

package lexicon

import (
	"math/bits"
)

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
