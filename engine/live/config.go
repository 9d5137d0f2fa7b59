package live

import (
	"fmt"
	"time"

	"duplicata/engine/club"
)

// Grace is how long after a turn's close a ballot still counts: one the
// server received before the close plus Grace was handed in on time. It is
// there for the network, not for the player. A phone shows the countdown on
// the server's clock, its offset measured to within half a round trip, and
// stops taking ballots at zero (§5.1: the ballot is raised when the end of
// the turn is called, and not written after it, §6.7); a ballot handed in at
// the last moment then still has to cross the network, which a phone's
// request does in well under a second, and in up to about two on a poor
// mobile link. Two seconds keep those and let no one play on: a turn's top
// is shown only once its ballots are collected (Window.Collected), and the
// next draw comes at least Grace later (Config.Pause).
const Grace = 2 * time.Second

// The bounds of a live game's configuration and extensions.
const (
	// MinRhythm is the shortest turn: far below the rules' blitz (a
	// minute, §1.3), for training evenings and tests with a short rhythm.
	MinRhythm = 5 * time.Second
	// MaxRhythm is the longest turn. The rules' is three minutes (§1.3:
	// « usuellement (et au maximum) »); a club of beginners may give more.
	MaxRhythm = 10 * time.Minute
	// MaxPause is the longest pause between two turns.
	MaxPause = 10 * time.Minute
	// MaxExtension is the most one event may extend a turn by.
	MaxExtension = 10 * time.Minute
)

// Config is what the organiser sets when starting a live game.
type Config struct {
	// Turns is the published game's number of turns.
	Turns int
	// Rhythm is the time of a turn (§1.3), from the draw to the close.
	Rhythm time.Duration
	// Pause is the time from a turn's close to the next draw, in which
	// the top is announced and shown (§4.1: at least 20 seconds after the
	// previous turn's announcement in a room). At least Grace.
	Pause time.Duration
}

// ConfigError says which field of a Config is out of bounds.
type ConfigError struct {
	Field string // "Turns", "Rhythm" or "Pause"
	Value string
	Want  string // the bounds
}

func (e *ConfigError) Error() string {
	return fmt.Sprintf("live: %s %s: want %s", e.Field, e.Value, e.Want)
}

// Check returns a *ConfigError for the first field out of bounds.
func (c Config) Check() error {
	switch {
	case c.Turns < 1 || c.Turns > club.MaxTurns:
		return &ConfigError{"Turns", fmt.Sprint(c.Turns), fmt.Sprintf("1 to %d", club.MaxTurns)}
	case c.Rhythm < MinRhythm || c.Rhythm > MaxRhythm:
		return &ConfigError{"Rhythm", c.Rhythm.String(), fmt.Sprintf("%v to %v", MinRhythm, MaxRhythm)}
	case c.Pause < Grace || c.Pause > MaxPause:
		return &ConfigError{"Pause", c.Pause.String(), fmt.Sprintf("%v (Grace) to %v", Grace, MaxPause)}
	}
	return nil
}
