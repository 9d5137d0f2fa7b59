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

// Render draws the keys as a description list in a disclosure, as markup:
// it never changes, and the disclosure opens by itself (go-app would mount
// its ~45 elements and texts one call each, a frame after every new game).
func (s *Shortcuts) Render() app.UI {
	dl := El("dl")
	for _, k := range french.ShortcutList {
		dl.Body(El("dt").Body(El("kbd").Text(k.Keys)), El("dd").Text(k.Does))
	}
	return El("details").ID("shortcuts").Class("shortcuts").Body(El("summary").Text(french.Shortcuts), dl).UI()
}

// clicked is a click handler calling f, if any.
func clicked(f func(app.Context)) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if f != nil {
			f(ctx)
		}
	}
}
