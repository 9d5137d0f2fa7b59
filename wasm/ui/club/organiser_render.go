package club

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/wasm/ui"
)

// renderOrganiser is the organiser's panel: publish a game, the embed
// snippet. Closing, deleting and removing are on the games and the ranking.
func (p *Page) renderOrganiser() app.UI {
	f := p.publish
	set := func(g func(f *publishForm, v string)) app.EventHandler {
		return func(ctx app.Context, e app.Event) { g(&p.publish, ui.Chosen(ctx)) }
	}
	formulas := ui.Options(f.Formula, ui.FormulaOptions()...)
	rhythms := ui.Options(strconv.Itoa(f.Rhythm), ui.RhythmOptions()...)
	return app.Section().ID("organiser").Class("club-card", "organiser").Body(
		app.H3().Text("Organisateur"),
		app.Form().ID("publish").Class("club-form").OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			p.publishGame(ctx)
		}).Body(
			app.H4().Text("Publier une partie"),
			app.Label().For("pub-title").Text("Titre"),
			app.Input().ID("pub-title").Type("text").Value(f.Title).Attr("maxlength", "80").OnInput(set(func(f *publishForm, v string) { f.Title = v })),
			app.Label().For("pub-formula").Text("Formule"),
			app.Select().ID("pub-formula").Body(formulas...).OnChange(set(func(f *publishForm, v string) { f.Formula = v })),
			app.Label().For("pub-rhythm").Text("Cadence"),
			app.Select().ID("pub-rhythm").Body(rhythms...).OnChange(set(func(f *publishForm, v string) { f.Rhythm, _ = strconv.Atoi(v) })),
			app.Label().For("pub-seed").Text("Numéro de partie"),
			app.Div().Class("seed").Body(
				app.Input().ID("pub-seed").Type("text").Attr("inputmode", "numeric").Value(f.Seed).OnInput(set(func(f *publishForm, v string) { f.Seed = v })),
				app.Button().Type("button").ID("pub-random").Class("button", "secondary").Text("Au hasard").
					OnClick(func(ctx app.Context, e app.Event) { p.publish.Seed = randomSeed() }),
			),
			app.Label().For("pub-mode").Text("Mode"),
			app.Select().ID("pub-mode").Body(ui.Options(string(f.Mode),
				ui.Option{Value: string(game.Training), Label: "Entraînement"},
				ui.Option{Value: string(game.Competition), Label: "Compétition (score annoncé)"})...,
			).OnChange(set(func(f *publishForm, v string) { f.Mode = modeOf(v) })),
			app.Label().For("pub-opens").Text("Ouverture"),
			app.Input().ID("pub-opens").Type("datetime-local").Value(f.Opens).OnInput(set(func(f *publishForm, v string) { f.Opens = v })),
			app.Label().For("pub-closes").Text("Clôture"),
			app.Input().ID("pub-closes").Type("datetime-local").Value(f.Closes).OnInput(set(func(f *publishForm, v string) { f.Closes = v })),
			app.P().Class("help").Text("Les tirages et les tops sont calculés ici, par le moteur (lexique "+lexName(p.Lexicon)+"), puis vérifiés par le serveur."),
			app.Button().Type("submit").ID("pub-submit").Class("button").Text("Publier").Disabled(p.Busy || !p.Ready),
			app.P().ID("pub-progress").Class("help").Text(f.progress),
		),
		&EmbedPanel{Slug: p.slug, Name: p.club.Name, Secret: p.secret},
	)
}

func lexName(n string) string {
	if n == "" {
		return "fr-libre"
	}
	return n
}
