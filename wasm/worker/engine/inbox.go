package engine

import (
	"runtime"
	"sync"
	"time"

	"duplicata/engine/analysis"
	"duplicata/engine/game"
	"duplicata/wasm/protocol"
)

// Inbox is the queue of the messages the worker received and has not
// answered yet. Push never blocks: the browser calls it from a js.FuncOf
// callback, which holds the JavaScript event loop until it returns, and
// that loop is what resolves the fetch or IndexedDB promise the engine may
// be waiting on meanwhile — a bounded queue full then would be a deadlock.
// The zero Inbox is empty and ready.
type Inbox struct {
	mu     sync.Mutex
	queue  []Message
	closed bool
	ready  chan struct{} // holds a token while the queue may be non-empty or closed
}

// signal is the channel that wakes Next, made on first use.
func (in *Inbox) signal() chan struct{} {
	if in.ready == nil {
		in.ready = make(chan struct{}, 1)
	}
	return in.ready
}

// wake leaves a token for Next, unless one is there already.
func (in *Inbox) wake() {
	select {
	case in.signal() <- struct{}{}:
	default:
	}
}

// Push adds m at the end of the queue.
func (in *Inbox) Push(m Message) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.queue = append(in.queue, m)
	in.wake()
}

// Close ends the queue: Next answers what it holds, then no more. The
// browser's worker never closes it; the tests do.
func (in *Inbox) Close() {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.closed = true
	in.wake()
}

// Next waits for the first message of the queue and takes it; false once
// the inbox is closed and empty.
func (in *Inbox) Next() (Message, bool) {
	for {
		in.mu.Lock()
		if len(in.queue) > 0 {
			m := in.queue[0]
			in.queue[0] = Message{} // its bytes can go once answered
			in.queue = in.queue[1:]
			if len(in.queue) > 0 {
				in.wake()
			}
			in.mu.Unlock()
			return m, true
		}
		closed, ready := in.closed, in.signal()
		in.mu.Unlock()
		if closed {
			return Message{}, false
		}
		<-ready
	}
}

// Idle reports whether the inbox stays empty for d: false at once when a
// message is there or comes meanwhile (it is left for Next), or once the
// inbox is closed. A token left by a message Next took without it (the
// last of several pushed together) wakes it with nothing queued: it waits
// on. It once returned false then, and the worker's warm-up (Run) waited
// for the next message — the first game's (#27).
func (in *Inbox) Idle(d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	for {
		in.mu.Lock()
		waiting := len(in.queue) > 0 || in.closed
		ready := in.signal()
		in.mu.Unlock()
		if waiting {
			return false
		}
		select {
		case <-ready:
			// A message, or a token left with nothing queued: look again.
			// Next takes a queued message without a token.
		case <-t.C:
			return true
		}
	}
}

// warmAfter is how long the worker waits, idle, after a lexicon's load
// before it builds what the first draw needs.
const warmAfter = 200 * time.Millisecond

// aheadAfter is how long the worker waits, idle, after a draw before it
// prepares the turn's correction: the page's requests of the turn's start
// (the live score of a move placed at once) come first.
const aheadAfter = 50 * time.Millisecond

// Run answers the messages of in (Serve), one at a time and in order — a
// game asked for while the lexicon loads waits for it — until in is closed.
// Once a lexicon is loaded and nothing is asked for a moment (the page
// resuming its game first), it plays a throwaway turn (warmUp); once a
// draw is in play and nothing is asked for a moment, it prepares the
// turn's correction (prepare).
func (e *Engine) Run(h Host, in *Inbox) {
	for {
		if e.warm && e.lex != nil && in.Idle(warmAfter) {
			e.warmUp() // nothing to tell: a first game would meet the same failure and say it
			e.warm = false
		}
		if g := e.game; g != nil && g.Phase() == game.Playing && (e.ahead.game != g || e.ahead.turn != g.Turn()) && in.Idle(aheadAfter) {
			e.prepare()
		}
		m, ok := in.Next()
		if !ok {
			return
		}
		e.Serve(h, m)
	}
}

// prepare finds the moves of the draw in play while the player thinks:
// the game's list (game.Game.Prepare) and the analysis's count, which the
// correction's reply carries (state). A joker draw's took the correction's
// reply ~5 ms natively, several times that in a browser's worker (#27).
// It is tried once a draw: a panic drops it, and the correction, which
// finds the moves again, says what failed.
func (e *Engine) prepare() {
	g := e.game
	e.ahead.game, e.ahead.turn = g, g.Turn()
	defer func() {
		recover()
		if e.prepared != nil {
			e.prepared()
		}
	}()
	g.Prepare()
	e.training().List(g.Board(), g.Draw().Rack(), g.Formula().Params, analysis.Query{Limit: 1})
}

// warmUp plays the first turn of a throwaway game on the lexicon loaded,
// its replies encoded and dropped, the game in play left alone: what a
// first game needs is then built — the lexicon's multiset filter, which
// the top's search asks for (~0.1 s in Go-wasm), encoding/json's encoders
// of the replies, and the browser's compiled code of the search, the
// correction and the analysis, which V8 compiles at a function's first
// call. Last it collects the garbage of the load and of the throwaway
// game, which the first game's requests would otherwise pay for: Go-wasm
// has one thread, and the collection stops the worker. #27: a phone's
// first « Commencer » waited 90–150 ms for the worker's reply, the next
// one 7–15 ms.
func (e *Engine) warmUp() error {
	defer runtime.GC()
	e.lex.Multisets()
	scratch := Engine{lex: e.lex}
	cfg := game.Config{Seed: 1, Formula: "normal"}
	for _, ask := range []func() protocol.Reply{
		func() protocol.Reply { return scratch.New(0, protocol.NewGame{Config: &cfg}) },
		func() protocol.Reply { return scratch.Submit(0, protocol.SubmitMove{}) },
		func() protocol.Reply { return scratch.Next(0) },
	} {
		r := ask()
		protocol.Encode(r)
		if err := r.Err(); err != nil {
			return err
		}
	}
	return nil
}
