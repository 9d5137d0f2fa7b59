// Package settings is the « Réglages » page (/reglages): the player's
// options in one place — spoken draws and their spelling, a new game's
// formula, rhythm and mode, the board's coordinates — kept in the
// browser's localStorage (ui.Settings) as soon as they change.
package settings

import (
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/bag"
	"duplicata/engine/game"
	"duplicata/engine/tile"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
)

// Page is the settings page.
type Page struct {
	app.Compo
	ui.Shell

	s              ui.Settings
	speech, french bool // the browser can speak; it has a French voice
	saved          bool
}

// OnMount reads the options and what the browser can speak with; Chrome
// lists its voices a moment after the page loads, so they are looked at
// again then.
func (p *Page) OnMount(ctx app.Context) {
	p.s = ui.LoadSettings()
	p.speech, p.french = browser.Voices()
	p.Mount(ctx, nil, nil, nil)
	ctx.After(time.Second, func(ctx app.Context) { p.speech, p.french = browser.Voices() })
}

// OnDismount stops the page's shell.
func (p *Page) OnDismount() { p.Dismount() }

// change applies f to the options and keeps them.
func (p *Page) change(f func(s *ui.Settings)) {
	f(&p.s)
	p.s.Save()
	p.saved = true
}

// example is the draw « Écouter un exemple » announces: E? + VDJFE.
func example() bag.Draw {
	var d bag.Draw
	d.Leave[5], d.Leave[0] = 1, 1 // E and a joker
	for _, r := range "VDJFE" {
		d.New = append(d.New, tile.Letter(r-'A'+1))
	}
	return d
}

// Render draws the page.
func (p *Page) Render() app.UI {
	check := func(id, label, help string, on bool, set func(s *ui.Settings, on bool)) app.UI {
		return app.Div().Class("setting").Body(
			app.Input().Type("checkbox").ID(id).Checked(on).OnChange(func(ctx app.Context, e app.Event) {
				v := ctx.JSSrc().Get("checked").Bool()
				p.change(func(s *ui.Settings) { set(s, v) })
			}),
			app.Label().For(id).Text(label),
			app.If(help != "", func() app.UI { return app.P().Class("help").Text(help) }),
		)
	}
	voice := "Voix française disponible."
	switch {
	case !p.speech:
		voice = "Ce navigateur ne sait pas parler : l'annonce des tirages est impossible ici."
	case !p.french:
		voice = "Aucune voix française sur cet appareil : le navigateur lira les tirages avec sa voix par défaut, sans doute mal. Installez une voix française (réglages de synthèse vocale du système)."
	}
	formulas := ui.Options(p.s.Formula, ui.FormulaOptions()...)
	rhythms := ui.Options(strconv.Itoa(p.s.Rhythm), ui.RhythmOptions()...)
	saved := ""
	if p.saved {
		saved = "Réglages enregistrés sur cet appareil."
	}
	return p.Frame(ui.SettingsPath, nil, app.Main().Class("main", "settings-main").Body(
		app.H1().Text("Réglages"),
		app.Section().Class("card").Aria("labelledby", "set-speech").Body(
			app.H2().ID("set-speech").Text("Annonce des tirages"),
			check("speak", "Annoncer chaque tirage à voix haute", "Comme le juge-arbitre (§4.1) : le reliquat, les nouvelles lettres, puis le tirage complet.", p.s.Speak,
				func(s *ui.Settings, on bool) { s.Speak = on }),
			app.FieldSet().Class("modes").Body(
				app.Legend().Text("Épellation"),
				radio("spell-table", "spelling", "Tableau d'épellation de la FISF (Algérie A, Belgique B…)", !p.s.Plain, func(ctx app.Context) { p.change(func(s *ui.Settings) { s.Plain = false }) }),
				radio("spell-plain", "spelling", "Lettres seules (A, B…)", p.s.Plain, func(ctx app.Context) { p.change(func(s *ui.Settings) { s.Plain = true }) }),
			),
			app.P().ID("voice").Class("help").Text(voice),
			app.Button().Type("button").ID("listen").Class("button", "secondary").Text("Écouter un exemple").Disabled(!p.speech).
				OnClick(func(ctx app.Context, e app.Event) { browser.Say(p.s.Announcement(example(), false, false)) }),
		),
		app.Section().Class("card").Aria("labelledby", "set-game").Body(
			app.H2().ID("set-game").Text("Nouvelle partie : par défaut"),
			app.Label().For("set-formula").Text("Formule"),
			app.Select().ID("set-formula").Body(formulas...).OnChange(func(ctx app.Context, e app.Event) {
				v := ui.Chosen(ctx)
				p.change(func(s *ui.Settings) { s.Formula = v })
			}),
			app.Label().For("set-rhythm").Text("Cadence"),
			app.Select().ID("set-rhythm").Body(rhythms...).OnChange(func(ctx app.Context, e app.Event) {
				v, _ := strconv.Atoi(ui.Chosen(ctx))
				p.change(func(s *ui.Settings) { s.Rhythm = v })
			}),
			app.FieldSet().Class("modes").Body(
				app.Legend().Text("Mode"),
				radio("set-training", "set-mode", "Entraînement", p.s.Mode != game.Competition, func(ctx app.Context) { p.change(func(s *ui.Settings) { s.Mode = game.Training }) }),
				radio("set-competition", "set-mode", "Compétition", p.s.Mode == game.Competition, func(ctx app.Context) { p.change(func(s *ui.Settings) { s.Mode = game.Competition }) }),
			),
		),
		app.Section().Class("card").Aria("labelledby", "set-board").Body(
			app.H2().ID("set-board").Text("Plateau"),
			check("labels", "Afficher les coordonnées (lignes A–O, colonnes 1–15)", "", !p.s.NoLabels,
				func(s *ui.Settings, on bool) { s.NoLabels = !on }),
		),
		app.P().ID("saved").Class("help").Aria("live", "polite").Text(saved),
	))
}

// radio is one choice of a group.
func radio(id, name, label string, on bool, pick func(ctx app.Context)) app.UI {
	return app.Label().Class("mode").For(id).Body(
		app.Input().Type("radio").ID(id).Name(name).Checked(on).OnChange(func(ctx app.Context, e app.Event) { pick(ctx) }),
		app.Span().Class("mode-name").Text(label),
	)
}
