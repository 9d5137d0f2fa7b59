package e2e

import (
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/record"
	"duplicata/wasm/e2e/referee"
	"duplicata/wasm/e2e/webdriver"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui/french"
)

// TestPolishReveal checks the correction (issue #16 item 4) on a phone and
// a desktop: the draw shown, the player's move drawn on the board in turn
// with the top, every move of the draw listed by score with the joker's
// variants of a word on one line, a page at a time.
func TestPolishReveal(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	do(t, ctx, "load", phone(), chromedp.Navigate(s.URL), ready())
	p.start(game.Config{Seed: 7, Formula: "normal", Rhythm: 0, Mode: game.Training})
	all := slices.Clone(p.all())
	top := p.tops()[0]
	// A lesser move of another place than the top's, to tell them apart.
	var lesser board.Move
	for _, m := range all {
		if m.Score < top.Score && m.Ref != top.Ref && m.Tiles() >= 2 {
			lesser = m
			break
		}
	}
	d := p.direct.Draw()
	p.byEntry(lesser.WordString(), lesser.Ref.String())
	p.submit(lesser.WordString(), lesser.Ref.String(), 0, false)

	var draw string
	do(t, ctx, "draw", chromedp.Evaluate(`document.querySelector("#reveal-draw .draw-tiles").getAttribute("aria-label")`, &draw))
	if draw != d.String() {
		t.Errorf("the reveal shows the draw %q, the engine's is %q", draw, d.String())
	}
	// The player's move, then the top, on the board.
	showing := func(id string, m board.Move) {
		t.Helper()
		want := referee.NewTiles(&m)
		do(t, ctx, id, webdriver.CheckedClick("#"+id, chromedp.ByQuery),
			chromedp.Poll(fmt.Sprintf(`document.querySelector("#%s[aria-pressed=true]") && document.querySelectorAll(".board .tile.showing").length == %d`, id, len(want)), nil))
		for i := 0; i < m.Len; i++ {
			if m.Placed&(1<<i) == 0 {
				continue
			}
			var label string
			do(t, ctx, "square", chromedp.AttributeValue("#sq-"+referee.Square(m.Square(i)), "aria-label", &label, nil, chromedp.ByQuery))
			if want := fmt.Sprintf(", %c proposé", m.Word[i].Letter().Rune()); len(label) < len(want) || label[len(label)-len(want):] != want {
				t.Errorf("%s: square %s says %q", id, referee.Square(m.Square(i)), label)
			}
		}
	}
	showing("show-yours", lesser)
	screenshot(t, ctx, "polish-reveal-yours-phone.png")
	showing("show-top", top)
	holdsOnPhone(t, ctx, "phone, the correction")
	checkLook(t, ctx, "phone, the correction")

	// Every move, joker variants grouped, by pages of 20.
	var moves []record.Move
	for _, m := range all {
		moves = append(moves, record.Move{Word: m.WordString(), Ref: m.Ref.String(), Score: m.Score})
	}
	groups := len(game.GroupVariants(moves))
	var where, title string
	do(t, ctx, "pages", chromedp.Text("#best-page", &where, chromedp.ByQuery), chromedp.Text("#best-title", &title, chromedp.ByQuery))
	if want := fmt.Sprintf("lignes 1–20 sur %d", groups); where != want {
		t.Errorf("the list says %q; the engine has %d moves in %d words at their places: want %q", where, len(all), groups, want)
	}
	// The heading counts moves, as the analysis does (issue 25).
	if want := french.ShowMoves(min(len(all), protocol.RevealCount), len(all), french.Touch); title != want {
		t.Errorf("the list's title %q, want %q", title, want)
	}
	do(t, ctx, "next page", webdriver.CheckedClick("#best-next", chromedp.ByQuery), chromedp.Poll(`document.getElementById("best-page").textContent.startsWith("lignes 21–")`, nil))
	var first string
	do(t, ctx, "first of page 2", chromedp.AttributeValue("#best-20", "data-score", &first, nil, chromedp.ByQuery))
	scores := make([]int, 0, len(all))
	for _, m := range all {
		scores = append(scores, m.Score)
	}
	slices.Sort(scores)
	if n, _ := strconv.Atoi(first); n > scores[len(scores)-1] || n <= 0 {
		t.Errorf("page 2 starts with a move of %s points", first)
	}
	// A line shown from the keyboard: drawn anew (markup), it keeps the
	// focus.
	do(t, ctx, "a line from the keyboard", chromedp.Evaluate(`document.getElementById("best-20").focus()`, nil), chromedp.KeyEvent("\r"),
		chromedp.Poll(`document.getElementById("best-20").getAttribute("aria-pressed") == "true"`, nil),
		chromedp.Poll(`document.activeElement && document.activeElement.id == "best-20"`, nil))
	screenshot(t, ctx, "polish-reveal-page2-phone.png")
	do(t, ctx, "desktop", desktop())
	screenshot(t, ctx, "polish-reveal-desktop.png")
	checkLook(t, ctx, "desktop, the correction")
}
