package ui

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A prerendered page (the server's, or these tests natively) has Later's
// content at once; in the browser its placeholder comes first, hidden and
// empty, with the id given.
func TestLater(t *testing.T) {
	html := app.HTMLString(&Later{ID: "wait", Content: func() app.UI { return app.P().ID("below").Text("plus bas") }})
	if app.IsServer {
		if !strings.Contains(html, `id="below"`) || strings.Contains(html, `id="wait"`) {
			t.Errorf("prerendered, Later draws %s, want its content", html)
		}
	} else if !strings.Contains(html, `id="wait"`) || !strings.Contains(html, "hidden") || strings.Contains(html, "plus bas") {
		t.Errorf("in the browser, Later first draws %s, want a hidden placeholder", html)
	}
	// No content: the placeholder, always.
	if html := app.HTMLString(&Later{Content: func() app.UI { return nil }}); !strings.Contains(html, "hidden") {
		t.Errorf("Later with no content draws %s", html)
	}
}
