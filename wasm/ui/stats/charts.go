package stats

import (
	"fmt"
	"html"
	"strings"

	"duplicata/engine/stats"
	"duplicata/wasm/ui/french"
)

// The charts are SVG drawn to a fixed view box that scales to the width
// the page gives it (a phone's 320 px as well as a desktop's column); each
// has a role, a label that says what it shows, and a table of its figures
// beside it (the text alternative).
const (
	chartW, chartH = 320.0, 160.0
	padL, padB     = 38.0, 20.0 // room for « 100 % »
	padT, padR     = 10.0, 8.0
)

// LineChart draws the percentage of the top of each game, oldest first,
// on a 0–100 % scale: a line through a dot a game, each dot titled with
// its date and percentage.
func LineChart(lines []stats.Line) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" role="img" aria-labelledby="chart-percent-title" class="chart-svg line-chart">`, chartW, chartH)
	fmt.Fprintf(&sb, `<title id="chart-percent-title">Pourcentage du top, partie après partie : %s</title>`, french.Games.Count(len(lines)))
	axes(&sb, []float64{0, 50, 100}, 100, func(v float64) string { return french.Percent(v, 0) })
	n := len(lines)
	x := func(i int) float64 {
		if n == 1 {
			return padL + (chartW-padL-padR)/2
		}
		return padL + float64(i)*(chartW-padL-padR)/float64(n-1)
	}
	y := func(p float64) float64 { return chartH - padB - max(0, min(p, 100))*(chartH-padB-padT)/100 }
	if n > 1 {
		var pts []string
		for i, l := range lines {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(i), y(l.Percent)))
		}
		fmt.Fprintf(&sb, `<polyline class="series" fill="none" points="%s"/>`, strings.Join(pts, " "))
	}
	for i, l := range lines {
		fmt.Fprintf(&sb, `<circle class="dot" cx="%.1f" cy="%.1f" r="3"><title>%s : %s</title></circle>`,
			x(i), y(l.Percent), html.EscapeString(l.Date.Format("02/01/2006")), french.Percent(l.Percent, 1))
	}
	sb.WriteString(`</svg>`)
	return sb.String()
}

// BarChart draws the mean points lost on each turn number: a bar a turn,
// titled with its figure.
func BarChart(turns []stats.TurnLoss) string {
	peak := 10.0
	for _, t := range turns {
		peak = max(peak, t.Lost)
	}
	peak = float64(int(peak+9) / 10 * 10)
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" role="img" aria-labelledby="chart-lost-title" class="chart-svg bar-chart">`, chartW, chartH)
	fmt.Fprintf(&sb, `<title id="chart-lost-title">Points perdus en moyenne à chaque coup : %s</title>`, french.Turns.Count(len(turns)))
	axes(&sb, []float64{0, peak / 2, peak}, peak, func(v float64) string { return french.Float(v, 0) })
	if n := len(turns); n > 0 {
		step := (chartW - padL - padR) / float64(n)
		bar := step * 0.75
		for i, t := range turns {
			h := t.Lost * (chartH - padB - padT) / peak
			x := padL + float64(i)*step + (step-bar)/2
			fmt.Fprintf(&sb, `<rect class="bar" x="%.1f" y="%.1f" width="%.1f" height="%.1f"><title>Coup %d : %s</title></rect>`,
				x, chartH-padB-h, bar, h, t.Turn, french.PointsLost.Float(t.Lost, 1))
			if n <= 15 || t.Turn%5 == 0 || t.Turn == 1 {
				fmt.Fprintf(&sb, `<text class="label" x="%.1f" y="%g" text-anchor="middle">%d</text>`, x+bar/2, chartH-6, t.Turn)
			}
		}
	}
	sb.WriteString(`</svg>`)
	return sb.String()
}

// axes draws the horizontal grid lines at ticks of a scale to top, each
// labelled.
func axes(sb *strings.Builder, ticks []float64, top float64, label func(float64) string) {
	for _, v := range ticks {
		y := chartH - padB - v*(chartH-padB-padT)/top
		fmt.Fprintf(sb, `<line class="grid" x1="%g" y1="%.1f" x2="%g" y2="%.1f"/>`, padL, y, chartW-padR, y)
		fmt.Fprintf(sb, `<text class="label" x="%g" y="%.1f" text-anchor="end">%s</text>`, padL-4, y+4, label(v))
	}
}
