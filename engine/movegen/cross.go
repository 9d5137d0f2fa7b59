// The board as the search reads it: for every empty square and direction,
// the letters the perpendicular word allows and that word's score, and the
// anchors, kept up to date move by move.

package movegen

import (
	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/tile"
)

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
