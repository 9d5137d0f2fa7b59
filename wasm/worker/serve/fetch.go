//go:build js && wasm

package serve

import (
	"errors"
	"fmt"
	"syscall/js"

	"duplicata/internal/jsbridge"
	"duplicata/wasm/worker/engine"
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
// bootstrap started before Go was running, or the body FetchHead has just
// downloaded; a gzipped body comes inflated. The body stays in JavaScript
// until it is the lexicon itself, copied into Go once.
func (browser) Fetch(url string) ([]byte, error) {
	stage("load: fetching " + url)
	defer stage("load: fetched " + url)
	buf, ok := downloaded[url]
	delete(downloaded, url)
	if !ok {
		var err error
		if buf, err = download(url); err != nil {
			return nil, err
		}
	}
	if gzipped(buf) {
		// The browser inflates it, natively, into the lexicon itself
		// (which never starts so).
		var err error
		if buf, err = jsbridge.Await(js.Global().Get("Response").New(inflate(buf)).Call("arrayBuffer")); err != nil {
			return nil, errors.New("le fichier compressé est abîmé")
		}
	}
	return jsbridge.Bytes(buf), nil
}

// The browser reads a file's head alone.
var _ engine.HeadFetcher = browser{}

// downloaded is the body FetchHead downloaded last (an ArrayBuffer, by
// URL), for the Fetch of the same URL that follows when no lexicon is kept
// for its words: one at most, so that a body never read whole is not held
// for long.
var downloaded = map[string]js.Value{}

// FetchHead reads the first n bytes of a URL's body (engine.HeadFetcher):
// of a gzipped body, only as much is inflated. On a later start that is
// all the engine needs of the site's words (their header names the
// lexicon kept for them), and inflating the whole of them took ~0.5 s in
// WebKit (docs/PERFORMANCE.md, "Three engines (8)").
func (browser) FetchHead(url string, n int) ([]byte, error) {
	stage("load: reading the head of " + url)
	defer stage("load: head read " + url)
	buf, err := download(url)
	if err != nil {
		return nil, err
	}
	downloaded = map[string]js.Value{url: buf}
	if !gzipped(buf) {
		size := buf.Get("byteLength").Int()
		return jsbridge.Bytes(js.Global().Get("Uint8Array").New(buf, 0, min(n, size))), nil
	}
	reader := inflate(buf).Call("getReader")
	// The rest is not inflated; a failure of the stream is no concern now
	// (Fetch inflates it again if it is needed, and says so).
	defer func() { reader.Call("cancel").Call("catch", ignore) }()
	var head []byte
	for len(head) < n {
		r, err := jsbridge.Await(reader.Call("read"))
		if err != nil {
			return nil, errors.New("le fichier compressé est abîmé")
		}
		if r.Get("done").Bool() {
			break
		}
		head = append(head, jsbridge.Bytes(r.Get("value"))...)
	}
	return head[:min(n, len(head))], nil
}

// ignore is a promise's handler that does nothing.
var ignore = js.FuncOf(func(js.Value, []js.Value) any { return nil })

// inflate is a ReadableStream of the gzipped ArrayBuffer buf, inflated.
func inflate(buf js.Value) js.Value {
	return js.Global().Get("Blob").New([]any{buf}).Call("stream").
		Call("pipeThrough", js.Global().Get("DecompressionStream").New("gzip"))
}

// download reads a URL's body, as an ArrayBuffer: the response whose fetch
// the bootstrap started before Go was running, or the bootstrap's watched
// fetch (self.duplicataFetch, worker.js).
func download(url string) (js.Value, error) {
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
		return js.Value{}, fetchError(err)
	}
	if !res.Get("ok").Bool() {
		return js.Value{}, fmt.Errorf("HTTP %d", res.Get("status").Int())
	}
	buf, err := jsbridge.Await(res.Call("arrayBuffer"))
	if err != nil {
		return js.Value{}, fetchError(err)
	}
	return buf, nil
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
