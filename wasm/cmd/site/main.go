// Command site writes Duplicata's static website: go-app's pages, service
// worker and manifest, the stylesheet, the icons, the engine worker's
// bootstrap and the lexicon (its words, built by the engine's worker). The wasm
// program, the page's and the engine worker's, must already be in
// OUT/web/app.wasm: wasm/build.sh builds it first.
//
//	go run ./wasm/cmd/site -out public/site
package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/wasm/routes"
	"duplicata/wasm/static"
	"duplicata/wasm/ui"
	"duplicata/wasm/wasmdata"
)

func main() {
	out := flag.String("out", "public/site", "the site's folder")
	flag.Parse()
	if err := build(*out); err != nil {
		fmt.Fprintln(os.Stderr, "site:", err)
		os.Exit(1)
	}
}

// dataGap is the longest run of zeros joinData writes out to join two of
// app.wasm's data segments: runtime.findfunctab's buckets are 20 bytes
// apart (wasmdata), and a longer gap gains nothing (PERFORMANCE.md, "The
// data segments joined").
const dataGap = 32

// joinData rewrites the Go-wasm program at path with its data segments
// joined (wasmdata.Join). Joined, it is ~1 MB larger raw and ~115 KB
// smaller in brotli, and V8 reads ~190 segments instead of 100,000.
func joinData(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	joined, st, err := wasmdata.Join(b, dataGap)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if st.After == st.Before {
		return nil
	}
	fmt.Printf("%s: data segments joined, %d → %d; size %d → %d B\n", path, st.Before, st.After, len(b), len(joined))
	return os.WriteFile(path, joined, 0o644)
}

// stylesURL is the pages' one stylesheet in the site: pageStyles joined.
const stylesURL = "/web/styles.css"

// pageStyles are wasm/static's stylesheets the pages use, in the order of
// their cascade.
var pageStyles = []string{"duplicata.css", "topping.css", "library.css", "training.css", "club.css", "lexicons.css", "embed.css", "live.css"}

func build(out string) error {
	web := filepath.Join(out, "web")
	if _, err := os.Stat(filepath.Join(web, "app.wasm")); err != nil {
		return fmt.Errorf("%w (build it with GOOS=js GOARCH=wasm first: wasm/build.sh)", err)
	}
	if err := joinData(filepath.Join(web, "app.wasm")); err != nil {
		return err
	}
	files := map[string][]byte{
		"icon-192.png": iconPNG(192),
		"icon-512.png": iconPNG(512),
		"icon.svg":     iconSVG(),
	}
	for _, name := range []string{"embed.css", "worker.js", "engine.js", "lexicons.js", "embed.js"} {
		b, err := fs.ReadFile(static.FS, name)
		if err != nil {
			return err
		}
		files[name] = b
	}
	// The pages' stylesheets as one file, in the order of their cascade:
	// eight files were eight requests before the page's first paint, which
	// over HTTP/1.1 (wrangler dev) queued app.wasm's behind them for a
	// round trip or two on the phone profile (PERFORMANCE.md). embed.css
	// stays a file of its own too, for /embed's page.
	var styles []byte
	for _, name := range pageStyles {
		b, err := fs.ReadFile(static.FS, name)
		if err != nil {
			return err
		}
		styles = append(append(styles, b...), '\n')
	}
	files[strings.TrimPrefix(stylesURL, "/web/")] = styles
	// The words form (PERFORMANCE.md, "Fast start"): 190 KB gzipped,
	// against 1.6 MB for the automaton's most compact form. The engine's
	// worker builds the automaton from it once and keeps what it built
	// (package serve). Gzipped here: the server's compression cannot be
	// counted on, as Cloudflare compresses only the content types it lists
	// and serves a .dlx with none; the worker inflates it
	// (DecompressionStream).
	wl, err := lexicon.ReadWordList(bytes.NewReader(frlibre.WordList))
	if err != nil {
		return err
	}
	var dlx bytes.Buffer
	zw, err := gzip.NewWriterLevel(&dlx, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := lexicon.WriteWordsTo(zw, frlibre.Name, wl.Words); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	files["fr-libre.dlx"] = dlx.Bytes()
	files["fr-libre-NOTICE.txt"] = frlibre.Notice
	files["fr-libre-LICENSE-MPL-2.0.txt"] = frlibre.License
	files["fr-libre-README_dict_fr.txt"] = frlibre.Contributors
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(web, name), b, 0o644); err != nil {
			return err
		}
	}
	// Both wasm programs run with the wasm_exec.js of the Go that built them,
	// not go-app's copy.
	wasmExec, err := os.ReadFile(filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	version, err := contentHash(web, wasmExec, []byte(streamWasm))
	if err != nil {
		return err
	}

	// go-app's loader shows its progress against the app's size; served
	// compressed, app.wasm comes without a Content-Length and the loader
	// would read « NaN % ». The body it counts is the decompressed one: the
	// size on disk.
	appWasm, err := os.Stat(filepath.Join(web, "app.wasm"))
	if err != nil {
		return err
	}

	routes.Register()
	// The pages other than "/", so that they open offline too.
	var pages []string
	for _, p := range routes.Paths() {
		if p != ui.SoloPath {
			pages = append(pages, p)
		}
	}
	h := &app.Handler{
		Name:            "Duplicata",
		ShortName:       "Duplicata",
		Title:           "Duplicata — Scrabble duplicate",
		Description:     "Le Scrabble duplicate dans le navigateur : le moteur trouve le top de chaque coup.",
		Lang:            "fr",
		LoadingLabel:    "Chargement de l'application… {progress}\u00a0%", // no-break: « % » alone on a line at 390 px
		BackgroundColor: "#f6f4ee",
		ThemeColor:      "#1f6b45",
		Icon: app.Icon{
			Default:  "/web/icon-192.png",
			Large:    "/web/icon-512.png",
			Maskable: "/web/icon-512.png",
			SVG:      "/web/icon.svg",
		},
		Styles: []string{stylesURL},
		// Not deferred: it starts the engine while the page is parsed.
		// lexicons.js first: engine.js asks it for the chosen lexicon;
		// embed.js before both: a frame refused its storage plays on a
		// memory of its own (issue 29).
		Scripts: []string{"/web/embed.js", ui.LexiconsScript, ui.EngineScript},
		CacheableResources: append(pages,
			// fr-libre's licence files, linked from « À propos ».
			"/web/fr-libre-NOTICE.txt",
			"/web/fr-libre-LICENSE-MPL-2.0.txt",
			"/web/fr-libre-README_dict_fr.txt",
			"/web/icon.svg",
			ui.WorkerScript,
			ui.LexiconURL,
		),
		Version:           version,
		WasmContentLength: strconv.FormatInt(appWasm.Size(), 10),
	}
	if h.ServiceWorkerTemplate, err = serviceWorker(); err != nil {
		return err
	}
	if err := app.GenerateStaticWebsite(out, h); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "wasm_exec.js"), wasmExec, 0o644); err != nil {
		return err
	}
	if err := streamingLoader(filepath.Join(out, "app.js")); err != nil {
		return err
	}
	// /embed: the embeds and their address parameters, for a club's
	// webmaster (issue 29); a plain page, framable as /embed and below are.
	doc, err := fs.ReadFile(static.FS, "embed.html")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "embed.html"), doc, 0o644); err != nil {
		return err
	}
	if err := stripComments(out, web); err != nil {
		return err
	}
	return frenchManifest(filepath.Join(out, "manifest.webmanifest"))
}

