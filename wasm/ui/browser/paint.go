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
func AfterPaint(f func()) {
	paint.mu.Lock()
	paint.queued = append(paint.queued, f)
	asked := len(paint.queued) > 1 // a frame is asked for already
	if paint.task == nil {
		paint.task = app.FuncOf(func(this app.Value, args []app.Value) any {
			paint.mu.Lock()
			fs := paint.queued
			paint.queued = nil
			paint.mu.Unlock()
			for _, f := range fs {
				f()
			}
			return nil
		})
		paint.frame = app.FuncOf(func(this app.Value, args []app.Value) any {
			app.Window().Call("setTimeout", paint.task, 0)
			return nil
		})
	}
	paint.mu.Unlock()
	if asked {
		return
	}
	w := app.Window()
	if !w.Get("requestAnimationFrame").Truthy() { // no document (node)
		w.Call("setTimeout", paint.task, 0)
		return
	}
	w.Call("requestAnimationFrame", paint.frame)
}
