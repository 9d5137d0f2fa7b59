//go:build js && wasm

// Command worker is the engine's Web Worker: a Go-wasm program, started by
// the bootstrap web/worker.js, that carries the page's messages to
// package engine (wasm/worker/engine) and its replies back, one request at a
// time, so that no search ever runs on the UI thread.
package main

import (
	"fmt"
	"syscall/js"

	"duplicata/wasm/protocol"
	"duplicata/wasm/worker/engine"
)

func main() {
	var e engine.Engine
	inbox := make(chan string, 16)
	onMessage := js.FuncOf(func(this js.Value, args []js.Value) any {
		inbox <- args[0].Get("data").String()
		return nil
	})
	self := js.Global()
	// The bootstrap (worker.js) queued what came before Go was running.
	if q := self.Get("duplicataQueue"); q.Truthy() {
		for i := range q.Length() {
			inbox <- q.Index(i).String()
		}
	}
	self.Set("onmessage", onMessage)
	// One request at a time, in order: a game asked for while the lexicon
	// loads waits for it.
	for msg := range inbox {
		req, bad := engine.Decode(msg)
		var r protocol.Reply
		load, isLoad := req.Body.(protocol.LoadLexicon)
		switch {
		case bad != nil:
			r = *bad
		case isLoad:
			data, err := fetch(load.URL)
			if err != nil {
				r = engine.LoadFailed(req.ID, load.URL, err)
			} else {
				r = e.Load(req.ID, data)
			}
		default:
			r = e.Handle(req)
		}
		self.Call("postMessage", protocol.Encode(r))
	}
}

// fetch reads a URL whole with the browser's fetch.
func fetch(url string) ([]byte, error) {
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	var onBody, onResponse, onError js.Func
	onError = js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- result{err: fmt.Errorf("%s", args[0].Call("toString").String())}
		return nil
	})
	onBody = js.FuncOf(func(this js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
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
	defer onBody.Release()
	defer onResponse.Release()
	js.Global().Call("fetch", url).Call("then", onResponse, onError)
	r := <-done
	return r.data, r.err
}
