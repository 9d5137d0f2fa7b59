// Package analysis lists every legal move of a draw on a board, the way a
// player studies a turn after it is played: sorted by score (then the fixed
// order of docs/TIEBREAK.md), ranked top, sous-top and below, filtered by
// word length, square, row or column, direction, letters the word holds,
// bingos only, and cut into pages. Each move says which squares it places
// tiles on, for the board to show it.
package analysis

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// Direction is a move's way.
type Direction string

const (
	AnyWay Direction = ""
	Across Direction = "across"
	Down   Direction = "down"
)

// DefaultLimit is the page size when a query gives none.
const DefaultLimit = 20

// MaxLimit is the largest page a query may ask for.
const MaxLimit = 500

// Query chooses and pages moves. Its zero value is the first page of all.
type Query struct {
	Length    int       `json:"length,omitempty"`    // letters of the main word; 0 any
	Square    string    `json:"square,omitempty"`    // "H8" a square, "H" a row, "8" a column: the move places a tile there
	Direction Direction `json:"direction,omitempty"` // across or down; "" either
	// Contains are letters the main word must hold, each as many times as
	// given (« EE »: two E at least); a joker counts as the letter it
	// stands for; case and accents do not matter.
	Contains string `json:"contains,omitempty"`
	Bingos   bool   `json:"bingos,omitempty"` // only moves that earn the bonus (§1.2.3, §4.8.3)
	Offset   int    `json:"offset,omitempty"` // moves skipped: the page's start
	Limit    int    `json:"limit,omitempty"`  // the page's size; 0 DefaultLimit
}

// QueryError says which field of a query cannot be read.
type QueryError struct {
	Field  string // "length", "square", "direction", "contains", "offset", "limit"
	Input  string
	Reason string
}

func (e *QueryError) Error() string {
	return fmt.Sprintf("analysis: %s %q: %s", e.Field, e.Input, e.Reason)
}

// Move is one move of the list.
type Move struct {
	Word  string `json:"word"` // the main word, jokers in lowercase
	Ref   string `json:"ref"`  // "H4" across, "4H" down
	Score int    `json:"score"`
	Tiles int    `json:"tiles"` // tiles placed
	Bingo bool   `json:"bingo,omitempty"`
	// Rank is the move's score's place among the draw's scores: 0 the
	// top (isotops share it), 1 the sous-top, 2 the next, …
	Rank int `json:"rank"`
	// Squares are the squares the move places tiles on, row×15+column
	// from 0 (A1 is 0, O15 is 224).
	Squares []int `json:"squares"`
}

// List is one page of a draw's moves.
type List struct {
	All     int    `json:"all"`     // legal moves of the draw
	Matched int    `json:"matched"` // moves the query chooses
	Offset  int    `json:"offset"`
	Moves   []Move `json:"moves"`
	// Scores are the draw's distinct scores, best first, at most
	// MaxScores: Scores[0] the top, Scores[1] the sous-top.
	Scores []int `json:"scores"`
}

// MaxScores is how many distinct scores a list names.
const MaxScores = 10

// filter is a query read.
type filter struct {
	length   int
	row, col int // −1 any
	way      Direction
	contains tile.Rack
	wants    bool // contains holds a letter
	bingos   bool
}

func (q Query) read() (filter, error) {
	f := filter{length: q.Length, row: -1, col: -1, way: q.Direction, bingos: q.Bingos}
	if q.Length < 0 || q.Length > board.Size {
		return f, &QueryError{"length", strconv.Itoa(q.Length), "a word has 2 to 15 letters"}
	}
	switch q.Direction {
	case AnyWay, Across, Down:
	default:
		return f, &QueryError{"direction", string(q.Direction), `"across" or "down"`}
	}
	if q.Offset < 0 {
		return f, &QueryError{"offset", strconv.Itoa(q.Offset), "negative"}
	}
	if q.Limit < 0 || q.Limit > MaxLimit {
		return f, &QueryError{"limit", strconv.Itoa(q.Limit), fmt.Sprintf("0 to %d", MaxLimit)}
	}
	if sq := strings.ToUpper(strings.TrimSpace(q.Square)); sq != "" {
		var err error
		if f.row, f.col, err = square(sq); err != nil {
			return f, &QueryError{"square", q.Square, err.Error()}
		}
	}
	for _, r := range q.Contains {
		if unicode.IsSpace(r) || r == ',' {
			continue
		}
		l, ok := fold(r)
		if !ok {
			return f, &QueryError{"contains", q.Contains, fmt.Sprintf("%q is not a letter", r)}
		}
		f.contains[l]++
		f.wants = true
	}
	return f, nil
}

// square reads "H8", "8H" (a square), "H" (a row) or "8" (a column).
func square(s string) (row, col int, err error) {
	row, col = -1, -1
	letters := strings.TrimRight(strings.TrimLeft(s, "0123456789"), "0123456789")
	digits := strings.Trim(s, "ABCDEFGHIJKLMNO")
	if len(letters)+len(digits) != len(s) || len(letters) > 1 || len(digits) > 2 || s == "" {
		return -1, -1, fmt.Errorf("a row A–O, a column 1–15, or both")
	}
	if letters != "" {
		row = int(letters[0] - 'A')
	}
	if digits != "" {
		n, _ := strconv.Atoi(digits)
		if n < 1 || n > board.Size {
			return -1, -1, fmt.Errorf("column %s: 1 to 15", digits)
		}
		col = n - 1
	}
	return row, col, nil
}

// fold is a letter typed, accents and case folded as the lexicon folds
// words; false if it is no letter.
func fold(r rune) (tile.Letter, bool) {
	w, why := lexicon.Normalize(string([]rune{r, r}))
	if why != "" || len(w) != 2 {
		return 0, false
	}
	l, err := tile.ParseLetter(rune(w[0]))
	return l, err == nil && l != tile.Joker
}

