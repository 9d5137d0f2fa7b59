package live

import (
	"fmt"
	"time"

	"duplicata/engine/live"
)

// Clock is the server's clock as this device reads it: the offset of the
// sample with the shortest round trip, which errs by at most half of it.
// A sample older than Stale gives way to any newer one, so that a device
// whose clock drifts, or whose first samples were all slow, is set right.
type Clock struct {
	Offset time.Duration // the server's time minus the device's
	RTT    time.Duration // the round trip of the sample kept
	At     time.Time     // when it was taken, on the device's clock
	Known  bool
}

// Stale is how long a sample is kept against newer, slower ones.
const Stale = 5 * time.Minute

// Sample takes a measurement: the request sent at sent and answered at got,
// on the device's clock, with the server's time server.
func (c *Clock) Sample(sent, got time.Time, server time.Time) {
	rtt := got.Sub(sent)
	if rtt < 0 {
		return
	}
	if c.Known && rtt > c.RTT && got.Sub(c.At) < Stale {
		return
	}
	c.Offset, c.RTT, c.At, c.Known = server.Add(rtt/2).Sub(got), rtt, got, true
}

// Now is the server's time at the device's time local.
func (c *Clock) Now(local time.Time) time.Time { return local.Add(c.Offset) }

// Timeline is the live game's timeline as the state gives it: the same
// engine/live code the server runs, over the same events.
func Timeline(st *live.State) (*live.Timeline, error) {
	cfg := live.Config{Turns: st.Game.Turns, Rhythm: time.Duration(st.Rhythm) * time.Millisecond, Pause: time.Duration(st.Pause) * time.Millisecond}
	return live.New(cfg, st.Events)
}

// Countdown is a time left as a clock shows it: « 2:05 », rounded up to
// the second so that it reads 0:00 only at the end.
func Countdown(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	s := int((d + time.Second - 1) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// Place is a standing's place as a French page says it: « 1er », « 2e »,
// « 3e ex æquo » for a shared rank.
func Place(rank int, shared bool) string {
	s := fmt.Sprintf("%de", rank)
	if rank == 1 {
		s = "1er"
	}
	if shared {
		s += " ex æquo"
	}
	return s
}
