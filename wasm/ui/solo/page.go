// Package solo is the solo duplicate page (/): the new-game form, a turn
// against the clock, its correction (the tops and the 20 best moves), the
// route sheet and the game's end. The game on screen is one Session, saved
// after every action; every move is checked and scored by the engine
// (through ui.Shell, which the page embeds), never here.
package solo

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/share"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
)

// Page is the solo page: the new-game form, or the game.
type Page struct {
	app.Compo
	ui.GameShell

	choice   Choice
	session  *Session      // the game on screen; nil before the first
	entry    string        // the move typed, "MOT H4"
	live     string        // the live score
	liveID   int           // the live score request awaited
	dragging int           // the rack tile being dragged
	pass     bool          // « Valider » with nothing placed was pressed once
	focus    string        // the element to focus after the next render
	look     ui.Look       // the board's settings, the player's (localStorage)
	club     string        // the club result's state last shown (renderClub)
	waiting  []ui.KeptGame // the games kept for another lexicon (resumeOffer)
	// askingBest: the rest of the revealed turn's list is asked for.
	askingBest bool

	// OnSave, when set (by the club's frame, for its link to the app),
	// is told the game after every save.
	OnSave func(st *game.State)
}

// OnMount starts the page's shell (the engine, its lexicon, the keys, the
// clock) and goes back to the saved game, if any.
func (p *Page) OnMount(ctx app.Context) {
	set := ui.LoadSettings() // the new game's defaults (Réglages)
	p.choice = Choice{Choice: ui.Choice{Formula: set.Formula, Seed: ui.RandomSeed()}, Rhythm: set.Rhythm, Mode: set.Mode}
	p.session, _ = ui.Load(ui.Stored(Key), DecodeSession)
	p.look = ui.LoadLook()
	p.takeClubGame()
	p.Setup = p.session == nil
	p.MountGame(ctx, ui.Game{Key: p.key, Clock: p.clock, Open: p.open, Save: p.save, Failed: p.failed, Resume: p.resume})
}

// OnDismount stops the page's shell.
func (p *Page) OnDismount() { p.Dismount() }

// open shows the new-game form on the game the address names: a game
// number and formula ("Rejouer" in the library), or a share link; or, for
// a link of a game in progress, goes on with it (replay).
func (p *Page) open(l *share.Link) {
	if l.Play != nil {
		p.replay(l)
		return
	}
	p.openForm(l)
}

// openForm shows the new-game form on a link's game, in its mode and
// rhythm when it says them.
func (p *Page) openForm(l *share.Link) {
	p.choice.Open(l)
	if l.Play != nil {
		p.choice.Rhythm, p.choice.Mode = l.Play.Rhythm, l.Play.Mode
	}
	p.Setup = true
	what := "La partie n° " + p.choice.Seed
	if l.Seed == 0 {
		what = "Une partie importée"
	}
	p.Message = what + " (" + ui.FormulaName(l.Formula) + ") : choisissez la cadence et le mode, puis commencez."
}

// save writes the session to localStorage.
func (p *Page) save() {
	if p.session != nil {
		p.session.Entry = p.entry
		ui.Stored(Key).Write(p.session.Encode())
		if p.OnSave != nil {
			p.OnSave(p.session.State)
		}
	}
}

// failed takes up a request that failed: a refused move goes back to
// the "MOT H4" field.
func (p *Page) failed(err error) {
	var f *protocol.Failure
	if errors.As(err, &f) && f.Refused {
		p.focus = "entry"
	}
}

// change asks the engine for a change to the game (see Request) and hands
// the game it sends back to then.
func (p *Page) change(m protocol.Payload, then func(ctx app.Context, g protocol.GameState)) {
	ui.RequestAs(&p.GameShell, m, then)
}

