package ui

import (
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/share"
	"duplicata/engine/tile"
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
	engine  *Client
	ready   bool
	lexicon string
	status  string
	busy    bool
	linking bool // a share link is being read: starting a game now would not be the shared one

	choice     ToppingChoice
	setup      bool
	session    *ToppingSession
	message    string
	picking    int // the square whose joker awaits its letter; -1: none
	drag       int // the rack tile being dragged
	last       time.Time
	onKey      app.Func
	mounted    app.Context // replies are dispatched with it (see Page.mounted)
	ticks      int         // the clock's chain of timers (see Page.ticker)
	loadFailed bool        // the lexicon did not load: Réessayer
}

// OnMount starts the worker, loads the lexicon and goes back to the saved
// topping game, if any.
func (p *ToppingPage) OnMount(ctx app.Context) {
	p.mounted = ctx
	p.picking = -1
	p.choice = ToppingChoice{Formula: "normal", Limit: topping.DefaultLimit, Seed: randomSeed()}
	p.status = "Chargement du lexique…"
	if s := loadToppingSession(); s != nil {
		p.session = s
	} else {
		p.setup = true
	}
	p.engine = Engine()
	p.engine.OnLoad(p.loaded)
	p.onKey = app.FuncOf(func(this app.Value, args []app.Value) any {
		e := args[0]
		p.mounted.Dispatch(func(ctx app.Context) { p.key(ctx, e) })
		return nil
	})
	app.Window().Call("addEventListener", "keydown", p.onKey)
	p.last = time.Now()
	p.ticks++
	ctx.After(tick, p.ticker(p.ticks))
}

