package solo

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/wasm/ui/french"
)

// Summary is the end of the game: the totals, the percentage of the top,
// the tops and bingos found, and a chart of the turns.
type Summary struct {
	app.Compo
	Sum     game.Summary
	Results []game.Result
	Reason  string // why the game ended, as the engine says it
	Saved   bool   // the game is in the library
	OnNew   func(ctx app.Context)
}

// Render draws the end screen.
func (s *Summary) Render() app.UI {
	m := s.Sum
	line := func(id, name, value string) app.UI {
		return app.Div().Class("figure").Body(app.Dt().Text(name), app.Dd().ID(id).Text(value))
	}
	saved := "Enregistrement dans la bibliothèque…"
	if s.Saved {
		saved = "Partie enregistrée dans la bibliothèque."
	}
	figures := []app.UI{
		line("sum-total", "Votre total", fmt.Sprintf("%d", m.Total)),
		line("sum-top", "Total des tops", fmt.Sprintf("%d", m.TopTotal)),
		line("sum-percent", "Pourcentage du top", french.Percent(m.Percent, 1)),
		line("sum-tops", "Tops trouvés", fmt.Sprintf("%d sur %d", m.TopsFound, m.Turns)),
		line("sum-bingos", "Scrabbles trouvés", fmt.Sprintf("%d sur %d", m.BingosFound, m.Bingos)),
		line("sum-missed", "Scrabbles manqués", fmt.Sprintf("%d", m.BingosMissed)),
	}
	if m.Warnings > 0 {
		figures = append(figures, line("sum-warnings", "Avertissements", fmt.Sprintf("%d (pénalités : −%d)", m.Warnings, m.Penalties)))
	}
	return app.Section().ID("summary").Class("summary").Aria("label", "Fin de partie").Body(
		app.H2().Text("Fin de partie"),
		app.P().Class("reason").Text(s.Reason),
		app.Dl().Class("figures").Body(figures...),
		app.Figure().Class("chart").Body(
			app.Raw(Chart(s.Results)),
			app.FigCaption().Text("Points par coup : le top (clair) et les vôtres (foncé)."),
		),
		app.P().ID("saved").Class("help").Text(saved),
		app.Button().Type("button").ID("again").Class("button").Text("Nouvelle partie").
			OnClick(func(ctx app.Context, e app.Event) {
				if s.OnNew != nil {
					s.OnNew(ctx)
				}
			}),
	)
}

// Chart draws the turns as an SVG bar chart: for each turn the top's
// points and, over them, the player's.
func Chart(results []game.Result) string {
	const w, h, pad = 320.0, 140.0, 18.0
	peak := 10
	for _, r := range results {
		peak = max(peak, r.Top, r.Score)
	}
	n := len(results)
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" role="img" aria-label="Points par coup" class="chart-svg">`, w, h)
	fmt.Fprintf(&sb, `<line x1="%g" y1="%g" x2="%g" y2="%g" class="axis"/>`, pad, h-pad, w, h-pad)
	fmt.Fprintf(&sb, `<text x="2" y="12" class="label">%d</text>`, peak)
	if n > 0 {
		step := (w - pad) / float64(n)
		bar := step * 0.8
		scale := (h - 2*pad) / float64(peak)
		for i, r := range results {
			x := pad + float64(i)*step + (step-bar)/2
			th, ph := float64(r.Top)*scale, float64(r.Score)*scale
			fmt.Fprintf(&sb, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" class="bar-top"><title>Coup %d : top %d</title></rect>`, x, h-pad-th, bar, th, r.Turn, r.Top)
			fmt.Fprintf(&sb, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" class="bar-you"><title>Coup %d : vous %d</title></rect>`, x+bar*0.2, h-pad-ph, bar*0.6, ph, r.Turn, r.Score)
			if n <= 30 && (i == 0 || (i+1)%5 == 0) {
				fmt.Fprintf(&sb, `<text x="%.1f" y="%g" class="label" text-anchor="middle">%d</text>`, x+bar/2, h-4, r.Turn)
			}
		}
	}
	sb.WriteString(`</svg>`)
	return sb.String()
}
