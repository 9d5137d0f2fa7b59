//go:build unix

package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"

	"duplicata/engine/daily"
	"duplicata/site/browsertest"
	"duplicata/wasm/e2e/webdriver"
)

// embedHost serves a club's page, on another origin than site's, that
// frames site's /embed/jouer?query at width px, next to a field of its own
// that has the focus (autofocus): the frame must not take it. The page
// sizes the frame to the height it posts, as /embed/resize.js does, and
// keeps the heights in __heights.
func embedHost(t *testing.T, site, query string, width int, frames ...string) string {
	t.Helper()
	return browsertest.HostPage(t, `<p><label>Rechercher sur le site <input id="club-search" autofocus></label></p>`+
		fmt.Sprintf(`<iframe id="duplicata" name="duplicata" src="%sembed/jouer?%s" title="Duplicata" width="%d" height="300" style="border:1px solid #888"></iframe>`, site, query, width)+
		strings.Join(frames, "")+
		`<script>window.__heights = []; addEventListener("message", e => { if (e.data && e.data.duplicata === "embed-height") { __heights.push(e.data.height); document.getElementById("duplicata").style.height = e.data.height + "px"; } });</script>`)
}

// frameNode is the embed's iframe on the club's page: actions take it as
// chromedp.FromNode to act inside the frame.
func frameNode(t *testing.T, ctx context.Context) *cdp.Node {
	t.Helper()
	var nodes []*cdp.Node
	do(t, ctx, "the frame", chromedp.Nodes("#duplicata", &nodes, chromedp.ByQuery))
	return nodes[0]
}

// inFrame is a query inside the frame f.
func inFrame(f *cdp.Node) chromedp.QueryOption { return chromedp.FromNode(f) }

// clickIn clicks the element sel inside the frame f, and checks that it
// had the click (webdriver.CheckedClick): TestEmbedClub's « Jouer » once
// went nowhere in a full run, the frame resized under the mouse.
func clickIn(sel string, f *cdp.Node) chromedp.QueryAction {
	return webdriver.CheckedClick(sel, chromedp.ByQuery, chromedp.FromNode(f))
}

// frameReady waits for the embed in the frame with its engine ready, and
// checks that the club's page kept its focus and got the frame's height.
func frameReady(t *testing.T, ctx context.Context, host string) *cdp.Node {
	t.Helper()
	do(t, ctx, "club's page", chromedp.Navigate(host), chromedp.WaitVisible("#duplicata", chromedp.ByQuery))
	f := frameNode(t, ctx)
	do(t, ctx, "embed ready", chromedp.WaitVisible(`.embed-page[data-engine="ready"] #embed-play:not([disabled])`, chromedp.ByQuery, inFrame(f)))
	var focused string
	var heights int
	do(t, ctx, "focus and height",
		chromedp.Poll(`__heights.length || null`, &heights),
		chromedp.Evaluate(`document.activeElement && document.activeElement.id`, &focused))
	if focused != "club-search" {
		t.Errorf("the club's page lost its focus to %q on the frame's load", focused)
	}
	return f
}

