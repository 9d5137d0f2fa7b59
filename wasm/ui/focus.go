package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// focusAfterRender gives the element with the id the focus once the render
// under way is in the document.
func focusAfterRender(id string) {
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
