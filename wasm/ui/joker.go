package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/tile"
)

// JokerPicker asks which letter a joker stands for: 26 letter buttons,
// or a key typed on the keyboard.
type JokerPicker struct {
	app.Compo
	Square   string // where the joker goes, "H8"
	OnChoose func(ctx app.Context, l tile.Letter)
	OnCancel func(ctx app.Context)
}

// Render draws the picker as a modal dialog.
func (j *JokerPicker) Render() app.UI {
	var letters []app.UI
	for l := tile.Letter(1); l <= tile.NumLetters; l++ {
		letters = append(letters, app.Button().Type("button").Class("pick").ID("pick-"+string(l.Rune())).
			Text(string(l.Rune())).
			OnClick(func(ctx app.Context, e app.Event) {
				if j.OnChoose != nil {
					j.OnChoose(ctx, l)
				}
			}))
	}
	return app.Div().Class("overlay").Body(
		app.Div().ID("joker-picker").Class("picker").Role("dialog").Aria("modal", "true").Aria("labelledby", "picker-title").Body(
			app.H2().ID("picker-title").Text("Le joker en "+j.Square+" vaut la lettre…"),
			app.Div().Class("letters").Body(letters...),
			app.Button().Type("button").ID("pick-cancel").Class("button", "secondary").Text("Annuler").
				OnClick(func(ctx app.Context, e app.Event) {
					if j.OnCancel != nil {
						j.OnCancel(ctx)
					}
				}),
		),
	)
}
