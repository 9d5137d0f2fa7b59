// Package topping is the topping page (/topping, §4.8.5): each draw's
// top to be found as fast as possible, against a clock a turn, with hints
// that cost time. The game on screen is one Session, saved after every
// action; the engine's worker judges every proposal and keeps the turn's
// top, which the page never shows before the turn ends. (The engine's
// rules of topping are package duplicata/engine/topping.)
package topping

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/share"
	"duplicata/engine/topping"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
)

// Page is the topping page: the form, or the game.
type Page struct {
	app.Compo
	ui.GameShell

	choice  Choice
	session *Session
	drag    int     // the rack tile being dragged
	look    ui.Look // the board's settings, the player's (localStorage)
}

// OnMount starts the page's shell and goes back to the saved topping
// game, if any.
func (p *Page) OnMount(ctx app.Context) {
	p.choice = Choice{Choice: ui.Choice{Formula: "normal", Seed: ui.RandomSeed()}, Limit: topping.DefaultLimit}
	p.session, _ = ui.Load(ui.Stored(Key), DecodeSession)
	p.look = ui.LoadLook()
	p.Setup = p.session == nil
	g := ui.Game{Key: p.key, Clock: p.clock, Save: p.save, Open: func(l *share.Link) {
		p.choice.Open(l)
		p.Setup = true
	}}
	if p.session != nil {
		g.Resume = p.resume
	}
	p.MountGame(ctx, g)
}

// OnDismount stops the page's shell: the solo page may be next.
func (p *Page) OnDismount() { p.Dismount() }

// save writes the session to localStorage.
func (p *Page) save() {
	if p.session != nil {
		ui.Stored(Key).Write(p.session.Encode())
	}
}

// request asks the engine for a change to the game (see Request) and
// takes the topping game it sends back.
func (p *Page) request(m protocol.Payload, then func(ctx app.Context, r protocol.ToppingState)) {
	ui.RequestAs(&p.GameShell, m, func(ctx app.Context, r protocol.ToppingState) {
		if p.session != nil && r.Topping != nil {
			p.session.State = r.Topping
			if r.Record != nil {
				p.session.Record = r.Record
			}
		}
		then(ctx, r)
	})
}

// start begins a new topping game from the form.
func (p *Page) start(ctx app.Context) {
	cfg, ok := p.choice.Config()
	if !p.Starting(ok) {
		return
	}
	p.session = nil
	p.request(protocol.NewToppingGame{Config: &cfg}, func(ctx app.Context, r protocol.ToppingState) {
		p.session, p.Setup = NewSession(r.Topping), false
		p.focusEntry()
	})
}

// resume hands the saved game to the worker. One the worker cannot go
// on with is set aside, never lost, and a new game is offered.
func (p *Page) resume(ctx app.Context) {
	s := p.session
	// The clock the worker was last given is the least it may be given.
	s.ElapsedMs = max(s.ElapsedMs, s.State.Turn.Clock)
	setAside := func(reason string) {
		ui.Stored(Key).SetAside(s.Encode(), reason)
		p.session, p.Setup = nil, true
		p.Message = "Le topping enregistré n'a pas pu reprendre (" + reason + ") ; il est gardé dans la Bibliothèque, d'où vous pouvez l'exporter. Commencez une nouvelle partie."
	}
	ui.ResumeAs(&p.GameShell, protocol.ResumeToppingGame{State: s.State}, func(ctx app.Context, r protocol.ToppingState) {
		if r.Topping == nil {
			setAside("partie absente de la réponse")
			return
		}
		s.State = r.Topping
		if r.Record != nil {
			s.Record = r.Record
		}
		if s.Over() && !s.Saved {
			p.saveToLibrary()
		}
		p.save()
	}, setAside)
}

// playing reports whether a turn is waiting for the player.
func (p *Page) playing() bool {
	return p.session != nil && !p.Setup && !p.session.Over() && p.Ready
}

// propose hands the worker the tiles placed, else the move typed.
func (p *Page) propose(ctx app.Context) {
	s := p.session
	if !p.playing() || p.Busy {
		return
	}
	req := protocol.ProposeMove{Millis: s.ElapsedMs}
	switch {
	case len(s.Placed) > 0:
		req.Placed, req.Down = s.Placed, s.Down
	case strings.TrimSpace(s.Entry) != "":
		word, ref, err := ui.ParseEntry(s.Entry, ui.Jokers(s.State.Game.Draw))
		if err != nil {
			p.Message = french.Unreadable(err)
			return
		}
		req.Word, req.Ref = word, ref
	default:
		p.Message = french.EnterMove
		return
	}
	p.request(req, func(ctx app.Context, r protocol.ToppingState) {
		out := r.Outcome
		if out == nil {
			return
		}
		if out.Result != nil {
			p.ended(*out.Result)
			return
		}
		s.Entry, s.Placed = "", nil
		browser.ClearField("entry")
		n := len(s.State.Turn.Proposals)
		if n > 0 {
			last := s.State.Turn.Proposals[n-1]
			p.Message = last.Word + " " + last.Ref + " : " + french.Pts.Count(last.Score) + ", ce n'est pas le top."
		}
		p.focusEntry()
	})
}

// hint asks the worker for a hint about the turn's top.
func (p *Page) hint(ctx app.Context, h topping.Hint) {
	s := p.session
	if !p.playing() || p.Busy {
		return
	}
	p.request(protocol.HintWanted{Hint: h, Millis: s.ElapsedMs}, func(ctx app.Context, r protocol.ToppingState) {
		if r.Clue != nil && s.Clue(r.Clue.Hint) == nil {
			s.Clues = append(s.Clues, *r.Clue)
		}
		p.Message = ""
	})
}

// timeUp ends the turn: the time is up, or the player gives up.
func (p *Page) timeUp(ctx app.Context) {
	s := p.session
	if !p.playing() || p.Busy {
		return
	}
	p.Picking = -1
	p.request(protocol.TimeUpTurn{Millis: s.ElapsedMs}, func(ctx app.Context, r protocol.ToppingState) {
		if r.Outcome != nil && r.Outcome.Result != nil {
			p.ended(*r.Outcome.Result)
		}
	})
}

// ended shows the turn just ended and readies the next draw, or the end.
func (p *Page) ended(r topping.Result) {
	s := p.session
	s.Last = &r
	s.startTurn()
	browser.ClearField("entry") // a new draw: the last one's move goes
	p.Message = ""
	if s.Over() {
		p.saveToLibrary()
		return
	}
	p.focusEntry()
}

// saveToLibrary keeps the finished game in the library.
func (p *Page) saveToLibrary() {
	s := p.session
	if s.Record == nil {
		return // the worker sends it with the game's end
	}
	p.Keep(NewEntry(s.State, *s.Record, time.Now()), func() { s.Saved = true })
}

// focusEntry gives the "MOT H4" field the focus once rendered, when the
// player was typing.
func (p *Page) focusEntry() {
	if el := app.Window().Get("document").Get("activeElement"); !el.Truthy() || el.Get("id").String() != "entry" {
		return
	}
	browser.FocusAfterRender("entry")
}
