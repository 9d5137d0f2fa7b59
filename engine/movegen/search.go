// The search itself: from each anchor, through the lexicon's GADDAG, the
// part leftwards of the anchor then the part rightwards. This is the hot
// loop: it allocates nothing and keeps its state in the Generator's fields
// rather than in arguments or closures.

package movegen

import (
	"math/bits"

	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/tile"
)

// AllMoves returns every legal move for the rack: one line, contiguous with
// the tiles there, connected to them (covering H8 on the first move, played
// across), every word formed in the lexicon. A move placing one tile that
// forms words both ways is listed once, across. The slice is reused by the
// next call.
func (g *Generator) AllMoves(r tile.Rack, p Params) []board.Move {
	g.start(r, p, false)
	for d := range 2 {
		if d == down && g.empty {
			break
		}
		for sq := range board.Squares {
			if g.anchor[sq] {
				g.genAnchor(d, sq)
			}
		}
	}
	return g.moves
}

func (g *Generator) start(r tile.Rack, p Params, top bool) {
	g.rack = r
	g.jokers = r[tile.Joker]
	g.rackMask = 0
	n := 0
	for l := 1; l <= tile.NumLetters; l++ {
		if r[l] > 0 {
			g.rackMask |= 1 << l
		}
		n += int(r[l])
	}
	g.have = g.rackMask
	if r[tile.Joker] > 0 {
		g.have |= 1
	}
	n += int(r[tile.Joker])
	if r[tile.Joker] > 0 {
		g.rackMask = allLetters
	}
	g.params = p
	g.maxTiles = min(n, p.MaxTiles, board.Size)
	g.topMode = top
	g.best = 0
	g.moves = g.moves[:0]
}

// genAnchor generates the moves in direction d whose leftmost (topmost)
// anchor is sq.
func (g *Generator) genAnchor(d, sq int) {
	row, col := sq/board.Size, sq%board.Size
	g.dir = d
	if d == across {
		g.base, g.step, g.anc = row*board.Size, 1, col
	} else {
		g.base, g.step, g.anc = col, board.Size, row
	}
	g.leftTiles = g.anc > 0 && g.board.Sq[g.base+(g.anc-1)*g.step] != tile.Empty
	// A move on the anchor takes in the tiles just after it: read them
	// first, leftwards from the end of their run. They are forced letters,
	// so the automaton rules out most racks' letters on the anchor at once,
	// instead of after every left part has been tried.
	node, main := g.lex.Root(), 0
	g.pivot = g.anc
	for g.pivot+1 < board.Size && g.board.Sq[g.base+(g.pivot+1)*g.step] != tile.Empty {
		g.pivot++
	}
	for p := g.pivot; p > g.anc; p-- {
		t := g.board.Sq[g.base+p*g.step]
		if node, _ = g.lex.Child(node, t.Letter()); node == 0 {
			return
		}
		g.word[p], g.placed[p] = t, false
		main += t.Value()
	}
	g.left(g.anc, node, main, 1, 0, 0)
}

// arcOf is lexicon.ArcOf on the generator's own copy of the table.
func (g *Generator) arcOf(n lexicon.Node, c tile.Letter) lexicon.Arc {
	tab := g.tab
	return lexicon.Arc(tab[uint32(n)+uint32(bits.OnesCount32(uint32(tab[n])&(1<<c-1)))] >> 32)
}

// ways are the ways of putting letter c on a square holding t, as a bit set
// of options: the tile already there (bit 0), else a rack tile (bit 0) or a
// joker (bit 1) if c is in jokers.
func (g *Generator) ways(t tile.Tile, c tile.Letter, jokers uint32) uint32 {
	if t != tile.Empty {
		return 1
	}
	return g.have>>c&1 | jokers>>c&1<<1
}

// option is the choice-th way of putting letter c on a square holding t
// (see ways): v is what it adds to the main word, use the rack tile it
// takes.
func (g *Generator) option(t tile.Tile, c tile.Letter, choice, lm int) (tl tile.Tile, v int, use tile.Letter) {
	switch {
	case t != tile.Empty:
		return t, t.Value(), 0
	case choice == 0:
		return tile.Tile(c), tile.Values[c] * lm, c
	}
	return tile.Tile(c) | tile.BlankBit, 0, tile.Joker
}

// jokerUses is what a joker in the rack may stand for on the next square,
// given the letters allowed: in a top search, only letters the rack holds
// none of (see recordTwins).
func (g *Generator) jokerUses(allowed uint32) uint32 {
	if g.have&1 == 0 {
		return 0
	}
	if g.topMode {
		return allowed &^ g.have
	}
	return allowed
}

// put puts tile tl on position pos of the line — placed from the rack (use)
// when placed, else already there — and returns the running score.
func (g *Generator) put(pos int, tl tile.Tile, placed bool, use tile.Letter, v, wm, cs, main, mult, cross int) (m, mu, cr int) {
	m, mu, cr = main+v, mult, cross
	if placed {
		if g.rack[use]--; g.rack[use] == 0 {
			g.have &^= 1 << use
		}
		mu *= wm
		if cs >= 0 {
			cr += (cs + v) * wm
		}
	}
	g.word[pos], g.placed[pos] = tl, placed
	return m, mu, cr
}