// Analyser lists moves; it keeps its generator and buffers from one list
// to the next. It is not safe for concurrent use.
type Analyser struct {
	gen   *movegen.Generator
	moves []board.Move // the generator's, valid until its next call
	order []uint64     // the moves' sort keys (see sortMoves)
	// The position moves and order are of: a filter changed or a page
	// turned on the same turn is answered without generating again.
	listed bool
	board  board.Board
	rack   tile.Rack
	params movegen.Params
}

// New returns an Analyser over lex.
func New(lex *lexicon.Lexicon) *Analyser { return &Analyser{gen: movegen.New(lex)} }

// List is the page q asks of the moves of rack on b under the formula's
// params p, or a *QueryError.
func (a *Analyser) List(b *board.Board, rack tile.Rack, p movegen.Params, q Query) (List, error) {
	f, err := q.read()
	if err != nil {
		return List{}, err
	}
	limit := q.Limit
	if limit == 0 {
		limit = DefaultLimit
	}
	return a.page(b, rack, p, f, q.Offset, limit), nil
}

// page lists the moves f keeps from offset, limit of them at most.
func (a *Analyser) page(b *board.Board, rack tile.Rack, p movegen.Params, f filter, offset, limit int) List {
	if !a.listed || a.board != *b || a.rack != rack || a.params != p {
		a.gen.SetBoard(b)
		a.moves = a.gen.AllMoves(rack, p)
		a.sortMoves()
		a.listed, a.board, a.rack, a.params = true, *b, rack, p
	}
	l := List{All: len(a.moves), Offset: offset, Moves: []Move{}, Scores: []int{}}
	rank, last := -1, -1
	for _, k := range a.order {
		m := &a.moves[k&indexMask]
		if m.Score != last {
			rank, last = rank+1, m.Score
			if len(l.Scores) < MaxScores {
				l.Scores = append(l.Scores, m.Score)
			}
		}
		if !f.match(m, p) {
			continue
		}
		if l.Matched >= offset && len(l.Moves) < limit {
			l.Moves = append(l.Moves, moveOf(m, p, rank))
		}
		l.Matched++
	}
	return l
}

// Sort keys: a move's place in game.ByScore's order, packed in a uint64 —
// the score (inverted, so that the best comes first), row, column and
// direction above the move's index — so that the sort compares integers
// and moves no 48-byte structs; only moves equal on all of these (a run)
// are then ordered by their words, as game.ByScore orders them.
const (
	indexBits = 32
	indexMask = 1<<indexBits - 1
	maxScore  = 1<<16 - 1
)

func (a *Analyser) sortMoves() {
	a.order = a.order[:0]
	for i := range a.moves {
		m := &a.moves[i]
		// A score out of the key's range (none is) shares the key's end
		// and is ordered in its run by game.ByScore.
		score := uint64(maxScore - min(max(m.Score, 0), maxScore))
		down := uint64(0)
		if m.Down {
			down = 1
		}
		k := score<<41 | uint64(m.Row)<<37 | uint64(m.Col)<<33 | down<<32 | uint64(i)
		a.order = append(a.order, k)
	}
	slices.Sort(a.order)
	for i := 0; i < len(a.order); {
		j := i + 1
		for j < len(a.order) && a.order[j]>>indexBits == a.order[i]>>indexBits {
			j++
		}
		if j-i > 1 {
			// Within a run only the words differ: tiles compare as their
			// runes do (a letter 1–26 before a joker's 0x20|letter, as
			// "A" before "a"), which is game.ByScore's order; the
			// agreement test holds the two together.
			slices.SortFunc(a.order[i:j], func(x, y uint64) int {
				m, n := &a.moves[x&indexMask], &a.moves[y&indexMask]
				return slices.Compare(m.Word[:m.Len], n.Word[:n.Len])
			})
		}
		i = j
	}
}

// HasBingo reports whether rack has a move on b that earns the bonus: the
// answer to « Y a-t-il un scrabble ? ».
func (a *Analyser) HasBingo(b *board.Board, rack tile.Rack, p movegen.Params) bool {
	a.listed = false // the generator's next moves are not the list's
	a.gen.SetBoard(b)
	for _, m := range a.gen.AllMoves(rack, p) {
		if bingo(&m, p) {
			return true
		}
	}
	return false
}

func bingo(m *board.Move, p movegen.Params) bool {
	n := m.Tiles()
	return n < len(p.Bonus) && p.Bonus[n] > 0
}

func (f *filter) match(m *board.Move, p movegen.Params) bool {
	switch {
	case f.length != 0 && m.Len != f.length:
		return false
	case f.way == Across && m.Down, f.way == Down && !m.Down:
		return false
	case f.bingos && !bingo(m, p):
		return false
	}
	if f.row >= 0 || f.col >= 0 {
		found := false
		for i := range m.Len {
			sq := m.Square(i)
			r, c := sq/board.Size, sq%board.Size
			if m.Placed&(1<<i) != 0 && (f.row < 0 || r == f.row) && (f.col < 0 || c == f.col) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	if f.wants {
		var have tile.Rack
		for i := range m.Len {
			have[m.Word[i].Letter()]++
		}
		for l, n := range f.contains {
			if have[l] < n {
				return false
			}
		}
	}
	return true
}

func moveOf(m *board.Move, p movegen.Params, rank int) Move {
	out := Move{Word: m.WordString(), Ref: m.Ref.String(), Score: m.Score, Tiles: m.Tiles(), Bingo: bingo(m, p), Rank: rank}
	for i := range m.Len {
		if m.Placed&(1<<i) != 0 {
			out.Squares = append(out.Squares, m.Square(i))
		}
	}
	return out
}
