package library

import (
	"fmt"

	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// List lists the library's games, the latest first: date, kind,
// formula, lexicon, score and percentage (or time, for topping).
type List struct {
	app.Compo
	Entries []ui.Entry
	// Kept are the hashes of the lexicons this browser keeps (nil while
	// unknown): a game on an imported lexicon no longer kept says so.
	Kept     map[string]bool
	Filtered bool // Entries are those a search shows
	OnOpen   func(ctx app.Context, i int)
	OnDelete func(ctx app.Context, i int)
}

// kindName is a game's kind for players.
var entryKindName = map[string]string{"solo": "Solo", "topping": "Topping", "import": "Importée", "live": "En direct"}

// Render draws the list.
func (l *List) Render() app.UI {
	if len(l.Entries) == 0 && l.Filtered {
		return app.Section().Class("library-list").Body(
			app.H2().Text("Bibliothèque"),
			app.P().ID("library-empty").Class("help").Text("Aucune partie ne correspond à la recherche."),
		)
	}
	if len(l.Entries) == 0 {
		return app.Section().Class("library-list").Body(
			app.H2().Text("Bibliothèque"),
			app.P().ID("library-empty").Class("help").Text("Aucune partie pour l'instant : les parties jouées et importées viennent ici."),
		)
	}
	var items []app.UI
	for i, e := range l.Entries {
		date := e.Date
		if t, err := time.Parse(time.RFC3339, e.Date); err == nil {
			date = french.DateTime(t.Local())
		}
		result := ""
		switch {
		case e.Kind == "topping":
			result = french.Millis(e.TimeMs)
		case e.Kind == "import":
			result = importedResult(e)
		default:
			result = fmt.Sprintf("%d / %d (%s)", e.Summary.Total, e.Summary.TopTotal, french.Percent(e.Summary.Percent, 1))
		}
		number := ""
		if e.Seed > 0 {
			number = " n° " + strconv.FormatUint(e.Seed, 10)
		}
		lex := e.Lexicon
		if lex == "" {
			lex = "lexique inconnu"
		} else if h := e.Record.LexiconHash; l.Kept != nil && lex != "fr-libre" && e.Kind != "import" && h != "" && !l.Kept[h] {
			lex += " (lexique absent de ce navigateur)"
		}
		if o := e.Record.Origin; o != nil && o.Title != "" {
			lex = o.Title + " · " + lex // the FFSc event
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
			app.Button().Type("button").Class("button", "secondary", "entry-delete").ID("delete-"+strconv.Itoa(i)).
				Aria("label", "Supprimer la partie du "+date).Text("Supprimer").
				OnClick(func(ctx app.Context, ev app.Event) {
					if l.OnDelete != nil {
						l.OnDelete(ctx, i)
					}
				}),
		))
	}
	return app.Section().Class("library-list").Body(
		app.H2().Text(fmt.Sprintf("Bibliothèque (%d)", len(l.Entries))),
		app.Ul().ID("library").Body(items...),
	)
}

// importedResult is an imported game's score for the list: its turns, the
// tops' total and, when the record holds a player, the player's total.
func importedResult(e ui.Entry) string {
	tops, mine, played := 0, 0, false
	for _, t := range e.Record.Turns {
		if t.Top != nil {
			tops += t.Top.Score
		}
		if t.Played != nil {
			mine, played = mine+t.Played.Score, true
		}
	}
	out := french.Turns.Count(len(e.Record.Turns)) + " · top " + french.Points.Count(tops)
	if played {
		out = fmt.Sprintf("%d / %d · %s", mine, tops, french.Turns.Count(len(e.Record.Turns)))
	}
	return out
}