// contentHash is the site's version: a SHA-256 of every file under web/ and
// of the scripts written outside it (wasm_exec.js, app.js's loader), so
// that any change makes the service worker update.
func contentHash(web string, scripts ...[]byte) (string, error) {
	h := sha256.New()
	entries, err := os.ReadDir(web)
	if err != nil {
		return "", err
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if e.Type().IsRegular() {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	for _, name := range names {
		b, err := os.ReadFile(filepath.Join(web, name))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", name, len(b))
		h.Write(b)
	}
	for _, s := range scripts {
		fmt.Fprintf(h, "script %d\n", len(s))
		h.Write(s)
	}
	return hex.EncodeToString(h.Sum(nil))[:20], nil
}

// frenchManifest adds the language, which go-app's manifest lacks, and
// drops the icons' empty "purpose" fields (the default is "any").
func frenchManifest(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	m["lang"] = "fr"
	m["dir"] = "ltr"
	if icons, ok := m["icons"].([]any); ok {
		for _, ic := range icons {
			if ic, ok := ic.(map[string]any); ok && ic["purpose"] == "" {
				delete(ic, "purpose")
			}
		}
	}
	b, err = json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

// The end of go-app's service worker's fetch, and what replaces it.
const (
	workerFetch = "  return await fetch(request);\n}"
	clubFetch   = `  try {
    return await fetch(request);
  } catch (err) {
    // Offline, a club's own page (/club/SLUG), which no precache can
    // list: the club home's page, whose app routes by the address.
    if (request.mode === "navigate" && new URL(request.url).pathname.startsWith("` + ui.ClubPath + `/")) {
      const page = await caches.match("` + ui.ClubPath + `");
      if (page) {
        return page;
      }
    }
    throw err;
  }
}`
)

// go-app's service worker's install, and what replaces it: what the page
// already put in this version's cache is not downloaded again. The page
// puts app.wasm there as engine.js downloads it (duplicataInstantiate,
// loader.go):
// WebKit's service worker did not get it from the HTTP cache and
// downloaded it once more, 1.8 MB, on every first visit.
const (
	workerInstall = "  await cache.addAll(resourcesToCache);\n"
	skipCached    = `  const missing = [];
  for (const url of resourcesToCache) {
    if (!(await cache.match(url))) {
      missing.push(url);
    }
  }
  await cache.addAll(missing);
`
)

// serviceWorker is go-app's service worker with two changes: its install
// skips what its cache already holds (skipCached), and offline, a club's
// page opens from the cache (clubFetch) instead of the browser's error
// page, and says in French that the server does not answer.
func serviceWorker() (string, error) {
	js := app.DefaultAppWorkerJS
	for _, s := range []string{workerFetch, workerInstall} {
		if strings.Count(js, s) != 1 {
			return "", fmt.Errorf("go-app's service worker has changed: %q is not in it once (review clubFetch and skipCached)", s)
		}
	}
	js = strings.Replace(js, workerInstall, skipCached, 1)
	return strings.Replace(js, workerFetch, clubFetch, 1), nil
}
