package club

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
)

// The club's results still in this browser's outbox (ui's club_outbox.go):
// those waiting to be sent, and those the club refused, which are never
// sent again on their own — their reason is shown, and the player exports
// the game or takes the result out (with « Annuler »). « Envoyer
// maintenant » sends them all, the refused ones again too, and says what
// came of it beside the button.

// renderOutbox lists this club's results in the outbox.
func (p *Page) renderOutbox() app.UI {
	var waiting, refused []app.UI
	all := ui.ClubWaiting()
	p.noteOutbox(all)
	for _, r := range all {
		if r.Slug != p.slug {
			continue
		}
		id := "outbox-" + r.Key
		export := app.Button().Type("button").ID("export-"+r.Key).Class("button", "secondary").Text("Exporter").
			Aria("label", fmt.Sprintf("Exporter la partie n° %d de %s", r.Number, r.Player)).
			OnClick(func(ctx app.Context, e app.Event) { p.export(r) })
		if r.Refused == "" {
			waiting = append(waiting, app.Li().ID(id).Class("outbox-item").Body(
				app.P().Text(fmt.Sprintf("Partie n° %d, %s : %s — en attente d'envoi.", r.Number, r.Player, french.Points.Count(r.Total))),
				app.Div().Class("club-game-actions").Body(export),
			))
			continue
		}
		refused = append(refused, app.Li().ID(id).Class("outbox-item", "refused").DataSet("state", "refused").Body(
			app.P().Class("outbox-reason").Text(fmt.Sprintf("Partie n° %d, %s : %s — refusé par le club : %s", r.Number, r.Player, french.Points.Count(r.Total), r.Refused)),
			app.P().Class("help").Text("Ce résultat ne sera plus envoyé de lui-même. Exportez la partie pour la garder, puis retirez-le de la liste."),
			app.Div().Class("club-game-actions").Body(export,
				app.Button().Type("button").ID("drop-"+r.Key).Class("button", "secondary").Text("Retirer").
					Aria("label", fmt.Sprintf("Retirer le résultat de la partie n° %d de %s", r.Number, r.Player)).
					OnClick(func(ctx app.Context, e app.Event) { p.drop(r) })),
		))
	}
	if len(waiting)+len(refused) == 0 && p.outbox == "" {
		return nil
	}
	return app.Section().ID("outbox").Class("club-card", "outbox").Body(
		app.If(len(waiting) > 0, func() app.UI {
			return app.Div().Body(app.H3().Text("Résultats en attente d'envoi"), app.Ul().ID("outbox-waiting").Body(waiting...))
		}),
		app.If(len(refused) > 0, func() app.UI {
			return app.Div().Body(app.H3().Text("Résultats refusés par le club"), app.Ul().ID("outbox-refused").Body(refused...))
		}),
		app.If(len(waiting)+len(refused) > 0, func() app.UI {
			return app.Button().Type("button").ID("send-now").Class("button", "secondary").Text("Envoyer maintenant").
				Disabled(p.sending).OnClick(func(ctx app.Context, e app.Event) { p.sendNow() })
		}),
		app.Div().ID("outbox-status").Class("outbox-status").Attr("role", "status").Aria("live", "polite").Body(
			app.Span().Text(p.outbox),
			app.If(p.dropped != nil, func() app.UI {
				return app.Button().Type("button").ID("outbox-undo").Class("button", "secondary").Text("Annuler").
					OnClick(func(ctx app.Context, e app.Event) { p.undoDrop() })
			}),
		),
	)
}

// sendNow is « Envoyer maintenant »: it says what came of it.
func (p *Page) sendNow() {
	if p.sending {
		return
	}
	p.sending, p.dropped = true, nil
	p.outbox = "Envoi en cours…"
	ctx := p.Ctx
	ui.SendClubResultsNow(func(rep ui.SendReport) {
		ctx.Dispatch(func(ctx app.Context) {
			p.sending = false
			p.outbox = rep.Text()
		})
	})
}

// export offers r's game as a file.
func (p *Page) export(r ui.ClubResult) {
	name, text := ui.ClubResultFile(r)
	browser.Download(name, "application/json", text)
	p.dropped = nil
	p.outbox = "Partie exportée dans le fichier " + name + " : la bibliothèque peut l'importer."
}

// drop takes r out of the outbox; « Annuler » puts it back.
func (p *Page) drop(r ui.ClubResult) {
	ctx := p.Ctx
	ui.DropClubResult(r.Key, func(r ui.ClubResult, err error) {
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.outbox = "Le résultat n'a pas pu être retiré : " + err.Error() + "."
				return
			}
			p.dropped = &r
			p.outbox = fmt.Sprintf("Résultat de la partie n° %d (%s) retiré de la liste.", r.Number, r.Player)
			p.focus("outbox-undo")
		})
	})
}

// undoDrop puts the result last taken out back in the outbox.
func (p *Page) undoDrop() {
	r := p.dropped
	if r == nil {
		return
	}
	p.dropped = nil
	ctx := p.Ctx
	ui.QueueClubResult(*r, func(err error) {
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.dropped = r
				p.outbox = "Le résultat n'a pas pu être remis : " + err.Error() + "."
				return
			}
			p.drawn = "" // the clock redraws from the outbox
			p.outbox = fmt.Sprintf("Résultat de la partie n° %d (%s) remis dans la liste.", r.Number, r.Player)
			p.focus("send-now")
		})
	})
}

// focus gives the element id the focus once the page is drawn.
func (p *Page) focus(id string) {
	p.Ctx.Defer(func(app.Context) {
		if el := app.Window().GetElementByID(id); el.Truthy() {
			el.Call("focus")
		}
	})
}
