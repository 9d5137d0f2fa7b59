package engine

import (
	"fmt"
	"testing"
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
