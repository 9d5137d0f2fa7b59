// Package movegen finds every legal move for a board and a rack, and the top:
// the best score with every move that reaches it.
package movegen

import (
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
