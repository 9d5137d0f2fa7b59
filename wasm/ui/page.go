// Package ui is Duplicata's user interface: go-app components, rendered in
// the browser by the app's wasm and prerendered into the static site. It
// holds no game rules: the board's premiums and the tiles' values come from
// engine/, and every move is checked, scored and searched by the engine's
// Web Worker. The game on screen is one Session, saved after every action.
package ui

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/share"
	"duplicata/wasm/protocol"
)

// The worker's bootstrap and the compiled lexicon, under the site's root.
const (
	WorkerScript = "/web/worker.js"
	LexiconURL   = "/web/fr-libre.dlx"
)

// tick is how often the clock is looked at.
const tick = 200 * time.Millisecond

// Page is the app's one page: the new-game form, or the game.
type Page struct {
	app.Compo
	engine  *Client
	ready   bool   // the engine has its lexicon
	lexicon string // its name
	status  string // what the engine is doing, or why it cannot
	busy    bool   // a request that changes the game is under way
	linking bool   // a share link is being read: starting a game now would not be the shared one

	choice     Choice
	setup      bool     // the form is shown
	session    *Session // the game on screen; nil before the first
	entry      string   // the move typed, "MOT H4"
	message    string   // the last message to the player, French
	live       string   // the live score
	liveID     int      // the live score request awaited
	picking    int      // the square whose joker awaits its letter; -1: none
	dragging   int      // the rack tile being dragged
	pass       bool     // « Valider » with nothing placed was pressed once
	focus      string   // the element to focus after the next render
	last       time.Time
	onKey      app.Func
	ticks      int  // the clock's chain of timers (see ticker)
	loadFailed bool // the lexicon did not load: Réessayer
	// mounted is the page's own context. Replies from the worker and the
	// library are dispatched with it: the context of the button that sent
	// a request dies with the button, and what is dispatched with a dead
	// context is dropped.
	mounted app.Context
}

// OnMount starts the engine's worker, has it load the lexicon, and goes
// back to the saved game, if any.
func (p *Page) OnMount(ctx app.Context) {
	p.mounted = ctx
	p.picking = -1
	p.choice = Choice{Formula: "normal", Rhythm: 180, Mode: game.Training, Seed: randomSeed()}
	p.status = "Chargement du lexique…"
	if s := loadSession(); s != nil {
		p.session = s
	} else {
		p.setup = true
	}
	p.engine = Engine()
	p.engine.OnLoad(p.loaded)
	p.onKey = app.FuncOf(func(this app.Value, args []app.Value) any {
		e := args[0]
		ctx.Dispatch(func(ctx app.Context) { p.key(ctx, e) })
		return nil
	})
	app.Window().Call("addEventListener", "keydown", p.onKey)
	p.last = time.Now()
	p.ticks++
	ctx.After(tick, p.ticker(p.ticks))
}

// OnDismount stops the clock and the keyboard: the next page has its own.
func (p *Page) OnDismount() {
	p.ticks++
	app.Window().Call("removeEventListener", "keydown", p.onKey)
	p.onKey.Release()
}

// ticker runs the clock every tick while the page is mounted: a dismount
// (or a new mount) ends the chain numbered gen.
func (p *Page) ticker(gen int) func(app.Context) {
	var f func(app.Context)
	f = func(ctx app.Context) {
		if gen != p.ticks {
			return
		}
		p.clock(ctx)
		ctx.After(tick, f)
	}
	return f
}

// loaded takes the lexicon's load: the engine is ready, or the page says
// why not and offers to try again.
func (p *Page) loaded(r protocol.Reply) {
	p.mounted.Dispatch(func(ctx app.Context) {
		if r.Type == protocol.Error {
			p.status, p.loadFailed = r.Message, true
			return
		}
		p.ready, p.lexicon, p.status, p.loadFailed = true, r.Lexicon, "", false
		if p.session != nil {
			p.resume(ctx)
		}
		p.fromURL(ctx)
	})
}

