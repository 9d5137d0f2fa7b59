package ui

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/share"
	"duplicata/engine/topping"
	"duplicata/wasm/protocol"
)

// ToppingPage is the topping page (§4.8.5): each draw's top to be found as
// fast as possible. Like the solo page it holds all the game's state, in
// one ToppingSession saved after every action; the engine's worker judges
// every proposal and keeps the turn's top, which the page never shows
// before the turn ends.
type ToppingPage struct {
	app.Compo
	shell
	linking bool // a share link is being read: starting a game now would not be the shared one

	choice  ToppingChoice
	setup   bool
	session *ToppingSession
	message string
	drag    int // the rack tile being dragged
}

// OnMount starts the page's shell and goes back to the saved topping
// game, if any.
func (p *ToppingPage) OnMount(ctx app.Context) {
	p.choice = ToppingChoice{Formula: "normal", Limit: topping.DefaultLimit, Seed: randomSeed()}
	if s := loadToppingSession(); s != nil {
		p.session = s
	} else {
		p.setup = true
	}
	p.mount(ctx, p.key, p.clock, func(ctx app.Context) {
		if p.session != nil {
			p.resume(ctx)
		}
		p.fromURL(ctx)
	})
}

// OnDismount stops the page's shell: the solo page may be next.
func (p *ToppingPage) OnDismount() { p.dismount() }

// loadToppingSession reads the saved game; one that cannot be read is kept
// under another key, not lost.
func loadToppingSession() *ToppingSession {
	v, ok := Stored(ToppingKey).Read()
	if !ok {
		return nil
	}
	s, err := DecodeToppingSession(v)
	if err != nil {
		Stored(ToppingKey).SetAside(v)
		return nil
	}
	return s
}

// save writes the session to localStorage.
func (p *ToppingPage) save() {
	if p.session != nil {
		Stored(ToppingKey).Write(p.session.Encode())
	}
}

// request sends a request to the worker and takes the game it sends back;
// a refusal or an error is told, and nothing changes.
func (p *ToppingPage) request(req protocol.Request, then func(ctx app.Context, r protocol.Reply)) {
	p.busy = true
	p.engine.Ask(p.mounted, req, func(ctx app.Context, r protocol.Reply, err error) {
		p.busy = false
		p.last = time.Now() // the wait is not the player's time
		if err != nil {
			p.message = err.Error()
			p.save()
			return
		}
		if r.Topping != nil && p.session != nil {
			p.session.State = r.Topping
			if r.Record != nil {
				p.session.Record = r.Record
			}
		}
		then(ctx, r)
		p.save()
	})
}

// start begins a new topping game from the form.
func (p *ToppingPage) start(ctx app.Context) {
	if !p.ready || p.busy || p.linking {
		return
	}
	cfg, ok := p.choice.Config()
	if !ok {
		p.message = "Le numéro de partie est un nombre entier à partir de 1."
		return
	}
	p.message = ""
	p.session = nil
	p.request(protocol.Request{Type: protocol.ToppingNew, ToppingConfig: &cfg}, func(ctx app.Context, r protocol.Reply) {
		p.session, p.setup = NewToppingSession(r.Topping), false
		p.focusEntry()
	})
}

