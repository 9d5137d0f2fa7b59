package e2e

import (
	"context"
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/wasm/e2e/referee"
	"duplicata/wasm/e2e/webdriver"
)

// setLeft sets the time left in the saved game and reloads the page: the
// clock does not run while the app is closed, it goes on from the time
// saved.
func (p *player) setLeft(ms int) {
	p.t.Helper()
	do(p.t, p.ctx, "time left", editStored(fmt.Sprintf(`(() => {
		const s = JSON.parse(localStorage.getItem("duplicata.session"));
		s.leftMs = %d;
		localStorage.setItem("duplicata.session", JSON.stringify(s));
	})()`, ms)), ready(), chromedp.WaitVisible(".rack", chromedp.ByQuery))
}

// clockRuns checks a turn's clock by its state, never by a reading of it,
// which a busy machine makes late: it shows its time left (data-left) as
// m:ss, within the turn's limit, and it runs — it waits for the clock to
// go below the limit.
func clockRuns(t *testing.T, ctx context.Context, limit int64) {
	t.Helper()
	do(t, ctx, "the clock runs", chromedp.Poll(fmt.Sprintf(`(() => {
		const c = document.getElementById("clock");
		if (!c || c.dataset.left === undefined) return false;
		const left = Number(c.dataset.left), s = Math.ceil(left / 1000);
		const shown = Math.floor(s / 60) + ":" + String(s %% 60).padStart(2, "0");
		return left > 0 && left < %d && c.textContent === shown;
	})()`, limit), nil, chromedp.WithPollingTimeout(30*time.Second)))
}

