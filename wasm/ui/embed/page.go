// Package embed is the game framed in a club's own website, /embed/jouer
// (issue 29): the solo page's game alone (package solo's Page, composed,
// its header and the app's settings hidden), sized to its frame's width,
// on the game the address names (Params: the day's game, a game number
// and formula, or a club's published game, whose result goes to the club
// through the app's outbox once the player has typed a name and pressed
// « Jouer »), with « Ouvrir dans Duplicata » to carry the game to the full
// app. It posts its height as the club embed does (/embed/resize.js),
// never takes the focus on load, and says in French when the browser keeps
// nothing for the frame (static/embed.js).
package embed

import (
	"net/url"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/engine/share"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/solo"
)

// Path is the frame's address.
const Path = "/embed/jouer"

// playerKey is the club page's: the name is asked once for every club.
const playerKey = "duplicata.club.player"

// Page is the framed game: first what it is and « Jouer », then the solo
// page's game.
type Page struct {
	app.Compo
	ui.Shell

	params  Params
	problem string // what the address got wrong, French
	refused bool   // the browser keeps nothing for the frame
	mode    game.Mode
	rhythm  int

	stored  map[string]string // the lexicons kept: content hash → name; nil until read
	missing string            // the lexicon the game needs and this browser lacks

	cl clubState

	playing bool
	game    *solo.Page
	carried carried // the game in progress as a link to the app
	asked   carried // the last game asked of the worker as a link (carry)
}

// carried is the frame's game as « Ouvrir dans Duplicata » carries it: a
// share link with the moves played (share.Of), made again when the game
// moves on, not at every tick of its clock.
type carried struct {
	turn, results int
	phase         game.Phase
	code          string // the share code; "" before a game, or for one no link holds
}

// at reports whether c and o are the game at the same point.
func (c carried) at(o carried) bool {
	return c.turn == o.turn && c.results == o.results && c.phase == o.phase
}

// OnMount reads the address, then starts the shell (the engine, its
// lexicon), the club's game if any, and the height's posting.
func (p *Page) OnMount(ctx app.Context) {
	loc := app.Window().URL()
	frag, _ := url.ParseQuery(loc.EscapedFragment())
	q, f, moved := Split(loc.Query(), frag)
	if moved {
		u := *loc
		u.RawQuery, u.Fragment = q.Encode(), ""
		addr := u.String()
		if len(f) > 0 {
			addr += "#" + f.Encode()
		}
		app.Window().Get("history").Call("replaceState", nil, "", addr)
	}
	p.params, p.problem = ParseParams(Merged(q, f), time.Now())
	p.refused = app.Window().Get("duplicataStorageRefused").Truthy()
	set := ui.LoadSettings()
	p.mode, p.rhythm = p.params.Mode, p.params.Rhythm
	if p.mode == "" {
		p.mode = set.Mode
	}
	if p.rhythm < 0 {
		p.rhythm = set.Rhythm
	}
	p.cl.player, _ = ui.Stored(playerKey).Read()
	p.Mount(ctx, nil, p.clock, func(ctx app.Context) { p.checkLexicon(ctx) })
	p.readStored()
	if p.params.Kind == Club {
		p.loadClub(ctx)
	}
	watchHeight()
}

// OnDismount stops the shell.
func (p *Page) OnDismount() { p.Dismount() }

// readStored reads the lexicons this browser keeps.
func (p *Page) readStored() {
	ctx := p.Ctx
	ui.ListLexicons(func(ls []ui.StoredLexicon, err error) {
		stored := make(map[string]string, len(ls))
		for _, l := range ls {
			stored[l.Hash] = l.Name
		}
		ctx.Dispatch(func(ctx app.Context) {
			p.stored = stored
			p.checkLexicon(ctx)
		})
	})
}

// wanted is the lexicon the game is played with: its name and content
// hash (a prefix of it, from the address), either may be empty.
func (p *Page) wanted() (name, hash string) {
	if g := p.cl.pub; g != nil {
		return g.Game.Lexicon, g.Game.LexiconHash
	}
	if p.params.Lexicon == "fr-libre" {
		return "fr-libre", ""
	}
	return "", p.params.Lexicon
}

