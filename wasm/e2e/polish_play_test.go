package e2e

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/wasm/e2e/webdriver"
)

// rackLetters is the rack's free tiles' letters, in the order shown.
func rackLetters(t *testing.T, p *player) string {
	t.Helper()
	var s string
	do(t, p.ctx, "rack", chromedp.Evaluate(`[...document.querySelectorAll(".rack button[data-letter]")].map(b => b.dataset.letter).join("")`, &s))
	return s
}

func sortedLetters(s string) string {
	r := []rune(s)
	slices.Sort(r)
	return string(r)
}

// TestPolishPlay plays on a 390×844 touch phone (issue #16 items 1, 8, 9):
// the board has the focus after Start; the bag's counts are the engine's;
// the rack shuffles and sorts (buttons and keys); the zoomed board still
// takes taps; the pause hides the board and stops the clock; the board's
// settings outlive a reload; the « Raccourcis » panel lists the keys.
func TestPolishPlay(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	do(t, ctx, "load", phone(), chromedp.Navigate(s.URL), ready())
	p.start(game.Config{Seed: 7, Formula: "normal", Rhythm: 180, Mode: game.Training})

	var focused string
	do(t, ctx, "focus", chromedp.Poll(`document.activeElement && document.activeElement.id == "board"`, nil),
		chromedp.Evaluate(`document.activeElement.id`, &focused))

	// The bag: the engine's tally.
	want := p.direct.State().Bag.Tally()
	var bag string
	var tiles, vowels, consonants string
	var ok bool
	do(t, ctx, "bag", chromedp.Text("#bag", &bag, chromedp.ByQuery),
		chromedp.AttributeValue("#bag", "data-tiles", &tiles, &ok, chromedp.ByQuery),
		chromedp.AttributeValue("#bag", "data-vowels", &vowels, &ok, chromedp.ByQuery),
		chromedp.AttributeValue("#bag", "data-consonants", &consonants, &ok, chromedp.ByQuery))
	if tiles != strconv.Itoa(want.Tiles) || vowels != strconv.Itoa(want.Vowels) || consonants != strconv.Itoa(want.Consonants) ||
		!strings.Contains(bag, strconv.Itoa(want.Vowels)+" voyelles") {
		t.Errorf("the bag says %q (%s, %s, %s); the engine %+v", bag, tiles, vowels, consonants, want)
	}

	// Shuffle and sort, by the buttons and by the keys.
	drawn := rackLetters(t, p)
	sorted := strings.ReplaceAll(sortedLetters(drawn), "?", "") + strings.Repeat("?", strings.Count(drawn, "?"))
	rackIs := func(want string) chromedp.Action {
		return chromedp.Poll(`[...document.querySelectorAll(".rack button[data-letter]")].map(b => b.dataset.letter).join("") == `+strconv.Quote(want), nil)
	}
	do(t, ctx, "sort", webdriver.CheckedClick("#sort", chromedp.ByQuery), rackIs(sorted))
	do(t, ctx, "shuffle", webdriver.CheckedClick("#shuffle", chromedp.ByQuery),
		chromedp.Poll(`[...document.querySelectorAll(".rack button[data-letter]")].map(b => b.dataset.letter).join("") != `+strconv.Quote(sorted), nil))
	if shuffled := rackLetters(t, p); sortedLetters(shuffled) != sortedLetters(drawn) {
		t.Errorf("shuffled %q into %q", drawn, shuffled)
	}
	do(t, ctx, "= key", chromedp.Evaluate(`document.getElementById("board").focus()`, nil), chromedp.KeyEvent("="), rackIs(sorted))
	do(t, ctx, "+ key", chromedp.KeyEvent("+"),
		chromedp.Poll(`[...document.querySelectorAll(".rack button[data-letter]")].map(b => b.dataset.letter).join("") != `+strconv.Quote(sorted), nil))

	// Zoomed: the board twice as wide, scrolling in place; taps still
	// place the top.
	do(t, ctx, "zoom", webdriver.CheckedClick("#zoom", chromedp.ByQuery), chromedp.Poll(`document.querySelector(".board-wrap.zoomed") != null`, nil))
	b := lookAtBoard(t, ctx)
	t.Logf("zoomed: %+v", b)
	if b.Square < 40 || b.ScrollW > 390 || !b.RowsAlign || !b.ColsAlign {
		t.Errorf("zoomed: squares of %.1f px, page %.0f px wide, rows aligned %v, columns under their numbers %v", b.Square, b.ScrollW, b.RowsAlign, b.ColsAlign)
	}
	m := p.tops()[0]
	p.byTaps(&m)
	p.placedOK(&m)
	screenshot(t, ctx, "polish-phone-zoomed.png")
	do(t, ctx, "200%", textSize(200))
	screenshot(t, ctx, "polish-phone-zoomed-200.png")
	do(t, ctx, "100%", textSize(100))

	// Pause: the clock stops, the board and the rack hide.
	do(t, ctx, "pause", webdriver.CheckedClick("#pause", chromedp.ByQuery), chromedp.WaitNotPresent(".rack", chromedp.ByQuery))
	var hidden int
	var saved string
	do(t, ctx, "paused", painted(), chromedp.Evaluate(`[...document.querySelectorAll(".board .tile")].filter(e => getComputedStyle(e).visibility != "hidden").length`, &hidden),
		chromedp.Evaluate(`localStorage.getItem("duplicata.session")`, &saved))
	var sess struct {
		Paused bool  `json:"paused"`
		Spent  int64 `json:"spentMs"`
	}
	if err := json.Unmarshal([]byte(saved), &sess); err != nil {
		t.Fatal(err)
	}
	if hidden != 0 || !sess.Paused {
		t.Errorf("paused: %d tiles visible, saved paused %v", hidden, sess.Paused)
	}
	screenshot(t, ctx, "polish-phone-paused.png")
	// Reloaded while paused: still paused, with the time it had.
	do(t, ctx, "reload paused", chromedp.Reload(), ready(), chromedp.WaitVisible("#pause", chromedp.ByQuery))
	var again string
	do(t, ctx, "still paused", chromedp.Evaluate(`localStorage.getItem("duplicata.session")`, &again))
	var sess2 struct {
		Paused bool  `json:"paused"`
		Spent  int64 `json:"spentMs"`
	}
	json.Unmarshal([]byte(again), &sess2)
	if !sess2.Paused || sess2.Spent != sess.Spent {
		t.Errorf("after a reload in pause: paused %v, spent %d ms (was %d)", sess2.Paused, sess2.Spent, sess.Spent)
	}
	do(t, ctx, "resume", webdriver.CheckedClick("#pause", chromedp.ByQuery), chromedp.WaitVisible(".rack", chromedp.ByQuery))
	p.placedOK(&m)

	// The settings: coordinates off, kept across a reload.
	do(t, ctx, "settings", openDetails("look"),
		webdriver.CheckedClick("#look-coords", chromedp.ByQuery), chromedp.Poll(`document.querySelector(".board-wrap.no-coords") != null`, nil),
		chromedp.Reload(), ready(), chromedp.WaitVisible(".rack", chromedp.ByQuery))
	var noCoords, zoomed bool
	do(t, ctx, "kept", chromedp.Evaluate(`document.querySelector(".board-wrap.no-coords") != null`, &noCoords),
		chromedp.Evaluate(`document.querySelector(".board-wrap.zoomed") != null`, &zoomed))
	if !noCoords || !zoomed {
		t.Errorf("after a reload: no coordinates %v, zoomed %v", noCoords, zoomed)
	}

	// The shortcuts.
	var keys string
	do(t, ctx, "shortcuts", openDetails("shortcuts"), chromedp.Text("#shortcuts", &keys, chromedp.ByQuery))
	for _, k := range []string{"Espace", "Flèches", "Retour arrière", "Échap", "mélange"} {
		if !strings.Contains(keys, k) {
			t.Errorf("the shortcuts panel lacks %q: %q", k, keys)
		}
	}
	do(t, ctx, "unzoom", webdriver.CheckedClick("#zoom", chromedp.ByQuery), chromedp.Poll(`document.querySelector(".board-wrap.zoomed") == null`, nil))
	holdsOnPhone(t, ctx, "phone, no coordinates")
	screenshot(t, ctx, "polish-phone-panels.png")
	checkLook(t, ctx, "phone, panels open")
}
