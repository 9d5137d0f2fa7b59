package routes

import (
	"os"
	"strings"
	"testing"
)

// TestDocListsPages holds wasm/ui's package doc to this list: every page's
// path is named there, so a page added here without its line there fails.
func TestDocListsPages(t *testing.T) {
	doc, err := os.ReadFile("../ui/doc.go")
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	for _, p := range Pages {
		if !strings.Contains(text, "("+p.Path+")") && !strings.Contains(text, "("+p.Path+",") {
			t.Errorf("wasm/ui/doc.go does not list the page %s (%s)", p.Name, p.Path)
		}
	}
}
