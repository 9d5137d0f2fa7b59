//go:build js && wasm

package browser

import (
	"syscall/js"
	"testing"
	"time"
)

// fakeFrames stands in for requestAnimationFrame until the test ends: the
// callbacks it is given are kept, for the test to run as frames.
func fakeFrames(t *testing.T) *[]js.Value {
	var frames []js.Value
	raf := js.FuncOf(func(this js.Value, args []js.Value) any {
		frames = append(frames, args[0])
		return len(frames)
	})
	js.Global().Set("requestAnimationFrame", raf)
	t.Cleanup(func() {
		js.Global().Delete("requestAnimationFrame")
		raf.Release()
	})
	return &frames
}

// AfterPaint's calls of a frame share one animation frame and run in
// order after it; a call made by one of them waits for the next frame.
func TestAfterPaint(t *testing.T) {
	frames := fakeFrames(t)

	ran := make(chan string, 10)
	AfterPaint(func() { ran <- "a" })
	AfterPaint(func() {
		ran <- "b"
		AfterPaint(func() { ran <- "c" })
	})
	AfterPaint(func() { ran <- "d" })
	if len(*frames) != 1 {
		t.Fatalf("%d animation frames asked for three calls, want 1", len(*frames))
	}
	// The frame: its task runs the three calls, in order.
	(*frames)[0].Invoke(0)
	for _, want := range []string{"a", "b", "d"} {
		select {
		case got := <-ran:
			if got != want {
				t.Fatalf("ran %q, want %q", got, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%q did not run after the frame", want)
		}
	}
	// The call made meanwhile asked for a frame of its own.
	if len(*frames) != 2 {
		t.Fatalf("%d animation frames, want 2: the call made after the first frame waits for the next", len(*frames))
	}
	select {
	case got := <-ran:
		t.Fatalf("%q ran before its frame", got)
	case <-time.After(50 * time.Millisecond):
	}
	(*frames)[1].Invoke(0)
	select {
	case got := <-ran:
		if got != "c" {
			t.Fatalf("ran %q, want c", got)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the call made after the first frame did not run after the second")
	}
}

// duplicataAfterPaint, the tests' hook, calls back after what waited
// before it: a test reading the saved game after a turn reads this turn's.
func TestAfterPaintHook(t *testing.T) {
	frames := fakeFrames(t)

	ran := make(chan string, 10)
	AfterPaint(func() { ran <- "save" })
	called := js.FuncOf(func(this js.Value, args []js.Value) any {
		ran <- "hook"
		return nil
	})
	defer called.Release()
	hook := js.Global().Get("duplicataAfterPaint")
	if hook.Type() != js.TypeFunction {
		t.Fatalf("duplicataAfterPaint is %s, want a function", hook.Type())
	}
	hook.Invoke(called)
	if len(*frames) != 1 {
		t.Fatalf("%d animation frames asked for, want 1", len(*frames))
	}
	(*frames)[0].Invoke(0)
	for _, want := range []string{"save", "hook"} {
		select {
		case got := <-ran:
			if got != want {
				t.Fatalf("ran %q, want %q", got, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%q did not run after the frame", want)
		}
	}
}
