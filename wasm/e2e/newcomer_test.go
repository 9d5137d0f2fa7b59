package e2e

// What a newcomer meets on the play area (issue 25, item 8): a tile can be
// placed tile first or square first on a phone, the touch words are for
// touch screens only, and a competition game's clock does not stop
// silently under the new-game form.

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/wasm/e2e/webdriver"
	"duplicata/wasm/ui/french"
	"duplicata/wasm/ui/french/frenchtest"
)

// TestPlacingOrders plays, on a phone, a tile tapped before its square,
// then one after: both go down.
func TestPlacingOrders(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	installJS(t, ctx, trainingJS)
	withSettings(t, ctx, s.URL, map[string]any{"rhythm": 0})
	do(t, ctx, "phone", phone())
	do(t, ctx, "new game", chromedp.Navigate(s.URL), ready(),
		chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
		chromedp.SetValue("#seed", "42", chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("seed").dispatchEvent(new Event("input", {bubbles: true}))`, nil),
		webdriver.CheckedClick("#new-game", chromedp.ByQuery), chromedp.WaitVisible("#rack-0", chromedp.ByQuery))
	var letters []string
	do(t, ctx, "rack", chromedp.Evaluate(`[...document.querySelectorAll(".rack button.tile")].map(b => b.dataset.letter)`, &letters))
	first, second := -1, -1
	for i, l := range letters {
		if l != "?" && first < 0 {
			first = i
		} else if l != "?" && second < 0 {
			second = i
		}
	}
	// Tile first: the tile is held, the page says to tap a square.
	var message, pressed string
	do(t, ctx, "tile first", webdriver.CheckedClick(rackID(first), chromedp.ByQuery),
		chromedp.WaitVisible(rackID(first)+`[aria-pressed="true"]`, chromedp.ByQuery),
		chromedp.Text("#message", &message, chromedp.ByQuery),
		chromedp.AttributeValue(rackID(first), "aria-pressed", &pressed, nil, chromedp.ByQuery))
	if want := french.Hold(false, []rune(letters[first])[0], french.Touch); message != want {
		t.Errorf("a tile tapped first: %q, want %q", message, want)
	}
	// Then the square: the tile goes down on H8, the cursor moves on to H9.
	var on string
	do(t, ctx, "then the square", webdriver.CheckedClick("#sq-H8", chromedp.ByQuery),
		chromedp.WaitVisible("#sq-H8 .placing", chromedp.ByQuery),
		chromedp.Text("#sq-H8 .letter", &on, chromedp.ByQuery))
	if on != letters[first] {
		t.Errorf("H8 holds %q, want %q", on, letters[first])
	}
	// Square first: H10 tapped, then a tile.
	do(t, ctx, "square first", webdriver.CheckedClick("#sq-H10", chromedp.ByQuery),
		chromedp.WaitVisible("#sq-H10.cursor", chromedp.ByQuery),
		webdriver.CheckedClick(rackID(second), chromedp.ByQuery),
		chromedp.WaitVisible("#sq-H10 .placing", chromedp.ByQuery),
		chromedp.Text("#sq-H10 .letter", &on, chromedp.ByQuery))
	if on != letters[second] {
		t.Errorf("H10 holds %q, want %q", on, letters[second])
	}
	shots(t, ctx, "newcomer-placing")
	// Two tiles apart are no move: the live line says why, not a score.
	var live string
	do(t, ctx, "live", chromedp.Poll(`document.getElementById("live").textContent != ""`, nil),
		chromedp.Text("#live", &live, chromedp.ByQuery))
	if strings.Contains(live, "pts") {
		t.Errorf("the live line scores tiles that make no move: %q", live)
	}
	t.Logf("live line: %s", live)
}

func rackID(i int) string { return "#rack-" + string(rune('0'+i)) }

// TestTouchWords: on a desktop, no page of a game says « touchez ».
func TestTouchWords(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	installJS(t, ctx, trainingJS)
	withSettings(t, ctx, s.URL, map[string]any{"rhythm": 0})
	var text string
	do(t, ctx, "reveal", desktop(), chromedp.Navigate(s.URL), ready(),
		chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
		webdriver.CheckedClick("#new-game", chromedp.ByQuery), chromedp.WaitVisible("#rack-0", chromedp.ByQuery),
		chromedp.Evaluate(`__turn("")`, nil, awaitPromise),
		webdriver.CheckedClick("#analyse", chromedp.ByQuery), chromedp.WaitVisible("#an-list .analysis-move", chromedp.ByQuery),
		chromedp.Evaluate(`document.body.innerText`, &text))
	if strings.Contains(strings.ToLower(text), "touchez") {
		t.Errorf("« touchez » on a desktop:\n%s", text)
	}
	if f := frenchtest.Faults(text); len(f) > 0 {
		t.Errorf("the reveal's text: %v", f)
	}
}

// TestCompetitionClock: in competition, the new-game form shown over the
// game says the clock runs on, and it does; « Reprendre » finds it run.
func TestCompetitionClock(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	withSettings(t, ctx, s.URL, map[string]any{"rhythm": 180, "mode": "competition"})
	left := func() int64 {
		var raw string
		do(t, ctx, "saved", painted(), chromedp.Evaluate(`localStorage.getItem("duplicata.session") || "{}"`, &raw))
		var v struct {
			LeftMs int64 `json:"leftMs"`
		}
		if err := json.Unmarshal([]byte(raw), &v); err != nil {
			t.Fatal(err)
		}
		return v.LeftMs
	}
	do(t, ctx, "new game", chromedp.Navigate(s.URL), ready(),
		chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
		webdriver.CheckedClick("#mode-competition", chromedp.ByQuery),
		webdriver.CheckedClick("#new-game", chromedp.ByQuery), chromedp.WaitVisible("#rack-0", chromedp.ByQuery),
		chromedp.Poll(`JSON.parse(localStorage.getItem("duplicata.session") || "{}").leftMs < 180000`, nil))
	var note string
	do(t, ctx, "the form", webdriver.CheckedClick("#new", chromedp.ByQuery), chromedp.WaitVisible("#go-on-note", chromedp.ByQuery),
		chromedp.Text("#go-on-note", &note, chromedp.ByQuery))
	if want := french.GoOnNote(true); note != want {
		t.Errorf("the form says %q, want %q", note, want)
	}
	under := left()
	// The clock runs on under the form: the saved time goes down.
	do(t, ctx, "runs", chromedp.Poll(`JSON.parse(localStorage.getItem("duplicata.session")).leftMs < `+itoa64(under-1500), nil))
	do(t, ctx, "go on", webdriver.CheckedClick("#go-on", chromedp.ByQuery), chromedp.WaitVisible("#rack-0", chromedp.ByQuery))
	back := left()
	do(t, ctx, "still runs", chromedp.Poll(`JSON.parse(localStorage.getItem("duplicata.session")).leftMs < `+itoa64(back-1500), nil))
}

func itoa64(n int64) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// TestRejectionAnnounced: game 1 opens on a rejected draw; the page says
// so as the new draw comes (§4.2), then nothing on the next turn.
func TestRejectionAnnounced(t *testing.T) {
	g, err := game.New(frlibretest.Lexicon(t), game.Config{Seed: 1, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	first := g.Record().Turns[0]
	if !first.AfterRejection() {
		t.Fatal("game 1 no longer opens on a rejection: choose another")
	}
	ctx := browser(t)
	s := serve(t)
	installJS(t, ctx, trainingJS)
	withSettings(t, ctx, s.URL, map[string]any{"rhythm": 0})
	var message string
	do(t, ctx, "new game", chromedp.Navigate(s.URL), ready(),
		chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
		chromedp.SetValue("#seed", "1", chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("seed").dispatchEvent(new Event("input", {bubbles: true}))`, nil),
		webdriver.CheckedClick("#new-game", chromedp.ByQuery), chromedp.WaitVisible("#rack-0", chromedp.ByQuery),
		chromedp.Text("#message", &message, chromedp.ByQuery))
	if want := french.Rejection(first.Rejected, first.Draw); message != want {
		t.Errorf("turn 1 says %q, want %q", message, want)
	}
	do(t, ctx, "turn 2", chromedp.Evaluate(`__turn("")`, nil, awaitPromise), chromedp.Evaluate(`__next()`, nil, awaitPromise),
		chromedp.Evaluate(`document.getElementById("message").textContent`, &message))
	if strings.Contains(message, "rejet") {
		t.Errorf("turn 2 (no rejection) says %q", message)
	}
}
