package club

import (
	"fmt"
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
)

// A game whose result this browser sent, and the club has, shows the
// player's result where « Jouer » was: played again, the result would be
// refused (« Ce nom a déjà un résultat »). A result still in the outbox
// says so instead; one the club refused leaves « Jouer ».

// renderResult is game g's « Votre résultat », or nil when this browser
// has no result for it.
func (p *Page) renderResult(g club.Game) app.UI {
	id := fmt.Sprintf("result-%d", g.Number)
	if sent, ok := ui.ClubResultSent(p.slug, g.Number); ok {
		var place string
		if p.shown == g.Number {
			if s := ranked(p.ranking, sent.Player); s != nil {
				place = " — " + placeText(s.Rank, len(p.ranking))
			}
		}
		text := fmt.Sprintf("Votre résultat (%s) : %s, %s ‰ du top%s.", sent.Player, french.Points.Count(sent.Total), french.Number(sent.Permille), place)
		return app.Div().ID(id).Class("club-result").DataSet("state", "sent").Body(
			app.P().Text(text),
			app.If(sent.Entry != "", func() app.UI {
				return app.A().ID(fmt.Sprintf("replay-%d", g.Number)).Class("button").
					Href(ui.LibraryPath + "?" + url.Values{ui.OpenParam: {sent.Entry}}.Encode()).Text("Revoir votre partie")
			}),
		)
	}
	for _, r := range ui.ClubWaiting() {
		if r.Slug == p.slug && r.Number == g.Number && r.Refused == "" {
			return app.Div().ID(id).Class("club-result").DataSet("state", "waiting").Body(
				app.P().Text(fmt.Sprintf("Votre résultat (%s, %s) attend d'être envoyé : il partira dès le retour du réseau.", r.Player, french.Points.Count(r.Total))),
			)
		}
	}
	return nil
}

// placeText is a place in a ranking of n players: « 1er sur 12 »,
// « 3e sur 12 ».
func placeText(rank, n int) string {
	suffix := "e"
	if rank == 1 {
		suffix = "er"
	}
	return fmt.Sprintf("%d%s sur %s", rank, suffix, french.Number(n))
}

// yours is the name this browser's result for game n is ranked under, "" for none.
func (p *Page) yours(n int) string {
	if sent, ok := ui.ClubResultSent(p.slug, n); ok {
		return sent.Player
	}
	return ""
}
