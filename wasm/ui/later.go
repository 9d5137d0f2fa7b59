package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui/browser"
)

// Later draws its content one frame after it is mounted: what the player
// waits for (the top, the draw's rack) is drawn and painted first, and what
// lies below it (the correction's list of moves, the route sheet, the
// board's settings) in the next frame. On a phone a correction mounted some
// 150 elements before anything showed (#27). Once drawn, the content is
// updated like any other; a server's prerendering draws it at once.
type Later struct {
	app.Compo
	// ID is the placeholder's id while the content waits (a page may
	// style or look for it); none if empty.
	ID string
	// Content draws the content; it is called at every render once the
	// frame has passed.
	Content func() app.UI

	shown bool
}

// OnMount waits for the next frame to be painted.
func (l *Later) OnMount(ctx app.Context) {
	if l.shown {
		return
	}
	browser.AfterPaint(func() { ctx.Dispatch(func(ctx app.Context) { l.shown = true }) })
}

// Render draws the content, or an empty, hidden placeholder until then.
func (l *Later) Render() app.UI {
	if (l.shown || app.IsServer) && l.Content != nil {
		if c := l.Content(); c != nil {
			return c
		}
	}
	d := app.Div().Hidden(true).Class("later")
	if l.ID != "" {
		d = d.ID(l.ID)
	}
	return d
}
