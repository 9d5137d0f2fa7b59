package live

import (
	"testing"
	"time"
)

// TestWindow: each turn's window and collection, and how many turns are
// collected, as the events make them.
func TestWindow(t *testing.T) {
	type w struct{ opens, closes string }
	for _, c := range []struct {
		name      string
		events    []Event
		now       string
		want      []w // turns 1..; "" for no window
		cut       int // the turn cut by the end, 0 for none
		collected int
	}{
		{"not started", nil, "20:00:00", []w{{}, {}, {}}, 0, 0},
		{"planned from a set start", []Event{startAt("19:00:00", "20:00:00")}, "19:00:00",
			[]w{{"20:00:00", "20:03:00"}, {"20:03:30", "20:06:30"}, {"20:07:00", "20:10:00"}}, 0, 0},
		{"turn 1 closed, not yet collected", []Event{start("20:00:00")}, "20:03:01",
			[]w{{"20:00:00", "20:03:00"}, {"20:03:30", "20:06:30"}, {"20:07:00", "20:10:00"}}, 0, 0},
		{"turn 1 collected", []Event{start("20:00:00")}, "20:03:02",
			[]w{{"20:00:00", "20:03:00"}, {"20:03:30", "20:06:30"}, {"20:07:00", "20:10:00"}}, 0, 1},
		{"paused in turn 2, projected as resumed now", []Event{start("20:00:00"), pause("20:04:00")}, "20:05:00",
			[]w{{"20:00:00", "20:03:00"}, {"20:03:30", "20:07:30"}, {"20:08:00", "20:11:00"}}, 0, 1},
		{"turn 2 extended", []Event{start("20:00:00"), extend("20:04:00", 2, 40*time.Second)}, "20:30:00",
			[]w{{"20:00:00", "20:03:00"}, {"20:03:30", "20:07:10"}, {"20:07:40", "20:10:40"}}, 0, 3},
		{"ended in turn 2", []Event{start("20:00:00"), end("20:05:00")}, "20:30:00",
			[]w{{"20:00:00", "20:03:00"}, {"20:03:30", "20:05:00"}, {}}, 2, 1},
		{"ended at turn 2's draw: no turn 2", []Event{start("20:00:00"), end("20:03:30")}, "20:30:00",
			[]w{{"20:00:00", "20:03:00"}, {}, {}}, 0, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			tl, err := New(evening, c.events)
			if err != nil {
				t.Fatal(err)
			}
			now := at(c.now)
			for i, want := range c.want {
				got, ok := tl.Window(i+1, now)
				if want.opens == "" {
					if ok {
						t.Errorf("turn %d: window %+v, want none", i+1, got)
					}
					continue
				}
				closes := at(want.closes)
				ww := Window{Turn: i + 1, Opens: at(want.opens), Closes: closes, Collected: closes.Add(Grace), Cut: c.cut == i+1}
				if !ok || got != ww {
					t.Errorf("turn %d: window %+v, %v; want %+v", i+1, got, ok, ww)
				}
			}
			if got := tl.Collected(now); got != c.collected {
				t.Errorf("Collected = %d, want %d", got, c.collected)
			}
		})
	}
	tl, _ := New(evening, []Event{start("20:00:00")})
	for _, k := range []int{0, -1, 4} {
		if w, ok := tl.Window(k, at("20:00:00")); ok {
			t.Errorf("Window(%d) = %+v, want none", k, w)
		}
	}
}