// TestEmbedDaily plays the day's game to the end in /embed/jouer framed by
// a page of another origin, at 320 px: the top on odd turns, a pass on
// even ones, the totals the Go engine's; then looks at the frame at 600 px
// with the player's choices, and at « Ouvrir dans Duplicata ».
func TestEmbedDaily(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	n := daily.Number(time.Now())
	rec := tops(t, n)
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 800, chromedp.EmulateMobile))
	f := frameReady(t, ctx, embedHost(t, s.URL, "mode=entrainement&cadence=0", 320))
	var title, open, selects string
	do(t, ctx, "intro", chromedp.Text("#embed-title", &title, chromedp.ByQuery, inFrame(f)),
		chromedp.AttributeValue("#embed-open", "href", &open, nil, chromedp.ByQuery, inFrame(f)),
		chromedp.Evaluate(`String(document.querySelectorAll("select").length)`, &selects))
	if !strings.HasPrefix(title, "Partie du jour · ") || open != fmt.Sprintf("%s?numero=%d&formule=normal", s.URL, n) {
		t.Errorf("the frame's title %q, « Ouvrir dans Duplicata » %q", title, open)
	}
	screenshot(t, ctx, "embed-daily-intro-320.png")
	do(t, ctx, "play", clickIn("#embed-play", f),
		chromedp.WaitVisible(`.embed-page[data-embed="playing"] #entry`, chromedp.ByQuery, inFrame(f)))
	var info string
	do(t, ctx, "game info", chromedp.Text(".game-info", &info, chromedp.ByQuery, inFrame(f)))
	if want := fmt.Sprintf("Partie normale · n° %d · sans limite · entraînement", n); !strings.Contains(info, fmt.Sprint(n)) || !strings.Contains(info, "sans limite · entraînement") {
		t.Errorf("the game in the frame: %q, want %q", info, want)
	}
	screenshot(t, ctx, "embed-daily-turn-320.png")
	total := 0
	for _, turn := range rec.Turns {
		if turn.Number%2 == 1 {
			do(t, ctx, "entry", chromedp.WaitVisible("#entry", chromedp.ByQuery, inFrame(f)),
				chromedp.SendKeys("#entry", turn.Top.Word+" "+turn.Top.Ref, chromedp.ByQuery, inFrame(f)))
			total += turn.Top.Score
		} else {
			do(t, ctx, "pass", clickIn("#submit", f),
				chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery, inFrame(f)))
		}
		var top string
		do(t, ctx, "submit", clickIn("#submit", f),
			chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery, inFrame(f)),
			chromedp.AttributeValue("#top", "data-score", &top, nil, chromedp.ByQuery, inFrame(f)))
		if top != fmt.Sprint(turn.Top.Score) {
			t.Fatalf("turn %d: the frame's top %s, the Go engine's %d", turn.Number, top, turn.Top.Score)
		}
		if turn.Number == 2 {
			screenshot(t, ctx, "embed-daily-reveal-320.png")
		}
		if turn.Number == len(rec.Turns) {
			do(t, ctx, "end", clickIn("#next", f), chromedp.WaitVisible("#summary", chromedp.ByQuery, inFrame(f)))
		} else {
			do(t, ctx, "next", clickIn("#next", f), chromedp.WaitNotPresent("#reveal", chromedp.ByQuery, inFrame(f)))
		}
	}
	topTotal := 0
	for _, turn := range rec.Turns {
		topTotal += turn.Top.Score
	}
	var sumTotal, sumTop string
	do(t, ctx, "summary", chromedp.Text("#sum-total", &sumTotal, chromedp.ByQuery, inFrame(f)),
		chromedp.Text("#sum-top", &sumTop, chromedp.ByQuery, inFrame(f)))
	if sumTotal != fmt.Sprint(total) || sumTop != fmt.Sprint(topTotal) {
		t.Errorf("the end in the frame: total %s, tops %s; the Go engine's %d and %d", sumTotal, sumTop, total, topTotal)
	}
	do(t, ctx, "scroll", chromedp.ScrollIntoView("#duplicata", chromedp.ByQuery))
	screenshot(t, ctx, "embed-daily-end-320.png")
	var frameWidth int
	do(t, ctx, "width", chromedp.Evaluate(`document.getElementById("duplicata").clientWidth`, &frameWidth))
	if frameWidth != 320 {
		t.Errorf("the frame is %d px wide, want 320", frameWidth)
	}

	// At 600 px, a numbered game with the player's choices: the mode and
	// the rhythm.
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 900))
	f = frameReady(t, ctx, embedHost(t, s.URL, "numero=42&formule=joker", 600))
	var mode, rhythm string
	do(t, ctx, "choices", chromedp.Text("#embed-title", &title, chromedp.ByQuery, inFrame(f)),
		chromedp.Value("#embed-mode", &mode, chromedp.ByQuery, inFrame(f)),
		chromedp.Value("#embed-rhythm", &rhythm, chromedp.ByQuery, inFrame(f)))
	if title != "Partie n° 42 (Partie joker)" || mode != "training" || rhythm != "180" {
		t.Errorf("a numbered game: %q, mode %q, rhythm %q; want the settings' defaults", title, mode, rhythm)
	}
	screenshot(t, ctx, "embed-numbered-intro-600.png")
	// The day's game already played in this partition is taken up again.
	f = frameReady(t, ctx, embedHost(t, s.URL, "", 600))
	var label string
	do(t, ctx, "resume", chromedp.Text("#embed-play", &label, chromedp.ByQuery, inFrame(f)))
	if label != "Reprendre la partie" {
		t.Errorf("the day's game played: « %s », want « Reprendre la partie »", label)
	}
	do(t, ctx, "again", clickIn("#embed-play", f),
		chromedp.WaitVisible("#summary", chromedp.ByQuery, inFrame(f)))
	screenshot(t, ctx, "embed-daily-end-600.png")

	// The embed's page itself at 320 px (a frame that narrow): nothing
	// beyond its width at the end, before a game, in a turn, at a
	// correction.
	do(t, ctx, "the day's game's end at 320 px", chromedp.EmulateViewport(320, 640, chromedp.EmulateMobile), chromedp.Navigate(s.URL+"embed/jouer"),
		chromedp.WaitVisible(`.embed-page[data-engine="ready"] #embed-play:not([disabled])`, chromedp.ByQuery),
		webdriver.CheckedClick("#embed-play", chromedp.ByQuery), chromedp.WaitVisible("#summary", chromedp.ByQuery))
	noOverflow(t, ctx)
	do(t, ctx, "320 px", chromedp.Navigate(s.URL+"embed/jouer?numero=7&mode=competition"),
		chromedp.WaitVisible(`.embed-page[data-engine="ready"] #embed-play:not([disabled])`, chromedp.ByQuery))
	noOverflow(t, ctx)
	do(t, ctx, "a turn", webdriver.CheckedClick("#embed-play", chromedp.ByQuery), chromedp.WaitVisible("#entry", chromedp.ByQuery))
	noOverflow(t, ctx)
	do(t, ctx, "a correction", webdriver.CheckedClick("#submit", chromedp.ByQuery), chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery),
		webdriver.CheckedClick("#submit", chromedp.ByQuery), chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery))
	noOverflow(t, ctx)
	screenshot(t, ctx, "embed-competition-reveal-320.png")
}

