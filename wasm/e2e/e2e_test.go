// Package e2e tests the built site in headless Chromium: the board, games
// played through the UI with every move checked in the engine's Web
// Worker, and the app reloaded from the service worker's cache with the
// server stopped. TestMain builds the site
// with wasm/build.sh into a temporary folder (seconds with a warm build
// cache, minutes cold).
package e2e

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"duplicata/site/browsertest"
	"duplicata/wasm/e2e/webdriver"
	"duplicata/wasm/server"
)

// site is the folder of the site built for the tests.
var site string

func TestMain(m *testing.M) {
	os.Exit(browsertest.RunWithSite(m, &site))
}

// TestPrecache checks that every URL the service worker precaches is in the
// built site: one missing file makes its install fail, silently.
func TestPrecache(t *testing.T) {
	missing, err := server.MissingPrecached(site)
	if err != nil {
		t.Fatal(err)
	}
	if len(missing) > 0 {
		t.Errorf("precached but not in %s: %v", site, missing)
	}
	urls, _ := server.Precached(site)
	t.Logf("%d URLs precached: %v", len(urls), urls)
}

// siteServer serves the site on 127.0.0.1 on a port of its own.
type siteServer struct {
	URL string
	srv *http.Server
}

func serve(t *testing.T) *siteServer { return serveWith(t, nil) }

// serveWith serves the site through wrap, which may watch or refuse
// requests before the site's handler; nil serves it as it is.
func serveWith(t *testing.T, wrap func(http.Handler) http.Handler) *siteServer {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	h := server.Handler(site)
	if wrap != nil {
		h = wrap(h)
	}
	s := &siteServer{URL: "http://" + ln.Addr().String() + "/", srv: &http.Server{Handler: h}}
	go s.srv.Serve(ln)
	t.Cleanup(s.Stop)
	return s
}

// Stop closes the listener and every connection.
func (s *siteServer) Stop() { s.srv.Close() }

// browser starts headless Chromium with a fresh profile, stopped when the
// test ends (site/browsertest: it skips without Chromium, but fails when
// CI=true; $DUPLICATA_CHROMIUM names it when it is not on $PATH).
func browser(t *testing.T) context.Context { return browsertest.Start(t, 1280, 800) }

// startBrowser starts headless Chromium with a fresh profile; stop ends it
// and removes the profile.
func startBrowser(t *testing.T) (ctx context.Context, stop func()) {
	return browsertest.Launch(t, 1280, 800)
}

// do runs actions with a generous timeout: nothing here is timed, the
// timeout only stops a test that would hang.
func do(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action) {
	t.Helper()
	tctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	if err := chromedp.Run(tctx, actions...); err != nil {
		failure(t, ctx)
		t.Fatalf("%s: %v", what, err)
	}
}

// failure saves a screenshot of the page and logs its text, to see why
// an action failed.
func failure(t *testing.T, ctx context.Context) {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	var png []byte
	var text string
	if err := chromedp.Run(ctx, chromedp.CaptureScreenshot(&png), chromedp.Evaluate(`document.body.innerText`, &text)); err != nil {
		t.Logf("no screenshot of the failure: %v", err)
		return
	}
	t.Logf("the page's text:\n%s", text)
	saveArtifact(t, "failure-"+strings.ReplaceAll(t.Name(), "/", "-")+".png", png)
}

// awaitPromise makes Evaluate wait for the promise an expression returns.
func awaitPromise(p *runtime.EvaluateParams) *runtime.EvaluateParams {
	return p.WithAwaitPromise(true)
}

// ready waits for the app to run in wasm with the engine's lexicon loaded:
// the page says so in data-engine (the prerendered page says "loading").
func ready() chromedp.Action {
	return chromedp.WaitVisible(`.page[data-engine="ready"]`, chromedp.ByQuery)
}

// openDetails opens the disclosure whose id is given, once it is on the
// page: the panels below the fold (the keys, the board's settings) are drawn
// a frame after the rest (ui.Later), so a test that reaches for one straight
// after a reload may find nothing there yet.
func openDetails(id string) chromedp.Action {
	return chromedp.Poll(`(() => { const d = document.getElementById(`+strconv.Quote(id)+`); if (!d) return false; d.open = true; return true })()`, nil)
}

// painted waits until what the page left for after the next painted frame
// has run (browser.AfterPaint): the game's save after a turn among it. Read
// a saved game after painted, or it may be the turn before's.
func painted() chromedp.Action {
	return chromedp.Evaluate(`new Promise(r => window.duplicataAfterPaint ? window.duplicataAfterPaint(() => r(true)) : r(true))`, nil, awaitPromise)
}

