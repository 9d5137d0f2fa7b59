package club

import (
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/wasm/ui"
)

// Render draws the page.
func (p *Page) Render() app.UI {
	state := "loading"
	if p.loaded {
		state = "ready"
	}
	return p.Frame(ui.ClubPath, nil, app.Main().Class("main", "club-main").DataSet("club", state).Body(p.renderClub()), "club-page")
}

func (p *Page) renderMessage() app.UI {
	return &ui.Notice{ID: "message", Text: p.Message}
}

// renderClub is a club's page.
func (p *Page) renderClub() app.UI {
	now := time.Now()
	name := p.club.Name
	if name == "" {
		name = p.slug
	}
	return app.Div().Class("club").Body(
		app.H2().ID("club-name").Text(name),
		p.renderPlayer(),
		p.renderMessage(),
		p.renderWaiting(),
		p.renderGames(now),
		p.renderRanking(),
		p.renderSeason(),
		app.If(p.secret != "", func() app.UI { return p.renderOrganiser() }),
	)
}

func (p *Page) renderPlayer() app.UI {
	return app.Div().Class("field", "club-player").Body(
		app.Label().For("player").Text("Votre nom"),
		app.Input().ID("player").Type("text").Value(p.player).Attr("autocomplete", "nickname").Attr("maxlength", "32").
			OnInput(func(ctx app.Context, e app.Event) { p.player = ctx.JSSrc().Get("value").String() }),
	)
}

// renderWaiting lists this club's results waiting to be sent.
func (p *Page) renderWaiting() app.UI {
	var items []app.UI
	for _, r := range ui.ClubWaiting() {
		if r.Slug != p.slug {
			continue
		}
		text := fmt.Sprintf("Partie n° %d, %s : %d points — en attente d'envoi.", r.Number, r.Player, r.Total)
		if r.Refused != "" {
			text = fmt.Sprintf("Partie n° %d, %s : refusé par le club (%s).", r.Number, r.Player, r.Refused)
		}
		items = append(items, app.Li().Text(text))
	}
	if len(items) == 0 {
		return nil
	}
	return app.Section().ID("outbox").Class("club-card", "outbox").Body(
		app.H3().Text("Résultats en attente d'envoi"),
		app.Ul().Body(items...),
		app.Button().Type("button").ID("send-now").Class("button", "secondary").Text("Envoyer maintenant").
			OnClick(func(ctx app.Context, e app.Event) { ui.SendClubResults() }),
	)
}

func formulaName(id string) string {
	if f, err := game.ParseFormula(id); err == nil {
		return f.Name
	}
	return id
}

func rhythmName(s int) string {
	for _, r := range ui.Rhythms {
		if r.Seconds == s {
			return r.Name
		}
	}
	return strconv.Itoa(s) + " s"
}

func modeName(m string) string {
	if m == string(game.Competition) {
		return "compétition"
	}
	return "entraînement"
}

func when(rfc string) string {
	t, err := time.Parse(time.RFC3339, rfc)
	if err != nil {
		return rfc
	}
	return t.Local().Format("02/01/2006 15:04")
}

