package ui

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
)

// Trial is the « Tirage d'essai » button and what the engine answered: a
// first draw and its top on the empty board.
type Trial struct {
	app.Compo
	Ready   bool            // the engine has its lexicon
	Busy    bool            // a request is under way
	Status  string          // what is going on, or the last error
	Result  *protocol.Reply // the last trial, nil before the first
	Seed    uint64          // the game number of Result
	OnClick func(ctx app.Context)
}

// Render draws the button and the result.
func (t *Trial) Render() app.UI {
	button := app.Button().ID("trial-button").Class("button").Text("Tirage d'essai").
		Disabled(!t.Ready || t.Busy).
		OnClick(func(ctx app.Context, e app.Event) {
			if t.OnClick != nil {
				t.OnClick(ctx)
			}
		})
	result := app.P().ID("trial-result").Class("result").Aria("live", "polite")
	switch r := t.Result; {
	case t.Status != "":
		result = result.Text(t.Status)
	case r == nil:
		result = result.Text("Le moteur est prêt.")
	case r.Score == 0:
		result = result.Text(fmt.Sprintf("Tirage %s : aucun mot possible.", r.Draw))
	default:
		result = result.DataSet("score", r.Score).DataSet("ref", r.Ref).Body(
			app.Text(fmt.Sprintf("Partie n° %d, tirage %s. Top : ", t.Seed, r.Draw)),
			app.Strong().Class("word").Text(r.Word),
			app.Text(fmt.Sprintf(" en %s, %d points.", r.Ref, r.Score)),
		)
	}
	return app.Section().Class("trial").Body(button, result)
}
