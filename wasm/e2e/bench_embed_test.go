//go:build unix

package e2e

import (
	"cmp"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"duplicata/site/browsertest"
	"duplicata/wasm/server"
)

// The embed's start in TestBenchWeb (issue 29, « Light »): a club's page
// on another site frames /embed/jouer (the day's game), and the times
// run from the navigation of the club's page to the frame's « Jouer »
// usable.

// embedMeasure is one opening of the club's page.
type embedMeasure struct {
	build, server, device, visit string
	run                          int
	// ms from the navigation of the club's page (its timeOrigin): the
	// frame's navigation, its first contentful paint, the engine's
	// lexicon loaded in it (engine.js's mark, or when it is missing the
	// page's data-engine="ready"), its « Jouer » enabled with the engine
	// ready.
	frameStart, firstPaint, engineReady, playUsable float64
	marked                                          bool // engineReady is engine.js's mark
	assets                                          string
	bytes                                           map[string]fileCount // the embed's origin only
	br                                              map[string]fileCount // the same paths asked for again, for brotli alone
}

// watchEmbed, in every document: in a frame of /embed/, when
// .embed-page[data-engine="ready"] #embed-play:not([disabled]) first
// holds, it posts its times to the page that frames it as epoch ms
// (performance.timeOrigin + a time: both documents' clocks are the
// browser's), with the moment the page said data-engine="ready" should
// engine.js's mark be missing. Asked {duplicataBenchCache: N}, it answers
// once the service worker is active and a cache holds N URLs. In the top
// page it keeps what the frame posts.
const watchEmbed = `(() => {
	if (location.pathname.indexOf("/embed/") === 0 && window !== window.top) {
		const at = (ms) => ms ? performance.timeOrigin + ms : 0;
		const mark = (n) => { const m = performance.getEntriesByName(n); return m.length ? at(m[0].startTime) : 0; };
		let pageReady = 0;
		const obs = new MutationObserver(() => {
			if (!pageReady && document.querySelector('.embed-page[data-engine="ready"]')) pageReady = at(performance.now());
			if (!document.querySelector('.embed-page[data-engine="ready"] #embed-play:not([disabled])')) return;
			obs.disconnect();
			const playUsable = at(performance.now());
			// The marks read a task later: the app can draw the button
			// from the worker's reply's first listener, and this observer
			// runs before engine.js's listener of the same reply marks it.
			setTimeout(() => parent.postMessage({ duplicataBench: { frameStart: performance.timeOrigin, playUsable, pageReady,
				firstPaint: mark("first-contentful-paint"), engineReady: mark("duplicata:engine-ready") } }, "*"), 0);
		});
		obs.observe(document, { subtree: true, childList: true, attributes: true });
		addEventListener("message", async (e) => {
			if (!e.data || !e.data.duplicataBenchCache) return;
			await navigator.serviceWorker.ready;
			for (;;) {
				for (const key of await caches.keys()) {
					if ((await (await caches.open(key)).keys()).length >= e.data.duplicataBenchCache) {
						parent.postMessage({ duplicataBenchCached: true }, "*");
						return;
					}
				}
				await new Promise((r) => setTimeout(r, 100));
			}
		});
	} else if (window === window.top) {
		addEventListener("message", (e) => {
			if (e.data && e.data.duplicataBench) window.duplicataBenchEmbed = e.data.duplicataBench;
			if (e.data && e.data.duplicataBenchCached) window.duplicataBenchCached = true;
		});
	}
})()`

// embedTimes reads the frame's times, ms from the club page's navigation.
const embedTimes = `(() => {
	const e = window.duplicataBenchEmbed, o = performance.timeOrigin;
	const rel = (t) => t ? t - o : 0;
	return { frameStart: rel(e.frameStart), firstPaint: rel(e.firstPaint), engineReady: rel(e.engineReady), pageReady: rel(e.pageReady), playUsable: rel(e.playUsable) };
})()`

