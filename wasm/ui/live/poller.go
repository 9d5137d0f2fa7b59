package live

import "time"

// Patience is how many of its intervals a poll may go unanswered before a
// second one is sent beside it. A request can hang for the browser's 30 s
// (ui/browser's fetch timeout) on a loaded server; giving it up sooner
// showed « Hors ligne » on the wall when the server was only slow (ci22's
// TestLive). Sending another one instead keeps the first's chance to
// answer and lets the screen move on as soon as either does.
const Patience = 4

// maxPolls is how many polls may wait at once: a slow server is not sent
// more.
const maxPolls = 2

// A poller schedules the polls of one resource, one an interval (every), and tells
// which answers to apply: only one newer than the last applied, so that a
// hung poll answering late never puts an older state back on screen. It
// reads no clock of its own: each call is given the time.
type poller struct {
	every time.Duration

	started    time.Time // the newest poll's start; zero when a poll is asked for
	unanswered int       // polls sent and not yet answered
	sent       uint64    // the newest poll's number
	applied    uint64    // the newest poll whose answer was applied
}

// due reports whether a poll should be sent at now: none is waiting and
// the interval has passed or a poll was asked for (refresh), or the newest
// has waited Patience intervals; never more than maxPolls waiting.
func (p *poller) due(now time.Time) bool {
	switch {
	case p.unanswered >= maxPolls:
		return false
	case p.started.IsZero():
		return true
	case p.unanswered == 0:
		return now.Sub(p.started) >= p.every
	default:
		return now.Sub(p.started) >= Patience*p.every
	}
}

// refresh asks for a poll as soon as one may be sent: what the poll reads
// changed. One sent before may answer with the state of before; the new
// one's answer then replaces it.
func (p *poller) refresh() { p.started = time.Time{} }

// last is when the newest poll was sent; zero after refresh.
func (p *poller) last() time.Time { return p.started }

// waiting reports whether a poll is waiting for its answer.
func (p *poller) waiting() bool { return p.unanswered > 0 }

// send records a poll sent at now and returns its number, for answer.
func (p *poller) send(now time.Time) uint64 {
	p.sent++
	p.unanswered++
	p.started = now
	return p.sent
}

// answer records poll n's answer (or failure) and reports whether to apply
// it: it is newer than every answer applied so far.
func (p *poller) answer(n uint64) bool {
	p.unanswered--
	if n <= p.applied {
		return false
	}
	p.applied = n
	return true
}
