package e2e

// The training tools in Chromium (issue #19): la partie du jour started from
// the home and shared, the full analysis of a turn filtered to bingos, the
// statistics page on a fixture library, the draws announced aloud, the
// settings page. Every figure the page shows is checked against the
// engine's, computed here natively.

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"duplicata/engine/analysis"
	"duplicata/engine/board"
	"duplicata/engine/daily"
	"duplicata/engine/game"
	"duplicata/engine/game/gametest"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/engine/record"
	"duplicata/wasm/e2e/webdriver"
)

// trainingJS drives a solo turn from the page: __turn(entry) types the move
// (or passes, when entry is ""), hands it in, waits for the reveal, and goes
// on to the next draw or the game's end.
const trainingJS = `
window.__wait = async (f, what) => {
	for (let i = 0; i < 6000; i++) {
		const v = f();
		if (v) return v;
		await new Promise(r => setTimeout(r, 20));
	}
	throw new Error("timed out waiting for " + what);
};
window.__turn = async (entry) => {
	const $ = id => document.getElementById(id);
	await __wait(() => $("rack-0") && $("submit") && !$("submit").disabled, "the draw");
	if (entry) {
		const e = $("entry");
		e.value = entry;
		e.dispatchEvent(new Event("input", {bubbles: true}));
		await new Promise(r => setTimeout(r, 50));
		$("submit").click();
	} else {
		$("submit").click();
		await __wait(() => $("message") && $("message").textContent.includes("passer"), "the pass warning");
		$("submit").click();
	}
	// The list of moves comes a frame after the reveal (ui.Later) and moves
	// what is below it: a click aimed before it lands elsewhere.
	await __wait(() => $("next") && !$("best-later"), "the reveal and its list of moves");
	return $("top") ? $("top").dataset.score : "";
};
window.__next = async () => {
	const $ = id => document.getElementById(id);
	$("next").click();
	await __wait(() => !$("next") && ($("rack-0") || $("summary")), "the next draw");
	return $("summary") ? "over" : "playing";
};
`

// installJS runs scripts in every document the tab opens from now on.
func installJS(t *testing.T, ctx context.Context, scripts ...string) {
	t.Helper()
	do(t, ctx, "scripts", chromedp.ActionFunc(func(ctx context.Context) error {
		for _, s := range scripts {
			if _, err := page.AddScriptToEvaluateOnNewDocument(s).Do(ctx); err != nil {
				return err
			}
		}
		return nil
	}))
}

// withSettings opens the site once to write the player's settings in its
// localStorage.
func withSettings(t *testing.T, ctx context.Context, url string, s map[string]any) {
	t.Helper()
	b, _ := json.Marshal(s)
	do(t, ctx, "settings", chromedp.Navigate(url+"reglages"),
		chromedp.Evaluate(fmt.Sprintf(`localStorage.setItem("duplicata.settings", %q)`, b), nil))
}

// shots saves the page at 360 px (checking nothing is wider) and 1280 px,
// and checks that every control on it has an accessible name.
func shots(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	var bad []string
	do(t, ctx, "names", chromedp.Evaluate(unnamed, &bad))
	if len(bad) > 0 {
		t.Errorf("%s: controls with no accessible name: %v", name, bad)
	}
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 740), laidOutAt(360))
	noOverflow(t, ctx)
	screenshot(t, ctx, name+"-360.png")
	var full []byte
	do(t, ctx, "whole page", chromedp.FullScreenshot(&full, 100))
	saveArtifact(t, name+"-360-full.png", full)
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800), laidOutAt(1280))
	screenshot(t, ctx, name+"-1280.png")
}

// laidOutAt waits until the page is laid out at the viewport's new width:
// the width in force, then two frames (the resize handled, then painted).
func laidOutAt(width int) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		if err := chromedp.Poll(fmt.Sprintf(`window.innerWidth === %d`, width), nil).Do(ctx); err != nil {
			return err
		}
		return chromedp.Evaluate(`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`, nil,
			func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }).Do(ctx)
	})
}

// tops plays a game by passing every turn and returns its record: its
// draws and tops are the game's whatever the player plays.
func tops(t *testing.T, seed uint64) record.Record {
	t.Helper()
	return gametest.Passed(t, frlibretest.Lexicon(t), game.Config{Seed: seed, Formula: "normal"})
}

