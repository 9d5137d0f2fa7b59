// Package club holds what a club's simultaneous game needs from the engine on
// the server, which has no lexicon: the check of a player's submitted record
// against the published game by replay (NewReference, Reference.Verify), the
// solos of §4.5 (Solos) and the ranking arithmetic (Rank, Season).
//
// A replay checks everything but the words: the draws in order, each move's
// placement on the board the tops build, and its score, recomputed. Whether
// the words are in the lexicon is the client's check, made while playing.
//
// A competition game (Reference.VerifyMode) is paid as the arbiter pays it:
// each move's recorded verdict — the score announced, the sanction, the
// clause — is reviewed by the judge's own lexicon-free rules
// (ballot.Recorded.Review, ballot.Pay) and the warnings are counted as the
// game counts them (game.Tally). What the record does not hold, the ballot
// as written (its reference, its connecting letters), cannot be judged
// again: a verdict that the move and the score announced allow is taken from
// the record, as the words are.
package club

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"duplicata/engine/bag"
	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/movegen"
	"duplicata/engine/record"
	"duplicata/engine/tile"
)

// MaxTurns bounds the turns of a published game: a duplicate game with the
// 102 tiles has well under a hundred, and the server replays every turn of
// every submission.
const MaxTurns = 100

// Problem says why a turn does not replay.
type Problem int

// The problems of a turn.
const (
	WrongFormula  Problem = iota + 1 // the record's formula is not the game's
	WrongTurns                       // not the game's number of turns
	WrongDraw                        // a draw (or a rejection) is not the game's, in order
	WrongTop                         // the record's top is not the game's
	Illegal                          // the move cannot go there with that draw
	ScoreMismatch                    // the score claimed is not the move's score
	AboveTop                         // the move scores more than the turn's top
	BadTop                           // the published game's own top does not replay
	TooLong                          // more than MaxTurns turns
	WrongSanction                    // competition: the verdict recorded is not the arbiter's
)

var problemText = map[Problem]string{
	WrongFormula:  "wrong formula",
	WrongTurns:    "wrong number of turns",
	WrongDraw:     "not the game's draw",
	WrongTop:      "not the game's top",
	Illegal:       "illegal placement",
	ScoreMismatch: "score differs from the move's",
	AboveTop:      "score above the top",
	BadTop:        "the published top does not replay",
	TooLong:       "too many turns",
	WrongSanction: "not the arbiter's verdict",
}

func (p Problem) String() string {
	if s, ok := problemText[p]; ok {
		return s
	}
	return fmt.Sprintf("Problem(%d)", int(p))
}

// ErrReplay is wrapped by every *TurnError.
var ErrReplay = errors.New("club: the record does not replay")

// TurnError says which turn of a record does not replay, and why.
type TurnError struct {
	Turn    int     // from 1; 0 for the record as a whole
	Problem Problem //
	Detail  string  // what was found, in the record's words
	Err     error   // the engine's error, for Illegal, BadTop and WrongSanction
}

func (e *TurnError) Error() string {
	var sb strings.Builder
	sb.WriteString("club: ")
	if e.Turn > 0 {
		fmt.Fprintf(&sb, "turn %d: ", e.Turn)
	}
	sb.WriteString(e.Problem.String())
	if e.Detail != "" {
		sb.WriteString(": " + e.Detail)
	}
	if e.Err != nil {
		sb.WriteString(": " + e.Err.Error())
	}
	return sb.String()
}

func (e *TurnError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrReplay, e.Err}
	}
	return []error{ErrReplay}
}

// Reference is a published game replayed: its draws, its tops, and the board
// before each turn. It is not changed once made: it may verify records from
// several goroutines at once.
type Reference struct {
	formula game.Formula
	rhythm  int // seconds a turn: blitz has more free warnings (§6.9)
	turns   []record.Turn
	boards  []board.Board // boards[i]: before turn i+1; the last, after the last turn
	racks   []tile.Rack
	tops    []int // each turn's top score, 0 without a top
}

