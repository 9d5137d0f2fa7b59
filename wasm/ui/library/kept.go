package library

import (
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
)

// Kept lists what the app keeps outside the library and would otherwise
// be out of sight: the games in progress waiting for another lexicon (or
// kept while a club game is played), each to resume or export, and every
// record the app could not open, with why, to export or delete.
type Kept struct {
	app.Compo
	Waiting  []ui.KeptGame
	Aside    []ui.SetAsideRecord
	Enabled  bool
	OnResume func(ctx app.Context, g ui.KeptGame)
	OnDrop   func(ctx app.Context, key string)
}

// Render draws the lists, nothing when both are empty.
func (k *Kept) Render() app.UI {
	if len(k.Waiting) == 0 && len(k.Aside) == 0 {
		return app.Div().ID("kept").Class("kept")
	}
	var body []app.UI
	if len(k.Waiting) > 0 {
		var items []app.UI
		for i, g := range k.Waiting {
			id := strconv.Itoa(i)
			items = append(items, app.Li().ID("waiting-"+id).Class("kept-entry").Body(
				app.Span().Class("kept-what").Text(g.What()+" · lexique « "+g.Lexicon+" »"),
				app.Div().Class("kept-actions").Body(
					app.Button().Type("button").Class("button", "secondary").ID("waiting-resume-"+id).
						Text("Reprendre").Disabled(!k.Enabled).
						OnClick(func(ctx app.Context, e app.Event) {
							if k.OnResume != nil {
								k.OnResume(ctx, g)
							}
						}),
					app.Button().Type("button").Class("button", "secondary").ID("waiting-export-"+id).Text("Exporter").
						OnClick(func(ctx app.Context, e app.Event) {
							browser.Download("duplicata-partie-en-cours-"+id+".json", "application/json", g.Text)
						}),
				),
			))
		}
		body = append(body, app.H2().Text("Parties en cours sur un autre lexique"),
			app.P().Class("help").Text("Chaque partie reprend avec son lexique : « Reprendre » le choisit de nouveau."),
			app.Ul().ID("waiting").Body(items...))
	}
	if len(k.Aside) > 0 {
		var items []app.UI
		for i, r := range k.Aside {
			id := strconv.Itoa(i)
			what := map[string]string{"duplicata.session": "Partie solo", "duplicata.topping": "Topping"}[r.From]
			if what == "" {
				what = "Enregistrement « " + r.From + " »"
			}
			if g, ok := ui.KeptGameOf(r.Text); ok {
				what = g.What() + " · lexique « " + g.Lexicon + " »"
			}
			when := ""
			if t, err := time.Parse(time.RFC3339, r.Date); err == nil {
				when = ", mis de côté le " + french.DateTime(t.Local())
			}
			items = append(items, app.Li().ID("aside-"+id).Class("kept-entry").Body(
				app.Span().Class("kept-what").Text(what),
				app.Span().Class("kept-why").Text("Pourquoi : "+strings.TrimSuffix(r.Reason, ".")+when+"."),
				app.Div().Class("kept-actions").Body(
					app.Button().Type("button").Class("button", "secondary").ID("aside-export-"+id).Text("Exporter").
						OnClick(func(ctx app.Context, e app.Event) {
							browser.Download("duplicata-illisible-"+id+".json", "application/json", r.Text)
						}),
					app.Button().Type("button").Class("button", "secondary").ID("aside-drop-"+id).Text("Supprimer").
						OnClick(func(ctx app.Context, e app.Event) {
							if !app.Window().Call("confirm", "Supprimer cet enregistrement pour de bon ? Exportez-le d'abord pour le garder.").Bool() {
								return
							}
							if k.OnDrop != nil {
								k.OnDrop(ctx, r.Key)
							}
						}),
				),
			))
		}
		body = append(body, app.H2().Text("Enregistrements illisibles"),
			app.P().Class("help").Text("L'application n'a pas pu les ouvrir ; ils sont gardés tels quels : exportez-les pour les conserver ou les transmettre."),
			app.Ul().ID("set-aside").Body(items...))
	}
	return app.Section().ID("kept").Class("kept").Aria("label", "Parties gardées").Body(body...)
}
