//go:build js && wasm

package serve

import (
	"errors"
	"fmt"
	"syscall/js"
)

// gzipped reports whether arr starts as a gzip stream does. The site ships
// its lexicon gzipped (wasm/cmd/site): Cloudflare compresses only the
// content types it knows, and a .dlx is none of them.
func gzipped(arr js.Value) bool {
	return arr.Length() > 2 && arr.Index(0).Int() == 0x1f && arr.Index(1).Int() == 0x8b &&
		js.Global().Get("DecompressionStream").Truthy()
}

// Fetch reads a URL whole with the bootstrap's watched fetch
// (self.duplicataFetch, worker.js), or takes the response whose fetch the
// bootstrap started before Go was running; a gzipped body comes inflated.
func (browser) Fetch(url string) ([]byte, error) {
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
	} else if watched := js.Global().Get("duplicataFetch"); watched.Truthy() {
		response = watched.Invoke(url) // given up when it stalls (worker.js)
	} else {
		response = js.Global().Call("fetch", url)
	}
	response.Call("then", onResponse, onError)
	r := <-done
	return r.data, r.err
}
