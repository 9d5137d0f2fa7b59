package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"duplicata/wasm/e2e/webdriver"
	"duplicata/wasm/routes"
)

// The sweep (issue 25, "A net that keeps it so"): every page of
// wasm/routes — a new page is swept without a line here — on a phone
// (390×844, touch) and a desktop (1280×800), at 100 % and 200 % text, and
// on a 320 px phone, in
// its main states: empty, a game in progress, a correction, an error.
// Each state is looked at as a whole (lookAround): nothing wider than the
// screen, no control cut or broken mid-word, no text under another
// element, a margin at the screen's edges, the messages the last action
// produced inside the viewport and in a live region, and the visible text
// is French (frenchFaults). A screenshot of each state goes to $ARTIFACTS
// as sweep-VIEW-STATE.png.

// sweepView is a screen the sweep looks at the pages on.
type sweepView struct {
	name  string
	phone bool
	text  int  // the text size, % of the default
	small bool // a 320 px phone: the pages only, and the solo page's states
}

var sweepViews = []sweepView{
	{"phone", true, 100, false}, {"phone-200", true, 200, false},
	{"desktop", false, 100, false}, {"desktop-200", false, 200, false},
	{"phone-320", true, 100, true},
}

func (v sweepView) size() chromedp.Action {
	switch {
	case v.small:
		return chromedp.EmulateViewport(320, 640, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulateScale(2))
	case v.phone:
		return phone()
	}
	return desktop()
}

// sweeper looks at states of the pages on one view.
type sweeper struct {
	t    *testing.T
	ctx  context.Context
	url  string
	view sweepView
	// hintClosed: the board's first-visit hint was closed.
	hintClosed bool
}

// open navigates to a page of the app and waits for it to run with the
// engine ready, at the view's size and text size.
func (s *sweeper) open(path string, more ...chromedp.Action) {
	s.t.Helper()
	actions := []chromedp.Action{s.view.size(), chromedp.Navigate(s.url + strings.TrimPrefix(path, "/")), ready(), textSize(s.view.text)}
	do(s.t, s.ctx, s.view.name+" "+path, append(actions, more...)...)
}

// sweepReport is what lookAround finds on the page as it is.
type sweepReport struct {
	Overflow float64  `json:"overflow"` // px the page is wider than the viewport
	Cut      []string `json:"cut"`      // controls out of the screen or their text cut
	Broken   []string `json:"broken"`   // words broken over two lines
	Covered  []string `json:"covered"`  // text under another element
	Edge     []string `json:"edge"`     // text touching the screen's edge
	Away     []string `json:"away"`     // messages of the last action out of view, empty or not live
	Text     string   `json:"text"`     // the page's visible text
	Wide     []string `json:"wide"`     // the deepest elements past the screen's right edge
}