// refuseStorage makes every frame of another origin than the top page's
// refuse its storage as Safari's third-party rules and blocked cookies do:
// reading localStorage or indexedDB throws a SecurityError.
const refuseStorage = `if (window !== window.top) {
	const no = () => { throw new DOMException("The operation is insecure.", "SecurityError"); };
	Object.defineProperty(window, "localStorage", {get: no, configurable: true});
	Object.defineProperty(window, "indexedDB", {get: no, configurable: true});
}`

// TestEmbedStorageRefused frames the embed where the browser refuses it
// its storage: it says in French that nothing is kept, offers the app, and
// plays.
func TestEmbedStorageRefused(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	installJS(t, ctx, refuseStorage)
	n := daily.Number(time.Now())
	rec := tops(t, n)
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 900))
	f := frameReady(t, ctx, embedHost(t, s.URL, "cadence=0", 600))
	var notice string
	do(t, ctx, "notice", chromedp.Text("#embed-storage", &notice, chromedp.ByQuery, inFrame(f)))
	if !strings.Contains(notice, "rien ne sera gardé") || !strings.Contains(notice, "ouvrez Duplicata") {
		t.Errorf("the notice: %q", notice)
	}
	screenshot(t, ctx, "embed-storage-refused-600.png")
	do(t, ctx, "play", clickIn("#embed-play", f),
		chromedp.WaitVisible(`.embed-page[data-embed="playing"] #entry`, chromedp.ByQuery, inFrame(f)))
	turn := rec.Turns[0]
	var top, yours string
	do(t, ctx, "the first top", chromedp.SendKeys("#entry", turn.Top.Word+" "+turn.Top.Ref, chromedp.ByQuery, inFrame(f)),
		clickIn("#submit", f),
		chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery, inFrame(f)),
		chromedp.AttributeValue("#top", "data-score", &top, nil, chromedp.ByQuery, inFrame(f)),
		chromedp.AttributeValue("#yours", "data-score", &yours, nil, chromedp.ByQuery, inFrame(f)))
	if top != fmt.Sprint(turn.Top.Score) || yours != top {
		t.Errorf("storage refused: the top %s, yours %s; want %d both", top, yours, turn.Top.Score)
	}
	do(t, ctx, "still said", chromedp.WaitVisible("#embed-storage", chromedp.ByQuery, inFrame(f)))
	screenshot(t, ctx, "embed-storage-refused-playing-600.png")
}
