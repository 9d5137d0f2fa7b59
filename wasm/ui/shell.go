package ui

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
)

// tick is how often the clock is looked at.
const tick = 200 * time.Millisecond

// shell is what every game page does around its game, written once: the
// app's engine and the lexicon's load (with « Réessayer » when it fails),
// the page's own context, the keyboard listener and the clock's timers,
// all started at mount and stopped at dismount. A page embeds it.
type shell struct {
	engine     *Client
	ready      bool   // the engine has its lexicon
	lexicon    string // its name
	status     string // what the engine is doing, or why it cannot
	loadFailed bool   // the lexicon did not load: Réessayer
	busy       bool   // a request that changes the game is under way
	picking    int    // the square whose joker awaits its letter; -1: none
	last       time.Time
	onKey      app.Func
	ticks      int // the clock's chain of timers (see mount)
	onReady    func(ctx app.Context)
	// mounted is the page's own context. Replies from the worker and the
	// library are dispatched with it: the context of the button that sent
	// a request dies with the button, and what is dispatched with a dead
	// context is dropped.
	mounted app.Context
}

// mount starts the shell: key gets every keydown, clock runs every tick
// while the page is mounted, onReady runs once the engine has its lexicon.
func (s *shell) mount(ctx app.Context, key func(app.Context, app.Value), clock func(app.Context), onReady func(app.Context)) {
	s.mounted, s.picking, s.onReady = ctx, -1, onReady
	s.status = "Chargement du lexique…"
	s.engine = Engine()
	s.engine.OnLoad(s.loaded)
	s.onKey = app.FuncOf(func(this app.Value, args []app.Value) any {
		e := args[0]
		ctx.Dispatch(func(ctx app.Context) { key(ctx, e) })
		return nil
	})
	app.Window().Call("addEventListener", "keydown", s.onKey)
	s.last = time.Now()
	// A chain of timers, ended by a dismount (or a new mount): the
	// framework's timers, no goroutine left behind.
	s.ticks++
	gen := s.ticks
	var f func(app.Context)
	f = func(ctx app.Context) {
		if gen != s.ticks {
			return
		}
		clock(ctx)
		ctx.After(tick, f)
	}
	ctx.After(tick, f)
}

// dismount stops the clock and the keyboard: the next page has its own.
func (s *shell) dismount() {
	s.ticks++
	app.Window().Call("removeEventListener", "keydown", s.onKey)
	s.onKey.Release()
}

// loaded takes the lexicon's load: the engine is ready, or the page says
// why not and offers to try again.
func (s *shell) loaded(r protocol.Reply) {
	s.mounted.Dispatch(func(ctx app.Context) {
		if r.Type == protocol.Error {
			s.status, s.loadFailed = r.Message, true
			return
		}
		s.ready, s.lexicon, s.status, s.loadFailed = true, r.Lexicon, "", false
		s.onReady(ctx)
	})
}

// retry is the « Réessayer » button, shown while the lexicon's load has
// failed.
func (s *shell) retry() app.UI {
	return app.If(s.loadFailed, func() app.UI {
		return app.Button().Type("button").ID("retry").Class("button", "secondary").Text("Réessayer").
			OnClick(func(ctx app.Context, e app.Event) {
				s.loadFailed, s.status = false, "Chargement du lexique…"
				s.engine.Retry(s.loaded)
			})
	})
}
