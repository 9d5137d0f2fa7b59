// Package engines runs the flows that matter in the three browser engines
// the app must work in — Chromium, Firefox ESR and WebKitGTK (Safari's
// engine) — through wasm/e2e/webdriver: the first visit and an offline
// reload from the service worker, a solo game played by taps and keys to
// its end screen, a competition ballot judged, topping, a word list
// imported and played, a game record exported and imported again, a
// share link opened, and what only some engines have (Web Share, speech)
// said in French where it is missing. Every result is checked against
// the Go engine playing the same moves. TestMain builds the site once.
package engines

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"duplicata/site/browsertest"
	"duplicata/wasm/e2e/webdriver"
	"duplicata/wasm/server"
)

// site is the folder of the site built for the tests.
var site string

func TestMain(m *testing.M) {
	os.Exit(browsertest.RunWithSite(m, &site))
}

// siteServer serves the site on a loopback port of its own: each flow
// has its own origin, so its own storage and service worker.
type siteServer struct {
	URL string
	srv *http.Server
}

func serve(t *testing.T) *siteServer { return serveWith(t, server.Handler(site)) }

// serveWith serves h on a loopback port of its own.
func serveWith(t *testing.T, h http.Handler) *siteServer {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &siteServer{URL: "http://" + ln.Addr().String() + "/", srv: &http.Server{Handler: h}}
	go s.srv.Serve(ln)
	t.Cleanup(s.Stop)
	return s
}

// Stop closes the listener and every connection.
func (s *siteServer) Stop() { s.srv.Close() }

// tab is one engine's browser, driven by one flow.
type tab struct {
	t *testing.T
	b webdriver.Browser
}

// wait is the longest any step may take: nothing is timed, it only stops
// a flow that would hang on a machine other engineers load too.
const wait = 3 * time.Minute

// fail saves a screenshot and logs the page's text, then fails the flow.
func (p *tab) fail(format string, args ...any) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if png, err := p.b.Screenshot(ctx); err == nil {
		browsertest.SaveArtifact(p.t, "engines-failure-"+strings.ReplaceAll(p.t.Name(), "/", "-")+".png", png)
	}
	var text string
	if err := p.b.Eval(ctx, `return document.body ? document.body.innerText : ""`, &text); err == nil {
		p.t.Logf("the page's text:\n%s", text)
	}
	p.t.Fatalf(format, args...)
}

// do runs one step, failing the flow on an error.
func (p *tab) do(what string, step func(ctx context.Context) error) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	if err := step(ctx); err != nil {
		p.fail("%s: %s: %v", p.b.Engine(), what, err)
	}
}

func (p *tab) open(url string) {
	p.t.Helper()
	p.do("open "+url, func(ctx context.Context) error { return p.b.Navigate(ctx, url) })
}

func (p *tab) reload() {
	p.t.Helper()
	p.do("reload", func(ctx context.Context) error { return p.b.Reload(ctx) })
}

// until waits for a JavaScript expression to be true.
func (p *tab) until(cond string) {
	p.t.Helper()
	if strings.Contains(cond, `data-engine="ready"`) {
		// A wait for the engine: one that never gets ready says where the
		// worker is (engineState); a club page's first visit hung so in
		// Firefox under load. A reload that made it pass is logged.
		ctx, cancel := context.WithTimeout(context.Background(), wait)
		err := webdriver.Poll(ctx, p.b, cond)
		cancel()
		if err != nil {
			p.engineState()
			p.fail("%s: the engine never got ready (%s): %v", p.b.Engine(), cond, err)
		}
		p.restarts()
		return
	}
	p.do("wait for "+cond, func(ctx context.Context) error { return webdriver.Poll(ctx, p.b, cond) })
}

// eval runs an async function's body and decodes its result into out.
func (p *tab) eval(body string, out any) {
	p.t.Helper()
	p.do("script", func(ctx context.Context) error { return p.b.Eval(ctx, body, out) })
}

