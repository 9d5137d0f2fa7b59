// The bounds of a top search: an upper bound on every anchor's moves
// (shadow) and on each left part, so that Top can search the best anchors
// first and drop the branches that cannot reach the best score.

package movegen

import (
	"math/bits"

	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/tile"
)

// shadow bounds the score of the moves generated from anchor sq in direction
// d, or returns -1 when no rack tile may go on the anchor. For each span of
// squares such a move could cover it takes the word multiplier of the span,
// gives each empty square its coefficient (its letter multiplier times the
// main word's multiplier plus, under a cross word, that square's word
// multiplier) and pairs the highest coefficients with the highest values.
//
// It also leaves bounds by left part in g.kBound and g.leftMax, which the
// search of this anchor uses to drop branches that cannot reach the best
// score: kBound[k] bounds the moves that use k empty squares before the
// anchor, leftMax[k] those that use k or more. kPlain[k] and kJoker[k] tell
// which letters a joker may stand for (see jokerLetters).
func (g *Generator) shadow(d, sq int) int {
	row, col := sq/board.Size, sq%board.Size
	base, step, a := row*board.Size, 1, col
	if d == down {
		base, step, a = col, board.Size, row
	}
	mask := g.rackMask
	if g.cross[d][sq]&mask == 0 {
		return -1
	}
	best := -1
	// Left parts: the tiles just before the anchor, or up to maxTiles-1
	// empty non-anchor squares.
	leftTiles, lefts := 0, 0
	leftHash := uint64(0)
	first := a
	for p := a - 1; p >= 0 && g.board.Sq[base+p*step] != tile.Empty; p-- {
		t := g.board.Sq[base+p*step]
		leftTiles += t.Value()
		leftHash += lexicon.LetterKeys[t.Letter()]
		first = p
	}
	if first == a {
		for p := a - 1; p >= 0 && lefts < g.maxTiles-1; p-- {
			s := base + p*step
			if g.anchor[s] || g.cross[d][s]&mask == 0 {
				break
			}
			lefts++
		}
	}
	// The letters the lexicon lets onto the anchor, given the tiles that
	// touch it in the line: the word starts with the run before it (a move
	// reaching further left is made from the anchor there) and goes on
	// through the run after it. Dead ends, common next to words already
	// played, are dropped here for the price of a few arcs.
	allowed := g.cross[d][sq] & mask
	if first < a {
		n := g.lex.Root()
		for p := a - 1; p >= first && n != 0; p-- {
			n, _ = g.lex.Child(n, g.board.Sq[base+p*step].Letter())
		}
		n, _ = g.lex.Child(n, lexicon.Sep)
		allowed &= g.lex.Set(n)
	}
	if a+1 < board.Size && g.board.Sq[base+(a+1)*step] != tile.Empty {
		e := a + 1
		for e+1 < board.Size && g.board.Sq[base+(e+1)*step] != tile.Empty {
			e++
		}
		n := g.lex.Root()
		for p := e; p > a && n != 0; p-- {
			n, _ = g.lex.Child(n, g.board.Sq[base+p*step].Letter())
		}
		allowed &= g.lex.Set(n)
	}
	if allowed == 0 {
		return -1
	}
	g.anchorCap = 0
	for set := allowed & g.realMask; set != 0; set &= set - 1 {
		g.anchorCap = max(g.anchorCap, tile.Values[bits.TrailingZeros32(set)])
	}
	var sh shadowSpan
	g.leftMax[lefts+1] = -1
	for k := 0; k <= lefts; k++ {
		start := first
		if k > 0 {
			start = a - k
		}
		// Adding a square never lowers the bound but for the bonus, so
		// only two kinds of span ends need a bound: the farthest one a move
		// could reach, and those whose tiles earn a bonus (it depends on
		// the board letters they take in, and a longer span may lose it).
		// First find the farthest.
		far, n := -1, k+1
		for end := a; ; end++ {
			if end > start && (end+1 >= board.Size || g.board.Sq[base+(end+1)*step] == tile.Empty) {
				far = end
			}
			if end+1 >= board.Size {
				break
			}
			s := base + (end+1)*step
			if g.board.Sq[s] != tile.Empty {
				continue
			}
			if n >= g.maxTiles || g.cross[d][s]&mask == 0 {
				break
			}
			n++
		}
		g.kBound[k], g.kPlain[k], g.kJoker[k] = -1, -1, 0
		if far < 0 {
			continue
		}
		// The farthest span can be impossible (more squares than fitting
		// tiles) where shorter ones are not: then every end is bounded.
		if g.boundSpans(&sh, d, base, step, a, start, far, leftTiles, leftHash, k, false) < 0 {
			g.boundSpans(&sh, d, base, step, a, start, far, leftTiles, leftHash, k, true)
		}
	}
	for k := lefts; k >= 0; k-- {
		g.leftMax[k] = max(g.leftMax[k+1], g.kBound[k])
	}
	best = max(best, int(g.leftMax[0]))
	return best
}

