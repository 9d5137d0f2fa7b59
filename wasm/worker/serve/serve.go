//go:build js && wasm

// Package serve is the engine's Web Worker in the browser: started by the
// bootstrap web/worker.js (app.wasm's main runs it when there is no
// document), it only carries messages between JavaScript and package
// engine (wasm/worker/engine), which answers every request. What the engine
// needs of the browser — fetch, the kept lexicon in IndexedDB, postMessage
// — is its Host, here.
package serve

import (
	"syscall/js"

	"duplicata/internal/jsbridge"
	"duplicata/wasm/protocol"
	"duplicata/wasm/worker/engine"
)

// InWorker reports whether this program runs in a Web Worker (no document).
func InWorker() bool {
	return js.Global().Get("document").IsUndefined()
}

// Run answers the worker's messages; it never returns.
func Run() {
	var in engine.Inbox
	self := js.Global()
	// The bootstrap (worker.js) queued what came before Go was running.
	if q := self.Get("duplicataQueue"); q.Truthy() {
		for i := range q.Length() {
			in.Push(read(q.Index(i)))
		}
	}
	// The callback holds the event loop while it runs: it only queues
	// (Inbox.Push never blocks), and Run answers in its own goroutine.
	self.Set("onmessage", js.FuncOf(func(this js.Value, args []js.Value) any {
		data := args[0].Get("data")
		if data.Type() == js.TypeObject && data.Get("duplicataStage").Truthy() {
			return nil // worker.js answers it: what the worker is doing
		}
		in.Push(read(data))
		return nil
	}))
	stage("engine running")
	var e engine.Engine
	e.Run(browser{}, &in)
}

// browser is the engine's Host in a Web Worker.
type browser struct{ kept }

// Post sends a reply to the page: its JSON, or an envelope of the JSON and
// the bytes, whose buffer is transferred rather than copied.
func (browser) Post(r protocol.Reply, file []byte) {
	self := js.Global()
	if file == nil {
		self.Call("postMessage", protocol.Encode(r))
		return
	}
	arr := jsbridge.Uint8Array(file)
	env := js.Global().Get("Object").New()
	env.Set(protocol.EnvelopeMessage, protocol.Encode(r))
	env.Set(protocol.EnvelopeFile, arr)
	self.Call("postMessage", env, []any{arr.Get("buffer")})
}

// read takes a message: a JSON string, or an envelope of JSON and bytes.
func read(v js.Value) engine.Message {
	switch v.Type() {
	case js.TypeString:
		return engine.Message{JSON: v.String()}
	case js.TypeObject:
	default:
		return engine.Message{} // unreadable: answered as such
	}
	m := engine.Message{JSON: v.Get(protocol.EnvelopeMessage).String()}
	// Bytes only: a stored lexicon's record altered into anything else
	// comes as no file, which the engine refuses, instead of a panic.
	if f := v.Get(protocol.EnvelopeFile); f.InstanceOf(js.Global().Get("Uint8Array")) {
		m.File = jsbridge.Bytes(f)
	}
	return m
}

// stage says what the worker is doing now (worker.js answers a test that
// asks: self.duplicataStage): the steps of a lexicon's load, which wait on
// the browser.
func stage(s string) { js.Global().Set("duplicataStage", s) }
