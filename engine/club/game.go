package club

import "time"

// Game is a club's game as the clubs API lists it (site/README.md), the one
// shape the Worker writes and the app reads.
type Game struct {
	Number      int    `json:"number"` // from 1 in its club
	Title       string `json:"title"`
	Formula     string `json:"formula"`
	Rhythm      int    `json:"rhythm"` // seconds a turn, 0 for none
	Mode        string `json:"mode"`   // "training" or "competition": how the app judges announced scores
	Seed        uint64 `json:"seed,omitempty"`
	Lexicon     string `json:"lexicon"`     // the reference record's lexicon name
	LexiconHash string `json:"lexiconHash"` // and its content hash, hex
	Opens       string `json:"opens"`       // RFC 3339
	Closes      string `json:"closes"`      // RFC 3339
	Closed      bool   `json:"closed"`      // closed by its organiser before Closes
	Turns       int    `json:"turns"`
	TopTotal    int    `json:"topTotal"`
	Results     int    `json:"results"`
}

// The states of a game at a moment (Game.State).
const (
	Soon = "soon" // not open yet
	Open = "open"
	Over = "over" // closed by its organiser, or past its closing time
)

// State is where g stands at now: Soon, Open or Over. A time that does not
// parse counts as the zero time (a game always open, then over).
func (g Game) State(now time.Time) string {
	opens, _ := time.Parse(time.RFC3339, g.Opens)
	closes, _ := time.Parse(time.RFC3339, g.Closes)
	switch {
	case g.Closed || !now.Before(closes):
		return Over
	case now.Before(opens):
		return Soon
	}
	return Open
}
