package game

import (
	"cmp"
	"slices"

	"duplicata/engine/board"
	"duplicata/engine/tile"
)

// A Step is one criterion of the tie-break between tied tops, applied in
// order: each keeps the moves it ranks best and hands them to the next.
type Step int

const (
	// FewerJokers keeps the moves that use the fewest jokers: the arbiter
	// must choose a move that does not use the joker when there is one
	// (§4.4), and in a joker game the one that keeps it (§4.8.2).
	FewerJokers Step = iota + 1
	// EndsGame keeps, near the end, the moves that end the game (§4.4):
	// only when one does, and after FewerJokers, which it cannot overrule.
	EndsGame
	// MostOpen keeps the moves that open the game most (§4.4, "le mot le
	// plus apte à ouvrir le jeu"): see Openness.
	MostOpen
	// FixedOrder keeps the first move in a fixed total order, so the choice is
	// always one move: by reference (row, column, across before down),
	// then by word.
	FixedOrder
)

// Policy is the tie-break between tied tops: its steps, in order. The zero
// Policy is DefaultPolicy.
type Policy struct {
	Steps []Step
}

// DefaultPolicy applies every step, in the order of docs/TIEBREAK.md.
var DefaultPolicy = Policy{Steps: []Step{FewerJokers, EndsGame, MostOpen, FixedOrder}}

// Jokers counts the jokers a move places.
func Jokers(m *board.Move) int {
	n := 0
	for i := 0; i < m.Len; i++ {
		if m.Placed&(1<<i) != 0 && m.Word[i].IsBlank() {
			n++
		}
	}
	return n
}

// Openness measures how much a move opens the game: the empty squares it
// makes playable (next to one of its tiles, and next to no tile before),
// each weighted by what a word through it can score: 1 for a plain square,
// 2 for a double letter, 3 for a triple letter or a double word, 5 for a
// triple word. A move that gives the next draws new places, premium ones
// above all, is what French arbiters call opening the game; one that closes
// a corner or sticks to the tiles already there gives none.
func Openness(b *board.Board, m *board.Move) int {
	var seen [board.Squares]bool
	open := 0
	for i := 0; i < m.Len; i++ {
		if m.Placed&(1<<i) == 0 {
			continue
		}
		sq := m.Square(i)
		row, col := sq/board.Size, sq%board.Size
		for _, v := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			r, c := row+v[0], col+v[1]
			if r < 0 || r >= board.Size || c < 0 || c >= board.Size {
				continue
			}
			n := r*board.Size + c
			if seen[n] || b.Sq[n] != tile.Empty || inMove(m, n) || touchesTile(b, r, c) {
				continue
			}
			seen[n] = true
			open += squareWeight[board.Premiums[n]]
		}
	}
	return open
}

var squareWeight = [...]int{
	board.Plain:        1,
	board.DoubleLetter: 2,
	board.TripleLetter: 3,
	board.DoubleWord:   3,
	board.TripleWord:   5,
}

func inMove(m *board.Move, sq int) bool {
	for i := 0; i < m.Len; i++ {
		if m.Square(i) == sq {
			return true
		}
	}
	return false
}

func touchesTile(b *board.Board, r, c int) bool {
	return b.At(r-1, c) != tile.Empty || b.At(r+1, c) != tile.Empty ||
		b.At(r, c-1) != tile.Empty || b.At(r, c+1) != tile.Empty
}

// Choose returns the index of the move the policy retains among tied tops
// (all of one score) played on board b. endsGame, which may be nil, says
// whether a move ends the game; it is asked only near the end, when the
// caller knows it can be true.
func (p Policy) Choose(b *board.Board, tops []board.Move, endsGame func(*board.Move) bool) int {
	if len(tops) == 0 {
		return -1
	}
	steps := p.Steps
	if steps == nil {
		steps = DefaultPolicy.Steps
	}
	idx := make([]int, len(tops))
	for i := range idx {
		idx[i] = i
	}
	keepBest := func(key func(*board.Move) int) {
		best := key(&tops[idx[0]])
		for _, i := range idx[1:] {
			best = max(best, key(&tops[i]))
		}
		idx = slices.DeleteFunc(idx, func(i int) bool { return key(&tops[i]) < best })
	}
	for _, s := range steps {
		if len(idx) == 1 {
			break
		}
		switch s {
		case FewerJokers:
			keepBest(func(m *board.Move) int { return -Jokers(m) })
		case EndsGame:
			if endsGame != nil {
				keepBest(func(m *board.Move) int {
					if endsGame(m) {
						return 1
					}
					return 0
				})
			}
		case MostOpen:
			keepBest(func(m *board.Move) int { return Openness(b, m) })
		case FixedOrder:
			first := slices.MinFunc(idx, func(x, y int) int { return compareMoves(&tops[x], &tops[y]) })
			idx = []int{first}
		}
	}
	// Whatever the steps, the choice is one move: the first in order.
	return slices.MinFunc(idx, func(x, y int) int { return compareMoves(&tops[x], &tops[y]) })
}

// ByScore orders moves as every list of moves shows them: the highest
// score first, then the fixed order (row, column, across before down, word).
func ByScore(a, b board.Move) int {
	if a.Score != b.Score {
		return b.Score - a.Score
	}
	return compareMoves(&a, &b)
}

// compareMoves is the fixed total order of the last step.
func compareMoves(a, b *board.Move) int {
	down := func(m *board.Move) int {
		if m.Down {
			return 1
		}
		return 0
	}
	return cmp.Or(
		cmp.Compare(a.Row, b.Row),
		cmp.Compare(a.Col, b.Col),
		cmp.Compare(down(a), down(b)),
		compareWords(a, b),
	)
}

// compareWords compares the moves' words as their WordString would
// compare, without building the strings: a sort of a few thousand moves
// calls it tens of thousands of times.
func compareWords(a, b *board.Move) int {
	for i := range min(a.Len, b.Len) {
		if c := cmp.Compare(a.Word[i].Rune(), b.Word[i].Rune()); c != 0 {
			return c
		}
	}
	return cmp.Compare(a.Len, b.Len)
}
