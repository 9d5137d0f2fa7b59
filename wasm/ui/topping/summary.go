package topping

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/topping"
	"duplicata/wasm/ui/french"
)

// Summary is the end of a topping game: the total time, the tops
// found, the penalties.
type Summary struct {
	app.Compo
	Results []topping.Result
	Saved   bool
	OnNew   func(ctx app.Context)
}

// Render draws the summary.
func (s *Summary) Render() app.UI {
	var total, hints, penalties int64
	found := 0
	for _, r := range s.Results {
		total += r.Time
		hints += r.HintMillis
		penalties += r.PenaltyMillis
		if r.Found != nil {
			found++
		}
	}
	saved := "Enregistrement dans la bibliothèque…"
	if s.Saved {
		saved = "Partie enregistrée dans la bibliothèque."
	}
	figure := func(id, name, value string) app.UI {
		return app.Div().Class("figure").Body(app.Dt().Text(name), app.Dd().ID(id).Text(value))
	}
	return app.Section().ID("summary").Class("summary").Body(
		app.H2().Text("Partie finie"),
		app.Dl().Class("figures").Body(
			figure("sum-time", "Temps total", french.Millis(total)),
			figure("sum-tops", "Tops trouvés", strconv.Itoa(found)+" sur "+strconv.Itoa(len(s.Results))),
			figure("sum-hints", "Indices", "+"+french.Millis(hints)),
			figure("sum-penalties", "Pénalités", "+"+french.Millis(penalties)),
		),
		app.P().ID("saved").Class("help").Text(saved),
		app.Button().Type("button").ID("again").Class("button").Text("Nouveau topping").
			OnClick(func(ctx app.Context, e app.Event) {
				if s.OnNew != nil {
					s.OnNew(ctx)
				}
			}),
	)
}
