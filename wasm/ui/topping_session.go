package ui

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/topping"
	"duplicata/wasm/ui/play"
)

// ToppingKey is the topping game's localStorage key.
const ToppingKey = "duplicata.topping"

// ToppingLimits are the times a topping turn may last, in milliseconds.
var ToppingLimits = []struct {
	Millis int64
	Name   string
}{
	{10_000, "10 s (entraînement éclair)"}, {30_000, "30 s"}, {60_000, "1 min (règlement)"}, {120_000, "2 min"},
}

// ToppingChoice is what the topping form holds.
type ToppingChoice struct {
	Formula string
	Limit   int64 // milliseconds
	Seed    string
	Draws   []string // an imported game's draws, instead of a numbered game
}

// Config reads the choice as a topping game's configuration; the game
// number must be a whole number from 1.
func (c ToppingChoice) Config() (topping.Config, bool) {
	if len(c.Draws) > 0 {
		return topping.Config{Game: game.Config{Formula: c.Formula, Draws: c.Draws}, Limit: c.Limit}, true
	}
	seed, err := strconv.ParseUint(strings.TrimSpace(c.Seed), 10, 64)
	if err != nil || seed == 0 {
		return topping.Config{}, false
	}
	return topping.Config{Game: game.Config{Seed: seed, Formula: c.Formula}, Limit: c.Limit}, true
}

// ToppingSession is the topping game on screen, saved after every action
// (localStorage, ToppingKey). Its State holds the turn's top, as the
// worker needs it to resume: it is never shown before the turn ends.
type ToppingSession struct {
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

// NewToppingSession is the session of a game the worker has just started.
func NewToppingSession(st *topping.State) *ToppingSession {
	s := &ToppingSession{State: st}
	s.startTurn()
	return s
}

// startTurn readies the session for a new draw.
func (s *ToppingSession) startTurn() {
	s.ElapsedMs, s.Entry, s.Clues = 0, "", nil
	s.Placement.Reset()
}

// Over reports whether the game has ended.
func (s *ToppingSession) Over() bool {
	return s == nil || s.State == nil || s.State.Game.Phase == game.Over
}

// Turn is the turn in play, or after the end the number of turns played.
func (s *ToppingSession) Turn() int {
	if s.Over() {
		return len(s.State.Results)
	}
	return s.State.Game.Turn
}

// LeftMs is the time left in the turn.
func (s *ToppingSession) LeftMs() int64 { return max(s.State.Limit-s.ElapsedMs, 0) }

// TotalMs is the game's time so far: the sum of the turns' times.
func (s *ToppingSession) TotalMs() int64 {
	var sum int64
	for _, r := range s.State.Results {
		sum += r.Time
	}
	return sum
}

// Asked reports whether hint h was asked for this turn.
func (s *ToppingSession) Asked(h topping.Hint) bool {
	for _, a := range s.State.Turn.Hints {
		if a == h {
			return true
		}
	}
	return false
}

// Clue is the answer to hint h this turn, if kept.
func (s *ToppingSession) Clue(h topping.Hint) *topping.Clue {
	for i := range s.Clues {
		if s.Clues[i].Hint == h {
			return &s.Clues[i]
		}
	}
	return nil
}

// Encode and DecodeToppingSession are the saved form.
func (s *ToppingSession) Encode() string {
	b, _ := json.Marshal(s)
	return string(b)
}

// DecodeToppingSession reads a saved topping game; one with no game in it
// is an error.
func DecodeToppingSession(data string) (*ToppingSession, error) {
	var s ToppingSession
	if err := json.Unmarshal([]byte(data), &s); err != nil {
		return nil, err
	}
	if s.State == nil || s.State.Game.Phase == "" || s.State.Limit <= 0 {
		return nil, fmt.Errorf("no topping game")
	}
	return &s, nil
}

// ToppingCost writes a cost in milliseconds as whole seconds: "+20 s".
func ToppingCost(ms int64) string { return "+" + strconv.FormatInt(ms/1000, 10) + " s" }
