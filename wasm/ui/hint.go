package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// HintKey remembers (localStorage) that the player closed the board's
// first-visit hint: it is shown until then, and never again after.
const HintKey Stored = "duplicata.hint.board"

// FirstHint is the board's first-visit hint: how to place a word, where
// the help is. « Compris » closes it for good.
type FirstHint struct {
	app.Compo
	closed bool
}

// OnMount reads whether the hint was closed before.
func (h *FirstHint) OnMount(ctx app.Context) {
	_, h.closed = HintKey.Read()
}

// Render draws the hint, or nothing once closed.
func (h *FirstHint) Render() app.UI {
	if h.closed || app.IsServer {
		return app.Div().ID("first-hint").Hidden(true)
	}
	return app.Aside().ID("first-hint").Class("first-hint").Aria("label", "Premiers pas").Body(
		app.P().Body(
			app.Text("Pour jouer\u00a0: choisissez la case où commence votre mot (une flèche montre le sens), puis les lettres du chevalet dans l'ordre\u00a0; ou tapez «\u00a0MOT H4\u00a0» dans le champ. "),
			app.A().Href(HelpPath).Text("L'aide"),
			app.Text(" explique tout."),
		),
		app.Button().Type("button").ID("first-hint-close").Class("button", "secondary").Text("Compris").
			OnClick(func(ctx app.Context, e app.Event) {
				HintKey.Write("closed")
				h.closed = true
			}),
	)
}
