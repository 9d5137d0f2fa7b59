package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/engine/topping"
	"duplicata/wasm/e2e/webdriver"
	"duplicata/wasm/ui/french"
)

// toppingSaved is the topping game the page saved in localStorage.
func toppingSaved(t *testing.T, ctx context.Context) (st topping.State, elapsed int64) {
	t.Helper()
	var js string
	do(t, ctx, "saved topping", painted(), chromedp.Evaluate(`localStorage.getItem("duplicata.topping")`, &js))
	var s struct {
		State     topping.State `json:"state"`
		ElapsedMs int64         `json:"elapsedMs"`
	}
	if err := json.Unmarshal([]byte(js), &s); err != nil {
		t.Fatalf("saved topping %q: %v", js, err)
	}
	return s.State, s.ElapsedMs
}

// toppingDraw checks the turn and the draw shown against the engine's.
func toppingDraw(t *testing.T, ctx context.Context, tg *topping.Game) {
	t.Helper()
	var turn, letters string
	do(t, ctx, "turn",
		chromedp.Poll(fmt.Sprintf(`document.getElementById("turn") && document.getElementById("turn").textContent == "Coup %d" && !!document.querySelector(".rack")`, tg.Turn()), nil),
		chromedp.Text("#turn", &turn, chromedp.ByQuery),
		chromedp.Evaluate(`[...document.querySelectorAll(".rack [data-letter]")].map(b => b.dataset.letter).join("")`, &letters),
	)
	d := tg.Draw()
	want := d.Leave.String()
	for _, l := range d.New {
		want += string(l.Rune())
	}
	if letters != want {
		t.Fatalf("turn %d: the rack shows %q, the engine's draw is %v (%q)", tg.Turn(), letters, d, want)
	}
}

// toppingMoves is the draw's first top (by the move generator) and a
// lesser move.
func toppingMoves(t *testing.T, tg *topping.Game, gen *movegen.Generator) (top, lesser board.Move) {
	t.Helper()
	gen.SetBoard(tg.Board())
	p := tg.Formula().Params
	_, tops := gen.Top(tg.Draw().Rack(), p)
	if len(tops) == 0 {
		t.Fatal("no move")
	}
	top = tops[0] // copied: the generator reuses its slices
	all := gen.AllMoves(tg.Draw().Rack(), p)
	for _, m := range all {
		if m.Score < top.Score && m.Len >= 3 {
			return top, m
		}
	}
	t.Fatalf("turn %d: no lesser move", tg.Turn())
	return
}

// sameResult checks the app's result of a turn against the engine's.
func sameResult(t *testing.T, what string, got, want topping.Result) {
	t.Helper()
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	if string(g) != string(w) {
		t.Errorf("%s: the app's result\n%s\nthe engine's\n%s", what, g, w)
	}
}