// fromURL opens the new-game form on the game the address names: a game
// number and formula ("Rejouer" in the library), or a share link.
func (p *Page) fromURL(ctx app.Context) {
	p.linking = gameFromURL(ctx, p.mounted, p.engine, func(ctx app.Context, l *share.Link, message string) {
		p.linking = false
		switch {
		case l == nil:
			p.message = message
		case l.Seed == 0:
			p.choice.Draws, p.choice.Formula, p.setup = l.Draws, l.Formula, true
			p.message = "Une partie importée (" + formulaName(l.Formula) + ") : choisissez la cadence et le mode, puis commencez."
		default:
			p.choice.Seed, p.choice.Formula, p.choice.Draws, p.setup = strconv.FormatUint(l.Seed, 10), l.Formula, nil, true
			p.message = "La partie n° " + p.choice.Seed + " (" + formulaName(l.Formula) + ") : choisissez la cadence et le mode, puis commencez."
		}
	})
}

// randomSeed is a game number for a new game: any from 1 to 999,999.
func randomSeed() string { return strconv.FormatUint(rand.Uint64N(999_999)+1, 10) }

// loadSession reads the saved game; a saved game that cannot be read is
// kept under another key, not lost.
func loadSession() *Session {
	ls := app.Window().Get("localStorage")
	v := ls.Call("getItem", SessionKey)
	if !v.Truthy() {
		return nil
	}
	s, err := DecodeSession(v.String())
	if err != nil {
		ls.Call("setItem", SessionKey+".unreadable", v.String())
		ls.Call("removeItem", SessionKey)
		return nil
	}
	return s
}

// save writes the session to localStorage.
func (p *Page) save() {
	if p.session != nil {
		p.session.Entry = p.entry
		app.Window().Get("localStorage").Call("setItem", SessionKey, p.session.Encode())
	}
}

// request sends a request that changes the game and takes the game the
// worker sends back.
func (p *Page) request(ctx app.Context, req protocol.Request, then func(ctx app.Context, r protocol.Reply)) {
	p.busy = true
	p.engine.Send(req, func(r protocol.Reply) {
		p.mounted.Dispatch(func(ctx app.Context) {
			p.busy = false
			p.last = time.Now() // the wait is not the player's time
			switch r.Type {
			case protocol.Error:
				p.message = r.Message
			case protocol.Refused:
				p.message = r.Message
				p.focus = "entry"
			default:
				then(ctx, r)
			}
			p.save()
		})
	})
}

// start begins a new game from the form.
func (p *Page) start(ctx app.Context) {
	if !p.ready || p.busy || p.linking {
		return
	}
	cfg, ok := p.choice.Config()
	if !ok {
		p.message = "Le numéro de partie est un nombre entier à partir de 1."
		return
	}
	p.message = ""
	p.request(ctx, protocol.Request{Type: protocol.New, Config: &cfg}, func(ctx app.Context, r protocol.Reply) {
		p.session, p.setup, p.entry, p.live, p.pass = NewSession(r.State), false, "", "", false
		p.message = ""
	})
}

// resume hands the saved game to the worker. A saved game the worker
// cannot go on with is kept aside (localStorage, SessionKey+".unreadable"),
// never lost, and the new-game form is shown with the reason.
func (p *Page) resume(ctx app.Context) {
	s := p.session
	p.entry = s.Entry
	p.busy = true
	p.engine.Send(protocol.Request{Type: protocol.Resume, State: s.State}, func(r protocol.Reply) {
		p.mounted.Dispatch(func(ctx app.Context) {
			p.busy = false
			p.last = time.Now()
			if r.Type != protocol.Game {
				ls := app.Window().Get("localStorage")
				ls.Call("setItem", SessionKey+".unreadable", s.Encode())
				ls.Call("removeItem", SessionKey)
				p.session, p.setup = nil, true
				p.message = "La partie enregistrée n'a pas pu reprendre (" + r.Message + ") ; elle est mise de côté. Commencez une nouvelle partie."
				return
			}
			p.resumed(ctx, r)
		})
	})
}

