package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/tile"
	"duplicata/wasm/e2e/referee"
	"duplicata/wasm/e2e/webdriver"
)

// TestFormulas plays three turns of every formula through the UI, half of
// them in competition: a right score announced, a wrong one (a warning,
// the right score paid), no move. The corrections must be the engine's.
func TestFormulas(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL), ready())
	for i, f := range game.Formulas() {
		mode := game.Training
		if i%2 == 1 {
			mode = game.Competition
		}
		p.start(game.Config{Seed: uint64(300 + i), Formula: f.ID, Rhythm: 0, Mode: mode})
		for turn := 1; turn <= 3 && p.direct.Phase() == game.Playing; turn++ {
			m := p.tops()[0]
			word, ref := m.WordString(), m.Ref.String()
			claimed := 0
			if f.Joker && turn == 1 && i == 4 {
				// The joker picker, on a desktop and on a phone.
				do(t, ctx, "picker", webdriver.CheckedClick("#sq-H8", chromedp.ByQuery),
					chromedp.Poll(`document.getElementById("sq-H8").classList.contains("cursor")`, nil),
					chromedp.KeyEvent("?"), chromedp.WaitVisible("#joker-picker", chromedp.ByQuery))
				screenshot(t, ctx, "joker-picker-1280x800.png")
				do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
				noOverflow(t, ctx)
				screenshot(t, ctx, "joker-picker-360x640.png")
				do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800),
					chromedp.KeyEvent(kb.Escape), chromedp.WaitNotPresent("#joker-picker", chromedp.ByQuery))
			}
			switch turn {
			case 1:
				p.byEntry(word, ref)
				claimed = m.Score
			case 2:
				p.byTaps(&m)
				claimed = m.Score + 3
			case 3:
				word, ref = "", ""
			}
			res := p.submit(word, ref, claimed, false)
			var warning bool
			do(t, ctx, "warning", chromedp.Evaluate(`!!document.getElementById("warning")`, &warning))
			if warning != res.Warning || res.Warning != (mode == game.Competition && turn == 2) {
				t.Errorf("%s turn %d (%s): warning shown %v, the engine's %v", f.ID, turn, mode, warning, res.Warning)
			}
			if turn == 2 && i == 1 {
				screenshot(t, ctx, "competition-warning-1280x800.png")
			}
			p.next()
		}
		p.checkSheet()
		t.Logf("%s (%s): 3 turns as the engine", f.Name, mode)
	}
}

// message waits for the message line to say want.
func (p *player) message(want string) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 20*time.Second)
	defer cancel()
	var got string
	err := chromedp.Run(ctx, chromedp.Poll(fmt.Sprintf(`document.getElementById("message").textContent == %q`, want), nil))
	if err != nil {
		chromedp.Run(p.ctx, chromedp.Text("#message", &got, chromedp.ByQuery))
		p.t.Fatalf("message %q, want %q", got, want)
	}
}

// clearEntry empties the "MOT H4" field, as the player does.
func clearEntry() chromedp.Action {
	return chromedp.Evaluate(`(() => {
		const e = document.getElementById("entry");
		e.value = "";
		e.dispatchEvent(new Event("input", {bubbles: true}));
	})()`, nil)
}

// unchanged checks that the turn is still in play with nothing handed in.
func (p *player) unchanged(turn int) {
	p.t.Helper()
	var results int
	var reveal bool
	do(p.t, p.ctx, "unchanged", painted(),
		chromedp.Evaluate(`(JSON.parse(localStorage.getItem("duplicata.session")).state.results || []).length`, &results),
		chromedp.Evaluate(`!!document.getElementById("reveal")`, &reveal))
	if results != turn-1 || reveal {
		p.t.Fatalf("after a refused move: %d results, correction shown %v", results, reveal)
	}
}

