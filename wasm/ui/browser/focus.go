package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// FocusAfterRender gives the element with the id the focus once the render
// under way is in the document.
func FocusAfterRender(id string) {
	var f app.Func
	f = app.FuncOf(func(this app.Value, args []app.Value) any {
		if el := app.Window().GetElementByID(id); el.Truthy() {
			el.Call("focus")
		}
		f.Release()
		return nil
	})
	app.Window().Call("setTimeout", f, 0)
}

// Refocus gives the focus back to an element drawn anew: a button of
// markup (ui.Markup) is a new element when what it shows changes, and the
// one tapped from the keyboard would lose the focus. The handler of the
// tap calls Keep, the component's Render calls Restore.
type Refocus struct {
	id string // the element to focus at the next render, "" for none
}

// Keep notes the element with the id, if it has the focus now.
func (r *Refocus) Keep(id string) {
	if a := app.Window().Get("document").Get("activeElement"); a.Truthy() && a.Get("id").String() == id {
		r.id = id
	}
}

// Restore, called from a Render, focuses the element kept, once the render
// is in the document (FocusAfterRender).
func (r *Refocus) Restore() {
	if r.id != "" {
		FocusAfterRender(r.id)
		r.id = ""
	}
}

// usableMarked is whether the new-game form's start button was ever usable.
var usableMarked bool

// MarkUsable marks, once in the app's life, the moment the new-game form's
// start button is usable (performance mark "duplicata:form-usable", read by
// the load measurements), once the render under way is in the document.
func MarkUsable() {
	if usableMarked {
		return
	}
	usableMarked = true
	var f app.Func
	f = app.FuncOf(func(this app.Value, args []app.Value) any {
		app.Window().Get("performance").Call("mark", "duplicata:form-usable")
		f.Release()
		return nil
	})
	app.Window().Call("setTimeout", f, 0)
}

// RevealAfterRender scrolls the element with the id into view when any
// of it is out of the viewport: the answer to an action must be where the
// player looks. It looks once the render under way is in the document,
// and again a little later while the element still says text, since what
// the answer brings (a game opened above it in the library) may lay out
// after it and push it away. It moves as little as it can (block
// "nearest", the element's scroll-margin), so what the player used stays
// in view above it. The later looks are dropped once the player acts again
// (a tap, a key, the wheel): the page must not move under a finger that
// has gone on to something else.
func RevealAfterRender(id, text string) {
	if app.IsServer {
		return
	}
	watchActions()
	gen := actions
	looks := []int{0, 400, 1200}
	reveals(len(looks))
	for _, ms := range looks {
		var f app.Func
		f = app.FuncOf(func(this app.Value, args []app.Value) any {
			f.Release()
			defer reveals(-1)
			if ms > 0 && actions != gen {
				return nil
			}
			el := app.Window().GetElementByID(id)
			if !el.Truthy() || el.Get("textContent").String() != text {
				return nil
			}
			r := el.Call("getBoundingClientRect")
			h := app.Window().Get("innerHeight").Float()
			if r.Get("top").Float() < 0 || r.Get("bottom").Float() > h {
				el.Call("scrollIntoView", map[string]any{"block": "nearest"})
			}
			return nil
		})
		app.Window().Call("setTimeout", f, ms)
	}
}

// pendingReveals counts RevealAfterRender's looks not yet run. While there
// are any, the document's element says so (data-revealing): the browser
// tests judge where a message landed once the page has stopped moving it.
var pendingReveals int

// reveals adds d to pendingReveals; the document's element is touched only
// when the count leaves or reaches zero.
func reveals(d int) {
	was := pendingReveals > 0
	pendingReveals += d
	if now := pendingReveals > 0; now != was {
		root := app.Window().Get("document").Get("documentElement")
		if now {
			root.Call("setAttribute", "data-revealing", "")
		} else {
			root.Call("removeAttribute", "data-revealing")
		}
	}
}

// actions counts the player's actions (pointer down, key down, wheel) since
// watchActions first ran; it is read and written on the browser's one
// thread, in event listeners and timers.
var (
	actions  int
	watching bool
)

// watchActions installs, once, the listeners that count actions.
func watchActions() {
	if watching {
		return
	}
	watching = true
	count := app.FuncOf(func(app.Value, []app.Value) any {
		actions++
		return nil
	})
	opts := map[string]any{"capture": true, "passive": true}
	for _, ev := range []string{"pointerdown", "keydown", "wheel", "touchstart"} {
		app.Window().Call("addEventListener", ev, count, opts)
	}
}
