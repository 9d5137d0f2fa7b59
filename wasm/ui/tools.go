package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/bag"
	"duplicata/wasm/ui/french"
)

// RackTools are the buttons under the rack — shuffle, sort — and the bag:
// the letters left, vowels and consonants counted (the engine's
// bag.Tally).
type RackTools struct {
	app.Compo
	Bag       bag.Tally
	OnShuffle func(ctx app.Context)
	OnSort    func(ctx app.Context)
}

// Render draws the tools.
func (r *RackTools) Render() app.UI {
	t := r.Bag
	return app.Div().Class("rack-tools").Body(
		app.Button().Type("button").ID("shuffle").Class("button", "secondary").Text("Mélanger").
			Aria("keyshortcuts", "+").Title("Mélanger le chevalet (touche +)").OnClick(clicked(r.OnShuffle)),
		app.Button().Type("button").ID("sort").Class("button", "secondary").Text("Trier").
			Aria("keyshortcuts", "=").Title("Trier le chevalet par ordre alphabétique (touche =)").OnClick(clicked(r.OnSort)),
		app.P().ID("bag").Class("bag").DataSet("tiles", t.Tiles).DataSet("vowels", t.Vowels).DataSet("consonants", t.Consonants).
			Text(french.Bag(t.Tiles, t.Vowels, t.Consonants, t.Either)),
	)
}

// Shortcuts is the « Raccourcis » panel: every key of the play area.
type Shortcuts struct {
	app.Compo
}

// Render draws the keys as a description list in a disclosure.
func (s *Shortcuts) Render() app.UI {
	var items []app.UI
	for _, k := range french.ShortcutList {
		items = append(items, app.Dt().Body(app.Kbd().Text(k.Keys)), app.Dd().Text(k.Does))
	}
	return app.Details().ID("shortcuts").Class("shortcuts").Body(
		app.Summary().Text(french.Shortcuts),
		app.Dl().Body(items...),
	)
}

// clicked is a click handler calling f, if any.
func clicked(f func(app.Context)) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if f != nil {
			f(ctx)
		}
	}
}
