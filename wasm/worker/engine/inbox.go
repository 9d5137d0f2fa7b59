package engine

import (
	"sync"
	"time"
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
// inbox is closed.
func (in *Inbox) Idle(d time.Duration) bool {
	in.mu.Lock()
	waiting := len(in.queue) > 0 || in.closed
	ready := in.signal()
	in.mu.Unlock()
	if waiting {
		return false
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ready:
		in.wake() // the token back, for Next
		return false
	case <-t.C:
		return true
	}
}

// warmAfter is how long the worker waits, idle, after a lexicon's load
// before it builds what the first draw needs.
const warmAfter = 200 * time.Millisecond

// Run answers the messages of in (Serve), one at a time and in order — a
// game asked for while the lexicon loads waits for it — until in is closed.
// Once a lexicon is loaded and nothing is asked for a moment (the page
// resuming its game first), it builds the lexicon's multiset filter, which
// the first draw's top needs and would otherwise build then (#27: ~0.1 s
// of « Commencer » in Go-wasm).
func (e *Engine) Run(h Host, in *Inbox) {
	for {
		if e.warm && e.lex != nil && in.Idle(warmAfter) {
			e.lex.Multisets()
			e.warm = false
		}
		m, ok := in.Next()
		if !ok {
			return
		}
		e.Serve(h, m)
	}
}
