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

// Render draws the tools: each as markup (the buttons never change, the bag
// once a turn), their clicks caught once, on the tools, as the rack's
// (#27: go-app mounted them in ~30 calls through syscall/js at every new
// game, with a listener each).
func (r *RackTools) Render() app.UI {
	t := r.Bag
	return app.Div().Class("rack-tools").OnClick(r.click).Body(
		El("button").Attr("type", "button").ID("shuffle").Class("button", "secondary").
			Aria("keyshortcuts", "+").Attr("title", "Mélanger le chevalet (touche +)").Text("Mélanger").UI(),
		El("button").Attr("type", "button").ID("sort").Class("button", "secondary").
			Aria("keyshortcuts", "=").Attr("title", "Trier le chevalet par ordre alphabétique (touche =)").Text("Trier").UI(),
		El("p").ID("bag").Class("bag").DataInt("tiles", t.Tiles).DataInt("vowels", t.Vowels).DataInt("consonants", t.Consonants).
			Text(french.Bag(t.Tiles, t.Vowels, t.Consonants, t.Either)).UI(),
	)
}

// click is the tools' handler: a method, so that go-app keeps the listener.
func (r *RackTools) click(ctx app.Context, e app.Event) {
	b := e.Get("target").Call("closest", "button")
	if !b.Truthy() {
		return
	}
	var f func(app.Context)
	switch b.Get("id").String() {
	case "shuffle":
		f = r.OnShuffle
	case "sort":
		f = r.OnSort
	}
	if f != nil {
		f(ctx)
	}
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
