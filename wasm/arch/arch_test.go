// Package arch holds no code: its test enforces the dependency rules of
// docs/ARCHITECTURE.md on the module's source, whatever the build tags.
package arch

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "duplicata"

// imports maps every Go file under dir (relative to the module root) to
// the import paths it names. Files are parsed, not built, so that a file
// behind a build tag (js && wasm) is checked too.
func imports(t *testing.T, root, dir string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			out[filepath.ToSlash(rel)] = append(out[filepath.ToSlash(rel)], p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatalf("no Go file under %s: the test looks in the wrong place", dir)
	}
	return out
}

// pkgOf is the import path of the package a file (relative to the root)
// belongs to.
func pkgOf(file string) string {
	return module + "/" + filepath.ToSlash(filepath.Dir(file))
}

// violations lists the imports of files that a rule forbids.
func violations(files map[string][]string, forbidden func(file, imp string) bool) []string {
	var bad []string
	for f, ims := range files {
		for _, im := range ims {
			if forbidden(f, im) {
				bad = append(bad, f+" imports "+im)
			}
		}
	}
	return bad
}

func under(path, dir string) bool { return path == dir || strings.HasPrefix(path, dir+"/") }

func TestDependencies(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("the module root: %v", err)
	}
	engine := imports(t, root, "engine")
	wasm := imports(t, root, "wasm")
	site := imports(t, root, "site")
	internal := imports(t, root, "internal")
	for _, rule := range []struct {
		name      string
		files     map[string][]string
		forbidden func(file, imp string) bool
	}{
		{"engine/ imports nothing of wasm/ or site/", engine, func(_, im string) bool {
			return under(im, module+"/wasm") || under(im, module+"/site")
		}},
		{"no syscall/js in engine/", engine, func(_, im string) bool { return im == "syscall/js" }},
		// The browser tests (wasm/e2e) also drive the site's Worker.
		{"wasm/ imports nothing of site/", wasm, func(f, im string) bool {
			return !under(pkgOf(f), module+"/wasm/e2e") && under(im, module+"/site")
		}},
		{"site/ imports nothing of wasm/", site, func(_, im string) bool { return under(im, module+"/wasm") }},
		// What wasm/ and site/ share that is no game rule (the JavaScript
		// bridge, the tests' process groups) lives in internal/, below
		// both and beside engine/.
		{"internal/ imports nothing of engine/, wasm/ or site/", internal, fromInternal},
		{"engine/ imports nothing of internal/", engine, func(_, im string) bool { return under(im, module+"/internal") }},
		// The page talks to the engine through messages only.
		{"wasm/ui does not import the worker", wasm, func(f, im string) bool {
			return under(pkgOf(f), module+"/wasm/ui") && under(im, module+"/wasm/worker")
		}},
		{"the worker does not import wasm/ui", wasm, func(f, im string) bool {
			return under(pkgOf(f), module+"/wasm/worker") && under(im, module+"/wasm/ui")
		}},
		// A page's package (wasm/ui/<page>/…) uses the shared ones, never
		// another page's.
		{"pages do not import each other", wasm, crossPage},
		// The shared components know no page; the pages are registered in
		// one place (wasm/routes).
		{"only wasm/routes imports a page", wasm, pageImport},
		// The browser services (wasm/ui/browser) run the browser's calls
		// for the components and the pages, and know neither.
		{"wasm/ui/browser imports no component or page", wasm, fromServices},
	} {
		for _, v := range violations(rule.files, rule.forbidden) {
			t.Errorf("%s: %s", rule.name, v)
		}
	}
}

// fromInternal tells whether a file of internal/ imports one of the
// module's other trees.
func fromInternal(_, im string) bool {
	return under(im, module+"/engine") || under(im, module+"/wasm") || under(im, module+"/site")
}

// shared are the packages under wasm/ui that every page may use beside the
// components of wasm/ui itself (the play area, the French words and
// messages, the browser services); any other package under wasm/ui (solo,
// topping, library, and every page to come) is a page's.
var shared = map[string]bool{"play": true, "french": true, "browser": true}

