package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Present reports whether v holds a JavaScript value: not nil (as in the
// prerendering, where nothing is), undefined or null.
func Present(v app.Value) bool { return v != nil && v.Truthy() }

// LocalStorage is the browser's; nil in the prerendering.
func LocalStorage() app.Value {
	ls := app.Window().Get("localStorage")
	if !Present(ls) {
		return nil
	}
	return ls
}