// ticker runs the clock every tick while the page is mounted (see
// Page.ticker).
func (p *ToppingPage) ticker(gen int) func(app.Context) {
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

// loaded takes the lexicon's load (see Page.loaded).
func (p *ToppingPage) loaded(r protocol.Reply) {
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

// OnDismount stops listening to the keyboard: the solo page may be next.
func (p *ToppingPage) OnDismount() {
	p.ticks++
	app.Window().Call("removeEventListener", "keydown", p.onKey)
	p.onKey.Release()
}

// loadToppingSession reads the saved game; one that cannot be read is kept
// under another key, not lost.
func loadToppingSession() *ToppingSession {
	ls := app.Window().Get("localStorage")
	v := ls.Call("getItem", ToppingKey)
	if !v.Truthy() {
		return nil
	}
	s, err := DecodeToppingSession(v.String())
	if err != nil {
		ls.Call("setItem", ToppingKey+".unreadable", v.String())
		ls.Call("removeItem", ToppingKey)
		return nil
	}
	return s
}

// save writes the session to localStorage.
func (p *ToppingPage) save() {
	if p.session != nil {
		app.Window().Get("localStorage").Call("setItem", ToppingKey, p.session.Encode())
	}
}

// request sends a request to the worker and takes the game it sends back;
// a refusal or an error is told, and nothing changes.
func (p *ToppingPage) request(req protocol.Request, then func(ctx app.Context, r protocol.Reply)) {
	p.busy = true
	p.engine.Send(req, func(r protocol.Reply) {
		p.mounted.Dispatch(func(ctx app.Context) {
			p.busy = false
			p.last = time.Now() // the wait is not the player's time
			switch r.Type {
			case protocol.Error, protocol.Refused:
				p.message = r.Message
			default:
				if r.Topping != nil && p.session != nil {
					p.session.State = r.Topping
					if r.Record != nil {
						p.session.Record = r.Record
					}
				}
				then(ctx, r)
			}
			p.save()
		})
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
	p.engine.Send(protocol.Request{Type: protocol.ToppingResume, Topping: s.State}, func(r protocol.Reply) {
		p.mounted.Dispatch(func(ctx app.Context) {
			p.busy = false
			p.last = time.Now()
			if r.Type != protocol.Topping || r.Topping == nil {
				// Set aside, never lost; a new game is offered.
				ls := app.Window().Get("localStorage")
				ls.Call("setItem", ToppingKey+".unreadable", s.Encode())
				ls.Call("removeItem", ToppingKey)
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

// clock runs the turn's time; at the limit the turn ends. The session is
// saved every second.
func (p *ToppingPage) clock(ctx app.Context) {
	now := time.Now()
	dt := now.Sub(p.last).Milliseconds()
	p.last = now
	s := p.session
	if !p.playing() || p.busy {
		ctx.PreventUpdate()
		return
	}
	before := s.ElapsedMs / 1000
	s.ElapsedMs += dt
	if s.ElapsedMs >= s.State.Limit {
		p.timeUp(ctx)
		return
	}
	if s.ElapsedMs/1000 != before {
		p.save()
	} else {
		ctx.PreventUpdate()
	}
}

// place changes the placement with the solo page's mechanics, and saves.
func (p *ToppingPage) place(f func(ps *Session) string) {
	s := p.session
	ps := s.Placing()
	p.message = f(ps)
	s.Keep(ps)
	p.save()
}

// noSquare is the message when a tile has no free square to go to.
const noSquare = "Touchez d'abord une case libre du plateau (ou écrivez le coup : MOT H4)."

// tap handles a tap on a square: a placed tile goes back to the rack; an
// empty square takes the cursor, or turns it.
func (p *ToppingPage) tap(ctx app.Context, sq int) {
	if !p.playing() || p.busy {
		return
	}
	p.place(func(ps *Session) string {
		if ps.Take(sq) {
			ps.Cursor = sq
		} else if ps.free(sq) {
			ps.Aim(sq)
		}
		return ""
	})
}

// drop puts the rack's i-th tile on square sq (the cursor's for a tap).
func (p *ToppingPage) drop(ctx app.Context, sq, i int) {
	if !p.playing() || p.busy {
		return
	}
	p.place(func(ps *Session) string {
		tiles := ps.RackTiles()
		if i < 0 || i >= len(tiles) || tiles[i].Used {
			return ""
		}
		if sq < 0 || !ps.free(sq) {
			return noSquare
		}
		if tiles[i].Letter == tile.Joker {
			p.picking = sq
			return ""
		}
		ps.Cursor = sq
		ps.Put(tile.TileOf(tiles[i].Letter, false))
		return ""
	})
}

// chooseJoker places the joker waiting for its letter.
func (p *ToppingPage) chooseJoker(ctx app.Context, l tile.Letter) {
	sq := p.picking
	p.picking = -1
	p.place(func(ps *Session) string {
		if sq < 0 || !ps.free(sq) || !ps.Free(tile.Joker) {
			return ""
		}
		ps.Cursor = sq
		ps.Put(tile.TileOf(l, true))
		return ""
	})
}

// key handles the keyboard on the board, as on the solo page: letters go
// on the cursor's square (a letter not on the rack takes a free joker),
// Backspace undoes, Escape clears, the arrows move the cursor, Space
// turns it, Enter proposes.
func (p *ToppingPage) key(ctx app.Context, e app.Value) {
	if !p.playing() || p.busy {
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
	case "INPUT", "SELECT", "TEXTAREA", "BUTTON":
		ctx.PreventUpdate()
		return
	}
	if e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
		ctx.PreventUpdate()
		return
	}
	switch k {
	case "Backspace":
		p.place(func(ps *Session) string { ps.Undo(); return "" })
	case "Escape":
		p.place(func(ps *Session) string { ps.Clear(); return "" })
	case "Enter":
		p.propose(ctx)
	case " ":
		p.place(func(ps *Session) string {
			if ps.Cursor >= 0 {
				ps.Down = !ps.Down
			}
			return ""
		})
	case "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown":
		p.place(func(ps *Session) string {
			if ps.Cursor < 0 {
				ps.Cursor = board.Centre
				return ""
			}
			r, c := ps.Cursor/board.Size, ps.Cursor%board.Size
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
			ps.Cursor = r*board.Size + c
			return ""
		})
	case "?", "*":
		p.place(func(ps *Session) string {
			switch {
			case !ps.free(ps.Cursor):
				return noSquare
			case !ps.Free(tile.Joker):
				return "Il n'y a pas de joker libre sur le chevalet."
			}
			p.picking = ps.Cursor
			return ""
		})
	default:
		l, ok := letterKey(k)
		if !ok {
			ctx.PreventUpdate()
			return
		}
		p.place(func(ps *Session) string {
			switch {
			case !ps.free(ps.Cursor):
				return noSquare
			case ps.Free(l):
				ps.Put(tile.TileOf(l, false))
			case ps.Free(tile.Joker):
				ps.Put(tile.TileOf(l, true))
			default:
				return "La lettre " + string(l.Rune()) + " n'est pas sur le chevalet."
			}
			return ""
		})
	}
	e.Call("preventDefault")
}

// squares is what the board shows: the board before the turn's top, the
// last top placed marked, the tiles being placed and the cursor.
func (p *ToppingPage) squares() []Square {
	s := p.session
	out := make([]Square, board.Size*board.Size)
	if s == nil || s.State == nil {
		return out
	}
	ps := s.Placing()
	for sq := range out {
		out[sq].Tile = ps.BoardTile(sq)
	}
	if s.Last != nil {
		if sqs, err := MoveSquares(s.Last.Top); err == nil {
			for _, pl := range sqs {
				out[pl.Square].Kind = Latest
			}
		}
	}
	if s.Over() {
		return out
	}
	// The square hint bought, on the board.
	if c := s.Clue(topping.HintSquare); c != nil {
		if r, err := board.ParseRef(c.Square); err == nil {
			out[r.Index()].Hint = true
		}
	}
	for _, pl := range s.Placed {
		out[pl.Square] = Square{Tile: pl.Tile, Kind: Placing, Hint: out[pl.Square].Hint}
	}
	if s.Cursor >= 0 && s.Cursor < len(out) {
		out[s.Cursor].Cursor, out[s.Cursor].Down = true, s.Down
	}
	return out
}

// Render draws the page.
func (p *ToppingPage) Render() app.UI {
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
	return app.Div().Class("page", "topping-page").DataSet("engine", engine).Body(
		&Header{Lexicon: p.lexicon, Current: ToppingPath, Action: p.renderNewGame()},
		body,
	)
}

func (p *ToppingPage) renderNewGame() app.UI {
	if p.setup || p.session == nil {
		return nil
	}
	return app.Button().Type("button").ID("new").Class("button", "header-button").Text("Nouvelle partie").
		OnClick(func(ctx app.Context, e app.Event) {
			p.setup, p.message = true, ""
			p.choice.Seed, p.choice.Draws = randomSeed(), nil
		})
}

func (p *ToppingPage) renderSetup() app.UI {
	status := p.status
	if status == "" {
		status = p.message
	}
	return app.Main().Class("main", "setup-main").Body(
		app.Div().Class("play").Body(&Board{}),
		app.Div().Class("side").Body(&ToppingSetup{
			Choice:   p.choice,
			Ready:    p.ready && !p.busy && !p.linking,
			CanGoOn:  p.session != nil && !p.session.Over(),
			OnChange: func(ctx app.Context, change func(*ToppingChoice)) { change(&p.choice) },
			OnStart:  p.start,
			OnGoOn:   func(ctx app.Context) { p.setup, p.message = false, ""; p.last = time.Now() },
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

func (p *ToppingPage) renderGame() app.UI {
	s := p.session
	st := s.State
	f, _ := game.ParseFormula(st.Game.Formula)
	status := &ToppingStatus{Turn: s.Turn(), Over: s.Over(), LeftMs: s.LeftMs(), TotalMs: s.TotalMs()}
	var side []app.UI
	if s.Last != nil {
		side = append(side, &ToppingVerdict{Result: *s.Last})
	}
	if s.Over() {
		side = append(side, &ToppingSummary{Results: st.Results, Saved: s.Saved,
			OnNew: func(ctx app.Context) { p.setup, p.choice.Seed, p.choice.Draws = true, randomSeed(), nil }})
	} else {
		ps := s.Placing()
		side = append(side,
			&Rack{Tiles: ps.RackTiles(), Size: f.DrawSize, Enabled: !p.busy,
				OnPick: func(ctx app.Context, i int) { p.drop(ctx, s.Cursor, i) },
				OnDrag: func(ctx app.Context, i int) { p.drag = i }},
			&Controls{
				Entry: s.Entry, Busy: p.busy, Placing: len(s.Placed) > 0,
				OnEntry: func(ctx app.Context, v string) { s.Entry = v; p.save() },
				OnClear: func(ctx app.Context) {
					p.place(func(ps *Session) string { ps.Clear(); return "" })
					s.Entry = ""
					p.save()
				},
				OnUndo:   func(ctx app.Context) { p.place(func(ps *Session) string { ps.Undo(); return "" }) },
				OnSubmit: func(ctx app.Context, keyboard bool) { p.propose(ctx) },
			},
			&ToppingProposals{Proposals: st.Turn.Proposals},
			&ToppingHints{Session: s, Busy: p.busy, OnHint: p.hint, OnGiveUp: p.timeUp},
		)
	}
	side = append(side,
		app.P().ID("message").Class("message").Aria("live", "assertive").Text(p.message),
		app.P().Class("game-info").Text(f.Name+" · "+gameNumber(&st.Game)+" · "+toppingLimitName(st.Limit)+" par coup · topping"),
	)
	var picker app.UI
	if p.picking >= 0 {
		picker = &JokerPicker{Square: SquareName(p.picking), OnChoose: p.chooseJoker, OnCancel: func(ctx app.Context) { p.picking = -1 }}
	}
	phase := "playing"
	if s.Over() {
		phase = "over"
	}
	return app.Main().Class("main", "game", "topping", phase).Body(
		app.Div().Class("play").Body(
			status,
			&Board{Squares: p.squares(), OnSquare: p.tap, OnDrop: func(ctx app.Context, sq int) { p.drop(ctx, sq, p.drag) }},
		),
		app.Div().Class("side").Body(side...),
		&ToppingSheet{Results: st.Results},
		picker,
	)
}

// toppingLimitName names a turn's time: "1 min".
func toppingLimitName(ms int64) string {
	for _, l := range ToppingLimits {
		if l.Millis == ms {
			name, _, _ := strings.Cut(l.Name, " (")
			return name
		}
	}
	return topping.FormatTime(ms) + " s"
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
