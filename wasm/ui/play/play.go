// Package play is the play area as plain Go, shared by the solo and topping
// pages and tested without a browser: the tiles the player puts on the
// board this turn, the cursor and its direction (Placement), the rack as
// the placement leaves it (RackTiles), and the one keyboard handler over
// them (Placement.Key). It knows the board and the draw from the engine's
// game.State; it never checks a move: the worker does.
package play

import (
	"math/rand/v2"
	"slices"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/tile"
	"duplicata/wasm/ui/french"
)

// Placement is what the player is laying on the board this turn. Its JSON
// fields are part of the pages' saved sessions.
type Placement struct {
	Placed []game.Placed `json:"placed,omitempty"` // tiles put on the board this turn
	Cursor int           `json:"cursor"`           // the square the next letter goes on; -1: none
	Down   bool          `json:"down"`             // the cursor's direction
	// Order is the rack's order as the player arranged it (shuffled or
	// sorted): Order[i] is the index, in the draw's order, of the tile
	// shown i-th; nil for the draw's order.
	Order []int `json:"order,omitempty"`
	// Held is the rack tile tapped while no square was chosen, its index
	// in RackTiles plus one (0: none): the next free square tapped takes
	// it, so a tile goes down square first or tile first (Pick, Tap).
	Held int `json:"held,omitempty"`
	// Input is how the player points (a finger or a mouse), for the
	// messages of taps and clicks; the keys have their own.
	Input french.Input `json:"-"`
}

// Reset empties the placement for a new turn.
func (p *Placement) Reset() { p.Placed, p.Cursor, p.Down, p.Order, p.Held = nil, -1, false, nil, 0 }

// BoardTile is the tile on a square of the state's board, tile.Empty if none.
func BoardTile(st *game.State, sq int) tile.Tile {
	if st == nil || len(st.Board) != board.Size || sq < 0 || sq >= board.Size*board.Size {
		return tile.Empty
	}
	row := st.Board[sq/board.Size]
	if c := sq % board.Size; c < len(row) {
		t, err := board.ParseTile(rune(row[c]))
		if err == nil {
			return t
		}
	}
	return tile.Empty
}

// At is the index in Placed of the tile on sq, or -1.
func (p *Placement) At(sq int) int {
	for i, pl := range p.Placed {
		if pl.Square == sq {
			return i
		}
	}
	return -1
}

// Open reports whether sq is on the board and holds no tile, on the board
// or placed.
func (p *Placement) Open(st *game.State, sq int) bool {
	return sq >= 0 && sq < board.Size*board.Size && BoardTile(st, sq) == tile.Empty && p.At(sq) < 0
}

// Aim puts the cursor on sq; aiming at the cursor again turns it.
func (p *Placement) Aim(sq int) {
	if sq == p.Cursor {
		p.Down = !p.Down
		return
	}
	p.Cursor = sq
}

// Put places t on the cursor's square and moves the cursor on, over the
// tiles already there. It reports false when there is no free square
// under the cursor.
func (p *Placement) Put(st *game.State, t tile.Tile) bool {
	if !p.Open(st, p.Cursor) {
		return false
	}
	p.Placed = append(p.Placed, game.Placed{Square: p.Cursor, Tile: t})
	p.advance(st)
	return true
}

// advance moves the cursor to the next free square in its direction, or
// off (-1) at the edge.
func (p *Placement) advance(st *game.State) {
	for {
		p.stepOn()
		if p.Cursor < 0 || p.Open(st, p.Cursor) {
			return
		}
	}
}

// stepOn moves the cursor one square on in its direction, whatever the
// square holds, or off (-1) at the edge.
func (p *Placement) stepOn() {
	r, c := p.Cursor/board.Size, p.Cursor%board.Size
	if p.Down {
		r++
	} else {
		c++
	}
	if r >= board.Size || c >= board.Size {
		p.Cursor = -1
		return
	}
	p.Cursor = r*board.Size + c
}

// Undo takes back the last tile placed; the cursor goes back to its square.
func (p *Placement) Undo() {
	if n := len(p.Placed); n > 0 {
		p.Cursor = p.Placed[n-1].Square
		p.Placed = p.Placed[:n-1]
	}
}

// Clear takes back every tile placed; the cursor goes back to the first.
func (p *Placement) Clear() {
	if len(p.Placed) > 0 {
		p.Cursor = p.Placed[0].Square
	}
	p.Placed = nil
}

