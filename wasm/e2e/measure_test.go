package e2e

import (
	"context"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// Measuring helpers for the look of the pages: sizes on the board,
// contrast and focus rings (WCAG 1.4.3, 1.4.11, 2.4.7), the page at 200 %
// text size. Each runs a script in the page and returns plain Go values.

// boardLook is what the board measures in CSS pixels.
type boardLook struct {
	Square     float64  `json:"square"`     // a square's side
	Board      float64  `json:"board"`      // the board's width
	Viewport   float64  `json:"viewport"`   // the window's width
	Coord      float64  `json:"coord"`      // the coordinates' font size
	Value      float64  `json:"value"`      // a tile value's font size on the board (0: no tile)
	Letter     float64  `json:"letter"`     // a tile letter's font size on the board (0: no tile)
	RackValue  float64  `json:"rackValue"`  // a rack tile value's font size (0: no rack)
	RowsAlign  bool     `json:"rowsAlign"`  // every square of a row has the same top
	ColsAlign  bool     `json:"colsAlign"`  // every square of a column has the left and right of its number
	ScrollW    float64  `json:"scrollW"`    // the page's scroll width
	NavVisible bool     `json:"navVisible"` // every navigation link is inside the viewport
	Wide       []string `json:"wide"`       // the deepest elements wider than the screen
}

const measureBoard = `(() => {
	const px = (el) => el ? parseFloat(getComputedStyle(el).fontSize) : 0;
	const sq = document.getElementById("sq-H8");
	let align = true;
	for (let r = 0; r < 15; r++) {
		const row = "ABCDEFGHIJKLMNO"[r];
		const top = document.getElementById("sq-" + row + "1").getBoundingClientRect().top;
		for (let c = 2; c <= 15; c++) {
			if (Math.abs(document.getElementById("sq-" + row + c).getBoundingClientRect().top - top) > 0.5) align = false;
		}
	}
	// Each row is a grid of its own (#27): their columns must stay those
	// of the column numbers' row (of row A's squares when the numbers are
	// hidden).
	let cols = [...document.querySelectorAll(".board .coord.col")].map(e => e.getBoundingClientRect());
	if (cols.every(b => b.width == 0)) cols = [...Array(15).keys()].map(c => document.getElementById("sq-A" + (c + 1)).getBoundingClientRect());
	let colsAlign = cols.length == 15;
	for (let r = 0; colsAlign && r < 15; r++) {
		for (let c = 1; c <= 15; c++) {
			const b = document.getElementById("sq-" + "ABCDEFGHIJKLMNO"[r] + c).getBoundingClientRect();
			if (Math.abs(b.left - cols[c - 1].left) > 0.5 || Math.abs(b.right - cols[c - 1].right) > 0.5) colsAlign = false;
		}
	}
	const nav = [...document.querySelectorAll(".nav-link")];
	return {
		square: sq.getBoundingClientRect().width,
		board: document.querySelector(".board").getBoundingClientRect().width,
		viewport: window.innerWidth,
		coord: px(document.querySelector(".coord.col")),
		value: px(document.querySelector(".board .tile .value")),
		letter: px(document.querySelector(".board .tile .letter")),
		rackValue: px(document.querySelector(".rack .tile .value")),
		rowsAlign: align,
		colsAlign: colsAlign,
		scrollW: document.documentElement.scrollWidth,
		wide: [...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > screen.width + 0.5 && ![...e.children].some(c => c.getBoundingClientRect().right > screen.width + 0.5)).slice(0, 8).map(e => e.tagName + "." + e.className + " " + Math.round(e.getBoundingClientRect().right)),
		navVisible: nav.every(a => { const r = a.getBoundingClientRect(); return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth + 0.5; }),
	};
})()`

// lookAtBoard measures the board.
func lookAtBoard(t *testing.T, ctx context.Context) boardLook {
	t.Helper()
	var raw json.RawMessage
	do(t, ctx, "measure the board", chromedp.Evaluate(measureBoard, &raw))
	var b boardLook
	if err := json.Unmarshal(raw, &b); err != nil {
		t.Fatal(err)
	}
	return b
}

// scriptColours is the page's colour arithmetic: the WCAG relative
// luminance, the contrast ratio and the background an element is painted
// on (its own or its nearest ancestor's non-transparent one).
const scriptColours = `
	const rgba = (s) => { const m = s.match(/rgba?\(([^)]+)\)/); if (!m) return null; const v = m[1].split(/[ ,\/]+/).filter(x => x).map(Number); return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1]; };
	const lum = (c) => { const f = (x) => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); }; return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
	const ratio = (a, b) => { const la = lum(a), lb = lum(b); return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05); };
	const over = (top, under) => { const a = top[3]; return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1]; };
	const bgOf = (el) => {
		const layers = [];
		for (let e = el; e; e = e.parentElement) {
			const c = rgba(getComputedStyle(e).backgroundColor);
			if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
		}
		let bg = [255, 255, 255, 1];
		for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg);
		return bg;
	};
	const name = (e) => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (typeof e.className == "string" && e.className ? "." + e.className.trim().split(/\s+/).join(".") : "");
`

// lowContrast lists the visible text whose contrast with its background is
// under WCAG 1.4.3's minimum: 4.5:1, or 3:1 for large text (24 px, or
// 18.66 px bold). Text inside aria-hidden decorations counts too: a tile's
// letter must be read.
const lowContrast = `(() => {` + scriptColours + `
	const bad = [];
	const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	const seen = new Set();
	for (let n = walker.nextNode(); n; n = walker.nextNode()) {
		if (!n.textContent.trim()) continue;
		const el = n.parentElement;
		if (seen.has(el)) continue;
		seen.add(el);
		const st = getComputedStyle(el);
		if (el.getClientRects().length == 0 || st.visibility == "hidden" || parseFloat(st.opacity) == 0) continue;
		if (el.closest("[hidden], .visually-hidden, :disabled, svg")) continue;
		const fg = rgba(st.color);
		let op = 1;
		for (let e = el; e; e = e.parentElement) op *= parseFloat(getComputedStyle(e).opacity);
		const bg = bgOf(el);
		const shown = over([fg[0], fg[1], fg[2], fg[3] * op], bg);
		const size = parseFloat(st.fontSize), bold = parseInt(st.fontWeight) >= 700;
		const min = (size >= 24 || (bold && size >= 18.66)) ? 3 : 4.5;
		const r = ratio(shown, bg);
		if (r < min) bad.push(name(el) + " «" + n.textContent.trim().slice(0, 20) + "» " + r.toFixed(2) + ":1");
	}
	return bad;
})()`

// weakFocus focuses each visible control in turn, as the keyboard would
// (focus-visible), and lists those whose focus indicator is missing or
// faint: no outline or one thinner than 2 px, or an outline under 3:1
// against what is behind it (WCAG 2.4.7, 1.4.11). A box-shadow ring counts
// like an outline.
const weakFocus = `(() => {` + scriptColours + `
	const bad = [];
	let checked = 0;
	for (const el of document.querySelectorAll("button, input, select, textarea, a[href], [tabindex]:not([tabindex='-1']), summary")) {
		if (el.getClientRects().length == 0 || el.disabled || el.closest("[hidden], [inert]")) continue;
		el.focus({focusVisible: true});
		if (document.activeElement != el) continue;
		checked++;
		const st = getComputedStyle(el);
		const w = parseFloat(st.outlineWidth);
		let ok = false, why = "no outline";
		if (st.outlineStyle != "none" && w >= 2) {
			const oc = rgba(st.outlineColor);
			// The outline is drawn outside the element (offset >= 0): it
			// must stand out from what is around it.
			const around = parseFloat(st.outlineOffset) >= 0 ? bgOf(el.parentElement || el) : bgOf(el);
			const r = ratio(over(oc, around), around);
			ok = r >= 3;
			why = "outline " + r.toFixed(2) + ":1";
		} else if (st.boxShadow && st.boxShadow != "none") {
			ok = true;
		}
		if (!ok) bad.push(name(el) + " (" + why + ")");
	}
	document.activeElement && document.activeElement.blur();
	return {checked, bad};
})()`

// checkLook runs the contrast and focus-ring checks on the page as it is.
func checkLook(t *testing.T, ctx context.Context, screen string) {
	t.Helper()
	var low []string
	var focus struct {
		Checked int      `json:"checked"`
		Bad     []string `json:"bad"`
	}
	do(t, ctx, screen+": contrast", chromedp.Evaluate(lowContrast, &low))
	// A key pressed first, as a keyboard user would: the page then has the
	// focus and the keyboard modality, under which :focus-visible matches.
	do(t, ctx, screen+": focus", chromedp.KeyEvent(kb.Shift), chromedp.Evaluate(weakFocus, &focus))
	if len(low) > 0 {
		t.Errorf("%s: text under the WCAG contrast minimum: %v", screen, low)
	}
	if focus.Checked == 0 {
		t.Errorf("%s: no control took the focus", screen)
	}
	if len(focus.Bad) > 0 {
		t.Errorf("%s: %d of %d controls with no visible focus ring: %v", screen, len(focus.Bad), focus.Checked, focus.Bad)
	}
}

// textSize sets the root font size to a percentage of the default, as a
// browser's text-size setting does for a page sized in rem.
func textSize(percent int) chromedp.Action {
	return chromedp.Evaluate(`document.documentElement.style.fontSize = "`+strconv.Itoa(percent)+`%"`, nil)
}

// phone is a 390×844 touch viewport (an iPhone 12 to 15's); desktop 1280×800.
func phone() chromedp.Action {
	return chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulateScale(3))
}

func desktop() chromedp.Action { return chromedp.EmulateViewport(1280, 800) }
