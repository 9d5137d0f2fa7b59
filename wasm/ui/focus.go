package ui

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
