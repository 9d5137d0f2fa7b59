package game

import (
	"strings"

	"duplicata/engine/board"
	"duplicata/engine/tile"
)

// Placed is a tile the player put on an empty square.
type Placed struct {
	Square int       `json:"sq"`   // 0..224, row*15+col (row A = 0)
	Tile   tile.Tile `json:"tile"` // a letter, or a joker standing for a letter (tile.Tile with the blank bit)
}

// Placement reads the tiles a player put on the board as a ballot: the main
// word written in full (board letters included, letters a joker stands for
// in lowercase, as Check expects) and its reference ("H4" across, "4H"
// down). down says which way to read a single tile (it is only a
// preference: if the single tile forms a word of 2+ letters only the other
// way, that way is used).
//
// The word is the longest run of tiles in the line of the placed tiles that
// holds them all: it goes on over the board's tiles before the first placed
// tile and after the last, and board tiles may fill the squares between
// placed tiles. A single tile with no neighbour either way gives a word of
// one letter read the down way, which Check then rejects as BadWord: the
// ballot is still read, so that the player is told why it is refused.
//
// Placement only reads where the tiles are; whether the word is in the
// lexicon, connected, or made of the draw's letters is Check's work. Its
// errors are *MoveError: NothingPlaced for no tile, OffBoard for a square
// outside the board, BadWord for a tile that is not a letter, Occupied for a
// square that already holds a tile (or two tiles on one square), NotInLine
// for tiles on neither one row nor one column, and Gap for an empty square
// between the tiles.
func Placement(b *board.Board, placed []Placed, down bool) (word, ref string, err error) {
	if len(placed) == 0 {
		return "", "", &MoveError{Problem: NothingPlaced}
	}
	// What the line will read: the board with the placed tiles on it.
	after := *b
	for _, p := range placed {
		if p.Square < 0 || p.Square >= board.Squares {
			return "", "", &MoveError{Problem: OffBoard}
		}
		if l := p.Tile.Letter(); l < 1 || l > tile.NumLetters {
			return "", "", &MoveError{Problem: BadWord}
		}
		if after.Sq[p.Square] != tile.Empty {
			return "", "", &MoveError{Problem: Occupied}
		}
		after.Sq[p.Square] = p.Tile
	}
	row, col := placed[0].Square/board.Size, placed[0].Square%board.Size
	if len(placed) == 1 {
		// One tile: the preferred way, unless only the other way makes a
		// word of two letters or more.
		if runLen(&after, row, col, down) < 2 && runLen(&after, row, col, !down) >= 2 {
			down = !down
		}
	} else {
		sameRow, sameCol := true, true
		for _, p := range placed[1:] {
			sameRow = sameRow && p.Square/board.Size == row
			sameCol = sameCol && p.Square%board.Size == col
		}
		if !sameRow && !sameCol {
			return "", "", &MoveError{Problem: NotInLine}
		}
		down = sameCol
	}
	// The span of the placed tiles along the line, as positions in it.
	pos := func(sq int) int {
		if down {
			return sq / board.Size
		}
		return sq % board.Size
	}
	first, last := pos(placed[0].Square), pos(placed[0].Square)
	for _, p := range placed[1:] {
		first, last = min(first, pos(p.Square)), max(last, pos(p.Square))
	}
	at := func(i int) tile.Tile {
		if down {
			return after.At(i, col)
		}
		return after.At(row, i)
	}
	for i := first; i <= last; i++ {
		if at(i) == tile.Empty {
			return "", "", &MoveError{Problem: Gap}
		}
	}
	for at(first-1) != tile.Empty {
		first--
	}
	for at(last+1) != tile.Empty {
		last++
	}
	var sb strings.Builder
	for i := first; i <= last; i++ {
		sb.WriteRune(at(i).Rune())
	}
	r := board.Ref{Row: row, Col: first, Down: down}
	if down {
		r = board.Ref{Row: first, Col: col, Down: true}
	}
	return sb.String(), r.String(), nil
}

// runLen is the length of the run of tiles through (row, col) on b, down or
// across.
func runLen(b *board.Board, row, col int, down bool) int {
	dr, dc := 0, 1
	if down {
		dr, dc = 1, 0
	}
	n := 1
	for r, c := row-dr, col-dc; b.At(r, c) != tile.Empty; r, c = r-dr, c-dc {
		n++
	}
	for r, c := row+dr, col+dc; b.At(r, c) != tile.Empty; r, c = r+dr, c+dc {
		n++
	}
	return n
}
