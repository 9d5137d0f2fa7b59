package ui

import (
	"fmt"

	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Status is the line above the board: the turn, the clock, the live score
// and the running total.
type Status struct {
	app.Compo
	Turn     int
	Over     bool // the game is over: no clock
	Timed    bool
	LeftMs   int64
	SpentMs  int64
	Live     string // the live score, in training
	Total    int
	Deficit  int
	Percent  float64
	HasTotal bool
}

// Clock formats milliseconds as m:ss, rounding up: a turn shows 3:00 at
// its start and 0:01 in its last second.
func Clock(ms int64) string {
	if ms < 0 {
		ms = 0
	}
	s := (ms + 999) / 1000
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// Render draws the status line.
func (s *Status) Render() app.UI {
	clock := app.Span().ID("clock").Class("clock").Aria("label", "Temps")
	turn := fmt.Sprintf("Coup %d", s.Turn)
	switch {
	case s.Over:
		clock, turn = app.Span(), french.Turns.Count(s.Turn)
	case s.Timed:
		clock = clock.Text(Clock(s.LeftMs)).DataSet("left", s.LeftMs)
		if s.LeftMs <= 30_000 {
			clock = clock.Class("hurry")
		}
	default:
		clock = clock.Class("untimed").Text(Clock(s.SpentMs)).Title("Sans limite : temps passé")
	}
	total := app.Span().ID("total").Class("total")
	if s.HasTotal {
		total = total.Text(french.Pts.Count(s.Total) + " (" + Deficit(s.Deficit) + ")")
	}
	return app.Div().Class("status").Body(
		app.Span().ID("turn").Class("turn").Text(turn),
		clock,
		app.Span().ID("live").Class("live").Aria("live", "polite").Text(s.Live),
		total,
	)
}

// Tone is what a Notice says: the answer to the player's action, or what
// the page waits for. Its colour follows (docs/ARCHITECTURE.md, "Messages").
type Tone string

const (
	// Said is the answer to the player's last action: a refusal, an error,
	// or what was done. It is brought into view when its text changes.
	Said Tone = "said"
	// Waiting is a loading or preparing state: neutral, never error red,
	// beside the control it keeps disabled (which names it with
	// aria-describedby); it is not scrolled to, as nobody asked for it.
	Waiting Tone = "waiting"
)

// Notice is every message line of the app, the one place where a message
// is drawn: a live region (role status, polite, atomic) that is always in
// the document, empty when there is nothing to say, so that a screen
// reader hears each new text; a text that changes is scrolled into view
// when it is out of it (a phone's 844 px end above many messages).
type Notice struct {
	app.Compo
	ID   string
	Text string
	Tone Tone // Said when empty
	// shown is the text last drawn: a new one is brought into view.
	shown string
}

// Render draws the message.
func (n *Notice) Render() app.UI {
	tone := n.Tone
	if tone == "" {
		tone = Said
	}
	if n.Text != n.shown {
		n.shown = n.Text
		if n.Text != "" && tone == Said {
			browser.RevealAfterRender(n.ID, n.Text)
		}
	}
	return app.P().ID(n.ID).Class("message", "notice", string(tone)).
		Role("status").Aria("live", "polite").Aria("atomic", "true").Text(n.Text)
}
