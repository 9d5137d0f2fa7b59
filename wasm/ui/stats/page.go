// Package stats is the « Statistiques » page (/statistiques): the player's
// figures over the finished solo games of the library — chosen by formula,
// mode, rhythm and period — computed by engine/stats: games, mean
// percentage of the top, points lost a turn, bingos found of those
// available, warnings; a line chart of the percentage game after game and a
// bar chart of the points lost by turn number, each with its table; the
// five best and worst games, each a link to its replay; a CSV export.
package stats

import (
	"bytes"
	"fmt"
	"net/url"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/stats"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
)

// Page is the statistics page.
type Page struct {
	app.Compo
	ui.Shell

	games                         []stats.Game
	loaded                        bool
	formula, mode, rhythm, period string // the filters chosen: "" any
}

// OnMount reads the library (the statistics need no engine).
func (p *Page) OnMount(ctx app.Context) {
	p.Mount(ctx, nil, nil, nil)
	ui.ListEntries(func(es []ui.Entry, err error) {
		p.Ctx.Dispatch(func(ctx app.Context) {
			p.loaded = true
			if err != nil {
				p.Message = "La bibliothèque n'a pas pu être lue : " + err.Error() + "."
				return
			}
			p.games = Games(es)
		})
	})
}

// OnDismount stops the page's shell.
func (p *Page) OnDismount() { p.Dismount() }

// Games are the library's entries as engine/stats reads them.
func Games(es []ui.Entry) []stats.Game {
	out := make([]stats.Game, 0, len(es))
	for _, e := range es {
		d, err := time.Parse(time.RFC3339, e.Date)
		if err != nil {
			continue
		}
		out = append(out, stats.Game{ID: e.ID, Kind: e.Kind, Date: d, Formula: e.Formula, Seed: e.Seed, Mode: e.Mode, Rhythm: e.Rhythm, Results: e.Results})
	}
	return out
}

// filter reads the filters chosen.
func (p *Page) filter(now time.Time) stats.Filter {
	f := stats.Filter{Formula: p.formula, Mode: game.Mode(p.mode)}
	if p.rhythm != "" {
		if n, err := strconv.Atoi(p.rhythm); err == nil {
			f.Rhythm = &n
		}
	}
	switch p.period {
	case "30":
		f.From = now.AddDate(0, 0, -30)
	case "365":
		f.From = now.AddDate(-1, 0, 0)
	}
	return f
}

// Render draws the page.
func (p *Page) Render() app.UI {
	f := p.filter(time.Now())
	r := stats.Compute(p.games, f)
	body := []app.UI{app.H1().Text("Statistiques"), p.filters()}
	switch {
	case !p.loaded:
		body = append(body, app.P().Class("help").Text("Lecture de la bibliothèque…"))
	case r.Games == 0:
		body = append(body, app.P().ID("st-empty").Class("help").Text("Aucune partie solo terminée ne correspond : jouez une partie (ou changez les filtres), elle comptera ici."))
	default:
		body = append(body, figures(r.Totals), p.charts(r),
			groups("by-formula", "Par formule", stats.Groups(p.games, f, stats.ByFormula), ui.FormulaName),
			groups("by-month", "Par mois", stats.Groups(p.games, f, stats.ByMonth), func(k string) string { return k }),
			ranking("best", "Vos cinq meilleures parties", r.Best), ranking("worst", "Vos cinq moins bonnes parties", r.Worst),
			app.Button().Type("button").ID("csv").Class("button", "secondary").Text("Exporter en CSV (une ligne par partie)").
				OnClick(func(ctx app.Context, e app.Event) {
					// The filters read now: go-app keeps a button's first
					// handler, so one made at render would be stale.
					var b bytes.Buffer
					stats.WriteCSV(&b, p.games, p.filter(time.Now()))
					browser.Download("duplicata-statistiques.csv", "text/csv", b.String())
				}))
	}
	body = append(body, &ui.Notice{ID: "message", Text: p.Message})
	return p.Frame(ui.StatsPath, nil, app.Main().Class("main", "stats-main").Body(body...))
}

// filters are the four choices that pick the games counted.
func (p *Page) filters() app.UI {
	sel := func(id, label string, value *string, opts []ui.Option) app.UI {
		return app.Div().Class("filter").Body(
			app.Label().For(id).Text(label),
			app.Select().ID(id).Body(ui.Options(*value, opts...)...).OnChange(func(ctx app.Context, e app.Event) { *value = ui.Chosen(ctx) }),
		)
	}
	formulas := append([]ui.Option{{Value: "", Label: "Toutes"}}, ui.FormulaOptions()...)
	rhythms := append([]ui.Option{{Value: "", Label: "Toutes"}}, ui.RhythmOptions()...)
	return app.Form().Class("stats-filters").Aria("label", "Filtres").OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() }).Body(
		sel("st-formula", "Formule", &p.formula, formulas),
		sel("st-mode", "Mode", &p.mode, []ui.Option{{Value: "", Label: "Tous"}, {Value: string(game.Training), Label: "Entraînement"}, {Value: string(game.Competition), Label: "Compétition"}}),
		sel("st-rhythm", "Cadence", &p.rhythm, rhythms),
		sel("st-period", "Période", &p.period, []ui.Option{{Value: "", Label: "Depuis toujours"}, {Value: "30", Label: "30 derniers jours"}, {Value: "365", Label: "12 derniers mois"}}),
	)
}