// left places a letter at pos (at or before the anchor) choosing among the
// arcs of node, then goes on leftwards or turns right. The steps after a
// letter are written out in the loop rather than in a function of their own:
// calls are what a search like this spends most on, in WebAssembly above all.
func (g *Generator) left(pos int, node lexicon.Node, main, mult, cross, placed int) {
	g.visits++
	sq := g.base + pos*g.step
	t := g.board.Sq[sq]
	k := 0
	if !g.leftTiles {
		k = g.anc - pos
	}
	var todo uint32
	lm, wm, cs, np := 1, 1, -1, placed
	jokers := uint32(0)
	if t != tile.Empty {
		todo = uint32(g.tab[node]) & (1 << t.Letter())
	} else {
		if g.have&1 != 0 {
			allowed := allLetters
			if g.topMode {
				allowed = g.jokerLetters(k)
			}
			jokers = g.jokerUses(allowed)
		}
		todo = g.cross[g.dir][sq] & (g.have | jokers) & uint32(g.tab[node])
		lm, wm, cs, np = board.LetterMult[sq], board.WordMult[sq], int(g.csum[g.dir][sq]), placed+1
	}
	if todo == 0 {
		return
	}
	// Where the word may go on from here is the same for every letter.
	leftFree := pos == 0 || g.board.Sq[sq-g.step] == tile.Empty
	// Leftwards over tiles, or over empty squares that are not anchors: a
	// move covering another anchor further left is made from there.
	goLeft := pos > 0 && (!leftFree || np < g.maxTiles && !g.anchor[sq-g.step])
	// After the pivot the square is empty: a right part places a tile.
	turn := leftFree && g.pivot < board.Size-1 && np < g.maxTiles
	for ; todo != 0; todo &= todo - 1 {
		c := tile.Letter(bits.TrailingZeros32(todo))
		a := g.arcOf(node, c)
		next := a.Target()
		for ways := g.ways(t, c, jokers); ways != 0; ways &= ways - 1 {
			tl, v, use := g.option(t, c, bits.TrailingZeros32(ways), lm)
			m, mu, cr := g.put(pos, tl, t == tile.Empty, use, v, wm, cs, main, mult, cross)
			if leftFree && a.Accepts() {
				g.record(pos, g.pivot, m, mu, cr, np)
			}
			if next != 0 {
				if goLeft && (!leftFree || !g.topMode || int(g.leftMax[k+1]) >= g.best) {
					g.left(pos-1, next, m, mu, cr, np)
				}
				// Sep sorts first: if the node has it, it is its first arc.
				if e := g.tab[next]; turn && e&(1<<lexicon.Sep) != 0 && (!g.topMode || int(g.kBound[k]) >= g.best) {
					if sep := lexicon.Arc(e >> 32).Target(); sep != 0 {
						g.rightJoker = allLetters
						if g.topMode && int(g.kPlain[k]) < g.best {
							g.rightJoker = g.kJoker[k]
						}
						g.right(pos, g.pivot+1, sep, m, mu, cr, np)
					}
				}
			}
			if t == tile.Empty {
				g.rack[use]++
				g.have |= 1 << use
			}
		}
	}
}

// right places a letter at pos (after the anchor); start is where the word
// begins.
func (g *Generator) right(start, pos int, node lexicon.Node, main, mult, cross, placed int) {
	g.visits++
	sq := g.base + pos*g.step
	t := g.board.Sq[sq]
	var todo, jokers uint32
	lm, wm, cs, np := 1, 1, -1, placed
	if t != tile.Empty {
		todo = uint32(g.tab[node]) & (1 << t.Letter())
	} else {
		jokers = g.jokerUses(g.rightJoker)
		todo = g.cross[g.dir][sq] & (g.have | jokers) & uint32(g.tab[node])
		lm, wm, cs, np = board.LetterMult[sq], board.WordMult[sq], int(g.csum[g.dir][sq]), placed+1
	}
	if todo == 0 {
		return
	}
	last := pos == board.Size-1
	nextTile := !last && g.board.Sq[sq+g.step] != tile.Empty
	goRight := !last && (nextTile || np < g.maxTiles)
	for ; todo != 0; todo &= todo - 1 {
		c := tile.Letter(bits.TrailingZeros32(todo))
		a := g.arcOf(node, c)
		next := a.Target()
		for ways := g.ways(t, c, jokers); ways != 0; ways &= ways - 1 {
			tl, v, use := g.option(t, c, bits.TrailingZeros32(ways), lm)
			m, mu, cr := g.put(pos, tl, t == tile.Empty, use, v, wm, cs, main, mult, cross)
			if !nextTile && a.Accepts() {
				g.record(start, pos, m, mu, cr, np)
			}
			if next != 0 && goRight {
				g.right(start, pos+1, next, m, mu, cr, np)
			}
			if t == tile.Empty {
				g.rack[use]++
				g.have |= 1 << use
			}
		}
	}
}

// record keeps the move spanning positions first..last of the current line.
