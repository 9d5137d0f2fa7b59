package ui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
)

// Rhythms are the times a turn may last, in seconds; 0 is untimed.
var Rhythms = []struct {
	Seconds int
	Name    string
}{
	{180, "3 min"}, {150, "2 min 30"}, {120, "2 min"}, {90, "1 min 30"}, {60, "1 min (blitz)"}, {0, "Sans limite"},
}

// Choice is what the new-game form holds.
type Choice struct {
	Formula string
	Rhythm  int
	Seed    string // typed: digits
	Mode    game.Mode
	Draws   []string // an imported game's draws, played again instead of a numbered game
}

// Config reads the choice as a game's configuration; the game number must
// be a whole number from 1.
func (c Choice) Config() (game.Config, bool) {
	if len(c.Draws) > 0 {
		return game.Config{Formula: c.Formula, Rhythm: c.Rhythm, Mode: c.Mode, Draws: c.Draws}, true
	}
	seed, err := strconv.ParseUint(strings.TrimSpace(c.Seed), 10, 64)
	if err != nil || seed == 0 {
		return game.Config{}, false
	}
	return game.Config{Seed: seed, Formula: c.Formula, Rhythm: c.Rhythm, Mode: c.Mode}, true
}

// Setup is the new-game form: formula, rhythm, game number and mode.
type Setup struct {
	app.Compo
	Choice   Choice
	Ready    bool // the engine can start a game
	CanGoOn  bool // a game is in progress: offer to go back to it
	OnChange func(ctx app.Context, change func(c *Choice))
	OnStart  func(ctx app.Context)
	OnGoOn   func(ctx app.Context)
	OnRandom func(ctx app.Context)
}

// Render draws the form.
func (s *Setup) Render() app.UI {
	if s.Ready {
		markUsable()
	}
	c := s.Choice
	// The change is applied by the page to its own choice: this render's
	// copy may be older.
	change := func(f func(c *Choice, v string)) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			v := ctx.JSSrc().Get("value").String()
			if s.OnChange != nil {
				s.OnChange(ctx, func(c *Choice) { f(c, v) })
			}
		}
	}
	var formulas []app.UI
	for _, f := range game.Formulas() {
		formulas = append(formulas, app.Option().Value(f.ID).Selected(f.ID == c.Formula).Text(f.Name))
	}
	var rhythms []app.UI
	for _, r := range Rhythms {
		rhythms = append(rhythms, app.Option().Value(strconv.Itoa(r.Seconds)).Selected(r.Seconds == c.Rhythm).Text(r.Name))
	}
	mode := func(m game.Mode, id, name, help string) app.UI {
		return app.Label().Class("mode").For(id).Body(
			app.Input().Type("radio").ID(id).Name("mode").Value(string(m)).Checked(c.Mode == m).
				OnChange(change(func(c *Choice, _ string) { c.Mode = m })),
			app.Span().Class("mode-name").Text(name),
			app.Span().Class("mode-help").Text(help),
		)
	}
	var goOn app.UI
	if s.CanGoOn {
		goOn = app.Button().Type("button").ID("go-on").Class("button", "secondary").Text("Reprendre la partie en cours").
			OnClick(func(ctx app.Context, e app.Event) {
				if s.OnGoOn != nil {
					s.OnGoOn(ctx)
				}
			})
	}
	return app.Form().Class("setup").ID("setup").Aria("label", "Nouvelle partie").
		OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			if s.OnStart != nil {
				s.OnStart(ctx)
			}
		}).Body(
		app.H2().Text("Nouvelle partie"),
		app.Label().For("formula").Text("Formule"),
		app.Select().ID("formula").Body(formulas...).Disabled(len(c.Draws) > 0).OnChange(change(func(c *Choice, v string) { c.Formula = v })),
		app.Label().For("rhythm").Text("Cadence"),
		app.Select().ID("rhythm").Body(rhythms...).OnChange(change(func(c *Choice, v string) { c.Rhythm, _ = strconv.Atoi(v) })),
		app.P().ID("imported").Class("imported").Hidden(len(c.Draws) == 0).
			Text(fmt.Sprintf("Partie importée : ses %d tirages, dans l'ordre ; les tops sont ceux de notre moteur.", len(c.Draws))),
		app.Label().For("seed").Text("Numéro de partie").Hidden(len(c.Draws) > 0),
		app.Div().Class("seed").Hidden(len(c.Draws) > 0).Body(
			app.Input().ID("seed").Type("text").Attr("inputmode", "numeric").Attr("autocomplete", "off").
				Value(c.Seed).Aria("describedby", "seed-help").
				OnInput(change(func(c *Choice, v string) { c.Seed = v })),
			app.Button().Type("button").ID("random-seed").Class("button", "secondary").Text("Au hasard").
				OnClick(func(ctx app.Context, e app.Event) {
					if s.OnRandom != nil {
						s.OnRandom(ctx)
					}
				}),
		),
		app.P().ID("seed-help").Class("help").Hidden(len(c.Draws) > 0).Text("Le même numéro et la même formule donnent les mêmes tirages : donnez-le à un ami pour jouer la même partie."),
		app.FieldSet().Class("modes").Body(
			app.Legend().Text("Mode"),
			mode(game.Training, "mode-training", "Entraînement", "le score du mot posé s'affiche pendant le coup"),
			mode(game.Competition, "mode-competition", "Compétition", "vous annoncez votre score ; un score faux ou absent vaut un avertissement, 5 points de pénalité à partir du 4e"),
		),
		app.Button().Type("submit").ID("new-game").Class("button").Text("Commencer la partie").Disabled(!s.Ready),
		goOn,
	)
}
