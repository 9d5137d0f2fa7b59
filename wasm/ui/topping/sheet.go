package topping

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/topping"
	"duplicata/wasm/ui/french"
)

// Sheet is the route sheet of a topping game: each turn's draw, top,
// whether it was found, and its time, hints and penalty apart; the total.
type Sheet struct {
	app.Compo
	Results []topping.Result
}

// Render draws the sheet.
func (s *Sheet) Render() app.UI {
	if len(s.Results) == 0 {
		return app.Section().ID("tsheet").Class("topping-sheet", "empty")
	}
	var rows []app.UI
	var total int64
	for _, r := range s.Results {
		total += r.Time
		found := "donné"
		if r.Found != nil {
			found = r.Found.Word
		}
		dash := func(ms int64) string {
			if ms == 0 {
				return "—"
			}
			return Cost(ms)
		}
		class := "found"
		if r.TimedOut {
			class = "timed-out"
		}
		rows = append(rows, app.Tr().Class(class).DataSet("time", r.Time).Body(
			app.Td().Class("num").Text(strconv.Itoa(r.Turn)),
			app.Td().Text(r.Draw),
			app.Td().Class("word").Text(r.Top.Word),
			app.Td().Text(r.Top.Ref),
			app.Td().Class("num").Text(strconv.Itoa(r.Top.Score)),
			app.Td().Class("word").Text(found),
			app.Td().Class("num").Text(french.Millis(r.Millis)),
			app.Td().Class("num").Text(dash(r.HintMillis)),
			app.Td().Class("num", "penalty").Text(dash(r.PenaltyMillis)),
			app.Td().Class("num", "turn-total").Text(french.Millis(r.Time)),
		))
	}
	return app.Section().ID("tsheet").Class("sheet", "topping-sheet").Aria("label", "Feuille de route").Body(
		app.H2().Text("Feuille de route"),
		app.Div().Class("sheet-scroll").Body(
			app.Table().Body(
				app.THead().Body(app.Tr().Body(
					app.Th().Class("num").Text("Coup"), app.Th().Text("Tirage"), app.Th().Text("Top"), app.Th().Text("Réf."),
					app.Th().Class("num").Text("Pts"), app.Th().Text("Trouvé"), app.Th().Class("num").Text("Temps"),
					app.Th().Class("num").Text("Indices"), app.Th().Class("num").Text("Pénalité"), app.Th().Class("num").Text("Total"),
				)),
				app.TBody().Body(rows...),
				app.TFoot().Body(app.Tr().Body(
					app.Th().ColSpan(9).Text("Temps total"),
					app.Td().ID("tsheet-total").Class("num").DataSet("ms", total).Text(french.Millis(total)),
				)),
			),
		),
	)
}
