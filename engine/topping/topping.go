// Package topping plays the topping formula (§4.8.5): a duplicate game
// whose every turn the player must find the top, as fast as possible. The
// score is the time taken, lower is better.
//
// A topping game is played on the draws of the solo duplicate game with the
// same game.Config: underneath is a game.Game, so the same game number and
// formula give exactly the draws and the tops that solo duplicate gives, and
// players of either formula can compare.
//
// The engine has no clock. Each call that depends on time takes the time
// elapsed since the turn's draw was shown, in milliseconds, as the caller's
// clock measures it; it must not go backwards within a turn.
//
// # A turn
//
// The player proposes moves (Propose) as often as they like; each is scored
// and said to be a top or not (any move scoring the top's score is a top:
// an isotop counts). A top ends the turn. When the time a turn allows
// (Config.Limit, a minute by default) has run out — Timeout is called, or a
// proposal arrives after it — the top is given, and the turn costs the whole
// limit plus a penalty of 20 seconds (Penalty). Hints (Hint) cost time:
// see HintCost. A turn's time is the clock time used plus the hints' costs
// plus the penalty.
//
// When a turn ends the top goes on the board and the next draw is made at
// once ("sans temps mort"): the game is always either waiting for the
// player or over.
//
// # The top placed
//
// The top placed on the board is always the one the duplicate game chose
// (its tie-break policy), even when the player found another move of the
// same score. §4.8.5 says the top found "est positionnée sur la grille",
// and club players expect their own word to go on; but an isotop placing
// other tiles would leave another leave and another board, so every draw
// after it would differ from the solo game's with the same number, and the
// times of two players would no longer be comparable. The player's own top
// is kept in the turn's result (Result.Found) for the UI to show.
package topping

import (
	"errors"
	"fmt"
	"slices"

	"duplicata/engine/bag"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/record"
)

// DefaultLimit is the time a turn allows when Config.Limit is 0, in
// milliseconds: "généralement, une minute par coup" (§4.8.5).
const DefaultLimit = 60_000

// Penalty is the time added to a turn whose top was not found in time, in
// milliseconds (§4.8.5: "moyennant une pénalité de 20 secondes").
const Penalty = 20_000

// Config is what a topping game is made of.
type Config struct {
	// Game gives the draws: the game number, the formula, the tie-break
	// policy. Its Mode is ignored: a topping move announces no score.
	Game game.Config `json:"game"`
	// Limit is the time a turn allows, in milliseconds; 0 is DefaultLimit.
	Limit int64 `json:"limitMs,omitempty"`
}

// Hint is a clue about the turn's top that costs time.
type Hint string

// The hints, each about the top that will be placed.
const (
	HintLength    Hint = "length"    // the number of letters of its word
	HintDirection Hint = "direction" // across or down
	HintLetter    Hint = "letter"    // the first tile it places from the draw, and where in the word
	HintSquare    Hint = "square"    // the square of its first letter
)

// HintCost is what each hint adds to the turn's time, in milliseconds. The
// costs grow with how much a hint gives away: the length and the direction
// halve the search at best, a letter fixes part of the word, the square
// with the draw nearly gives the move. Asking for the same hint again in a
// turn costs nothing more.
var HintCost = map[Hint]int64{
	HintLength:    10_000,
	HintDirection: 10_000,
	HintLetter:    15_000,
	HintSquare:    20_000,
}

// Clue is the answer to a hint.
type Clue struct {
	Hint Hint  `json:"hint"`
	Cost int64 `json:"costMs"` // the time it added to the turn: 0 when asked for again
	// Length: the top's word has Length letters (HintLength).
	Length int `json:"length,omitempty"`
	// Down: the top is written down, not across (HintDirection).
	Down bool `json:"down,omitempty"`
	// Letter is a tile the top places from the draw, lowercase for a
	// joker, at Index (from 0) in its word (HintLetter).
	Letter string `json:"letter,omitempty"`
	Index  int    `json:"index,omitempty"`
	// Square is the square of the top's first letter, row then column
	// ("H4"), whatever its direction (HintSquare).
	Square string `json:"square,omitempty"`
}

