package engine

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"duplicata/engine/game"
	"duplicata/wasm/protocol"
)

// An Inbox gives what was pushed in order, what was pushed before Close
// included, then nothing; Next waits for a Push from another goroutine.
func TestInbox(t *testing.T) {
	var in Inbox
	got := make(chan string)
	go func() {
		for {
			m, ok := in.Next()
			if !ok {
				close(got)
				return
			}
			got <- m.JSON
		}
	}()
	in.Push(Message{JSON: "0"})
	if m := <-got; m != "0" {
		t.Fatalf("first message %q", m)
	}
	for i := 1; i <= 100; i++ {
		in.Push(Message{JSON: fmt.Sprint(i)})
	}
	in.Close()
	n := 1
	for m := range got {
		if m != fmt.Sprint(n) {
			t.Fatalf("message %q, want %d", m, n)
		}
		n++
	}
	if n != 101 {
		t.Errorf("%d messages after the first, want 100", n-1)
	}
}

// Idle is false while a message waits, or when one comes during the wait,
// and leaves it for Next; it is false once the inbox is closed; true only
// after a wait with nothing asked.
func TestInboxIdle(t *testing.T) {
	var in Inbox
	if !in.Idle(time.Millisecond) {
		t.Fatal("an empty inbox is not idle")
	}
	in.Push(Message{JSON: "queued"})
	if in.Idle(time.Hour) {
		t.Fatal("idle with a message queued")
	}
	if m, _ := in.Next(); m.JSON != "queued" {
		t.Fatalf("Next after Idle: %q", m.JSON)
	}
	go in.Push(Message{JSON: "during"})
	if in.Idle(time.Hour) {
		t.Fatal("idle though a message came during the wait")
	}
	if m, _ := in.Next(); m.JSON != "during" {
		t.Fatalf("Next after a message came during Idle: %q", m.JSON)
	}
	in.Close()
	if in.Idle(time.Hour) {
		t.Fatal("a closed inbox is idle")
	}
}

// Messages pushed together leave a token that Next does not take with
// the last one: with nothing queued, the inbox is idle all the same. It
// was not: the worker's warm-up after a lexicon's load then waited for
// the first game's request (#27).
func TestInboxIdleAfterSeveral(t *testing.T) {
	var in Inbox
	in.Push(Message{JSON: "first"})
	in.Push(Message{JSON: "second"})
	for _, want := range []string{"first", "second"} {
		if m, _ := in.Next(); m.JSON != want {
			t.Fatalf("Next = %q, want %q", m.JSON, want)
		}
	}
	if !in.Idle(10 * time.Millisecond) {
		t.Fatal("not idle with nothing queued after two messages")
	}
	go in.Push(Message{JSON: "third"})
	if m, _ := in.Next(); m.JSON != "third" {
		t.Fatalf("Next after Idle = %q, want third", m.JSON)
	}
}

// The idle warm-up plays its throwaway turn to the next draw, and the
// game in play is left as it was.
func TestWarmUp(t *testing.T) {
	e := loaded(t)
	cfg := game.Config{Seed: 2026, Formula: "joker", Rhythm: 120}
	roundTrip(t, e, protocol.Request{Body: protocol.NewGame{Config: &cfg}})
	before := e.game.State()
	if err := e.warmUp(); err != nil {
		t.Fatalf("warmUp: %v", err)
	}
	if after := e.game.State(); !reflect.DeepEqual(after, before) {
		t.Errorf("the game in play changed:\n%+v\nwant\n%+v", after, before)
	}
}

// Once a draw is in play and nothing is asked for a moment, Run prepares
// the turn's correction, once a draw; the corrections' replies are then
// the same, byte for byte, as those of an engine that never prepared.
func TestRunPrepares(t *testing.T) {
	e, plain := loaded(t), loaded(t)
	cfg := game.Config{Seed: 7, Formula: "joker"} // turn 1: a joker draw
	reqs := []protocol.Request{
		{ID: 1, Body: protocol.NewGame{Config: &cfg}},
		{ID: 2, Body: protocol.SubmitMove{}},
		{ID: 3, Body: protocol.NextTurn{}},
		{ID: 4, Body: protocol.SubmitMove{}},
	}
	var in Inbox
	h := newHost()
	type seen struct {
		turn     int
		prepared bool
	}
	var at []seen
	// Each prepare sends the page's next requests: the correction, and
	// the next draw; then, at the second draw, its correction, and the end.
	e.prepared = func() {
		at = append(at, seen{e.game.Turn(), e.game.Prepared()})
		switch len(at) {
		case 1:
			in.Push(Message{JSON: protocol.Encode(reqs[1])})
			in.Push(Message{JSON: protocol.Encode(reqs[2])})
		case 2:
			in.Push(Message{JSON: protocol.Encode(reqs[3])})
			in.Close()
		}
	}
	in.Push(Message{JSON: protocol.Encode(reqs[0])})
	done := make(chan struct{})
	go func() { e.Run(h, &in); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatalf("Run still waiting after a minute: it prepared %d draws of 2", len(at))
	}
	if want := []seen{{1, true}, {2, true}}; !reflect.DeepEqual(at, want) {
		t.Errorf("prepared %+v, want %+v", at, want)
	}
	got := h.answers()
	if len(got) != len(reqs) {
		t.Fatalf("%d answers, want %d", len(got), len(reqs))
	}
	for i, req := range reqs {
		ph := newHost()
		plain.Serve(ph, Message{JSON: protocol.Encode(req)})
		if a, b := protocol.Encode(got[i].Reply), protocol.Encode(ph.posted[0].Reply); a != b {
			t.Errorf("request %d: prepared\n%.300s\nunprepared\n%.300s", req.ID, a, b)
		}
	}
}
