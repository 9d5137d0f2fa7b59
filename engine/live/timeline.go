package live

import (
	"fmt"
	"time"
)

// Timeline is a live game's timeline: the configuration and the organiser's
// events, read. It answers for any instant which turn is open and when it
// closes; it has no clock of its own. It is not changed once made.
//
// Time runs on a game clock that stops while the game is paused: turn k
// opens when the game clock reaches (k−1)·(Rhythm+Pause) plus the extensions
// of the turns before it, and closes Rhythm plus its own extensions later.
// A pause inside a turn so moves its close, a pause between turns the next
// draw, by the pause's length.
type Timeline struct {
	cfg     Config
	started bool
	start   time.Time // when the first turn opens
	pauses  []span    // in order; the last may still be open
	ext     []time.Duration
	ended   bool
	end     time.Time
	removed map[string]time.Time
}

// span is a pause, [from, to); to is zero while it lasts.
type span struct{ from, to time.Time }

// New reads the organiser's events for a game of cfg. The events must be
// in the order the server recorded them, each possible when it came: a
// Start before anything but a Remove; no Pause while paused, no Resume
// while not; an extension of a turn not yet closed; nothing but a Remove
// after the end or the last turn. The first event that is not is an
// *EventError naming it.
func New(cfg Config, events []Event) (*Timeline, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if len(events) > MaxEvents {
		return nil, &EventError{Index: MaxEvents, Problem: TooMany, Detail: fmt.Sprint(len(events))}
	}
	tl := &Timeline{cfg: cfg, ext: make([]time.Duration, cfg.Turns), removed: map[string]time.Time{}}
	for i, e := range events {
		if p, detail := tl.apply(e, events[:i]); p != 0 {
			return nil, &EventError{Index: i, Kind: e.Kind, At: e.At, Problem: p, Detail: detail}
		}
	}
	return tl, nil
}

// apply adds e, which follows before, or says why it cannot.
func (tl *Timeline) apply(e Event, before []Event) (Problem, string) {
	if e.Kind < Start || e.Kind > Remove {
		return UnknownKind, fmt.Sprint(int(e.Kind))
	}
	if e.At.IsZero() {
		return NoTime, ""
	}
	if n := len(before); n > 0 && e.At.Before(before[n-1].At) {
		return OutOfOrder, "after " + before[n-1].At.UTC().Format(time.RFC3339Nano)
	}
	switch e.Kind {
	case Remove:
		if e.Player == "" {
			return NoPlayer, ""
		}
		if _, ok := tl.removed[e.Player]; ok {
			return AlreadyRemoved, e.Player
		}
		tl.removed[e.Player] = e.At
		return 0, ""
	case Start:
		if tl.started && !e.At.Before(tl.start) {
			return AlreadyStarted, "at " + tl.start.UTC().Format(time.RFC3339Nano)
		}
		opens := e.Opens
		if opens.IsZero() {
			opens = e.At
		}
		if opens.Before(e.At) {
			return StartInPast, opens.UTC().Format(time.RFC3339Nano)
		}
		tl.started, tl.start = true, opens
		return 0, ""
	}
	if !tl.started || e.At.Before(tl.start) {
		return NotStarted, ""
	}
	if tl.over(e.At) {
		return AlreadyOver, ""
	}
	paused := len(tl.pauses) > 0 && tl.pauses[len(tl.pauses)-1].to.IsZero()
	switch e.Kind {
	case Pause:
		if paused {
			return AlreadyPaused, ""
		}
		tl.pauses = append(tl.pauses, span{from: e.At})
	case Resume:
		if !paused {
			return NotPaused, ""
		}
		tl.pauses[len(tl.pauses)-1].to = e.At
	case Extend:
		if e.Turn < 1 || e.Turn > tl.cfg.Turns {
			return BadTurn, fmt.Sprint(e.Turn)
		}
		if e.By <= 0 || e.By > MaxExtension {
			return BadDuration, e.By.String()
		}
		if tl.clock(e.At) >= tl.closeOf(e.Turn) {
			return TurnClosed, fmt.Sprint(e.Turn)
		}
		tl.ext[e.Turn-1] += e.By
	case End:
		if paused {
			tl.pauses[len(tl.pauses)-1].to = e.At
		}
		tl.ended, tl.end = true, e.At
	}
	return 0, ""
}

// over reports whether the game is over at t: ended, or its last turn
// closed.
func (tl *Timeline) over(t time.Time) bool {
	return tl.ended && !t.Before(tl.end) || tl.started && tl.clock(t) >= tl.closeOf(tl.cfg.Turns)
}

// clock is the game clock at t: the time since the start, less the pauses.
func (tl *Timeline) clock(t time.Time) time.Duration {
	d := t.Sub(tl.start)
	for _, p := range tl.pauses {
		if !p.from.Before(t) {
			break
		}
		to := p.to
		if to.IsZero() || to.After(t) {
			to = t
		}
		d -= to.Sub(p.from)
	}
	return d
}

// wall is the first instant the game clock reads g, a pause still open
// taken as resumed at now.
func (tl *Timeline) wall(g time.Duration, now time.Time) time.Time {
	t := tl.start.Add(g)
	for _, p := range tl.pauses {
		if !p.from.Before(t) {
			break
		}
		to := p.to
		if to.IsZero() {
			to = now
			if to.Before(p.from) {
				to = p.from
			}
		}
		t = t.Add(to.Sub(p.from))
	}
	return t
}

