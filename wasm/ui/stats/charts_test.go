package stats

import (
	"encoding/xml"
	"strings"
	"testing"
	"time"

	"duplicata/engine/stats"
)

func TestCharts(t *testing.T) {
	d := time.Date(2026, 11, 24, 20, 0, 0, 0, time.UTC)
	lines := []stats.Line{{Date: d, Percent: 93.75}, {Date: d.AddDate(0, 0, 1), Percent: 41.6667}, {Date: d.AddDate(0, 0, 2), Percent: 100}}
	svg := LineChart(lines)
	if n := strings.Count(svg, "<circle"); n != 3 || !strings.Contains(svg, "<polyline") || !strings.Contains(svg, "<title>25/11/2026 : 41,7 %</title>") {
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

func TestDecimal(t *testing.T) {
	if got := Decimal(80.31842912406547, 1); got != "80,3" {
		t.Error(got)
	}
	if got := Decimal(185.0/22, 2); got != "8,41" {
		t.Error(got)
	}
}
