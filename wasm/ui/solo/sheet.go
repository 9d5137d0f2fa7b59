package solo

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
)

// Sheet is the route sheet (feuille de route): a line a revealed turn —
// the draw, the top, its reference and points, the player's word and
// points, the cumulative total and the négatif — and the totals.
type Sheet struct {
	app.Compo
	Turns   []record.Turn
	Results []game.Result
}

// Render draws the sheet; with no turn revealed yet it is an empty table.
func (s *Sheet) Render() app.UI {
	head := app.Tr().Body(
		app.Th().Scope("col").Text("Coup"),
		app.Th().Scope("col").Text("Tirage"),
		app.Th().Scope("col").Text("Top"),
		app.Th().Scope("col").Text("Réf."),
		app.Th().Scope("col").Class("num").Text("Pts"),
		app.Th().Scope("col").Text("Votre mot"),
		app.Th().Scope("col").Class("num").Text("Vos pts"),
		app.Th().Scope("col").Class("num").Text("Cumul"),
		app.Th().Scope("col").Class("num").Text("Négatif"),
		app.Th().Scope("col").Text("Notes"),
	)
	var rows []app.UI
	for i, res := range s.Results {
		if i >= len(s.Turns) {
			break
		}
		t := s.Turns[i]
		top, ref := "", ""
		if t.Top != nil {
			top, ref = t.Top.Word, t.Top.Ref
		}
		yours := "—"
		if t.Played != nil {
			yours = t.Played.Word + " " + t.Played.Ref
		}
		tr := app.Tr().DataSet("turn", res.Turn)
		if res.Lost == 0 {
			tr = tr.Class("found")
		}
		if res.Warning {
			tr = tr.Class("warned")
		}
		pts := strconv.Itoa(res.Score)
		if res.Penalty > 0 {
			pts += " (−" + strconv.Itoa(res.Penalty) + ")"
		}
		rows = append(rows, tr.Body(
			app.Td().Text(strconv.Itoa(res.Turn)),
			app.Td().Class("draw").Text(t.Draw),
			app.Td().Class("word").Text(top),
			app.Td().Text(ref),
			app.Td().Class("num").Text(strconv.Itoa(res.Top)),
			app.Td().Class("word").Text(yours),
			app.Td().Class("num").Text(pts),
			app.Td().Class("num", "total").Text(strconv.Itoa(res.Total)),
			app.Td().Class("num", "deficit").Text(ui.Deficit(res.Deficit)),
			app.Td().Class("notes").Text(notes(t, res)),
		))
	}
	var foot app.UI
	if n := len(s.Results); n > 0 {
		last := s.Results[n-1]
		foot = app.TFoot().Body(app.Tr().Body(
			// Cell for cell under the columns that stay in view (turn,
			// draw): a cell spanning them stuck wider, over the others.
			app.Th().Scope("row").Text("Total"),
			app.Td().Class("draw"),
			app.Td().ColSpan(2),
			app.Td().ID("sheet-top-total").Class("num").Text(strconv.Itoa(last.TopTotal)),
			app.Td(),
			app.Td().ID("sheet-total").Class("num").Text(strconv.Itoa(last.Total)),
			app.Td().Class("num").Text(strconv.Itoa(last.Total)),
			app.Td().ID("sheet-deficit").Class("num").Text(ui.Deficit(last.Deficit)),
			app.Td().Class("notes").Text(french.Warnings.Count(last.Warnings)),
		))
	}
	return app.Section().Class("sheet").Aria("label", "Feuille de route").Body(
		app.H2().Text("Feuille de route"),
		app.Div().Class("sheet-scroll").Body(
			app.Table().ID("sheet").Body(app.THead().Body(head), app.TBody().Body(rows...), foot),
		),
	)
}

// notes is what the sheet's last column says of a turn: the draws rejected
// before it (§4.2, §4.6) and the warning it earned (§6.9).
func notes(t record.Turn, res game.Result) string {
	var out []string
	switch {
	case len(t.Rejected) > 0:
		out = append(out, "Rejeté : "+strings.Join(t.Rejected, ", "))
	case t.UnknownRejection:
		out = append(out, "Après un rejet")
	}
	if res.Warning {
		w := "Avertissement n° " + strconv.Itoa(res.Warnings)
		if res.Penalty > 0 {
			w += " (−" + strconv.Itoa(res.Penalty) + ")"
		}
		out = append(out, w)
	}
	return strings.Join(out, " · ")
}
