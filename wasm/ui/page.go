// Package ui is Duplicata's user interface: go-app components, rendered in
// the browser by the app's wasm and prerendered into the static site. It
// holds no game rules: the board's premiums and the tiles' values come from
// engine/, and every move is checked, scored and searched by the engine's
// Web Worker, which every page shares (Engine). It holds the three pages
// (Page: solo; ToppingPage; LibraryPage), the components they share (Board,
// Rack, Controls, JokerPicker, Header, Status, Setup…), the saved sessions
// (Session, ToppingSession, each saved after every action) and the
// IndexedDB library; the play area's mechanics are in package play.
package ui

import (
	"errors"
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

// Page is the app's one page: the new-game form, or the game.
type Page struct {
	app.Compo
	shell
	linking bool // a share link is being read: starting a game now would not be the shared one

	choice   Choice
	setup    bool     // the form is shown
	session  *Session // the game on screen; nil before the first
	entry    string   // the move typed, "MOT H4"
	message  string   // the last message to the player, French
	live     string   // the live score
	liveID   int      // the live score request awaited
	dragging int      // the rack tile being dragged
	pass     bool     // « Valider » with nothing placed was pressed once
	focus    string   // the element to focus after the next render
	club     string   // the club result's state last shown (renderClub)
}

// OnMount starts the page's shell (the engine, its lexicon, the keys, the
// clock) and goes back to the saved game, if any.
func (p *Page) OnMount(ctx app.Context) {
	p.choice = Choice{Formula: "normal", Rhythm: 180, Mode: game.Training, Seed: randomSeed()}
	if s := loadSession(); s != nil {
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

// OnDismount stops the page's shell.
func (p *Page) OnDismount() { p.dismount() }

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
	v, ok := Stored(SessionKey).Read()
	if !ok {
		return nil
	}
	s, err := DecodeSession(v)
	if err != nil {
		Stored(SessionKey).SetAside(v)
		return nil
	}
	return s
}

// save writes the session to localStorage.
func (p *Page) save() {
	if p.session != nil {
		p.session.Entry = p.entry
		Stored(SessionKey).Write(p.session.Encode())
	}
}

// request sends a request that changes the game and takes the game the
// worker sends back.
func (p *Page) request(ctx app.Context, req protocol.Request, then func(ctx app.Context, r protocol.Reply)) {
	p.busy = true
	p.engine.Ask(p.mounted, req, func(ctx app.Context, r protocol.Reply, err error) {
		p.busy = false
		p.last = time.Now() // the wait is not the player's time
		var f *protocol.Failure
		switch {
		case errors.As(err, &f) && f.Kind == protocol.Refused:
			p.message = f.Message
			p.focus = "entry"
		case err != nil:
			p.message = err.Error()
		default:
			then(ctx, r)
		}
		p.save()
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
	p.engine.Ask(p.mounted, protocol.Request{Type: protocol.Resume, State: s.State}, func(ctx app.Context, r protocol.Reply, err error) {
		p.busy = false
		p.last = time.Now()
		if errors.Is(err, ErrNoAnswer) {
			p.message = err.Error() // the saved game is not at fault: kept
			return
		}
		if r.Type != protocol.Game {
			Stored(SessionKey).SetAside(s.Encode())
			p.session, p.setup = nil, true
			p.message = "La partie enregistrée n'a pas pu reprendre (" + r.Message + ") ; elle est mise de côté. Commencez une nouvelle partie."
			return
		}
		p.resumed(ctx, r)
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
		p.queueClubResult()
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
			p.queueClubResult()
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
