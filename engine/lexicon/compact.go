package lexicon

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"math/bits"

	"duplicata/engine/tile"
)

// The compact form is the compiled lexicon as the site ships it: the same
// automaton, arc for arc, laid out so that the server's generic compression
// (gzip, brotli) finds what the flat array hides. It has the header of
// format 1 (see WriteTo), with version 2 or 3, then:
//
//	runs     uint32, the number of arc lists (maximal runs ending with a
//	         Last arc) but the root's
//	refsLen  uint32, the length of refs
//	ranked   uint32, format 3 only: the number of nodes with a class
//	gapsLen  uint32, format 3 only: the length of gaps
//	flags    (arcs-1) bytes, arc i's letter | accept<<5 | last<<6 | next<<7
//	refs     refsLen bytes of uvarints, one for each arc without next
//	         (and, in format 3, not derived): 0 for no target, 1+r for the
//	         node of rank r
//	gaps     format 3 only: gapsLen bytes of uvarints, one for each node
//	         with a class, in order: its index less the previous one's
//	         (or 0)
//	classes  format 2: (arcs-1) bytes, node i's popularity class (0: no
//	         rank); format 3: ranked bytes, the classes of those nodes
//	crc      uint32, CRC-32 (IEEE) of everything before it
//
// The lists are laid out breadth first, so most arcs lead to a list seen
// for the first time, the next one in the array: their target is implied
// (next, one bit). The other targets are back-references, to ~110,000 nodes
// of very unequal popularity: each is numbered by its rank, the nodes sorted
// by class (about the log4 of their count of back-references, greatest
// first) then by index, so that popular nodes have small numbers and the
// numbering costs one small byte a node. (Finer classes, down to the exact
// counts, give larger files: the order by index inside a class keeps nodes
// that are referred to together close.)
//
// Format 3 leaves out most Sep targets, a seventh of the back-references
// and more of their cost, for they follow from the rest: the Sep arc of the
// state that rev(p) reaches leads to the state that p reaches in the words'
// own automaton (the part after Sep), which in a minimal automaton does not
// depend on the path that reached it. So the Sep arc of a state reached
// from the root along the letters a1 … ak (p = ak … a1, k ≥ 2) leads where
// a(k-1) … a1 leads from the Sep target of the root's child for ak (see
// sepTargets). Such an arc has the letter code derivedSep in its flags and
// nothing in refs; the writer uses it only where the rule gives the arc's
// own target, so any automaton, minimal or not, round-trips. Format 3 also
// gives the classes of the ranked nodes only, after the gaps between them:
// a fifth of the bytes of a class byte per arc, and less to compress.
const (
	CompactVersion = 3 // the compact form that WriteCompactTo writes
	compactV2      = 2 // the compact form before format 3
	nextBit        = 1 << 7
	derivedSep     = 27 // the letter code of a Sep arc whose target is derived
	maxClass       = 32
)

// WriteCompactTo writes the lexicon in its compact form (format 3), which
// Load reads as well as formats 1 and 2.
func (l *Lexicon) WriteCompactTo(w io.Writer) (int64, error) {
	return l.writeCompact(w, CompactVersion)
}

