package ui

import (
	"testing"
	"time"
)

// The build's progress is drawn at its first report, then at most every
// ProgressEvery: ~30 reports over a phone's 3 s build were as many renders
// of the whole page.
func TestProgressPace(t *testing.T) {
	start := time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC)
	at := func(ms int) time.Time { return start.Add(time.Duration(ms) * time.Millisecond) }
	every := int(ProgressEvery / time.Millisecond)
	tests := []struct {
		ms   int
		want bool
	}{
		{0, true},            // the first report
		{1, false},           // the next ones, soon after
		{every - 1, false},   // not yet
		{every, true},        // one period after the last drawn
		{every + 10, false},  // counted from that one
		{3*every + 5, true},  // after a silence
		{3*every + 6, false}, // counted from that one
		{4*every + 5, true},  // and so on
		{40 * every, true},
		{40*every + 1, false},
	}
	var p progressPace
	for _, tt := range tests {
		if got := p.due(at(tt.ms)); got != tt.want {
			t.Errorf("a report at %d ms: drawn %v, want %v", tt.ms, got, tt.want)
		}
	}
}
