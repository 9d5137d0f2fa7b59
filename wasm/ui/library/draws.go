package library

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui"
)

// DrawsForm takes a club game typed draw by draw: the engine finds each
// turn's top, and the game goes into the library.
type DrawsForm struct {
	app.Compo
	Enabled bool
	OnDraws func(ctx app.Context, formula, text string)
}

// Render draws the form.
func (f *DrawsForm) Render() app.UI {
	formulas := ui.Options("normal", ui.FormulaOptions()...)
	return app.Form().Class("import").ID("draws-form").Aria("label", "Saisir les tirages").
		OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			doc := app.Window()
			formula := ui.ChosenValue(doc.GetElementByID("draws-formula"))
			text := doc.GetElementByID("draws-text").Get("value").String()
			if f.OnDraws != nil {
				f.OnDraws(ctx, formula, text)
			}
		}).Body(
		app.H2().Text("Saisir les tirages d'une partie"),
		app.P().Class("help").Text("Un tirage par ligne, dans l'ordre, comme l'arbitre les annonce (reliquat + nouvelles lettres, ? pour un joker, par exemple D+VDJF?E) ; le moteur trouve les tops."),
		app.Label().For("draws-formula").Text("Formule"),
		app.Select().ID("draws-formula").Body(formulas...),
		app.Label().For("draws-text").Text("Tirages"),
		app.Textarea().ID("draws-text").Rows(5).Attr("spellcheck", "false").Attr("autocapitalize", "characters"),
		app.Button().Type("submit").ID("draws-button").Class("button").Text("Calculer les tops").Disabled(!f.Enabled),
	)
}