// start begins a new game from the form.
func (p *Page) start(ctx app.Context) {
	cfg, ok := p.choice.Config()
	if !p.Starting(ok) {
		return
	}
	p.change(protocol.NewGame{Config: &cfg}, func(ctx app.Context, r protocol.GameState) {
		p.session, p.Setup, p.entry, p.live, p.pass = NewSession(r.State), false, "", "", false
		p.Message = Rejected(r.State)
		// The keys go to the board at once (the form's Enter would leave
		// the focus on the page's body).
		p.focus = "board"
		ui.AnnounceDraw(r.State)
	})
	p.Quiet(ctx) // the draw is drawn with the reply
}

// resume hands the saved game to the worker, once the engine has its
// lexicon: the game saved under Key is then this lexicon's (the load kept
// the others with theirs, ui.SwitchGames), and those waiting for another
// lexicon are offered (resumeOffer). A saved game the worker cannot go on
// with is set aside with the reason (listed in the library, exportable),
// never lost, and the new-game form is shown with the reason.
func (p *Page) resume(ctx app.Context) {
	p.waiting = ui.WaitingGames()
	if p.session == nil || p.session.Club == nil { // a club game just handed over is the one to play
		p.session, _ = ui.Load(ui.Stored(Key), DecodeSession)
	}
	s := p.session
	if s == nil {
		p.Setup = true
		return
	}
	p.Setup = false
	p.entry = s.Entry
	setAside := func(reason string) {
		ui.Stored(Key).SetAside(s.Encode(), reason)
		p.session, p.Setup = nil, true
		p.Message = "La partie enregistrée n'a pas pu reprendre (" + reason + ") : elle est gardée dans la Bibliothèque, d'où vous pouvez l'exporter. Commencez une nouvelle partie."
	}
	ui.ResumeAs(&p.GameShell, protocol.ResumeGame{State: s.State}, p.resumed, setAside)
}

// resumed takes the game the worker resumed.
func (p *Page) resumed(ctx app.Context, r protocol.GameState) {
	s := p.session
	s.State = r.State
	s.takeBest(r)
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
	if s.Phase() != game.Playing || p.Busy {
		return
	}
	req := protocol.SubmitMove{Millis: s.SpentMs, Final: final}
	switch {
	case len(s.Placed) > 0:
		req.Placed, req.Down = s.Placed, s.Down
	case strings.TrimSpace(p.entry) != "" && s.State.Mode == game.Competition:
		b, err := ui.ParseBallot(p.entry, ui.Jokers(s.State.Draw))
		if err != nil && !final {
			p.Message = "Bulletin illisible : " + err.Error() + "."
			return
		}
		req.Word, req.Ref, req.Anchors = b.Word, b.Ref, b.Anchors
	case strings.TrimSpace(p.entry) != "":
		word, ref, err := ui.ParseEntry(p.entry, ui.Jokers(s.State.Draw))
		if err != nil && !final {
			p.Message = french.Unreadable(err)
			return
		}
		req.Word, req.Ref = word, ref
	case !final && !p.pass:
		p.pass = true
		p.Message = french.PassTwice
		return
	}
	if s.State.Mode == game.Competition {
		if n, err := strconv.Atoi(strings.TrimSpace(s.Claimed)); err == nil && n > 0 {
			req.Claimed = n
		}
	}
	p.change(req, func(ctx app.Context, r protocol.GameState) {
		s.Update(r.State)
		s.Result, s.Shown = r.Result, 0
		s.takeBest(r)
		s.F12Word, s.F12Score, s.F12 = f12Question(r.State, req.Word, req.Claimed)
		p.Message, p.live, p.pass = r.Message, "", false
		if keyboard {
			p.focus = "next"
		}
	})
	p.Quiet(ctx) // the correction is drawn with the reply
}

