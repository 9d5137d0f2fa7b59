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

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/share"
	"duplicata/engine/tile"
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

// placed is called after every change to the tiles placed.
func (p *Page) placed(ctx app.Context) {
	p.message, p.pass = "", false
	p.score(ctx)
	p.save()
}

// clock runs the turn's time; at zero the move placed or typed is handed
// in. The session is saved every second.
func (p *Page) clock(ctx app.Context) {
	now := time.Now()
	dt := now.Sub(p.last).Milliseconds()
	p.last = now
	s := p.session
	// Until the worker holds the game (the engine loading, the saved game
	// resuming), the clock waits: a hand-in now would reach no game, and
	// the wait is not the player's time.
	if s == nil || !p.ready || p.setup || p.busy || s.Phase() != game.Playing {
		ctx.PreventUpdate()
		return
	}
	before := s.SpentMs / 1000
	s.SpentMs += dt
	if s.Timed() {
		was := s.LeftMs
		s.LeftMs -= dt
		if was > 30_000 && s.LeftMs <= 30_000 {
			p.message = "Plus que 30 secondes !"
		}
		if s.LeftMs <= 0 {
			s.LeftMs = 0
			p.picking = -1
			p.submit(ctx, true, false)
			return
		}
	}
	if s.SpentMs/1000 != before {
		p.save()
	} else {
		ctx.PreventUpdate()
	}
}

// key handles the keyboard: letters go on the cursor's square, a letter
// not on the rack takes a joker if one is free; Backspace undoes, Escape
// clears, the arrows move the cursor and Space turns it.
func (p *Page) key(ctx app.Context, e app.Value) {
	s := p.session
	if p.setup || s == nil || s.Phase() != game.Playing || p.busy {
		ctx.PreventUpdate()
		return
	}
	k := e.Get("key").String()
	if p.picking >= 0 {
		if k == "Escape" {
			p.picking = -1
		} else if l, ok := letterKey(k); ok {
			p.chooseJoker(ctx, l)
		}
		e.Call("preventDefault")
		return
	}
	switch strings.ToUpper(e.Get("target").Get("tagName").String()) {
	case "INPUT", "SELECT", "TEXTAREA":
		ctx.PreventUpdate()
		return
	}
	if e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
		ctx.PreventUpdate()
		return
	}
	switch k {
	case "Backspace":
		s.Undo()
		p.placed(ctx)
	case "Escape":
		s.Clear()
		p.placed(ctx)
	case "Enter":
		if e.Get("target").Get("tagName").String() == "BUTTON" {
			ctx.PreventUpdate()
			return // the button does it
		}
		p.submit(ctx, false, true)
	case " ":
		if s.Cursor >= 0 {
			s.Down = !s.Down
			p.placed(ctx)
		}
	case "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown":
		p.moveCursor(k)
		p.save()
	case "?", "*":
		p.putJoker(ctx, s.Cursor)
	default:
		l, ok := letterKey(k)
		if !ok {
			ctx.PreventUpdate()
			return
		}
		p.typeLetter(ctx, l)
	}
	e.Call("preventDefault")
}

// letterKey reads a key as a letter A–Z.
func letterKey(k string) (tile.Letter, bool) {
	if len(k) != 1 {
		return 0, false
	}
	l, err := tile.ParseLetter(rune(strings.ToUpper(k)[0]))
	return l, err == nil && l != tile.Joker
}

// moveCursor moves the cursor one square, starting from H8.
func (p *Page) moveCursor(k string) {
	s := p.session
	if s.Cursor < 0 {
		s.Cursor = board.Centre
		return
	}
	r, c := s.Cursor/board.Size, s.Cursor%board.Size
	switch k {
	case "ArrowLeft":
		c = max(c-1, 0)
	case "ArrowRight":
		c = min(c+1, board.Size-1)
	case "ArrowUp":
		r = max(r-1, 0)
	case "ArrowDown":
		r = min(r+1, board.Size-1)
	}
	s.Cursor = r*board.Size + c
}

// typeLetter puts letter l on the cursor's square: the tile if the rack
// has it free, else a free joker standing for it.
func (p *Page) typeLetter(ctx app.Context, l tile.Letter) {
	s := p.session
	if s.Cursor < 0 || !s.free(s.Cursor) {
		p.message = "Touchez d'abord une case libre du plateau (ou écrivez le coup : MOT H4)."
		return
	}
	switch {
	case s.Free(l):
		s.Put(tile.TileOf(l, false))
	case s.Free(tile.Joker):
		s.Put(tile.TileOf(l, true))
	default:
		p.message = "La lettre " + string(l.Rune()) + " n'est pas sur le chevalet."
		return
	}
	p.placed(ctx)
}

// pick puts the rack's i-th tile on the cursor's square.
func (p *Page) pick(ctx app.Context, i int) {
	tiles := p.session.RackTiles()
	if i < 0 || i >= len(tiles) || tiles[i].Used {
		return
	}
	p.drop(ctx, p.session.Cursor, i)
}