// Proposal is a legal move the player proposed in the turn.
type Proposal struct {
	Word   string `json:"word"`
	Ref    string `json:"ref"`
	Score  int    `json:"score"`
	Millis int64  `json:"ms"` // the clock when it was proposed
	Top    bool   `json:"top,omitempty"`
}

// Result is a turn played.
type Result struct {
	Turn int    `json:"turn"`
	Draw string `json:"draw"`
	// Top is the top placed on the board, the duplicate game's choice.
	Top record.Move `json:"top"`
	// Found is the top the player proposed; nil when the top was given
	// at the time-out. It may differ from Top (an isotop).
	Found *record.Move `json:"found,omitempty"`
	// Proposals counts the legal moves proposed, the top found included.
	Proposals int `json:"proposals"`
	// Millis is the clock time used: when the top was found, or the
	// whole limit at a time-out.
	Millis int64  `json:"ms"`
	Hints  []Hint `json:"hints,omitempty"`
	// HintMillis is what the hints cost, PenaltyMillis the time-out's
	// penalty (0 or Penalty).
	HintMillis    int64 `json:"hintMs,omitempty"`
	PenaltyMillis int64 `json:"penaltyMs,omitempty"`
	// Time is the turn's time: Millis + HintMillis + PenaltyMillis.
	Time     int64 `json:"time"`
	TimedOut bool  `json:"timedOut,omitempty"`
}

// Outcome is what a proposal gives.
type Outcome struct {
	Score int  `json:"score"`
	Top   bool `json:"top"` // the proposal scores the top: the turn is over
	// TimedOut: the proposal came after the limit and was not judged; the
	// top is given with the penalty.
	TimedOut bool `json:"timedOut,omitempty"`
	// Result is the turn's result when the proposal ended it.
	Result *Result `json:"result,omitempty"`
}

// Turn is the turn in progress, as saved.
type Turn struct {
	Clock     int64      `json:"clockMs"` // the latest time the caller gave
	Hints     []Hint     `json:"hints,omitempty"`
	Proposals []Proposal `json:"proposals,omitempty"`
}

// State is everything a topping game is, as plain data: saved after every
// call, it resumes the game exactly (Resume). The duplicate game inside has
// the turn's top already revealed: a UI must not show it.
type State struct {
	Game    game.State `json:"game"`
	Limit   int64      `json:"limitMs"`
	Turn    Turn       `json:"turn"`
	Results []Result   `json:"results"`
}

// Game is a topping game in progress.
type Game struct {
	g   *game.Game
	lex *lexicon.Lexicon
	st  State // Game is filled in only by State
}

// ErrOver is returned for a move, a hint or a time-out after the game's end.
var ErrOver = errors.New("topping: the game is over")

// ErrTimeUp is returned for a hint asked after the limit: the turn is to be
// ended with Timeout.
var ErrTimeUp = errors.New("topping: the time is up")

// ClockError is a time that cannot be: negative, or before a time already
// given in the turn.
type ClockError struct {
	Turn   int
	Millis int64 // the time given
	Last   int64 // the latest time given before in the turn
}

func (e *ClockError) Error() string {
	if e.Millis < 0 {
		return fmt.Sprintf("topping: turn %d: elapsed time %d ms is negative", e.Turn, e.Millis)
	}
	return fmt.Sprintf("topping: turn %d: elapsed time %d ms is before %d ms, already given: the clock went back", e.Turn, e.Millis, e.Last)
}

// HintError is a hint that does not exist.
type HintError struct{ Hint Hint }

func (e *HintError) Error() string {
	return fmt.Sprintf("topping: unknown hint %q (length, direction, letter or square)", string(e.Hint))
}

// New starts a topping game and makes its first draw.
func New(lex *lexicon.Lexicon, cfg Config) (*Game, error) {
	if cfg.Limit < 0 {
		return nil, fmt.Errorf("topping: limit %d ms: not negative", cfg.Limit)
	}
	if cfg.Limit == 0 {
		cfg.Limit = DefaultLimit
	}
	gc := cfg.Game
	gc.Mode = game.Training // no score is announced in topping
	g, err := game.New(lex, gc)
	if err != nil {
		return nil, err
	}
	t := &Game{g: g, lex: lex, st: State{Limit: cfg.Limit}}
	if err := t.reveal(); err != nil {
		return nil, err
	}
	return t, nil
}