// writeCompact writes the compact form of the given version, 2 or 3.
func (l *Lexicon) writeCompact(w io.Writer, version uint16) (int64, error) {
	n := len(l.tab)
	arc := func(i int) Arc { return Arc(l.tab[i] >> 32) }
	var starts []Node // the runs' first arcs, in order, but the root's
	start := true
	for i := 1; i < n; i++ {
		if start && Node(i) != l.root {
			starts = append(starts, Node(i))
		}
		start = arc(i).Last()
	}
	// Which arcs take the implied target, and how often every other
	// target is referred to.
	next := make([]bool, n)
	k := 0
	for i := 1; i < n; i++ {
		if k < len(starts) && arc(i).Target() == starts[k] {
			next[i] = true
			k++
		}
	}
	// The Sep arcs whose target the reader can derive: not those of the
	// root's children, where the rule starts.
	derived := make([]bool, n)
	if version >= CompactVersion {
		kids := make(map[Node]bool)
		for i := l.root; ; i++ {
			kids[arc(int(i)).Target()] = true
			if arc(int(i)).Last() {
				break
			}
		}
		sepTargets(l.tab, l.root, func(x, t Node) bool {
			if !next[x] && !kids[x] && t != 0 && arc(int(x)).Target() == t {
				derived[x] = true
			}
			return true
		})
	}
	// How often every other target is referred to.
	count := make([]int, n)
	for i := 1; i < n; i++ {
		if t := arc(i).Target(); t != 0 && !next[i] && !derived[i] {
			count[t]++
		}
	}
	classes := make([]byte, n)
	for i, c := range count {
		if c > 0 {
			classes[i] = byte((bits.Len(uint(c)) + 1) / 2)
		}
	}
	rank := ranks(classes)
	buf := l.header(version, 16+3*n)
	buf = binary.LittleEndian.AppendUint32(buf, uint32(len(starts)))
	var refs []byte
	for i := 1; i < n; i++ {
		if next[i] || derived[i] {
			continue
		}
		if t := arc(i).Target(); t == 0 {
			refs = append(refs, 0)
		} else {
			refs = binary.AppendUvarint(refs, uint64(rank[t])+1)
		}
	}
	buf = binary.LittleEndian.AppendUint32(buf, uint32(len(refs)))
	// Format 3 gives the classes of the nodes with one only, after the
	// gaps between them.
	var gaps, ranked []byte
	if version >= CompactVersion {
		prev := 0
		for i, c := range classes {
			if c > 0 {
				gaps = binary.AppendUvarint(gaps, uint64(i-prev))
				ranked = append(ranked, c)
				prev = i
			}
		}
		buf = binary.LittleEndian.AppendUint32(buf, uint32(len(ranked)))
		buf = binary.LittleEndian.AppendUint32(buf, uint32(len(gaps)))
	}
	for i := 1; i < n; i++ {
		f := byte(arc(i) & (letterMask | acceptBit | lastBit))
		if next[i] {
			f |= nextBit
		}
		if derived[i] {
			f |= derivedSep
		}
		buf = append(buf, f)
	}
	buf = append(buf, refs...)
	if version >= CompactVersion {
		buf = append(buf, gaps...)
		buf = append(buf, ranked...)
	} else {
		buf = append(buf, classes[1:]...)
	}
	buf = binary.LittleEndian.AppendUint32(buf, crc32.ChecksumIEEE(buf))
	m, err := w.Write(buf)
	return int64(m), err
}

// ranks numbers the nodes with a class: greatest class first, then by
// index. rank[i] is node i's number; nodes without a class have none.
func ranks(classes []byte) []uint32 {
	var first [maxClass + 2]uint32 // first rank of each class, greatest first
	for _, c := range classes {
		if c > 0 {
			first[maxClass-int(c)+1]++
		}
	}
	for c := 1; c < len(first); c++ {
		first[c] += first[c-1]
	}
	rank := make([]uint32, len(classes))
	for i, c := range classes {
		if c > 0 {
			slot := maxClass - int(c)
			rank[i] = first[slot]
			first[slot]++
		}
	}
	return rank
}

// sepTargets walks the automaton from the root along letters, never Sep,
// depth first, up to MaxWordLen letters deep, and calls f(x, t) for every
// state x it reaches first at a depth of 2 or more that has a Sep arc, t the
// target that arc has in a minimal GADDAG whose root's children have the
// right Sep targets: for the path a1 … ak, where a(k-1) … a1 leads from the
// Sep target of the root's child for ak; 0 when there is no such path. It
// stops when f returns false. The sets of tab must be filled.
//
// The walk reads only letter arcs and the root's children's Sep arcs, so it
// takes the same path whatever the other Sep arcs hold.
func sepTargets(tab []uint64, root Node, f func(x, t Node) bool) {
	arc := func(i uint32) Arc { return Arc(tab[i] >> 32) }
	child := func(x Node, c tile.Letter) Node {
		set := uint32(tab[x])
		if set&(1<<c) == 0 {
			return 0
		}
		return arc(uint32(x) + uint32(bits.OnesCount32(set&(1<<c-1)))).Target()
	}
	var dawg [letterMask + 1]Node // the Sep target of the root's child for c
	for c := tile.Letter(1); c <= tile.NumLetters; c++ {
		if r := child(root, c); r != 0 {
			dawg[c] = child(r, Sep)
		}
	}
	seen := make([]uint64, len(tab)/64+1)
	var (
		next [MaxWordLen]uint32 // the next arc of the state at each depth, 0 once done
		path [MaxWordLen + 1]tile.Letter
	)
	next[0] = uint32(root)
	seen[root/64] |= 1 << (root % 64)
	for d := 0; d >= 0; {
		i := next[d]
		if i == 0 {
			d--
			continue
		}
		a := arc(i)
		next[d] = i + 1
		if a.Last() {
			next[d] = 0
		}
		x, c := a.Target(), a.Letter()
		if c == Sep || x == 0 || seen[x/64]&(1<<(x%64)) != 0 {
			continue
		}
		seen[x/64] |= 1 << (x % 64)
		k := d + 1
		path[k] = c
		if k >= 2 && uint32(tab[x])&1 != 0 {
			t := dawg[c]
			for j := k - 1; j >= 1 && t != 0; j-- {
				t = child(t, path[j])
			}
			if !f(x, t) {
				return
			}
		}
		if k < MaxWordLen {
			d = k
			next[d] = uint32(x)
		}
	}
}