// boundSpans sets g.kBound[k] from the spans with k empty squares before
// anchor a, from start, ending at far at the latest: at every end when all
// is true, else at far and where the tiles placed earn a bonus. It returns
// the bound at far.
func (g *Generator) boundSpans(sh *shadowSpan, d, base, step, a, start, far, leftTiles int, leftHash uint64, k int, all bool) int {
	sh.reset()
	sh.tiles = leftTiles
	sh.hash = leftHash
	for p := start; p < a; p++ {
		if s := base + p*step; g.board.Sq[s] == tile.Empty {
			sh.add(s, g.csum[d][s], g.capOf(d, s))
		}
	}
	sh.add(base+a*step, g.csum[d][base+a*step], g.anchorCap)
	for end := a; ; end++ {
		if end == far {
			return g.boundSpan(sh, k)
		}
		if (all || sh.n < len(g.params.Bonus) && g.params.Bonus[sh.n] > 0) && end > start && g.board.Sq[base+(end+1)*step] == tile.Empty {
			g.boundSpan(sh, k)
		}
		s := base + (end+1)*step
		if t := g.board.Sq[s]; t != tile.Empty {
			sh.tiles += t.Value()
			sh.hash += lexicon.LetterKeys[t.Letter()]
			continue
		}
		sh.add(s, g.csum[d][s], g.capOf(d, s))
	}
}

// shadowSpan is the squares of a span under study.
type shadowSpan struct {
	n      int
	tiles  int // value of the tiles already in the span
	mult   int // the span's word multiplier
	lm, cw [tile.MaxRack]int
	caps   [tile.MaxRack]int
	cst    int    // the cross words' tiles, with their word multipliers
	hash   uint64 // multiset hash of the board letters in the span
	assign int    // the tiles' part of the bound, -2 until worked out for these squares
}

func (s *shadowSpan) reset() { s.n, s.tiles, s.mult, s.cst, s.assign = 0, 0, 1, 0, -2 }

// capOf is the highest value of a rack tile that may go on square sq.
func (g *Generator) capOf(d, sq int) int {
	if g.cross[d][sq] == allLetters {
		return g.maxReal
	}
	best := 0
	for set := g.cross[d][sq] & g.realMask; set != 0; set &= set - 1 {
		best = max(best, tile.Values[bits.TrailingZeros32(set)])
	}
	return best
}

func (s *shadowSpan) add(sq int, csum int32, cap int) {
	wm := board.WordMult[sq]
	s.caps[s.n] = cap
	s.lm[s.n] = board.LetterMult[sq]
	s.cw[s.n] = 0
	if csum >= 0 {
		s.cw[s.n] = wm
		s.cst += int(csum) * wm
	}
	s.mult *= wm
	s.n++
	s.assign = -2
}

