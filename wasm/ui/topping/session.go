package topping

import (
	"duplicata/wasm/ui"
	"strconv"

	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/topping"
	"duplicata/wasm/ui/play"
)

// Key is the topping game's localStorage key.
const Key = "duplicata.topping"

// Limits are the times a topping turn may last, in milliseconds.
var Limits = []struct {
	Millis int64
	Name   string
}{
	{10_000, "10 s (entraînement éclair)"}, {30_000, "30 s"}, {60_000, "1 min (règlement)"}, {120_000, "2 min"},
}

// Choice is what the topping form holds: the game (ui.Choice) and the
// time a turn.
type Choice struct {
	ui.Choice
	Limit int64 // milliseconds
}

// Config reads the choice as a topping game's configuration; the game
// number must be a whole number from 1.
func (c Choice) Config() (topping.Config, bool) {
	cfg, ok := c.Game()
	return topping.Config{Game: cfg, Limit: c.Limit}, ok
}

// Session is the topping game on screen, saved after every action
// (localStorage, Key). Its State holds the turn's top, as the
// worker needs it to resume: it is never shown before the turn ends.
type Session struct {
	State *topping.State `json:"state"`
	// ElapsedMs is the turn's clock: the time since its draw was shown.
	// It does not run while the app is closed.
	ElapsedMs int64 `json:"elapsedMs"`

	Entry          string `json:"entry,omitempty"` // the move typed, "MOT H4"
	play.Placement        // the tiles put on the board, the cursor

	Clues []topping.Clue  `json:"clues,omitempty"` // the turn's hints, as answered
	Last  *topping.Result `json:"last,omitempty"`  // the turn that just ended
	// Record is the game's record once it is over, from the worker.
	Record *record.Record `json:"record,omitempty"`
	Saved  bool           `json:"saved,omitempty"` // the finished game is in the library
}

// NewSession is the session of a game the worker has just started.
func NewSession(st *topping.State) *Session {
	s := &Session{State: st}
	s.startTurn()
	return s
}

// startTurn readies the session for a new draw.
func (s *Session) startTurn() {
	s.ElapsedMs, s.Entry, s.Clues = 0, "", nil
	s.Placement.Reset()
}

// Over reports whether the game has ended.
func (s *Session) Over() bool {
	return s == nil || s.State == nil || s.State.Game.Phase == game.Over
}

// Turn is the turn in play, or after the end the number of turns played.
func (s *Session) Turn() int {
	if s.Over() {
		return len(s.State.Results)
	}
	return s.State.Game.Turn
}

// LeftMs is the time left in the turn.
func (s *Session) LeftMs() int64 { return max(s.State.Limit-s.ElapsedMs, 0) }

// TotalMs is the game's time so far: the sum of the turns' times.
func (s *Session) TotalMs() int64 {
	var sum int64
	for _, r := range s.State.Results {
		sum += r.Time
	}
	return sum
}

// Asked reports whether hint h was asked for this turn.
func (s *Session) Asked(h topping.Hint) bool {
	for _, a := range s.State.Turn.Hints {
		if a == h {
			return true
		}
	}
	return false
}

// Clue is the answer to hint h this turn, if kept.
func (s *Session) Clue(h topping.Hint) *topping.Clue {
	for i := range s.Clues {
		if s.Clues[i].Hint == h {
			return &s.Clues[i]
		}
	}
	return nil
}

// Encode and DecodeSession are the saved form.
func (s *Session) Encode() string { return ui.Encode(s) }

// DecodeSession reads a saved topping game; one with no game in it is an
// error.
func DecodeSession(data string) (*Session, error) {
	return ui.Decode(data, func(s *Session) bool {
		return s.State != nil && s.State.Game.Phase != "" && s.State.Limit > 0
	})
}

// Cost writes a cost in milliseconds as whole seconds: "+20 s".
func Cost(ms int64) string { return "+" + strconv.FormatInt(ms/1000, 10) + " s" }