const lookAround = `((messages) => {
	const W = document.documentElement.clientWidth, H = window.innerHeight;
	const out = {overflow: document.documentElement.scrollWidth - W, cut: [], broken: [], covered: [], edge: [], away: [], text: document.body.innerText};
	const name = (e) => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (typeof e.className == "string" && e.className ? "." + e.className.trim().split(/\s+/).join(".") : "");
	const shown = (e) => e.getClientRects().length > 0 && e.checkVisibility({visibilityProperty: true, contentVisibilityAuto: true}) && !e.closest(".visually-hidden, [hidden]");
	// The nearest ancestor that clips sideways: a box that scrolls (the
	// route sheet, the zoomed board) is reached by scrolling it.
	const clipper = (e) => { for (let a = e.parentElement; a && a != document.body; a = a.parentElement) { if (getComputedStyle(a).overflowX != "visible" || getComputedStyle(a).overflowY != "visible") return a; } return null; };
	for (const e of document.querySelectorAll("button, input:not([type=hidden]), select, textarea, a[href], summary")) {
		if (!shown(e)) continue;
		const r = e.getBoundingClientRect();
		const box = clipper(e);
		const b = box ? box.getBoundingClientRect() : {left: 0, right: W};
		const left = Math.max(0, b.left), right = Math.min(W, b.right);
		if (box && r.right > right + 0.5 && ["auto", "scroll"].includes(getComputedStyle(box).overflowX)) {
			// reached by scrolling its box: the box itself must be on screen
			if (b.left < -0.5 || b.right > W + 0.5) out.cut.push(name(e) + " in " + name(box) + " " + Math.round(b.left) + ".." + Math.round(b.right));
			continue;
		}
		if (r.left < left - 0.5 || r.right > right + 0.5) out.cut.push(name(e) + " " + Math.round(r.left) + ".." + Math.round(r.right));
		else if (e.tagName == "BUTTON" && e.scrollWidth > e.clientWidth + 1) out.cut.push(name(e) + " text " + e.scrollWidth + " > " + e.clientWidth);
	}
	// A word (letters only: a hash, a path or « NOSUGGEST/KEEPCASE » may
	// break) is never broken over two lines, wherever it is.
	{
		const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let n = walk.nextNode(); n; n = walk.nextNode()) {
			const el = n.parentElement;
			if (!n.textContent.trim() || el.closest("svg, .board, option, select, textarea, script, style") || !shown(el)) continue;
			for (const m of n.textContent.matchAll(/(?<![\/\w])\p{L}{2,}(?![\/\w])/gu)) {
				const r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
				const rs = [...r.getClientRects()].filter(x => x.width > 0);
				if (rs.length > 1 && Math.abs(rs[0].top - rs[rs.length - 1].top) > 2) out.broken.push(name(el) + " «" + m[0] + "»");
			}
		}
	}
	const overlay = document.querySelector(".overlay");
	const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let n = walk.nextNode(); n; n = walk.nextNode()) {
		const el = n.parentElement;
		if (!n.textContent.trim() || !shown(el) || el.closest("svg, .board, option, select, textarea, .overlay")) continue;
		const m = n.textContent.match(/\S/);
		const r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + 1);
		const c = r.getBoundingClientRect();
		if (c.width == 0 || c.bottom < 0 || c.top > H) continue;
		const box = clipper(el);
		if (!box && (c.left < 4 || c.right > W - 4)) out.edge.push(name(el) + " «" + n.textContent.trim().slice(0, 20) + "» at " + Math.round(c.left));
		if (overlay || c.left < 0 || c.right > W) continue;
		if (box) { const b = box.getBoundingClientRect(); if (c.left < b.left || c.right > b.right || c.top < b.top || c.bottom > b.bottom) continue; }
		const hit = document.elementFromPoint((c.left + c.right) / 2, (c.top + c.bottom) / 2);
		if (hit && !el.contains(hit) && !hit.contains(el)) out.covered.push(name(el) + " «" + n.textContent.trim().slice(0, 20) + "» under " + name(hit));
	}
	for (const sel of messages) {
		const e = document.querySelector(sel);
		if (!e) { out.away.push(sel + ": missing"); continue; }
		const r = e.getBoundingClientRect();
		if (!e.textContent.trim()) out.away.push(sel + ": empty");
		// Half a pixel over the edge is in view: scrollIntoView leaves the
		// bottom a fraction of a CSS pixel past it at some zooms.
		else if (r.top < -1 || r.bottom > H + 1) out.away.push(sel + " «" + e.textContent.trim().slice(0, 40) + "» at y " + Math.round(r.top) + ".." + Math.round(r.bottom) + " of " + H);
		if (!e.closest("[aria-live], [role=status], [role=alert]")) out.away.push(sel + ": not in a live region");
	}
	out.wide = [...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > W + 0.5 && !clipper(e) && ![...e.children].some(c => c.getBoundingClientRect().right > W + 0.5)).slice(0, 5).map(e => name(e) + " " + Math.round(e.getBoundingClientRect().right));
	out.cut = out.cut.slice(0, 10); out.broken = out.broken.slice(0, 10); out.covered = out.covered.slice(0, 10); out.edge = out.edge.slice(0, 10);
	return out;
})`

