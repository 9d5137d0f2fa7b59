//go:build js && wasm

package serve

import (
	"bytes"
	"errors"
	"syscall/js"

	"duplicata/engine/lexicon"
	"duplicata/internal/jsbridge"
)

// Build is the engine's Builder in the browser: the words form is built in
// a throwaway worker (self.duplicataThrowaway, in worker.js), which runs this
// same program (Builder, below) and is ended once it has sent what it built.
// The build's peak (~110 MB of Go heap for fr-libre) goes with it; this
// worker's memory, which Go-wasm never gives back, holds only the built
// form, as at a later start. The built bytes are kept (IndexedDB) before
// they are loaded here.
func (k kept) Build(key string, data []byte, progress func(phase string, fraction float64)) (built []byte, err error) {
	stage("load: building in a throwaway worker")
	defer func() {
		stage("load: built")
		if err != nil {
			// The engine then builds the words itself, and keeps the
			// build's memory: said, to find such a browser.
			js.Global().Get("console").Call("warn", "duplicata: the lexicon is built in the engine's worker: "+err.Error())
		}
	}()
	build := js.Global().Get("duplicataThrowaway")
	if !build.Truthy() {
		return nil, errors.New("no throwaway worker")
	}
	words := jsbridge.Uint8Array(data)
	var phase string
	report := js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 2 && args[0].Type() == js.TypeString && args[1].Type() == js.TypeNumber {
			if p := args[0].String(); p != phase {
				phase = p
				stage("load: the throwaway worker at " + p) // when each phase starts (bench-turns)
			}
			progress(args[0].String(), args[1].Float())
		}
		return nil
	})
	defer report.Release()
	arr, err := jsbridge.Await(build.Invoke(words, report))
	if err != nil {
		return nil, err
	}
	if !arr.InstanceOf(js.Global().Get("Uint8Array")) {
		return nil, errors.New("the throwaway worker sent no bytes")
	}
	stage("load: the built lexicon received")
	if s := k.store(); s.Truthy() {
		jsbridge.Await(s.Call("put", key, arr))
	}
	return jsbridge.Bytes(arr), nil
}

// Builder is the program in a throwaway worker (worker.js, named
// "duplicata-build"): it builds the words form self.duplicataWords and
// posts its progress ({phase, fraction}) and then the lexicon built, in
// format 1 ({built}, its buffer transferred), or {error}.
func Builder() bool {
	self := js.Global()
	words := self.Get("duplicataWords")
	if !words.Truthy() {
		return false
	}
	post := func(fields map[string]any, transfer ...any) {
		o := js.Global().Get("Object").New()
		for k, v := range fields {
			o.Set(k, v)
		}
		self.Call("postMessage", o, transfer)
	}
	data := jsbridge.Bytes(words)
	self.Delete("duplicataWords")
	lex, err := lexicon.LoadProgress(data, func(phase string, f float64) error {
		post(map[string]any{"phase": phase, "fraction": f})
		return nil
	})
	if err != nil {
		post(map[string]any{"error": err.Error()})
		return true
	}
	data = nil
	var buf bytes.Buffer
	if _, err := lex.WriteTo(&buf); err != nil {
		post(map[string]any{"error": err.Error()})
		return true
	}
	arr := jsbridge.Uint8Array(buf.Bytes())
	post(map[string]any{"built": arr}, arr.Get("buffer"))
	return true
}
