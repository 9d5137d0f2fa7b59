package club

import (
	"testing"
	"time"
)

func TestGameState(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		opens, closes string
		closed        bool
		want          string
	}{
		{"2026-11-20T08:00:00Z", "2026-11-21T08:00:00Z", false, Over},
		{"2026-11-24T08:00:00Z", "2026-11-25T08:00:00Z", false, Open},
		{"2026-11-24T12:00:00Z", "2026-11-25T08:00:00Z", false, Open}, // opens now
		{"2026-11-24T08:00:00Z", "2026-11-24T12:00:00Z", false, Over}, // closes now
		{"2026-11-24T09:00:00Z", "2026-11-30T08:00:00Z", true, Over},  // closed by the organiser
		{"2026-11-26T08:00:00Z", "2026-11-27T08:00:00Z", false, Soon},
		{"2026-11-24T13:00:00+02:00", "2026-11-25T08:00:00Z", false, Open}, // 11:00 UTC
		{"", "", false, Over}, // unreadable times: the zero time
	} {
		g := Game{Opens: c.opens, Closes: c.closes, Closed: c.closed}
		if got := g.State(now); got != c.want {
			t.Errorf("%s – %s closed %t: %s, want %s", c.opens, c.closes, c.closed, got, c.want)
		}
	}
}