// text is an element's text as shown ("" when there is none), without
// the line break WebKit ends a block's innerText with.
func (p *tab) text(selector string) string {
	p.t.Helper()
	var s string
	p.eval(fmt.Sprintf(`const e = document.querySelector(%q); return e ? e.innerText : ""`, selector), &s)
	return strings.TrimRight(s, "\n")
}

// attr is an element's attribute ("" when there is none).
func (p *tab) attr(selector, name string) string {
	p.t.Helper()
	var s string
	p.eval(fmt.Sprintf(`const e = document.querySelector(%q); return e && e.getAttribute(%q) || ""`, selector, name), &s)
	return s
}

// click waits for an element to be there and enabled, then clicks it with
// the pointer (a tap).
func (p *tab) click(selector string) {
	p.t.Helper()
	p.until(fmt.Sprintf(`(e => !!e && !e.disabled)(document.querySelector(%q))`, selector))
	p.do("click "+selector, func(ctx context.Context) error { return p.b.Click(ctx, selector) })
}

// focus clicks the element until it has the focus: the keys go where the
// focus is, and a click can land beside its element when the page moves
// under the pointer between the element's place being read and the click
// (a frame resized, a line drawn a frame later). It clicks three times at
// most, waiting a few seconds after each.
func (p *tab) focus(selector string) {
	p.t.Helper()
	cond := fmt.Sprintf(`document.activeElement == document.querySelector(%q)`, selector)
	for range 3 {
		p.click(selector)
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		err := webdriver.Poll(ctx, p.b, cond)
		cancel()
		if err == nil {
			return
		}
		var where string
		p.eval(`const e = document.activeElement; return e ? e.tagName + "#" + e.id : "none"`, &where)
		p.t.Logf("%s: a click on %s left the focus on %s", p.b.Engine(), selector, where)
	}
	p.fail("%s: %s never had the focus", p.b.Engine(), selector)
}

// keys types on the keyboard into the focused element.
func (p *tab) keys(text string) {
	p.t.Helper()
	p.do(fmt.Sprintf("keys %q", text), func(ctx context.Context) error { return p.b.Keys(ctx, text) })
}

// set gives a form field a value as the page reads it: the value, then
// the event go-app listens to.
func (p *tab) set(id, value, event string) {
	p.t.Helper()
	p.until(fmt.Sprintf(`!!document.getElementById(%q)`, id))
	p.eval(fmt.Sprintf(`const e = document.getElementById(%q); e.value = %q; e.dispatchEvent(new Event(%q, {bubbles: true}))`, id, value, event), nil)
}

// ready waits for the app to run with the engine's lexicon loaded.
func (p *tab) ready() {
	p.t.Helper()
	p.until(`!!document.querySelector('.page[data-engine="ready"]')`)
}

// restarts logs, once a tab, that engine.js loaded the page again because
// its worker never said it started, or stopped answering (the mark it
// leaves in sessionStorage): the reload makes such a start pass, so only
// the log shows it. A reload in every run would be a start problem to
// find, not a flake.
func (p *tab) restarts() {
	p.t.Helper()
	var reloaded bool
	p.eval(`try {
			if (sessionStorage.getItem("duplicata.restarted") !== "1") return false;
			sessionStorage.setItem("duplicata.restarted", "logged");
			return true;
		} catch (_) { return false; }`, &reloaded)
	if reloaded {
		p.t.Logf("%s: the engine's worker never started or stopped answering: engine.js loaded the page again", p.b.Engine())
	}
}

