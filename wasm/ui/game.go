package ui

import (
	"errors"
	"runtime"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/share"
	"duplicata/engine/tile"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/play"
)

// GameShell is the shell of a game page (solo, topping): the Shell, and
// what a game page does around its game, written once — the new-game form
// shown or not and its frame, the saved game taken back (Resume) or the
// address's game opened (FromURL) once the engine is ready, a new game
// started only when it may be (Starting), every change asked of the engine
// the same way (Request), the joker picker, the keyboard on the play area
// (Key), the finished game kept in the library (Keep).
type GameShell struct {
	Shell
	Setup   bool // the new-game form is shown
	Linking bool // a share link is being read: starting a game now would not be the shared one
	Picking int  // the square whose joker awaits its letter; -1: none
	// BoardAt is the board's place in the game's play area (what comes
	// before it there: the status line, the zoom button…), its wrapper
	// classed Look.Classes. The new-game screen puts its board at the
	// same place, so that starting a game updates the board's squares
	// rather than drawing a new board (#27: the first draw redrew 225
	// squares). 0: the new-game board alone.
	BoardAt int
	game    Game
}

// Game is what a game page hands its shell at mount.
type Game struct {
	Key    func(app.Context, app.Value) // every keydown
	Clock  func(app.Context, int64)     // every tick, with the milliseconds since the last
	Resume func(app.Context)            // the saved game back to the worker; nil: none saved
	Open   func(*share.Link)            // the game the address names, for the form
	Save   func()                       // the game to localStorage
	Failed func(error)                  // after a request failed (it is said already); may be nil
}

// MountGame starts a game page's shell (see Mount): once the engine is
// ready, the saved game, if any, goes back to the worker (g.Resume), then
// the game the address names, if any, is handed to g.Open (see FromURL).
func (s *GameShell) MountGame(ctx app.Context, g Game) {
	s.game, s.Picking = g, -1
	s.Mount(ctx, g.Key, g.Clock, func(ctx app.Context) {
		if g.Resume != nil {
			g.Resume(ctx)
		}
		s.FromURL(ctx, g.Open)
	})
}

// Render draws a game page: the new-game form (form) or the game (play),
// under the header with « Nouvelle partie » while a game is on screen
// (inGame); path and class are Frame's.
func (s *GameShell) Render(path string, inGame bool, choice *Choice, form, play func() app.UI, class ...string) app.UI {
	var body app.UI
	if inGame && !s.Setup {
		body = play()
	} else {
		body = s.SetupMain(form())
	}
	return s.Frame(path, NewGame(inGame && !s.Setup, s.NewGame(choice)), body, class...)
}

// NewGame shows the new-game form on a new numbered game.
func (s *GameShell) NewGame(choice *Choice) func(app.Context) {
	return func(ctx app.Context) {
		s.Setup, s.Message = true, ""
		choice.Random()
	}
}

// NewGame is the header's « Nouvelle partie » button of a game page,
// shown while a game is on screen.
func NewGame(shown bool, onClick func(ctx app.Context)) app.UI {
	if !shown {
		return nil
	}
	return app.Button().Type("button").ID("new").Class("button", "header-button").Text("Nouvelle partie").
		OnClick(func(ctx app.Context, e app.Event) { onClick(ctx) })
}

// Starting reports whether a new game may start now: the engine ready and
// idle, no share link being read, and a game number that could be read
// (numbered); if not, it says so.
func (s *GameShell) Starting(numbered bool) bool {
	if !s.Ready || s.Busy || s.Linking {
		return false
	}
	if !numbered {
		s.Message = "Le numéro de partie est un nombre entier à partir de 1."
		return false
	}
	s.Message = ""
	return true
}

// Request asks the engine for a change to the game (see Ask): then gets
// the reply; an error or a refusal is said, and nothing changes; the game
// is saved either way.
func (s *GameShell) Request(m protocol.Payload, then func(ctx app.Context, r protocol.Reply)) {
	s.Ask(m, func(ctx app.Context, r protocol.Reply, err error) {
		if err != nil {
			s.Message = err.Error()
			if s.game.Failed != nil {
				s.game.Failed(err)
			}
		} else {
			then(ctx, r)
		}
		s.saveAfterPaint()
	})
}

// saveAfterPaint saves the game once the reply's render is painted: the
// encoding and localStorage's write wait a frame rather than the player
// (#27). The save runs in the browser's callback, with no render of its
// own, and even if the page was left meanwhile (a dispatch to a dismounted
// page would be dropped, and the game with it). Then, once the browser is
// idle, the garbage is collected (#27).
func (s *GameShell) saveAfterPaint() {
	if app.IsServer {
		s.game.Save()
		return
	}
	browser.AfterPaint(func() {
		s.game.Save()
		// The renders' garbage collected while the player reads the
		// answer, not in the middle of their next action's render.
		browser.WhenIdle(1000, runtime.GC)
	})
}

