package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"duplicata/engine/bag"
	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/engine/record"
	"duplicata/engine/tile"
)

// Analysis is a recorded game replayed by our rules and lexicon.
type Analysis struct {
	Turns []AnalysedTurn `json:"turns"`
	Total int            `json:"total"` // the recorded moves' points by our rules
}

// AnalysedTurn is one turn of an Analysis.
type AnalysedTurn struct {
	Turn    int          `json:"turn"`
	Draw    string       `json:"draw"`
	Played  *PlayedCheck `json:"played,omitempty"` // the move the record placed; nil if none
	Top     *TopMove     `json:"top,omitempty"`    // our top for the draw on that board; nil if none
	Isotops int          `json:"isotops"`          // moves reaching our top's score, the top included
	// Board is the board before the turn: 15 rows, '.' empty, a joker
	// lowercase — what a replay shows.
	Board []string `json:"board"`
	// Player is the player's own move when the record has one (the turn's
	// Played), judged on the same board as the recorded move and kept as
	// the record writes it; nil if none.
	Player *PlayedCheck `json:"player,omitempty"`

	board board.Board // Board, as the engine reads it (for Best)
	rack  tile.Rack   // Draw's tiles
}

// Best is the turn's n best moves (see the function Best) in formula f:
// its draw on its board.
func (at *AnalysedTurn) Best(lex *lexicon.Lexicon, f Formula, n int) []record.Move {
	return Best(lex, &at.board, at.rack, f, n)
}

// PlayedCheck is a recorded move judged by our rules.
type PlayedCheck struct {
	Word    string `json:"word"`
	Ref     string `json:"ref"`
	Score   int    `json:"score"` // by our rules, whatever the lexicon says of its words
	Legal   bool   `json:"legal"`
	Problem string `json:"problem,omitempty"` // why it is not legal
	// Err is why it is not legal as Check said it (a *MoveError), for a
	// caller to say it in its own words; it does not go into JSON.
	Err error `json:"-"`
}

// TopMove is our top for a turn.
type TopMove struct {
	Score int    `json:"score"`
	Word  string `json:"word"`
	Ref   string `json:"ref"`
}

// ErrReplay is returned (wrapped, naming the turn) when a recorded move
// cannot even be put on the board: the record does not fit itself.
var ErrReplay = errors.New("game: the record cannot be replayed")

// ReplayError is Analyse's error when a turn of the record does not fit
// itself: its draw does not read, or its move cannot be put on the board.
// It wraps ErrReplay and the cause (a *bag.DrawError or a *MoveError).
type ReplayError struct {
	Turn      int
	Word, Ref string // the recorded move; empty when the draw is at fault
	Err       error
}

func (e *ReplayError) Error() string {
	if e.Word == "" {
		return fmt.Sprintf("%v: turn %d: %v", ErrReplay, e.Turn, e.Err)
	}
	return fmt.Sprintf("%v: turn %d: %s %s: %v", ErrReplay, e.Turn, e.Word, e.Ref, e.Err)
}

func (e *ReplayError) Unwrap() []error { return []error{ErrReplay, e.Err} }

// rows writes a board as State does: 15 rows.
func rows(b *board.Board) []string {
	return strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
}

// Best lists the n best moves of a draw on a board, by score then by the
// fixed order: what a replay shows for a turn.
func Best(lex *lexicon.Lexicon, b *board.Board, draw tile.Rack, f Formula, n int) []record.Move {
	gen := movegen.New(lex)
	gen.SetBoard(b)
	all := slices.Clone(gen.AllMoves(draw, f.Params))
	slices.SortFunc(all, ByScore)
	out := make([]record.Move, 0, n)
	for i := 0; i < len(all) && len(out) < n; i++ {
		out = append(out, moveOf(&all[i]))
	}
	return out
}

// Analyse replays a record: the board follows the record — each turn's
// recorded move (its top) goes on the board whatever we think of it — and
// each turn is judged by our rules and lexicon: is the recorded move legal,
// what does it score, what is our top for that draw on that board, and the
// player's own move, when the record has one, likewise (Player). A record
// from another lexicon (an ODS game replayed with fr-libre) is analysed, not
// refused: its words our lexicon lacks show as not legal.
func Analyse(lex *lexicon.Lexicon, rec *record.Record) (*Analysis, error) {
	f, err := ParseFormula(rec.Formula)
	if err != nil {
		return nil, err
	}
	gen := movegen.New(lex)
	an := &Analysis{}
	jokersInPlay := 0
	if f.Joker {
		jokersInPlay = 2
	}
	for _, t := range rec.Turns {
		d, err := bag.ParseDraw(t.Draw)
		if err != nil {
			return nil, &ReplayError{Turn: t.Number, Err: err}
		}
		rack := d.Rack()
		at := AnalysedTurn{Turn: t.Number, Draw: t.Draw, Board: rows(gen.Board()), board: *gen.Board(), rack: rack}
		score, tops := gen.Top(rack, f.Params)
		if len(tops) > 0 {
			b := gen.Board()
			best := tops[DefaultPolicy.Choose(b, tops, nil)]
			at.Top = &TopMove{Score: score, Word: best.WordString(), Ref: best.Ref.String()}
			at.Isotops = len(tops)
		}
		if t.Played != nil {
			at.Player = judge(gen.Board(), lex, rack, f.Params, &t.Played.Move)
		}
		if t.Top != nil {
			m, err := Read(gen.Board(), rack, f.Params, t.Top.Word, t.Top.Ref)
			if err != nil {
				return nil, &ReplayError{Turn: t.Number, Word: t.Top.Word, Ref: t.Top.Ref, Err: err}
			}
			pc := &PlayedCheck{Word: m.WordString(), Ref: m.Ref.String(), Score: gen.Board().Score(&m, f.Params.Bonus), Legal: true}
			if _, err := Check(gen.Board(), lex, rack, f.Params, t.Top.Word, t.Top.Ref); err != nil {
				pc.Legal, pc.Problem, pc.Err = false, err.Error(), err
			}
			at.Played = pc
			an.Total += pc.Score
			gen.Place(&m)
			if jokersInPlay > 0 {
				// §4.8.2: the joker is replaced by its letter if the bag
				// still has one. The bag is what neither the board nor
				// the leave holds (the jokers are never in it).
				b := *gen.Board()
				rest := b.Rest(m.Leave(rack))
				replaced, kept := b.ReplaceJokers(&m, rest.Take)
				if replaced > 0 {
					gen.SetBoard(&b)
				}
				jokersInPlay -= kept
			}
		}
		an.Turns = append(an.Turns, at)
	}
	return an, nil
}

// judge checks a player's move on board b with the draw rack: legal by our
// rules and lexicon or why not, and its score whatever the lexicon says of
// its words (nothing when it cannot be placed). Unlike a recorded top, a
// move that cannot be placed is no fault of the record.
func judge(b *board.Board, lex *lexicon.Lexicon, rack tile.Rack, p movegen.Params, mv *record.Move) *PlayedCheck {
	pc := &PlayedCheck{Word: mv.Word, Ref: mv.Ref}
	if mv.Ref == "" {
		pc.Problem = "no reference"
		return pc
	}
	placed, err := Check(b, lex, rack, p, mv.Word, mv.Ref)
	if err == nil {
		pc.Legal, pc.Score = true, placed.Score
		return pc
	}
	pc.Problem, pc.Err = err.Error(), err
	if placed, err := Read(b, rack, p, mv.Word, mv.Ref); err == nil {
		pc.Score = b.Score(&placed, p.Bonus) // placed, though not legal
	}
	return pc
}