// drop puts the rack's i-th tile on square sq.
func (p *Page) drop(ctx app.Context, sq, i int) {
	s := p.session
	tiles := s.RackTiles()
	if s.Phase() != game.Playing || i < 0 || i >= len(tiles) || tiles[i].Used {
		return
	}
	if sq < 0 || !s.free(sq) {
		p.message = "Touchez d'abord une case libre du plateau (ou écrivez le coup : MOT H4)."
		return
	}
	if tiles[i].Letter == tile.Joker {
		p.putJoker(ctx, sq)
		return
	}
	s.Cursor = sq
	s.Put(tile.TileOf(tiles[i].Letter, false))
	p.placed(ctx)
}

// putJoker opens the joker picker for square sq.
func (p *Page) putJoker(ctx app.Context, sq int) {
	s := p.session
	switch {
	case sq < 0 || !s.free(sq):
		p.message = "Touchez d'abord une case libre du plateau (ou écrivez le coup : MOT H4)."
	case !s.Free(tile.Joker):
		p.message = "Il n'y a pas de joker libre sur le chevalet."
	default:
		p.picking = sq
		p.focus = "pick-A"
	}
}

// chooseJoker places the joker waiting for its letter.
func (p *Page) chooseJoker(ctx app.Context, l tile.Letter) {
	s := p.session
	sq := p.picking
	p.picking = -1
	if sq < 0 || !s.free(sq) || !s.Free(tile.Joker) {
		return
	}
	s.Cursor = sq
	s.Put(tile.TileOf(l, true))
	p.placed(ctx)
}

// tap handles a tap on a square: a placed tile goes back to the rack; an
// empty square takes the cursor, or turns it.
func (p *Page) tap(ctx app.Context, sq int) {
	s := p.session
	if s == nil || s.Phase() != game.Playing || p.busy {
		return
	}
	if s.Take(sq) {
		s.Cursor = sq
		p.placed(ctx)
		return
	}
	if s.free(sq) {
		s.Aim(sq)
		p.message = ""
		p.save()
	}
}

// squares is what the board shows.
func (p *Page) squares() []Square {
	s := p.session
	out := make([]Square, board.Size*board.Size)
	if s == nil || s.State == nil {
		return out
	}
	for sq := range out {
		out[sq].Tile = s.BoardTile(sq)
	}
	if t := lastTop(s); t != nil {
		for _, pl := range t {
			out[pl.Square].Kind = Latest
		}
	}
	switch s.Phase() {
	case game.Playing:
		for _, pl := range s.Placed {
			out[pl.Square] = Square{Tile: pl.Tile, Kind: Placing}
		}
		if s.Cursor >= 0 && s.Cursor < len(out) {
			out[s.Cursor].Cursor, out[s.Cursor].Down = true, s.Down
		}
	case game.Revealed:
		if m := s.ShownMove(); m != nil {
			if sqs, err := MoveSquares(*m); err == nil {
				for _, pl := range sqs {
					if out[pl.Square].Tile == tile.Empty {
						out[pl.Square] = Square{Tile: pl.Tile, Kind: Showing}
					}
				}
			}
		}
	}
	return out
}

// lastTop is the squares of the top placed at the end of the last turn.
func lastTop(s *Session) []game.Placed {
	turns := s.State.Record.Turns
	n := len(turns) - 1 // the turn in play
	if s.Phase() == game.Over {
		n = len(turns)
	}
	if n < 1 || turns[n-1].Top == nil {
		return nil
	}
	sqs, err := MoveSquares(*turns[n-1].Top)
	if err != nil {
		return nil
	}
	return sqs
}

// Render draws the page.
func (p *Page) Render() app.UI {
	if id := p.focus; id != "" {
		p.focus = ""
		focusAfterRender(id)
	}
	engine := "loading"
	if p.ready {
		engine = "ready"
	}
	var body app.UI
	if p.setup || p.session == nil {
		body = p.renderSetup()
	} else {
		body = p.renderGame()
	}
	return app.Div().Class("page").DataSet("engine", engine).Body(
		&Header{Lexicon: p.lexicon, Current: SoloPath, Action: p.renderNewGame()},
		body,
	)
}

func (p *Page) renderNewGame() app.UI {
	if p.setup || p.session == nil {
		return nil
	}
	return app.Button().Type("button").ID("new").Class("button", "header-button").Text("Nouvelle partie").
		OnClick(func(ctx app.Context, e app.Event) {
			p.setup, p.message = true, ""
			p.choice.Seed, p.choice.Draws = randomSeed(), nil
		})
}