// revealsDone is true once the page has run every look of
// browser.RevealAfterRender (at once, then at 400 and 1,200 ms): what an
// answer brings may lay out after it and push it away, and the page
// brings it back.
const revealsDone = `!document.documentElement.hasAttribute("data-revealing") || null`

// look checks the page as it is in the state named, the messages the last
// action produced (selectors) included, and saves its screenshot. With
// messages, it judges once the page has stopped moving them (revealsDone): a
// loaded CI run saw library-error's message in view, then pushed below the
// screen by what came after it, then brought back by the page's last look.
func (s *sweeper) look(state string, messages ...string) sweepReport {
	s.t.Helper()
	sel, _ := json.Marshal(messages)
	if messages == nil {
		sel = []byte("[]")
	}
	if len(messages) > 0 {
		do(s.t, s.ctx, s.view.name+" "+state+": the page's reveals", chromedp.Poll(revealsDone, nil, chromedp.WithPollingInterval(50*time.Millisecond)))
	}
	var r sweepReport
	var png []byte
	do(s.t, s.ctx, s.view.name+" "+state, chromedp.Evaluate(lookAround+"("+string(sel)+")", &r), chromedp.CaptureScreenshot(&png))
	saveArtifact(s.t, "sweep-"+s.view.name+"-"+state+".png", png)
	where := s.view.name + ", " + state
	if r.Overflow > 0.5 {
		s.t.Errorf("%s: the page is %.0f px wider than the screen: %v", where, r.Overflow, r.Wide)
	}
	for what, list := range map[string][]string{"control cut": r.Cut, "word broken": r.Broken, "text covered": r.Covered, "text at the screen's edge": r.Edge, "message not in view": r.Away} {
		if len(list) > 0 {
			s.t.Errorf("%s: %s: %v", where, what, list)
		}
	}
	for _, f := range frenchFaults(r.Text) {
		s.t.Errorf("%s: not French: %s", where, f)
	}
	return r
}

// TestSweep looks at every page in its main states on every view. The
// lexicon's download is held at first, to see the page wait for it.
func TestSweep(t *testing.T) {
	ctx := browser(t)
	var once sync.Once
	hold := make(chan struct{})
	release := func() { once.Do(func() { close(hold) }) }
	t.Cleanup(release)
	srv := serveWith(t, func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if strings.HasSuffix(r.URL.Path, ".dlx") {
				<-hold
			}
			h.ServeHTTP(w, r)
		})
	})
	s := &sweeper{t: t, ctx: ctx, url: srv.URL, view: sweepViews[0]}

	// Waiting for the lexicon: neutral, beside the button it disables,
	// which names it.
	var wait struct {
		Text, Colour, Described string
		Gap                     float64
	}
	do(t, ctx, "waiting", phone(), chromedp.Navigate(srv.URL), chromedp.WaitVisible(`.page[data-engine="loading"] #message:not(:empty)`, chromedp.ByQuery),
		chromedp.Evaluate(`(() => { const m = document.getElementById("message"), b = document.getElementById("new-game");
			return {Text: m.textContent, Colour: getComputedStyle(m).color, Described: b.getAttribute("aria-describedby") || "",
				Gap: m.getBoundingClientRect().top - b.getBoundingClientRect().bottom}; })()`, &wait))
	s.look("waiting")
	if wait.Described != "message" || strings.Contains(wait.Colour, "138, 28, 50") || wait.Gap > 80 {
		t.Errorf("while the lexicon loads: %+v; want a neutral message at most 80 px under « Commencer la partie », which names it", wait)
	}
	release()

	for _, v := range sweepViews {
		s.view = v
		// Every page, as a first visit finds it.
		for _, p := range routes.Pages {
			s.open(p.Path)
			s.look("page" + strings.ReplaceAll(p.Path, "/", "-"))
		}
		s.soloStates()
		if v.small {
			continue
		}
		s.toppingStates()
		s.libraryError()
		s.libraryReplay()
	}
}

