package live

import (
	"fmt"
	"slices"
	"time"

	"duplicata/engine/ballot"
	"duplicata/engine/record"
)

// Player is a player of a live game.
type Player struct {
	Name string `json:"name"` // unique in the game
	// Joined is when the server took the player in: the turns closed
	// before count zero (§7.2).
	Joined time.Time `json:"joined"`
}

// Ballot is a ballot of a live game as the server received it: one a turn
// a player (§5.1).
type Ballot struct {
	Player string `json:"player"`
	Turn   int    `json:"turn"` // from 1
	// Received is when the server received it, on its clock: what
	// decides whether it is on time, never the phone's clock.
	Received time.Time `json:"received"`
	ballot.Ballot
}

// same reports whether b and c are the same ballot, wherever received:
// the same one sent again.
func (b Ballot) same(c Ballot) bool {
	x, y := b.Ballot, c.Ballot
	return b.Player == c.Player && b.Turn == c.Turn && x.Word == y.Word && x.Ref == y.Ref &&
		x.Dir == y.Dir && x.Score == y.Score && slices.Equal(x.Anchors, y.Anchors)
}

// Verdict is the verdict on a ballot, given by a device that holds the
// game's lexicon (ballot.Judge), as a club game's record keeps it
// (record.Play): the solution paid with its score at its place, the score
// announced, the sanction and its clause. A zero keeps no solution: its
// Word and Ref are empty, its Sanction "zero".
type Verdict struct {
	Player string `json:"player"`
	Turn   int    `json:"turn"`
	record.Play
	// Reasons are the judge's, for the arbiter's screen and the
	// player's correction slip; the server does not rely on them.
	Reasons []ballot.Reason `json:"reasons,omitempty"`
}

// Judged is the verdict v that ballot.Judge gave on b.
func Judged(b Ballot, v ballot.Verdict) Verdict {
	out := Verdict{Player: b.Player, Turn: b.Turn, Reasons: v.Reasons}
	out.Claimed, out.Sanction, out.Clause = max(b.Score, 0), v.Sanction.String(), v.Clause
	if v.Found && v.Sanction != ballot.Zero {
		out.Move = record.Move{Word: v.Move.WordString(), Ref: v.Move.Ref.String(), Score: v.Move.Score}
	} else {
		out.Sanction = ballot.Zero.String()
	}
	return out
}

// zero reports whether v pays nothing and keeps no solution.
func (v *Verdict) zero() bool { return v.Word == "" && v.Ref == "" }

// Ruling is the arbiter's decision on a player's turn. Rulings come in the
// order given; a later one on the same turn replaces an earlier.
type Ruling struct {
	Player string `json:"player"`
	Turn   int    `json:"turn"`
	// AcceptLate counts the player's ballot received after its turn's
	// collection: kept, it waits for the arbiter (issue 30: a phone
	// offline for a whole turn).
	AcceptLate bool `json:"acceptLate,omitempty"`
	// Overrule, when set, replaces the verdict on the turn (§7.3: a
	// player's recourse against a decision, the arbiter's own review);
	// it is checked as a judge's verdict is.
	Overrule *record.Play `json:"overrule,omitempty"`
	// Reason is the arbiter's reason, given to the player (§6.9: the
	// motive of each decision is notified). Required with Overrule.
	Reason string    `json:"reason,omitempty"`
	At     time.Time `json:"at"`
}

// Arrival says how a ballot arrived.
type Arrival int

// The arrivals of a ballot. The zero Arrival is NotReceived.
const (
	// NotReceived is no ballot: none handed in, refused, or none the
	// server acknowledged to the phone. Only an overrule pays the turn.
	NotReceived Arrival = iota
	OnTime              // before its turn's close plus Grace: it counts
	Late                // after: kept, it counts only if the arbiter accepts it
)

func (a Arrival) String() string {
	switch a {
	case NotReceived:
		return "not received"
	case OnTime:
		return "on time"
	case Late:
		return "late"
	}
	return fmt.Sprintf("Arrival(%d)", int(a))
}

