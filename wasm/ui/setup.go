package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/share"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
)

// Choice is what every new-game form holds: the formula and the game, a
// number or an imported game's draws. A page's own choice embeds it.
type Choice struct {
	Formula string
	Seed    string   // typed: digits
	Draws   []string // an imported game's draws, played again instead of a numbered game
}

// Game reads the choice as a game's configuration (formula, number or
// draws); ok is false when the game number is not a whole number from 1.
func (c Choice) Game() (cfg game.Config, ok bool) {
	if len(c.Draws) > 0 {
		return game.Config{Formula: c.Formula, Draws: c.Draws}, true
	}
	seed, err := strconv.ParseUint(strings.TrimSpace(c.Seed), 10, 64)
	if err != nil || seed == 0 {
		return game.Config{}, false
	}
	return game.Config{Seed: seed, Formula: c.Formula}, true
}

// Random chooses a new numbered game.
func (c *Choice) Random() { c.Seed, c.Draws = RandomSeed(), nil }

// Open chooses the game of a link: a numbered game, or imported draws.
func (c *Choice) Open(l *share.Link) {
	c.Formula = l.Formula
	if l.Seed > 0 {
		c.Seed, c.Draws = strconv.FormatUint(l.Seed, 10), nil
		return
	}
	c.Draws = l.Draws
}

// SetupForm is a game page's new-game form, what the solo and topping
// forms share: the formula, the page's pace (Pace: its fields), the game
// number with « Au hasard » (or the imported game's draws), the page's own
// fields (Extra), the start button and « Reprendre la partie en cours ».
type SetupForm struct {
	app.Compo
	Title        string // the heading
	Label        string // the form's accessible name
	Intro        app.UI // under the heading, or nil
	Choice       Choice
	FixedFormula bool // the formula cannot be changed (an imported game's)
	Pace         []app.UI
	SeedHelp     string
	Extra        []app.UI
	Start        string // the start button's text
	Ready        bool   // the engine can start a game
	CanGoOn      bool   // a game is in progress: offer to go back to it
	GoOnNote     string // what the game in progress does meanwhile (its clock)
	OnChoice     func(ctx app.Context, change func(*Choice))
	OnStart      func(ctx app.Context)
	OnGoOn       func(ctx app.Context)
	// OnLexicon follows up a lexicon chosen in the form (Shell.LexiconUsed).
	OnLexicon func(ctx app.Context, r protocol.LoadedLexicon)
}

// Change is a form field's handler: the field's value goes to set, applied
// by the page (through onChange) to its own choice, as this render's copy
// may be older.
func Change[C any](onChange func(ctx app.Context, change func(*C)), set func(c *C, v string)) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		v := ChosenValue(ctx.JSSrc())
		if onChange != nil {
			onChange(ctx, func(c *C) { set(c, v) })
		}
	}
}

// Render draws the form.
func (s *SetupForm) Render() app.UI {
	if s.Ready {
		browser.MarkUsable()
	}
	call := func(f func(app.Context)) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			if f != nil {
				f(ctx)
			}
		}
	}
	change := func(set func(c *Choice, v string)) app.EventHandler { return Change(s.OnChoice, set) }
	c := s.Choice
	formulas := Options(c.Formula, FormulaOptions()...)
	var goOn app.UI
	if s.CanGoOn {
		goOn = app.Div().Class("go-on").Body(
			app.Button().Type("button").ID("go-on").Class("button", "secondary").Text("Reprendre la partie en cours").OnClick(call(s.OnGoOn)),
			app.If(s.GoOnNote != "", func() app.UI { return app.P().ID("go-on-note").Class("help").Text(s.GoOnNote) }),
		)
	}
	imported := len(c.Draws) > 0
	body := []app.UI{app.H2().Text(s.Title), s.Intro,
		&LexiconChoice{OnUse: s.OnLexicon, Locked: s.CanGoOn},
		app.Label().For("formula").Text("Formule"),
		app.Select().ID("formula").Body(formulas...).Disabled(s.FixedFormula).OnChange(change(func(c *Choice, v string) { c.Formula = v })),
	}
	body = append(body, s.Pace...)
	body = append(body,
		app.P().ID("imported").Class("imported").Hidden(!imported).
			Text("Partie importée : ses "+french.Draws.Count(len(c.Draws))+", dans l'ordre ; les tops sont ceux de notre moteur."),
		app.Label().For("seed").Text("Numéro de partie").Hidden(imported),
		app.Div().Class("seed").Hidden(imported).Body(
			app.Input().ID("seed").Type("text").Attr("inputmode", "numeric").Attr("autocomplete", "off").
				Value(c.Seed).Aria("describedby", "seed-help").OnInput(change(func(c *Choice, v string) { c.Seed = v })),
			app.Button().Type("button").ID("random-seed").Class("button", "secondary").Text("Au hasard").OnClick(func(ctx app.Context, e app.Event) {
				if s.OnChoice != nil {
					s.OnChoice(ctx, (*Choice).Random)
				}
			}),
		),
		app.P().ID("seed-help").Class("help").Hidden(imported).Text(s.SeedHelp),
	)
	body = append(body, s.Extra...)
	start := app.Button().Type("submit").ID("new-game").Class("button").Text(s.Start).Disabled(!s.Ready)
	if !s.Ready {
		start = start.Aria("describedby", "message") // why it waits: the page's StatusLine
	}
	body = append(body, start, goOn)
	return app.Form().Class("setup").ID("setup").Aria("label", s.Label).
		OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			if s.OnStart != nil {
				s.OnStart(ctx)
			}
		}).Body(body...)
}