// soloStates plays on the solo page: an unreadable game number, a game in
// progress, a refused move, the board zoomed and paused, a correction;
// then the next turn, so the next view finds a game in progress.
func (s *sweeper) soloStates() {
	t, ctx := s.t, s.ctx
	s.open("/")
	var inGame bool
	do(t, ctx, "in game?", chromedp.Evaluate(`!!document.querySelector(".rack")`, &inGame))
	if !inGame {
		do(t, ctx, "a bad game number", chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
			chromedp.SetValue("#seed", "12a", chromedp.ByQuery),
			chromedp.Evaluate(`document.getElementById("seed").dispatchEvent(new Event("input", {bubbles: true}))`, nil),
			webdriver.CheckedClick("#mode-training", chromedp.ByQuery),
			chromedp.Evaluate(`document.getElementById("new-game").click()`, nil),
			chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery))
		s.look("solo-error", "#message")
		// Untimed: the sweep is slow on a busy machine, and the turn must
		// not end under it.
		do(t, ctx, "a game", chromedp.SetValue("#seed", "7", chromedp.ByQuery), chromedp.SetValue("#rhythm", "0", chromedp.ByQuery),
			chromedp.Evaluate(`document.getElementById("seed").dispatchEvent(new Event("input", {bubbles: true}));
				document.getElementById("rhythm").dispatchEvent(new Event("change", {bubbles: true}))`, nil),
			chromedp.Evaluate(`document.getElementById("new-game").click()`, nil),
			chromedp.WaitVisible(".rack", chromedp.ByQuery))
	}
	s.look("solo-game")
	s.firstHint()
	// A move the engine refuses, typed and sent with Enter.
	do(t, ctx, "a refused move", webdriver.CheckedClick("#entry", chromedp.ByQuery), chromedp.SendKeys("#entry", "ZZZ H8", chromedp.ByQuery),
		chromedp.KeyEvent(kb.Enter), chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery))
	s.look("solo-refused", "#message")
	do(t, ctx, "clear", webdriver.CheckedClick("#clear", chromedp.ByQuery))
	if s.view.phone {
		s.zoomed()
	}
	s.paused()
	// A correction: the turn passed (the button twice).
	do(t, ctx, "pass", webdriver.CheckedClick("#submit", chromedp.ByQuery), chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery))
	s.look("solo-pass", "#message")
	do(t, ctx, "correction", webdriver.CheckedClick("#submit", chromedp.ByQuery), chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery))
	s.look("solo-correction")
	do(t, ctx, "the sheet", chromedp.ScrollIntoView(".sheet tfoot", chromedp.ByQuery))
	s.look("solo-sheet")
	// The sheet's columns that stay in view end at the same x on every
	// row, its total's included: else, scrolled, one row's stuck cell
	// covers the next cells (« vertissement »).
	var edges []float64
	do(t, ctx, "the sheet's fixed columns", chromedp.Evaluate(`[...document.querySelectorAll("#sheet tr")].map(tr =>
		Math.max(...[...tr.cells].filter(c => getComputedStyle(c).position == "sticky").map(c => Math.round(c.getBoundingClientRect().right))))`, &edges))
	for _, e := range edges {
		if e != edges[0] {
			t.Errorf("%s: the route sheet's fixed columns end at x = %v by row (head, turns, total): not aligned", s.view.name, edges)
			break
		}
	}
	do(t, ctx, "next turn", webdriver.CheckedClick("#next", chromedp.ByQuery), chromedp.WaitVisible(".rack", chromedp.ByQuery))
}

// firstHint checks the board's first-visit hint: shown until « Compris »,
// never again after, a reload included.
func (s *sweeper) firstHint() {
	t, ctx := s.t, s.ctx
	var shown bool
	do(t, ctx, "the first hint", chromedp.Evaluate(`!!document.querySelector("#first-hint:not([hidden])")`, &shown))
	if shown == s.hintClosed {
		t.Errorf("%s: the board's first-visit hint shown %v, closed before %v", s.view.name, shown, s.hintClosed)
	}
	if shown {
		do(t, ctx, "close the hint", webdriver.CheckedClick("#first-hint-close", chromedp.ByQuery), chromedp.WaitNotPresent("#first-hint:not([hidden])", chromedp.ByQuery))
		s.hintClosed = true
	}
}

