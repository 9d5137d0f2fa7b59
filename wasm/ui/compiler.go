package ui

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
	"duplicata/wasm/ui/browser"
)

// maxFileBytes is the largest file the page hands to the compiler; the
// engine bounds the text itself (lexicon.MaxImportBytes).
const maxFileBytes = 64 << 20

// Compiler compiles a word-list file in a worker of its own, so that the
// engine's worker goes on serving the pages, and so that cancelling is
// ending that worker: nothing half-built is left anywhere.
type Compiler struct {
	worker  app.Value
	onReply app.Func
	done    bool
}

// Compile reads file (a File from an input or a drop) and compiles it into a
// lexicon named name. progress gets (phase, fraction); done gets the reply
// (Compiled, or an Error in French) and, for Compiled, the compiled bytes (a
// Uint8Array). Both are called in ctx.
func Compile(ctx app.Context, file app.Value, name string, progress func(ctx app.Context, phase string, f float64), done func(ctx app.Context, r protocol.Reply, data app.Value)) *Compiler {
	c := &Compiler{}
	finish := func(r protocol.Reply, data app.Value) {
		if c.done {
			return
		}
		c.stop()
		ctx.Dispatch(func(ctx app.Context) { done(ctx, r, data) })
	}
	if file.Get("size").Int() > maxFileBytes {
		finish(protocol.Reply{Body: protocol.Failure{Message: "Ce fichier est trop grand : 64 Mo au plus."}}, app.Undefined())
		return c
	}
	c.worker = app.Window().Get("Worker").New(WorkerScript)
	c.onReply = app.FuncOf(func(this app.Value, args []app.Value) any {
		msg := args[0].Get("data")
		if msg.Type() != app.TypeString && msg.Get("duplicataStarted").Truthy() {
			return nil // worker.js's start signal (for engine.js)
		}
		var data app.Value = app.Undefined()
		text := ""
		if msg.Type() == app.TypeString {
			text = msg.String()
		} else {
			text, data = msg.Get(protocol.EnvelopeMessage).String(), msg.Get(protocol.EnvelopeFile)
		}
		var r protocol.Reply
		if err := json.Unmarshal([]byte(text), &r); err != nil {
			r = protocol.Reply{Body: protocol.Failure{Message: "Réponse illisible du moteur : " + err.Error()}}
		}
		if p, ok := r.Body.(protocol.ProgressPhase); ok {
			if !c.done {
				ctx.Dispatch(func(ctx app.Context) { progress(ctx, p.Phase, p.Fraction) })
			}
			return nil
		}
		finish(r, data)
		return nil
	})
	c.worker.Set("onmessage", c.onReply)
	browser.Await(file.Call("arrayBuffer"), func(buf app.Value, errName string) {
		if errName != "" {
			finish(protocol.Reply{Body: protocol.Failure{Message: "Le fichier n'a pas pu être lu (" + errName + ")."}}, app.Undefined())
			return
		}
		if c.done {
			return
		}
		env := app.Window().Get("Object").New()
		env.Set(protocol.EnvelopeMessage, protocol.Encode(protocol.Request{ID: 1, Body: protocol.CompileList{Text: name}}))
		env.Set(protocol.EnvelopeFile, app.Window().Get("Uint8Array").New(buf))
		c.worker.Call("postMessage", env, []any{buf})
	})
	return c
}

// Cancel stops the compilation: its worker ends; done is not called.
func (c *Compiler) Cancel() { c.stop() }

func (c *Compiler) stop() {
	if c.done {
		return
	}
	c.done = true
	if browser.Present(c.worker) {
		c.worker.Call("terminate")
		c.onReply.Release()
	}
}
