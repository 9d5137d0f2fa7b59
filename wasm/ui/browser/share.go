package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// ShareSheet opens the system's share sheet (Web Share) with a title, a
// text and a URL, the empty ones left out, and reports whether the browser
// has one. A share the player cancels is no error to show.
func ShareSheet(title, text, url string) bool {
	nav := app.Window().Get("navigator")
	if !nav.Get("share").Truthy() {
		return false
	}
	data := app.Window().Get("Object").New()
	for k, v := range map[string]string{"title": title, "text": text, "url": url} {
		if v != "" {
			data.Set(k, v)
		}
	}
	Await(nav.Call("share", data), func(app.Value, string) {})
	return true
}

// CopyText writes text to the clipboard. done, when not nil, is told
// whether it could, outside the UI goroutine (dispatch to change a
// component).
func CopyText(text string, done func(ok bool)) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		if done != nil {
			done(false)
		}
		return
	}
	Await(clip.Call("writeText", text), func(_ app.Value, errName string) {
		if done != nil {
			done(errName == "")
		}
	})
}
