package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// WhenIdle calls f once the browser is idle (requestIdleCallback), or
// after timeout milliseconds at the latest; where there is no
// requestIdleCallback (WebKit), after timeout. It is for work nobody
// waits for, done so that an action the player does wait for does not
// do it then.
func WhenIdle(timeout int, f func()) {
	var task app.Func
	task = app.FuncOf(func(this app.Value, args []app.Value) any {
		task.Release()
		f()
		return nil
	})
	w := app.Window()
	if !w.Get("requestIdleCallback").Truthy() {
		w.Call("setTimeout", task, timeout)
		return
	}
	w.Call("requestIdleCallback", task, map[string]any{"timeout": timeout})
}