// Ack is how a server's acknowledgment spells the arrival
// (Received.Arrival, Handed.Arrival): "on-time", "late", or "" for no
// ballot. ParseArrival reads it back.
func (a Arrival) Ack() string {
	switch a {
	case OnTime:
		return "on-time"
	case Late:
		return "late"
	}
	return ""
}

// ParseArrival is the arrival an acknowledgment spells (Ack): "on-time" is
// OnTime, "late" is Late, and anything else — "" for a ballot never
// acknowledged — NotReceived, so that a ballot the phone cannot vouch for
// counts only by a ruling.
func ParseArrival(s string) Arrival {
	switch s {
	case "on-time":
		return OnTime
	case "late":
		return Late
	}
	return NotReceived
}

// Paid is the rule of a live game's pay, for one player's turn counted:
// the play paid and whether the player's ballot counts, given how the
// ballot arrived, the verdict on it (nil if none yet) and the last ruling
// on the turn (nil if none). The ballot counts when it came on time, or
// late with a ruling that accepts or overrules it (§6.7). The turn pays the
// ruling's overrule, which stands even with no ballot (§7.3, the arbiter's
// decision), else the verdict of a ballot that counts; a play with no
// solution (no word, no reference: a zero) pays nothing, nil. The play
// returned is one of those given, not a copy.
func Paid(a Arrival, verdict *record.Play, r *Ruling) (play *record.Play, counts bool) {
	counts = a == OnTime || a == Late && r != nil && (r.AcceptLate || r.Overrule != nil)
	switch {
	case r != nil && r.Overrule != nil:
		play = r.Overrule
	case counts:
		play = verdict
	}
	if play != nil && play.Word == "" && play.Ref == "" {
		play = nil
	}
	return play, counts
}

// Refusal says why a ballot, a verdict or a ruling is refused.
type Refusal int

// The refusals.
const (
	UnknownPlayer Refusal = iota + 1 // no player of that name joined
	PlayerRemoved                    // the organiser removed the player before
	NoTurn                           // no turn of that number, or none yet
	NotOpen                          // received before the turn's draw
	JoinedAfter                      // the turn closed before the player joined (§7.2)
	TurnCut                          // the end cut the turn: it does not count (§4.7)
	Again                            // the same ballot again: already received, acknowledge it
	Second                           // another ballot for a turn already handed in (§5.1)
	NoBallot                         // a verdict on no ballot received
	NotTheBallot                     // a verdict on another word or another score announced
	Refuted                          // a verdict the server's replay refutes (club.Reference)
	NoReason                         // an overrule without its reason
)

var refusalText = map[Refusal]string{
	UnknownPlayer: "no such player",
	PlayerRemoved: "the player was removed",
	NoTurn:        "no such turn",
	NotOpen:       "the turn is not open",
	JoinedAfter:   "the turn closed before the player joined",
	TurnCut:       "the end cut the turn",
	Again:         "already received",
	Second:        "a ballot for the turn was already handed in",
	NoBallot:      "no ballot for the verdict",
	NotTheBallot:  "not the ballot's word or score",
	Refuted:       "the verdict does not replay",
	NoReason:      "an overrule needs a reason",
}

func (r Refusal) String() string {
	if s, ok := refusalText[r]; ok {
		return s
	}
	return fmt.Sprintf("Refusal(%d)", int(r))
}

// RefusalError says whose turn is refused, and why.
type RefusalError struct {
	What    string // "ballot", "verdict" or "ruling"
	Player  string
	Turn    int
	Refusal Refusal
	Detail  string
	Err     error // the replay's, for Refuted
}

func (e *RefusalError) Error() string {
	s := fmt.Sprintf("live: %s of %q for turn %d: %s", e.What, e.Player, e.Turn, e.Refusal)
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *RefusalError) Unwrap() error { return e.Err }