// Take removes the placed tile on sq, if any.
func (p *Placement) Take(sq int) bool {
	i := p.At(sq)
	if i < 0 {
		return false
	}
	p.Placed = append(p.Placed[:i], p.Placed[i+1:]...)
	return true
}

// Turn turns the cursor's direction, if there is a cursor.
func (p *Placement) Turn() bool {
	if p.Cursor < 0 {
		return false
	}
	p.Down = !p.Down
	return true
}

// Step moves the cursor one square along an arrow key's direction
// ("ArrowLeft" …), staying on the board; with no cursor it goes to the
// centre.
func (p *Placement) Step(arrow string) {
	if p.Cursor < 0 {
		p.Cursor = board.Centre
		return
	}
	r, c := p.Cursor/board.Size, p.Cursor%board.Size
	switch arrow {
	case "ArrowLeft":
		c = max(c-1, 0)
	case "ArrowRight":
		c = min(c+1, board.Size-1)
	case "ArrowUp":
		r = max(r-1, 0)
	case "ArrowDown":
		r = min(r+1, board.Size-1)
	}
	p.Cursor = r*board.Size + c
}

// RackTile is one tile of the draw as the rack shows it.
type RackTile struct {
	Letter tile.Letter // tile.Joker for a joker
	New    bool        // drawn this turn, not left from the last one
	Used   bool        // put on the board
	Held   bool        // tapped, waiting for a square (Placement.Held)
}

// RackTiles lists the draw's tiles, the leave first, marking those the
// placement uses.
func (p *Placement) RackTiles(st *game.State) []RackTile {
	if st == nil {
		return nil
	}
	d := st.Draw
	var out []RackTile
	for l := tile.Letter(1); l <= tile.NumLetters; l++ {
		for range d.Leave[l] {
			out = append(out, RackTile{Letter: l})
		}
	}
	for range d.Leave[tile.Joker] {
		out = append(out, RackTile{Letter: tile.Joker})
	}
	for _, l := range d.New {
		out = append(out, RackTile{Letter: l, New: true})
	}
	if len(p.Order) == len(out) {
		ordered := make([]RackTile, len(out))
		for i, j := range p.Order {
			if j < 0 || j >= len(out) {
				ordered = out
				break
			}
			ordered[i] = out[j]
		}
		out = ordered
	}
	for _, pl := range p.Placed {
		want := pl.Tile.RackLetter()
		for i := range out {
			if !out[i].Used && out[i].Letter == want {
				out[i].Used = true
				break
			}
		}
	}
	if h := p.Held - 1; h >= 0 && h < len(out) && !out[h].Used {
		out[h].Held = true
	}
	return out
}

// Free reports whether the rack has an unused tile of letter l.
func (p *Placement) Free(st *game.State, l tile.Letter) bool {
	for _, t := range p.RackTiles(st) {
		if !t.Used && t.Letter == l {
			return true
		}
	}
	return false
}

// drawOrder is the identity order of the draw's n tiles.
func drawOrder(n int) []int {
	o := make([]int, n)
	for i := range o {
		o[i] = i
	}
	return o
}

// Shuffle puts the rack in a new random order, as players shuffle their
// tiles to see other words.
func (p *Placement) Shuffle(st *game.State) {
	p.Held = 0
	n := len(p.drawTiles(st))
	if n < 2 {
		return
	}
	was := p.Order
	if len(was) != n {
		was = drawOrder(n)
	}
	o := slices.Clone(was)
	for slices.Equal(o, was) {
		rand.Shuffle(n, func(i, j int) { o[i], o[j] = o[j], o[i] })
	}
	p.Order = o
}

// Sort puts the rack in alphabetical order, the jokers last.
func (p *Placement) Sort(st *game.State) {
	p.Held = 0
	tiles := p.drawTiles(st)
	o := drawOrder(len(tiles))
	key := func(l tile.Letter) int {
		if l == tile.Joker {
			return tile.NumLetters + 1
		}
		return int(l)
	}
	slices.SortStableFunc(o, func(a, b int) int { return key(tiles[a].Letter) - key(tiles[b].Letter) })
	p.Order = o
}

// drawTiles is the draw's tiles in the draw's order.
func (p *Placement) drawTiles(st *game.State) []RackTile {
	q := Placement{}
	return q.RackTiles(st)
}
