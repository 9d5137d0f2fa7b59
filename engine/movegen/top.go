package movegen

import (
	"slices"

	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/tile"
)

// anchorBound is an anchor with an upper bound on the score of any move
// generated from it.
type anchorBound struct {
	bound int32
	dir   uint8
	sq    uint8
	slot  uint16 // where its bounds by left part are kept, in g.spans
}

// spanBounds are an anchor's bounds by left part, kept from the first pass.
type spanBounds struct {
	kBound  [tile.MaxRack]int32
	leftMax [tile.MaxRack + 1]int32
	kPlain  [tile.MaxRack]int32
	kJoker  [tile.MaxRack]uint32
}

// Top returns the best score for the rack and every move that reaches it
// (the top and its tied tops), or 0 and none when there is no legal move. The
// slice is reused by the next call.
//
// It searches best first: every anchor gets an upper bound on the scores it
// can give (a "shadow" move that fills the squares with the rack's values in
// the most favourable order, ignoring which words exist), anchors are
// searched by decreasing bound, and the search stops at the first anchor
// whose bound is below the best score found: none of the rest can reach it.
func (g *Generator) Top(r tile.Rack, p Params) (int, []board.Move) {
	g.start(r, p, true)
	g.sortValues()
	g.rackHash = 0
	for l := 1; l <= tile.NumLetters; l++ {
		g.rackHash += uint64(g.rack[l]) * lexicon.LetterKeys[l]
	}
	clear(g.bingoCache[:])
	g.realMask, g.maxReal = 0, 0
	for l := 1; l <= tile.NumLetters; l++ {
		if g.rack[l] > 0 {
			g.realMask |= 1 << l
			g.maxReal = max(g.maxReal, tile.Values[l])
		}
	}
	g.filter = g.lex.Multisets()
	n := 0
	for d := range 2 {
		if d == down && g.empty {
			break
		}
		for sq := range board.Squares {
			if g.anchor[sq] {
				if b := g.shadow(d, sq); b >= 0 {
					g.order[n] = anchorBound{int32(b), uint8(d), uint8(sq), uint16(n)}
					g.spans[n] = spanBounds{g.kBound, g.leftMax, g.kPlain, g.kJoker}
					n++
				}
			}
		}
	}
	order := g.order[:n]
	slices.SortFunc(order, func(x, y anchorBound) int { return int(y.bound - x.bound) })
	for _, a := range order {
		if int(a.bound) < g.best {
			break
		}
		sp := &g.spans[a.slot]
		g.kBound, g.leftMax, g.kPlain, g.kJoker = sp.kBound, sp.leftMax, sp.kPlain, sp.kJoker
		g.genAnchor(int(a.dir), int(a.sq))
	}
	if len(g.moves) == 0 {
		return 0, nil
	}
	return g.best, g.moves
}

// sortValues lists the rack's tile values, highest first.
func (g *Generator) sortValues() {
	n := 0
	for l := tile.NumLetters; l >= 0; l-- {
		for range g.rack[l] {
			g.vals[n] = tile.Values[l]
			n++
		}
	}
	g.nvals = n
	slices.SortFunc(g.vals[:n], func(a, b int) int { return b - a })
	for c := range g.fitFrom {
		j := 0
		for j < n && g.vals[j] > c {
			j++
		}
		g.fitFrom[c] = uint8(j)
	}
}
