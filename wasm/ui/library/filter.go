package library

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/tile"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
)

// Filter is what the list shows of the library: words to find in a game's
// title, formula, lexicon or number, a period in days back from today
// (0: any date), a formula id and a mode ("" for any).
type Filter struct {
	Text    string
	Days    int
	Formula string
	Mode    game.Mode
}

// Active reports whether the filter hides anything.
func (f Filter) Active() bool { return f != Filter{} }

// Match reports whether the list shows e at time now.
func (f Filter) Match(e ui.Entry, now time.Time) bool {
	if f.Formula != "" && e.Formula != f.Formula {
		return false
	}
	if f.Mode != "" && (e.Kind == "import" || e.Mode != f.Mode) {
		return false
	}
	if f.Days > 0 {
		t, err := time.Parse(time.RFC3339, e.Date)
		y, m, d := now.Date()
		since := time.Date(y, m, d, 0, 0, 0, 0, now.Location()).AddDate(0, 0, 1-f.Days)
		if err != nil || t.Before(since) {
			return false
		}
	}
	if words := strings.Fields(fold(f.Text)); len(words) > 0 {
		about := fold(searched(e))
		for _, w := range words {
			if !strings.Contains(about, w) {
				return false
			}
		}
	}
	return true
}

// searched is what the search field looks in: the game's title (an FFSc
// event's), kind, formula, lexicon, number and date.
func searched(e ui.Entry) string {
	parts := []string{entryKindName[e.Kind], ui.FormulaName(e.Formula), e.Formula, e.Lexicon}
	if o := e.Record.Origin; o != nil {
		parts = append(parts, o.Title, o.FormulaLine)
	}
	if e.Seed > 0 {
		parts = append(parts, "n° "+strconv.FormatUint(e.Seed, 10), strconv.FormatUint(e.Seed, 10))
	}
	if t, err := time.Parse(time.RFC3339, e.Date); err == nil {
		parts = append(parts, french.Date(t.Local()))
	}
	return strings.Join(parts, " ")
}

// fold lowercases s and takes its accents off, so that « épreuve » finds
// « Epreuve ».
func fold(s string) string { return strings.ToLower(tile.Fold(s)) }

// Filtered is the entries f shows, in their order.
func (f Filter) Filtered(es []ui.Entry, now time.Time) []ui.Entry {
	var out []ui.Entry
	for _, e := range es {
		if f.Match(e, now) {
			out = append(out, e)
		}
	}
	return out
}

// sameRecord finds the entry whose record is rec, if any: importing a
// game already in the library says so instead of copying it.
func sameRecord(es []ui.Entry, rec *record.Record) (ui.Entry, bool) {
	want := recordKey(rec)
	for _, e := range es {
		if recordKey(&e.Record) == want {
			return e, true
		}
	}
	return ui.Entry{}, false
}

// recordKey is a record's JSON, its version aside.
func recordKey(rec *record.Record) string {
	r := *rec
	r.Version = record.Version
	return protocol.Encode(r)
}

// periods are the date filter's choices, in days back from today.
var periods = []struct {
	Days int
	Name string
}{{0, "Toutes les dates"}, {1, "Aujourd'hui"}, {7, "7 derniers jours"}, {30, "30 derniers jours"}, {365, "12 derniers mois"}}

// FilterForm is the library's search: a field and three choices, each
// option with its value.
type FilterForm struct {
	app.Compo
	Filter   Filter
	Formulas []string // the formula ids of the library's games
	Shown    int      // games the filter shows
	Total    int
	OnChange func(ctx app.Context, f Filter)
}

// Render draws the form.
func (ff *FilterForm) Render() app.UI {
	f := ff.Filter
	set := func(change func(f *Filter, v string)) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			g := ff.Filter
			change(&g, ui.Chosen(ctx))
			if ff.OnChange != nil {
				ff.OnChange(ctx, g)
			}
		}
	}
	formulas := []ui.Option{{Value: "", Label: "Toutes les formules"}}
	for _, id := range ff.Formulas {
		formulas = append(formulas, ui.Option{Value: id, Label: ui.FormulaName(id)})
	}
	var days []ui.Option
	for _, p := range periods {
		days = append(days, ui.Option{Value: strconv.Itoa(p.Days), Label: p.Name})
	}
	modes := []ui.Option{
		{Value: "", Label: "Tous les modes"},
		{Value: string(game.Training), Label: "Entraînement"},
		{Value: string(game.Competition), Label: "Compétition"},
	}
	count := "Toutes les parties sont affichées."
	switch {
	case f.Active() && ff.Shown == 0:
		count = "Aucune partie sur " + french.Number(ff.Total) + "."
	case f.Active():
		count = french.Games.Count(ff.Shown) + " sur " + french.Number(ff.Total) + "."
	}
	return app.Form().ID("library-filter").Class("library-filter").Aria("label", "Chercher une partie").
		OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() }).Body(
		app.Label().For("filter-text").Text("Chercher (titre, formule, lexique, numéro)"),
		app.Input().Type("search").ID("filter-text").Value(f.Text).
			OnInput(set(func(f *Filter, v string) { f.Text = v })),
		app.Div().Class("filter-choices").Body(
			app.Label().For("filter-date").Text("Date"),
			app.Select().ID("filter-date").Body(ui.Options(strconv.Itoa(f.Days), days...)...).OnChange(set(func(f *Filter, v string) { f.Days, _ = strconv.Atoi(v) })),
			app.Label().For("filter-formula").Text("Formule"),
			app.Select().ID("filter-formula").Body(ui.Options(f.Formula, formulas...)...).OnChange(set(func(f *Filter, v string) { f.Formula = v })),
			app.Label().For("filter-mode").Text("Mode"),
			app.Select().ID("filter-mode").Body(ui.Options(string(f.Mode), modes...)...).OnChange(set(func(f *Filter, v string) { f.Mode = game.Mode(v) })),
		),
		app.P().ID("filter-count").Class("help").Role("status").Text(count),
	)
}

// formulasOf lists the formula ids of the entries, sorted.
func formulasOf(es []ui.Entry) []string {
	var ids []string
	for _, e := range es {
		if e.Formula != "" && !slices.Contains(ids, e.Formula) {
			ids = append(ids, e.Formula)
		}
	}
	slices.Sort(ids)
	return ids
}