// zoomed checks the zoomed board on a phone: scrolled to its far corner,
// the row letters and column numbers stay in view.
func (s *sweeper) zoomed() {
	t, ctx := s.t, s.ctx
	var labels struct {
		Rows, Cols bool
		Where      string
	}
	// Clicked from the page, not at its coordinates: the answer to the
	// move refused before is brought into view again up to 1.2 s later
	// (RevealAfterRender), which can scroll the button under the sticky
	// header between chromedp's scroll and its click.
	do(t, ctx, "zoom", chromedp.Evaluate(`document.getElementById("zoom").click()`, nil), chromedp.WaitVisible(".board-wrap.zoomed", chromedp.ByQuery),
		chromedp.Evaluate(`(() => { const w = document.querySelector(".board-wrap.zoomed"); w.scrollLeft = w.scrollWidth; w.scrollTop = w.scrollHeight; w.scrollIntoView({block: "nearest"}); })()`, nil),
		chromedp.Sleep(0), // a frame for the scroll
		chromedp.Evaluate(`(() => { const w = document.querySelector(".board-wrap.zoomed").getBoundingClientRect();
			const inside = (e) => { const r = e.getBoundingClientRect(); const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2; return x >= w.left && x <= w.right && y >= w.top && y <= w.bottom && document.elementFromPoint(x, y) && e.contains(document.elementFromPoint(x, y)); };
			const o = document.querySelector(".coord.rowname:last-of-type"), a = [...document.querySelectorAll(".coord.rowname")], c = [...document.querySelectorAll(".coord.col")];
			return {Rows: inside(a[a.length - 1]), Cols: inside(c[c.length - 1]), Where: JSON.stringify([a[a.length-1].getBoundingClientRect(), c[c.length-1].getBoundingClientRect(), w])}; })()`, &labels))
	s.look("solo-zoomed")
	if !labels.Rows || !labels.Cols {
		t.Errorf("%s, zoomed and scrolled to O15: row letters in view %v, column numbers in view %v (%s)", s.view.name, labels.Rows, labels.Cols, labels.Where)
	}
	do(t, ctx, "unzoom", chromedp.Evaluate(`document.getElementById("zoom").click()`, nil), chromedp.WaitNotPresent(".board-wrap.zoomed", chromedp.ByQuery))
}

// paused checks the pause: the board is covered, as large as it was.
func (s *sweeper) paused() {
	t, ctx := s.t, s.ctx
	var before, after struct{ W, H, Cover float64 }
	const measure = `(() => { const b = document.querySelector(".board").getBoundingClientRect(); const c = document.elementFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2);
		const w = document.querySelector(".board-wrap").getBoundingClientRect();
		return {W: w.width, H: w.height, Cover: c && c.closest(".sq") ? 0 : 1}; })()`
	do(t, ctx, "pause", chromedp.ScrollIntoView(".board", chromedp.ByQuery), chromedp.Evaluate(measure, &before),
		webdriver.CheckedClick("#pause", chromedp.ByQuery), chromedp.WaitVisible(`#pause[aria-pressed="true"]`, chromedp.ByQuery),
		chromedp.ScrollIntoView(".board", chromedp.ByQuery), chromedp.Evaluate(measure, &after))
	s.look("solo-paused")
	if after.W != before.W || after.H != before.H || after.Cover != 1 {
		t.Errorf("%s, paused: the board's box %.0f×%.0f (it was %.0f×%.0f), covered %v", s.view.name, after.W, after.H, before.W, before.H, after.Cover == 1)
	}
	do(t, ctx, "resume", webdriver.CheckedClick("#pause", chromedp.ByQuery), chromedp.WaitVisible(`#pause[aria-pressed="false"]`, chromedp.ByQuery))
}

