package live

import (
	"math/rand/v2"
	"testing"
	"time"
)

// checkTimeline checks what holds of every timeline at every instant: the
// time left is what separates now from the close or the next draw (after
// the last event, when the projection is exact); the turns played never go
// back and the end stays; the open turn's window is its Window; no more
// turns are collected than played.
func checkTimeline(t *testing.T, tl *Timeline, events []Event) {
	t.Helper()
	if len(events) == 0 {
		return
	}
	first, last := events[0].At, events[len(events)-1].At
	var prev Status
	for now := first.Add(-time.Minute); now.Before(last.Add(2 * time.Hour)); now = now.Add(5 * time.Second) {
		s := tl.At(now)
		settled := !now.Before(last)
		switch s.Phase {
		case Playing:
			if settled && !s.Closes.Equal(now.Add(s.Left)) || s.Left <= 0 || now.Before(s.Opened) {
				t.Fatalf("at %v: %+v: the turn's close is not now plus the time left", now, s)
			}
			w, ok := tl.Window(s.Turn, now)
			// Before the end is called, the turn it cuts is open.
			if !ok || !w.Opens.Equal(s.Opened) || s.Played != s.Turn-1 ||
				settled && (w.Cut || !w.Closes.Equal(s.Closes)) || !w.Cut && !w.Closes.Equal(s.Closes) {
				t.Fatalf("at %v: %+v, window %+v %v", now, s, w, ok)
			}
		case Between, Waiting:
			if tl.started && settled && !s.Next.Equal(now.Add(s.Left)) || tl.started && s.Left <= 0 {
				t.Fatalf("at %v: %+v: the next draw is not now plus the time left", now, s)
			}
			if s.Phase == Between && s.Played != s.Turn || s.Phase == Waiting && s.Turn != 0 {
				t.Fatalf("at %v: %+v", now, s)
			}
		case Over:
			if s.Left != 0 || s.Paused || s.Turn != s.Played {
				t.Fatalf("at %v: %+v", now, s)
			}
		}
		if s.Played < prev.Played || prev.Phase == Over && s.Phase != Over {
			t.Fatalf("at %v: %+v after %+v", now, s, prev)
		}
		if c := tl.Collected(now); c > s.Played {
			t.Fatalf("at %v: %d turns collected, %d played", now, c, s.Played)
		}
		prev = s
	}
}

// randomEvents makes a list of events that New accepts, trying random
// events in order of time and keeping those it takes.
func randomEvents(r *rand.Rand, cfg Config) []Event {
	base := at("20:00:00")
	now := base.Add(-time.Duration(r.IntN(600)) * time.Second)
	var events []Event
	for range 40 {
		e := Event{Kind: Kind(1 + r.IntN(int(Remove))), At: now}
		switch e.Kind {
		case Start:
			if r.IntN(2) == 0 {
				e.Opens = now.Add(time.Duration(r.IntN(300)) * time.Second)
			}
		case Extend:
			e.Turn = 1 + r.IntN(cfg.Turns)
			e.By = time.Duration(1+r.IntN(60)) * time.Second
		case Remove:
			e.Player = string(rune('A' + r.IntN(26)))
		case End:
			if r.IntN(4) > 0 {
				continue
			}
		}
		if _, err := New(cfg, append(events, e)); err == nil {
			events = append(events, e)
		}
		now = now.Add(time.Duration(r.IntN(90_000)) * time.Millisecond)
	}
	return events
}

// TestTimelineInvariants: 300 random evenings of random events.
func TestTimelineInvariants(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 1))
	for i := range 300 {
		cfg := Config{Turns: 1 + r.IntN(8), Rhythm: time.Duration(5+r.IntN(180)) * time.Second, Pause: time.Duration(2+r.IntN(40)) * time.Second}
		events := randomEvents(r, cfg)
		tl, err := New(cfg, events)
		if err != nil {
			t.Fatalf("evening %d: %v", i, err)
		}
		checkTimeline(t, tl, events)
	}
}
