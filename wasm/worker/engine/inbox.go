package engine

import "sync"

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

// Run answers the messages of in (Serve), one at a time and in order — a
// game asked for while the lexicon loads waits for it — until in is closed.
func (e *Engine) Run(h Host, in *Inbox) {
	for {
		m, ok := in.Next()
		if !ok {
			return
		}
		e.Serve(h, m)
	}
}
