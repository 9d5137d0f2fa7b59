package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui/french"
)

// Pointer is how the player points on this device, for the words of a
// message about a tap or a click: a finger where the main pointer is
// coarse (a phone, a tablet), else a mouse.
func Pointer() french.Input {
	mq := app.Window().Call("matchMedia", "(pointer: coarse)")
	if mq.Truthy() && mq.Get("matches").Bool() {
		return french.Touch
	}
	return french.Mouse
}

// ClearField empties the field with the id now and once the render under
// way is in the document: go-app leaves a field's typed text in place when
// the value it last rendered was already empty, so a new turn would show
// the last turn's move.
func ClearField(id string) {
	clear := func() {
		if el := app.Window().GetElementByID(id); el.Truthy() {
			el.Set("value", "")
		}
	}
	clear()
	var f app.Func
	f = app.FuncOf(func(this app.Value, args []app.Value) any {
		clear()
		f.Release()
		return nil
	})
	app.Window().Call("setTimeout", f, 0)
}
