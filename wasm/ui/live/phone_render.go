package live

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/live"
	"duplicata/engine/record"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
)

// render is the phone's page.
func (ph *phone) render(p *Page) app.UI {
	switch {
	case p.slug == "" || p.number == 0:
		if p.code != "" && p.problem == "" && !p.noLive {
			return app.P().Class("live-note").Text("Recherche de la partie…")
		}
		return ph.renderCode(p)
	case ph.Key == "":
		return ph.renderJoin(p)
	case p.st == nil || p.tl == nil:
		msg := "Chargement de la partie…"
		if p.noLive {
			msg = "La partie n'est pas encore lancée en direct."
		}
		if p.problem != "" {
			msg = p.problem
		}
		return app.P().ID("live-message").Class("live-note").Text(msg)
	}
	at := p.tl.At(p.now)
	return app.Div().Class("live-phone-game").Body(
		app.Div().Class("live-phone-head").Body(
			app.Span().ID("live-me").Class("live-me").Text(ph.Name),
			app.Span().ID("live-turn").Class("live-turn").Text(phoneTurn(p, at)),
			app.Span().ID("live-countdown").Class("live-countdown").DataSet("phase", at.Phase.String()).DataSet("closes", stamp(at.Closes)).DataSet("turn", strconv.Itoa(at.Turn)).Text(phoneClock(at)),
		),
		app.If(removed(p.st, ph.Name), func() app.UI {
			return app.P().ID("live-removed").Class("live-problem").Text("L'arbitre vous a retiré de la partie.")
		}),
		ph.renderOutbox(),
		app.If(ph.note != "", func() app.UI { return app.P().ID("live-note").Class("live-problem").Text(ph.note) }),
		app.If(p.problem != "", func() app.UI { return app.P().ID("live-problem").Class("live-problem").Text(p.problem) }),
		ph.renderPlay(p, at),
		ph.renderAfter(p, at),
		app.If(at.Phase == live.Over && len(ph.Rulings) > 0, func() app.UI { return ph.renderRulings() }),
		app.If(at.Phase == live.Over && ph.Library != "" && !strings.HasPrefix(ph.Library, failedMark) && !ph.keeping, func() app.UI {
			return app.P().ID("live-library").Class("live-note").Body(
				app.Text("Votre partie, vos bulletins et leurs verdicts sont dans votre "),
				app.A().Href("/bibliotheque").Text("bibliothèque"),
				app.Text("."),
			)
		}),
		p.Waiting("live-engine"),
	)
}

func removed(st *live.State, name string) bool {
	for _, r := range st.Removed {
		if r == name {
			return true
		}
	}
	return false
}

func phoneTurn(p *Page, at live.Status) string {
	switch at.Phase {
	case live.Waiting:
		return "En attente du premier tirage"
	case live.Over:
		return "Partie terminée"
	}
	return fmt.Sprintf("Coup %d / %d", at.Turn, p.st.Game.Turns)
}

func phoneClock(at live.Status) string {
	switch {
	case at.Paused:
		return "En pause"
	case at.Phase == live.Over:
		return ""
	case at.Phase == live.Playing:
		return Countdown(at.Left)
	}
	return "Tirage dans " + Countdown(at.Left)
}

// renderCode asks for the join code shown on the room's screen.
func (ph *phone) renderCode(p *Page) app.UI {
	return app.Form().Class("live-join-form").OnSubmit(func(ctx app.Context, e app.Event) {
		e.PreventDefault()
		code := strings.ToUpper(strings.TrimSpace(ph.code))
		if code == "" {
			return
		}
		// The address names the game for a reload; the page goes on
		// without navigating (the router would keep this component).
		app.Window().Get("history").Call("replaceState", nil, "", "/direct/"+code)
		p.code, p.problem, p.noLive = code, "", false
		p.resolve(ctx)
	}).Body(
		app.H2().Text("Rejoindre une partie en direct"),
		app.Label().For("live-code-input").Text("Code affiché sur l'écran de la salle"),
		app.Input().ID("live-code-input").Class("live-code-input").Attr("autocapitalize", "characters").Attr("autocomplete", "off").
			MaxLength(8).Value(ph.code).OnInput(func(ctx app.Context, e app.Event) { ph.code = ctx.JSSrc().Get("value").String() }),
		app.Button().ID("live-code-go").Type("submit").Class("btn", "primary").Text("Continuer"),
		// After the field: a message that comes or goes must not move it
		// (go-app would mount a new field, the focus and what is being
		// typed lost).
		app.If(p.problem != "", func() app.UI { return app.P().ID("live-problem").Class("live-problem").Text(p.problem) }),
	)
}