// engineState logs what can be seen of an engine that never got ready
// (Firefox's, at a first visit, in some full runs and never alone): the
// replies the page script holds, the marks, the service worker, whether
// the worker still answers a request of an unknown kind — Go running but
// waiting on something, or the worker dead or stuck — and the stage the
// worker says it is at (worker.js, package serve: app.wasm's compilation,
// the lexicon's fetch, the kept lexicon, the build).
func (p *tab) engineState() {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var state string
	err := p.b.Eval(ctx, `const e = self.duplicataEngine;
		if (!e) return "no duplicataEngine";
		const answer = await new Promise((ok) => {
			const t = setTimeout(() => ok("no answer in 10 s"), 10000);
			e.worker.addEventListener("message", (m) => { if (typeof m.data === "string" && m.data.includes('"id":987654')) { clearTimeout(t); ok(m.data); } });
			e.worker.postMessage(JSON.stringify({id: 987654, type: "no-such-kind"}));
		});
		const stage = await new Promise((ok) => {
			const t = setTimeout(() => ok("no answer in 5 s"), 5000);
			e.worker.addEventListener("message", (m) => { if (m.data && typeof m.data.duplicataStage === "string") { clearTimeout(t); ok(m.data.duplicataStage); } });
			e.worker.postMessage({duplicataStage: true});
		});
		const marks = performance.getEntriesByType("mark").map((m) => m.name + "@" + Math.round(m.startTime));
		const sw = navigator.serviceWorker ? (navigator.serviceWorker.controller ? "controlled" : "not controlled") : "no service worker";
		return JSON.stringify({started: !!e.started, replies: e.replies.length, notice: e.notice || "", marks: marks, sw: sw, ping: answer, stage: stage, errors: e.errors || []});`, &state)
	p.t.Logf("%s: the engine's state: %s (%v)", p.b.Engine(), state, err)
}

// shot saves a screenshot under $ARTIFACTS as ENGINE-name.png.
func (p *tab) shot(name string) {
	p.t.Helper()
	var png []byte
	p.do("screenshot", func(ctx context.Context) (err error) { png, err = p.b.Screenshot(ctx); return err })
	browsertest.SaveArtifact(p.t, p.b.Engine()+"-"+name+".png", png)
}

// flows are the flows run in each engine, in this order.
var flows = []struct {
	name string
	run  func(p *tab)
}{
	{"FirstVisitOffline", firstVisitOffline},
	{"SoloGame", soloGame},
	{"Competition", competition},
	{"Topping", toppingFlow},
	{"OwnLexicon", ownLexicon},
	{"Library", libraryFlow},
	{"ShareLink", shareLink},
	{"Speech", speech},
	{"PhonePages", phonePages},
	{"EmbedFrame", embedFrame},
	{"EmbedFrameStorageRefused", embedFrameStorageRefused},
}

// TestEngines runs every flow in each engine, one browser an engine with a
// fresh profile, each flow on an origin of its own.
func TestEngines(t *testing.T) {
	for _, engine := range webdriver.Engines {
		t.Run(engine, func(t *testing.T) {
			start := time.Now()
			b := webdriver.Start(t, engine, 1280, 800)
			for _, f := range flows {
				t.Run(f.name, func(t *testing.T) { f.run(&tab{t: t, b: b}) })
			}
			t.Logf("%s: %v", engine, time.Since(start).Round(time.Second))
		})
	}
}

