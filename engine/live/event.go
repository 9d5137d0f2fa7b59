package live

import (
	"encoding/json"
	"fmt"
	"time"
)

// Kind is the kind of an organiser's event.
type Kind int

// The organiser's events.
const (
	Start  Kind = iota + 1 // start the game, now or at Event.Opens; again before it opens, to move the start
	Pause                  // stop the clock: a turn's time left, or the time to the next draw, is kept
	Resume                 // start the clock again
	Extend                 // give Event.Turn Event.By more time
	End                    // end the game now (§4.7): a turn still open is cut and does not count
	Remove                 // remove Event.Player from the game and its ranking (§7.1)
)

var kindNames = [...]string{Start: "start", Pause: "pause", Resume: "resume", Extend: "extend", End: "end", Remove: "remove"}

func (k Kind) String() string {
	if k >= Start && k <= Remove {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// MarshalText writes the kind's name.
func (k Kind) MarshalText() ([]byte, error) {
	if k < Start || k > Remove {
		return nil, fmt.Errorf("live: no event kind %d", int(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText reads a kind's name.
func (k *Kind) UnmarshalText(b []byte) error {
	for i, n := range kindNames {
		if i > 0 && n == string(b) {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("live: no event kind %q", b)
}

// Event is one of the organiser's events, as the server recorded it.
type Event struct {
	Kind Kind
	// At is when the server recorded the event, on its clock. The
	// events of a game are in the order of At.
	At time.Time
	// Opens is when a Start opens the first turn; zero for At (now).
	Opens time.Time
	// Turn and By: an Extend gives turn Turn (from 1) By more time.
	Turn int
	By   time.Duration
	// Player is the name of the player a Remove removes.
	Player string
}

// wireEvent is an Event in JSON: the kind's name, times in RFC 3339, the
// extension in milliseconds.
type wireEvent struct {
	Kind   Kind      `json:"kind"`
	At     time.Time `json:"at"`
	Opens  time.Time `json:"opens,omitzero"`
	Turn   int       `json:"turn,omitempty"`
	By     int64     `json:"ms,omitempty"`
	Player string    `json:"player,omitempty"`
}

// MarshalJSON writes the event's wire form:
// {"kind":"extend","at":"2026-11-27T20:31:00Z","turn":3,"ms":30000}.
func (e Event) MarshalJSON() ([]byte, error) {
	return json.Marshal(wireEvent{e.Kind, e.At, e.Opens, e.Turn, e.By.Milliseconds(), e.Player})
}

// UnmarshalJSON reads the wire form MarshalJSON writes.
func (e *Event) UnmarshalJSON(b []byte) error {
	var w wireEvent
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*e = Event{w.Kind, w.At, w.Opens, w.Turn, time.Duration(w.By) * time.Millisecond, w.Player}
	return nil
}

// MaxEvents bounds a game's events: an evening has a few dozen.
const MaxEvents = 10000

// ParseEvents reads a JSON array of events in their wire form. An event
// that does not read is an *EventError (Malformed) naming it; the events'
// order and sense are New's to check.
func ParseEvents(data []byte) ([]Event, error) {
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, &EventError{Index: -1, Problem: Malformed, Detail: err.Error()}
	}
	if len(raw) > MaxEvents {
		return nil, &EventError{Index: MaxEvents, Problem: TooMany, Detail: fmt.Sprint(len(raw))}
	}
	events := make([]Event, len(raw))
	for i, r := range raw {
		if err := json.Unmarshal(r, &events[i]); err != nil {
			return nil, &EventError{Index: i, Problem: Malformed, Detail: err.Error()}
		}
	}
	return events, nil
}