// gameTitle is the live game's title, "" before its state comes.
func gameTitle(st *live.State) string {
	if st == nil {
		return ""
	}
	return st.Game.Title
}

// renderJoin asks for the player's name.
func (ph *phone) renderJoin(p *Page) app.UI {
	return app.Form().Class("live-join-form").OnSubmit(func(ctx app.Context, e app.Event) {
		e.PreventDefault()
		ph.join(p)
	}).Body(
		app.H2().Text("Partie en direct"),
		// Always there: the game's title, when the state comes, must not
		// move the field below it (go-app would mount a new one, the focus
		// and what is being typed lost).
		app.P().ID("live-title").Text(gameTitle(p.st)),
		app.Label().For("live-name").Text("Votre nom"),
		app.Input().ID("live-name").Attr("autocomplete", "nickname").MaxLength(32).Value(ph.name).
			OnInput(func(ctx app.Context, e app.Event) { ph.name = ctx.JSSrc().Get("value").String() }),
		app.Button().ID("live-join").Type("submit").Class("btn", "primary").Text("Rejoindre"),
		app.If(ph.note != "", func() app.UI { return app.P().ID("live-note").Class("live-problem").Text(ph.note) }),
	)
}

// renderOutbox says which ballots wait to leave.
func (ph *phone) renderOutbox() app.UI {
	if len(ph.Outbox) == 0 {
		return nil
	}
	text := fmt.Sprintf("Bulletin du coup %d en cours d'envoi…", ph.Outbox[0].Turn)
	if ph.offline {
		text = "Hors ligne : " + french.Waiting.Count(len(ph.Outbox)) + " dès le retour du réseau. Un bulletin arrivé après la fin du coup attend la décision de l'arbitre."
	}
	return app.P().ID("live-outbox").Class("live-outbox").Text(text)
}

// renderPlay is the open turn: the board, the draw, the ballot.
func (ph *phone) renderPlay(p *Page, at live.Status) app.UI {
	if ph.game == nil || ph.game.Turn != at.Turn {
		return nil
	}
	_, handed := ph.Results[at.Turn]
	if at.Phase != live.Playing {
		// The turn closed on a ballot written but not handed in: it
		// stays in view, and « Remettre » says it is too late (§6.7).
		if at.Phase != live.Between || handed || ph.word == "" {
			return nil
		}
	}
	squares := ui.Squares(ph.game, nil)
	var ballotUI app.UI
	switch {
	case handed:
		tr := ph.Results[at.Turn]
		status := "envoyé"
		for _, h := range ph.Outbox {
			if h.Turn == at.Turn {
				status = "en attente d'envoi"
			}
		}
		if a, ok := ph.Acks[at.Turn]; ok {
			status = "reçu à l'heure"
			if a.Arrival == "late" {
				status = "reçu en retard"
			}
		}
		ballotUI = app.P().ID("live-handed").Class("live-handed").Text(fmt.Sprintf("Bulletin remis : %s %s %d — %s.", tr.Ballot.Word, tr.Ballot.Ref, tr.Ballot.Score, status))
	}
	if !handed {
		field := func(id, label, mode string, v *string) app.UI {
			return app.Label().Class("live-field").Body(app.Span().Text(label),
				app.Input().ID(id).Attr("inputmode", mode).Attr("autocomplete", "off").Attr("autocapitalize", "characters").Value(*v).
					OnInput(func(ctx app.Context, e app.Event) { *v = ctx.JSSrc().Get("value").String() }))
		}
		ballotUI = app.Form().ID("live-ballot").Class("live-ballot").OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			ph.handIn(p)
		}).Body(
			field("live-word", "Mot", "text", &ph.word),
			field("live-ref", "Référence", "text", &ph.ref),
			field("live-score", "Score", "numeric", &ph.score),
			app.Button().ID("live-hand-in").Type("submit").Class("btn", "primary").Disabled(ph.stepping).Text("Remettre le bulletin"),
			app.P().Class("help").Text("Un bulletin par coup. Jokers : la lettre en minuscule (ex. MAISoN)."),
		)
	}
	return app.Div().Class("live-play").Body(
		app.Div().Class("live-phone-board").Body(&ui.Board{Squares: ui.Pack(squares)}),
		drawTiles(ph.game.Draw.String(), "live-draw"),
		ballotUI,
	)
}

