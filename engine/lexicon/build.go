package lexicon

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"slices"
)

// Build compiles a sorted list of distinct words in Scrabble form (as
// ReadWordList returns them) into a minimised GADDAG.
func Build(name string, words []string) (*Lexicon, error) {
	if len(words) == 0 {
		return nil, ErrNoWords
	}
	for i, w := range words {
		if n, reason := Normalize(w); reason != "" || n != w {
			return nil, fmt.Errorf("lexicon: word %d %q is not in Scrabble form", i+1, w)
		}
		if i > 0 && words[i-1] >= w {
			return nil, fmt.Errorf("lexicon: words not sorted and distinct at %d %q", i+1, w)
		}
	}
	// Every GADDAG string of every word, as letter codes, then sorted so the
	// automaton can be built and minimised in one pass (Daciuk et al. 2000).
	total := 0
	for _, w := range words {
		total += len(w) * (len(w) + 1)
	}
	buf := make([]byte, 0, total)
	strs := make([][]byte, 0, total/8)
	for _, w := range words {
		n := len(w)
		for i := 1; i <= n; i++ {
			start := len(buf)
			for j := i - 1; j >= 0; j-- {
				buf = append(buf, w[j]-'A'+1)
			}
			if i < n {
				buf = append(buf, Sep)
				for j := i; j < n; j++ {
					buf = append(buf, w[j]-'A'+1)
				}
			}
			strs = append(strs, buf[start:len(buf):len(buf)])
		}
	}
	slices.SortFunc(strs, bytes.Compare)
	b := newBuilder()
	for i, s := range strs {
		if i > 0 && bytes.Equal(s, strs[i-1]) {
			continue
		}
		b.add(s)
	}
	lex := b.finish()
	lex.Name = name
	lex.Words = len(words)
	lex.Hash = ContentHash(words)
	return lex, nil
}

// arc carries its own accepting flag: in a minimised automaton of this kind
// (a Mealy machine) two states merge when their arcs match, whatever the
// paths that reach them accept.
type arc struct {
	c      byte
	accept bool
	target int32
}

type state struct {
	arcs []arc
}

// builder makes a minimal acyclic automaton from strings added in order.
type builder struct {
	states   []state
	register map[string]int32
	path     []int32 // states along the last string added; path[0] is the root
	last     []byte
	key      []byte
}

func newBuilder() *builder {
	b := &builder{register: make(map[string]int32)}
	b.path = []int32{b.newState()}
	return b
}

func (b *builder) newState() int32 {
	b.states = append(b.states, state{})
	return int32(len(b.states) - 1)
}

func (b *builder) add(s []byte) {
	p := 0
	for p < len(s) && p < len(b.last) && s[p] == b.last[p] {
		p++
	}
	b.minimise(p)
	for _, c := range s[p:] {
		parent := b.path[len(b.path)-1]
		child := b.newState()
		b.states[parent].arcs = append(b.states[parent].arcs, arc{c: c, target: child})
		b.path = append(b.path, child)
	}
	// Strings are sorted and distinct, so s is never a prefix of the last one
	// and its final letter always got a new arc.
	parent := &b.states[b.path[len(b.path)-2]]
	parent.arcs[len(parent.arcs)-1].accept = true
	b.last = append(b.last[:0], s...)
}

// minimise replaces the states of the last path below depth keep by their
// registered equivalents, deepest first.
func (b *builder) minimise(keep int) {
	for d := len(b.path) - 1; d > keep; d-- {
		child := b.path[d]
		k := b.signature(child)
		parent := &b.states[b.path[d-1]]
		if same, ok := b.register[string(k)]; ok {
			parent.arcs[len(parent.arcs)-1].target = same
			b.states[child] = state{} // unreachable now
		} else {
			b.register[string(k)] = child
		}
	}
	b.path = b.path[:keep+1]
}

func (b *builder) signature(s int32) []byte {
	st := &b.states[s]
	b.key = b.listKey(b.key[:0], st.arcs)
	return b.key
}

// finish minimises the last path and lays the automaton out as one array of
// arcs, storing each distinct arc list once, inside a longer list when it is
// that list's tail.
func (b *builder) finish() *Lexicon {
	b.minimise(0)
	root := b.path[0]
	// The reachable states with arcs in breadth-first order from the root:
	// the first levels, which every search goes through, end up side by
	// side at the start of the array and stay in the cache. A list that is
	// the tail of one laid out before it is stored inside it.
	var lists []int32
	seen := make([]bool, len(b.states))
	seen[root] = true
	for queue := []int32{root}; len(queue) > 0; queue = queue[1:] {
		s := queue[0]
		if len(b.states[s].arcs) > 0 {
			lists = append(lists, s)
		}
		for _, a := range b.states[s].arcs {
			if !seen[a.target] {
				seen[a.target] = true
				queue = append(queue, a.target)
			}
		}
	}
	pos := make([]uint32, len(b.states))
	tails := make(map[string]uint32)
	next := uint32(1) // index 0 is no node
	var key []byte
	for _, s := range lists {
		arcs := b.states[s].arcs
		key = b.listKey(key[:0], arcs)
		if p, ok := tails[string(key)]; ok {
			pos[s] = p
			continue
		}
		pos[s] = next
		for j := range arcs {
			key = b.listKey(key[:0], arcs[j:])
			if _, ok := tails[string(key)]; !ok {
				tails[string(key)] = next + uint32(j)
			}
		}
		next += uint32(len(arcs))
	}
	arcs := make([]Arc, next)
	written := make([]bool, next)
	for _, s := range lists {
		p := pos[s]
		if written[p] {
			continue
		}
		list := b.states[s].arcs
		for j, a := range list {
			x := Arc(a.c) | Arc(pos[a.target])<<targetShift
			if a.accept {
				x |= acceptBit
			}
			if j == len(list)-1 {
				x |= lastBit
			}
			arcs[p+uint32(j)] = x
			written[p+uint32(j)] = true
		}
	}
	return newLexicon(arcs, Node(pos[root]))
}

func (b *builder) listKey(k []byte, arcs []arc) []byte {
	for _, a := range arcs {
		k = append(k, a.c)
		if a.accept {
			k = append(k, 1)
		} else {
			k = append(k, 0)
		}
		k = binary.LittleEndian.AppendUint32(k, uint32(a.target))
	}
	return k
}
