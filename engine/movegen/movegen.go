// Package movegen finds every legal move for a board and a rack, and the top:
// the best score with every move that reaches it.
package movegen

import (
	"math/bits"

	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/tile"
)

// Params are the formula's limits on a move.
type Params struct {
	MaxTiles int         // the most tiles one move may place: 7, or 8 and 9 in 7 et 8 and 7-8-9
	Bonus    board.Bonus // the bonus by tiles placed
}

// The parameters of the formulas (§4.8.3).
var (
	Normal      = Params{MaxTiles: 7, Bonus: board.BonusSeven}
	SevenOf8    = Params{MaxTiles: 7, Bonus: board.BonusSeven}
	SevenAnd8   = Params{MaxTiles: 8, Bonus: board.BonusSevenEight}
	SevenEight9 = Params{MaxTiles: 9, Bonus: board.BonusNine}
)

const (
	across = 0
	down   = 1
	// allLetters is the cross set of a square with no perpendicular neighbour.
	allLetters = uint32(1<<(tile.NumLetters+1)) - 2
)

// Generator finds moves on one board. It keeps, for every empty square and
// both directions, the letters the perpendicular word allows there and that
// word's score, and updates them incrementally as moves are placed. A
// Generator is not safe for concurrent use; make one per goroutine.
type Generator struct {
	lex   *lexicon.Lexicon
	tab   []uint64 // lex.Table(), read directly in the search
	board board.Board
	empty bool // no tile on the board yet: the first move covers H8

	cross  [2][board.Squares]uint32 // letters allowed on an empty square, by direction of play
	csum   [2][board.Squares]int32  // value of the perpendicular word's tiles, -1 when there is none
	anchor [board.Squares]bool      // empty squares next to a tile (H8 on an empty board)

	// The search in progress.
	rack     tile.Rack
	rackMask uint32 // letters in the rack, bit c for letter c
	have     uint32 // bit c while the rack holds a tile c (bit 0 the joker), kept up to date by the search
	jokers   uint8  // jokers in the rack at the start
	params   Params
	maxTiles int
	dir      int
	base     int // board index of the line's first square
	step     int // 1 across, board.Size down
	anc      int // position of the anchor in the line
	word     [board.Size]tile.Tile
	placed   [board.Size]bool
	topMode  bool
	best     int
	moves    []board.Move
	vals     [tile.MaxRack]int // the rack's values, highest first
	nvals    int
	fitFrom  [16]uint8 // fitFrom[v] is the first of vals not above v (values go up to 10)
	order    [2 * board.Squares]anchorBound
	spans    [2 * board.Squares]spanBounds
	// Bounds for the anchor being searched in top mode (see shadow).
	leftMax    [tile.MaxRack + 1]int32
	kBound     [tile.MaxRack]int32
	kPlain     [tile.MaxRack]int32  // kBound without the bonus
	kJoker     [tile.MaxRack]uint32 // the letters a joker may stand for in a move with the bonus (see jokerLetters)
	rightJoker uint32               // the letters a joker may stand for in the right part under way
	leftTiles  bool                 // the anchor has tiles just before it
	pivot      int                  // the end of the tiles just after the anchor (the anchor if none): right parts start after it
	rackHash   uint64
	realMask   uint32 // the rack's letters, jokers not counted
	maxReal    int    // the highest value of a lettered tile in the rack
	anchorCap  int    // the highest value of a tile the lexicon lets onto the anchor under study
	filter     *lexicon.MultisetFilter
	bingoCache [64]bingoEntry
	visits     int // squares tried by searches so far: a measure of work that timing noise cannot blur
}

// New makes a generator for a lexicon, on an empty board.
func New(lex *lexicon.Lexicon) *Generator {
	g := &Generator{lex: lex, tab: lex.Table(), moves: make([]board.Move, 0, 1024)}
	g.SetBoard(&board.Board{})
	return g
}

// Visits counts the squares the generator's searches have tried so far, a
// machine-independent measure of their work for benchmarks.
func (g *Generator) Visits() int { return g.visits }

// Board returns the generator's board.
func (g *Generator) Board() *board.Board { return &g.board }

