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
