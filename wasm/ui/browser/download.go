package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Download offers text as a file named name, of the given MIME type
// ("text/plain" when empty), UTF-8.
func Download(name, mime, text string) {
	if mime == "" {
		mime = "text/plain"
	}
	win := app.Window()
	blob := win.Get("Blob").New([]any{text}, map[string]any{"type": mime + ";charset=utf-8"})
	u := win.Get("URL").Call("createObjectURL", blob)
	a := win.Get("document").Call("createElement", "a")
	a.Set("href", u)
	a.Set("download", name)
	win.Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	win.Get("URL").Call("revokeObjectURL", u)
}
