package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
	"duplicata/wasm/ui/browser"
)

// EngineScript is the page script (static/engine.js) that starts the
// worker and its lexicon load before app.wasm has loaded.
const EngineScript = "/web/engine.js"

// Client talks to the engine's Web Worker: Send posts a request and the reply
// comes back later to its callback, on the browser's event loop. The UI
// thread never runs a search.
type Client struct {
	worker  app.Value
	onReply app.Func
	next    int
	pending map[int]func(protocol.Reply)

	// The lexicon's load: nil while it loads, then its reply (Loaded or
	// Error); onLoad waits for it.
	load       *protocol.Reply
	onLoad     []func(protocol.Reply)
	onProgress func(protocol.ProgressPhase) // the page's, while the lexicon is built
	notice     string                       // why the chosen lexicon is not in use (lexicon_store.go)
}

// shared is the app's one engine.
var shared *Client

// Engine is the app's engine: one worker for the app's lifetime, shared by
// every page, with its lexicon loaded once. It adopts the worker the page
// script (EngineScript) started, with the replies that came before; without
// it (an old page), it starts one. It only works in the browser.
func Engine() *Client {
	if shared != nil {
		return shared
	}
	c := &Client{pending: make(map[int]func(protocol.Reply))}
	shared = c
	c.onReply = app.FuncOf(func(this app.Value, args []app.Value) any {
		// The replies are strings; worker.js's start signal is an object
		// (for engine.js).
		if data := args[0].Get("data"); data.Type() == app.TypeString {
			c.receive(data.String())
		}
		return nil
	})
	early := app.Window().Get("duplicataEngine")
	if !early.Truthy() {
		c.worker = app.Window().Get("Worker").New(WorkerScript)
		c.worker.Set("onmessage", c.onReply)
		c.Send(protocol.LoadLexicon{URL: LexiconURL}, c.loaded)
		return c
	}
	c.worker = early.Get("worker")
	c.pending[early.Get("loadID").Int()] = c.loadedOrFallback
	c.worker.Set("onmessage", c.onReply)
	replies := early.Get("replies")
	for i := range replies.Length() {
		c.receive(replies.Index(i).String())
	}
	replies.Set("length", 0)
	return c
}

// receive delivers a reply to its request's callback.
func (c *Client) receive(data string) {
	var r protocol.Reply
	if err := json.Unmarshal([]byte(data), &r); err != nil {
		// Its id, when it could be read, still answers its request.
		r.Body = protocol.Failure{Message: "Réponse illisible du moteur : " + err.Error()}
	}
	// A lexicon built from its words (the site's, on a first visit)
	// reports its progress before the reply.
	if p, ok := r.Body.(protocol.ProgressPhase); ok {
		if c.onProgress != nil && c.load == nil {
			c.onProgress(p)
		}
		return
	}
	if f := c.pending[r.ID]; f != nil {
		delete(c.pending, r.ID)
		f(r)
	}
}

// loaded records the lexicon's load and tells who waits for it.
func (c *Client) loaded(r protocol.Reply) {
	c.load = &r
	if l, ok := r.Body.(protocol.LoadedLexicon); ok {
		SwitchGames(l.Hash) // the games in progress are those of this lexicon
		if app.IsClient {
			// The replies' JSON decoders built before the first game's
			// (protocol.Warm), while the player reads the form.
			browser.WhenIdle(2000, protocol.Warm)
		}
	}
	waiting := c.onLoad
	c.onLoad = nil
	for _, f := range waiting {
		f(r)
	}
}

// OnLoad calls f with the lexicon load's reply (Loaded, or an Error saying
// why in French): now if it is known, else when it comes.
func (c *Client) OnLoad(f func(protocol.Reply)) {
	if c.load != nil {
		f(*c.load)
		return
	}
	c.onLoad = append(c.onLoad, f)
}

// OnProgress calls f with the progress of the lexicon's build, while the
// engine builds it (OnLoad tells when it is done): one f, the current
// page's.
func (c *Client) OnProgress(f func(protocol.ProgressPhase)) { c.onProgress = f }

// Retry loads the lexicon again after a failed load, then calls f as
// OnLoad does.
func (c *Client) Retry(f func(protocol.Reply)) {
	if c.load != nil && c.load.Err() != nil {
		c.load = nil
		c.Send(protocol.LoadLexicon{URL: LexiconURL}, c.loaded)
	}
	c.OnLoad(f)
}

// Send posts a request carrying m and calls reply with the answer.
func (c *Client) Send(m protocol.Payload, reply func(protocol.Reply)) {
	c.next++
	req := protocol.Request{ID: c.next, Body: m}
	c.pending[req.ID] = reply
	c.worker.Call("postMessage", protocol.Encode(req))
}

// Timeout is how long a request waits for its reply before the page is
// told the engine does not answer: far more than any search takes, so
// that only a lost request or a dead worker reaches it.
const Timeout = 2 * time.Minute

// ErrNoAnswer is the error of a request the engine did not answer in time.
var ErrNoAnswer = errors.New("Le moteur ne répond pas : rechargez la page.")

// Ask posts a request carrying m and calls then, dispatched in the page's context ctx, with
// the reply, or with an error: a *protocol.Failure for an Error or Refused
// reply (its message in French), ErrNoAnswer when no reply comes within
// Timeout. It is the one way the pages ask the engine for something.
func (c *Client) Ask(ctx app.Context, m protocol.Payload, then func(ctx app.Context, r protocol.Reply, err error)) {
	answered := false
	c.Send(m, func(r protocol.Reply) {
		answered = true
		ctx.Dispatch(func(ctx app.Context) {
			then(ctx, r, r.Err())
			drawNow() // the reply is what the player waits for
		})
	})
	id := c.next
	var timer app.Func
	timer = app.FuncOf(func(this app.Value, args []app.Value) any {
		timer.Release()
		if !answered {
			delete(c.pending, id) // a late reply is dropped
			ctx.Dispatch(func(ctx app.Context) { then(ctx, protocol.Reply{}, ErrNoAnswer) })
		}
		return nil
	})
	app.Window().Call("setTimeout", timer, Timeout.Milliseconds())
}

// Expect is a reply's payload of the kind asked for (T); a reply of
// another kind is an error, said in French.
func Expect[T protocol.Payload](r protocol.Reply) (T, error) {
	v, ok := r.Body.(T)
	if !ok {
		return v, fmt.Errorf("Réponse inattendue du moteur (%q).", string(r.Type()))
	}
	return v, nil
}

// AskAs is c.Ask for a reply of the kind asked for (T): then gets its
// payload, or the error (the reply's failure, no answer, or a reply of
// another kind, said in French).
func AskAs[T protocol.Payload](c *Client, ctx app.Context, m protocol.Payload, then func(ctx app.Context, v T, err error)) {
	c.Ask(ctx, m, func(ctx app.Context, r protocol.Reply, err error) {
		var v T
		if err == nil {
			v, err = Expect[T](r)
		}
		then(ctx, v, err)
	})
}