// moreBest asks for the rest of the revealed turn's list, whose first page
// came with the correction, when the player turns to the next page: the
// correction did not wait for it (protocol.RevealPage).
func (p *Page) moreBest() {
	s := p.session
	if s == nil || !s.Partial() || p.askingBest || s.Phase() != game.Revealed {
		return
	}
	p.askingBest = true
	turn := s.State.Turn
	ui.AskAs(p.Engine, p.Ctx, protocol.RevealMoves{}, func(ctx app.Context, r protocol.RevealedMoves, err error) {
		p.askingBest = false
		if err != nil {
			p.Message = err.Error()
			return
		}
		if s != p.session || s.Phase() != game.Revealed || s.State.Turn != turn || len(r.Best) < len(s.Best) {
			return // another turn or game by now
		}
		s.takeAllBest(r.Best)
		p.save()
	})
}

// f12Question is the F12 question a correction starts with: the word
// typed, else the word paid, else the top's; and the score announced, else
// that word's score.
func f12Question(st *game.State, typed string, claimed int) (word, score string, answer *F12) {
	if st == nil || len(st.Record.Turns) == 0 {
		return "", "", nil
	}
	t := st.Record.Turns[len(st.Record.Turns)-1]
	m := t.Top
	if t.Played != nil {
		m = &t.Played.Move
	}
	if m == nil {
		return "", "", nil
	}
	if claimed <= 0 {
		claimed = m.Score
	}
	if typed != "" {
		return strings.ToUpper(typed), strconv.Itoa(claimed), nil
	}
	return strings.ToUpper(m.Word), strconv.Itoa(claimed), nil
}

// f12 asks the worker where a word makes a score on the turn's board
// (the arbiters' F12), from the correction.
func (p *Page) f12(ctx app.Context, word string, score int) {
	s := p.session
	if s.Phase() != game.Revealed || p.Busy {
		return
	}
	ui.RequestAs(&p.GameShell, protocol.FindPlacesClaim{Word: word, Claimed: score}, func(ctx app.Context, r protocol.PlacesFound) {
		s.F12 = &F12{Word: word, Score: score, Places: r.Places}
		p.Message = ""
		p.save()
	})
}

// next puts the top on the board and draws again, or ends the game.
func (p *Page) next(ctx app.Context, keyboard bool) {
	s := p.session
	if s.Phase() != game.Revealed || p.Busy {
		return
	}
	p.change(protocol.NextTurn{}, func(ctx app.Context, r protocol.GameState) {
		s.Update(r.State)
		p.entry, p.Message, p.live = "", Rejected(r.State), ""
		browser.ClearField("entry")
		ui.AnnounceDraw(r.State)
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
	p.Quiet(ctx) // the next draw is drawn with the reply
}

// saveToLibrary keeps the finished game in the library.
func (p *Page) saveToLibrary(ctx app.Context) {
	s := p.session
	if s.Summary == nil {
		return // the worker sends it with the game's end
	}
	e := NewEntry(s.State, *s.Summary, time.Now())
	p.clubEntry(e.ID)
	p.Keep(e, func() { s.Saved = true })
}

// score asks the worker for the live score of the tiles placed, in
// training; a reply to an older placement is dropped.
func (p *Page) score(ctx app.Context) {
	s := p.session
	p.live = ""
	if s == nil || s.Phase() != game.Playing || s.State.Mode == game.Competition {
		return
	}
	// The tiles placed, else the move typed, laid out as typed.
	placed, down := s.Placed, s.Down
	if len(placed) == 0 {
		placed, down = ui.Typed(s.State, p.entry)
	}
	if len(placed) == 0 {
		return
	}
	p.liveID++
	id := p.liveID
	p.Engine.Send(protocol.ScoreMove{Move: protocol.Move{Placed: placed, Down: down}}, func(reply protocol.Reply) {
		p.Ctx.Dispatch(func(ctx app.Context) {
			if id != p.liveID {
				return
			}
			r, err := ui.Expect[protocol.ScoredMove](reply)
			if f := reply.Err(); f != nil {
				err = f
			}
			switch {
			case err != nil:
				p.live = err.Error()
			case r.Message != "":
				p.live = r.Message
			case r.Word != "":
				p.live = r.Word + " " + r.Ref + " : " + french.Pts.Count(r.Score)
			}
		})
	})
}