// Resume rebuilds a topping game from its saved state.
func Resume(lex *lexicon.Lexicon, st State) (*Game, error) {
	if st.Limit <= 0 {
		return nil, fmt.Errorf("topping: saved limit %d ms: want more than 0", st.Limit)
	}
	g, err := game.Resume(lex, st.Game)
	if err != nil {
		return nil, err
	}
	// Between calls the duplicate game is over, or its turn's top is
	// revealed and one result short of the turns.
	if p := g.Phase(); p != game.Revealed && p != game.Over {
		return nil, fmt.Errorf("topping: saved game in phase %s, want %s or %s", p, game.Revealed, game.Over)
	}
	if want := g.Turn() - 1; len(st.Results) != want {
		return nil, fmt.Errorf("topping: saved game at turn %d (%s) with %d results, want %d", g.Turn(), g.Phase(), len(st.Results), want)
	}
	t := &Game{g: g, lex: lex, st: st}
	t.st.Game = game.State{}
	t.st.Turn.Hints = slices.Clone(st.Turn.Hints)
	t.st.Turn.Proposals = slices.Clone(st.Turn.Proposals)
	t.st.Results = cloneResults(st.Results)
	return t, nil
}

// reveal has the duplicate game reveal the new turn's top, unless it is
// over. The player's move is not played through the duplicate game: the
// top is all topping needs from it.
func (t *Game) reveal() error {
	if t.g.Phase() == game.Over {
		return nil
	}
	_, err := t.g.Submit("", "", 0)
	return err
}

// State returns the game's state; it shares nothing with the game.
func (t *Game) State() State {
	st := t.st
	st.Game = t.g.State()
	st.Turn.Hints = slices.Clone(st.Turn.Hints)
	st.Turn.Proposals = slices.Clone(st.Turn.Proposals)
	st.Results = cloneResults(st.Results)
	return st
}

func cloneResults(rs []Result) []Result {
	out := slices.Clone(rs)
	for i := range out {
		out[i].Hints = slices.Clone(out[i].Hints)
		if out[i].Found != nil {
			f := *out[i].Found
			out[i].Found = &f
		}
	}
	return out
}

// Over reports whether the game has ended.
func (t *Game) Over() bool { return t.g.Phase() == game.Over }

// Turn returns the turn number: the turn being played, or after the end one
// more than the last turn.
func (t *Game) Turn() int { return t.g.Turn() }

// Draw returns the draw of the turn; the zero Draw once the game is over.
func (t *Game) Draw() bag.Draw { return t.g.Draw() }

// Board returns the board of the turn, before its top; the caller must not
// change it.
func (t *Game) Board() *board.Board { return t.g.Board() }

// Formula returns the game's formula.
func (t *Game) Formula() game.Formula { return t.g.Formula() }

// Limit returns the time a turn allows, in milliseconds.
func (t *Game) Limit() int64 { return t.st.Limit }

// Proposals returns the legal moves proposed in the turn so far.
func (t *Game) Proposals() []Proposal { return slices.Clone(t.st.Turn.Proposals) }

// Results returns the turns played.
func (t *Game) Results() []Result { return cloneResults(t.st.Results) }

// Total returns the game's time so far, in milliseconds: the sum of the
// turns' times.
func (t *Game) Total() int64 {
	var sum int64
	for _, r := range t.st.Results {
		sum += r.Time
	}
	return sum
}

// Record returns the game's record: the draws and the tops, and as the
// player's move of each turn the top they found, with the clock time used
// (none on a turn that timed out).
func (t *Game) Record() record.Record {
	rec := t.g.Record()
	for i := range rec.Turns {
		if i < len(t.st.Results) {
			r := t.st.Results[i]
			if r.Found != nil {
				rec.Turns[i].Played = &record.Play{Move: *r.Found, Millis: r.Millis}
			}
		} else {
			// The turn in progress: its top is not to be seen yet.
			rec.Turns[i].Top, rec.Turns[i].Ties = nil, nil
		}
	}
	return rec
}