// TestClock checks the clock: it resumes with the time saved, warns at 30
// seconds, and at zero hands in the tiles placed — or, if they are no
// valid move, nothing, saying why.
func TestClock(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL), ready())
	p.start(game.Config{Seed: 21, Formula: "normal", Rhythm: 60, Mode: game.Training})
	clockRuns(t, ctx, 60_000)
	// The turn started with the whole minute: the time left and the time
	// spent, saved together, make it up exactly, however late this reads.
	var whole bool
	do(t, ctx, "a whole minute", chromedp.Poll(`(() => {
		const s = JSON.parse(localStorage.getItem("duplicata.session") || "null");
		return !!s && s.spentMs > 0 && s.leftMs + s.spentMs === 60000;
	})()`, &whole, chromedp.WithPollingTimeout(30*time.Second)))
	m := p.tops()[0]
	p.byTaps(&m)
	p.setLeft(30_600)
	p.placedOK(&m)
	do(t, ctx, "30 seconds", chromedp.Poll(`document.getElementById("clock").classList.contains("hurry")`, nil))
	p.message("Plus que 30 secondes !")
	p.setLeft(800)
	do(t, ctx, "time out", chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery))
	want, err := p.direct.Play(game.Ballot{Word: m.WordString(), Ref: m.Ref.String()})
	if err != nil {
		t.Fatal(err)
	}
	var yours string
	var ok bool
	do(t, ctx, "yours", chromedp.AttributeValue("#yours", "data-score", &yours, &ok, chromedp.ByQuery))
	if yours != strconv.Itoa(want.Score) {
		t.Errorf("at zero the tiles placed score %s, want %d", yours, want.Score)
	}
	p.next()

	// Turn 2: two tiles apart at zero: no move, zero, and why.
	do(t, ctx, "gap",
		webdriver.CheckedClick("#sq-A1", chromedp.ByQuery),
		chromedp.Poll(`document.getElementById("sq-A1").classList.contains("cursor")`, nil),
		webdriver.CheckedClick(`.rack button.tile`, chromedp.ByQuery),
		// The tile on A1 before the next tap: the cursor has moved on.
		chromedp.Poll(`document.querySelectorAll(".board .tile.placing").length == 1 && !document.getElementById("sq-A1").classList.contains("cursor")`, nil),
		webdriver.CheckedClick("#sq-A3", chromedp.ByQuery),
		chromedp.Poll(`document.getElementById("sq-A3").classList.contains("cursor")`, nil),
		webdriver.CheckedClick(`.rack button.tile`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelectorAll(".board .tile.placing").length == 2`, nil))
	p.setLeft(500)
	do(t, ctx, "time out", chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery))
	var msg string
	do(t, ctx, "yours", chromedp.AttributeValue("#yours", "data-score", &yours, &ok, chromedp.ByQuery), chromedp.Text("#message", &msg, chromedp.ByQuery))
	if yours != "0" || msg != "Temps écoulé, coup non valable : Les lettres posées doivent se suivre, sans case vide entre elles. Zéro pour ce coup." {
		t.Errorf("at zero with a gap: %s points, message %q", yours, msg)
	}
}

// tabTo presses Tab until the element with the id has the focus.
func (p *player) tabTo(id string) {
	p.t.Helper()
	for range 40 {
		var focused string
		do(p.t, p.ctx, "focus", chromedp.Evaluate(`document.activeElement ? document.activeElement.id : ""`, &focused))
		if focused == id {
			return
		}
		do(p.t, p.ctx, "tab", chromedp.KeyEvent("\t"))
	}
	p.t.Fatalf("Tab never reaches #%s", id)
}

// focused waits for the element with the id to have the focus.
func (p *player) focused(id string) {
	p.t.Helper()
	do(p.t, p.ctx, "focused "+id, chromedp.Poll(fmt.Sprintf(`document.activeElement && document.activeElement.id == %q`, id), nil))
}

// TestKeyboardOnly plays the start of a game with the keyboard alone: Tab
// to the form's button, then each turn the move typed and Enter, Enter
// again for the next turn — the focus must follow.
func TestKeyboardOnly(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL), ready(), chromedp.WaitEnabled("#new-game", chromedp.ByQuery))
	// The form's defaults, but for the game number, typed.
	p.tabTo("seed")
	do(t, ctx, "seed", chromedp.KeyEvent("\b\b\b\b\b\b\b"), chromedp.KeyEvent("4242"))
	p.tabTo("new-game")
	do(t, ctx, "start", chromedp.KeyEvent("\r"), chromedp.WaitVisible(".rack", chromedp.ByQuery))
	p.direct, p.gen = referee.New(t, p.lex, game.Config{Seed: 4242, Formula: "normal", Rhythm: 180}), movegen.New(p.lex)
	p.checkTurn()
	p.tabTo("entry")
	for turn := 1; turn <= 3; turn++ {
		m := p.tops()[0]
		word := m.WordString()
		do(t, ctx, "type", chromedp.KeyEvent(word+" "+m.Ref.String()), chromedp.KeyEvent("\r"), chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery))
		want, err := p.direct.Play(game.Ballot{Word: word, Ref: m.Ref.String()})
		if err != nil {
			t.Fatal(err)
		}
		var yours string
		var ok bool
		do(t, ctx, "yours", chromedp.AttributeValue("#yours", "data-score", &yours, &ok, chromedp.ByQuery))
		if yours != strconv.Itoa(want.Score) || want.Lost != 0 {
			t.Fatalf("turn %d: %s %s typed scores %s, the engine %+v", turn, word, m.Ref, yours, want)
		}
		p.focused("next")
		if err := p.direct.Next(); err != nil {
			t.Fatal(err)
		}
		do(t, ctx, "next", chromedp.KeyEvent("\r"),
			chromedp.Poll(fmt.Sprintf(`document.getElementById("turn").textContent == "Coup %d"`, turn+1), nil))
		p.checkTurn()
		p.focused("entry")
	}
	// A rack tile taken and let go from the keyboard: the rack draws the
	// tile anew (markup), and the focus must come back to it.
	do(t, ctx, "rack tile", chromedp.Evaluate(`document.getElementById("rack-0").focus()`, nil))
	for _, pressed := range []string{"true", "false"} {
		do(t, ctx, "rack tile "+pressed, chromedp.KeyEvent("\r"),
			chromedp.Poll(fmt.Sprintf(`document.getElementById("rack-0").getAttribute("aria-pressed") == %q`, pressed), nil))
		p.focused("rack-0")
	}
	p.checkSheet()
}
