//go:build !(js && wasm)

package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// await has no promise outside the browser: then is told the storage
// failed, as a browser without IndexedDB would.
func await(_ app.Value, then func(v app.Value, errName string)) {
	then(app.Undefined(), "Error")
}