// TestTopping plays topping through the UI beside the same game in the
// engine: a lesser move (its score, not the top), a hint (its cost shown
// before), the top placed with taps (the turn ends, the top goes on the
// board), a reload in the middle of a turn (it resumes with its
// proposals and its clock), a time-out forced by a short clock (the top
// given with +20 s), then every turn given up to the end: the times, the
// total, the route sheet and the library entry must be the engine's for
// the same calls. Screenshots on a desktop and on a phone.
func TestTopping(t *testing.T) {
	ctx := browser(t)
	// The app's panics go to the console's log.
	chromedp.ListenTarget(ctx, func(ev any) {
		if ev, ok := ev.(*runtime.EventConsoleAPICalled); ok {
			for _, a := range ev.Args {
				if strings.HasPrefix(string(a.Value), `"panic`) {
					t.Logf("console: %s", a.Value)
				}
			}
		}
	})
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	const limit = 30_000
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL+"topping"), ready(),
		chromedp.WaitEnabled("#new-game", chromedp.ByQuery))
	var costs string
	do(t, ctx, "costs", chromedp.Text(".topping-costs", &costs, chromedp.ByQuery))
	if costs != "Indices : longueur +10 s, direction +10 s, une lettre +15 s, la case +20 s." {
		t.Errorf("the form says %q", costs)
	}
	formShots(t, ctx, "topping")
	do(t, ctx, "new topping",
		chromedp.SetValue("#formula", "normal", chromedp.ByQuery),
		chromedp.SetValue("#limit", strconv.Itoa(limit), chromedp.ByQuery),
		chromedp.SetValue("#seed", "2026", chromedp.ByQuery),
		chromedp.Evaluate(`for (const id of ["formula", "limit"]) document.getElementById(id).dispatchEvent(new Event("change", {bubbles: true}));
			document.getElementById("seed").dispatchEvent(new Event("input", {bubbles: true}))`, nil),
		webdriver.CheckedClick("#new-game", chromedp.ByQuery),
		chromedp.WaitVisible(".rack", chromedp.ByQuery),
	)
	cfg := topping.Config{Game: game.Config{Seed: 2026, Formula: "normal"}, Limit: limit}
	tg, err := topping.New(p.lex, cfg)
	if err != nil {
		t.Fatal(err)
	}
	gen := movegen.New(p.lex)
	toppingDraw(t, ctx, tg)
	clockRuns(t, ctx, limit)
	if st, _ := toppingSaved(t, ctx); st.Limit != limit {
		t.Errorf("a turn of %d ms, want %d", st.Limit, limit)
	}

	// Turn 1: a lesser move typed, its score and no top.
	top, lesser := toppingMoves(t, tg, gen)
	p.byEntry(lesser.WordString(), lesser.Ref.String())
	do(t, ctx, "propose", webdriver.CheckedClick("#submit", chromedp.ByQuery), chromedp.WaitVisible("#proposal-0", chromedp.ByQuery))
	var score, isTop string
	var ok bool
	do(t, ctx, "proposal",
		chromedp.AttributeValue("#proposal-0", "data-score", &score, &ok, chromedp.ByQuery),
		chromedp.AttributeValue("#proposal-0", "data-top", &isTop, &ok, chromedp.ByQuery))
	if score != strconv.Itoa(lesser.Score) || isTop != "false" {
		t.Errorf("%s %s: the app says %s points, top %s; the engine %d, not the top", lesser.WordString(), lesser.Ref, score, isTop, lesser.Score)
	}
	p.message(fmt.Sprintf("%s %s : %d pts, ce n'est pas le top.", lesser.WordString(), lesser.Ref, lesser.Score))

	// A hint: its cost shown before, its answer after.
	var cost string
	do(t, ctx, "hint cost", chromedp.Text("#hint-length .hint-cost", &cost, chromedp.ByQuery))
	if cost != "+10 s" {
		t.Errorf("the length hint costs %q", cost)
	}
	var clue string
	do(t, ctx, "hint", webdriver.CheckedClick("#hint-length", chromedp.ByQuery), chromedp.WaitVisible("#hint-length .clue", chromedp.ByQuery),
		chromedp.Text("#hint-length .clue", &clue, chromedp.ByQuery))

	// The top, placed with taps: the turn ends, the top goes on the board.
	p.byTaps(&top)
	do(t, ctx, "the top", webdriver.CheckedClick("#submit", chromedp.ByQuery), chromedp.WaitVisible(`#verdict[data-turn="1"]`, chromedp.ByQuery))
	st, _ := toppingSaved(t, ctx)
	if len(st.Results) != 1 {
		t.Fatalf("after the top: %d results", len(st.Results))
	}
	got := st.Results[0]
	// The engine, with the same calls at the same times.
	if _, err := tg.Propose(lesser.WordString(), lesser.Ref.String(), 0); err != nil {
		t.Fatal(err)
	}
	c, err := tg.Hint(topping.HintLength, 0)
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("%d lettres", c.Length); clue != want {
		t.Errorf("the length hint says %q, the engine %q", clue, want)
	}
	out, err := tg.Propose(top.WordString(), top.Ref.String(), got.Millis)
	if err != nil || !out.Top || out.Result == nil {
		t.Fatalf("the engine: %+v, %v", out, err)
	}
	sameResult(t, "turn 1", got, *out.Result)
	if got.HintMillis != 10_000 || got.Time != got.Millis+10_000 || got.Millis <= 0 || got.Millis > limit {
		t.Errorf("turn 1's time: %+v", got)
	}
	var verdict string
	var latest int
	do(t, ctx, "verdict", chromedp.Text("#verdict", &verdict, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelectorAll(".board .tile.latest").length`, &latest))
	if !strings.Contains(verdict, "top trouvé") || !strings.Contains(verdict, fmt.Sprintf("%s %s (%d pts)", out.Result.Top.Word, out.Result.Top.Ref, out.Result.Top.Score)) ||
		!strings.Contains(verdict, "+10 s d'indices = "+french.Millis(got.Time)) {
		t.Errorf("verdict %q", verdict)
	}
	if latest != len(out.Result.Top.Word) {
		t.Errorf("%d tiles of the last top marked on the board, want %d", latest, len(out.Result.Top.Word))
	}

	// Turn 2: a lesser move, then the page reloaded in the middle of the
	// turn: it goes on with its proposal and its clock.
	toppingDraw(t, ctx, tg)
	_, lesser2 := toppingMoves(t, tg, gen)
	p.byEntry(lesser2.WordString(), lesser2.Ref.String())
	do(t, ctx, "propose", chromedp.KeyEvent("\r"), chromedp.WaitVisible("#proposal-0", chromedp.ByQuery))
	// No sleeping: wait until the clock has run a second and saved it.
	do(t, ctx, "a second", chromedp.Poll(`(() => {
		const s = JSON.parse(localStorage.getItem("duplicata.topping") || "null");
		return !!s && s.elapsedMs >= 1000;
	})()`, nil, chromedp.WithPollingTimeout(30*time.Second)))
	_, before := toppingSaved(t, ctx)
	// What the reloaded page starts from, read as it loads: the time saved,
	// and the first time left its clock shows. No reading of a running
	// clock: the first value is exact, however busy the machine.
	do(t, ctx, "watch the clock", onEveryDocument(`(() => {
			const s = JSON.parse(localStorage.getItem("duplicata.topping") || "null");
			const w = window.duplicataClock = {saved: s ? s.elapsedMs : -1, first: -1};
			new MutationObserver(() => {
				const c = document.getElementById("clock");
				if (w.first < 0 && c && c.dataset.left !== undefined) w.first = Number(c.dataset.left);
			}).observe(document, {subtree: true, childList: true, attributes: true});
		})()`))
	do(t, ctx, "reload", chromedp.Reload(), ready(), chromedp.WaitVisible("#proposal-0", chromedp.ByQuery))
	toppingDraw(t, ctx, tg)
	var watched struct{ Saved, First int64 }
	do(t, ctx, "clock", chromedp.Evaluate(`window.duplicataClock`, &watched))
	if watched.Saved < before || watched.Saved < 1000 || watched.First != limit-watched.Saved {
		t.Errorf("resumed with %d ms left; %d ms were saved (%d read before the reload)", watched.First, watched.Saved, before)
	}
	screenshot(t, ctx, "topping-turn-1280x800.png")
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
	noOverflow(t, ctx)
	screenshot(t, ctx, "topping-turn-360x640.png")
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))

	// The clock runs out: the top is given, with 20 seconds more.
	do(t, ctx, "short clock", editStored(fmt.Sprintf(`(() => {
		const s = JSON.parse(localStorage.getItem("duplicata.topping"));
		s.elapsedMs = %d;
		localStorage.setItem("duplicata.topping", JSON.stringify(s));
	})()`, limit-1500)), ready())
	do(t, ctx, "time out", chromedp.WaitVisible(`#verdict[data-turn="2"]`, chromedp.ByQuery))
	if _, err := tg.Propose(lesser2.WordString(), lesser2.Ref.String(), 0); err != nil {
		t.Fatal(err)
	}
	res2, err := tg.Timeout(limit)
	if err != nil {
		t.Fatal(err)
	}
	st, _ = toppingSaved(t, ctx)
	sameResult(t, "turn 2", st.Results[1], res2)
	var penalty, given, timedOut string
	do(t, ctx, "penalty",
		chromedp.Text("#verdict-penalty", &penalty, chromedp.ByQuery),
		chromedp.Text("#verdict-top", &given, chromedp.ByQuery),
		chromedp.AttributeValue("#verdict", "data-timedout", &timedOut, &ok, chromedp.ByQuery),
		chromedp.Text("#verdict", &verdict, chromedp.ByQuery))
	if penalty != "+20 s" || timedOut != "true" || given != fmt.Sprintf("%s %s (%d pts)", res2.Top.Word, res2.Top.Ref, res2.Top.Score) ||
		!strings.Contains(verdict, "temps écoulé") || !strings.Contains(verdict, "Temps du coup : 30,0\u00a0s +20 s = 50,0\u00a0s") {
		t.Errorf("time-out: penalty %q, top %q (the engine's %s %s, %d), verdict %q", penalty, given, res2.Top.Word, res2.Top.Ref, res2.Top.Score, verdict)
	}
	if res2.Time != limit+topping.Penalty || res2.PenaltyMillis != topping.Penalty {
		t.Errorf("the engine's time-out: %+v", res2)
	}
	checkToppingTimes(t, ctx, tg)
	toppingDraw(t, ctx, tg)
	screenshot(t, ctx, "topping-timeout-1280x800.png")
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
	noOverflow(t, ctx)
	screenshot(t, ctx, "topping-timeout-360x640.png")
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))

	// Every other turn given up, to the end: the summary and the library.
	for !tg.Over() {
		n := tg.Turn()
		if _, err := tg.Timeout(0); err != nil {
			t.Fatal(err)
		}
		do(t, ctx, "give up", webdriver.CheckedClick("#give-up", chromedp.ByQuery),
			chromedp.WaitVisible(fmt.Sprintf(`#verdict[data-turn="%d"]`, n), chromedp.ByQuery))
		if !tg.Over() {
			toppingDraw(t, ctx, tg)
		}
	}
	do(t, ctx, "end", chromedp.WaitVisible("#summary", chromedp.ByQuery),
		chromedp.Poll(`document.getElementById("saved").textContent.includes("enregistrée")`, nil))
	checkToppingTimes(t, ctx, tg)
	var sumTime, sumTops string
	do(t, ctx, "summary", chromedp.Text("#sum-time", &sumTime, chromedp.ByQuery), chromedp.Text("#sum-tops", &sumTops, chromedp.ByQuery))
	if sumTime != french.Millis(tg.Total()) || sumTops != fmt.Sprintf("1 sur %d", len(tg.Results())) {
		t.Errorf("end: %s, %s tops; the engine %s over %d turns", sumTime, sumTops, french.Millis(tg.Total()), len(tg.Results()))
	}
	var lib string
	do(t, ctx, "library", chromedp.Evaluate(`new Promise((ok, ko) => {
		const r = indexedDB.open("duplicata");
		r.onerror = () => ko(r.error);
		r.onsuccess = () => {
			const q = r.result.transaction("games").objectStore("games").getAll();
			q.onsuccess = () => ok(JSON.stringify(q.result.map(e => [e.kind, e.seed, e.formula, e.timeMs, e.limitMs, e.topping.length, e.record.turns.length, e.record.turns[0].played.ms])));
			q.onerror = () => ko(q.error);
		};
	})`, &lib, awaitPromise))
	rec := tg.Record()
	if want := fmt.Sprintf(`[["topping",2026,"normal",%d,%d,%d,%d,%d]]`, tg.Total(), limit, len(tg.Results()), len(rec.Turns), rec.Turns[0].Played.Millis); lib != want {
		t.Errorf("library %s, want %s", lib, want)
	}
	screenshot(t, ctx, "topping-end-1280x800.png")
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
	noOverflow(t, ctx)
	screenshot(t, ctx, "topping-end-360x640.png")
	t.Logf("game 2026 in topping: %d turns, %s", len(tg.Results()), topping.FormatTime(tg.Total()))
}