// renderAfter is, once a turn's ballots are collected, the player's
// verdict, the top and their place.
func (ph *phone) renderAfter(p *Page, at live.Status) app.UI {
	k := at.Turn
	if at.Phase == live.Playing {
		k--
	}
	if k < 1 || p.tl.Collected(p.now) < k || p.st.Standing.Turns < k {
		if (at.Phase == live.Between || at.Phase == live.Over) && k >= 1 {
			return app.P().ID("live-collecting").Class("live-note").Text("Ramassage des bulletins…")
		}
		return nil
	}
	verdict := "Aucun bulletin : zéro."
	if tr, ok := ph.Results[k]; ok {
		verdict = fmt.Sprintf("Votre bulletin : %s %s %d. Verdict : %s — %s.", tr.Ballot.Word, tr.Ballot.Ref, tr.Ballot.Score, sanctionText(tr.Verdict), french.Points.Count(tr.Paid))
		if a, ok := ph.Acks[k]; ok && a.Arrival == "late" {
			verdict += " Arrivé en retard : il compte si l'arbitre l'accepte."
		}
	}
	top := ""
	if p.rec != nil && k <= len(p.rec.Turns) && p.rec.Turns[k-1].Top != nil {
		t := p.rec.Turns[k-1].Top
		top = fmt.Sprintf("Top du coup %d : %s %s — %s.", k, t.Word, t.Ref, french.Points.Count(t.Score))
	}
	place := ""
	if s := p.standing(ph.Name); s != nil {
		place = fmt.Sprintf("Votre place : %s sur %d — %s (top %d).", Place(s.Rank, p.shared(s.Rank)), len(p.st.Standing.Standings), french.Points.Count(s.Total), p.st.Standing.TopTotal)
	}
	return app.Div().ID("live-after").Class("live-after").DataSet("turn", strconv.Itoa(k)).Body(
		app.P().ID("live-verdict").Text(verdict),
		app.If(top != "", func() app.UI { return app.P().ID("live-top").Text(top) }),
		app.If(place != "", func() app.UI { return app.P().ID("live-place").Class("live-place").Text(place) }),
	)
}

// renderRulings notifies the arbiter's decisions on the player's turns,
// each with its reason (§6.9); the last on a turn is the one that holds.
func (ph *phone) renderRulings() app.UI {
	last := map[int]int{}
	for i, r := range ph.Rulings {
		last[r.Turn] = i
	}
	var items []app.UI
	for i, r := range ph.Rulings {
		if last[r.Turn] != i {
			continue
		}
		var text string
		switch {
		case r.Overrule != nil:
			v := *r.Overrule
			what := sanctionText(v)
			if w := strings.TrimSpace(v.Word + " " + v.Ref); w != "" {
				what = w + " — " + what
			}
			text = fmt.Sprintf("Coup %d : l'arbitre a revu votre verdict : %s.", r.Turn, what)
		case r.AcceptLate:
			text = fmt.Sprintf("Coup %d : l'arbitre a accepté votre bulletin arrivé en retard.", r.Turn)
		default:
			continue
		}
		if r.Reason != "" {
			text += " Motif : " + r.Reason
		}
		items = append(items, app.Li().DataSet("turn", strconv.Itoa(r.Turn)).Text(text))
	}
	if len(items) == 0 {
		return nil
	}
	return app.Div().ID("live-rulings").Class("live-after").Body(
		app.H3().Text("Décisions de l'arbitre"),
		app.Ul().Body(items...),
	)
}

// sanctionText is a verdict's sanction in French.
func sanctionText(v record.Play) string {
	switch v.Sanction {
	case "warning":
		return "avertissement"
	case "penalty":
		return "pénalité"
	case "zero", "":
		if v.Word == "" {
			return "zéro"
		}
	}
	return "valable"
}
