package ui

import (
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/wasm/ui/play"
)

// Squares is what a game's board shows before this turn's tiles: the
// tiles on st's board, and the last top's squares marked Latest.
func Squares(st *game.State, latest []game.Placed) []Square {
	out := make([]Square, board.Size*board.Size)
	if st == nil {
		return out
	}
	for sq := range out {
		out[sq].Tile = play.BoardTile(st, sq)
	}
	for _, pl := range latest {
		out[pl.Square].Kind = Latest
	}
	return out
}

// ShowPlacing lays the tiles being placed and the cursor over the board's
// squares (a hint's mark stays).
func ShowPlacing(out []Square, pl *play.Placement) {
	for _, p := range pl.Placed {
		out[p.Square] = Square{Tile: p.Tile, Kind: Placing, Hint: out[p.Square].Hint}
	}
	if pl.Cursor >= 0 && pl.Cursor < len(out) {
		out[pl.Cursor].Cursor, out[pl.Cursor].Down = true, pl.Down
	}
}
