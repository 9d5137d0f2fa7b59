//go:build !(js && wasm)

package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Await has no promise outside the browser: then is told the storage
// failed, as a browser without IndexedDB would.
func Await(_ app.Value, then func(v app.Value, errName string)) {
	then(app.Undefined(), "Error")
}
