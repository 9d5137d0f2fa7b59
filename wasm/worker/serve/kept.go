//go:build js && wasm

package serve

import (
	"bytes"
	"syscall/js"

	"duplicata/engine/lexicon"
	"duplicata/internal/jsbridge"
)

// kept is the engine's Kept in the browser: self.duplicataKept, which the
// bootstrap (worker.js) defines over IndexedDB. Without it, or when
// IndexedDB fails (a private window may refuse it), nothing is kept and
// the words are built at every start.
type kept struct{}

func (kept) store() js.Value { return js.Global().Get("duplicataKept") }

// Get waits for the kept bytes; nil when there are none or on any error.
// The first call takes the record worker.js read as the worker started
// (duplicataKeptAhead: the store holds one record) when its key is key; a
// record of another key (another tab's build since) is read again.
func (k kept) Get(key string) []byte {
	stage("load: reading the kept lexicon")
	defer stage("load: kept lexicon read")
	s := k.store()
	if !s.Truthy() {
		return nil
	}
	if ahead := js.Global().Get("duplicataKeptAhead"); ahead.Truthy() {
		js.Global().Set("duplicataKeptAhead", js.Undefined()) // once
		r, err := jsbridge.Await(ahead)
		if err != nil {
			return nil // IndexedDB failed (or never answered): not asked twice
		}
		if r.Truthy() && r.Get("key").Type() == js.TypeString && r.Get("key").String() == key {
			stage("load: kept lexicon read ahead")
			return uint8s(r.Get("value"))
		}
	}
	v, err := jsbridge.Await(s.Call("get", key))
	if err != nil {
		return nil
	}
	return uint8s(v)
}

// uint8s copies a Uint8Array into Go; anything else than bytes (a record
// another program wrote) is none.
func uint8s(v js.Value) []byte {
	if !v.InstanceOf(js.Global().Get("Uint8Array")) {
		return nil
	}
	return jsbridge.Bytes(v)
}

// Put keeps lex, and waits until IndexedDB has it (or failed): the page
// ends the worker when it goes away, which would cut the write short, and
// the next start would build the words again.
func (k kept) Put(key string, lex *lexicon.Lexicon) {
	stage("load: keeping the lexicon")
	defer stage("load: lexicon kept")
	s := k.store()
	if !s.Truthy() {
		return
	}
	var buf bytes.Buffer
	if _, err := lex.WriteTo(&buf); err != nil {
		return
	}
	jsbridge.Await(s.Call("put", key, jsbridge.Uint8Array(buf.Bytes())))
}