// openOf and closeOf are turn k's opening and close on the game clock.
func (tl *Timeline) openOf(k int) time.Duration {
	g := time.Duration(k-1) * (tl.cfg.Rhythm + tl.cfg.Pause)
	for _, d := range tl.ext[:k-1] {
		g += d
	}
	return g
}

func (tl *Timeline) closeOf(k int) time.Duration {
	return tl.openOf(k) + tl.cfg.Rhythm + tl.ext[k-1]
}

// Config is the timeline's configuration.
func (tl *Timeline) Config() Config { return tl.cfg }

// Removed reports whether the organiser removed player, and when.
func (tl *Timeline) Removed(player string) (time.Time, bool) {
	t, ok := tl.removed[player]
	return t, ok
}

// Phase is where a live game stands.
type Phase int

// The phases of a live game.
const (
	Waiting Phase = iota // not started, or before the first turn opens
	Playing              // a turn is open
	Between              // between a turn's close and the next draw
	Over                 // after the last turn's close, or the end
)

func (p Phase) String() string {
	switch p {
	case Waiting:
		return "waiting"
	case Playing:
		return "playing"
	case Between:
		return "between"
	case Over:
		return "over"
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}

// Status is a live game at an instant.
type Status struct {
	Phase Phase
	// Paused says the clock is stopped: Left does not run.
	Paused bool
	// Turn is the open turn (Playing), or the last turn closed (Between,
	// Over); 0 before the first.
	Turn int
	// Opened and Closes are Turn's window; a close while paused is the
	// close if the game were resumed at once.
	Opened, Closes time.Time
	// Next is when the next turn opens (Waiting, Between): likewise
	// if resumed at once; zero when none will.
	Next time.Time
	// Left is the time left: of the turn while Playing, before the next
	// draw while Waiting or Between.
	Left time.Duration
	// Played is how many turns have closed and count; a turn cut by
	// the end does not.
	Played int
}

// At is the game at instant now.
func (tl *Timeline) At(now time.Time) Status {
	var s Status
	switch {
	case !tl.started:
		return s
	case now.Before(tl.start):
		s.Next, s.Left = tl.start, tl.start.Sub(now)
		return s
	}
	s.Played = tl.played(now)
	if tl.ended && !now.Before(tl.end) {
		s.Phase, s.Turn = Over, s.Played
		if s.Turn > 0 {
			s.Opened, s.Closes = tl.wall(tl.openOf(s.Turn), now), tl.wall(tl.closeOf(s.Turn), now)
		}
		return s
	}
	for _, p := range tl.pauses {
		s.Paused = s.Paused || !p.from.After(now) && (p.to.IsZero() || now.Before(p.to))
	}
	g := tl.clock(now)
	for k := 1; k <= tl.cfg.Turns; k++ {
		open, close := tl.openOf(k), tl.closeOf(k)
		if g < open {
			break
		}
		s.Turn, s.Opened, s.Closes = k, tl.wall(open, now), tl.wall(close, now)
		if g < close {
			s.Phase, s.Left = Playing, close-g
			return s
		}
	}
	if s.Turn == tl.cfg.Turns {
		s.Phase, s.Paused = Over, false
		return s
	}
	next := tl.openOf(s.Turn + 1)
	s.Phase, s.Next, s.Left = Between, tl.wall(next, now), next-g
	if s.Turn == 0 {
		s.Phase = Waiting
	}
	return s
}

// played is how many turns have closed by now and count: those closed
// before the end.
func (tl *Timeline) played(now time.Time) int {
	g := tl.clock(now)
	if tl.ended && tl.end.Before(now) {
		g = tl.clock(tl.end)
	}
	n := 0
	for n < tl.cfg.Turns && tl.closeOf(n+1) <= g {
		n++
	}
	return n
}

// Window is a turn's window.
type Window struct {
	Turn  int
	Opens time.Time
	// Closes is when the turn's time is up; while the game is paused,
	// the close if resumed at once.
	Closes time.Time
	// Collected is Closes plus Grace: the ballots received before it
	// are on time, and the top may be shown from it.
	Collected time.Time
	// Cut says the end came while the turn was open: it does not count.
	Cut bool
}

// Window is turn k's window as the events known at now make it: false for
// no turn k, before the Start, or a turn the end came before.
func (tl *Timeline) Window(k int, now time.Time) (Window, bool) {
	if k < 1 || k > tl.cfg.Turns || !tl.started {
		return Window{}, false
	}
	w := Window{Turn: k, Opens: tl.wall(tl.openOf(k), now), Closes: tl.wall(tl.closeOf(k), now)}
	if tl.ended {
		if !w.Opens.Before(tl.end) {
			return Window{}, false
		}
		if w.Closes.After(tl.end) {
			w.Closes, w.Cut = tl.end, true
		}
	}
	w.Collected = w.Closes.Add(Grace)
	return w, true
}

// Collected is how many turns count and have their ballots collected at
// now: the turns whose Collected has passed, cut ones excepted. A running
// ranking counts these.
func (tl *Timeline) Collected(now time.Time) int {
	n := 0
	for k := 1; k <= tl.cfg.Turns; k++ {
		w, ok := tl.Window(k, now)
		if !ok || w.Cut || now.Before(w.Collected) {
			break
		}
		n = k
	}
	return n
}
