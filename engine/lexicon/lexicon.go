// Package lexicon holds word lists compiled to a GADDAG: a minimised automaton
// stored as one flat array of arcs, made for move generation, word lookup and
// anagrams.
//
// Every word w of n letters is stored as the n strings rev(w[:i]) + Sep + w[i:]
// for i = 1..n-1, and rev(w) for i = n. Reading from any letter of a word
// leftwards, then the separator, then rightwards, spells a path: this is what
// lets the move generator grow words from an anchor square in both directions.
// The paths that never take the separator are the reversed words, a trie of
// their own used for lookups and anagrams.
//
// The automaton is one flat array of 32-bit arcs, in the manner of the KWG
// format of the fastest engines: a node is the index of its first arc, a node's
// arcs are contiguous and sorted by letter, and each arc holds its letter
// (bits 0–4; 0 is Sep), whether the path ending with it is a word (bit 5),
// whether it is its node's last arc (bit 6), and the index of its target node
// (bits 7–31). Index 0 is no node. Identical arc lists are stored once, and a
// list equal to the tail of a longer one is stored inside it.
package lexicon

import (
	"math/bits"
	"strings"

	"duplicata/engine/tile"
)

// Sep is the GADDAG separator, the letter code 0 on an arc.
const Sep = 0

// Node is a state of the automaton: the index of its first arc. The zero Node
// has no arcs.
type Node uint32

// Arc is one transition.
type Arc uint32

const (
	letterMask  = 1<<5 - 1
	acceptBit   = 1 << 5
	lastBit     = 1 << 6
	targetShift = 7
)

// Letter is the arc's letter, Sep or 1..26.
func (a Arc) Letter() tile.Letter { return tile.Letter(a & letterMask) }

// Accepts reports whether the path ending with this arc is accepted.
func (a Arc) Accepts() bool { return a&acceptBit != 0 }

// Last reports whether this is its node's last arc.
func (a Arc) Last() bool { return a&lastBit != 0 }

// Target is the node the arc leads to.
func (a Arc) Target() Node { return Node(a >> targetShift) }

// Lexicon is a compiled word list.
type Lexicon struct {
	Name  string   // a short name, such as "fr-libre"
	Words int      // number of distinct words
	Hash  [32]byte // ContentHash of the sorted word list

	// tab[i] holds arc i in its high 32 bits and, in its low 32 bits, the
	// set of letters of arcs i, i+1, … to the end of their node: for a
	// node, its letter set. The sets are derived at load time, not stored;
	// they turn a child lookup into a popcount and let a search skip a node
	// with none of the letters it may play. Interleaving them with the arcs
	// makes a lookup touch one cache line, not two. tab[0] is no node.
	tab  []uint64
	root Node

	multisets multisetFilter // built on first use
}

// newLexicon lays arcs out with their letter sets.
func newLexicon(arcs []Arc, root Node) *Lexicon {
	tab := make([]uint64, len(arcs))
	for i, a := range arcs {
		tab[i] = uint64(a) << 32
	}
	fillSets(tab)
	return &Lexicon{tab: tab, root: root}
}

// fillSets sets the low 32 bits of every entry of tab, whose arcs are in
// the high 32 bits: the letters of its arc and of the arcs after it in its
// node.
func fillSets(tab []uint64) {
	var next uint32
	for i := len(tab) - 1; i > 0; i-- {
		a := Arc(tab[i] >> 32)
		set := uint32(1) << a.Letter()
		if !a.Last() {
			set |= next
		}
		tab[i] |= uint64(set)
		next = set
	}
}

// Table exposes the automaton to move generators, which read it in their
// innermost loop: entry n holds Set(n) in its low 32 bits and Arc(n) in its
// high 32 bits. It must not be modified.
func (l *Lexicon) Table() []uint64 { return l.tab }

// Set returns the letters with an arc from n: bit c for letter c, bit 0 for
// Sep.
func (l *Lexicon) Set(n Node) uint32 { return uint32(l.tab[n]) }

// ArcOf returns n's arc for letter c, which must be in Set(n).
func (l *Lexicon) ArcOf(n Node, c tile.Letter) Arc {
	set := uint32(l.tab[n])
	return Arc(l.tab[uint32(n)+uint32(bits.OnesCount32(set&(1<<c-1)))] >> 32)
}

// Root is the start state.
func (l *Lexicon) Root() Node { return l.root }

// Arc returns the arc at index i; a node's arcs are at n, n+1, … up to the
// one marked Last.
func (l *Lexicon) Arc(i Node) Arc { return Arc(l.tab[i] >> 32) }

// Child follows the arc for letter c (Sep or 1..26) from n. It returns the
// target (0 if there is no such arc or it leads nowhere) and whether the path
// ending with c is accepted.
func (l *Lexicon) Child(n Node, c tile.Letter) (next Node, accepts bool) {
	if uint32(l.tab[n])&(1<<c) == 0 {
		return 0, false
	}
	a := l.ArcOf(n, c)
	return a.Target(), a.Accepts()
}

// Letters returns the set of letters with an arc from n (bit c for letter c,
// bit 0 for Sep), and the subset whose arc is accepting.
func (l *Lexicon) Letters(n Node) (set, accepting uint32) {
	if n == 0 {
		return 0, 0
	}
	for i := n; ; i++ {
		a := l.Arc(i)
		set |= 1 << a.Letter()
		if a.Accepts() {
			accepting |= 1 << a.Letter()
		}
		if a.Last() {
			return set, accepting
		}
	}
}

// ArcCount gives the automaton's size in arcs (4 bytes each).
func (l *Lexicon) ArcCount() int { return len(l.tab) }

// Contains reports whether word (letters A–Z, either case) is in the lexicon.
func (l *Lexicon) Contains(word string) bool {
	if len(word) < MinWordLen || len(word) > MaxWordLen {
		return false
	}
	n, ok := l.Root(), false
	for i := len(word) - 1; i >= 0; i-- {
		c := word[i] | 0x20 // lower case
		if c < 'a' || c > 'z' {
			return false
		}
		n, ok = l.Child(n, tile.Letter(c-'a'+1))
	}
	return ok
}

// ContainsLetters is Contains for a word given as letters 1..26.
func (l *Lexicon) ContainsLetters(word []tile.Letter) bool {
	if len(word) < MinWordLen || len(word) > MaxWordLen {
		return false
	}
	n, ok := l.Root(), false
	for i := len(word) - 1; i >= 0; i-- {
		c := word[i]
		if c < 1 || c > tile.NumLetters {
			return false
		}
		n, ok = l.Child(n, c)
	}
	return ok
}

// Anagrams returns, sorted, the words that use exactly the given letters;
// '?' is a joker that stands for any letter. Other characters are ignored.
func (l *Lexicon) Anagrams(letters string) []string {
	var count [tile.NumLetters + 1]int
	total := 0
	for _, r := range strings.ToUpper(letters) {
		if x, err := tile.ParseLetter(r); err == nil {
			count[x]++
			total++
		}
	}
	if total < MinWordLen || total > MaxWordLen {
		return nil
	}
	return l.anagrams(&count, total)
}
