package stats

import (
	"encoding/xml"
	"regexp"
	"strings"
	"testing"
	"time"

	"duplicata/engine/stats"
	"duplicata/wasm/ui/french/frenchtest"
)

func TestCharts(t *testing.T) {
	d := time.Date(2026, 11, 24, 20, 0, 0, 0, time.UTC)
	lines := []stats.Line{{Date: d, Percent: 93.75}, {Date: d.AddDate(0, 0, 1), Percent: 41.6667}, {Date: d.AddDate(0, 0, 2), Percent: 100}}
	svg := LineChart(lines)
	if n := strings.Count(svg, "<circle"); n != 3 || !strings.Contains(svg, "<polyline") || !strings.Contains(svg, "<title>25/11/2026 : 41,7\u00a0%</title>") {
		t.Errorf("line chart: %d dots\n%s", n, svg)
	}
	bars := BarChart([]stats.TurnLoss{{Turn: 1, Games: 7, Lost: 50.0 / 7}, {Turn: 2, Games: 7, Lost: 90.0 / 7}})
	if n := strings.Count(bars, "<rect"); n != 2 || !strings.Contains(bars, "Coup 2 : 12,9 points perdus") {
		t.Errorf("bar chart: %d bars\n%s", n, bars)
	}
	for _, s := range []string{svg, bars, LineChart(nil), BarChart(nil)} {
		if err := xml.Unmarshal([]byte(s), new(struct{})); err != nil {
			t.Errorf("not well-formed: %v\n%s", err, s)
		}
	}
}

// TestChartsFrench: the charts' titles and axes are written in French:
// « 0 % » with its no-break space, « 0,5 point perdu » in the singular.
func TestChartsFrench(t *testing.T) {
	d := time.Date(2026, 11, 24, 20, 0, 0, 0, time.UTC)
	svg := LineChart([]stats.Line{{Date: d, Percent: 90.66}})
	for _, want := range []string{">0\u00a0%<", ">50\u00a0%<", ">100\u00a0%<", "<title>24/11/2026 : 90,7\u00a0%</title>"} {
		if !strings.Contains(svg, want) {
			t.Errorf("line chart: no %q\n%s", want, svg)
		}
	}
	bars := BarChart([]stats.TurnLoss{{Turn: 1, Games: 2, Lost: 0.5}, {Turn: 2, Games: 2, Lost: 1}})
	if !strings.Contains(bars, "Coup 1 : 0,5 point perdu<") || !strings.Contains(bars, "Coup 2 : 1,0 point perdu<") || !strings.Contains(bars, "Points perdus en moyenne à chaque coup : 2 coups") {
		t.Errorf("bar chart:\n%s", bars)
	}
	tags := regexp.MustCompile(`<[^>]*>`)
	for _, s := range []string{svg, bars, LineChart(nil), BarChart(nil)} {
		text := tags.ReplaceAllString(s, " ")
		if f := frenchtest.Faults(text); len(f) > 0 {
			t.Errorf("%s: %v", text, f)
		}
	}
}