// onEveryDocument has script run in every document the tab opens from now
// on, before the page's own scripts.
func onEveryDocument(script string) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(script).Do(ctx)
		return err
	})
}

// editStored runs script, an edit of what the app saved in localStorage,
// with the app closed, then opens the page again. The app writes its game
// after a paint and as its clock runs: an edit made beside the running page
// could be written over before a reload read it (TestBadInput's corrupt
// game came back whole on a loaded machine). The edit runs in a file of
// the same origin that is no page of the app (its stylesheet).
func editStored(script string) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		var here, origin string
		if err := chromedp.Evaluate(`location.href`, &here).Do(ctx); err != nil {
			return err
		}
		if err := chromedp.Evaluate(`location.origin`, &origin).Do(ctx); err != nil {
			return err
		}
		if err := chromedp.Navigate(origin + "/web/styles.css").Do(ctx); err != nil {
			return err
		}
		if err := chromedp.Evaluate(script, nil).Do(ctx); err != nil {
			return err
		}
		return chromedp.Navigate(here).Do(ctx)
	})
}

// checkBoard checks the board the wasm app renders.
func checkBoard(t *testing.T, ctx context.Context) {
	t.Helper()
	var n int
	var h8class, h8label, a1label, rows, cols string
	do(t, ctx, "board",
		chromedp.Evaluate(`document.querySelectorAll(".board .sq").length`, &n),
		chromedp.Evaluate(`document.getElementById("sq-H8").className`, &h8class),
		chromedp.Evaluate(`document.getElementById("sq-H8").getAttribute("aria-label")`, &h8label),
		chromedp.Evaluate(`document.getElementById("sq-A1").getAttribute("aria-label")`, &a1label),
		chromedp.Evaluate(`[...document.querySelectorAll(".coord.rowname")].map(e => e.textContent).join("")`, &rows),
		chromedp.Evaluate(`[...document.querySelectorAll(".coord.col")].map(e => e.textContent).join(" ")`, &cols),
	)
	if n != 225 {
		t.Errorf("%d squares, want 225", n)
	}
	if !strings.Contains(" "+h8class+" ", " star ") || !strings.Contains(" "+h8class+" ", " dw ") {
		t.Errorf("H8 class %q, want star and dw", h8class)
	}
	if !strings.HasPrefix(h8label, "H8, mot compte double, ") {
		t.Errorf("H8 label %q", h8label)
	}
	if !strings.HasPrefix(a1label, "A1, mot compte triple, ") {
		t.Errorf("A1 label %q", a1label)
	}
	if rows != "ABCDEFGHIJKLMNO" || cols != "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15" {
		t.Errorf("coordinates: rows %q, columns %q", rows, cols)
	}
}

// firstTop starts game 42 (normal, untimed), passes the first turn and
// waits for the top the worker computed; it returns the text shown.
func firstTop(t *testing.T, ctx context.Context) string {
	t.Helper()
	var text, score, ref string
	var ok1, ok2 bool
	do(t, ctx, "first top",
		chromedp.Evaluate(`document.getElementById("new") && document.getElementById("new").click()`, nil),
		chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
		chromedp.SetValue("#seed", "42", chromedp.ByQuery),
		chromedp.SetValue("#rhythm", "0", chromedp.ByQuery),
		chromedp.Evaluate(`["seed","rhythm"].forEach(id => document.getElementById(id).dispatchEvent(new Event(id == "seed" ? "input" : "change", {bubbles: true})))`, nil),
		webdriver.CheckedClick("#new-game", chromedp.ByQuery),
		chromedp.WaitVisible("#rack-0", chromedp.ByQuery),
		webdriver.CheckedClick("#submit", chromedp.ByQuery),
		chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery),
		webdriver.CheckedClick("#submit", chromedp.ByQuery),
		chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery),
		chromedp.Text("#top", &text, chromedp.ByQuery),
		chromedp.AttributeValue("#top", "data-score", &score, &ok1, chromedp.ByQuery),
		chromedp.AttributeValue("#top", "data-ref", &ref, &ok2, chromedp.ByQuery),
	)
	if n, err := strconv.Atoi(score); err != nil || n <= 0 || !strings.Contains(text, score+" points") {
		t.Errorf("score %q in %q, want a number > 0", score, text)
	}
	if !regexp.MustCompile(`^(H([1-9]|1[0-5])|([1-9]|1[0-5])H)$`).MatchString(ref) || !strings.Contains(text, " "+ref+",") {
		t.Errorf("reference %q in %q, want one through H8", ref, text)
	}
	return text
}

