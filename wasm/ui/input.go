package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui/french"
)

// coarse is the "(pointer: coarse)" query, made on Pointer's first call.
var coarse *app.Value

// Pointer is how the player points on this device, for the words of a
// message about a tap or a click: a finger where the main pointer is
// coarse (a phone, a tablet), else a mouse.
func Pointer() french.Input {
	if coarse == nil {
		// One MediaQueryList, live, for the app's lifetime: a new one at
		// every call cost each render a query (#27).
		// No matchMedia (Go-wasm's tests under node): a mouse.
		var mq app.Value = app.Null()
		if w := app.Window(); w.Get("matchMedia").Truthy() {
			mq = w.Call("matchMedia", "(pointer: coarse)")
		}
		coarse = &mq
	}
	if mq := *coarse; mq.Truthy() && mq.Get("matches").Bool() {
		return french.Touch
	}
	return french.Mouse
}
