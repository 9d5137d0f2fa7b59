package board

import (
	"fmt"
	"strings"
)

// Ref locates a word: the square of its first letter and its direction. In
// French notation a horizontal word is written row then column (H4) and a
// vertical one column then row (4H), §5.3.1.
type Ref struct {
	Row, Col int // 0-based: row A is 0, column 1 is 0
	Down     bool
}

// Index is the square index of the reference's first letter.
func (r Ref) Index() int { return r.Row*Size + r.Col }

// String formats the reference: "H4" across, "4H" down.
func (r Ref) String() string {
	row := string(rune('A' + r.Row))
	col := fmt.Sprint(r.Col + 1)
	if r.Down {
		return col + row
	}
	return row + col
}

// RefError reports a reference that cannot be read.
type RefError struct {
	Input  string
	Reason string
}

func (e *RefError) Error() string {
	return fmt.Sprintf("board: bad reference %q: %s", e.Input, e.Reason)
}

// ParseRef reads a French reference: a row letter A–O and a column 1–15, in
// that order for a horizontal word ("H4", "h 4") and the other way round for a
// vertical one ("4H").
func ParseRef(s string) (Ref, error) {
	in := strings.ToUpper(strings.Join(strings.Fields(s), ""))
	if in == "" {
		return Ref{}, &RefError{s, "empty"}
	}
	rowFirst := in[0] >= 'A' && in[0] <= 'Z'
	var rowPart, colPart string
	if rowFirst {
		rowPart, colPart = in[:1], in[1:]
	} else {
		rowPart, colPart = in[len(in)-1:], in[:len(in)-1]
	}
	if rowPart[0] < 'A' || rowPart[0] > 'A'+Size-1 {
		return Ref{}, &RefError{s, "the row must be a letter from A to O"}
	}
	col := 0
	if len(colPart) == 0 || len(colPart) > 2 {
		return Ref{}, &RefError{s, "the column must be a number from 1 to 15"}
	}
	for _, ch := range colPart {
		if ch < '0' || ch > '9' {
			return Ref{}, &RefError{s, "the column must be a number from 1 to 15"}
		}
		col = col*10 + int(ch-'0')
	}
	if col < 1 || col > Size || colPart[0] == '0' {
		return Ref{}, &RefError{s, "the column must be a number from 1 to 15"}
	}
	return Ref{Row: int(rowPart[0] - 'A'), Col: col - 1, Down: !rowFirst}, nil
}
