package movegen

import "duplicata/engine/board"

// Top returns the best score for the rack and every move that reaches it
// (the top and its tied tops), or 0 and none when there is no legal move. The
// slice is reused by the next call.
func (g *Generator) Top(r Rack, p Params) (int, []board.Move) {
	g.start(r, p, true)
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
	if len(g.moves) == 0 {
		return 0, nil
	}
	return g.best, g.moves
}
