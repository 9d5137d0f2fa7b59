package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui/french"
)

// ShareLink shows a share link with the ways to pass it on: the system's
// share sheet (Web Share API) where the browser has one, and a copy button
// that says whether the link was copied.
type ShareLink struct {
	app.Compo
	URL   string
	Title string // the shared game, for the share sheet

	said string // the copy's outcome
}

// Render draws the link and its buttons.
func (s *ShareLink) Render() app.UI {
	var native app.UI
	if app.Window().Get("navigator").Get("share").Truthy() {
		native = app.Button().Type("button").ID("share-native").Class("button").Text("Partager…").
			OnClick(func(ctx app.Context, e app.Event) { s.shareNative() })
	}
	return app.Div().Class("share").Body(
		app.P().Body(app.Text("Lien de partage : "), app.A().ID("share-link").Href(s.URL).Text(s.URL)),
		app.Div().Class("share-buttons").Body(
			native,
			app.Button().Type("button").ID("share-copy").Class("button", "secondary").Text("Copier le lien").
				OnClick(func(ctx app.Context, e app.Event) { s.copy(ctx) }),
		),
		app.P().ID("share-said").Class("share-said").Aria("live", "polite").Text(s.said),
	)
}

// shareNative opens the system's share sheet.
func (s *ShareLink) shareNative() {
	ShareSheet("Duplicata : "+s.Title, "", s.URL)
}

// copy writes the link to the clipboard and says whether it could.
func (s *ShareLink) copy(ctx app.Context) {
	CopyText(s.URL, func(ok bool) {
		ctx.Dispatch(func(ctx app.Context) {
			s.said = french.CopyFailed
			if ok {
				s.said = french.Copied
			}
		})
	})
}

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
	var f app.Func
	f = app.FuncOf(func(this app.Value, args []app.Value) any { f.Release(); return nil })
	nav.Call("share", data).Call("then", f, f)
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
	var ok, fail app.Func
	end := func(copied bool) {
		ok.Release()
		fail.Release()
		if done != nil {
			done(copied)
		}
	}
	ok = app.FuncOf(func(this app.Value, args []app.Value) any { end(true); return nil })
	fail = app.FuncOf(func(this app.Value, args []app.Value) any { end(false); return nil })
	clip.Call("writeText", text).Call("then", ok, fail)
}
