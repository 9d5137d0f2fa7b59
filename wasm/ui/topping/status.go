package topping

import (
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Status is the line above the board: the turn, the time left in
// it, and the game's time so far.
type Status struct {
	app.Compo
	Turn    int
	Over    bool
	LeftMs  int64
	TotalMs int64
}

// Render draws the status line.
func (s *Status) Render() app.UI {
	turn := "Coup " + strconv.Itoa(s.Turn)
	clock := app.Span().ID("clock").Class("clock").Aria("label", "Temps restant")
	if s.Over {
		turn, clock = french.Turns.Count(s.Turn), app.Span()
	} else {
		clock = clock.Text(ui.Clock(s.LeftMs)).DataSet("left", s.LeftMs)
		if s.LeftMs <= 10_000 {
			clock = clock.Class("hurry")
		}
	}
	return app.Div().Class("status", "topping-status").Body(
		app.Span().ID("turn").Class("turn").Text(turn),
		clock,
		app.Span().Class("live"),
		app.Span().ID("total-time").Class("total").DataSet("ms", s.TotalMs).Title("Temps total : le moins est le mieux").
			Text("Temps : "+french.Millis(s.TotalMs)),
	)
}