// checkToppingTimes compares the times shown — each turn's on the route
// sheet, the total above the board and under the sheet — with the
// engine's for the same calls.
func checkToppingTimes(t *testing.T, ctx context.Context, tg *topping.Game) {
	t.Helper()
	var js, totalMs, sheetTotal, sheetMs string
	var ok bool
	do(t, ctx, "times",
		chromedp.Evaluate(`JSON.stringify([...document.querySelectorAll("#tsheet tbody tr")].map(tr => [tr.dataset.time, ...[...tr.cells].map(c => c.textContent)]))`, &js),
		chromedp.AttributeValue("#total-time", "data-ms", &totalMs, &ok, chromedp.ByQuery),
		chromedp.Text("#tsheet-total", &sheetTotal, chromedp.ByQuery),
		chromedp.AttributeValue("#tsheet-total", "data-ms", &sheetMs, &ok, chromedp.ByQuery),
	)
	var rows [][]string
	if err := json.Unmarshal([]byte(js), &rows); err != nil {
		t.Fatal(err)
	}
	results := tg.Results()
	if len(rows) != len(results) {
		t.Fatalf("the sheet has %d lines, the engine %d results", len(rows), len(results))
	}
	var sum int64
	for i, r := range results {
		row := rows[i]
		ms, _ := strconv.ParseInt(row[0], 10, 64)
		sum += ms
		penalty := "—"
		if r.TimedOut {
			penalty = "+20 s"
		}
		if ms != r.Time || row[1] != strconv.Itoa(r.Turn) || row[2] != r.Draw || row[3] != r.Top.Word || row[4] != r.Top.Ref ||
			row[9] != penalty || row[10] != french.Millis(r.Time) {
			t.Errorf("sheet line %d: %q; the engine: %+v", i+1, row, r)
		}
	}
	want := strconv.FormatInt(tg.Total(), 10)
	if sum != tg.Total() || totalMs != want || sheetMs != want || sheetTotal != french.Millis(tg.Total()) {
		t.Errorf("total: lines %d, above the board %s, sheet %s (%s); the engine %s", sum, totalMs, sheetMs, sheetTotal, want)
	}
}