// clubPage serves a club's page that frames the embed at embedURL: a
// title, a line, and the frame, 600 px wide at most (the width of a
// club's column), 640 px high (the intro's height and more).
func clubPage(embedURL string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang=fr><head><meta charset=utf-8><meta name=viewport content="width=device-width"><title>Le site du club</title></head>`+
			`<body style="font-family:serif;margin:16px"><h1>Le site du club</h1><p>Notre partie en ligne :</p>`+
			`<iframe id="duplicata" src="%s" title="Duplicata" style="width:100%%;max-width:600px;height:640px;border:1px solid #888"></iframe></body></html>`, embedURL)
	})
}

// hasEmbed tells whether the site built in dir has /embed/jouer (a build
// from before issue 29 has not).
func hasEmbed(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, "embed", "jouer.html"))
	return err == nil
}

// benchEmbed opens, in a fresh browser emulating dev, a club's page
// served on its own port as http://localhost that frames /embed/jouer
// from the site served by inner on another as http://127.0.0.1 (both
// shaped as dev's network, the embed's bytes counted): another site, so
// the frame's storage and service worker are partitioned as on a club's
// real site (two ports of 127.0.0.1 would be one site, whose partition a
// top-level visit shares). Cold, then, once the frame's service worker
// has cached the site, warm (the club's page reloaded).
func benchEmbed(t *testing.T, assets string, inner http.Handler, dev device) ([]embedMeasure, error) {
	t.Helper()
	c := &counter{paths: map[string]*fileCount{}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	front := &http.Server{Handler: c.wrap(dev.shape(inner))}
	go front.Serve(ln)
	defer front.Close()
	hostLn, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	host := &http.Server{Handler: dev.shape(clubPage("http://" + ln.Addr().String() + "/embed/jouer"))}
	go host.Serve(hostLn)
	defer host.Close()
	// The club's page on localhost, the embed on 127.0.0.1: two sites.
	u := "http://localhost:" + strconv.Itoa(hostLn.Addr().(*net.TCPAddr).Port) + "/"
	urls, err := server.Precached(assets)
	if err != nil {
		t.Fatal(err)
	}

	// One renderer for the club's page and its frame, as on a phone
	// (Android's Chrome isolates only the sites one logs into): CDP's CPU
	// slowing and the watcher reach the frame. Its storage and service
	// worker stay partitioned by the club's site.
	ctx, stop := browsertest.Launch(t, 1280, 800) // site isolation off: browsertest.Launch
	defer stop()
	run := benchSteps(t, ctx, "embed ")
	if err := run("device and watcher", dev.emulate(),
		chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(watchEmbed).Do(ctx)
			return err
		})); err != nil {
		return nil, err
	}
	visit := func(name string, nav chromedp.Action) (embedMeasure, error) {
		var m struct{ FrameStart, FirstPaint, EngineReady, PageReady, PlayUsable float64 }
		err := run(name, nav,
			chromedp.Poll(`window.duplicataBenchEmbed || null`, nil, chromedp.WithPollingInterval(100*time.Millisecond)),
			chromedp.Evaluate(embedTimes, &m))
		return embedMeasure{device: dev.name, visit: name, frameStart: m.FrameStart, firstPaint: m.FirstPaint,
			engineReady: cmp.Or(m.EngineReady, m.PageReady), marked: m.EngineReady > 0, playUsable: m.PlayUsable, assets: assets}, err
	}
	cold, err := visit("cold", chromedp.Navigate(u))
	if err != nil {
		return nil, err
	}
	// What was timed, to look at: the club's page, the frame ready.
	var png []byte
	if err := run("screenshot", chromedp.CaptureScreenshot(&png)); err != nil {
		return nil, err
	}
	saveArtifact(t, "bench-embed-"+dev.name+".png", png)
	if err := run("the frame's service worker", chromedp.Evaluate(
		fmt.Sprintf(`document.getElementById("duplicata").contentWindow.postMessage({duplicataBenchCache: %d}, "*")`, len(urls)), nil),
		chromedp.Poll(`window.duplicataBenchCached || null`, nil, chromedp.WithPollingInterval(100*time.Millisecond))); err != nil {
		return nil, err
	}
	cold.bytes = c.take()
	warm, err := visit("warm", chromedp.Reload())
	if err != nil {
		return nil, err
	}
	// The service worker's update check after the opening counts for it.
	time.Sleep(time.Second)
	warm.bytes = c.take()
	return []embedMeasure{cold, warm}, nil
}

func (m embedMeasure) served() int64 { return measure{bytes: m.bytes}.served() }

func (m embedMeasure) row() string {
	by := "mark"
	if !m.marked {
		by = "page"
	}
	return fmt.Sprintf("%-18s %-16s %-7s run %d embed %-5s frame start %5.0f ms, first paint %6.0f ms, engine ready %6.0f ms (%s), « Jouer » usable %6.0f ms, %5d requests, %8.0f KB transferred",
		m.build, m.server, m.device, m.run, m.visit, m.frameStart, m.firstPaint, m.engineReady, by, m.playUsable,
		measure{bytes: m.bytes}.requests(), float64(m.served())/1000)
}

// embedParts splits a visit's bytes as served: the embed's own (its
// document, the stylesheets and scripts it names, the service worker's
// script: pageFiles), the engine it shares with the app (app.wasm, the
// engine's worker, the lexicon), and the rest, the service worker's
// precache of the site's other pages and files.
func embedParts(assets string, bytes map[string]fileCount) (own, shared, rest int64) {
	files, err := pageFiles(assets, "/embed/jouer")
	if err != nil {
		return 0, 0, 0
	}
	for p, f := range bytes {
		switch {
		// The plain server names the document by its file (/embed/jouer.html).
		case slices.ContainsFunc(files, func(pf pageFile) bool { return pf.path == p || pf.path+".html" == p }):
			own += f.served
		case p == "/web/app.wasm" || p == "/web/worker.js" || path.Ext(p) == ".dlx":
			shared += f.served
		default:
			rest += f.served
		}
	}
	return own, shared, rest
}

// files is the bytes table of a visit, measure.files() with the parts.
func (m embedMeasure) files() string {
	own, shared, rest := embedParts(m.assets, m.bytes)
	return measure{assets: m.assets, bytes: m.bytes, br: m.br}.files() +
		fmt.Sprintf("  the embed's own (document, its CSS and JS, app-worker.js) %d B; app.wasm and the engine %d B; the service worker's precache and the rest %d B\n", own, shared, rest)
}

// printEmbedMedians prints the medians of the embed's openings.
func printEmbedMedians(all []embedMeasure, runs int) {
	type key struct{ build, server, device string }
	var keys []key
	for _, m := range all {
		if k := (key{m.build, m.server, m.device}); !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	fmt.Printf("\nmedians of %d runs, the embed framed by a club's page on another site (ms from the club page's navigation; KB transferred by the embed's origin, bodies as served):\n", runs)
	fmt.Printf("%-18s %-16s %-7s %-5s %11s %11s %12s %15s %11s %9s\n", "build", "server", "device", "visit", "frame start", "first paint", "engine ready", "« Jouer » usable", "transferred", "own KB")
	for _, k := range keys {
		for _, visit := range []string{"cold", "warm"} {
			of := func(f func(embedMeasure) float64) float64 {
				var xs []float64
				for _, m := range all {
					if m.build == k.build && m.server == k.server && m.device == k.device && m.visit == visit {
						xs = append(xs, f(m))
					}
				}
				return median(xs)
			}
			fmt.Printf("%-18s %-16s %-7s %-5s %11.0f %11.0f %12.0f %15.0f %11.0f %9.1f\n", k.build, k.server, k.device, visit,
				of(func(m embedMeasure) float64 { return m.frameStart }),
				of(func(m embedMeasure) float64 { return m.firstPaint }),
				of(func(m embedMeasure) float64 { return m.engineReady }),
				of(func(m embedMeasure) float64 { return m.playUsable }),
				of(func(m embedMeasure) float64 { return float64(m.served()) / 1000 }),
				of(func(m embedMeasure) float64 { own, _, _ := embedParts(m.assets, m.bytes); return float64(own) / 1000 }))
		}
	}
}

// benchPages are the pages TestBenchWeb measures
// (DUPLICATA_BENCH_PAGES: "app", "embed" or both, the default).
func benchPages(t *testing.T) (app, embed bool) {
	s := os.Getenv("DUPLICATA_BENCH_PAGES")
	if s == "" {
		return true, true
	}
	for _, p := range strings.Split(s, ",") {
		switch p {
		case "app":
			app = true
		case "embed":
			embed = true
		default:
			t.Fatalf("DUPLICATA_BENCH_PAGES: %q, want app or embed", p)
		}
	}
	return app, embed
}
