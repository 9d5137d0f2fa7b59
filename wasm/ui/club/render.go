package club

import (
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
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
		p.renderOutbox(),
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

// renderNote is what « Jouer » answered, under game n's buttons: the game
// being started (neutral), or why it was not.
func (p *Page) renderNote(n int) app.UI {
	note := app.P().ID(fmt.Sprintf("note-%d", n)).Attr("role", "status").Aria("live", "polite")
	if p.starting == n {
		return note.Class("help", "club-note").Text("Chargement de la partie…")
	}
	return note.Class("message", "club-note").Text(p.notes[n])
}

// playersCount is « aucun joueur », « 1 joueur », « 12 joueurs ».
func playersCount(n int) string {
	if n == 0 {
		return "aucun joueur"
	}
	return french.Players.Count(n)
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
		st := g.State(now)
		label := map[string]string{"open": "Ouverte jusqu'au " + when(g.Closes), "soon": "Ouvre le " + when(g.Opens), "over": "Terminée le " + when(g.Closes)}[st]
		actions := []app.UI{
			app.Button().Type("button").ID(fmt.Sprintf("show-%d", g.Number)).Class("button", "secondary").Text("Classement").
				OnClick(func(ctx app.Context, e app.Event) { p.shown = g.Number; p.load(ctx) }),
		}
		result := p.renderResult(g)
		if st == "open" && result == nil {
			actions = append([]app.UI{app.Button().Type("button").ID(fmt.Sprintf("play-%d", g.Number)).Class("button").Text("Jouer").
				Disabled(p.Busy).OnClick(func(ctx app.Context, e app.Event) { p.play(ctx, g) })}, actions...)
		}
		if st == "open" { // the live evening (wasm/ui/live): the phone's page, the projector's
			actions = append(actions, app.A().ID(fmt.Sprintf("live-%d", g.Number)).Class("button", "secondary").
				Href(fmt.Sprintf("/club/%s/direct/joueur?partie=%d", p.slug, g.Number)).Text("Jouer en direct"),
				app.A().ID(fmt.Sprintf("projector-%d", g.Number)).Class("button", "secondary").
					Href(fmt.Sprintf("/club/%s/direct?partie=%d", p.slug, g.Number)).Text("Écran de la salle"))
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
			app.Div().Class("club-game-meta").Text(fmt.Sprintf("%s · %s · %s · %s · top %s · %s", formulaName(g.Formula), rhythmName(g.Rhythm), modeName(g.Mode), french.Turns.Count(g.Turns), french.Number(g.TopTotal), playersCount(g.Results))),
			app.Div().Class("club-game-meta").Text(label),
			p.renderLexicon(g),
			result,
			app.Div().Class("club-game-actions").Body(actions...),
			p.renderNote(g.Number),
		))
	}
	return app.Section().Class("club-card").Body(
		app.H3().Text("Parties"),
		app.Ul().ID("games").Class("club-games").Body(rows...),
	)
}

// standingsTable draws a ranking; remove, when not nil, adds a button a
// row.
func standingsTable(id, caption string, st []club.Standing, season bool, you string, remove func(ctx app.Context, name string)) app.UI {
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
		cells := []app.UI{app.Td().Text(s.Rank), app.Td().Class("name").Text(s.Name), app.Td().Class("total").Text(french.Number(s.Total)),
			app.Td().Text(french.Number(s.Permille)), app.Td().Text(french.Number(s.Deficit))}
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
		row := app.Tr()
		if you != "" && s.Name == you {
			row = row.Class("you").Aria("current", "true")
		}
		rows = append(rows, row.Body(cells...))
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
		standingsTable("ranking", fmt.Sprintf("Classement de la partie n° %d", p.shown), p.ranking, false, p.yours(p.shown), remove),
	)
}

func (p *Page) renderSeason() app.UI {
	if !p.loaded {
		return nil
	}
	return app.Section().Class("club-card").Body(
		standingsTable("season", "Classement de la saison (depuis le "+p.from[8:]+"/"+p.from[5:7]+"/"+p.from[:4]+")", p.season, true, "", nil),
	)
}