// firstVisitOffline opens the app on a first visit (the lexicon built on
// this device), waits for the service worker to hold every precached
// file, stops the server and reloads: the app starts from its cache.
//
// It counts the bodies the server sends for each file on the first visit:
// the page and the engine's worker both need app.wasm, the service worker
// then asks for every file once more for its cache. The page's engine.js
// compiles app.wasm and hands the module to the engine's worker, and
// app.js puts app.wasm in the service worker's cache, whose install skips
// it: app.wasm is sent
// once in every engine (it was sent twice in Firefox ESR, three times in
// WebKitGTK, 1.8 MB each: docs/PERFORMANCE.md, "The first visit (7)").
// Chromium and Firefox answer the service worker's other requests from
// their HTTP cache (a 304 at most): every file is sent once. WebKitGTK's
// service worker does not: the others are sent again, ~190 KB in all,
// the lexicon's 187 KB among them (sentAtMost).
func firstVisitOffline(p *tab) {
	var mu sync.Mutex
	bodies := map[string]*atomic.Int32{}
	h := server.Handler(site)
	s := serveWith(p.t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		n := bodies[r.URL.Path]
		if n == nil {
			n = new(atomic.Int32)
			bodies[r.URL.Path] = n
		}
		mu.Unlock()
		h.ServeHTTP(&bodyCounter{ResponseWriter: w, n: n}, r)
	}))
	p.open(s.URL)
	p.ready()
	var squares int
	p.eval(`return document.querySelectorAll(".board .sq").length`, &squares)
	if squares != 225 {
		p.t.Errorf("%d squares, want 225", squares)
	}
	p.until(`!!document.getElementById("new-game") && !document.getElementById("new-game").disabled`)
	p.shot("first-visit")
	urls, err := server.Precached(site)
	if err != nil {
		p.t.Fatal(err)
	}
	var cached int
	p.eval(fmt.Sprintf(`await navigator.serviceWorker.ready;
		for (;;) {
			for (const key of await caches.keys()) {
				const n = (await (await caches.open(key)).keys()).length;
				if (n >= %d) return n;
			}
			await new Promise(r => setTimeout(r, 200));
		}`, len(urls)), &cached)
	mu.Lock()
	// Once, not at most once: a count of 0 means the counter saw nothing.
	if n := bodies["/web/app.wasm"]; n == nil || n.Load() != 1 {
		p.t.Errorf("%s: app.wasm not sent exactly once on a first visit (%v)", p.b.Engine(), n)
	}
	for path, n := range bodies {
		if want := sentAtMost(p.b.Engine(), path); n.Load() > want {
			p.t.Errorf("%s: %s sent %d times on a first visit, want at most %d", p.b.Engine(), path, n.Load(), want)
		} else if n.Load() > 1 {
			p.t.Logf("%s: %s sent %d times on a first visit", p.b.Engine(), path, n.Load())
		}
	}
	mu.Unlock()
	s.Stop()
	p.reload()
	p.ready()
	p.until(`!!document.getElementById("new-game") && !document.getElementById("new-game").disabled`)
	var controlled bool
	p.eval(`return !!navigator.serviceWorker.controller`, &controlled)
	if !controlled {
		p.t.Error("offline, the page is not controlled by the service worker")
	}
	p.shot("offline")
}

// sentAtMost is how many times a first visit may have the server send the
// file at path (firstVisitOffline): once, but in WebKitGTK, whose service
// worker's install downloads again what the page had, twice (three times
// for the two scripts the throwaway build worker loads too). app.wasm is
// once everywhere.
func sentAtMost(engine, path string) int32 {
	switch {
	case engine != "webkit" || path == "/web/app.wasm":
		return 1
	case path == "/web/worker.js" || path == "/wasm_exec.js":
		return 3
	}
	return 2
}

// bodyCounter counts the responses whose body it writes (200s, not 304s).
type bodyCounter struct {
	http.ResponseWriter
	n       *atomic.Int32
	counted bool
}

func (c *bodyCounter) Write(b []byte) (int, error) {
	if !c.counted && len(b) > 0 {
		c.counted = true
		c.n.Add(1)
	}
	return c.ResponseWriter.Write(b)
}

// phonePages opens every page at a phone's width: nothing laid out beyond
// the visible width, in any engine.
func phonePages(p *tab) {
	s := serve(p.t)
	p.do("phone", func(ctx context.Context) error { return p.b.Resize(ctx, 390, 844) })
	defer p.do("desktop", func(ctx context.Context) error { return p.b.Resize(ctx, 1280, 800) })
	for _, path := range []string{"", "topping", "bibliotheque", "statistiques", "reglages", "club", "lexiques", "a-propos"} {
		p.open(s.URL + path)
		p.until(`!!document.querySelector('.page[data-engine="ready"], .club-page[data-engine="ready"]')`)
		p.inView()
	}
	p.shot("phone-about")
}