// deriveSeps gives the pending Sep arcs of tab, whose sets are filled,
// their targets (see sepTargets); count is how many there are. It returns
// the index of one it cannot derive, or 0.
func deriveSeps(tab []uint64, root Node, pending []uint64, count int) Node {
	failed := Node(0)
	sepTargets(tab, root, func(x, t Node) bool {
		if pending[x/64]&(1<<(x%64)) == 0 {
			return true
		}
		if t == 0 {
			failed = x
			return false
		}
		pending[x/64] &^= 1 << (x % 64)
		tab[x] |= uint64(t) << (32 + targetShift)
		count--
		return count > 0
	})
	if failed != 0 || count == 0 {
		return failed
	}
	for w, bits64 := range pending {
		if bits64 != 0 {
			return Node(64*w + bits.TrailingZeros64(bits64))
		}
	}
	return 0
}

// compactHead is the size of the compact form's fields before the flags:
// runs and refsLen, and in format 3 the number of nodes with a class and the
// length of their gaps.
func compactHead(version uint16) int {
	if version >= CompactVersion {
		return 16
	}
	return 8
}

// rankClasses numbers the nodes of format 2, given a class byte each at
// offset at, as ranks does: ranked[r] is the node of rank r.
func rankClasses(classes []byte, at int) ([]uint32, error) {
	// Most nodes have no class: the loops skip eight zero bytes at a time.
	var first [maxClass + 2]uint32
	for i := 0; i < len(classes); i++ {
		if i+8 <= len(classes) && binary.LittleEndian.Uint64(classes[i:]) == 0 {
			i += 7
			continue
		}
		c := classes[i]
		if c > maxClass {
			return nil, &FormatError{int64(at + i), fmt.Sprintf("node %d has class %d", i+1, c), Malformed}
		}
		if c > 0 {
			first[maxClass-int(c)+1]++
		}
	}
	for c := 1; c < len(first); c++ {
		first[c] += first[c-1]
	}
	ranked := make([]uint32, first[maxClass+1])
	for i := 0; i < len(classes); i++ {
		if i+8 <= len(classes) && binary.LittleEndian.Uint64(classes[i:]) == 0 {
			i += 7
			continue
		}
		if c := classes[i]; c > 0 {
			slot := maxClass - int(c)
			ranked[first[slot]] = uint32(i + 1)
			first[slot]++
		}
	}
	return ranked, nil
}

// rankGaps numbers the nodes of format 3, given as gaps (at gapsAt) from
// node 0 and their classes (at classesAt), in a table of n arcs: ranked[r]
// is the node of rank r.
func rankGaps(gaps, classes []byte, n, gapsAt, classesAt int) ([]uint32, error) {
	bad := func(off int, format string, args ...any) ([]uint32, error) {
		return nil, &FormatError{int64(off), fmt.Sprintf(format, args...), Malformed}
	}
	var first [maxClass + 2]uint32
	for k, c := range classes {
		if c == 0 || c > maxClass {
			return bad(classesAt+k, "node %d of %d has class %d", k+1, len(classes), c)
		}
		first[maxClass-int(c)+1]++
	}
	for c := 1; c < len(first); c++ {
		first[c] += first[c-1]
	}
	ranked := make([]uint32, len(classes))
	node, g := 0, 0
	for k, c := range classes {
		var v uint64
		var m int
		if g < len(gaps) && gaps[g] < 0x80 {
			v, m = uint64(gaps[g]), 1
		} else {
			v, m = binary.Uvarint(gaps[g:])
		}
		if m <= 0 {
			return bad(gapsAt+g, "node %d of %d: gap truncated or too long", k+1, len(classes))
		}
		if v == 0 || v >= uint64(n-node) {
			return bad(gapsAt+g, "node %d of %d: a gap of %d from %d, in %d arcs", k+1, len(classes), v, node, n)
		}
		node += int(v)
		g += m
		slot := maxClass - int(c)
		ranked[first[slot]] = uint32(node)
		first[slot]++
	}
	if g != len(gaps) {
		return bad(gapsAt+g, "%d bytes of gaps left over", len(gaps)-g)
	}
	return ranked, nil
}

