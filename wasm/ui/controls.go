package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Controls are the turn's inputs under the rack: the typed move ("MOT
// H4"), the score announced in competition, and the buttons to clear,
// undo and hand in.
type Controls struct {
	app.Compo
	Entry       string
	Claimed     string
	Competition bool
	Busy        bool
	Placing     bool // tiles are on the board
	OnEntry     func(ctx app.Context, v string)
	OnClaimed   func(ctx app.Context, v string)
	OnClear     func(ctx app.Context)
	OnUndo      func(ctx app.Context)
	OnSubmit    func(ctx app.Context, keyboard bool)
}

// Render draws the controls.
func (c *Controls) Render() app.UI {
	call := func(f func(app.Context)) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			if f != nil {
				f(ctx)
			}
		}
	}
	var claimed, help app.UI
	placeholder := "MOT H4 (joker en minuscule)"
	if c.Competition {
		// The paper ballot (§5): the word written whole, its jokers
		// marked; the reference or the connecting letters; the score.
		placeholder = "MOT H4, MOT seul, ou R[SSE.]IZ"
		help = app.P().ID("ballot-help").Class("ballot-help").Text(
			"Bulletin : le mot en entier (joker en minuscule), puis la référence (H4 horizontal, 4H vertical) " +
				"ou les lettres de raccord entre crochets après la lettre qu'elles touchent (R[SSE.]IZ : S, S, E avant le R), et le score. " +
				"Une fois validé, le bulletin ne peut plus être changé.")
		claimed = app.Div().Class("claimed").Body(
			app.Label().For("claimed").Text("Score annoncé"),
			app.Input().ID("claimed").Type("text").Attr("inputmode", "numeric").Attr("autocomplete", "off").
				Size(4).Value(c.Claimed).
				OnInput(func(ctx app.Context, e app.Event) {
					if c.OnClaimed != nil {
						c.OnClaimed(ctx, ctx.JSSrc().Get("value").String())
					}
				}),
		)
	}
	return app.Form().Class("controls").ID("controls").Aria("label", "Votre coup").
		OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			// The form is sent by Enter in a field or by the submit
			// button; Enter keeps the player on the keyboard. (Enter
			// names the submit button as the submitter too: the focus
			// tells them apart.)
			keyboard := app.Window().Get("document").Get("activeElement").Get("tagName").String() == "INPUT"
			if c.OnSubmit != nil {
				c.OnSubmit(ctx, keyboard)
			}
		}).Body(
		app.Div().Class("entry").Body(
			app.Label().For("entry").Class("visually-hidden").Text("Mot et référence"),
			app.Input().ID("entry").Type("text").Attr("autocomplete", "off").Attr("autocapitalize", "characters").
				Attr("spellcheck", "false").Placeholder(placeholder).
				Value(c.Entry).Disabled(c.Placing).
				OnInput(func(ctx app.Context, e app.Event) {
					if c.OnEntry != nil {
						c.OnEntry(ctx, ctx.JSSrc().Get("value").String())
					}
				}),
		),
		claimed,
		help,
		app.Div().Class("buttons").Body(
			app.Button().Type("button").ID("clear").Class("button", "secondary").Text("Effacer").
				Disabled(c.Busy).OnClick(call(c.OnClear)),
			app.Button().Type("button").ID("undo").Class("button", "secondary").Text("Annuler").
				Aria("label", "Annuler la dernière lettre").Disabled(c.Busy || !c.Placing).OnClick(call(c.OnUndo)),
			app.Button().Type("submit").ID("submit").Class("button").Text("Valider").Disabled(c.Busy),
		),
	)
}