// resume hands the saved game to the worker.
func (p *ToppingPage) resume(ctx app.Context) {
	s := p.session
	// The clock the worker was last given is the least it may be given.
	s.ElapsedMs = max(s.ElapsedMs, s.State.Turn.Clock)
	p.busy = true
	p.engine.Ask(p.mounted, protocol.Request{Type: protocol.ToppingResume, Topping: s.State}, func(ctx app.Context, r protocol.Reply, err error) {
		p.busy = false
		p.last = time.Now()
		if errors.Is(err, ErrNoAnswer) {
			p.message = err.Error() // the saved game is not at fault: kept
			return
		}
		if r.Type != protocol.Topping || r.Topping == nil {
			// Set aside, never lost; a new game is offered.
			Stored(ToppingKey).SetAside(s.Encode())
			p.session, p.setup = nil, true
			p.message = "Le topping enregistré n'a pas pu reprendre (" + r.Message + ") ; il est mis de côté. Commencez une nouvelle partie."
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
	})
}

// playing reports whether a turn is waiting for the player.
func (p *ToppingPage) playing() bool {
	return p.session != nil && !p.setup && !p.session.Over() && p.ready
}

// propose hands the worker the tiles placed, else the move typed.
func (p *ToppingPage) propose(ctx app.Context) {
	s := p.session
	if !p.playing() || p.busy {
		return
	}
	req := protocol.Request{Type: protocol.Propose, Millis: s.ElapsedMs}
	switch {
	case len(s.Placed) > 0:
		req.Placed, req.Down = s.Placed, s.Down
	case strings.TrimSpace(s.Entry) != "":
		word, ref, err := ParseEntry(s.Entry)
		if err != nil {
			p.message = "Coup illisible : " + err.Error() + "."
			return
		}
		req.Word, req.Ref = word, ref
	default:
		p.message = "Écrivez un coup (MOT H4) ou posez des lettres sur le plateau."
		return
	}
	p.request(req, func(ctx app.Context, r protocol.Reply) {
		out := r.Outcome
		if out == nil {
			return
		}
		if out.Result != nil {
			p.ended(*out.Result)
			return
		}
		s.Entry, s.Placed = "", nil
		n := len(s.State.Turn.Proposals)
		if n > 0 {
			last := s.State.Turn.Proposals[n-1]
			p.message = last.Word + " " + last.Ref + " : " + strconv.Itoa(last.Score) + " pts, ce n'est pas le top."
		}
		p.focusEntry()
	})
}

// hint asks the worker for a hint about the turn's top.
func (p *ToppingPage) hint(ctx app.Context, h topping.Hint) {
	s := p.session
	if !p.playing() || p.busy {
		return
	}
	p.request(protocol.Request{Type: protocol.AskHint, Hint: h, Millis: s.ElapsedMs}, func(ctx app.Context, r protocol.Reply) {
		if r.Clue != nil && s.Clue(r.Clue.Hint) == nil {
			s.Clues = append(s.Clues, *r.Clue)
		}
		p.message = ""
	})
}

// timeUp ends the turn: the time is up, or the player gives up.
func (p *ToppingPage) timeUp(ctx app.Context) {
	s := p.session
	if !p.playing() || p.busy {
		return
	}
	p.picking = -1
	p.request(protocol.Request{Type: protocol.TimeUp, Millis: s.ElapsedMs}, func(ctx app.Context, r protocol.Reply) {
		if r.Outcome != nil && r.Outcome.Result != nil {
			p.ended(*r.Outcome.Result)
		}
	})
}

// ended shows the turn just ended and readies the next draw, or the end.
func (p *ToppingPage) ended(r topping.Result) {
	s := p.session
	s.Last = &r
	s.startTurn()
	p.message = ""
	if s.Over() {
		p.saveToLibrary()
		return
	}
	p.focusEntry()
}

// saveToLibrary keeps the finished game in the library.
func (p *ToppingPage) saveToLibrary() {
	s := p.session
	if s.Record == nil {
		return // the worker sends it with the game's end
	}
	SaveToppingEntry(NewToppingEntry(s.State, *s.Record, time.Now()), func(err error) {
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

// focusEntry gives the "MOT H4" field the focus once rendered, when the
// player was typing.
func (p *ToppingPage) focusEntry() {
	if el := app.Window().Get("document").Get("activeElement"); !el.Truthy() || el.Get("id").String() != "entry" {
		return
	}
	focusAfterRender("entry")
}

// fromURL opens the form on the game the address names: a game number
// and formula, or a share link (a numbered game or an imported game's
// draws), as the library's « Topping » button makes them.
func (p *ToppingPage) fromURL(ctx app.Context) {
	p.linking = gameFromURL(ctx, p.mounted, p.engine, func(ctx app.Context, l *share.Link, message string) {
		p.linking = false
		switch {
		case l == nil:
			p.message = message
		case l.Seed > 0:
			p.choice.Seed, p.choice.Formula, p.choice.Draws, p.setup = strconv.FormatUint(l.Seed, 10), l.Formula, nil, true
		default:
			p.choice.Draws, p.choice.Formula, p.setup = l.Draws, l.Formula, true
		}
	})
}
