package live

import (
	"time"

	"duplicata/engine/ballot"
	"duplicata/engine/club"
)

// The live API's requests and replies (site/README.md, « Live games »),
// declared once: the Worker (site/clubs) writes the replies and reads the
// requests, the app's live pages the reverse.
type (
	// StartRequest starts a live game (POST …/live, the organiser's):
	// now, or at Opens; the rhythm and the pause in seconds. Sent again
	// before the first turn opens, it moves the start; the rhythm and the
	// pause stay those of the first.
	StartRequest struct {
		Opens  time.Time `json:"opens,omitzero"`
		Rhythm int       `json:"rhythm"`
		Pause  int       `json:"pause"`
	}

	// ExtendRequest gives turn Turn Seconds more (POST …/live/extend).
	ExtendRequest struct {
		Turn    int `json:"turn"`
		Seconds int `json:"seconds"`
	}

	// JoinRequest joins a live game with a name (POST …/live/players).
	// Key is the player's token, chosen by the phone (16 to 64 visible
	// ASCII characters) and kept by it: the server stores its hash, and
	// the same name and key again is the same player (a join whose reply
	// was lost).
	JoinRequest struct {
		Name string `json:"name"`
		Key  string `json:"key"`
	}

	// Joined is a player taken in.
	Joined struct {
		Name     string    `json:"name"`
		Joined   time.Time `json:"joined"`
		Repeated bool      `json:"repeated,omitempty"`
	}

	// HandIn is a ballot handed in (POST …/live/ballots, Authorization:
	// Bearer KEY): the turn, the ballot as written, and the verdict the
	// phone's judge gave it (ballot.Judge, Judged).
	HandIn struct {
		Turn    int           `json:"turn"`
		Ballot  ballot.Ballot `json:"ballot"`
		Verdict Verdict       `json:"verdict"`
	}

	// Received is a ballot the server stored: on time ("on-time") or
	// late ("late", waiting for the arbiter).
	Received struct {
		Turn     int       `json:"turn"`
		Arrival  string    `json:"arrival"`
		Received time.Time `json:"received"`
		Repeated bool      `json:"repeated,omitempty"`
	}

	// State is a live game as everyone sees it (GET …/live, with ETag):
	// what a phone or a projector needs to compute the timeline itself
	// (New over Config and Events, on the server's clock), the turn as
	// the server sees it, and the ranking of the turns collected.
	State struct {
		Game     club.Game `json:"game"`
		Code     string    `json:"code"`   // the short join code
		Rhythm   int64     `json:"rhythm"` // milliseconds
		Pause    int64     `json:"pause"`  // milliseconds
		Events   []Event   `json:"events"`
		Players  []string  `json:"players"` // in the order they joined, the removed ones too
		Removed  []string  `json:"removed,omitempty"`
		Phase    string    `json:"phase"` // Phase.String
		Turn     int       `json:"turn"`
		Paused   bool      `json:"paused,omitempty"`
		Opened   time.Time `json:"opened,omitzero"`
		Closes   time.Time `json:"closes,omitzero"`
		Next     time.Time `json:"next,omitzero"`
		Handed   int       `json:"handed"` // the ballots handed in for Turn
		Standing Standing  `json:"ranking"`
	}

	// Standing is the running ranking: the clubs' ranking over the turns
	// collected, and the last of them.
	Standing struct {
		Turns     int             `json:"turns"`
		TopTotal  int             `json:"topTotal"`
		Standings []club.Standing `json:"standings"`
		Last      *TurnBest       `json:"last,omitempty"`
	}

	// TurnBest is a collected turn's best players: those whose move
	// scored most, and whether one alone did (a solo, §4.5).
	TurnBest struct {
		Turn  int      `json:"turn"`
		Score int      `json:"score"`
		Names []string `json:"names"`
		Solo  bool     `json:"solo,omitempty"`
	}

	// Arbitration is every ballot of the game, its arrival and verdict,
	// and the rulings (GET …/live/ballots, the organiser's).
	Arbitration struct {
		Ballots []Handed `json:"ballots"`
		Rulings []Ruling `json:"rulings"`
	}

	// MyRulings are the arbiter's rulings on one player's turns, in the
	// order given (GET …/live/rulings, the player's own, with their
	// token): the phone shows each with its reason (§6.9) and pays the
	// player's library entry as the ranking does.
	MyRulings struct {
		Rulings []Ruling `json:"rulings"`
	}

	// Handed is a ballot stored, with its arrival and verdict, and
	// whether it waits for the arbiter (late, no ruling yet).
	Handed struct {
		Ballot
		Arrival string  `json:"arrival"`
		Verdict Verdict `json:"verdict"`
		Waiting bool    `json:"waiting,omitempty"`
	}

	// Clock is the server's time (GET /api/live/clock): a phone measures
	// its offset from it, at half the round trip.
	Clock struct {
		Now int64 `json:"now"` // Unix milliseconds
	}

	// Code is what a short join code names (GET /api/live/{code}).
	Code struct {
		Slug   string `json:"slug"`
		Number int    `json:"number"`
	}
)

// Best is turn k's best players in r (k from 1, at most r.Turns): false
// when no one scored.
func (r Ranking) Best(k int) (TurnBest, bool) {
	if k < 1 || k > r.Turns {
		return TurnBest{}, false
	}
	best := TurnBest{Turn: k}
	for _, s := range r.Standings {
		sc := r.Sheets[s.Name].Scores
		if k > len(sc) || sc[k-1] <= 0 {
			continue
		}
		switch {
		case sc[k-1] > best.Score:
			best.Score, best.Names = sc[k-1], []string{s.Name}
		case sc[k-1] == best.Score:
			best.Names = append(best.Names, s.Name)
		}
	}
	best.Solo = len(best.Names) == 1
	return best, best.Score > 0
}