// TestBadInput checks that bad moves get a French message and change
// nothing: a letter not on the rack, tiles not contiguous, a word not in
// the lexicon (named, in training), a move typed wrong, a word touching
// nothing.
func TestBadInput(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL), ready())
	p.start(game.Config{Seed: 11, Formula: "normal", Rhythm: 0, Mode: game.Training})
	rack := p.direct.Draw().Rack()
	var missing tile.Letter
	var have []rune
	for l := tile.Letter(1); l <= tile.NumLetters; l++ {
		if rack[l] == 0 && missing == 0 {
			missing = l
		}
		for range rack[l] {
			have = append(have, l.Rune())
		}
	}

	// A letter typed that the rack does not have.
	do(t, ctx, "aim H8", webdriver.CheckedClick("#sq-H8", chromedp.ByQuery), chromedp.Poll(`document.getElementById("sq-H8").classList.contains("cursor")`, nil),
		chromedp.KeyEvent(strings.ToLower(string(missing.Rune()))))
	p.message(fmt.Sprintf("La lettre %c n'est pas sur le chevalet.", missing.Rune()))
	var placed int
	do(t, ctx, "placed", chromedp.Evaluate(`document.querySelectorAll(".board .tile.placing").length`, &placed))
	if placed != 0 {
		t.Errorf("%d tiles placed after a letter not on the rack", placed)
	}

	// Two tiles with a gap between them.
	do(t, ctx, "gap",
		webdriver.CheckedClick(`.rack button.tile`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelectorAll(".board .tile.placing").length == 1`, nil),
		webdriver.CheckedClick("#sq-H10", chromedp.ByQuery),
		chromedp.Poll(`document.getElementById("sq-H10").classList.contains("cursor")`, nil),
		webdriver.CheckedClick(`.rack button.tile`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelectorAll(".board .tile.placing").length == 2`, nil),
		webdriver.CheckedClick("#submit", chromedp.ByQuery))
	p.message("Les lettres posées doivent se suivre, sans case vide entre elles.")
	p.unchanged(1)
	do(t, ctx, "clear", webdriver.CheckedClick("#clear", chromedp.ByQuery), chromedp.Poll(`document.querySelectorAll(".board .tile.placing").length == 0`, nil))

	// A word the lexicon does not have, named in training.
	bad := ""
	for _, w := range []string{string(have[:4]), string([]rune{have[3], have[1], have[2], have[0]}), string([]rune{have[2], have[3], have[0], have[1]})} {
		if !p.lex.Contains(w) {
			bad = w
			break
		}
	}
	p.byEntry(bad, "H8")
	do(t, ctx, "submit", webdriver.CheckedClick("#submit", chromedp.ByQuery))
	p.message(bad + " n'est pas un mot valable (lexique fr-libre).")
	p.unchanged(1)

	// A move typed without its reference.
	do(t, ctx, "entry", clearEntry())
	p.byEntry(bad, "")
	do(t, ctx, "submit", webdriver.CheckedClick("#submit", chromedp.ByQuery))
	p.message("Coup illisible : écrivez le mot puis sa référence, par exemple : MOT H4 (horizontal) ou MOT 4H (vertical).")
	p.unchanged(1)
	screenshot(t, ctx, "bad-input-1280x800.png")

	// Turn 2: a word touching nothing on the board.
	do(t, ctx, "entry", clearEntry())
	p.submit("", "", 0, false)
	p.next()
	m := p.tops()[0]
	far := board.Move{Ref: board.Ref{Row: 0, Col: 0}, Len: 2}
	tiles := referee.NewTiles(&m)
	far.Word[0], far.Word[1] = tiles[0], tiles[1]
	if far.Word[0].IsBlank() || far.Word[1].IsBlank() {
		t.Skip("the draw's first tiles are jokers")
	}
	far.Placed = 3
	p.byTaps(&far)
	do(t, ctx, "submit", webdriver.CheckedClick("#submit", chromedp.ByQuery))
	p.message("Le mot doit toucher une lettre déjà posée sur le plateau.")
	p.unchanged(2)

	// A saved game edited into nonsense: set aside, not lost, and a new
	// game offered.
	var kept bool
	var msg string
	do(t, ctx, "corrupt", editStored(`(() => {
		const s = JSON.parse(localStorage.getItem("duplicata.session"));
		s.state.record.turns = [];
		localStorage.setItem("duplicata.session", JSON.stringify(s));
	})()`), ready(),
		chromedp.Poll(`document.getElementById("message").textContent.startsWith("La partie enregistrée")`, nil),
		chromedp.Text("#message", &msg, chromedp.ByQuery),
		chromedp.Evaluate(`Object.keys(localStorage).some(k => k.startsWith("duplicata.unreadable.") && JSON.parse(localStorage.getItem(k)).from == "duplicata.session") && !localStorage.getItem("duplicata.session")`, &kept),
		chromedp.WaitEnabled("#new-game", chromedp.ByQuery))
	if !kept || !strings.HasSuffix(msg, "elle est gardée dans la Bibliothèque, d'où vous pouvez l'exporter. Commencez une nouvelle partie.") {
		t.Errorf("a corrupt saved game: kept aside %v, message %q", kept, msg)
	}
}