// SetBoard replaces the board and recomputes everything derived from it.
func (g *Generator) SetBoard(b *board.Board) {
	g.board = *b
	g.empty = b.IsEmpty()
	for i := range board.Squares {
		g.anchor[i] = false
		for d := range 2 {
			g.updateCross(d, i)
		}
	}
	if g.empty {
		g.anchor[board.Centre] = true
		return
	}
	for i, t := range g.board.Sq {
		if t != tile.Empty {
			g.markNeighbours(i)
		}
	}
}

// Place puts a move on the board and updates cross sets and anchors for the
// squares it touches.
func (g *Generator) Place(m *board.Move) {
	g.board.Place(m)
	if g.empty {
		g.empty = false
		g.anchor[board.Centre] = false
	}
	for i := 0; i < m.Len; i++ {
		if m.Placed&(1<<i) != 0 {
			sq := m.Square(i)
			g.anchor[sq] = false
			g.markNeighbours(sq)
		}
	}
	// A cross set changes only on the empty squares at the two ends of a
	// run of tiles that now holds a new tile.
	for i := 0; i < m.Len; i++ {
		if m.Placed&(1<<i) == 0 {
			continue
		}
		sq := m.Square(i)
		row, col := sq/board.Size, sq%board.Size
		for _, v := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			r, c := row, col
			for r >= 0 && r < board.Size && c >= 0 && c < board.Size && g.board.Sq[r*board.Size+c] != tile.Empty {
				r, c = r+v[0], c+v[1]
			}
			if r >= 0 && r < board.Size && c >= 0 && c < board.Size {
				// A vertical run changes what moves across may put there.
				d := across
				if v[0] == 0 {
					d = down
				}
				g.updateCross(d, r*board.Size+c)
			}
		}
	}
}

func (g *Generator) markNeighbours(sq int) {
	row, col := sq/board.Size, sq%board.Size
	for _, v := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		r, c := row+v[0], col+v[1]
		if r >= 0 && r < board.Size && c >= 0 && c < board.Size && g.board.Sq[r*board.Size+c] == tile.Empty {
			g.anchor[r*board.Size+c] = true
		}
	}
}

// updateCross recomputes what a move in direction d may put on square sq,
// given the tiles above and below it (left and right of it for d = down).
func (g *Generator) updateCross(d, sq int) {
	if g.board.Sq[sq] != tile.Empty {
		g.cross[d][sq], g.csum[d][sq] = 0, -1
		return
	}
	row, col := sq/board.Size, sq%board.Size
	dr, dc := 1, 0
	if d == down {
		dr, dc = 0, 1
	}
	// The runs of tiles before and after the square, nearest first.
	var before, after [board.Size]tile.Letter
	nb, na, sum := 0, 0, int32(0)
	for r, c := row-dr, col-dc; g.board.At(r, c) != tile.Empty; r, c = r-dr, c-dc {
		t := g.board.At(r, c)
		before[nb] = t.Letter()
		nb++
		sum += int32(t.Value())
	}
	for r, c := row+dr, col+dc; g.board.At(r, c) != tile.Empty; r, c = r+dr, c+dc {
		t := g.board.At(r, c)
		after[na] = t.Letter()
		na++
		sum += int32(t.Value())
	}
	if nb == 0 && na == 0 {
		g.cross[d][sq], g.csum[d][sq] = allLetters, -1
		return
	}
	g.csum[d][sq] = sum
	lex := g.lex
	set := uint32(0)
	if nb > 0 {
		// rev(before), Sep, then the square's letter and the run after.
		n := lex.Root()
		for i := 0; i < nb && n != 0; i++ {
			n, _ = lex.Child(n, before[i])
		}
		n, _ = lex.Child(n, lexicon.Sep)
		for i := n; n != 0; i++ {
			a := lex.Arc(i)
			m, ok := a.Target(), a.Accepts()
			for j := 0; j < na; j++ {
				m, ok = lex.Child(m, after[j])
			}
			if ok {
				set |= 1 << a.Letter()
			}
			if a.Last() {
				break
			}
		}
	} else {
		// rev(letter + after) = the run after read backwards, then the letter.
		n := lex.Root()
		for j := na - 1; j >= 0 && n != 0; j-- {
			n, _ = lex.Child(n, after[j])
		}
		_, set = lex.Letters(n)
	}
	g.cross[d][sq] = set &^ 1
}

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
func (g *Generator) record(first, last, main, mult, cross, placed int) {
	// A single tile forming words both ways is kept across only.
	if placed == 1 && g.dir == down && g.csum[down][g.base+g.anc*g.step] >= 0 {
		return
	}
	score := main*mult + cross
	if placed < len(g.params.Bonus) {
		score += g.params.Bonus[placed]
	}
	if g.topMode && g.rack[tile.Joker] < g.jokers && g.recordTwins(first, last) {
		return
	}
	if g.topMode {
		if score < g.best {
			return
		}
		if score > g.best {
			g.best = score
			g.moves = g.moves[:0]
		}
	}
	m := g.move(first, last)
	m.Score = score
	g.moves = append(g.moves, m)
}