// Resume hands a saved game to the worker (m): then gets the reply. A
// game the worker cannot go on with goes to setAside with the reason; the
// engine not answering leaves the saved game alone, as it is not at fault.
func (s *GameShell) Resume(m protocol.Payload, then func(ctx app.Context, r protocol.Reply), setAside func(reason string)) {
	s.Ask(m, func(ctx app.Context, r protocol.Reply, err error) {
		var f *protocol.Failure
		switch {
		case errors.Is(err, ErrNoAnswer):
			s.Message = err.Error()
		case errors.As(err, &f):
			setAside(f.Message)
		case err != nil:
			setAside(err.Error())
		default:
			then(ctx, r)
		}
	})
}

// FromURL reads the game the page's address names (see gameFromURL) and
// hands its link to open; a share code the worker cannot read is said.
func (s *GameShell) FromURL(ctx app.Context, open func(l *share.Link)) {
	s.Linking = gameFromURL(ctx, s.Ctx, s.Engine, func(ctx app.Context, l *share.Link, message string) {
		s.Linking = false
		if l == nil {
			s.Message = message
			return
		}
		open(l)
		s.linkLexicon(l.Lexicon)
	})
}

// SetupMain is a game page's new-game screen: an empty board beside the
// form, then the engine's status (neutral, beside the start button it
// keeps disabled, which names it) or the last message, and « Réessayer ».
func (s *GameShell) SetupMain(form app.UI) app.UI {
	var play app.UI = &Board{}
	if s.BoardAt > 0 {
		// Hidden places for what the game shows before its board.
		places := make([]app.UI, 0, s.BoardAt+1)
		for range s.BoardAt {
			places = append(places, app.Div().Hidden(true))
		}
		play = app.Div().Class("play").Body(append(places, app.Div().Class("board-wrap").Body(play))...)
	} else {
		play = app.Div().Class("play").Body(play)
	}
	return app.Main().Class("main", "setup-main").Body(
		play,
		app.Div().Class("side").Body(form, s.StatusLine("message"), s.Retry()),
	)
}

// MessageLine is the message under a game's controls: the answer to the
// player's move, brought into view.
func (s *GameShell) MessageLine() app.UI {
	return &Notice{ID: "message", Text: s.Message}
}

// Picker is the joker picker while a joker awaits its letter, else nil.
func (s *GameShell) Picker(choose func(ctx app.Context, l tile.Letter)) app.UI {
	if s.Picking < 0 {
		return nil
	}
	return &JokerPicker{Square: SquareName(s.Picking), OnChoose: choose, OnCancel: func(ctx app.Context) { s.Picking = -1 }}
}

// Keep puts a finished game (an Entry, or a kind that embeds one) in the
// library; saved runs once it is written, and a failure is said.
func (s *GameShell) Keep(e any, saved func()) {
	SaveEntry(e, func(err error) {
		s.Ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				s.Message = "La partie n'a pas pu être enregistrée dans la bibliothèque : " + err.Error() + "."
				return
			}
			saved()
			s.game.Save()
		})
	})
}

// Second saves (save) when a clock going from before to after (in
// milliseconds) passed a whole second, and spares the render otherwise.
func Second(ctx app.Context, before, after int64, save func()) {
	if after/1000 != before/1000 {
		save()
		return
	}
	ctx.PreventUpdate()
}

// Key handles a keydown on a game page with the play area's one handler
// (play.Placement.Key) and hands its outcome to follow; the browser's own
// handling of a key the play area took is prevented.
func (s *GameShell) Key(ctx app.Context, e app.Value, st *game.State, pl *play.Placement, follow func(app.Context, play.Outcome)) {
	o := pl.Key(st, keyOf(e), &s.Picking)
	follow(ctx, o)
	if o.Effect != play.Ignored {
		e.Call("preventDefault")
	}
}

// RequestAs is s.Request for a reply of the kind asked for (T): then gets
// its payload; a reply of another kind is said, and nothing changes.
func RequestAs[T protocol.Payload](s *GameShell, m protocol.Payload, then func(ctx app.Context, v T)) {
	s.Request(m, func(ctx app.Context, r protocol.Reply) {
		v, err := Expect[T](r)
		if err != nil {
			s.Message = err.Error()
			return
		}
		then(ctx, v)
	})
}

// ResumeAs is s.Resume for a reply of the kind asked for (T): a reply of
// another kind sets the saved game aside too.
func ResumeAs[T protocol.Payload](s *GameShell, m protocol.Payload, then func(ctx app.Context, v T), setAside func(reason string)) {
	s.Resume(m, func(ctx app.Context, r protocol.Reply) {
		v, err := Expect[T](r)
		if err != nil {
			setAside(err.Error())
			return
		}
		then(ctx, v)
	}, setAside)
}
