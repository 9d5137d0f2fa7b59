package e2e

import (
	"context"
	"duplicata/wasm/e2e/webdriver"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// countWorkers counts, in every document the tab opens, the Web Workers
// the page starts and the lexicon loads it asks of them.
const countWorkers = `(() => {
	const W = window.Worker;
	window.duplicataTest = { workers: 0, loads: 0 };
	window.Worker = function (...args) {
		window.duplicataTest.workers++;
		const w = new W(...args);
		const post = w.postMessage.bind(w);
		w.postMessage = (m, ...rest) => {
			if (typeof m === "string" && m.includes('"type":"load"')) window.duplicataTest.loads++;
			return post(m, ...rest);
		};
		return w;
	};
})()`

// engineCounts reads what countWorkers counted.
func engineCounts(t *testing.T, ctx context.Context) (workers, loads int) {
	t.Helper()
	var c struct{ Workers, Loads int }
	do(t, ctx, "counts", chromedp.Evaluate(`window.duplicataTest`, &c))
	return c.Workers, c.Loads
}

// lexiconRequests serves the site and counts the lexicon's requests; while
// *refuse holds, they are answered 503.
func lexiconRequests(t *testing.T, refuse *atomic.Bool) (*siteServer, *atomic.Int32) {
	var n atomic.Int32
	s := serveWith(t, func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if strings.HasSuffix(r.URL.Path, ".dlx") {
				n.Add(1)
				if refuse != nil && refuse.Load() {
					http.Error(w, "unavailable", http.StatusServiceUnavailable)
					return
				}
			}
			h.ServeHTTP(w, r)
		})
	})
	return s, &n
}

// TestOneEngine checks that the app starts one engine worker for its whole
// life and loads the lexicon once, whatever page the player goes to.
func TestOneEngine(t *testing.T) {
	s, fetched := lexiconRequests(t, nil)
	ctx := browser(t)
	do(t, ctx, "count workers", onEveryDocument(countWorkers))
	do(t, ctx, "solo", chromedp.Navigate(s.URL), ready())
	var marks []string
	const marked = `performance.getEntriesByType("mark").map(m => m.name).filter(n => n.startsWith("duplicata:")).sort()`
	do(t, ctx, "marks", chromedp.Poll(marked+`.length >= 4`, nil), chromedp.Evaluate(marked, &marks))
	if strings.Join(marks, " ") != "duplicata:engine-ready duplicata:form-usable duplicata:wasm-compiled duplicata:wasm-instantiated" {
		t.Errorf("performance marks %v", marks)
	}
	// The service worker registers once the engine is ready, and its
	// install fetches the lexicon once more, for the offline copy: counted
	// from when it has.
	waitCached(t, ctx)
	before := fetched.Load()
	for _, path := range []string{"/topping", "/bibliotheque", "/"} {
		do(t, ctx, path, webdriver.CheckedClick(`header a[href="`+path+`"]`, chromedp.ByQuery),
			chromedp.Poll(`location.pathname == "`+path+`"`, nil), ready())
	}
	if w, l := engineCounts(t, ctx); w != 1 || l != 1 {
		t.Errorf("%d workers started and %d lexicon loads asked across solo → topping → library → solo, want 1 and 1", w, l)
	}
	if n := fetched.Load(); n != before {
		t.Errorf("the lexicon was fetched %d more times while going from page to page", n-before)
	}
}

