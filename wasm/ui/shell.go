package ui

import (
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
)

// tick is how often the clock is looked at.
const tick = 200 * time.Millisecond

// Shell is what every page does around its own content, written once: the
// app's engine and the lexicon's load (with « Réessayer » when it fails),
// the page's own context, the keyboard listener and the clock's timers,
// all started at mount and stopped at dismount; the page's frame (Frame:
// the header and its navigation). A page embeds it, a game page through
// GameShell (see wasm/README.md, "Adding a page").
type Shell struct {
	Engine     *Client
	Ready      bool   // the engine has its lexicon
	Lexicon    string // its name
	Status     string // what the engine is doing, or why it cannot
	LoadFailed bool   // the lexicon did not load: Réessayer
	Busy       bool   // a request that changes the game is under way
	Message    string // the last message to the player, French
	Last       time.Time
	// Ctx is the page's own context. Replies from the worker and the
	// library are dispatched with it: the context of the button that sent
	// a request dies with the button, and what is dispatched with a dead
	// context is dropped.
	Ctx app.Context

	onKey   app.Func
	ticks   int // the clock's chain of timers (see Mount)
	asks    int // the requests asked (Ask): a busy render is for the last
	onReady func(ctx app.Context)
}

// Mount starts the shell: key gets every keydown, clock runs every tick
// while the page is mounted with the milliseconds since it last ran (or
// since the last reply to Ask: the wait is not the player's time), onReady
// runs once the engine has its lexicon. key and clock may be nil.
func (s *Shell) Mount(ctx app.Context, key func(app.Context, app.Value), clock func(ctx app.Context, dt int64), onReady func(app.Context)) {
	s.Ctx, s.onReady = ctx, onReady
	s.Status = "Chargement du lexique…"
	s.Engine = Engine()
	var shown progressPace
	s.Engine.OnProgress(func(p protocol.ProgressPhase) {
		if !shown.due(time.Now()) {
			return
		}
		ctx.Dispatch(func(ctx app.Context) {
			if !s.Ready && !s.LoadFailed {
				s.Status = BuildStatus(p.Fraction)
			}
		})
	})
	s.Engine.OnLoad(s.loaded)
	if key != nil {
		s.onKey = app.FuncOf(func(this app.Value, args []app.Value) any {
			e := args[0]
			ctx.Dispatch(func(ctx app.Context) { key(ctx, e) })
			return nil
		})
		app.Window().Call("addEventListener", "keydown", s.onKey)
	}
	s.Last = time.Now()
	s.ticks++
	// No clock while the site is prerendered: go-app waits for every timer
	// of a page before writing it, and a clock's chain never ends.
	if clock == nil || app.IsServer {
		return
	}
	// A chain of timers, ended by a dismount (or a new mount): the
	// framework's timers, no goroutine left behind.
	gen := s.ticks
	var f func(app.Context)
	f = func(ctx app.Context) {
		if gen != s.ticks {
			return
		}
		now := time.Now()
		dt := now.Sub(s.Last).Milliseconds()
		s.Last = now
		clock(ctx, dt)
		ctx.After(tick, f)
	}
	ctx.After(tick, f)
}

// Dismount stops the clock and the keyboard: the next page has its own.
func (s *Shell) Dismount() {
	s.ticks++
	// A page without keys (Lexiques, À propos, the club page) has no
	// listener: onKey is nil, and leaving the page must not panic.
	if s.onKey != nil && s.onKey.Truthy() {
		app.Window().Call("removeEventListener", "keydown", s.onKey)
		s.onKey.Release()
		s.onKey = nil
	}
}

// loaded takes the lexicon's load: the engine is ready, or the page says
// why not and offers to try again.
func (s *Shell) loaded(r protocol.Reply) {
	s.Ctx.Dispatch(func(ctx app.Context) {
		loaded, ok := r.Body.(protocol.LoadedLexicon)
		if !ok {
			s.Status, s.LoadFailed = "Le lexique n'a pas pu être chargé.", true
			if err := r.Err(); err != nil {
				s.Status = err.Error()
			}
			return
		}
		s.Ready, s.Lexicon, s.Status, s.LoadFailed = true, loaded.Lexicon, "", false
		if s.onReady != nil {
			s.onReady(ctx)
		}
	})
}

// Retry is the « Réessayer » button, shown while the lexicon's load has
// failed.
func (s *Shell) Retry() app.UI {
	return app.If(s.LoadFailed, func() app.UI {
		return app.Button().Type("button").ID("retry").Class("button", "secondary").Text("Réessayer").
			OnClick(func(ctx app.Context, e app.Event) {
				s.LoadFailed, s.Status = false, "Chargement du lexique…"
				s.Engine.Retry(s.loaded)
			})
	})
}

