package board

import (
	"fmt"
	"strings"

	"duplicata/engine/tile"
)

// Board is the grid of tiles, indexed row*Size+col; the zero Board is empty.
type Board struct {
	Sq [Squares]tile.Tile
}

// At returns the tile at a square, Empty outside the board.
func (b *Board) At(row, col int) tile.Tile {
	if row < 0 || row >= Size || col < 0 || col >= Size {
		return tile.Empty
	}
	return b.Sq[row*Size+col]
}

// IsEmpty reports whether no tile has been placed yet.
func (b *Board) IsEmpty() bool {
	for _, t := range b.Sq {
		if t != tile.Empty {
			return false
		}
	}
	return true
}

// Count returns how many tiles are on the board.
func (b *Board) Count() int {
	n := 0
	for _, t := range b.Sq {
		if t != tile.Empty {
			n++
		}
	}
	return n
}

// String draws the board one row a line, '.' for an empty square and
// lowercase for a joker.
func (b *Board) String() string {
	var sb strings.Builder
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			sb.WriteRune(b.Sq[r*Size+c].Rune())
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// Parse reads a board drawn as by String: Size lines of Size characters,
// '.' or ' ' for empty, uppercase letters, lowercase for jokers.
func Parse(s string) (*Board, error) {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) != Size {
		return nil, fmt.Errorf("board: %d rows, want %d", len(lines), Size)
	}
	var b Board
	for r, line := range lines {
		if len(line) != Size {
			return nil, fmt.Errorf("board: row %c has %d squares, want %d", 'A'+r, len(line), Size)
		}
		for c, ch := range line {
			if ch == '.' || ch == ' ' {
				continue
			}
			t, err := ParseTile(ch)
			if err != nil {
				return nil, fmt.Errorf("board: row %c column %d: %w", 'A'+r, c+1, err)
			}
			b.Sq[r*Size+c] = t
		}
	}
	return &b, nil
}

// ParseTile reads an uppercase letter as a tile and a lowercase one as a joker
// standing for that letter; anything else is a NotLetterError.
func ParseTile(ch rune) (tile.Tile, error) {
	switch {
	case ch >= 'A' && ch <= 'Z':
		return tile.TileOf(tile.Letter(ch-'A'+1), false), nil
	case ch >= 'a' && ch <= 'z':
		return tile.TileOf(tile.Letter(ch-'a'+1), true), nil
	}
	return 0, NotLetterError(ch)
}

// NotLetterError reports a character ParseTile cannot read as a tile. It is
// a value, not a pointer, so that reading an empty square ('.') allocates
// nothing: the page reads the 225 squares of a board at every render (#27).
type NotLetterError rune

func (e NotLetterError) Error() string { return fmt.Sprintf("%q is not a letter", rune(e)) }

// Bonus gives the bonus for a move by the number of tiles it places (§1.2.3,
// §4.8.3).
type Bonus [10]int

// Bonus tables of the formulas.
var (
	BonusSeven      = Bonus{7: 50}                // normal duplicate and 7 sur 8
	BonusSevenEight = Bonus{7: 50, 8: 75}         // 7 et 8
	BonusNine       = Bonus{7: 50, 8: 75, 9: 100} // 7, 8 et 9
)

// Move is a placement: the whole main word it makes, where it lies, which of
// its letters are new, and its score.
type Move struct {
	Ref
	Len    int
	Word   [Size]tile.Tile // the main word, tiles already there included
	Placed uint16          // bit i set: Word[i] is placed by this move
	Score  int
}

// Tiles returns the number of tiles the move places.
func (m *Move) Tiles() int {
	n := 0
	for p := m.Placed; p != 0; p &= p - 1 {
		n++
	}
	return n
}

// WordString spells the main word, jokers in lowercase ("cHEVELU").
func (m *Move) WordString() string {
	var sb strings.Builder
	for i := 0; i < m.Len; i++ {
		sb.WriteRune(m.Word[i].Rune())
	}
	return sb.String()
}

// Square returns the board index of the word's i-th letter.
func (m *Move) Square(i int) int {
	if m.Down {
		return (m.Row+i)*Size + m.Col
	}
	return m.Row*Size + m.Col + i
}

func (m Move) String() string {
	return fmt.Sprintf("%s %s %d", m.WordString(), m.Ref, m.Score)
}

// Place puts the move's new tiles on the board.
func (b *Board) Place(m *Move) {
	for i := 0; i < m.Len; i++ {
		if m.Placed&(1<<i) != 0 {
			b.Sq[m.Square(i)] = m.Word[i]
		}
	}
}

// Score computes a move's score from scratch by §1.2: the main word and every
// cross word formed by a placed tile, letter premiums before word premiums,
// premiums only under placed tiles, plus the bonus for the number of tiles
// placed. It trusts the move to fit the board.
func (b *Board) Score(m *Move, bonus Bonus) int {
	main, mult, cross, placed := 0, 1, 0, 0
	for i := 0; i < m.Len; i++ {
		v := m.Word[i].Value()
		if m.Placed&(1<<i) == 0 {
			main += v
			continue
		}
		placed++
		sq := m.Square(i)
		lm, wm := LetterMult[sq], WordMult[sq]
		main += v * lm
		mult *= wm
		if sum, ok := b.crossSum(sq, m.Down); ok {
			cross += (sum + v*lm) * wm
		}
	}
	s := main*mult + cross
	if placed < len(bonus) {
		s += bonus[placed]
	}
	return s
}

// crossSum adds the values of the tiles touching square sq across the
// direction of play; ok is false when there are none.
func (b *Board) crossSum(sq int, down bool) (sum int, ok bool) {
	row, col := sq/Size, sq%Size
	dr, dc := 1, 0 // a horizontal move makes vertical cross words
	if down {
		dr, dc = 0, 1
	}
	for r, c := row-dr, col-dc; b.At(r, c) != tile.Empty; r, c = r-dr, c-dc {
		sum += b.At(r, c).Value()
		ok = true
	}
	for r, c := row+dr, col+dc; b.At(r, c) != tile.Empty; r, c = r+dr, c+dc {
		sum += b.At(r, c).Value()
		ok = true
	}
	return sum, ok
}

// CrossWord is the word a letter l put on the empty square sq makes with
// the tiles touching it across the line of a move (down when the move is
// across): one letter when it touches none.
func (b *Board) CrossWord(sq int, l tile.Letter, down bool) []tile.Letter {
	row, col := sq/Size, sq%Size
	dr, dc := 1, 0
	if down {
		dr, dc = 0, 1
	}
	r, c := row, col
	for b.At(r-dr, c-dc) != tile.Empty {
		r, c = r-dr, c-dc
	}
	var w []tile.Letter
	for ; r == row && c == col || b.At(r, c) != tile.Empty; r, c = r+dr, c+dc {
		if r == row && c == col {
			w = append(w, l)
		} else {
			w = append(w, b.At(r, c).Letter())
		}
	}
	return w
}
