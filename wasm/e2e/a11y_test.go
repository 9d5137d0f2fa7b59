package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// unnamed lists the visible controls a screen reader could not name: no
// aria-label, title, label or text (a placeholder is not a name).
const unnamed = `(() => {
	const bad = [];
	for (const e of document.querySelectorAll("button, input, select, textarea, a, [role=button], [tabindex]")) {
		if (e.getClientRects().length == 0) continue;
		let name = (e.getAttribute("aria-label") || e.getAttribute("title") || "").trim();
		if (!name && e.getAttribute("aria-labelledby")) {
			name = e.getAttribute("aria-labelledby").split(" ").map(id => (document.getElementById(id) || {}).textContent || "").join(" ").trim();
		}
		if (!name && e.id) {
			const l = document.querySelector('label[for="' + e.id + '"]');
			if (l) name = l.textContent.trim();
		}
		if (!name && e.closest("label")) name = e.closest("label").textContent.trim();
		if (!name && !["INPUT", "SELECT", "TEXTAREA"].includes(e.tagName)) name = e.textContent.trim();
		if (!name) bad.push(e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (e.className ? "." + e.className : ""));
	}
	return bad;
})()`

// TestAccessibleNames checks that every visible control of every screen
// has a name a screen reader can say: the new-game form, a turn with a
// tile being placed, the correction, the topping form and the library.
func TestAccessibleNames(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	check := func(screen string) {
		t.Helper()
		var bad []string
		do(t, ctx, screen, chromedp.Evaluate(unnamed, &bad))
		if len(bad) > 0 {
			t.Errorf("%s: controls with no accessible name: %v", screen, bad)
		}
	}
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL), ready(), chromedp.WaitEnabled("#new-game", chromedp.ByQuery))
	check("the new-game form")
	p.start(game.Config{Seed: 7, Formula: "normal", Rhythm: 0, Mode: game.Competition})
	m := p.tops()[0]
	p.byTaps(&m)
	check("a turn")
	p.submit(m.WordString(), m.Ref.String(), 0, false)
	check("the correction")
	do(t, ctx, "topping", chromedp.Navigate(s.URL+"topping"), ready(), chromedp.WaitEnabled("#new-game", chromedp.ByQuery))
	check("the topping form")
	do(t, ctx, "library", chromedp.Navigate(s.URL+"bibliotheque"), ready(), chromedp.WaitVisible("#import-text", chromedp.ByQuery))
	check("the library")
}
