package live

import (
	"testing"
	"time"
)

// TestPoller plays the polls of a projector (every 2 s) through a hung
// request, answers out of order and a refresh.
func TestPoller(t *testing.T) {
	t0 := time.Date(2026, 11, 28, 20, 0, 0, 0, time.UTC)
	at := func(s float64) time.Time { return t0.Add(time.Duration(s * float64(time.Second))) }
	p := poller{every: 2 * time.Second}

	if !p.due(at(0)) {
		t.Fatal("the first poll is not due")
	}
	first := p.send(at(0))
	if p.due(at(1)) || p.due(at(7.9)) {
		t.Error("a second poll is due beside a waiting one before Patience intervals")
	}
	if !p.answer(first) || p.waiting() {
		t.Error("the first poll's answer is not applied")
	}
	if p.due(at(1.9)) || !p.due(at(2)) {
		t.Error("the next poll is not due at the interval")
	}

	// A poll hangs: after 4 intervals another goes beside it, and no
	// third however long both wait.
	hung := p.send(at(2))
	if p.due(at(9.9)) || !p.due(at(10)) {
		t.Error("the poll beside a hung one is not due after Patience intervals")
	}
	beside := p.send(at(10))
	if p.due(at(60)) {
		t.Errorf("a third poll is due with %d waiting", maxPolls)
	}
	// The one beside answers first: applied; the hung one's late answer
	// (an older state) is not.
	if !p.answer(beside) {
		t.Error("the newer poll's answer is not applied")
	}
	if !p.waiting() || !p.due(at(60)) {
		t.Error("with one poll waiting since 10 s, none is due at 60 s")
	}
	if p.answer(hung) {
		t.Error("the hung poll's late answer is applied over a newer one")
	}
	if p.waiting() {
		t.Error("a poll is still waiting")
	}

	// refresh: the ranking changed while a poll waits; one more is sent
	// at once, and the older answer, first back, is applied until the
	// newer replaces it.
	old := p.send(at(61))
	p.refresh()
	if !p.last().IsZero() || !p.due(at(61.1)) {
		t.Error("no poll is due after refresh")
	}
	fresh := p.send(at(61.1))
	if !p.answer(old) || !p.answer(fresh) {
		t.Error("answers in order are not both applied")
	}
	if p.due(at(63)) || !p.due(at(63.1)) {
		t.Error("the interval does not count from the newest poll")
	}
}
