package solo

import (
	"duplicata/wasm/ui"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui/french"
)

// Choice is what the new-game form holds: the game (ui.Choice), the
// rhythm and the mode.
type Choice struct {
	ui.Choice
	Rhythm int
	Mode   game.Mode
}

// Config reads the choice as a game's configuration; the game number must
// be a whole number from 1.
func (c Choice) Config() (game.Config, bool) {
	cfg, ok := c.Game()
	cfg.Rhythm, cfg.Mode = c.Rhythm, c.Mode
	return cfg, ok
}

// form is the new-game form: formula, rhythm, game number and mode.
func (p *Page) form() app.UI {
	c := p.choice
	change := func(set func(c *Choice, v string)) app.EventHandler {
		return ui.Change(func(ctx app.Context, f func(*Choice)) { f(&p.choice) }, set)
	}
	rhythms := ui.Options(strconv.Itoa(c.Rhythm), ui.RhythmOptions()...)
	mode := func(m game.Mode, id, name, help string) app.UI {
		return app.Label().Class("mode").For(id).Body(
			app.Input().Type("radio").ID(id).Name("mode").Value(string(m)).Checked(c.Mode == m).
				OnChange(change(func(c *Choice, _ string) { c.Mode = m })),
			app.Span().Class("mode-name").Text(name),
			app.Span().Class("mode-help").Text(help),
		)
	}
	return app.Div().Class("home").Body(p.resumeOffer(), p.daily(), &ui.SetupForm{
		Title: "Nouvelle partie", Label: "Nouvelle partie",
		Choice: c.Choice, FixedFormula: len(c.Draws) > 0,
		Pace: []app.UI{
			app.Label().For("rhythm").Text("Cadence"),
			app.Select().ID("rhythm").Body(rhythms...).OnChange(change(func(c *Choice, v string) { c.Rhythm, _ = strconv.Atoi(v) })),
		},
		SeedHelp: "Le même numéro et la même formule donnent les mêmes tirages : donnez-le à un ami pour jouer la même partie.",
		Extra: []app.UI{app.FieldSet().Class("modes").Body(
			app.Legend().Text("Mode"),
			mode(game.Training, "mode-training", "Entraînement", "le score du mot posé s'affiche pendant le coup"),
			mode(game.Competition, "mode-competition", "Compétition", "vous annoncez votre score ; un score faux ou absent vaut un avertissement, 5 points de pénalité à partir du 4e"),
		)},
		Start:    "Commencer la partie",
		Ready:    p.Ready && !p.Busy && !p.Linking,
		CanGoOn:  p.session != nil && p.session.Phase() != game.Over,
		GoOnNote: goOnNote(p.session),
		OnChoice: func(ctx app.Context, f func(*ui.Choice)) { f(&p.choice.Choice) },
		OnStart:  p.start,
		OnLexicon: func(ctx app.Context, r protocol.LoadedLexicon) {
			p.LexiconUsed(ctx, r)
			// The game kept for this lexicon, if any, is back
			// (ui.SwitchGames): it goes on rather than be overwritten.
			if s, ok := ui.Load(ui.Stored(Key), DecodeSession); ok && s.Phase() != game.Over {
				p.session = nil
				p.resume(ctx)
			}
		},
		OnGoOn: func(ctx app.Context) { p.Setup, p.Message = false, "" },
	})
}

// goOnNote says what the game in progress does while the form is shown:
// its clock runs on in competition, waits in training (Stopped).
func goOnNote(s *Session) string {
	if s == nil || s.State == nil || s.Phase() != game.Playing || !s.Timed() {
		return ""
	}
	return french.GoOnNote(s.State.Mode == game.Competition)
}