// checkLexicon makes the engine's lexicon the game's, once all is known:
// fr-libre, or a lexicon this browser keeps; else says which is missing.
func (p *Page) checkLexicon(ctx app.Context) {
	if !p.Ready || p.stored == nil || p.playing || (p.params.Kind == Club && p.cl.pub == nil) {
		return
	}
	loaded, _ := p.Engine.Loaded()
	name, hash := p.wanted()
	p.missing = ""
	switch {
	case hash != "" && strings.HasPrefix(loaded.Hash, hash), hash == "" && name == loaded.Lexicon:
		return
	case name == "fr-libre":
		p.use(ctx, "", "fr-libre")
		return
	}
	for h, n := range p.stored {
		if hash != "" && strings.HasPrefix(h, hash) {
			p.use(ctx, h, n)
			return
		}
	}
	p.missing = name
	if p.missing == "" {
		p.missing = hash
	}
}

// use loads the lexicon of content hash h ("" for fr-libre) in the engine.
func (p *Page) use(ctx app.Context, h, name string) {
	p.Busy = true
	p.Message = "Chargement du lexique " + name + "…"
	p.Engine.Use(ctx, h, app.Undefined(), func(ctx app.Context, l protocol.LoadedLexicon, err error) {
		p.Busy = false
		if err != nil {
			p.Message = err.Error()
			return
		}
		p.Lexicon, p.Message = l.Lexicon, ""
	})
}

// saved is the solo page's saved game, if any.
func saved() (*solo.Session, bool) { return ui.Load(ui.Stored(solo.Key), solo.DecodeSession) }

// resumable reports whether the saved game is the frame's: it goes on
// rather than start again.
func (p *Page) resumable() bool {
	s, ok := saved()
	if !ok || s.State == nil {
		return false
	}
	if p.params.Kind == Club {
		return s.Club != nil && s.Club.Slug == p.params.Slug && p.cl.pub != nil && s.Club.Number == p.cl.pub.Game.Number
	}
	return s.Club == nil && s.State.Seed == p.params.Seed && s.State.Formula == p.params.Formula && len(s.State.Draws) == 0
}

// play starts the frame's game (or takes up the saved one): the engine
// makes it, and it is handed to the solo page as the club page hands a
// club game (ui.GiveClubGame), or saved as the solo page's game, the
// player's own game in progress kept aside (listed to resume in the app).
func (p *Page) play(ctx app.Context) {
	if !p.Ready || p.Busy || p.missing != "" {
		return
	}
	if p.resumable() {
		if s, _ := saved(); s.Club != nil {
			p.cl.key, p.cl.you = s.Club.Key, s.Club.Player
			if s.Phase() == game.Over {
				// Played already: its ranking, as it stands now.
				p.cl.ranked = true
				p.loadRanking(ctx)
			}
		}
		p.startSolo()
		return
	}
	cfg := game.Config{Seed: p.params.Seed, Formula: p.params.Formula, Rhythm: p.rhythm, Mode: p.mode}
	if p.params.Kind == Club {
		var ok bool
		if cfg, ok = p.clubConfig(); !ok {
			return
		}
	}
	p.Message = ""
	ui.AskAs(p.Engine, p.Ctx, protocol.NewGame{Config: &cfg}, func(ctx app.Context, r protocol.GameState, err error) {
		p.Busy = false
		if err != nil {
			p.Message = err.Error()
			return
		}
		if p.params.Kind == Club {
			if !p.giveClubGame(r.State) {
				return
			}
		} else {
			solo.KeepOwnGame("remplacée par une partie jouée dans le site d'un club")
			ui.Stored(solo.Key).Write(solo.NewSession(r.State).Encode())
		}
		p.startSolo()
	})
	p.Busy = true
}

// startSolo shows the solo page's game.
func (p *Page) startSolo() {
	p.playing = true
	p.game = &solo.Page{}
	if p.params.Kind != Club {
		// A club game goes on in the club's page of the app, which has
		// its result and ranking.
		p.game.OnSave = p.carry
	}
}

