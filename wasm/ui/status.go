package ui

import (
	"fmt"

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
