package e2e

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"

	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/wasm/e2e/referee"
	"duplicata/wasm/e2e/webdriver"
	"duplicata/wasm/ui/french"
)

// A player drives the app in a browser tab like a person: taps, keys,
// drags and the text entry. Beside it runs the same game in the engine,
// played with the same moves: the app must show what the engine says.
type player struct {
	t      *testing.T
	ctx    context.Context
	lex    *lexicon.Lexicon
	direct *game.Game
	gen    *movegen.Generator
}

// TestSoloGame plays a whole game through the UI, every way a move can be
// made — tiles tapped, letters typed, tiles dragged, the move typed, no
// move — with the top or a lesser move, reloads the page in the middle of
// a turn, and checks every correction, the route sheet, the end screen
// and the library against the engine playing the same moves. Screenshots
// of a turn, a correction and the end, on a desktop and on a phone.
func TestSoloGame(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL), ready())
	formShots(t, ctx, "solo")
	p.start(game.Config{Seed: 2027, Formula: "normal", Rhythm: 180, Mode: game.Training})

	for turn := 1; ; turn++ {
		tops := p.tops()
		m := tops[0]
		// Every fifth turn a lesser move: the median of all.
		if turn%5 == 3 {
			all := p.all()
			m = all[len(all)/2]
		}
		word, ref := m.WordString(), m.Ref.String()
		enter := false
		switch turn % 5 {
		case 1:
			p.byTaps(&m)
		case 2:
			p.byKeys(&m)
		case 3:
			if len(referee.NewTiles(&m)) == 1 && m.Ref.Down {
				p.byTaps(&m) // a single tile dropped is read across
			} else {
				p.byDrag(&m)
			}
		case 4:
			p.byEntry(word, ref)
			enter = true
		case 0:
			word, ref = "", ""
		}
		if turn == 2 {
			var live string
			do(t, ctx, "live score", chromedp.Poll(`document.getElementById("live").textContent.includes(" : ")`, nil), chromedp.Text("#live", &live, chromedp.ByQuery))
			if want := fmt.Sprintf("%s %s : %d pts", word, ref, m.Score); live != want {
				t.Errorf("live score %q, want %q", live, want)
			}
			screenshot(t, ctx, "solo-turn-1280x800.png")
			do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
			noOverflow(t, ctx)
			screenshot(t, ctx, "solo-turn-360x640.png")
			do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))
		}
		if turn == 6 {
			// Closed in the middle of the turn: the tiles placed stay.
			do(t, ctx, "reload", chromedp.Reload(), ready(), chromedp.WaitVisible(".rack", chromedp.ByQuery))
			p.checkTurn()
			p.placedOK(&m)
		}
		p.submit(word, ref, 0, enter)
		if turn == 2 {
			screenshot(t, ctx, "solo-reveal-1280x800.png")
			// A best move tapped shows on the board.
			var shown int
			do(t, ctx, "show a best move", webdriver.CheckedClick("#best-1", chromedp.ByQuery),
				chromedp.WaitVisible(`#best-1[aria-pressed="true"]`, chromedp.ByQuery),
				chromedp.Evaluate(`document.querySelectorAll(".board .tile.showing").length`, &shown))
			if shown == 0 {
				t.Error("the best move tapped is not on the board")
			}
			do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
			noOverflow(t, ctx)
			screenshot(t, ctx, "solo-reveal-360x640.png")
			do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))
		}
		p.next()
		if p.direct.Phase() == game.Over {
			break
		}
	}
	p.checkSheet()
	sum := game.Summarize(p.direct.State().Results)
	var total, percent, tops string
	do(t, ctx, "summary",
		chromedp.Text("#sum-total", &total, chromedp.ByQuery),
		chromedp.Text("#sum-percent", &percent, chromedp.ByQuery),
		chromedp.Text("#sum-tops", &tops, chromedp.ByQuery),
		chromedp.WaitVisible(`#saved`, chromedp.ByQuery),
		chromedp.Poll(`document.getElementById("saved").textContent.includes("enregistrée")`, nil),
	)
	if total != strconv.Itoa(sum.Total) || percent != french.Percent(sum.Percent, 1) || tops != fmt.Sprintf("%d sur %d", sum.TopsFound, sum.Turns) {
		t.Errorf("end screen: total %s, %s, tops %s; the engine: %+v", total, percent, tops, sum)
	}
	// The library holds the game with the engine's totals.
	var lib string
	do(t, ctx, "library", chromedp.Evaluate(`new Promise((ok, ko) => {
		const r = indexedDB.open("duplicata");
		r.onerror = () => ko(r.error);
		r.onsuccess = () => {
			const q = r.result.transaction("games").objectStore("games").getAll();
			q.onsuccess = () => ok(JSON.stringify(q.result.map(e => [e.kind, e.seed, e.formula, e.summary.total, e.summary.topTotal, e.record.turns.length])));
			q.onerror = () => ko(q.error);
		};
	})`, &lib, awaitPromise))
	want := fmt.Sprintf(`[["solo",2027,"normal",%d,%d,%d]]`, sum.Total, sum.TopTotal, len(p.direct.State().Record.Turns))
	if lib != want {
		t.Errorf("library %s, want %s", lib, want)
	}
	screenshot(t, ctx, "solo-end-1280x800.png")
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
	noOverflow(t, ctx)
	screenshot(t, ctx, "solo-end-360x640.png")
	t.Logf("game 2027: %d turns, %d of %d points (%.1f %%), %d tops", sum.Turns, sum.Total, sum.TopTotal, sum.Percent, sum.TopsFound)
}