// carry makes the link of the game as it now stands, when it moved on:
// the worker encodes it (DEFLATE's state is most of a megabyte, better
// not made on the page's thread at every turn).
func (p *Page) carry(st *game.State) {
	c := carried{turn: st.Turn, results: len(st.Results), phase: st.Phase}
	l := share.Of(*st, ui.LinkLexicon(st.Lexicon, st.LexiconHash))
	p.Ctx.Dispatch(func(ctx app.Context) {
		if c.at(p.asked) {
			ctx.PreventUpdate()
			return
		}
		p.asked = c
		p.Engine.Send(protocol.ShareGame{Link: &l}, func(r protocol.Reply) {
			lib, err := ui.Expect[protocol.LibraryAnswer](r)
			if err == nil && r.Err() == nil {
				c.code = lib.Text
			}
			p.Ctx.Dispatch(func(ctx app.Context) {
				if c.at(p.asked) {
					p.carried = c
				}
			})
		})
		ctx.PreventUpdate()
	})
}

// appURL is where « Ouvrir dans Duplicata » leads: the game in progress,
// or the game to start.
func (p *Page) appURL() string {
	if p.playing && p.carried.code != "" {
		return origin() + "/?partie=" + p.carried.code
	}
	return p.params.AppURL(origin())
}

// clock watches the club result: once the club has it, its ranking.
func (p *Page) clock(ctx app.Context, dt int64) {
	if p.cl.key == "" || p.cl.ranked {
		ctx.PreventUpdate()
		return
	}
	if st, _, _ := ui.ClubStatus(p.cl.key); st != "sent" {
		ctx.PreventUpdate()
		return
	}
	p.cl.ranked = true
	p.loadRanking(ctx)
}

// watchHeight posts the page's height to the club's page whenever it
// changes, as the club embed does: {duplicata: "embed-height", height},
// to any parent (it is no secret); /embed/resize.js sizes the iframe.
func watchHeight() {
	win := app.Window()
	if !app.IsClient || win.Get("parent").Equal(win.Get("self")) {
		return
	}
	last := 0
	post := app.FuncOf(func(app.Value, []app.Value) any {
		root := win.Get("document").Call("getElementById", "embed")
		if !root.Truthy() {
			return nil
		}
		// The root's bottom in the document: its margins are its own
		// (display: flow-root), and the body's top margin counts.
		h := int(root.Call("getBoundingClientRect").Get("bottom").Float()+win.Get("scrollY").Float()+0.999) + 1
		if h != last {
			last = h
			msg := win.Get("Object").New()
			msg.Set("duplicata", "embed-height")
			msg.Set("height", h)
			win.Get("parent").Call("postMessage", msg, "*")
		}
		return nil
	})
	// The page's root is drawn after the mount: looked at then, and by a
	// ResizeObserver on the body, which follows every change of height.
	win.Call("addEventListener", "load", post)
	if ro := win.Get("ResizeObserver"); ro.Truthy() {
		obs := ro.New(post)
		obs.Call("observe", win.Get("document").Get("body"))
		// And the root itself, once drawn: WebKit did not always tell a
		// change of the body's height.
		var root app.Func
		root = app.FuncOf(func(app.Value, []app.Value) any {
			if el := win.Get("document").Call("getElementById", "embed"); el.Truthy() {
				obs.Call("observe", el)
				root.Release()
				return nil
			}
			win.Call("setTimeout", root, 50)
			return nil
		})
		win.Call("setTimeout", root, 0)
	} else {
		win.Call("addEventListener", "resize", post)
	}
}

// origin is the site's own origin: « Ouvrir dans Duplicata » leads there.
func origin() string {
	if !app.IsClient {
		return ""
	}
	return app.Window().Get("location").Get("origin").String()
}

// ranked is name's standing in st, or nil.
func ranked(st []club.Standing, name string) *club.Standing {
	for i := range st {
		if st[i].Name == name {
			return &st[i]
		}
	}
	return nil
}