func (p *Page) renderSetup() app.UI {
	status := p.status
	if status == "" {
		status = p.message
	}
	return app.Main().Class("main", "setup-main").Body(
		app.Div().Class("play").Body(&Board{}),
		app.Div().Class("side").Body(&Setup{
			Choice:   p.choice,
			Ready:    p.ready && !p.busy && !p.linking,
			CanGoOn:  p.session != nil && p.session.Phase() != game.Over,
			OnChange: func(ctx app.Context, change func(*Choice)) { change(&p.choice) },
			OnStart:  p.start,
			OnGoOn:   func(ctx app.Context) { p.setup, p.message = false, "" },
			OnRandom: func(ctx app.Context) { p.choice.Seed, p.choice.Draws = randomSeed(), nil },
		},
			app.P().ID("message").Class("message").Aria("live", "polite").Text(status),
			app.If(p.loadFailed, func() app.UI {
				return retry(func(ctx app.Context) {
					p.loadFailed, p.status = false, "Chargement du lexique…"
					p.engine.Retry(p.loaded)
				})
			}),
		),
	)
}

func (p *Page) renderGame() app.UI {
	s := p.session
	st := s.State
	f, _ := game.ParseFormula(st.Formula)
	var total Status
	total.Turn, total.Timed, total.LeftMs, total.SpentMs, total.Live = st.Turn, s.Timed(), s.LeftMs, s.SpentMs, p.live
	if n := len(st.Results); n > 0 {
		r := st.Results[n-1]
		total.HasTotal, total.Total, total.Deficit, total.Percent = true, r.Total, r.Deficit, r.Percent
	}
	if s.Phase() == game.Over {
		total.Turn, total.Over = len(st.Results), true
	}
	side := []app.UI{}
	switch s.Phase() {
	case game.Playing:
		side = append(side,
			&Rack{Tiles: s.RackTiles(), Size: f.DrawSize, Enabled: !p.busy, OnPick: p.pick,
				OnDrag: func(ctx app.Context, i int) { p.dragging = i }},
			&Controls{
				Entry: p.entry, Claimed: s.Claimed, Competition: st.Mode == game.Competition,
				Busy: p.busy, Placing: len(s.Placed) > 0,
				OnEntry:   func(ctx app.Context, v string) { p.entry, p.pass = v, false; p.save() },
				OnClaimed: func(ctx app.Context, v string) { s.Claimed = v; p.save() },
				OnClear: func(ctx app.Context) {
					s.Clear()
					p.entry = ""
					p.placed(ctx)
				},
				OnUndo:   func(ctx app.Context) { s.Undo(); p.placed(ctx) },
				OnSubmit: func(ctx app.Context, keyboard bool) { p.submit(ctx, false, keyboard) },
			},
		)
	case game.Revealed:
		if t := s.Turn(); t != nil && s.Result != nil {
			side = append(side, &Reveal{
				Turn: *t, Result: *s.Result, Best: s.Best, Shown: s.Shown,
				Competition: st.Mode == game.Competition,
				OnShow:      func(ctx app.Context, i int) { s.Shown = i; p.save() },
				OnNext:      p.next,
			})
		}
	case game.Over:
		var sum game.Summary
		if s.Summary != nil {
			sum = *s.Summary
		}
		side = append(side, &Summary{
			Sum: sum, Results: st.Results, Reason: endReason(st.EndReason), Saved: s.Saved,
			OnNew: func(ctx app.Context) { p.setup, p.choice.Seed, p.choice.Draws = true, randomSeed(), nil },
		})
	}
	side = append(side,
		app.P().ID("message").Class("message").Aria("live", "assertive").Text(p.message),
		app.P().Class("game-info").Text(gameInfo(st, f)),
	)
	var picker app.UI
	if p.picking >= 0 {
		picker = &JokerPicker{Square: SquareName(p.picking), OnChoose: p.chooseJoker, OnCancel: func(ctx app.Context) { p.picking = -1 }}
	}
	return app.Main().Class("main", "game", string(s.Phase())).Body(
		app.Div().Class("play").Body(
			&total,
			&Board{Squares: p.squares(), OnSquare: p.tap, OnDrop: func(ctx app.Context, sq int) { p.drop(ctx, sq, p.dragging) }},
		),
		app.Div().Class("side").Body(side...),
		&Sheet{Turns: st.Record.Turns, Results: st.Results},
		picker,
	)
}

// gameInfo is the line under the board: formula, game number, mode.
func gameInfo(st *game.State, f game.Formula) string {
	mode := "entraînement"
	if st.Mode == game.Competition {
		mode = "compétition"
	}
	rhythm := "sans limite"
	for _, r := range Rhythms {
		if r.Seconds == st.Rhythm && r.Seconds > 0 {
			rhythm = r.Name
		}
	}
	return f.Name + " · " + gameNumber(st) + " · " + rhythm + " · " + mode
}

// gameNumber names a game: its number, or "partie importée" for a game
// played on imported draws.
func gameNumber(st *game.State) string {
	if len(st.Draws) > 0 {
		return "partie importée"
	}
	return "partie n° " + strconv.FormatUint(st.Seed, 10)
}

// endReason says in French why the game ended.
func endReason(why string) string {
	if strings.Contains(why, "no tile can be placed") {
		return "Plus aucune lettre ne peut être posée : la partie est finie."
	}
	if strings.Contains(why, "imported draws") {
		return "Tous les tirages de la partie importée sont joués : la partie est finie."
	}
	return "Le sac et les chevalets ne permettent plus de tirage valable : la partie est finie."
}
