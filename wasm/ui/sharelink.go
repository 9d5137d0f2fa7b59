package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui/browser"
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
	browser.ShareSheet("Duplicata : "+s.Title, "", s.URL)
}

// copy writes the link to the clipboard and says whether it could.
func (s *ShareLink) copy(ctx app.Context) {
	browser.CopyText(s.URL, func(ok bool) {
		ctx.Dispatch(func(ctx app.Context) {
			s.said = french.CopyFailed
			if ok {
				s.said = french.Copied
			}
		})
	})
}
