// Package ui is Duplicata's user interface: go-app components, rendered in
// the browser by the app's wasm and prerendered into the static site. It
// holds no game rules: the board's premiums and the tiles' values come from
// engine/, and every search is asked of the engine's Web Worker.
package ui

import (
	"math/rand/v2"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
)

// The worker's bootstrap and the compiled lexicon, under the site's root.
const (
	WorkerScript = "/web/worker.js"
	LexiconURL   = "/web/fr-libre.dlx"
)

// Page is the app's one page.
type Page struct {
	app.Compo
	engine *Client
	trial  Trial
}

// OnMount starts the engine's worker and has it load the lexicon.
func (p *Page) OnMount(ctx app.Context) {
	p.trial.Status = "Chargement du lexique…"
	p.trial.Busy = true
	p.engine = NewClient(WorkerScript)
	p.engine.Send(protocol.Request{Type: protocol.Load, URL: LexiconURL}, func(r protocol.Reply) {
		ctx.Dispatch(func(ctx app.Context) {
			p.trial.Busy = false
			if r.Type == protocol.Error {
				p.trial.Status = r.Message
				return
			}
			p.trial.Ready, p.trial.Status = true, ""
		})
	})
}

// draw asks the worker for a trial draw and its top.
func (p *Page) draw(ctx app.Context) {
	seed := rand.Uint64N(1_000_000) + 1
	p.trial.Busy, p.trial.Status = true, "Calcul du top…"
	p.engine.Send(protocol.Request{Type: protocol.Trial, Seed: seed}, func(r protocol.Reply) {
		ctx.Dispatch(func(ctx app.Context) {
			p.trial.Busy, p.trial.Status = false, ""
			if r.Type == protocol.Error {
				p.trial.Status = r.Message
				return
			}
			p.trial.Result, p.trial.Seed = &r, seed
		})
	})
}

// Render draws the page.
func (p *Page) Render() app.UI {
	draw := ""
	if p.trial.Result != nil {
		draw = p.trial.Result.Draw
	}
	t := p.trial
	t.OnClick = p.draw
	return app.Div().Class("page").Body(
		app.Header().Class("header").Body(app.H1().Text("Duplicata")),
		app.Main().Class("main").Body(
			&Board{},
			app.Div().Class("side").Body(
				&Rack{Draw: draw},
				&t,
			),
		),
	)
}
