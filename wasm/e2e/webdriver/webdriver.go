// Package webdriver drives the three browser engines the app must run in —
// Chromium, Firefox and WebKit (Safari's) — through one small interface,
// Browser, so that a flow is written once and run in each.
//
// Each engine is driven the way its Debian package lets it be:
//   - WebKitGTK through WebKitWebDriver, the W3C WebDriver (HTTP) server
//     of webkit2gtk-driver, under xvfb-run (classic.go);
//   - Firefox ESR through WebDriver BiDi, which it speaks natively on a
//     WebSocket: Debian ships no geckodriver, so classic WebDriver is not
//     at hand (bidi.go);
//   - Chromium through the DevTools protocol with chromedp, as the rest of
//     wasm/e2e does (chromium.go): Debian's chromium-driver would be one
//     more package for no gain, and browsertest already starts Chromium
//     with the flags this machine needs.
//
// The clients are written here over net/http and gobwas/ws (already in the
// module through chromedp) rather than taken from a library: the Go
// WebDriver clients (tebeka/selenium and its forks) are unmaintained and
// speak only classic WebDriver, rod and chromedp only the DevTools
// protocol that Firefox no longer serves, and an npm client (WebdriverIO)
// would put the flows in JavaScript beside Go tests that check the app
// against the Go engine. What the flows need is small — navigate, run a
// script, click, type, screenshot, and do the same inside a frame of
// another origin (a club's page framing /embed/jouer) — and each client
// is a page of Go.
package webdriver

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// Browser is one engine's tab, driven like a person: pages opened, taps
// and keys sent as real input events, scripts run to read what the page
// shows.
type Browser interface {
	// Engine names the engine: "chromium", "firefox" or "webkit".
	Engine() string
	// Navigate opens url and waits for its load.
	Navigate(ctx context.Context, url string) error
	// Reload reloads the page and waits for its load.
	Reload(ctx context.Context) error
	// Eval runs body as an async function's body in the page and decodes
	// what it returns (through JSON) into out, which may be nil.
	Eval(ctx context.Context, body string, out any) error
	// Click scrolls the first element matching the CSS selector into view
	// and clicks its centre with the pointer.
	Click(ctx context.Context, selector string) error
	// Keys types text on the keyboard into the focused element; "\n" is
	// the Enter key, "\b" Backspace, "\x1b" Escape.
	Keys(ctx context.Context, text string) error
	// Resize gives the page a viewport of about width×height CSS pixels
	// (WebKit's window keeps its toolbar: the page gets less height).
	Resize(ctx context.Context, width, height int) error
	// Screenshot is a PNG of the viewport.
	Screenshot(ctx context.Context) ([]byte, error)
	// Downloads is the folder where the browser saves what the page
	// downloads, without asking: the profile's own.
	Downloads() string
	// InFrame is a view of the document in the frame (an iframe) that
	// the CSS selector finds in this one, of any origin: its Eval, Click,
	// Keys, Navigate and Reload act in the frame, found again on each
	// call (so a frame that reloads is followed); Resize, Screenshot and
	// Downloads are the tab's; its Close does nothing (the tab's owner
	// closes the browser). Views nest: InFrame of a view enters a frame
	// in the frame.
	InFrame(selector string) Browser
	// Close ends the browser and removes its profile.
	Close()
}

// wrap is body run as an async function whose result comes back as JSON
// text, the one form every protocol returns alike.
func wrap(body string) string {
	return "return (async () => {" + body + "\n})().then(v => JSON.stringify(v === undefined ? null : v))"
}

// decode reads the JSON text a wrapped script returned into out.
func decode(text string, out any) error {
	if out == nil {
		return nil
	}
	if err := json.Unmarshal([]byte(text), out); err != nil {
		return fmt.Errorf("the script returned %.200q: %w", text, err)
	}
	return nil
}

// navigateFrame loads url in a frame's document by script, as a link
// would, and waits for the new document's load: the protocols navigate
// tabs, not frames, alike.
func navigateFrame(ctx context.Context, b Browser, url string) error {
	if err := b.Eval(ctx, fmt.Sprintf(`window.__duplicataLeaving = true; setTimeout(() => { location.href = %q }, 0)`, url), nil); err != nil {
		return err
	}
	return Poll(ctx, b, `!window.__duplicataLeaving && document.readyState == "complete"`)
}

// reloadFrame reloads a frame's document by script and waits for the new
// document's load.
func reloadFrame(ctx context.Context, b Browser) error {
	if err := b.Eval(ctx, `window.__duplicataLeaving = true; setTimeout(() => location.reload(), 0)`, nil); err != nil {
		return err
	}
	return Poll(ctx, b, `!window.__duplicataLeaving && document.readyState == "complete"`)
}

// armClick, run in the page with e the element about to be clicked, notes
// whether the click lands on e or inside it; clickLanded reads the note.
// A pointer goes where the element was when its place was read, and a page
// that moved meanwhile (a frame resized, a line drawn a frame later) gets
// the click beside it: the clients click again then (Click).
const (
	armClick = `window.__webdriverClicked = false;
		e.addEventListener("click", () => { window.__webdriverClicked = true; }, {capture: true, once: true});`
	clickLanded = `window.__webdriverClicked !== false`
)

// landed waits a second at most for the click armClick watches: landed
// reads clickLanded in the page. A page the click took elsewhere (a link)
// has no note, or cannot be read, which counts as a click.
func landed(ctx context.Context, read func() (bool, error)) (bool, error) {
	for range 10 {
		if ok, err := read(); err != nil || ok {
			return true, nil
		}
		select {
		case <-ctx.Done():
			return false, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return false, nil
}

// Poll runs cond (an expression) in the page until it is true or ctx ends.
// A failing evaluation (the page being replaced) is tried again.
func Poll(ctx context.Context, b Browser, cond string) error {
	var last error
	for {
		var ok bool
		err := b.Eval(ctx, "return !!("+cond+")", &ok)
		if err == nil && ok {
			return nil
		}
		if err != nil {
			last = err
		}
		select {
		case <-ctx.Done():
			if last != nil {
				return fmt.Errorf("waiting for %s: %w (last error: %v)", cond, ctx.Err(), last)
			}
			return fmt.Errorf("waiting for %s: %w", cond, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}
