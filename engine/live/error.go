package live

import (
	"fmt"
	"strings"
	"time"
)

// Problem says what is wrong with an event.
type Problem int

// The problems of an event.
const (
	Malformed      Problem = iota + 1 // its wire form does not read
	TooMany                           // more than MaxEvents events
	UnknownKind                       // no kind of event
	NoTime                            // At is missing
	OutOfOrder                        // At is before the previous event's
	NotStarted                        // before a Start, or before the first turn opens
	AlreadyStarted                    // a Start once the game has opened
	StartInPast                       // a Start whose Opens is before its At
	AlreadyOver                       // after the end, or after the last turn closed
	AlreadyPaused                     // a Pause while paused
	NotPaused                         // a Resume while the clock runs
	BadTurn                           // an Extend of no turn of the game
	BadDuration                       // an Extend by nothing, less, or more than MaxExtension
	TurnClosed                        // an Extend of a turn already closed
	NoPlayer                          // a Remove of no name
	AlreadyRemoved                    // a Remove of a player already removed
)

var problemText = map[Problem]string{
	Malformed:      "malformed",
	TooMany:        "too many events",
	UnknownKind:    "unknown kind of event",
	NoTime:         "no time",
	OutOfOrder:     "before the previous event",
	NotStarted:     "the game has not started",
	AlreadyStarted: "the game has already started",
	StartInPast:    "starts before it was set",
	AlreadyOver:    "the game is over",
	AlreadyPaused:  "already paused",
	NotPaused:      "not paused",
	BadTurn:        "no such turn",
	BadDuration:    "bad duration",
	TurnClosed:     "the turn is closed",
	NoPlayer:       "no player named",
	AlreadyRemoved: "the player is already removed",
}

func (p Problem) String() string {
	if s, ok := problemText[p]; ok {
		return s
	}
	return fmt.Sprintf("Problem(%d)", int(p))
}

// EventError says which of the organiser's events is wrong, and why.
type EventError struct {
	Index   int // the event's index in the list, from 0; -1 for the list as a whole
	Kind    Kind
	At      time.Time
	Problem Problem
	Detail  string // what was found
}

func (e *EventError) Error() string {
	var sb strings.Builder
	sb.WriteString("live: ")
	if e.Index >= 0 {
		fmt.Fprintf(&sb, "event %d", e.Index)
		if e.Kind != 0 {
			fmt.Fprintf(&sb, " (%s", e.Kind)
			if !e.At.IsZero() {
				sb.WriteString(" at " + e.At.UTC().Format(time.RFC3339Nano))
			}
			sb.WriteString(")")
		}
		sb.WriteString(": ")
	}
	sb.WriteString(e.Problem.String())
	if e.Detail != "" {
		sb.WriteString(": " + e.Detail)
	}
	return sb.String()
}
