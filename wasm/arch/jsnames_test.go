package arch

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// jsMethod matches a JavaScript method called by name on a value: the
// name go-app's Value.Call and syscall/js's take.
var jsMethod = regexp.MustCompile(`\.Call\("([^"]*)"`)

// capitalCalls lists the methods of src named with a capital: JavaScript's
// methods are camelCase (getAll, createObjectURL, scrollIntoView), and a
// capital is a Go rename that reached into a JavaScript name — as when
// idbStore's getAll became GetAll and called store.GetAll, which does not
// exist: the library and the club outbox read nothing and nothing said so.
func capitalCalls(src string) []string {
	var bad []string
	for _, m := range jsMethod.FindAllStringSubmatch(src, -1) {
		if name := m[1]; name != "" && unicode.IsUpper([]rune(name)[0]) {
			bad = append(bad, name)
		}
	}
	return bad
}

// TestJSMethodNames holds the page's and the engine worker's Go files to
// JavaScript's names: no method called with a capital.
func TestJSMethodNames(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, dir := range []string{"wasm/ui", "wasm/worker", "wasm/app"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			n++
			for _, name := range capitalCalls(string(src)) {
				rel, _ := filepath.Rel(root, path)
				t.Errorf("%s calls the JavaScript method %q: JavaScript's methods are camelCase", filepath.ToSlash(rel), name)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if n == 0 {
		t.Fatal("no Go file under wasm/ui, wasm/worker, wasm/app: the test looks in the wrong place")
	}
}

// TestJSMethodNamesBite: the slip this test is for is caught, JavaScript's
// own names are not.
func TestJSMethodNamesBite(t *testing.T) {
	src := `store.Call("GetAll"); store.Call("getAll"); u.Call("createObjectURL", b); el.Call("scrollIntoView", o)`
	if got := capitalCalls(src); len(got) != 1 || got[0] != "GetAll" {
		t.Errorf("capitalCalls = %v, want [GetAll]", got)
	}
}