// resumed takes the game the worker resumed.
func (p *Page) resumed(ctx app.Context, r protocol.Reply) {
	s := p.session
	s.State, s.Best = r.State, r.Best
	if r.Result != nil {
		s.Result = r.Result
	}
	if r.Summary != nil {
		s.Summary = r.Summary
		if !s.Saved {
			p.saveToLibrary(ctx)
		}
	}
	p.score(ctx)
	p.save()
}

// submit hands in the move: the tiles placed, else the move typed, else
// nothing (pressed twice). final is the clock's submission at zero.
func (p *Page) submit(ctx app.Context, final, keyboard bool) {
	s := p.session
	if s.Phase() != game.Playing || p.busy {
		return
	}
	req := protocol.Request{Type: protocol.Submit, Millis: s.SpentMs, Final: final}
	switch {
	case len(s.Placed) > 0:
		req.Placed, req.Down = s.Placed, s.Down
	case strings.TrimSpace(p.entry) != "":
		word, ref, err := ParseEntry(p.entry)
		if err != nil && !final {
			p.message = "Coup illisible : " + err.Error() + "."
			return
		}
		req.Word, req.Ref = word, ref
	case !final && !p.pass:
		p.pass = true
		p.message = "Rien n'est posé : validez encore pour passer ce coup (zéro)."
		return
	}
	if s.State.Mode == game.Competition {
		if n, err := strconv.Atoi(strings.TrimSpace(s.Claimed)); err == nil && n > 0 {
			req.Claimed = n
		}
	}
	p.request(ctx, req, func(ctx app.Context, r protocol.Reply) {
		s.Update(r.State)
		s.Result, s.Best, s.Shown = r.Result, r.Best, 0
		p.message, p.live, p.pass = r.Message, "", false
		if keyboard {
			p.focus = "next"
		}
	})
}

// next puts the top on the board and draws again, or ends the game.
func (p *Page) next(ctx app.Context, keyboard bool) {
	s := p.session
	if s.Phase() != game.Revealed || p.busy {
		return
	}
	p.request(ctx, protocol.Request{Type: protocol.Next}, func(ctx app.Context, r protocol.Reply) {
		s.Update(r.State)
		p.entry, p.message, p.live = "", "", ""
		if r.Summary != nil {
			s.Summary = r.Summary
			p.saveToLibrary(ctx)
		}
		if keyboard {
			p.focus = "entry"
			if s.Phase() == game.Over {
				p.focus = "again"
			}
		}
	})
}

// saveToLibrary keeps the finished game in the library.
func (p *Page) saveToLibrary(ctx app.Context) {
	s := p.session
	if s.Summary == nil {
		return // the worker sends it with the game's end
	}
	SaveEntry(NewEntry(s.State, *s.Summary, time.Now()), func(err error) {
		p.mounted.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.message = "La partie n'a pas pu être enregistrée dans la bibliothèque : " + err.Error() + "."
				return
			}
			s.Saved = true
			p.save()
		})
	})
}

// score asks the worker for the live score of the tiles placed, in
// training; a reply to an older placement is dropped.
func (p *Page) score(ctx app.Context) {
	s := p.session
	p.live = ""
	if s == nil || s.Phase() != game.Playing || s.State.Mode == game.Competition || len(s.Placed) == 0 {
		return
	}
	p.liveID++
	id := p.liveID
	p.engine.Send(protocol.Request{Type: protocol.Score, Placed: s.Placed, Down: s.Down}, func(r protocol.Reply) {
		p.mounted.Dispatch(func(ctx app.Context) {
			if id != p.liveID {
				return
			}
			switch {
			case r.Message != "":
				p.live = r.Message
			case r.Word != "":
				p.live = r.Word + " " + r.Ref + " : " + strconv.Itoa(r.Score) + " pts"
			}
		})
	})
}
