//go:build js && wasm

package browser

import (
	"syscall/js"

	"duplicata/internal/jsbridge"
)

// RandomBytes is n bytes of the browser's generator
// (crypto.getRandomValues), not crypto/rand's, which would link Go's own
// (DRBG, AES) into app.wasm.
func RandomBytes(n int) []byte {
	v := js.Global().Get("Uint8Array").New(n)
	js.Global().Get("crypto").Call("getRandomValues", v)
	return jsbridge.Bytes(v)
}
