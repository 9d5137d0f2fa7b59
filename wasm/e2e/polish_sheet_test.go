package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// TestPolishSheet checks the route sheet on a 390 px phone (issue #16 item
// 7): a warning said in its line, the turn and draw columns kept in view
// while the sheet scrolls sideways.
func TestPolishSheet(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	do(t, ctx, "load", phone(), chromedp.Navigate(s.URL), ready())
	p.start(game.Config{Seed: 7, Formula: "normal", Rhythm: 0, Mode: game.Competition})
	m := p.tops()[0]
	p.byTaps(&m)
	res := p.submit(m.WordString(), m.Ref.String(), m.Score+1, false) // a wrong score announced
	if !res.Warning {
		t.Fatalf("the engine gives no warning for %d announced, %d scored", m.Score+1, m.Score)
	}
	p.checkSheet()
	var notes string
	do(t, ctx, "notes", chromedp.Text("#sheet tbody tr td.notes", &notes, chromedp.ByQuery))
	if notes != "Avertissement n° 1" {
		t.Errorf("the sheet's notes say %q", notes)
	}
	var before, after, scrolled float64
	do(t, ctx, "scroll the sheet",
		chromedp.Evaluate(`document.querySelector("#sheet td.draw").getBoundingClientRect().left`, &before),
		chromedp.Evaluate(`(() => { const s = document.querySelector(".sheet-scroll"); s.scrollLeft = 400; return s.scrollLeft; })()`, &scrolled),
		chromedp.Evaluate(`document.querySelector("#sheet td.draw").getBoundingClientRect().left`, &after))
	if scrolled <= 0 || after != before {
		t.Errorf("the sheet scrolled by %.0f px: the draw column went from %.1f to %.1f px", scrolled, before, after)
	}
	do(t, ctx, "to the sheet", chromedp.ScrollIntoView("#sheet", chromedp.ByQuery))
	screenshot(t, ctx, "polish-sheet-phone.png")
	var cut string
	do(t, ctx, "overlap", chromedp.Evaluate(`(() => {
		const d = document.querySelector("#sheet td.draw").getBoundingClientRect();
		const n = document.querySelector("#sheet td:first-child").getBoundingClientRect();
		return n.right <= d.left + 0.5 ? "" : "the turn column overlaps the draw column";
	})()`, &cut))
	if cut != "" {
		t.Error(cut)
	}
}
