package ui

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
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
	// go-app writes an element's attributes in no set order: each option's
	// tag is read as a set of attributes.
	tags := regexp.MustCompile(`<option([^>]*)>([^<]*)`).FindAllStringSubmatch(html, -1)
	want := []struct {
		label string
		attrs []string
	}{
		{"Toutes", []string{`value="*"`, `selected`}},
		{"Partie normale", []string{`value="normal"`, `selected="false"`}},
	}
	if len(tags) != len(want) {
		t.Fatalf("%s: %d options, want %d", html, len(tags), len(want))
	}
	for i, w := range want {
		if got := strings.TrimSpace(tags[i][2]); got != w.label {
			t.Errorf("option %d reads %q, want %q", i, got, w.label)
		}
		attrs := strings.Fields(tags[i][1])
		for _, a := range w.attrs {
			if !slices.Contains(attrs, a) {
				t.Errorf("option %q: attributes %v lack %s", w.label, attrs, a)
			}
		}
	}
}
