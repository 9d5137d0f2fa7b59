//go:build unix

package e2e

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	siteworker "duplicata/site"
	"duplicata/site/wranglertest"
)

// cspWatch collects what the page reports about the Content-Security-Policy:
// Chromium's own console messages (the Log domain) and the page's
// securitypolicyviolation events, written to the console by a script that
// DevTools adds to every document (such scripts are not subject to the CSP).
type cspWatch struct {
	mu         sync.Mutex
	violations []string
	docCSP     []string // the CSP header of every document response
}

const reportViolations = `document.addEventListener("securitypolicyviolation", e =>
	console.error("CSP violation: " + e.violatedDirective + " blocked " + (e.blockedURI || "inline") +
		" in " + e.sourceFile + ":" + e.lineNumber))`

// watchCSP starts watching; when the test fails, its cleanup logs the
// violations not yet checked (a load that times out is often one).
func watchCSP(t *testing.T, ctx context.Context) *cspWatch {
	w := new(cspWatch)
	t.Cleanup(func() {
		if violations, _ := w.take(); t.Failed() {
			for _, v := range violations {
				t.Logf("CSP report not yet checked: %s", v)
			}
		}
	})
	chromedp.ListenTarget(ctx, func(ev any) {
		w.mu.Lock()
		defer w.mu.Unlock()
		switch ev := ev.(type) {
		case *log.EventEntryAdded:
			e := ev.Entry
			if e.Source == log.SourceSecurity || strings.Contains(e.Text, "Content Security Policy") {
				w.violations = append(w.violations, fmt.Sprintf("%s %s: %s (%s)", e.Source, e.Level, e.Text, e.URL))
			}
		case *runtime.EventConsoleAPICalled:
			for _, a := range ev.Args {
				if s := string(a.Value); strings.Contains(s, "CSP violation") {
					w.violations = append(w.violations, s)
				}
			}
		case *network.EventResponseReceived:
			if ev.Type == network.ResourceTypeDocument {
				csp, _ := ev.Response.Headers["Content-Security-Policy"].(string)
				if csp == "" {
					csp, _ = ev.Response.Headers["content-security-policy"].(string)
				}
				w.docCSP = append(w.docCSP, csp)
			}
		}
	})
	return w
}

// take returns what was collected since the last call and forgets it.
func (w *cspWatch) take() (violations, docCSP []string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	violations, docCSP = w.violations, w.docCSP
	w.violations, w.docCSP = nil, nil
	return
}

// check fails the test on any violation and on a document that came without
// the Worker's CSP.
func (w *cspWatch) check(t *testing.T, when string) {
	t.Helper()
	violations, docs := w.take()
	for _, v := range violations {
		t.Errorf("%s: %s", when, v)
	}
	if len(docs) == 0 {
		t.Errorf("%s: no document response seen", when)
	}
	for _, csp := range docs {
		if csp != siteworker.CSP {
			t.Errorf("%s: document with CSP %q, want the Worker's %q", when, csp, siteworker.CSP)
		}
	}
}

// TestWorker is TestApp through the local Worker runtime: the site built by
// TestMain, served by the Cloudflare Worker of site/ under wrangler dev.
// The page must run under the Worker's security headers without a CSP
// violation, compute a top in the engine worker, then, wrangler's process
// group killed, reload from the service worker's cache and compute again.
func TestWorker(t *testing.T) {
	s := wranglertest.BuildDev(t, site, "e2e")
	ctx := browser(t)
	csp := watchCSP(t, ctx)
	base := s.URL + "/"

	client := &http.Client{Timeout: 30 * time.Second}
	res, err := client.Get(base)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if got := res.Header.Get("Content-Security-Policy"); res.StatusCode != 200 || got != siteworker.CSP || res.Header.Get("X-Frame-Options") != "DENY" {
		t.Fatalf("GET /: status %d, CSP %q, X-Frame-Options %q: not the Worker's headers", res.StatusCode, got, res.Header.Get("X-Frame-Options"))
	}

	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800),
		chromedp.ActionFunc(func(c context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(reportViolations).Do(c)
			return err
		}))
	do(t, ctx, "load", chromedp.Navigate(base), ready())
	checkBoard(t, ctx)
	t.Logf("first top: %s", firstTop(t, ctx))
	screenshot(t, ctx, "duplicata-worker-1280x800.png")
	csp.check(t, "online")
	// The other pages, through the Worker, under its CSP.
	for _, page := range []string{"topping", "bibliotheque"} {
		do(t, ctx, page, chromedp.Navigate(base+page), ready())
		screenshot(t, ctx, "duplicata-worker-"+page+"-1280x800.png")
		csp.check(t, page)
	}
	do(t, ctx, "back", chromedp.Navigate(base), ready())
	csp.take()

	// The CSP is in force in the page, and a violation is seen: an inline
	// script must be refused and reported.
	var ran bool
	do(t, ctx, "inline script",
		chromedp.Evaluate(`window.inlineRan = false; {
			const s = document.createElement("script");
			s.textContent = "window.inlineRan = true";
			document.head.appendChild(s);
			s.remove();
		}`, nil),
		chromedp.Evaluate(`window.inlineRan`, &ran))
	// Both reports are awaited: Chromium's (Log domain, source security)
	// and the page's event (through the console).
	var fromLog, fromEvent bool
	var seen []string
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline) && !(fromLog && fromEvent); time.Sleep(100 * time.Millisecond) {
		csp.mu.Lock()
		seen = append(seen[:0], csp.violations...)
		csp.mu.Unlock()
		for _, v := range seen {
			fromLog = fromLog || strings.HasPrefix(v, string(log.SourceSecurity))
			fromEvent = fromEvent || strings.Contains(v, "CSP violation")
		}
	}
	if ran || !fromLog || !fromEvent {
		t.Errorf("an inline script: ran %v, reported %q: the CSP is not in force or not watched", ran, seen)
	}
	for _, v := range seen {
		t.Logf("reported, as it should be: %s", v)
	}
	csp.take()

	// Offline: the service worker active and its cache full, wrangler's
	// whole process group killed, the app reloads from the cache.
	waitCached(t, ctx)
	s.Stop()
	if res, err := client.Get(base); err == nil {
		res.Body.Close()
		t.Fatalf("GET %s after wrangler was killed: status %d, want an error", base, res.StatusCode)
	}
	do(t, ctx, "offline load", chromedp.Reload(), ready())
	checkBoard(t, ctx)
	t.Logf("first top offline: %s", firstTop(t, ctx))
	screenshot(t, ctx, "duplicata-worker-offline-1280x800.png")
	csp.check(t, "offline")
	// The other pages open offline too, from the cache.
	for _, page := range []string{"topping", "bibliotheque"} {
		do(t, ctx, page+" offline", chromedp.Navigate(base+page), ready())
		csp.check(t, page+" offline")
	}
	// A club's page, which no precache lists, opens from the club home's
	// and says the server does not answer (not the browser's error page).
	const offline = "Le serveur ne répond pas : êtes-vous hors ligne ?"
	do(t, ctx, "a club's page offline", chromedp.Navigate(base+"club/club-hors-ligne"),
		chromedp.Poll(`(document.getElementById("message") || {}).textContent == "`+offline+`"`, nil),
		chromedp.WaitVisible("#club-retry", chromedp.ByQuery))
	screenshot(t, ctx, "duplicata-worker-club-offline-1280x800.png")
	csp.check(t, "club offline")
}
