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

// usableMarked is whether the new-game form's start button was ever usable.
var usableMarked bool

// markUsable marks, once in the app's life, the moment the new-game form's
// start button is usable (performance mark "duplicata:form-usable", read by
// the load measurements), once the render under way is in the document.
func markUsable() {
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

// retry is the button offered after the lexicon failed to load.
func retry(onRetry func(ctx app.Context)) app.UI {
	return app.Button().Type("button").ID("retry").Class("button", "secondary").Text("Réessayer").
		OnClick(func(ctx app.Context, e app.Event) { onRetry(ctx) })
}
