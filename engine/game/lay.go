package game

import (
	"duplicata/engine/board"
	"duplicata/engine/tile"
)

// Lay lays out a move as it is being typed (« MOT H4 »): the tiles its
// letters put on the empty squares from ref on, the letters already on the
// board typed through. word may be only the start of the word, so that a
// page draws the typed move letter by letter; capitals are tiles, lowercase
// letters a joker's.
//
// Lay returns the tiles it could lay before a problem, and the problem as a
// *MoveError: BadReference, BadWord (a character that is no letter),
// OffBoard, Mismatch (a letter other than the board's on its square),
// NotOnRack (a tile, or a joker, the draw has no more of). Whether the word
// is whole, connected and in the lexicon is Check's work, at submission.
func Lay(b *board.Board, draw tile.Rack, word, ref string) ([]Placed, error) {
	r, err := board.ParseRef(ref)
	if err != nil {
		return nil, &MoveError{Problem: BadReference, Err: err}
	}
	dr, dc := 0, 1
	if r.Down {
		dr, dc = 1, 0
	}
	var out []Placed
	left := draw
	for i, ch := range word {
		t, err := board.ParseTile(ch)
		if err != nil || t == tile.Empty {
			return out, &MoveError{Problem: BadWord}
		}
		row, col := r.Row+dr*i, r.Col+dc*i
		if row >= board.Size || col >= board.Size {
			return out, &MoveError{Problem: OffBoard}
		}
		if on := b.At(row, col); on != tile.Empty {
			if on.Letter() != t.Letter() {
				return out, &MoveError{Problem: Mismatch}
			}
			continue
		}
		use := t.RackLetter()
		if left[use] == 0 {
			return out, &MoveError{Problem: NotOnRack, Letter: use.Rune()}
		}
		left[use]--
		out = append(out, Placed{Square: row*board.Size + col, Tile: t})
	}
	return out, nil
}