// TestLexiconRetry checks that a lexicon that cannot be fetched is said so
// in French with a way to try again, and that trying again works with the
// same worker.
func TestLexiconRetry(t *testing.T) {
	var refuse atomic.Bool
	refuse.Store(true)
	s, _ := lexiconRequests(t, &refuse)
	ctx := browser(t)
	do(t, ctx, "count workers", onEveryDocument(countWorkers))
	var message string
	var disabled bool
	do(t, ctx, "failed load", chromedp.Navigate(s.URL), chromedp.WaitVisible("#retry", chromedp.ByQuery),
		chromedp.Text("#message", &message, chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("new-game").disabled`, &disabled))
	if message != "Le lexique /web/fr-libre.dlx n'a pas pu être chargé : HTTP 503" || !disabled {
		t.Errorf("after a failed load: message %q, start button disabled %v", message, disabled)
	}
	refuse.Store(false)
	do(t, ctx, "retry", webdriver.CheckedClick("#retry", chromedp.ByQuery), ready())
	do(t, ctx, "usable", chromedp.Poll(`!document.getElementById("new-game").disabled && !document.getElementById("retry")`, nil))
	if w, l := engineCounts(t, ctx); w != 1 || l != 2 {
		t.Errorf("%d workers and %d lexicon loads after one retry, want 1 and 2", w, l)
	}
}

// TestLexiconDamaged serves the lexicon with its gzip stream cut short
// (the site ships it gzipped): the worker says so in French and offers to
// try again.
func TestLexiconDamaged(t *testing.T) {
	s := serveWith(t, func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if !strings.HasSuffix(r.URL.Path, ".dlx") {
				h.ServeHTTP(w, r)
				return
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, r)
			body := rec.Body.Bytes()
			w.Header().Set("Content-Type", "application/octet-stream")
			w.Write(body[:len(body)/2])
		})
	})
	ctx := browser(t)
	var message string
	do(t, ctx, "damaged lexicon", chromedp.Navigate(s.URL), chromedp.WaitVisible("#retry", chromedp.ByQuery),
		chromedp.Text("#message", &message, chromedp.ByQuery))
	if message != "Le lexique /web/fr-libre.dlx n'a pas pu être chargé : le fichier compressé est abîmé" {
		t.Errorf("a lexicon cut short: message %q", message)
	}
}

// countProgress counts, in every document, the build progress the engine's
// worker reports: on a start that builds the lexicon from its words.
const countProgress = `(() => {
	const W = window.Worker;
	window.duplicataBuild = { progress: 0 };
	window.Worker = function (...args) {
		const w = new W(...args);
		w.addEventListener("message", (e) => {
			if (typeof e.data === "string" && e.data.includes('"type":"progress"')) window.duplicataBuild.progress++;
		});
		return w;
	};
})()`

// keptRecord describes what the worker kept in IndexedDB: "key bytes".
const keptRecord = `new Promise((ok, ko) => {
	const r = indexedDB.open("duplicata-engine", 1);
	r.onerror = () => ko(r.error);
	r.onsuccess = () => {
		const st = r.result.transaction("built").objectStore("built");
		const keys = st.getAllKeys(), values = st.getAll();
		values.onsuccess = () => { r.result.close(); ok(keys.result.map((k, i) => k + " " + values.result[i].length).join(",")); };
	};
})`

// TestLexiconKept checks that the site's lexicon, shipped as its words, is
// built on the first visit only, with its progress shown, and kept in
// IndexedDB; that the next start takes what was kept; and that a damaged
// kept lexicon is built again.
func TestLexiconKept(t *testing.T) {
	s := serve(t)
	ctx := browser(t)
	do(t, ctx, "count progress", onEveryDocument(countProgress))
	// The page shows the build's progress when its program runs before
	// the build ends, as it does here (the build takes ~0.8 s); on a
	// machine so loaded that it does not, the page is ready at once.
	var status string
	const building = `(document.getElementById("message") || {}).textContent.startsWith("Préparation du lexique")`
	do(t, ctx, "first visit", chromedp.Navigate(s.URL),
		chromedp.Poll(building+` || document.querySelector('.page[data-engine="ready"]')`, nil),
		chromedp.Text("#message", &status, chromedp.ByQuery), chromedp.ScrollIntoView("#message", chromedp.ByQuery))
	if strings.HasPrefix(status, "Préparation") {
		screenshot(t, ctx, "lexicon-build-1280x800.png")
		if !strings.HasPrefix(status, "Préparation du lexique pour cet appareil (une seule fois)… ") || !strings.HasSuffix(status, "\u00a0%") {
			t.Errorf("status while the lexicon is built: %q", status)
		}
	} else {
		t.Logf("the lexicon was built before the page ran: no progress to see (status %q)", status)
	}
	do(t, ctx, "built", ready())
	var progress int
	var record string
	// The worker keeps the lexicon once it has answered: wait for it.
	do(t, ctx, "progress", chromedp.Evaluate(`window.duplicataBuild.progress`, &progress))
	record = kept(t, ctx, func(r string) bool { return r != "" })
	const want = "2b21eb1b0151d0a4df502fa9321560da0b030027f37342583966e51c29b32bea-v1 3940968"
	if progress == 0 || record != want {
		t.Fatalf("first visit: %d progress reports, kept %q, want some and %q", progress, record, want)
	}

	do(t, ctx, "second visit", chromedp.Reload(), ready(), chromedp.Evaluate(`window.duplicataBuild.progress`, &progress))
	if progress != 0 {
		t.Errorf("second visit: %d progress reports, want none (the kept lexicon)", progress)
	}
	// The kept lexicon was read as the worker started, beside the words'
	// fetch, not after it (worker.js, duplicataKeptAhead), and of the
	// words only the head was inflated (serve.FetchHead).
	var stages []string
	do(t, ctx, "the worker's stages", chromedp.Evaluate(`new Promise((ok) => {
		const w = self.duplicataEngine.worker;
		w.addEventListener("message", (m) => { if (m.data && m.data.duplicataStages) ok(m.data.duplicataStages.map((s) => s[0])); });
		w.postMessage({duplicataStage: true});
	})`, &stages, awaitPromise))
	if !slices.Contains(stages, "load: kept lexicon read ahead") || !slices.Contains(stages, "load: head read /web/fr-libre.dlx") ||
		slices.Contains(stages, "load: fetched /web/fr-libre.dlx") || slices.Contains(stages, "load: building in a throwaway worker") {
		t.Errorf("second visit: the worker's stages %q, want the kept lexicon read ahead, the words' head alone, no build", stages)
	}

	// A damaged record: built again, and kept anew.
	damage := `new Promise((ok, ko) => {
		const r = indexedDB.open("duplicata-engine", 1);
		r.onsuccess = () => {
			const tx = r.result.transaction("built", "readwrite");
			tx.objectStore("built").put(new Uint8Array([68, 76, 69, 88, 1, 0]), "` + want[:strings.IndexByte(want, ' ')] + `");
			tx.oncomplete = () => { r.result.close(); ok(true); };
			tx.onerror = () => ko(tx.error);
		};
	})`
	var done bool
	do(t, ctx, "damage", chromedp.Evaluate(damage, &done, awaitPromise))
	do(t, ctx, "third visit", chromedp.Reload(), ready(), chromedp.Evaluate(`window.duplicataBuild.progress`, &progress))
	kept(t, ctx, func(r string) bool { return r == want })
	if progress == 0 {
		t.Error("a damaged kept lexicon: not built again")
	}
	// Not bytes at all: built again too, the worker unharmed.
	do(t, ctx, "not bytes", chromedp.Evaluate(strings.Replace(damage, "new Uint8Array([68, 76, 69, 88, 1, 0])", `{"length": 3}`, 1), &done, awaitPromise))
	do(t, ctx, "fourth visit", chromedp.Reload(), ready(), chromedp.Evaluate(`window.duplicataBuild.progress`, &progress))
	kept(t, ctx, func(r string) bool { return r == want })
	if progress == 0 {
		t.Error("a kept record that is no bytes: not built again")
	}
	checkBoard(t, ctx)
}

// kept waits until what the worker kept in IndexedDB (keptRecord) is as ok
// wants, and returns it; the test fails if it never is.
func kept(t *testing.T, ctx context.Context, ok func(string) bool) string {
	t.Helper()
	var record string
	for range 600 {
		do(t, ctx, "kept record", chromedp.Evaluate(keptRecord, &record, awaitPromise))
		if ok(record) {
			return record
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("kept in IndexedDB: %q", record)
	return ""
}

// recordLoader records, in every document the tab opens, each text go-app's
// loader label shows (« Chargement de l'application… N % »).
const recordLoader = `(() => {
	window.duplicataLabels = [];
	new MutationObserver(() => {
		const l = document.getElementById("app-wasm-loader-label");
		const seen = window.duplicataLabels;
		if (l && l.textContent !== seen[seen.length - 1]) seen.push(l.textContent);
	}).observe(document, { subtree: true, childList: true, characterData: true });
})()`

// TestLoadingProgress checks that a first visit shows app.wasm's download
// going forward: engine.js fetches it (for the page and the engine's
// worker) and counts its bytes, app.js shows them by steps of 5 %. A
// label left at 0 % for the whole download, or one that goes back, fails.
func TestLoadingProgress(t *testing.T) {
	s, _ := lexiconRequests(t, nil)
	ctx := browser(t)
	do(t, ctx, "record the loader", onEveryDocument(recordLoader))
	do(t, ctx, "first visit", chromedp.Navigate(s.URL), ready())
	var labels []string
	do(t, ctx, "labels", chromedp.Evaluate(`window.duplicataLabels`, &labels))
	last := -1
	for _, l := range labels {
		var p int
		if _, err := fmt.Sscanf(strings.TrimPrefix(l, "Chargement de l'application… "), "%d\u00a0%%", &p); err != nil ||
			!strings.HasPrefix(l, "Chargement de l'application… ") || p%5 != 0 || p <= last || p > 100 {
			t.Fatalf("loader labels %q: %q is not the next step of 5 %%", labels, l)
		}
		last = p
	}
	t.Logf("loader labels %q", labels)
	if last < 50 {
		t.Errorf("loader labels %q: the download's progress never passed 50 %%", labels)
	}
}
