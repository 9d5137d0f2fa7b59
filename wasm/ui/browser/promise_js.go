//go:build js && wasm

package browser

import (
	"errors"
	"syscall/js"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/internal/jsbridge"
)

// Await calls then with a promise's value, or with its rejection's name
// ("QuotaExceededError"…, "Error" when it has none), from the event loop
// (jsbridge.Then): then must not block.
func Await(p app.Value, then func(v app.Value, errName string)) {
	jsbridge.Then(jsValue(p), func(v js.Value, err error) {
		if e := (*jsbridge.Error)(nil); errors.As(err, &e) {
			then(app.Undefined(), e.Name)
			return
		}
		then(app.ValueOf(v), "")
	})
}

// jsValue is the js.Value that v wraps. go-app keeps it unexported but
// hands it to the functions it calls: v is passed to a Go function of our
// own, which JavaScript calls back at once, on this goroutine.
func jsValue(v app.Value) js.Value {
	var out js.Value
	take := js.FuncOf(func(_ js.Value, args []js.Value) any {
		out = args[0]
		return nil
	})
	defer take.Release()
	app.ValueOf(take).Invoke(v)
	return out
}
