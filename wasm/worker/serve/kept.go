//go:build js && wasm

package serve

import (
	"bytes"
	"syscall/js"

	"duplicata/engine/lexicon"
)

// kept is the engine's Kept in the browser: self.duplicataKept, which the
// bootstrap (worker.js) defines over IndexedDB. Without it, or when
// IndexedDB fails (a private window may refuse it), nothing is kept and
// the words are built at every start.
type kept struct{}

func (kept) store() js.Value { return js.Global().Get("duplicataKept") }

// Get waits for the kept bytes; nil when there are none or on any error.
func (k kept) Get(key string) []byte {
	s := k.store()
	if !s.Truthy() {
		return nil
	}
	v, err := await(s.Call("get", key))
	// Anything else than bytes (a record another program wrote) is none:
	// CopyBytesToGo takes only a Uint8Array.
	if err != nil || !v.InstanceOf(js.Global().Get("Uint8Array")) {
		return nil
	}
	data := make([]byte, v.Get("length").Int())
	js.CopyBytesToGo(data, v)
	return data
}

// Put keeps lex, and waits until IndexedDB has it (or failed): the page
// ends the worker when it goes away, which would cut the write short, and
// the next start would build the words again.
func (k kept) Put(key string, lex *lexicon.Lexicon) {
	s := k.store()
	if !s.Truthy() {
		return
	}
	var buf bytes.Buffer
	if _, err := lex.WriteTo(&buf); err != nil {
		return
	}
	arr := js.Global().Get("Uint8Array").New(buf.Len())
	js.CopyBytesToJS(arr, buf.Bytes())
	await(s.Call("put", key, arr))
}

// await waits for a promise: its value, or its rejection as an error.
func await(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	done := make(chan result, 1)
	arg := func(args []js.Value) js.Value {
		if len(args) == 0 {
			return js.Undefined()
		}
		return args[0]
	}
	ok := js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- result{v: arg(args)}
		return nil
	})
	ko := js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- result{err: js.Error{Value: arg(args)}}
		return nil
	})
	defer ok.Release()
	defer ko.Release()
	p.Call("then", ok, ko)
	r := <-done
	return r.v, r.err
}
