//go:build js && wasm

package jsbridge

import (
	"syscall/js"
	"time"
)

// Request is what Fetch sends.
type Request struct {
	Method  string            // "GET" when empty
	Headers map[string]string // added to the browser's own
	Body    []byte            // none when nil
	Timeout time.Duration     // the exchange is given up after it (AbortSignal.timeout); none when 0
}

// Response is a whole answer: its status and its body read to the end.
type Response struct {
	Status int
	Body   []byte
}

// Fetch sends r to url through the global fetch (the browser's, a
// worker's, workerd's rather than net/http, whose client would link its
// own transport, TLS and X.509 into the wasm) and waits for the whole
// answer. A network failure, a timeout or an unreadable body is an *Error
// (an HTTP error status is not: it is the Response's Status). It blocks:
// never call it from a js.FuncOf callback.
func Fetch(url string, r Request) (Response, error) {
	res, err := Await(Send(url, r))
	if err != nil {
		return Response{}, err
	}
	buf, err := Await(res.Call("arrayBuffer"))
	if err != nil {
		return Response{}, err
	}
	return Response{Status: res.Get("status").Int(), Body: Bytes(buf)}, nil
}

// Send starts Fetch's exchange and returns the global fetch's promise of
// a Response, for a caller that reads the answer itself: a body that
// stays in JavaScript (inflated there, a stream), or a response that may
// come from elsewhere (the engine's worker takes its bootstrap's). It
// does not block.
func Send(url string, r Request) js.Value {
	init := js.Global().Get("Object").New()
	if r.Method != "" {
		init.Set("method", r.Method)
	}
	headers := js.Global().Get("Object").New()
	for k, v := range r.Headers {
		headers.Set(k, v)
	}
	init.Set("headers", headers)
	if r.Body != nil {
		init.Set("body", Uint8Array(r.Body))
	}
	if signal := js.Global().Get("AbortSignal"); r.Timeout > 0 && signal.Truthy() && signal.Get("timeout").Truthy() {
		init.Set("signal", signal.Call("timeout", r.Timeout.Milliseconds()))
	}
	return js.Global().Call("fetch", url, init)
}
