package ui

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The club pages talk to the server through the browser's fetch, not
// net/http: net/http's client links its transport, TLS and X.509 into
// app.wasm (about half of the binary, 16 MB raw against 8), all of it
// things the browser does itself.

// fetchTimeout is how long an exchange may take, in milliseconds, before it
// is given up (a phone on a bad network).
const fetchTimeout = 30_000

// ErrUnreachable is the error of an exchange that got no answer: offline,
// the server down, or no answer within the timeout.
var ErrUnreachable = errors.New("ui: the server did not answer")

// Response is a server's answer.
type Response struct {
	Status int
	Body   []byte
}

// Fetch sends a request (body as JSON when not nil, secret as a bearer
// token when not empty) and waits for the whole answer. It blocks: call it
// in a goroutine (ctx.Async), never on the UI goroutine.
func Fetch(method, url string, body []byte, secret string) (Response, error) {
	if !app.IsClient {
		return Response{}, ErrUnreachable
	}
	win := app.Window()
	headers := win.Get("Object").New()
	init := win.Get("Object").New()
	init.Set("method", method)
	init.Set("headers", headers)
	if body != nil {
		headers.Set("Content-Type", "application/json")
		init.Set("body", string(body))
	}
	if secret != "" {
		headers.Set("Authorization", "Bearer "+secret)
	}
	if signal := win.Get("AbortSignal"); signal.Truthy() {
		init.Set("signal", signal.Call("timeout", fetchTimeout))
	}

	type result struct {
		r   Response
		err error
	}
	done := make(chan result, 1)
	var onRes, onBody, onErr app.Func
	onErr = app.FuncOf(func(app.Value, []app.Value) any {
		done <- result{err: ErrUnreachable}
		return nil
	})
	var status int
	onBody = app.FuncOf(func(_ app.Value, args []app.Value) any {
		view := win.Get("Uint8Array").New(args[0])
		data := make([]byte, view.Length())
		app.CopyBytesToGo(data, view)
		done <- result{r: Response{Status: status, Body: data}}
		return nil
	})
	onRes = app.FuncOf(func(_ app.Value, args []app.Value) any {
		status = args[0].Get("status").Int()
		args[0].Call("arrayBuffer").Call("then", onBody, onErr)
		return nil
	})
	win.Call("fetch", url, init).Call("then", onRes, onErr)
	res := <-done
	onRes.Release()
	onBody.Release()
	onErr.Release()
	return res.r, res.err
}
