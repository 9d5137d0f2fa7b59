// Package cgp reads and writes CGP lines, the one-line position format of
// Quackle and macondo:
//
//	15/15/15/15/15/15/15/7PASSE3/15/15/15/15/15/15/15 AEINRS?/ 0/0 0 lex fr;
//
// The first field is the board, its 15 rows from A to O separated by '/'.
// Within a row a number is a run of empty squares, an uppercase letter a tile
// and a lowercase letter a tile played by a joker. The second field holds the
// racks, the rack to play first: RACK/OPPONENT, either possibly empty, letters
// A–Z and '?' for a joker. Whatever follows (scores, the count of scoreless
// turns, operations) is ignored.
package cgp

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"duplicata/engine/board"
	"duplicata/engine/tile"
)

// MaxRack is the most tiles a rack may hold: the 9-tile formulas of duplicate
// draw nine (tile.MaxRack).
const MaxRack = tile.MaxRack

// Position is what a CGP line describes.
type Position struct {
	Board    board.Board
	Rack     string // the rack to play: A–Z and '?', at most MaxRack tiles
	Opponent string // the other rack, often empty
}

// Error reports a CGP line that cannot be read.
type Error struct {
	Column int // 1-based byte offset in the line of the fault
	Reason string
}

func (e *Error) Error() string {
	return fmt.Sprintf("cgp: column %d: %s", e.Column, e.Reason)
}

// isSpace reports whether c separates the fields of a line.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// Parse reads a CGP line. Leading and trailing white space is ignored.
func Parse(line string) (*Position, error) {
	bad := func(i int, format string, args ...any) (*Position, error) {
		return nil, &Error{Column: i + 1, Reason: fmt.Sprintf(format, args...)}
	}
	i := 0
	for i < len(line) && isSpace(line[i]) {
		i++
	}
	if i == len(line) {
		return bad(i, "empty line")
	}
	p := &Position{}
	row, col := 0, 0 // the next square to fill
	for ; i < len(line) && !isSpace(line[i]); i++ {
		c := line[i]
		switch {
		case c == '/':
			if col != board.Size {
				return bad(i, "row %c has %s, want %d", 'A'+row, squares(col), board.Size)
			}
			row, col = row+1, 0
			if row == board.Size {
				return bad(i, "more than %d rows", board.Size)
			}
		case c >= '0' && c <= '9':
			j := i
			for j < len(line) && line[j] >= '0' && line[j] <= '9' {
				j++
			}
			// Two digits at most: longer runs are not a row's worth of
			// squares, and Atoi must not be handed one that overflows.
			n, err := strconv.Atoi(line[i:j])
			if err != nil || j-i > 2 || n == 0 || line[i] == '0' {
				return bad(i, "%q is not a run of 1 to %d empty squares", line[i:j], board.Size)
			}
			if col+n > board.Size {
				return bad(i, "row %c has more than %d squares", 'A'+row, board.Size)
			}
			col += n
			i = j - 1
		case c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z':
			if col == board.Size {
				return bad(i, "row %c has more than %d squares", 'A'+row, board.Size)
			}
			t, _ := board.ParseTile(rune(c)) // a letter: cannot fail
			p.Board.Sq[row*board.Size+col] = t
			col++
		default:
			return bad(i, "%s is not a letter, a digit or '/' in the board", quoteAt(line, i))
		}
	}
	if col != board.Size {
		return bad(i, "row %c has %s, want %d", 'A'+row, squares(col), board.Size)
	}
	if row != board.Size-1 {
		return bad(i, "%d rows, want %d", row+1, board.Size)
	}
	for i < len(line) && isSpace(line[i]) {
		i++
	}
	if i == len(line) {
		return bad(i, "no rack after the board")
	}
	var err *Error
	if p.Rack, i, err = parseRack(line, i); err != nil {
		return nil, err
	}
	if i < len(line) && line[i] == '/' {
		if p.Opponent, i, err = parseRack(line, i+1); err != nil {
			return nil, err
		}
	}
	if i < len(line) && !isSpace(line[i]) {
		return bad(i, "%s is not a letter or '?' in a rack", quoteAt(line, i))
	}
	return p, nil
}

// parseRack reads a rack from line[i:] up to a '/', a space or the end, and
// returns it with the index where it stops.
func parseRack(line string, i int) (string, int, *Error) {
	start := i
	for ; i < len(line) && line[i] != '/' && !isSpace(line[i]); i++ {
		c := line[i]
		if c >= 'a' && c <= 'z' {
			// Refused rather than upper-cased: in a rack a lowercase letter
			// could be read as a joker, as it is on the board.
			return "", i, &Error{i + 1, fmt.Sprintf("lowercase %q in a rack: write tiles in uppercase and a joker as '?'", c)}
		}
		if !(c >= 'A' && c <= 'Z' || c == '?') {
			return "", i, &Error{i + 1, fmt.Sprintf("%s is not a letter or '?' in a rack", quoteAt(line, i))}
		}
	}
	if i-start > MaxRack {
		return "", i, &Error{start + 1, fmt.Sprintf("rack %q has %d tiles, at most %d", line[start:i], i-start, MaxRack)}
	}
	return line[start:i], i, nil
}

// squares says "1 square", "2 squares".
func squares(n int) string {
	if n == 1 {
		return "1 square"
	}
	return strconv.Itoa(n) + " squares"
}

// quoteAt quotes the character that starts at byte i, a whole rune when the
// line is UTF-8 there.
func quoteAt(line string, i int) string {
	if r, size := utf8.DecodeRuneInString(line[i:]); size > 1 || r < utf8.RuneSelf {
		return strconv.QuoteRune(r)
	}
	return fmt.Sprintf("byte %#02x", line[i])
}

// Format writes a board and the rack to play as a CGP line, with no
// opponent's rack and zero scores ("0/0 0") so that macondo reads it too.
// The rack is written as given. Format(&p.Board, p.Rack) of a parsed
// Position gives a line that Parse reads back to the same board and rack.
func Format(b *board.Board, rack string) string {
	var sb strings.Builder
	for r := 0; r < board.Size; r++ {
		if r > 0 {
			sb.WriteByte('/')
		}
		empty := 0
		for c := 0; c < board.Size; c++ {
			t := b.Sq[r*board.Size+c]
			if t == tile.Empty {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			sb.WriteRune(t.Rune())
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
	}
	sb.WriteByte(' ')
	sb.WriteString(rack)
	sb.WriteString("/ 0/0 0")
	return sb.String()
}
