//go:build js && wasm

package jsbridge

import "syscall/js"

// Bytes copies into Go the bytes of a Uint8Array, of another view of an
// ArrayBuffer (a DataView, a typed array: its bytes, not its elements), or
// of an ArrayBuffer. Anything else gives nil.
func Bytes(v js.Value) []byte {
	u8 := js.Global().Get("Uint8Array")
	switch {
	case v.InstanceOf(u8):
	case v.InstanceOf(js.Global().Get("ArrayBuffer")):
		v = u8.New(v)
	case js.Global().Get("ArrayBuffer").Call("isView", v).Bool():
		v = u8.New(v.Get("buffer"), v.Get("byteOffset"), v.Get("byteLength"))
	default:
		return nil
	}
	out := make([]byte, v.Get("byteLength").Int())
	js.CopyBytesToGo(out, v)
	return out
}

// Uint8Array copies b into a new Uint8Array.
func Uint8Array(b []byte) js.Value {
	a := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(a, b)
	return a
}
