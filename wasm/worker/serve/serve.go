//go:build js && wasm

// Package serve is the engine's Web Worker: the loop, started by the
// bootstrap web/worker.js, that carries the page's messages to package
// engine (wasm/worker/engine) and its replies back, one request at a time,
// so that no search ever runs on the UI thread.
package serve

import (
	"errors"
	"fmt"
	"syscall/js"

	"duplicata/wasm/protocol"
	"duplicata/wasm/worker/engine"
)

// message is a request as it came: its JSON and the bytes sent beside it.
type message struct {
	json string
	file []byte
}

// InWorker reports whether this program runs in a Web Worker (no document).
func InWorker() bool {
	return js.Global().Get("document").IsUndefined()
}

// Run answers the worker's messages; it never returns.
func Run() {
	var e engine.Engine
	inbox := make(chan message, 16)
	onMessage := js.FuncOf(func(this js.Value, args []js.Value) any {
		inbox <- read(args[0].Get("data"))
		return nil
	})
	self := js.Global()
	// The bootstrap (worker.js) queued what came before Go was running.
	if q := self.Get("duplicataQueue"); q.Truthy() {
		for i := range q.Length() {
			inbox <- read(q.Index(i))
		}
	}
	self.Set("onmessage", onMessage)
	// One request at a time, in order: a game asked for while the lexicon
	// loads waits for it.
	for msg := range inbox {
		req, bad := engine.Decode(msg.json)
		var r protocol.Reply
		load, isLoad := req.Body.(protocol.LoadLexicon)
		compile, isCompile := req.Body.(protocol.CompileList)
		switch {
		case bad != nil:
			r = *bad
		case isLoad:
			data, err := fetch(load.URL)
			if err != nil {
				r = engine.LoadFailed(req.ID, load.URL, err)
			} else {
				// The site's own lexicon is a words form, built here once
				// (engine.LoadKept): the page shows the build's progress.
				r = e.LoadKept(req.ID, data, kept{}, func(phase string, f float64) {
					self.Call("postMessage", protocol.Encode(protocol.Reply{ID: req.ID, Body: protocol.CompileProgress{Phase: phase, Fraction: f}}))
				})
			}
		case req.Type() == protocol.LoadData:
			r = e.Load(req.ID, msg.file)
		case isCompile:
			// A compilation runs in a worker of its own (the page ends it
			// to cancel): progress goes out as it is made.
			var compiled []byte
			r, compiled = engine.Compile(req.ID, compile.Text, msg.file, func(phase string, f float64) {
				self.Call("postMessage", protocol.Encode(protocol.Reply{ID: req.ID, Body: protocol.CompileProgress{Phase: phase, Fraction: f}}))
			})
			if compiled != nil {
				arr := js.Global().Get("Uint8Array").New(len(compiled))
				js.CopyBytesToJS(arr, compiled)
				env := js.Global().Get("Object").New()
				env.Set(protocol.EnvelopeMessage, protocol.Encode(r))
				env.Set(protocol.EnvelopeFile, arr)
				self.Call("postMessage", env, []any{arr.Get("buffer")})
				continue
			}
		default:
			r = e.Handle(req)
		}
		self.Call("postMessage", protocol.Encode(r))
	}
}

// read takes a message: a JSON string, or an envelope of JSON and bytes.
func read(v js.Value) message {
	if v.Type() == js.TypeString {
		return message{json: v.String()}
	}
	m := message{json: v.Get(protocol.EnvelopeMessage).String()}
	// Bytes only: a stored lexicon's record altered into anything else
	// comes as no file, which the engine refuses, instead of a panic.
	if f := v.Get(protocol.EnvelopeFile); f.InstanceOf(js.Global().Get("Uint8Array")) {
		m.file = make([]byte, f.Get("length").Int())
		js.CopyBytesToGo(m.file, f)
	}
	return m
}

// gzipped reports whether arr starts as a gzip stream does. The site ships
// its lexicon gzipped (wasm/cmd/site): Cloudflare compresses only the
// content types it knows, and a .dlx is none of them.
func gzipped(arr js.Value) bool {
	return arr.Length() > 2 && arr.Index(0).Int() == 0x1f && arr.Index(1).Int() == 0x8b &&
		js.Global().Get("DecompressionStream").Truthy()
}

// fetch reads a URL whole with the browser's fetch, or takes the response
// whose fetch the bootstrap (worker.js) started before Go was running.
func fetch(url string) ([]byte, error) {
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	var onBody, onResponse, onError, onBadGzip js.Func
	onError = js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- result{err: fmt.Errorf("%s", args[0].Call("toString").String())}
		return nil
	})
	onBadGzip = js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- result{err: errors.New("le fichier compressé est abîmé")}
		return nil
	})
	onBody = js.FuncOf(func(this js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
		if gzipped(arr) {
			// The browser inflates it, natively, and this comes back
			// with the lexicon itself (which never starts so).
			stream := js.Global().Get("Blob").New([]any{args[0]}).Call("stream").
				Call("pipeThrough", js.Global().Get("DecompressionStream").New("gzip"))
			js.Global().Get("Response").New(stream).Call("arrayBuffer").Call("then", onBody, onBadGzip)
			return nil
		}
		data := make([]byte, arr.Length())
		js.CopyBytesToGo(data, arr)
		done <- result{data: data}
		return nil
	})
	onResponse = js.FuncOf(func(this js.Value, args []js.Value) any {
		resp := args[0]
		if !resp.Get("ok").Bool() {
			done <- result{err: fmt.Errorf("HTTP %d", resp.Get("status").Int())}
			return nil
		}
		resp.Call("arrayBuffer").Call("then", onBody, onError)
		return nil
	})
	defer onError.Release()
	defer onBadGzip.Release()
	defer onBody.Release()
	defer onResponse.Release()
	var response js.Value
	if pre := js.Global().Get("duplicataPrefetch"); pre.Truthy() && pre.Get(url).Truthy() {
		response = pre.Get(url)
		pre.Delete(url) // once: a retry fetches again
	} else {
		response = js.Global().Call("fetch", url)
	}
	response.Call("then", onResponse, onError)
	r := <-done
	return r.data, r.err
}