// NewReference replays a published game: its formula known, every draw
// readable, every top placed legally on the board the previous tops built,
// with the score recorded. The players' moves (Played) it may hold are
// ignored.
func NewReference(rec *record.Record) (*Reference, error) {
	f, err := game.ParseFormula(rec.Formula)
	if err != nil {
		return nil, &TurnError{Problem: WrongFormula, Detail: rec.Formula, Err: err}
	}
	if len(rec.Turns) > MaxTurns {
		return nil, &TurnError{Problem: TooLong, Detail: fmt.Sprint(len(rec.Turns))}
	}
	r := &Reference{formula: f, rhythm: rec.Rhythm}
	var b board.Board
	jokersInPlay := 0
	if f.Joker {
		jokersInPlay = 2
	}
	for i, t := range rec.Turns {
		if t.Number != i+1 {
			return nil, &TurnError{Turn: i + 1, Problem: WrongTurns, Detail: fmt.Sprintf("turn numbered %d", t.Number)}
		}
		d, err := bag.ParseDraw(t.Draw)
		if err != nil {
			return nil, &TurnError{Turn: t.Number, Problem: WrongDraw, Detail: t.Draw, Err: err}
		}
		rack := d.Rack()
		t.Played, t.Ties = nil, nil
		r.turns = append(r.turns, t)
		r.boards = append(r.boards, b)
		r.racks = append(r.racks, rack)
		if t.Top == nil {
			r.tops = append(r.tops, 0)
			continue
		}
		m, score, err := place(&b, rack, f.Params, t.Top.Word, t.Top.Ref)
		if err != nil {
			return nil, &TurnError{Turn: t.Number, Problem: BadTop, Detail: t.Top.Word + " " + t.Top.Ref, Err: err}
		}
		if score != t.Top.Score {
			return nil, &TurnError{Turn: t.Number, Problem: BadTop, Detail: fmt.Sprintf("%s %s scores %d, not %d", t.Top.Word, t.Top.Ref, score, t.Top.Score)}
		}
		r.tops = append(r.tops, score)
		b.Place(&m)
		if jokersInPlay > 0 {
			// §4.8.2, as the game does; the bag is what neither the
			// board nor the leave holds.
			rest := b.Rest(m.Leave(rack))
			_, kept := b.ReplaceJokers(&m, rest.Take)
			jokersInPlay -= kept
		}
	}
	r.boards = append(r.boards, b) // after the last turn
	return r, nil
}

// Board is the board before turn k (from 1) as the tops built it; k one
// past the last turn is the board at the end. A live game's projector shows
// it, and the top of turn k placed on it.
func (r *Reference) Board(k int) (board.Board, bool) {
	if k < 1 || k > len(r.boards) {
		return board.Board{}, false
	}
	return r.boards[k-1], true
}

// Turns is the number of turns of the game.
func (r *Reference) Turns() int { return len(r.turns) }

// Tops are the tops' scores, a turn each.
func (r *Reference) Tops() []int { return slices.Clone(r.tops) }

// TopTotal is the sum of the tops.
func (r *Reference) TopTotal() int {
	s := 0
	for _, t := range r.tops {
		s += t
	}
	return s
}

// Verify replays a player's record of a training game (VerifyMode) and
// returns the score of each turn, 0 where nothing was played.
func (r *Reference) Verify(rec *record.Record) ([]int, error) {
	sh, err := r.VerifyMode(rec, game.Training)
	return sh.Scores, err
}

// Sheet is a verified record's score sheet.
type Sheet struct {
	// Scores are each turn's move's score, 0 where nothing was played:
	// what solos compare (§4.5: « dont le mot ... réalise un score »).
	Scores []int
	// Paid are each turn's points: in training the scores; in
	// competition the arbiter's (§6: a penalty's score less 5, a zero's
	// nothing), less 5 on the turn of each warning past the free ones
	// (§6.9, game.Tally).
	Paid     []int
	Warnings int // competition: the warnings of the game
	Total    int // the sum of Paid
}