// boundSpan bounds the span's score, counts it in the bounds for k empty
// squares before the anchor (kBound, kPlain, kJoker) and returns it, or -1
// when not even the best assignment fills the span.
//
// The tiles' part is the best assignment of rack values to squares when
// each square takes any value up to the best letter that fits it: squares
// by decreasing coefficient each take the highest value left that fits,
// which is optimal for such nested limits (swapping a higher fitting value
// onto a higher coefficient never loses).
func (g *Generator) boundSpan(s *shadowSpan, k int) int {
	if s.assign == -2 {
		s.assign = s.assignment(g)
	}
	if s.assign < 0 {
		return -1
	}
	b := s.tiles*s.mult + s.cst + s.assign
	g.kPlain[k] = max(g.kPlain[k], int32(b))
	if s.n < len(g.params.Bonus) && g.params.Bonus[s.n] > 0 {
		// With every rack tile placed the main word is the rack plus the
		// span's board letters: no such word, no bonus. With tiles left
		// over, which ones are used is not worked out.
		jokers := allLetters
		if s.n >= g.nvals {
			jokers = g.bingoLetters(s.hash)
		}
		if jokers != 0 {
			b += g.params.Bonus[s.n]
			g.kJoker[k] |= jokers
		}
	}
	g.kBound[k] = max(g.kBound[k], int32(b))
	return b
}

// assignment is the tiles' part of the bound, or -1.
func (s *shadowSpan) assignment(g *Generator) int {
	var coef, caps [tile.MaxRack]int
	for i := 0; i < s.n; i++ {
		c := s.lm[i] * (s.mult + s.cw[i])
		j := i
		for j > 0 && coef[j-1] < c {
			coef[j], caps[j] = coef[j-1], caps[j-1]
			j--
		}
		coef[j], caps[j] = c, s.caps[i]
	}
	b := 0
	free := uint32(1)<<g.nvals - 1 // the values not used yet, bit j for vals[j]
	for i := 0; i < s.n; i++ {
		fits := free >> g.fitFrom[caps[i]] << g.fitFrom[caps[i]]
		if fits == 0 {
			return -1
		}
		j := bits.TrailingZeros32(fits)
		free &^= 1 << j
		b += coef[i] * g.vals[j]
	}
	return b
}

// bingoLetters reports whether a word may be made of the whole rack and the
// board letters whose multiset hash is h: with one joker, the letters it may
// stand for in such a word, else all letters or none.
func (g *Generator) bingoLetters(h uint64) uint32 {
	e := &g.bingoCache[(h^h>>32)%uint64(len(g.bingoCache))]
	if e.valid && e.hash == h {
		return e.letters
	}
	letters := uint32(0)
	switch g.rack[tile.Joker] {
	case 0:
		if g.filter.Has(g.rackHash + h) {
			letters = allLetters
		}
	case 1:
		for l := 1; l <= tile.NumLetters; l++ {
			if g.filter.Has(g.rackHash + h + lexicon.LetterKeys[l]) {
				letters |= 1 << l
			}
		}
	default:
		letters = allLetters // two jokers: 351 probes would cost more than they save
	}
	*e = bingoEntry{hash: h, letters: letters, valid: true}
	return letters
}

type bingoEntry struct {
	hash    uint64
	letters uint32
	valid   bool
}

// jokerLetters is what a joker may stand for on a square of the left part k
// squares before the anchor, for a move that can still reach the best score:
// any letter if some left part of k squares or more may without the bonus,
// else only the letters that may make a word with the bonus.
func (g *Generator) jokerLetters(k int) uint32 {
	letters := uint32(0)
	// leftMax ends with -1 after the last left part, and best is never
	// below 0.
	for ; int(g.leftMax[k]) >= g.best; k++ {
		if int(g.kBound[k]) < g.best {
			continue
		}
		if int(g.kPlain[k]) >= g.best {
			return allLetters
		}
		letters |= g.kJoker[k]
	}
	return letters
}
