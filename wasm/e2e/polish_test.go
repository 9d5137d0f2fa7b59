package e2e

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// holdsOnPhone checks the board on a 390 px phone: it fills the width,
// its values read at 10 px at the least, its rows stay aligned, nothing is
// wider than the screen and the navigation is whole.
func holdsOnPhone(t *testing.T, ctx context.Context, when string) boardLook {
	t.Helper()
	b := lookAtBoard(t, ctx)
	t.Logf("%s: %+v", when, b)
	if b.Board < 0.97*390 {
		t.Errorf("%s: the board is %.0f px wide on a 390 px phone", when, b.Board)
	}
	if b.Value < 10 || b.Coord < 10 {
		t.Errorf("%s: tile values %.1f px, coordinates %.1f px; want 10 px at the least", when, b.Value, b.Coord)
	}
	if !b.RowsAlign || !b.ColsAlign {
		t.Errorf("%s: the board's rows aligned %v, its columns under their numbers %v", when, b.RowsAlign, b.ColsAlign)
	}
	if b.ScrollW > 390 || b.Viewport > 390 {
		t.Errorf("%s: the page is %.0f px wide (viewport %.0f) on a 390 px phone", when, b.ScrollW, b.Viewport)
	}
	if !b.NavVisible {
		t.Errorf("%s: a navigation link is cut off", when)
	}
	return b
}

// TestPolishBoard checks the board's look on a phone (390×844, touch) at
// 100 % and 200 % text and on a desktop, with the contrast and the focus
// rings of a turn in play.
func TestPolishBoard(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	do(t, ctx, "load", phone(), chromedp.Navigate(s.URL), ready(), chromedp.WaitEnabled("#new-game", chromedp.ByQuery))
	checkLook(t, ctx, "phone, the new-game form")
	p.start(game.Config{Seed: 7, Formula: "normal", Rhythm: 0, Mode: game.Training})
	m := p.tops()[0]
	p.byTaps(&m)
	holdsOnPhone(t, ctx, "phone")
	screenshot(t, ctx, "polish-phone.png")
	checkLook(t, ctx, "phone, a turn")
	do(t, ctx, "200%", textSize(200))
	holdsOnPhone(t, ctx, "phone at 200 % text")
	screenshot(t, ctx, "polish-phone-200.png")
	do(t, ctx, "100%", textSize(100), desktop())
	b := lookAtBoard(t, ctx)
	t.Logf("desktop: %+v", b)
	if b.Value < 10 || !b.RowsAlign || !b.ColsAlign {
		t.Errorf("desktop: values %.1f px, rows aligned %v, columns under their numbers %v", b.Value, b.RowsAlign, b.ColsAlign)
	}
	screenshot(t, ctx, "polish-desktop.png")
	checkLook(t, ctx, "desktop, a turn")
	for _, page := range []string{"topping", "bibliotheque"} {
		do(t, ctx, page, chromedp.Navigate(s.URL+page), ready())
		checkLook(t, ctx, "desktop, "+page)
	}
	// Every page on the phone at 200 % text: nothing wider than the screen,
	// the navigation whole.
	for _, page := range []string{"", "topping", "bibliotheque"} {
		var fit struct {
			ScrollW float64 `json:"scrollW"`
			Inner   float64 `json:"inner"`
			Nav     bool    `json:"nav"`
		}
		do(t, ctx, "200% "+page, phone(), chromedp.Navigate(s.URL+page), ready(), textSize(200),
			chromedp.Evaluate(`({scrollW: document.documentElement.scrollWidth, inner: window.innerWidth,
				nav: [...document.querySelectorAll(".nav-link")].every(a => { const r = a.getBoundingClientRect(); return r.width > 0 && r.left >= 0 && r.right <= 390.5; })})`, &fit))
		if fit.ScrollW > 390 || fit.Inner > 390 || !fit.Nav {
			t.Errorf("/%s at 200 %% text on a 390 px phone: %+v", page, fit)
		}
		screenshot(t, ctx, "polish-200-"+map[string]string{"": "solo", "topping": "topping", "bibliotheque": "library"}[page]+".png")
		do(t, ctx, "100%", textSize(100))
	}
}

// TestPolishJokerFocus checks the focus rings in the joker picker (the
// letters on their tiles) and on the topping page's play area.
func TestPolishJokerFocus(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	// The first game number whose first draw has a joker.
	var cfg game.Config
	for seed := uint64(1); ; seed++ {
		cfg = game.Config{Seed: seed, Formula: "normal", Rhythm: 0, Mode: game.Training}
		g, err := game.New(p.lex, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if g.Draw().Rack()[0] > 0 {
			break
		}
	}
	do(t, ctx, "load", desktop(), chromedp.Navigate(s.URL), ready())
	p.start(cfg)
	do(t, ctx, "picker", chromedp.Evaluate(`document.getElementById("board").focus()`, nil), chromedp.KeyEvent(kb.ArrowDown),
		chromedp.KeyEvent("?"), chromedp.WaitVisible("#pick-A", chromedp.ByQuery))
	screenshot(t, ctx, "polish-picker.png")
	checkLook(t, ctx, "the joker picker")
}
