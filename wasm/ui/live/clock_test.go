package live

import (
	"testing"
	"time"

	"duplicata/engine/club"
	"duplicata/engine/live"
)

var t0 = time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC)

// TestClockSample: the shortest round trip's offset is kept, at half of
// it; a stale sample gives way to a slower, newer one.
func TestClockSample(t *testing.T) {
	var c Clock
	// The server is 3 s ahead; the first trip takes 400 ms, the second 100.
	c.Sample(t0, t0.Add(400*time.Millisecond), t0.Add(3*time.Second+200*time.Millisecond))
	if !c.Known || c.Offset != 3*time.Second || c.RTT != 400*time.Millisecond {
		t.Fatalf("first sample: %+v", c)
	}
	c.Sample(t0.Add(time.Second), t0.Add(time.Second+100*time.Millisecond), t0.Add(4*time.Second+70*time.Millisecond))
	if c.Offset != 3*time.Second+20*time.Millisecond || c.RTT != 100*time.Millisecond {
		t.Fatalf("a shorter trip: %+v", c)
	}
	c.Sample(t0.Add(2*time.Second), t0.Add(2*time.Second+900*time.Millisecond), t0.Add(9*time.Second))
	if c.RTT != 100*time.Millisecond {
		t.Fatalf("a longer trip taken: %+v", c)
	}
	later := t0.Add(Stale + 2*time.Second)
	c.Sample(later, later.Add(300*time.Millisecond), later.Add(2*time.Second+150*time.Millisecond))
	if c.Offset != 2*time.Second || c.RTT != 300*time.Millisecond {
		t.Fatalf("after Stale: %+v", c)
	}
	if got := c.Now(later); !got.Equal(later.Add(2 * time.Second)) {
		t.Errorf("Now %v", got)
	}
	c.Sample(later, later.Add(-time.Second), later) // a clock set back mid-trip
	if c.RTT != 300*time.Millisecond {
		t.Errorf("a negative trip taken: %+v", c)
	}
}

// TestTimeline: the state's timeline is the server's: the same turn and
// close at the same instant.
func TestTimeline(t *testing.T) {
	st := &live.State{Game: club.Game{Turns: 3}, Rhythm: 60000, Pause: 20000, Events: []live.Event{
		{Kind: live.Start, At: t0}, {Kind: live.Pause, At: t0.Add(30 * time.Second)}, {Kind: live.Resume, At: t0.Add(40 * time.Second)},
	}}
	tl, err := Timeline(st)
	if err != nil {
		t.Fatal(err)
	}
	at := tl.At(t0.Add(65 * time.Second))
	if at.Phase != live.Playing || at.Turn != 1 || at.Left != 5*time.Second || !at.Closes.Equal(t0.Add(70*time.Second)) {
		t.Errorf("at 65 s: %+v", at)
	}
	st.Events = append(st.Events, live.Event{Kind: live.Resume, At: t0.Add(50 * time.Second)})
	if _, err := Timeline(st); err == nil {
		t.Error("a resume while running read")
	}
}

func TestCountdown(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{0, "0:00"}, {-time.Second, "0:00"}, {time.Millisecond, "0:01"}, {59 * time.Second, "0:59"},
		{3 * time.Minute, "3:00"}, {125*time.Second + 1, "2:06"}, {time.Hour + 61*time.Second, "1:01:01"},
	} {
		if got := Countdown(c.d); got != c.want {
			t.Errorf("Countdown(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}

func TestPlace(t *testing.T) {
	for _, c := range []struct {
		rank   int
		shared bool
		want   string
	}{{1, false, "1er"}, {1, true, "1er ex æquo"}, {2, false, "2e"}, {13, true, "13e ex æquo"}} {
		if got := Place(c.rank, c.shared); got != c.want {
			t.Errorf("Place(%d, %v) = %q, want %q", c.rank, c.shared, got, c.want)
		}
	}
}
