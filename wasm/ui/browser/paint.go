package browser

import (
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// paint is what waits for the next painted frame (AfterPaint): one
// animation frame asked for all of it, and the two callbacks, made once.
var paint struct {
	mu     sync.Mutex
	queued []func()
	frame  app.Func // requestAnimationFrame's: queues task
	task   app.Func // runs what was queued
}

// AfterPaint calls f once the browser has painted the next frame: a task
// queued from requestAnimationFrame runs after that frame's paint. The
// calls of a frame share one animation frame and one task, in the order
// they were made; one made by such a call waits for the frame after.
// (Each call made its own two callbacks and asked for its own frame: a
// phone's correction, which asks four times, spent ~10 ms of its 4×
// slowed main thread there, #27.)
//
// What waits is run at once when the page is hidden or left (pagehide,
// visibilitychange): a hidden page paints no frame, and the game's save
// waits here (ui.GameShell): a reload, a tab closed or an app switched to
// right after a turn would have lost it.
func AfterPaint(f func()) {
	paint.mu.Lock()
	paint.queued = append(paint.queued, f)
	asked := len(paint.queued) > 1 // a frame is asked for already
	if paint.task == nil {
		paint.task = app.FuncOf(func(this app.Value, args []app.Value) any {
			runPainted()
			return nil
		})
		// What waits is run in the task after the frame, or, when a test
		// set duplicataPaintDelay (ms) before the page's scripts, that much
		// later: every test that reads what comes after a paint (a panel
		// drawn later, the game's save) without waiting for it fails then
		// (DUPLICATA_PAINT_DELAY, site/browsertest).
		delay := 0
		if d := app.Window().Get("duplicataPaintDelay"); d.Type() == app.TypeNumber {
			delay = d.Int()
		}
		paint.frame = app.FuncOf(func(this app.Value, args []app.Value) any {
			app.Window().Call("setTimeout", paint.task, delay)
			return nil
		})
		hidden := app.FuncOf(func(this app.Value, args []app.Value) any {
			if args[0].Get("type").String() == "pagehide" || pageHidden() {
				runPainted()
			}
			return nil
		})
		w := app.Window()
		// What a test calls to wait until what waits now has run, the
		// game's save among it: duplicataAfterPaint(resolve) queues
		// resolve behind it. (Never set, nothing ever waited.)
		w.Set("duplicataAfterPaint", app.FuncOf(func(this app.Value, args []app.Value) any {
			if len(args) == 1 {
				done := args[0]
				AfterPaint(func() { done.Invoke() })
			}
			return nil
		}))
		if w.Get("addEventListener").Truthy() {
			w.Call("addEventListener", "pagehide", hidden)
		}
		if doc := w.Get("document"); doc.Truthy() {
			doc.Call("addEventListener", "visibilitychange", hidden)
		}
	}
	paint.mu.Unlock()
	if asked {
		return
	}
	w := app.Window()
	// No document (node), or a hidden page, which paints no frame.
	if !w.Get("requestAnimationFrame").Truthy() || pageHidden() {
		w.Call("setTimeout", paint.task, 0)
		return
	}
	w.Call("requestAnimationFrame", paint.frame)
}

// runPainted runs what waits for a paint, in the order it was queued.
func runPainted() {
	paint.mu.Lock()
	fs := paint.queued
	paint.queued = nil
	paint.mu.Unlock()
	for _, f := range fs {
		f()
	}
}

// pageHidden reports whether the page is hidden (another tab, another app):
// it paints no frame.
func pageHidden() bool {
	doc := app.Window().Get("document")
	return doc.Truthy() && doc.Get("visibilityState").String() == "hidden"
}
