package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// AfterPaint calls f once the browser has painted the next frame: a task
// queued from requestAnimationFrame runs after that frame's paint.
func AfterPaint(f func()) {
	var frame, task app.Func
	task = app.FuncOf(func(this app.Value, args []app.Value) any {
		task.Release()
		f()
		return nil
	})
	frame = app.FuncOf(func(this app.Value, args []app.Value) any {
		frame.Release()
		app.Window().Call("setTimeout", task, 0)
		return nil
	})
	if !app.Window().Get("requestAnimationFrame").Truthy() { // no document (node)
		frame.Release()
		app.Window().Call("setTimeout", task, 0)
		return
	}
	app.Window().Call("requestAnimationFrame", frame)
}