// StatusLine is the page's one message line (a Notice with the id): while
// the lexicon loads or is prepared, that state, neutral (the controls it
// disables name it: WaitingFor); once it failed, why, as a message;
// otherwise the last message to the player.
func (s *Shell) StatusLine(id string) app.UI {
	switch {
	case s.Status != "" && !s.LoadFailed:
		return &Notice{ID: id, Text: s.Status, Tone: Waiting}
	case s.Status != "":
		return &Notice{ID: id, Text: s.Status}
	}
	return &Notice{ID: id, Text: s.Message}
}

// Waiting is the reason beside a control the lexicon's load keeps
// disabled (the control names it with aria-describedby): neutral, not a
// live region (StatusLine speaks for the page), nothing once ready.
func (s *Shell) Waiting(id string) app.UI {
	if s.Ready || s.Status == "" {
		return nil
	}
	text := s.Status // « Chargement du lexique… », « Préparation du lexique… N % »
	if s.LoadFailed {
		text = "Le lexique n'a pas pu être chargé (voir plus bas)."
	}
	return app.P().ID(id).Class("notice", "waiting", "help").Text(text)
}

// Frame is a page: its header (the lexicon, the pages, the page's own
// button action, if any) over its body. path is the page's own; class
// names the page for the stylesheet, if it needs it.
func (s *Shell) Frame(path string, action, body app.UI, class ...string) app.UI {
	engine := "loading"
	if s.Ready {
		engine = "ready"
	}
	if LoadSettings().NoLabels {
		class = append(class, "no-labels") // Réglages: the board's coordinates hidden
	}
	return app.Div().Class(append([]string{"page"}, class...)...).DataSet("engine", engine).Body(
		&Header{Lexicon: s.Lexicon, Current: path, Action: action},
		body,
	)
}

// Ask sends a request (carrying m) that changes the game: the page is busy until the
// reply (or the error: see Client.Ask), and the wait is not the player's
// time.
func (s *Shell) Ask(m protocol.Payload, then func(ctx app.Context, r protocol.Reply, err error)) {
	s.Busy = true
	gen := s.asks + 1
	s.asks = gen
	s.Engine.Ask(s.Ctx, m, func(ctx app.Context, r protocol.Reply, err error) {
		s.Busy = false
		s.Last = time.Now()
		then(ctx, r, err)
	})
	if app.IsServer {
		return
	}
	// The busy state is drawn only if the reply is slow to come (see
	// Quiet): most replies come within a frame or two, and drawing the
	// page disabled, then enabled, cost a phone a whole render (#27).
	s.Ctx.After(BusyShown, func(ctx app.Context) {
		if !s.Busy || s.asks != gen {
			ctx.PreventUpdate()
		}
	})
}

// BusyShown is how long a request waits before the page is drawn busy
// (its controls disabled), when the action that asked spared that render
// (Quiet).
const BusyShown = 150 * time.Millisecond

// Quiet spares the render that follows the action handled in ctx: what
// it changed (a request under way, Busy) is drawn with the reply, or after
// BusyShown. The guards on Busy hold meanwhile: a second tap is ignored.
func (s *Shell) Quiet(ctx app.Context) {
	if s.Busy {
		ctx.PreventUpdate()
	}
}

// RandomSeed is a game number for a new game: any from 1 to 999,999.
func RandomSeed() string { return strconv.FormatUint(rand.Uint64N(999_999)+1, 10) }

// ProgressEvery is how often the page draws the lexicon's build
// progress, at most. The build reports ~30 steps in ~2.5 s on the phone
// profile; each drawn was a render of the whole page, which took CPU from
// the build beside it on a phone's few cores (the build 50–185 ms
// shorter paced; docs/PERFORMANCE.md, "The bench measured itself (10)").
const ProgressEvery = 400 * time.Millisecond

// progressPace says which of the build's reports are drawn: the first,
// then one at most every ProgressEvery.
type progressPace struct{ last time.Time }

// due reports whether a report arriving at now is drawn, and if so counts
// it as the last drawn.
func (p *progressPace) due(now time.Time) bool {
	if !p.last.IsZero() && now.Sub(p.last) < ProgressEvery {
		return false
	}
	p.last = now
	return true
}

// BuildStatus is the status while the engine builds the lexicon from its
// words, done the fraction f: the first visit's wait, said to be once.
func BuildStatus(f float64) string {
	return "Préparation du lexique pour cet appareil (une seule fois)… " + strconv.Itoa(int(100*f)) + "\u00a0%"
}
