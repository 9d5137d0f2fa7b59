//go:build js && wasm

package serve

import (
	"errors"
	"fmt"
	"syscall/js"

	"duplicata/internal/jsbridge"
)

// gzipped reports whether buf, an ArrayBuffer, starts as a gzip stream
// does. The site ships its lexicon gzipped (wasm/cmd/site): Cloudflare
// compresses only the content types it knows, and a .dlx is none of them.
func gzipped(buf js.Value) bool {
	arr := js.Global().Get("Uint8Array").New(buf)
	return arr.Length() > 2 && arr.Index(0).Int() == 0x1f && arr.Index(1).Int() == 0x8b &&
		js.Global().Get("DecompressionStream").Truthy()
}

// Fetch reads a URL whole with the bootstrap's watched fetch
// (self.duplicataFetch, worker.js), or takes the response whose fetch the
// bootstrap started before Go was running; a gzipped body comes inflated.
// The body stays in JavaScript until it is the lexicon itself, copied
// into Go once.
func (browser) Fetch(url string) ([]byte, error) {
	stage("load: fetching " + url)
	defer stage("load: fetched " + url)
	var response js.Value // a promise of a Response
	if pre := js.Global().Get("duplicataPrefetch"); pre.Truthy() && pre.Get(url).Truthy() {
		response = pre.Get(url)
		pre.Delete(url) // once: a retry fetches again
	} else if watched := js.Global().Get("duplicataFetch"); watched.Truthy() {
		response = watched.Invoke(url) // given up when it stalls (worker.js)
	} else {
		response = jsbridge.Send(url, jsbridge.Request{})
	}
	res, err := jsbridge.Await(response)
	if err != nil {
		return nil, fetchError(err)
	}
	if !res.Get("ok").Bool() {
		return nil, fmt.Errorf("HTTP %d", res.Get("status").Int())
	}
	buf, err := jsbridge.Await(res.Call("arrayBuffer"))
	if err != nil {
		return nil, fetchError(err)
	}
	if gzipped(buf) {
		// The browser inflates it, natively, into the lexicon itself
		// (which never starts so).
		stream := js.Global().Get("Blob").New([]any{buf}).Call("stream").
			Call("pipeThrough", js.Global().Get("DecompressionStream").New("gzip"))
		if buf, err = jsbridge.Await(js.Global().Get("Response").New(stream).Call("arrayBuffer")); err != nil {
			return nil, errors.New("le fichier compressé est abîmé")
		}
	}
	return jsbridge.Bytes(buf), nil
}

// fetchError is a failed fetch as JavaScript writes it ("TypeError: Failed
// to fetch", worker.js's stall in French), which the engine's French
// message quotes.
func fetchError(err error) error {
	var e *jsbridge.Error
	switch {
	case !errors.As(err, &e):
	case e.Reason.Type() == js.TypeObject:
		return errors.New(e.Reason.Call("toString").String())
	case e.Message != "":
		return errors.New(e.Message) // a string thrown
	}
	return err
}
