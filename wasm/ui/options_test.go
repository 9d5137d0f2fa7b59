package ui

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestOptionsOnlyHere reads every Go file of wasm/: options are written by
// Options alone, which gives each one a value, so that no select can send
// an option's label as its value (issue 25: « Toutes » chosen again in a
// filter).
func TestOptionsOnlyHere(t *testing.T) {
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if filepath.Base(path) != "options.go" && strings.Contains(string(b), "app.Option()") {
			t.Errorf("%s writes an app.Option: use ui.Options", path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestOptions(t *testing.T) {
	html := app.HTMLString(app.Select().Body(Options("", Option{"", "Toutes"}, Option{"normal", "Partie normale"})...))
	for _, want := range []string{`<option value="*" selected>Toutes`, `<option value="normal" selected="false">Partie normale`} {
		if !strings.Contains(html, want) {
			t.Errorf("%s: no %s", html, want)
		}
	}
}