// loadCompact reads the body of a format 2 or 3 file from off, just after
// the content hash, into a table of n arcs; data's CRC has been checked.
// The Sep arcs of format 3 whose target is to be derived are left with none
// and marked in pending, which is nil when there are none.
func loadCompact(data []byte, off, n int, root Node, version uint16) (tab, pending []uint64, derived int, err error) {
	bad := func(off int, format string, args ...any) ([]uint64, []uint64, int, error) {
		return nil, nil, 0, &FormatError{int64(off), fmt.Sprintf(format, args...), Malformed}
	}
	head := compactHead(version)
	if len(data) < off+head+n-1+4 {
		return bad(off, "truncated: %d arcs do not fit a file of %d bytes", n, len(data))
	}
	runs := int(binary.LittleEndian.Uint32(data[off:]))
	refsLen := int(binary.LittleEndian.Uint32(data[off+4:]))
	if runs >= n {
		return bad(off, "%d lists for %d arcs", runs, n)
	}
	// Format 2: a class byte for every node; format 3: the nodes with a
	// class, as gaps, then their classes.
	nodes, gapsLen := n-1, 0
	if version >= CompactVersion {
		nodes = int(binary.LittleEndian.Uint32(data[off+8:]))
		gapsLen = int(binary.LittleEndian.Uint32(data[off+12:]))
	}
	flagsAt := off + head
	flags := data[flagsAt : flagsAt+n-1]
	refsAt := flagsAt + n - 1
	if refsLen > len(data) || nodes > len(data) || gapsLen > len(data) ||
		len(data) != refsAt+refsLen+gapsLen+nodes+4 {
		return bad(off+4, "%d bytes of targets, %d of gaps and %d classes do not fit a file of %d bytes",
			refsLen, gapsLen, nodes, len(data))
	}
	refs := data[refsAt : refsAt+refsLen]
	gapsAt := refsAt + refsLen
	classesAt := gapsAt + gapsLen
	classes := data[classesAt : classesAt+nodes]
	var ranked []uint32
	if version >= CompactVersion {
		ranked, err = rankGaps(data[gapsAt:classesAt], classes, n, gapsAt, classesAt)
	} else {
		ranked, err = rankClasses(classes, classesAt)
	}
	if err != nil {
		return nil, nil, 0, err
	}
	tab = make([]uint64, n)
	// The arcs with the next bit lead to the runs' first arcs in order,
	// the root's run left out: cur scans ahead for them.
	cur, r, lasts := 0, 0, 0
	arcs := tab[1:]
	for i, f := range flags {
		if f&letterMask == derivedSep && version >= CompactVersion {
			if f&nextBit != 0 {
				return bad(flagsAt+i, "arc %d: a derived Sep target and the next list", i+1)
			}
			if pending == nil {
				pending = make([]uint64, n/64+1)
			}
			pending[(i+1)/64] |= 1 << ((i + 1) % 64)
			derived++
			if f&lastBit != 0 {
				lasts++
			}
			arcs[i] = uint64(f&(acceptBit|lastBit)) << 32
			continue
		}
		if f&letterMask > 26 {
			return bad(flagsAt+i, "arc %d has letter %d", i+1, f&letterMask)
		}
		if f&lastBit != 0 {
			lasts++
		}
		var t uint32
		if f&nextBit != 0 {
			if cur < len(flags) && Node(cur+1) == root {
				for cur < len(flags) && flags[cur]&lastBit == 0 {
					cur++
				}
				cur++
			}
			if cur >= len(flags) {
				return bad(flagsAt+i, "arc %d leads to a list past the last", i+1)
			}
			t = uint32(cur + 1)
			for cur < len(flags) && flags[cur]&lastBit == 0 {
				cur++
			}
			cur++
		} else {
			// Uvarint, its one- and two-byte cases inline.
			var v uint64
			var m int
			switch {
			case r < len(refs) && refs[r] < 0x80:
				v, m = uint64(refs[r]), 1
			case r+1 < len(refs) && refs[r+1] < 0x80:
				v, m = uint64(refs[r]&0x7f)|uint64(refs[r+1])<<7, 2
			default:
				v, m = binary.Uvarint(refs[r:])
			}
			if m <= 0 {
				return bad(refsAt+r, "arc %d: target truncated or too long", i+1)
			}
			if v > uint64(len(ranked)) {
				return bad(refsAt+r, "arc %d: rank %d of %d", i+1, v-1, len(ranked))
			}
			if v > 0 {
				t = ranked[v-1]
			}
			r += m
		}
		arcs[i] = uint64(uint32(f&^nextBit)|t<<targetShift) << 32
	}
	if flags[n-2]&lastBit == 0 {
		return bad(flagsAt+n-2, "the last arc does not end its node")
	}
	if root == 1 || flags[root-2]&lastBit != 0 {
		lasts-- // the root's run
	}
	if lasts != runs {
		return bad(off, "%d lists, the file says %d", lasts, runs)
	}
	if r != len(refs) {
		return bad(refsAt+r, "%d bytes of targets left over", len(refs)-r)
	}
	return tab, pending, derived, nil
}