// toppingStates proposes a move the engine refuses on the topping page:
// its answer is in view.
func (s *sweeper) toppingStates() {
	t, ctx := s.t, s.ctx
	s.open("/topping")
	var inGame bool
	do(t, ctx, "in game?", chromedp.Evaluate(`!!document.querySelector(".rack")`, &inGame))
	if !inGame {
		do(t, ctx, "a topping", chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
			chromedp.Evaluate(`const l = document.getElementById("limit"); l.value = l.options[l.options.length - 1].value; l.dispatchEvent(new Event("change", {bubbles: true}))`, nil),
			webdriver.CheckedClick("#new-game", chromedp.ByQuery), chromedp.WaitVisible(".rack", chromedp.ByQuery))
	}
	s.look("topping-game")
	do(t, ctx, "a refused proposal", webdriver.CheckedClick("#entry", chromedp.ByQuery), chromedp.SendKeys("#entry", "ZZZ H8", chromedp.ByQuery),
		chromedp.KeyEvent(kb.Enter), chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery))
	s.look("topping-refused", "#message")
	do(t, ctx, "clear", webdriver.CheckedClick("#clear", chromedp.ByQuery))
}

// libraryError imports text that is no game: the library's answer is in
// view.
func (s *sweeper) libraryError() {
	s.open("/bibliotheque", chromedp.WaitEnabled("#import-button", chromedp.ByQuery),
		chromedp.SetValue("#import-text", "ceci n'est pas une partie", chromedp.ByQuery),
		webdriver.CheckedClick("#import-button", chromedp.ByQuery),
		chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery))
	s.look("library-error", "#message")
}

// libraryReplay imports an FFSc file into the library once (its answer
// in view), then, on every view, opens it in the replay.
func (s *sweeper) libraryReplay() {
	t, ctx := s.t, s.ctx
	path, _ := recordFixture(t, "ffsc-normal.txt")
	s.open("/bibliotheque", chromedp.WaitEnabled("#import-button", chromedp.ByQuery))
	var kept bool
	do(t, ctx, "kept?", chromedp.Evaluate(`!!document.querySelector(".library-entry")`, &kept))
	if !kept {
		do(t, ctx, "import", chromedp.SetUploadFiles("#import-file", []string{path}, chromedp.ByQuery),
			chromedp.WaitVisible("#replay-turn", chromedp.ByQuery),
			// Already there when the list had not loaded yet at "kept?":
			// the library says so and opens it, an answer in view too.
			chromedp.Poll(`(m => m.startsWith("Partie importée") || m.includes("déjà dans la bibliothèque"))(document.getElementById("message").textContent)`, nil))
		// The game opens above the message as its tops come: the page
		// brings the message back into view once laid out (a few seconds
		// at most; look says where it is if not).
		_ = chromedp.Run(ctx, chromedp.Poll(`(r => r.top >= 0 && r.bottom <= innerHeight)(document.getElementById("message").getBoundingClientRect())`, nil,
			chromedp.WithPollingTimeout(5*time.Second)))
		s.look("library-imported", "#message")
	} else {
		do(t, ctx, "open", chromedp.Evaluate(`document.querySelector(".library-entry").click()`, nil), chromedp.WaitVisible("#replay-turn", chromedp.ByQuery))
	}
	do(t, ctx, "the replay", chromedp.Evaluate(`window.scrollTo(0, 0)`, nil))
	s.look("library-replay")
}

// frenchFaults lists what is not French in a page's visible text: a
// decimal point in a number, « (s) », 0 or 1 before a plural, English
// words and Go error prefixes. (Kept apart from the sweep, so it reads as
// the rule it is; known faults are listed in frenchKnown.)
func frenchFaults(text string) []string {
	var out []string
	for _, r := range frenchRules {
		for _, m := range r.re.FindAllString(text, -1) {
			if !frenchKnown[m] && !r.fine(m) {
				out = append(out, fmt.Sprintf("%s «%s»", r.what, m))
			}
		}
	}
	return out
}
