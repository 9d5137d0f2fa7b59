package embed

import (
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
)

// Render draws the frame: what the game is and « Jouer », or the solo
// page's game; the club's ranking; « Ouvrir dans Duplicata ».
func (p *Page) Render() app.UI {
	engine, state := "loading", "intro"
	if p.Ready {
		engine = "ready"
	}
	if p.playing {
		state = "playing"
	}
	var body app.UI
	if p.playing {
		body = p.game
	} else {
		body = p.intro()
	}
	return app.Div().ID("embed").Class("embed-page").DataSet("engine", engine).DataSet("embed", state).Body(
		p.storageNotice(),
		body,
		p.renderRanking(),
		p.foot(),
	)
}

// storageNotice says that the browser keeps nothing for the frame.
func (p *Page) storageNotice() app.UI {
	if !p.refused {
		return nil
	}
	return app.P().ID("embed-storage").Class("embed-notice").Text(
		"Ce navigateur ne laisse rien garder à Duplicata dans le site de votre club : vous pouvez jouer, mais rien ne sera gardé " +
			"(ni la partie en cours, ni votre bibliothèque, ni un résultat de club en attente d'envoi), et le lexique est préparé à chaque visite. " +
			"Pour garder vos parties, ouvrez Duplicata.")
}

// foot is the way to the full app, in a new tab: the same game there.
func (p *Page) foot() app.UI {
	lex := p.Lexicon
	if lex == "" {
		lex = "fr-libre"
	}
	return app.Div().Class("embed-foot").Body(
		app.A().ID("embed-open").Class("button", "secondary").Href(p.appURL()).
			DataSet("turn", p.carried.turn).DataSet("phase", string(p.carried.phase)).
			Target("_blank").Rel("noopener").Text("Ouvrir dans Duplicata"),
		app.P().Class("embed-brand").Text("Scrabble duplicate avec Duplicata · lexique "+lex),
	)
}

// intro is what the game is, the choices left to the player, and
// « Jouer ».
func (p *Page) intro() app.UI {
	title, about := p.describe()
	var fields []app.UI
	if p.problem != "" {
		fields = append(fields, app.P().ID("embed-problem").Class("embed-notice").Text(p.problem))
	}
	if p.missing != "" {
		fields = append(fields, app.P().ID("embed-lexicon").Class("embed-notice").Text(
			"Cette partie se joue avec le lexique « "+p.missing+" », que ce navigateur n'a pas ici. "+
				"Ouvrez Duplicata pour l'importer (Lexiques), puis revenez."))
	}
	resume := p.resumable()
	if p.params.Kind != Club && !resume {
		if p.params.Mode == "" {
			fields = append(fields, app.Div().Class("field").Body(
				app.Label().For("embed-mode").Text("Mode"),
				app.Select().ID("embed-mode").Body(ui.Options(string(p.mode),
					ui.Option{Value: string(game.Training), Label: "Entraînement"},
					ui.Option{Value: string(game.Competition), Label: "Compétition"})...).
					OnChange(func(ctx app.Context, e app.Event) { p.mode = game.Mode(ui.ChosenValue(ctx.JSSrc())) }),
			))
		}
		if p.params.Rhythm < 0 {
			fields = append(fields, app.Div().Class("field").Body(
				app.Label().For("embed-rhythm").Text("Cadence"),
				app.Select().ID("embed-rhythm").Body(ui.Options(strconv.Itoa(p.rhythm), ui.RhythmOptions()...)...).
					OnChange(func(ctx app.Context, e app.Event) { p.rhythm, _ = strconv.Atoi(ui.ChosenValue(ctx.JSSrc())) }),
			))
		}
	}
	if p.params.Kind == Club && p.cl.open && !resume {
		fields = append(fields, app.Div().Class("field").Body(
			app.Label().For("embed-player").Text("Votre nom"),
			app.Input().Type("text").ID("embed-player").MaxLength(32).Attr("autocomplete", "nickname").
				Value(p.cl.player).Aria("describedby", "embed-player-help").
				OnInput(func(ctx app.Context, e app.Event) { p.cl.player = ctx.JSSrc().Get("value").String() }),
			app.P().ID("embed-player-help").Class("help").Text("Le résultat est envoyé au club sous ce nom, à la fin de la partie."),
		))
	}
	var action app.UI
	if p.params.Kind != Club || (p.cl.pub != nil && (p.cl.open || resume)) {
		label := "Jouer"
		switch {
		case resume:
			label = "Reprendre la partie"
		case p.params.Kind == Daily:
			label = "Jouer la partie du jour"
		case p.params.Kind == Club:
			label = "Jouer la partie du club"
		}
		b := app.Button().Type("button").ID("embed-play").Class("button").Text(label).
			Disabled(!p.Ready || p.Busy || p.missing != "").
			OnClick(func(ctx app.Context, e app.Event) { p.play(ctx) })
		// While the lexicon loads, the message line under it says so
		// (neutral), and names the button's wait.
		action = b.Aria("describedby", "message")
	}
	if p.cl.failed != "" {
		fields = append(fields, app.P().ID("embed-club-failed").Class("embed-notice").Text(p.cl.failed))
	}
	return app.Section().Class("embed-intro").Aria("labelledby", "embed-title").Body(
		app.H1().ID("embed-title").Text(title),
		app.If(about != "", func() app.UI { return app.P().ID("embed-about").Class("help").Text(about) }),
		app.Range(fields).Slice(func(i int) app.UI { return fields[i] }),
		action,
		p.StatusLine("message"),
		p.Retry(),
	)
}

// describe is the game's title and a line about it.
func (p *Page) describe() (title, about string) {
	now := time.Now()
	switch p.params.Kind {
	case Club:
		g := p.cl.pub
		if g == nil {
			return p.params.Title(p.cl.name, "", now), ""
		}
		state := "ouverte jusqu'au " + localTime(g.Game.Closes)
		if !p.cl.open {
			state = "close"
		}
		mode := "entraînement"
		if g.Game.Mode == string(game.Competition) {
			mode = "compétition"
		}
		return p.params.Title(p.cl.name, g.Game.Title, now),
			french.Turns.Count(g.Game.Turns) + fmt.Sprintf(" · top %d · %s · %s · %s", g.Game.TopTotal, rhythmName(g.Record.Rhythm), mode, state)
	case Daily:
		return p.params.Title("", "", now), fmt.Sprintf("La même partie pour tous aujourd'hui : partie normale n° %d.", p.params.Seed)
	}
	return p.params.Title("", "", now), "Le même numéro et la même formule donnent les mêmes tirages, ici et dans Duplicata."
}

// localTime is an RFC 3339 time in the reader's time zone, French.
func localTime(s string) string {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return s
	}
	return t.Local().Format("02/01/2006 à 15:04")
}

// rhythmName is a rhythm's name, « sans limite » for none.
func rhythmName(seconds int) string {
	for _, r := range ui.Rhythms {
		if r.Seconds == seconds && seconds > 0 {
			return r.Name
		}
	}
	return "sans limite"
}
