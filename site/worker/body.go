//go:build js && wasm

package main

import (
	"io"
	"net/http"
	"syscall/js"

	"duplicata/internal/jsbridge"
)

// body is a request's body read from its JavaScript stream through a
// reader of our own, so that what the handler leaves unread can be drained
// without copying it into Go: workerd needs a request's body consumed before
// its response starts, else wrangler dev's proxy loses the connection and the
// next request, from any client, gets a 503 « Your worker restarted
// mid-request ».
type body struct {
	stream js.Value
	reader js.Value // the stream's reader, once a read asked for it
	buf    []byte
	done   bool
}

// next is the stream's next chunk, or ok false at its end.
func (b *body) next() (chunk js.Value, ok bool, err error) {
	if b.done {
		return js.Value{}, false, nil
	}
	if b.reader.IsUndefined() {
		b.reader = b.stream.Call("getReader")
	}
	res, err := jsbridge.Await(b.reader.Call("read"))
	if err != nil || res.Get("done").Bool() {
		b.done = true
		return js.Value{}, false, err
	}
	return res.Get("value"), true, nil
}

func (b *body) Read(p []byte) (int, error) {
	for len(b.buf) == 0 {
		chunk, ok, err := b.next()
		if err != nil {
			return 0, err
		}
		if !ok {
			return 0, io.EOF
		}
		b.buf = jsbridge.Bytes(chunk)
	}
	n := copy(p, b.buf)
	b.buf = b.buf[n:]
	return n, nil
}

// drain reads the stream to its end, the chunks left in JavaScript.
func (b *body) drain() {
	b.buf = nil
	for {
		if _, ok, err := b.next(); !ok || err != nil {
			return
		}
	}
}

// Close drains the body: the runtime needs it consumed (above).
func (b *body) Close() error {
	b.drain()
	return nil
}

// rawBody is syumai/workers' request body, which hands out its stream.
type rawBody interface {
	GetRawJSBody() js.Value
}

// drainWriter drains the request's body before the response starts: a
// handler that refuses a body unread (413, or a route that takes none)
// does not disturb the requests that follow.
type drainWriter struct {
	http.ResponseWriter
	body    *body
	started bool
}

func (w *drainWriter) start() {
	if !w.started {
		w.started = true
		w.body.drain()
	}
}

func (w *drainWriter) WriteHeader(status int) {
	w.start()
	w.ResponseWriter.WriteHeader(status)
}

func (w *drainWriter) Write(p []byte) (int, error) {
	w.start()
	return w.ResponseWriter.Write(p)
}

// WriteRawJSBody hands a JavaScript stream to the response as it is
// (syumai/workers' io.WriterTo): an asset is never copied through Go.
func (w *drainWriter) WriteRawJSBody(stream js.Value) {
	w.start()
	w.ResponseWriter.(rawBodyWriter).WriteRawJSBody(stream)
}

// rawBodyWriter is syumai/workers' ResponseWriter, which takes a stream.
type rawBodyWriter interface {
	WriteRawJSBody(js.Value)
}

var _ rawBodyWriter = (*drainWriter)(nil)

// drainBodies gives h requests whose bodies are drained before their
// response starts, and an empty body (http.NoBody) rather than none.
func drainBodies(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, ok := r.Body.(rawBody)
		if !ok {
			if r.Body == nil {
				r.Body = http.NoBody
			}
			h.ServeHTTP(w, r)
			return
		}
		b := &body{stream: raw.GetRawJSBody()}
		r.Body = b
		if _, ok := w.(rawBodyWriter); !ok {
			// Never: syumai/workers' writer takes streams.
			h.ServeHTTP(w, r)
			b.drain()
			return
		}
		dw := &drainWriter{ResponseWriter: w, body: b}
		h.ServeHTTP(dw, r)
		dw.start()
	})
}
