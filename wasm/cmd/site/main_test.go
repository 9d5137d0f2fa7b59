package main

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/wasm/server"
	"duplicata/wasm/ui"
)

// standIn is TestBuild's app.wasm: a module of two data segments, 19
// bytes apart, which the build joins (joinData).
var standIn = []byte("\x00asm\x01\x00\x00\x00" +
	"\x0b\x0d\x02" + "\x00\x41\x08\x0b\x01a" + "\x00\x41\x1c\x0b\x01b")

// TestBuild writes the site around a stand-in app.wasm and checks that the
// service worker precaches every file the app needs, and only files that
// exist: one missing file silently disables offline use.
func TestBuild(t *testing.T) {
	out := t.TempDir()
	os.MkdirAll(filepath.Join(out, "web"), 0o755)
	if err := os.WriteFile(filepath.Join(out, "web", "app.wasm"), standIn, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := build(out); err != nil {
		t.Fatal(err)
	}
	missing, err := server.MissingPrecached(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(missing) > 0 {
		t.Errorf("precached but not in the site: %v", missing)
	}
	urls, _ := server.Precached(out)
	for _, want := range []string{"/", "/web/app.wasm", ui.WorkerScript, ui.LexiconURL,
		"/wasm_exec.js", stylesURL, "/web/icon-192.png", "/web/icon-512.png", "/web/icon.svg", "/manifest.webmanifest"} {
		if !slices.Contains(urls, want) {
			t.Errorf("%s is not precached (%v)", want, urls)
		}
	}
	for _, u := range urls {
		if u == "" || u[0] != '/' {
			t.Errorf("precached URL %q is not local", u)
		}
	}

	// The lexicon goes gzipped (no server compresses a .dlx) and is
	// fr-libre once inflated and built.
	z, err := os.Open(filepath.Join(out, filepath.FromSlash(ui.LexiconURL)))
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	zr, err := gzip.NewReader(z)
	if err != nil {
		t.Fatalf("%s is not gzipped: %v", ui.LexiconURL, err)
	}
	dlx, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	// The words form (format 4), 8× smaller than the automaton's compact form.
	if h, err := lexicon.ReadHeader(dlx); err != nil || h.Version != lexicon.WordsVersion {
		t.Errorf("%s: header %+v, %v; want the words form, version %d", ui.LexiconURL, h, err, lexicon.WordsVersion)
	}
	lex, err := lexicon.Load(dlx)
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := frlibre.Lexicon(); lex.Words != want.Words || lex.Hash != want.Hash {
		t.Errorf("%s: %d words, hash %x; want fr-libre's %d, %x", ui.LexiconURL, lex.Words, lex.Hash, want.Words, want.Hash)
	}

	var m struct {
		Name, Lang string
		ShortName  string `json:"short_name"`
		Icons      []struct{ Src string }
	}
	b, err := os.ReadFile(filepath.Join(out, "manifest.webmanifest"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if m.Name != "Duplicata" || m.ShortName != "Duplicata" || m.Lang != "fr" {
		t.Errorf("manifest: name %q, short_name %q, lang %q", m.Name, m.ShortName, m.Lang)
	}
	for _, ic := range m.Icons {
		if _, err := os.Stat(filepath.Join(out, filepath.FromSlash(ic.Src))); err != nil {
			t.Errorf("manifest icon %s: %v", ic.Src, err)
		}
	}

	// go-app's loader counts app.wasm's progress against its size, given
	// here because a compressed response has no Content-Length.
	appJS, err := os.ReadFile(filepath.Join(out, "app.js"))
	if err != nil {
		t.Fatal(err)
	}
	// The data segments joined, before the size was read.
	joined, err := os.ReadFile(filepath.Join(out, "web", "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "\x00asm\x01\x00\x00\x00" + "\x0b\x1b\x01" + "\x00\x41\x08\x0b\x15a" + strings.Repeat("\x00", 19) + "b"; string(joined) != want {
		t.Errorf("app.wasm built %q, want its data segments joined: %q", joined, want)
	}
	size := len(joined)
	if !strings.Contains(string(appJS), fmt.Sprintf(`const goappWasmContentLength = "%d";`, size)) {
		t.Errorf("app.js does not give the loader app.wasm's size (%d bytes)", size)
	}
	// app.wasm comes from engine.js's module (sent to the engine's worker
	// too), or from the fetch's own response, not through go-app's
	// JavaScript pump.
	if !strings.Contains(string(appJS), sharedCompile) || strings.Contains(string(appJS), goappCompile) ||
		strings.Contains(string(appJS), "fetchWithProgress(\"/web/app.wasm\"") {
		t.Errorf("app.js does not load app.wasm with duplicataInstantiate")
	}
	// The page puts app.wasm in the service worker's cache, whose name it
	// must spell as the service worker does, and the install skips it.
	sw, err := os.ReadFile(filepath.Join(out, "app-worker.js"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(sw), skipCached) || strings.Contains(string(sw), workerInstall) ||
		!strings.Contains(string(sw), `const cacheName = "app-" + "`) || !strings.Contains(string(appJS), `caches.open("app-" + goappEnv.GOAPP_VERSION)`) {
		t.Errorf("app-worker.js's install does not skip what the page cached, or the two do not name the cache alike")
	}
	// The service worker registers once the engine is ready, not at once.
	if !strings.Contains(string(appJS), laterRegister) || strings.Contains(string(appJS), goappRegister) {
		t.Errorf("app.js registers the service worker at once, not with duplicataAfterEngine")
	}

	// The page starts the engine with a script of its own, not deferred.
	index, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(index), `<script src="`+ui.EngineScript+`"></script>`) {
		t.Errorf("index.html does not start the engine with %s", ui.EngineScript)
	}
	// engine.js looks for app.js's tag, parsed before it, to have the
	// engine's worker wait for the page's module (worker.js).
	if a, e := strings.Index(string(index), `src="/app.js"`), strings.Index(string(index), `src="`+ui.EngineScript+`"`); a < 0 || a > e {
		t.Errorf("index.html: app.js's script tag (at %d) does not come before %s's (at %d)", a, ui.EngineScript, e)
	}
	if _, err := os.Stat(filepath.Join(out, filepath.FromSlash(ui.EngineScript))); err != nil {
		t.Error(err)
	}

	// Every script is served without its comment lines (wasm_exec.js keeps
	// its copyright notice) and still parses.
	scripts, _ := filepath.Glob(filepath.Join(out, "*.js"))
	web, _ := filepath.Glob(filepath.Join(out, "web", "*.js"))
	scripts = append(scripts, web...)
	if len(scripts) < 7 {
		t.Errorf("scripts: %v, want app.js, app-worker.js, wasm_exec.js and wasm/static's", scripts)
	}
	node, nodeErr := exec.LookPath("node")
	for _, f := range scripts {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		notice := filepath.Base(f) == "wasm_exec.js" && strings.HasPrefix(string(b), "// Copyright")
		for i, l := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), "//") && !(notice && i < 3) {
				t.Errorf("%s:%d is a comment: %q", filepath.Base(f), i+1, l)
				break
			}
		}
		if filepath.Base(f) == "wasm_exec.js" && !notice {
			t.Error("wasm_exec.js lost its copyright notice")
		}
		if nodeErr == nil {
			if out, err := exec.Command(node, "--check", f).CombinedOutput(); err != nil {
				t.Errorf("%s does not parse: %v\n%s", filepath.Base(f), err, out)
			}
		}
	}
}

func TestContentHash(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a"), []byte("1"), 0o644)
	h1, err := contentHash(dir, []byte("js"))
	if err != nil {
		t.Fatal(err)
	}
	if h2, _ := contentHash(dir, []byte("js")); h2 != h1 {
		t.Errorf("same files, hashes %s and %s", h1, h2)
	}
	os.WriteFile(filepath.Join(dir, "a"), []byte("2"), 0o644)
	if h3, _ := contentHash(dir, []byte("js")); h3 == h1 {
		t.Errorf("a file changed, the hash did not: %s", h1)
	}
}
