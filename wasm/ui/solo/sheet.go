package solo

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
)

// Sheet is the route sheet (feuille de route): a line a revealed turn —
// the draw, the top, its reference and points, the player's word and
// points, the cumulative total and the négatif — and the totals.
type Sheet struct {
	app.Compo
	Turns   []record.Turn
	Results []game.Result

	// A correction's new line comes one painted frame after the
	// correction itself (#27: the table's new content was a tenth of the
	// correction's layout on a phone, where the sheet is below the board,
	// out of view): while waiting, the table draws no more results than
	// it drew before. Fewer results (a new game) are drawn at once.
	shown   int // how many results the last render drew
	waiting bool
}

// OnUpdate holds the new results back until the next frame is painted.
func (s *Sheet) OnUpdate(ctx app.Context) {
	if s.waiting || len(s.Results) <= s.shown {
		return
	}
	s.waiting = true
	browser.AfterPaint(func() {
		ctx.Dispatch(func(ctx app.Context) { s.waiting = false })
	})
}

// Render draws the sheet; with no turn revealed yet it is an empty table.
// The table is text alone, drawn by the browser from one string
// (ui.Markup): a correction adds its line without a call per cell.
func (s *Sheet) Render() app.UI {
	results := s.Results
	if s.waiting {
		results = results[:min(s.shown, len(results))]
	}
	s.shown = len(results)
	th := func(text string, class ...string) *ui.Markup {
		return ui.El("th").Attr("scope", "col").Class(class...).Text(text)
	}
	head := ui.El("tr").Body(
		th("Coup"), th("Tirage"), th("Top"), th("Réf."), th("Pts", "num"), th("Votre mot"),
		th("Vos pts", "num"), th("Cumul", "num"), th("Négatif", "num"), th("Notes"),
	)
	td := func(text string, class ...string) *ui.Markup {
		return ui.El("td").Class(class...).Text(text)
	}
	rows := ui.El("tbody")
	for i, res := range results {
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
		tr := ui.El("tr").DataInt("turn", res.Turn)
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
		rows.Body(tr.Body(
			td(strconv.Itoa(res.Turn)),
			td(t.Draw, "draw"),
			td(top, "word"),
			td(ref),
			td(strconv.Itoa(res.Top), "num"),
			td(yours, "word"),
			td(pts, "num"),
			td(strconv.Itoa(res.Total), "num", "total"),
			td(ui.Deficit(res.Deficit), "num", "deficit"),
			td(notes(t, res), "notes"),
		))
	}
	var foot *ui.Markup
	if n := len(results); n > 0 {
		last := results[n-1]
		foot = ui.El("tfoot").Body(ui.El("tr").Body(
			// Cell for cell under the columns that stay in view (turn,
			// draw): a cell spanning them stuck wider, over the others.
			ui.El("th").Attr("scope", "row").Text("Total"),
			td("", "draw"),
			ui.El("td").Attr("colspan", "2"),
			td(strconv.Itoa(last.TopTotal), "num").ID("sheet-top-total"),
			ui.El("td"),
			td(strconv.Itoa(last.Total), "num").ID("sheet-total"),
			td(strconv.Itoa(last.Total), "num"),
			td(ui.Deficit(last.Deficit), "num").ID("sheet-deficit"),
			td(french.Warnings.Count(last.Warnings), "notes"),
		))
	}
	return app.Section().Class("sheet").Aria("label", "Feuille de route").Body(
		app.H2().Text("Feuille de route"),
		app.Div().Class("sheet-scroll").Body(
			ui.El("table").ID("sheet").Body(ui.El("thead").Body(head), rows, foot).UI(),
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
