package library

import (
	"duplicata/wasm/ui"
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// List lists the library's games, the latest first: date, kind,
// formula, lexicon, score and percentage (or time, for topping).
type List struct {
	app.Compo
	Entries []ui.Entry
	OnOpen  func(ctx app.Context, i int)
}

// kindName is a game's kind for players.
var entryKindName = map[string]string{"solo": "Solo", "topping": "Topping", "import": "Importée"}

// Render draws the list.
func (l *List) Render() app.UI {
	if len(l.Entries) == 0 {
		return app.Section().Class("library-list").Body(
			app.H2().Text("Bibliothèque"),
			app.P().ID("library-empty").Class("help").Text("Aucune partie pour l'instant : les parties jouées et importées viennent ici."),
		)
	}
	var items []app.UI
	for i, e := range l.Entries {
		date := e.Date
		if len(date) >= 16 {
			date = strings.Replace(date[:16], "T", " ", 1)
		}
		result := ""
		switch {
		case e.Kind == "topping":
			result = ui.Clock(e.TimeMs)
		case e.Kind == "import":
			result = fmt.Sprintf("%d coups", len(e.Record.Turns))
		default:
			result = fmt.Sprintf("%d / %d (%.1f %%)", e.Summary.Total, e.Summary.TopTotal, e.Summary.Percent)
		}
		number := ""
		if e.Seed > 0 {
			number = " n° " + strconv.FormatUint(e.Seed, 10)
		}
		lex := e.Lexicon
		if lex == "" {
			lex = "lexique inconnu"
		}
		items = append(items, app.Li().Body(
			app.Button().Type("button").Class("library-entry").ID("entry-"+strconv.Itoa(i)).DataSet("id", e.ID).
				OnClick(func(ctx app.Context, ev app.Event) {
					if l.OnOpen != nil {
						l.OnOpen(ctx, i)
					}
				}).Body(
				app.Span().Class("entry-kind").Text(entryKindName[e.Kind]),
				app.Span().Class("entry-what").Text(ui.FormulaName(e.Formula)+number+" · "+lex),
				app.Span().Class("entry-result").Text(result),
				app.Span().Class("entry-date").Text(date),
			),
		))
	}
	return app.Section().Class("library-list").Body(
		app.H2().Text(fmt.Sprintf("Bibliothèque (%d)", len(l.Entries))),
		app.Ul().ID("library").Body(items...),
	)
}
