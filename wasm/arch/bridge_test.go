package arch

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// bridgeCall matches the JavaScript glue that internal/jsbridge holds: a
// promise's then, a fetch, a copy of bytes between the heaps.
var bridgeCall = regexp.MustCompile(`\.Call\("then"|\.Call\("fetch"|CopyBytesTo(Go|JS)\(`)

// bridgeDue are the files that still write that glue by hand, each to go
// through internal/jsbridge (wasm/README.md, "The JavaScript bridge");
// none does. TestOneBridge fails on a new one, and on one listed here
// that no longer does (drop it from the list).
var bridgeDue = []string{}

// handWritten lists the Go files (not tests) under dirs whose source
// matches bridgeCall, outside internal/jsbridge.
func handWritten(t *testing.T, root string, dirs ...string) []string {
	t.Helper()
	var out []string
	for _, dir := range dirs {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == "testdata" || d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			rel, _ := filepath.Rel(root, path)
			rel = filepath.ToSlash(rel)
			if under(rel, "internal/jsbridge") {
				return nil
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			if bridgeCall.Match(src) {
				out = append(out, rel)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	slices.Sort(out)
	return out
}

// TestOneBridge keeps the JavaScript glue in internal/jsbridge: a Go file
// that awaits a promise, fetches or copies bytes by hand is a failure,
// but for those listed in bridgeDue.
func TestOneBridge(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	found := handWritten(t, root, "wasm", "site", "internal")
	for _, f := range found {
		if !slices.Contains(bridgeDue, f) {
			t.Errorf("%s writes JavaScript glue by hand (a promise's then, fetch, a byte copy): use internal/jsbridge", f)
		}
	}
	for _, f := range bridgeDue {
		if !slices.Contains(found, f) {
			t.Errorf("%s no longer writes the glue by hand: drop it from bridgeDue", f)
		}
	}
	// The check bites: the bridge itself matches, the files it replaced
	// in this change would.
	for _, src := range []string{`p.Call("then", ok, ko)`, `js.Global().Call("fetch", url, init)`, `js.CopyBytesToGo(out, v)`} {
		if !bridgeCall.MatchString(src) {
			t.Errorf("bridgeCall misses %s", src)
		}
	}
	if bridgeCall.MatchString(`v.Call("thenable")`) || bridgeCall.MatchString(`browser.Fetch("POST", u, body, "")`) {
		t.Error("bridgeCall matches what is no glue")
	}
}