// screenshot saves the viewport as a PNG under $ARTIFACTS (or the temporary
// folder) and logs its path.
func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	var png []byte
	do(t, ctx, "screenshot", chromedp.CaptureScreenshot(&png))
	saveArtifact(t, name, png)
}

// choose sets the select id to value and tells the page, as a player's
// choice does, in one step in the page: chromedp.SetValue holds the node it
// queried across a render of the page, and once failed there ("could not
// set value on node 83", TestDataSafety, the library's filter).
func choose(id, value string) chromedp.Action {
	return chromedp.Evaluate(fmt.Sprintf(`(el => { el.value = %q; el.dispatchEvent(new Event("change", {bubbles: true})); })(document.getElementById(%q))`, value, id), nil)
}

// saveArtifact writes a file under $ARTIFACTS (or the temporary folder).
func saveArtifact(t *testing.T, name string, png []byte) {
	t.Helper()
	fmt.Println("screenshot:", browsertest.SaveArtifact(t, name, png))
}

// noOverflow checks that nothing is wider than the viewport.
func noOverflow(t *testing.T, ctx context.Context) {
	t.Helper()
	var scroll, inner int
	do(t, ctx, "overflow",
		chromedp.Evaluate(`document.documentElement.scrollWidth`, &scroll),
		chromedp.Evaluate(`window.innerWidth`, &inner),
	)
	if scroll > inner {
		t.Errorf("the page is %d px wide in a %d px viewport", scroll, inner)
	}
}

// waitCached waits until the service worker, which installs in the
// background, is active and its cache holds every precached URL.
func waitCached(t *testing.T, ctx context.Context) { waitCachedOf(t, ctx, site) }

// waitCachedOf is waitCached for the site built in dir.
func waitCachedOf(t *testing.T, ctx context.Context, dir string) {
	t.Helper()
	urls, err := server.Precached(dir)
	if err != nil {
		t.Fatal(err)
	}
	var cached int
	do(t, ctx, "service worker", chromedp.Evaluate(fmt.Sprintf(`(async () => {
		const reg = await navigator.serviceWorker.ready;
		for (;;) {
			for (const key of await caches.keys()) {
				const n = (await (await caches.open(key)).keys()).length;
				if (n >= %d) return n;
			}
			await new Promise(r => setTimeout(r, 100));
		}
	})()`, len(urls)), &cached, awaitPromise))
}

// TestApp loads the app, plays a first turn with the top computed in the worker, looks at the page
// on a desktop and on a phone, then stops the server and reloads the app
// from the service worker's cache. The times it logs are measures, not
// checks.
func TestApp(t *testing.T) {
	ctx := browser(t)
	s := serve(t)

	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))
	start := time.Now()
	do(t, ctx, "cold load", chromedp.Navigate(s.URL), ready())
	cold := time.Since(start)
	checkBoard(t, ctx)
	noOverflow(t, ctx)
	text := firstTop(t, ctx)
	toFirstTop := time.Since(start)
	t.Logf("first top: %s", text)
	screenshot(t, ctx, "duplicata-1280x800.png")

	do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
	noOverflow(t, ctx)
	screenshot(t, ctx, "duplicata-360x640.png")
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))

	waitCached(t, ctx)

	start = time.Now()
	do(t, ctx, "warm load", chromedp.Reload(), ready())
	warm := time.Since(start)
	checkBoard(t, ctx)
	firstTop(t, ctx)
	warmTop := time.Since(start)

	s.Stop()
	if _, err := http.Get(s.URL); err == nil || errors.Is(err, context.Canceled) {
		t.Fatalf("the server still answers after Stop (%v)", err)
	}
	start = time.Now()
	do(t, ctx, "offline load", chromedp.Reload(), ready())
	offline := time.Since(start)
	checkBoard(t, ctx)
	t.Logf("first top offline: %s", firstTop(t, ctx))

	ms := func(d time.Duration) time.Duration { return d.Round(time.Millisecond) }
	t.Logf("to the engine ready (app running, lexicon loaded): cold %v, warm %v, offline %v", ms(cold), ms(warm), ms(offline))
	t.Logf("page load to the first top: cold %v, warm %v", ms(toFirstTop), ms(warmTop))
}

// formShots screenshots a page's new-game form at 1280 and 360 px wide, its
// game number set so that the pictures compare across runs.
func formShots(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	do(t, ctx, "form", chromedp.WaitEnabled("#new-game", chromedp.ByQuery), chromedp.SetValue("#seed", "4242", chromedp.ByQuery))
	screenshot(t, ctx, name+"-form-1280x800.png")
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
	noOverflow(t, ctx)
	screenshot(t, ctx, name+"-form-360x640.png")
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))
}