// figures are the totals.
func figures(t stats.Totals) app.UI {
	line := func(id, name, value string) app.UI {
		return app.Div().Class("figure").Body(app.Dt().Text(name), app.Dd().ID(id).Text(value))
	}
	return app.Dl().Class("figures", "stats-figures").Body(
		line("st-games", "Parties", strconv.Itoa(t.Games)),
		line("st-percent", "Pourcentage moyen du top", french.Percent(t.MeanPercent, 1)),
		line("st-lost", "Points perdus par coup", french.Float(t.LostPerTurn, 2)),
		line("st-bingos", "Scrabbles trouvés", fmt.Sprintf("%d sur %d", t.BingosFound, t.BingosAvailable)),
		line("st-warnings", "Avertissements", strconv.Itoa(t.Warnings)),
	)
}

// charts are the two charts, each with its table.
func (p *Page) charts(r stats.Report) app.UI {
	var rows []app.UI
	for _, l := range r.Timeline {
		rows = append(rows, app.Tr().Body(app.Td().Text(l.Date.Format("02/01/2006")), app.Td().Text(ui.FormulaName(l.Formula)), app.Td().Text(french.Percent(l.Percent, 1))))
	}
	var bars []app.UI
	for _, t := range r.LostByTurn {
		bars = append(bars, app.Tr().Body(app.Td().Text(strconv.Itoa(t.Turn)), app.Td().Text(french.Float(t.Lost, 1)), app.Td().Text(strconv.Itoa(t.Games))))
	}
	return app.Div().Class("stats-charts").Body(
		app.Figure().ID("chart-percent").Class("chart").Body(
			app.Raw(LineChart(r.Timeline)),
			app.FigCaption().Text("Pourcentage du top, de la plus ancienne partie à la plus récente."),
			app.Details().Body(app.Summary().Text("Les chiffres"),
				app.Table().ID("table-percent").Body(app.THead().Body(app.Tr().Body(app.Th().Text("Date"), app.Th().Text("Formule"), app.Th().Text("% du top"))), app.TBody().Body(rows...))),
		),
		app.Figure().ID("chart-lost").Class("chart").Body(
			app.Raw(BarChart(r.LostByTurn)),
			app.FigCaption().Text("Points perdus en moyenne, coup par coup."),
			app.Details().Body(app.Summary().Text("Les chiffres"),
				app.Table().ID("table-lost").Body(app.THead().Body(app.Tr().Body(app.Th().Text("Coup"), app.Th().Text("Points perdus"), app.Th().Text("Parties"))), app.TBody().Body(bars...))),
		),
	)
}

// groups is a table of the totals by one key, named by name.
func groups(id, title string, gs []stats.Group, name func(string) string) app.UI {
	var rows []app.UI
	for _, g := range gs {
		rows = append(rows, app.Tr().Body(
			app.Th().Scope("row").Text(name(g.Key)),
			app.Td().Text(strconv.Itoa(g.Games)),
			app.Td().Text(french.Percent(g.MeanPercent, 1)),
			app.Td().Text(french.Float(g.LostPerTurn, 2)),
			app.Td().Text(fmt.Sprintf("%d / %d", g.BingosFound, g.BingosAvailable)),
		))
	}
	return app.Section().Class("ranking", "groups").Aria("labelledby", id+"-title").Body(
		app.H2().ID(id+"-title").Text(title),
		app.Div().Class("table-scroll").Body(app.Table().ID(id).Body(
			app.THead().Body(app.Tr().Body(app.Th().Text(""), app.Th().Text("Parties"), app.Th().Text("% du top"), app.Th().Text("Perdus / coup"), app.Th().Text("Scrabbles"))),
			app.TBody().Body(rows...),
		)),
	)
}

// ranking lists games, each a link to its replay in the library.
func ranking(id, title string, lines []stats.Line) app.UI {
	var items []app.UI
	for _, l := range lines {
		href := ui.LibraryPath + "?" + ui.OpenParam + "=" + url.QueryEscape(l.ID)
		items = append(items, app.Li().Body(app.A().Href(href).DataSet("id", l.ID).Text(
			fmt.Sprintf("%s · %s n° %d · %d / %d · %s", l.Date.Format("02/01/2006"), ui.FormulaName(l.Formula), l.Seed, l.Score, l.Top, french.Percent(l.Percent, 1)))))
	}
	return app.Section().Class("ranking").Aria("labelledby", id+"-title").Body(
		app.H2().ID(id+"-title").Text(title),
		app.Ol().ID(id).Body(items...),
	)
}