// services is the package of the browser services.
const services = module + "/wasm/ui/browser"

// page is the page a package belongs to, or "".
func page(pkg string) string {
	rest, ok := strings.CutPrefix(pkg, module+"/wasm/ui/")
	if !ok {
		return ""
	}
	name, _, _ := strings.Cut(rest, "/")
	if shared[name] {
		return ""
	}
	return name
}

// crossPage tells whether a file of one page imports another page.
func crossPage(file, imp string) bool {
	from, to := page(pkgOf(file)), page(imp)
	// The one exception: the embed (/embed/jouer, issue 29) is the solo
	// page's game framed, and composes that page rather than copy it.
	if from == "embed" && to == "solo" {
		return false
	}
	return from != "" && to != "" && from != to
}

// pageImport tells whether a file outside its own page and outside
// wasm/routes imports a page.
func pageImport(file, imp string) bool {
	from := pkgOf(file)
	return page(imp) != "" && page(from) == "" && !under(from, module+"/wasm/routes")
}

// fromServices tells whether a file of the browser services imports
// another package of wasm/ui: a component, the shared play area or French,
// or a page.
func fromServices(file, imp string) bool {
	return under(pkgOf(file), services) && under(imp, module+"/wasm/ui") && !under(imp, services)
}

// TestRulesBite checks that each kind of rule above does catch what it
// forbids, so that a rule that can no longer fail does not go unseen.
func TestRulesBite(t *testing.T) {
	files := map[string][]string{
		"engine/board/board.go":    {"syscall/js", module + "/wasm/protocol"},
		"wasm/ui/solo/page.go":     {module + "/wasm/ui/topping", module + "/wasm/ui/play", module + "/wasm/ui"},
		"wasm/ui/shell.go":         {module + "/wasm/ui/library"},
		"wasm/routes/routes.go":    {module + "/wasm/ui/library", module + "/wasm/ui/solo"},
		"wasm/ui/browser/idb.go":   {module + "/wasm/ui/french", module + "/internal/jsbridge"},
		"wasm/ui/browser/fetch.go": {module + "/wasm/ui", module + "/wasm/ui/browser"},
		"wasm/ui/stats/page.go":    {module + "/wasm/ui", module + "/wasm/ui/browser", module + "/wasm/ui/play"},
	}
	if got := violations(files, func(_, im string) bool { return im == "syscall/js" }); len(got) != 1 {
		t.Errorf("syscall/js rule: %v", got)
	}
	got := violations(files, crossPage)
	if len(got) != 1 || got[0] != "wasm/ui/solo/page.go imports duplicata/wasm/ui/topping" {
		t.Errorf("pages rule: %v", got)
	}
	if page(module+"/wasm/ui/play") != "" || page(module+"/wasm/ui") != "" || page(services) != "" || page(module+"/wasm/ui/club/form") != "club" {
		t.Error("page() does not tell the pages from the shared packages")
	}
	got = violations(files, pageImport)
	if len(got) != 1 || got[0] != "wasm/ui/shell.go imports duplicata/wasm/ui/library" {
		t.Errorf("routes rule: %v", got)
	}
	got = violations(files, fromServices)
	slices.Sort(got)
	if want := []string{
		"wasm/ui/browser/fetch.go imports duplicata/wasm/ui",
		"wasm/ui/browser/idb.go imports duplicata/wasm/ui/french",
	}; !slices.Equal(got, want) {
		t.Errorf("services rule: %v, want %v", got, want)
	}
	internal := map[string][]string{
		"internal/jsbridge/fetch.go": {"syscall/js", module + "/internal/procgroup", module + "/site/worker", module + "/engine/tile", module + "/wasm/protocol"},
	}
	if got := violations(internal, fromInternal); len(got) != 3 {
		t.Errorf("internal/ rule: %v", got)
	}
}
