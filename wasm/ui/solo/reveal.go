package solo

import (
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/record"
)

// Reveal is the turn's correction: the player's move against the top, the
// tied tops, the points lost, and the draw's best moves, one of which is
// shown on the board when tapped.
type Reveal struct {
	app.Compo
	Turn        record.Turn
	Result      game.Result
	Best        []record.Move
	Shown       int
	Competition bool
	OnShow      func(ctx app.Context, i int)
	OnNext      func(ctx app.Context, keyboard bool)
}

// moveText is "WORD H4, 23 points".
func moveText(m record.Move) string {
	return fmt.Sprintf("%s %s, %d %s", m.Word, m.Ref, m.Score, ui.Points(m.Score))
}

// Render draws the correction.
func (r *Reveal) Render() app.UI {
	res, t := r.Result, r.Turn
	var yours app.UI
	if p := t.Played; p != nil {
		yours = app.P().ID("yours").Class("yours").DataSet("score", res.Score).Body(
			app.Text("Votre coup : "), app.Strong().Text(p.Word), app.Text(fmt.Sprintf(" %s, %d %s", p.Ref, p.Score, ui.Points(p.Score))))
	} else {
		yours = app.P().ID("yours").Class("yours").DataSet("score", 0).Text("Vous n'avez rien joué : zéro.")
	}
	var top app.UI
	if t.Top != nil {
		top = app.P().ID("top").Class("top").DataSet("score", t.Top.Score).DataSet("word", t.Top.Word).DataSet("ref", t.Top.Ref).Body(
			app.Text("Top : "), app.Strong().Text(t.Top.Word), app.Text(fmt.Sprintf(" %s, %d %s", t.Top.Ref, t.Top.Score, ui.Points(t.Top.Score))))
	}
	verdict := app.P().ID("verdict").Class("verdict")
	switch {
	case res.Lost == 0:
		verdict = verdict.Class("found").Text("Top trouvé !")
	default:
		verdict = verdict.Text(french.Lost(res.Lost))
	}
	var warning app.UI
	if r.Competition && res.Warning {
		text := fmt.Sprintf("Avertissement n° %d : score annoncé ", res.Warnings)
		if p := t.Played; p != nil && p.Claimed > 0 {
			text += fmt.Sprintf("%d, le score juste (%d) vous est payé.", p.Claimed, p.Score)
		} else {
			text = fmt.Sprintf("Avertissement n° %d : aucun score annoncé ; le score juste vous est payé.", res.Warnings)
		}
		if res.Penalty > 0 {
			text += fmt.Sprintf(" Pénalité : −%d points.", res.Penalty)
		}
		warning = app.P().ID("warning").Class("warning").Text(text)
	}
	var ties app.UI
	if len(t.Ties) > 0 {
		var items []app.UI
		for _, m := range t.Ties {
			items = append(items, app.Li().Text(fmt.Sprintf("%s %s", m.Word, m.Ref)))
		}
		ties = app.Div().Class("ties").Body(app.P().Text("Autres tops :"), app.Ul().ID("ties").Body(items...))
	}
	var best []app.UI
	for i, m := range r.Best {
		b := app.Button().Type("button").Class("best-move").ID("best-"+strconv.Itoa(i)).
			Aria("pressed", strconv.FormatBool(i == r.Shown)).
			DataSet("word", m.Word).DataSet("ref", m.Ref).DataSet("score", m.Score).
			OnClick(func(ctx app.Context, e app.Event) {
				if r.OnShow != nil {
					r.OnShow(ctx, i)
				}
			}).Body(
			app.Span().Class("best-score").Text(strconv.Itoa(m.Score)),
			app.Span().Class("best-word").Text(m.Word),
			app.Span().Class("best-ref").Text(m.Ref),
		)
		best = append(best, app.Li().Body(b))
	}
	return app.Section().ID("reveal").Class("reveal").Aria("label", "Correction").Aria("live", "polite").Body(
		app.H2().Text(fmt.Sprintf("Coup %d : correction", t.Number)),
		yours, top, verdict, warning, ties,
		app.Button().Type("button").ID("next").Class("button").Text("Coup suivant").
			OnClick(func(ctx app.Context, e app.Event) {
				// A click made with Enter or Space has no mouse clicks
				// (detail 0): the focus then goes on to the next turn's
				// field.
				if r.OnNext != nil {
					r.OnNext(ctx, e.Get("detail").Int() == 0)
				}
			}),
		app.Details().Class("best").Open(true).Body(
			app.Summary().Text(fmt.Sprintf("Les %d meilleurs coups (touchez pour voir)", len(r.Best))),
			app.Ol().ID("best").Body(best...),
		),
	)
}
