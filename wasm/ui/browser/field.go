package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

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