// TestTrainingDaily starts la partie du jour from the home in one tap, plays
// the top on odd turns and passes on even ones, and shares the result: with
// Web Share (stubbed) first, then, in a browser without it, to the
// clipboard (stubbed). The text is the engine's, without a word.
func TestTrainingDaily(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	installJS(t, ctx, trainingJS, `
		window.__shared = [];
		window.__clip = [];
		const share = sessionStorage.getItem("noshare") ? undefined : (d => { __shared.push(d); return Promise.resolve(); });
		Object.defineProperty(Navigator.prototype, "share", {get: () => share, configurable: true});
		const clip = {writeText: t => { __clip.push(t); return Promise.resolve(); }};
		Object.defineProperty(Navigator.prototype, "clipboard", {get: () => clip, configurable: true});
	`)
	withSettings(t, ctx, s.URL, map[string]any{"rhythm": 0, "formula": "joker"})
	n := daily.Number(time.Now())
	rec := tops(t, n)
	want := daily.Result{Number: n}
	for i, turn := range rec.Turns {
		if turn.Top == nil {
			continue
		}
		want.Top += turn.Top.Score
		if i%2 == 0 {
			want.Score += turn.Top.Score
		}
	}
	var title string
	do(t, ctx, "home", chromedp.Navigate(s.URL), ready(),
		chromedp.WaitEnabled("#daily", chromedp.ByQuery),
		chromedp.Text("#daily-title", &title, chromedp.ByQuery))
	if !strings.Contains(title, time.Now().Format("02/01/2006")) {
		t.Errorf("daily title %q", title)
	}
	shots(t, ctx, "training-home")
	do(t, ctx, "start the daily game", webdriver.CheckedClick("#daily", chromedp.ByQuery), chromedp.WaitVisible("#rack-0", chromedp.ByQuery))
	var info string
	do(t, ctx, "game info", chromedp.Text(".game-info", &info, chromedp.ByQuery))
	if !strings.Contains(info, "Partie normale") || !strings.Contains(info, strconv.FormatUint(n, 10)) {
		t.Errorf("the daily game is %q, want the normal game n° %d whatever the default formula", info, n)
	}
	for i, turn := range rec.Turns {
		entry := ""
		if i%2 == 0 && turn.Top != nil {
			entry = turn.Top.Word + " " + turn.Top.Ref
		}
		var top, state string
		do(t, ctx, fmt.Sprintf("turn %d", i+1),
			chromedp.Evaluate(fmt.Sprintf(`__turn(%q)`, entry), &top, awaitPromise),
			chromedp.Evaluate(`__next()`, &state, awaitPromise))
		if turn.Top != nil && top != strconv.Itoa(turn.Top.Score) {
			t.Fatalf("turn %d: top %s, the engine's %d", i+1, top, turn.Top.Score)
		}
		if state == "over" {
			if i != len(rec.Turns)-1 {
				t.Fatalf("over after %d turns of %d", i+1, len(rec.Turns))
			}
			break
		}
	}
	var shared string
	do(t, ctx, "share", chromedp.WaitVisible("#share-daily", chromedp.ByQuery), webdriver.CheckedClick("#share-daily", chromedp.ByQuery),
		chromedp.Poll(`__shared.length > 0 && __shared[0].text`, &shared))
	link := fmt.Sprintf("%s?numero=%d&formule=normal", s.URL, n)
	if exp := want.Text(link); shared != exp {
		t.Errorf("shared %q, want %q", shared, exp)
	}
	for _, turn := range rec.Turns {
		if turn.Top != nil && strings.Contains(strings.ToUpper(shared), strings.ToUpper(turn.Top.Word)) && len(turn.Top.Word) > 3 {
			t.Errorf("the shared text gives away %s", turn.Top.Word)
		}
	}
	shots(t, ctx, "training-daily-over")
	// No Web Share: the home offers the result, copied to the clipboard.
	var clip, message string
	do(t, ctx, "clipboard", chromedp.Evaluate(`sessionStorage.setItem("noshare", "1")`, nil),
		chromedp.Navigate(s.URL), ready(),
		chromedp.WaitVisible("#summary #share-daily, #share-daily", chromedp.ByQuery),
		// From the home: the daily card offers the result of today's game.
		chromedp.Evaluate(`document.getElementById("new").click()`, nil),
		chromedp.WaitVisible("#new-game", chromedp.ByQuery),
		chromedp.WaitVisible(".daily #share-daily", chromedp.ByQuery), webdriver.CheckedClick(".daily #share-daily", chromedp.ByQuery))
	do(t, ctx, "clipboard written",
		chromedp.Poll(`__clip.length > 0 && __clip[0]`, &clip),
		chromedp.Poll(`document.getElementById("message").textContent.includes("presse-papiers")`, nil),
		chromedp.Text("#message", &message, chromedp.ByQuery))
	if clip != want.Text(link) {
		t.Errorf("clipboard %q, want %q", clip, want.Text(link))
	}
	t.Logf("daily game %d: %d / %d; message %q", n, want.Score, want.Top, message)

	// The game in the library, opened by its address (the statistics'
	// links), its second turn analysed in the replay: every move of that
	// draw on that board, the first the engine's top.
	var id string
	do(t, ctx, "library id", chromedp.Evaluate(`new Promise((ok, ko) => {
		const req = indexedDB.open("duplicata", 1);
		req.onerror = () => ko(req.error);
		req.onsuccess = () => {
			const all = req.result.transaction("games").objectStore("games").getAllKeys();
			all.onsuccess = () => ok(all.result.find(k => k.startsWith("solo-")));
		};
	})`, &id, awaitPromise))
	g, err := game.New(frlibretest.Lexicon(t), game.Config{Seed: n, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	g.Submit("", "", 0)
	g.Next()
	wantList, _ := analysis.New(frlibretest.Lexicon(t)).List(g.Board(), g.Draw().Rack(), movegen.Normal, analysis.Query{})
	var all, first string
	do(t, ctx, "replay analysis", chromedp.Navigate(s.URL+"bibliotheque?ouvrir="+id), ready(),
		chromedp.WaitVisible("#replay", chromedp.ByQuery),
		webdriver.CheckedClick("#replay-next", chromedp.ByQuery),
		chromedp.WaitVisible(`#replay-turn`, chromedp.ByQuery),
		chromedp.Poll(`document.getElementById("replay-turn").textContent.startsWith("Coup 2 ")`, nil),
		webdriver.CheckedClick("#analyse", chromedp.ByQuery),
		chromedp.WaitVisible("#an-list .analysis-move", chromedp.ByQuery),
		chromedp.AttributeValue("#an-count", "data-all", &all, new(bool), chromedp.ByQuery),
		chromedp.Evaluate(`(b => b.dataset.word + " " + b.dataset.ref + " " + b.dataset.score)(document.querySelector("#an-list .analysis-move"))`, &first))
	m := wantList.Moves[0]
	if all != strconv.Itoa(wantList.All) || first != fmt.Sprintf("%s %s %d", m.Word, m.Ref, m.Score) || m.Score != rec.Turns[1].Top.Score {
		t.Errorf("replay turn 2: %s moves, first %q; the engine's %d, %s %s %d (top %d)", all, first, wantList.All, m.Word, m.Ref, m.Score, rec.Turns[1].Top.Score)
	}
	shots(t, ctx, "training-replay-analysis")

	// Offline: the server gone, the app from the service worker's cache
	// starts today's game all the same (its number is the date).
	waitCached(t, ctx)
	s.Stop()
	var offline string
	do(t, ctx, "offline", chromedp.Evaluate(`localStorage.removeItem("duplicata.session")`, nil),
		chromedp.Navigate(s.URL), ready(),
		chromedp.WaitEnabled("#daily", chromedp.ByQuery), webdriver.CheckedClick("#daily", chromedp.ByQuery),
		chromedp.WaitVisible("#rack-0", chromedp.ByQuery),
		chromedp.Text(".game-info", &offline, chromedp.ByQuery))
	if !strings.Contains(offline, strconv.FormatUint(n, 10)) {
		t.Errorf("offline, the daily game is %q", offline)
	}
}

// bingoTurn finds a turn of game seed whose draw has bingos, after one
// without: the turns to pass, and that turn's bingos as the engine lists
// them.
func bingoTurn(t *testing.T, seed uint64) (int, analysis.List) {
	t.Helper()
	g, err := game.New(frlibretest.Lexicon(t), game.Config{Seed: seed, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	a := analysis.New(frlibretest.Lexicon(t))
	for turn := 1; g.Phase() != game.Over; turn++ {
		l, err := a.List(g.Board(), g.Draw().Rack(), movegen.Normal, analysis.Query{Bingos: true})
		if err != nil {
			t.Fatal(err)
		}
		if l.Matched > 0 && turn > 1 {
			return turn, l
		}
		g.Submit("", "", 0)
		g.Next()
	}
	return 0, analysis.List{}
}

// TestTrainingAnalysis plays to a turn with bingos, asks « Y a-t-il un
// scrabble ? » there and on the turn before, then opens the turn's full
// analysis at the reveal, filtered to bingos: the list is exactly the
// engine's; a move tapped is shown on the board.
func TestTrainingAnalysis(t *testing.T) {
	var seed uint64
	var turn int
	var want analysis.List
	for seed = 42; seed < 60; seed++ {
		if turn, want = bingoTurn(t, seed); turn > 0 && turn <= 8 {
			break
		}
	}
	if turn == 0 {
		t.Fatal("no game with bingos early")
	}
	t.Logf("game %d, turn %d: %d bingos", seed, turn, want.Matched)
	ctx := browser(t)
	s := serve(t)
	installJS(t, ctx, trainingJS)
	withSettings(t, ctx, s.URL, map[string]any{"rhythm": 0})
	do(t, ctx, "new game", chromedp.Navigate(s.URL), ready(),
		chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
		chromedp.SetValue("#seed", strconv.FormatUint(seed, 10), chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("seed").dispatchEvent(new Event("input", {bubbles: true}))`, nil),
		webdriver.CheckedClick("#new-game", chromedp.ByQuery), chromedp.WaitVisible("#rack-0", chromedp.ByQuery))
	for i := 1; i < turn; i++ {
		if i == turn-1 {
			var answer string
			do(t, ctx, "hint, no bingo", webdriver.CheckedClick("#bingo-hint", chromedp.ByQuery),
				chromedp.Poll(`document.getElementById("bingo-answer").dataset.answer`, &answer))
			if answer != "no" {
				t.Errorf("turn %d: hint %q, the engine has no bingo", i, answer)
			}
		}
		do(t, ctx, fmt.Sprintf("pass turn %d", i), chromedp.Evaluate(`__turn("")`, nil, awaitPromise), chromedp.Evaluate(`__next()`, nil, awaitPromise))
	}
	var answer string
	do(t, ctx, "hint", webdriver.CheckedClick("#bingo-hint", chromedp.ByQuery),
		chromedp.Poll(`document.getElementById("bingo-answer").dataset.answer`, &answer))
	if answer != "yes" {
		t.Errorf("turn %d: hint %q, the engine has %d bingos", turn, answer, want.Matched)
	}
	shots(t, ctx, "training-hint")
	var got []string
	var matched string
	// The reveal's list of the best moves, until the analysis, which lists
	// them all, is opened.
	const bestShown = `getComputedStyle(document.querySelector("#reveal details.best")).display != "none"`
	var before, after bool
	do(t, ctx, "analysis", chromedp.Evaluate(`__turn("")`, nil, awaitPromise),
		// The list of the best moves is below the fold: drawn a frame after
		// the correction (ui.Later), waited for before it is read.
		chromedp.WaitVisible("#analyse", chromedp.ByQuery), chromedp.WaitReady("#reveal details.best", chromedp.ByQuery),
		chromedp.Evaluate(bestShown, &before),
		webdriver.CheckedClick("#analyse", chromedp.ByQuery),
		chromedp.WaitVisible("#an-list .analysis-move", chromedp.ByQuery), chromedp.Evaluate(bestShown, &after),
		webdriver.CheckedClick("#an-bingos", chromedp.ByQuery),
		chromedp.Poll(fmt.Sprintf(`document.getElementById("an-count").dataset.matched == "%d"`, want.Matched), nil),
		chromedp.Evaluate(`[...document.querySelectorAll("#an-list .analysis-move")].map(b => b.dataset.word + " " + b.dataset.ref + " " + b.dataset.score + " " + b.dataset.bingo)`, &got),
		chromedp.AttributeValue("#an-count", "data-matched", &matched, new(bool), chromedp.ByQuery))
	var exp []string
	for _, m := range want.Moves {
		exp = append(exp, fmt.Sprintf("%s %s %d true", m.Word, m.Ref, m.Score))
	}
	if !before || after {
		t.Errorf("the reveal's list shown before the analysis opened: %v; after: %v; want it until then only", before, after)
	}
	if strings.Join(got, "\n") != strings.Join(exp, "\n") {
		t.Errorf("bingos listed:\n%s\nthe engine's:\n%s", strings.Join(got, "\n"), strings.Join(exp, "\n"))
	}
	// The first bingo tapped: its tiles are shown on the board.
	m := want.Moves[0]
	var shown []string
	do(t, ctx, "show", webdriver.CheckedClick("#an-list .analysis-move", chromedp.ByQuery),
		chromedp.WaitVisible(`#an-list .analysis-move[aria-pressed="true"]`, chromedp.ByQuery),
		chromedp.Evaluate(`[...document.querySelectorAll(".board .showing")].map(e => e.closest(".sq").id).sort()`, &shown))
	var wantSq []string
	for _, sq := range m.Squares {
		wantSq = append(wantSq, "sq-"+board.Ref{Row: sq / 15, Col: sq % 15}.String())
	}
	slices.Sort(wantSq)
	if !slices.Equal(shown, wantSq) {
		t.Errorf("%s %s: %v shown, want %v", m.Word, m.Ref, shown, wantSq)
	}
	// The second line shown from the keyboard: drawn anew (markup), it
	// keeps the focus.
	do(t, ctx, "a line from the keyboard",
		chromedp.Evaluate(`document.querySelectorAll("#an-list .analysis-move")[1].focus()`, nil), chromedp.KeyEvent("\r"),
		chromedp.Poll(`document.querySelectorAll("#an-list .analysis-move")[1].getAttribute("aria-pressed") == "true"`, nil),
		chromedp.Poll(`document.activeElement == document.querySelectorAll("#an-list .analysis-move")[1]`, nil))
	shots(t, ctx, "training-analysis")
}