// VerifyMode replays a player's record of the game played in mode: the same
// formula, the same turns with the same draws (rejections included) and
// tops, in order; each move played must go on the board the tops built,
// with tiles of the draw, score what the record says and no more than the
// top. In competition each move is paid as the arbiter pays it: the verdict
// the record keeps (record.Play: Claimed, Sanction, Clause) must be one the
// judge gives for that move and that score announced (ballot.Recorded), and
// its points and warnings are totalled as the game totals them (game.Tally).
// It returns the score sheet, or a *TurnError naming the first turn that
// does not replay.
func (r *Reference) VerifyMode(rec *record.Record, mode game.Mode) (Sheet, error) {
	if rec.Formula != r.formula.ID {
		return Sheet{}, &TurnError{Problem: WrongFormula, Detail: rec.Formula}
	}
	if len(rec.Turns) != len(r.turns) {
		return Sheet{}, &TurnError{Problem: WrongTurns, Detail: fmt.Sprintf("%d turns, the game has %d", len(rec.Turns), len(r.turns))}
	}
	sh := Sheet{Scores: make([]int, len(r.turns)), Paid: make([]int, len(r.turns))}
	tally := game.NewTally(r.formula, r.rhythm)
	for i, t := range rec.Turns {
		want := &r.turns[i]
		n := i + 1
		if t.Number != n {
			return Sheet{}, &TurnError{Turn: n, Problem: WrongTurns, Detail: fmt.Sprintf("turn numbered %d", t.Number)}
		}
		if t.Draw != want.Draw || !slices.Equal(t.Rejected, want.Rejected) || t.UnknownRejection != want.UnknownRejection {
			return Sheet{}, &TurnError{Turn: n, Problem: WrongDraw, Detail: t.Draw}
		}
		if !sameMove(t.Top, want.Top) {
			return Sheet{}, &TurnError{Turn: n, Problem: WrongTop, Detail: moveText(t.Top)}
		}
		if t.Played == nil || t.Played.Word == "" && t.Played.Ref == "" {
			continue // nothing played, or a zero, which keeps no move
		}
		p := t.Played
		b := r.boards[i]
		_, score, err := place(&b, r.racks[i], r.formula.Params, p.Word, p.Ref)
		if err != nil {
			return Sheet{}, &TurnError{Turn: n, Problem: Illegal, Detail: p.Word + " " + p.Ref, Err: err}
		}
		if score != p.Score {
			return Sheet{}, &TurnError{Turn: n, Problem: ScoreMismatch, Detail: fmt.Sprintf("%s %s scores %d, not %d", p.Word, p.Ref, score, p.Score)}
		}
		if score > r.tops[i] {
			return Sheet{}, &TurnError{Turn: n, Problem: AboveTop, Detail: fmt.Sprintf("%d, the top is %d", score, r.tops[i])}
		}
		sh.Scores[i] = score
		paid, sanction := score, ballot.None
		if mode == game.Competition {
			v := ballot.Recorded{Score: score, Claimed: p.Claimed, First: r.boards[i].IsEmpty(), Sanction: p.Sanction, Clause: p.Clause}
			if paid, sanction, err = v.Review(); err != nil {
				return Sheet{}, &TurnError{Turn: n, Problem: WrongSanction, Detail: p.Word + " " + p.Ref, Err: err}
			}
		}
		sh.Paid[i] = paid - tally.Add(paid, sanction)
	}
	sh.Warnings, sh.Total = tally.Warnings, tally.Total
	return sh, nil
}

func sameMove(a, b *record.Move) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

func moveText(m *record.Move) string {
	if m == nil {
		return "none"
	}
	return fmt.Sprintf("%s %s %d", m.Word, m.Ref, m.Score)
}

// place reads a move on b (game.Read: on the board, whole, connected, tiles
// from the draw) and scores it; on the empty board by §6.4.2.1, as the game
// pays a first move: the best score of its word wherever it goes.
func place(b *board.Board, rack tile.Rack, p movegen.Params, word, ref string) (board.Move, int, error) {
	m, err := game.Read(b, rack, p, word, ref)
	if err != nil {
		return m, 0, err
	}
	score := b.Score(&m, p.Bonus)
	if b.IsEmpty() {
		score = max(score, firstMoveBest(rack, p, m.WordString()))
	}
	return m, score, nil
}

// firstMoveBest is the best score of word on the empty board (§6.4.2.1):
// at every reference through the centre, across and down, with jokers for
// any of its letters the draw allows.
func firstMoveBest(rack tile.Rack, p movegen.Params, word string) int {
	var empty board.Board
	upper := []byte(strings.ToUpper(word))
	n := len(upper)
	best := 0
	centre := board.Centre / board.Size
	spelled := make([]byte, n)
	for mask := 0; mask < 1<<n; mask++ {
		if bitCount(mask) > int(rack[tile.Joker]) {
			continue
		}
		for i, c := range upper {
			spelled[i] = c
			if mask&(1<<i) != 0 {
				spelled[i] = c - 'A' + 'a'
			}
		}
		w := string(spelled)
		for start := max(0, centre-n+1); start <= centre && start+n <= board.Size; start++ {
			for _, ref := range []board.Ref{{Row: centre, Col: start}, {Row: start, Col: centre, Down: true}} {
				m, err := game.Read(&empty, rack, p, w, ref.String())
				if err != nil {
					continue
				}
				best = max(best, empty.Score(&m, p.Bonus))
			}
		}
	}
	return best
}

func bitCount(x int) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