// move builds the move spanning positions first..last of the current line.
func (g *Generator) move(first, last int) board.Move {
	var m board.Move
	if g.dir == across {
		m.Ref = board.Ref{Row: g.base / board.Size, Col: first}
	} else {
		m.Ref = board.Ref{Row: first, Col: g.base, Down: true}
	}
	m.Len = last - first + 1
	for i := first; i <= last; i++ {
		m.Word[i-first] = g.word[i]
		if g.placed[i] {
			m.Placed |= 1 << (i - first)
		}
	}
	return m
}

// recordTwins records a move in which a joker stands for a letter also
// placed as a real tile, with every other way of sharing those squares
// between the real tiles and the jokers, and reports whether there was such
// a letter.
//
// A top search lets a joker stand for a letter only once the rack has none
// of it left, so of the moves that share their squares and words this way it
// makes just one: the one with the real tiles first in the order it visits
// squares. The others can score more (a real tile on the better premium),
// so they are made here. What the rule leaves out for good is a joker
// standing for a letter the move leaves in the rack: the same move with the
// real tile scores more, so it is never a top.
func (g *Generator) recordTwins(first, last int) bool {
	// The squares of each letter played both ways, and how many jokers.
	var twins [2]struct {
		letter tile.Letter
		sq     [board.Size]int8
		n      int
		blanks int
	}
	nt := 0
	for i := first; i <= last; i++ {
		t := g.word[i]
		if !g.placed[i] || !t.IsBlank() {
			continue
		}
		c := t.Letter()
		j := 0
		for j < nt && twins[j].letter != c {
			j++
		}
		if j == nt {
			twins[nt].letter = c
			for k := first; k <= last; k++ {
				if g.placed[k] && g.word[k].Letter() == c {
					twins[nt].sq[twins[nt].n] = int8(k - first)
					twins[nt].n++
				}
			}
			nt++
		}
		twins[j].blanks++
	}
	// Keep only the letters that also have a real tile.
	k := 0
	for j := range nt {
		if twins[j].n > twins[j].blanks {
			twins[k] = twins[j]
			k++
		}
	}
	if k == 0 {
		return false
	}
	nt = k
	m := g.move(first, last)
	// Every choice of the jokers' squares, letter by letter: a joker count
	// of one or two, since the game has two.
	var choose func(j int)
	choose = func(j int) {
		if j == nt {
			m.Score = g.board.Score(&m, g.params.Bonus)
			if m.Score < g.best {
				return
			}
			if m.Score > g.best {
				g.best = m.Score
				g.moves = g.moves[:0]
			}
			g.moves = append(g.moves, m)
			return
		}
		tw := &twins[j]
		real := tile.Tile(tw.letter)
		for a := 0; a < tw.n; a++ {
			for b := a + 1; b <= tw.n; b++ {
				if tw.blanks == 1 && b != a+1 {
					break
				}
				if tw.blanks == 2 && b == tw.n {
					break
				}
				for x := 0; x < tw.n; x++ {
					m.Word[tw.sq[x]] = real
				}
				m.Word[tw.sq[a]] = real | tile.BlankBit
				if tw.blanks == 2 {
					m.Word[tw.sq[b]] = real | tile.BlankBit
				}
				choose(j + 1)
			}
		}
	}
	choose(0)
	return true
}