func (p *Page) renderGames(now time.Time) app.UI {
	if !p.loaded {
		if p.Message != "" && !p.Busy {
			// The club could not be read (offline, the server down):
			// the message above says why.
			return app.Button().Type("button").ID("club-retry").Class("button", "secondary").Text("Réessayer").
				OnClick(func(ctx app.Context, e app.Event) { p.Message = ""; p.load(ctx) })
		}
		return app.P().Class("help").Text("Chargement du club…")
	}
	if len(p.games) == 0 {
		return app.P().ID("no-games").Text("Aucune partie publiée pour l'instant.")
	}
	var rows []app.UI
	for i := len(p.games) - 1; i >= 0; i-- {
		g := p.games[i]
		st := state(g, now)
		label := map[string]string{"open": "Ouverte jusqu'au " + when(g.Closes), "soon": "Ouvre le " + when(g.Opens), "over": "Terminée le " + when(g.Closes)}[st]
		actions := []app.UI{
			app.Button().Type("button").ID(fmt.Sprintf("show-%d", g.Number)).Class("button", "secondary").Text("Classement").
				OnClick(func(ctx app.Context, e app.Event) { p.shown = g.Number; p.load(ctx) }),
		}
		if st == "open" {
			actions = append([]app.UI{app.Button().Type("button").ID(fmt.Sprintf("play-%d", g.Number)).Class("button").Text("Jouer").
				Disabled(p.Busy).OnClick(func(ctx app.Context, e app.Event) { p.play(ctx, g) })}, actions...)
		}
		if p.secret != "" {
			if st != "over" {
				actions = append(actions, app.Button().Type("button").ID(fmt.Sprintf("close-%d", g.Number)).Class("button", "secondary").
					Text("Clore").OnClick(func(ctx app.Context, e app.Event) { p.closeGame(ctx, g.Number) }))
			}
			actions = append(actions, app.Button().Type("button").ID(fmt.Sprintf("delete-%d", g.Number)).Class("button", "secondary").
				Text("Supprimer").OnClick(func(ctx app.Context, e app.Event) { p.deleteGame(ctx, g.Number) }))
		}
		rows = append(rows, app.Li().ID(fmt.Sprintf("game-%d", g.Number)).Class("club-game-item", st).DataSet("state", st).Body(
			app.Div().Class("club-game-title").Text(fmt.Sprintf("N° %d : %s", g.Number, g.Title)),
			app.Div().Class("club-game-meta").Text(fmt.Sprintf("%s · %s · %s · %d coups · top %d · %d joueurs", formulaName(g.Formula), rhythmName(g.Rhythm), modeName(g.Mode), g.Turns, g.TopTotal, g.Results)),
			app.Div().Class("club-game-meta").Text(label),
			p.renderLexicon(g),
			app.Div().Class("club-game-actions").Body(actions...),
		))
	}
	return app.Section().Class("club-card").Body(
		app.H3().Text("Parties"),
		app.Ul().ID("games").Class("club-games").Body(rows...),
	)
}

// standingsTable draws a ranking; remove, when not nil, adds a button a
// row.
func standingsTable(id, caption string, st []club.Standing, season bool, remove func(ctx app.Context, name string)) app.UI {
	if len(st) == 0 {
		return app.P().ID(id).Class("help").Text(caption + " : pas encore de résultat.")
	}
	head := []app.UI{app.Th().Text("#"), app.Th().Text("Joueur"), app.Th().Text("Points"), app.Th().Text("‰"), app.Th().Text("Négatif")}
	if season {
		head = append(head, app.Th().Text("Parties"))
	} else {
		head = append(head, app.Th().Text("Solos"))
	}
	if remove != nil {
		head = append(head, app.Th().Text(""))
	}
	var rows []app.UI
	for _, s := range st {
		cells := []app.UI{app.Td().Text(s.Rank), app.Td().Class("name").Text(s.Name), app.Td().Class("total").Text(s.Total),
			app.Td().Text(s.Permille), app.Td().Text(s.Deficit)}
		if season {
			cells = append(cells, app.Td().Text(s.Games))
		} else {
			cells = append(cells, app.Td().Text(s.Solos))
		}
		if remove != nil {
			cells = append(cells, app.Td().Body(app.Button().Type("button").Class("button", "secondary", "remove").Text("Retirer").
				Aria("label", "Retirer le résultat de "+s.Name).
				OnClick(func(ctx app.Context, e app.Event) { remove(ctx, s.Name) })))
		}
		rows = append(rows, app.Tr().Body(cells...))
	}
	return app.Div().Class("table-scroll").Body(app.Table().ID(id).Class("ranking").Body(
		app.Caption().Text(caption),
		app.THead().Body(app.Tr().Body(head...)),
		app.TBody().Body(rows...),
	))
}

func (p *Page) renderRanking() app.UI {
	if p.shown == 0 || !p.loaded {
		return nil
	}
	var remove func(ctx app.Context, name string)
	if p.secret != "" {
		n := p.shown
		remove = func(ctx app.Context, name string) { p.removeResult(ctx, n, name) }
	}
	return app.Section().Class("club-card").Body(
		standingsTable("ranking", fmt.Sprintf("Classement de la partie n° %d", p.shown), p.ranking, false, remove),
	)
}

func (p *Page) renderSeason() app.UI {
	if !p.loaded {
		return nil
	}
	return app.Section().Class("club-card").Body(
		standingsTable("season", "Classement de la saison (depuis le "+p.from[8:]+"/"+p.from[5:7]+"/"+p.from[:4]+")", p.season, true, nil),
	)
}
