package solo

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
)

// F12 is the answer to the arbiters' F12 asked at a correction: where Word
// makes Score points on the turn's board.
type F12 struct {
	Word   string           `json:"word"`
	Score  int              `json:"score"`
	Places []protocol.Place `json:"places"`
}

// F12Form is the correction's « où ce mot fait-il N points ? »: a word and
// a score typed, and the places the engine finds, valid or not, with the
// words each forms.
type F12Form struct {
	app.Compo
	Word, Score string // as typed
	Answer      *F12
	OnInput     func(ctx app.Context, word, score string)
	OnAsk       func(ctx app.Context, word string, score int)
}

// Render draws the form and its answer.
func (f *F12Form) Render() app.UI {
	input := func(ctx app.Context, word, score string) {
		if f.OnInput != nil {
			f.OnInput(ctx, word, score)
		}
	}
	var answer app.UI
	if a := f.Answer; a != nil {
		if len(a.Places) == 0 {
			answer = app.P().ID("f12-none").Text(fmt.Sprintf("%s ne fait %d %s nulle part avec ce tirage.", a.Word, a.Score, ui.Points(a.Score)))
		} else {
			var items []app.UI
			for _, p := range a.Places {
				text := fmt.Sprintf("%s %s : ", p.Word, p.Ref)
				class := "valid"
				if len(p.NotAdmitted) > 0 {
					class = "not-admitted"
					text += "non admis (" + strings.Join(p.NotAdmitted, ", ") + ")"
				} else {
					text += "valable"
					if len(p.Words) > 1 {
						text += " (forme " + strings.Join(p.Words[1:], ", ") + ")"
					}
				}
				items = append(items, app.Li().Class(class).DataSet("ref", p.Ref).Text(text))
			}
			answer = app.Ol().ID("f12-places").Body(items...)
		}
	}
	title := "Où ce mot fait-il N points ? (F12)"
	if n, err := strconv.Atoi(strings.TrimSpace(f.Score)); err == nil && n > 0 {
		title = fmt.Sprintf("Où ce mot fait-il %d %s ? (F12)", n, ui.Points(n))
	}
	return app.Details().ID("f12").Class("f12").Open(true).Body(
		app.Summary().Text(title),
		app.Form().Class("f12-form").OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			n, err := strconv.Atoi(strings.TrimSpace(f.Score))
			if err != nil || n < 0 {
				n = 0 // every place, whatever it makes
			}
			if f.OnAsk != nil {
				f.OnAsk(ctx, strings.TrimSpace(f.Word), n)
			}
		}).Body(
			app.Label().For("f12-word").Text("Mot"),
			app.Input().ID("f12-word").Type("text").Attr("autocomplete", "off").Attr("autocapitalize", "characters").
				Attr("spellcheck", "false").Size(10).Value(f.Word).
				OnInput(func(ctx app.Context, e app.Event) { input(ctx, ctx.JSSrc().Get("value").String(), f.Score) }),
			app.Label().For("f12-score").Text("Points"),
			app.Input().ID("f12-score").Type("text").Attr("inputmode", "numeric").Attr("autocomplete", "off").
				Size(4).Value(f.Score).
				OnInput(func(ctx app.Context, e app.Event) { input(ctx, f.Word, ctx.JSSrc().Get("value").String()) }),
			app.Button().Type("submit").ID("f12-ask").Class("button", "secondary").Text("Chercher"),
		),
		answer,
	)
}
