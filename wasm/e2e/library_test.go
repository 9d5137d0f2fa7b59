package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/record"
	"duplicata/wasm/e2e/referee"
	"duplicata/wasm/e2e/webdriver"
)

// recordFixture reads one of engine/record's hand-written files.
func recordFixture(t *testing.T, name string) (string, string) {
	t.Helper()
	path, err := filepath.Abs(filepath.Join("..", "..", "engine", "record", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, string(b)
}

// replayAt waits for the replay to show turn n of total.
func replayAt(n, total int) chromedp.Action {
	return chromedp.Poll(fmt.Sprintf(`(document.getElementById("replay-turn") || {}).textContent == "Coup %d / %d"`, n, total), nil)
}

// TestLibrary imports an FFSc TXT file and an Eliot XML file, steps
// through them (buttons, arrow keys, slider), checks each turn's board and
// top against the engine's replay of the same record, refuses a broken
// file without losing anything, then plays the imported game 42 again
// ("Rejouer") and opens its share link in a fresh browser: the same draws.
func TestLibrary(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	l := frlibretest.Lexicon(t)
	do(t, ctx, "library", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL+"bibliotheque"), ready(),
		chromedp.WaitVisible("#library-empty", chromedp.ByQuery))

	// The FFSc file, opened.
	ffscPath, ffscText := recordFixture(t, "ffsc-normal.txt")
	rec, err := record.ReadFFSc(strings.NewReader(ffscText))
	if err != nil {
		t.Fatal(err)
	}
	an, err := game.Analyse(l, rec)
	if err != nil {
		t.Fatal(err)
	}
	n := len(rec.Turns)
	do(t, ctx, "open the FFSc file", chromedp.SetUploadFiles("#import-file", []string{ffscPath}, chromedp.ByQuery), replayAt(1, n))
	var ok bool
	check := func(k int) {
		t.Helper()
		var draw, word, board string
		var ok bool
		do(t, ctx, "turn", replayAt(k, n),
			chromedp.Text("#replay-draw", &draw, chromedp.ByQuery),
			chromedp.AttributeValue("#replay-top", "data-word", &word, &ok, chromedp.ByQuery),
			chromedp.Evaluate(`[...document.querySelectorAll(".board .sq")].map(sq => {
				const t = sq.querySelector(".tile:not(.showing) .letter");
				return t ? t.textContent : ".";
			}).join("")`, &board))
		turn := rec.Turns[k-1]
		want := strings.Join(an.Turns[k-1].Board, "")
		if draw != "Tirage : "+turn.Draw || (turn.Top != nil && word != turn.Top.Word) || !strings.EqualFold(board, want) {
			t.Errorf("turn %d: %q, top %q, board\n%s\nwant %q, %v,\n%s", k, draw, word, board, turn.Draw, turn.Top, want)
		}
	}
	check(1)
	do(t, ctx, "arrow", chromedp.KeyEvent(kb.ArrowRight))
	check(2)
	do(t, ctx, "last", webdriver.CheckedClick("#replay-last", chromedp.ByQuery))
	check(n)
	do(t, ctx, "slider", chromedp.SetValue("#replay-slider", "3", chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("replay-slider").dispatchEvent(new Event("input", {bubbles: true}))`, nil))
	check(3)
	do(t, ctx, "previous", webdriver.CheckedClick("#replay-prev", chromedp.ByQuery))
	check(2)
	do(t, ctx, "a best move", chromedp.WaitVisible("#replay-best-0", chromedp.ByQuery))
	screenshot(t, ctx, "library-replay-1280x800.png")
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
	noOverflow(t, ctx)
	screenshot(t, ctx, "library-replay-360x640.png")
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))

	// The Eliot file, pasted.
	_, eliot := recordFixture(t, "eliot-normal.xml")
	erec, err := record.ReadEliot(strings.NewReader(eliot))
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "paste the Eliot file", setText("import-text", eliot), webdriver.CheckedClick("#import-button", chromedp.ByQuery),
		replayAt(1, len(erec.Turns)),
		chromedp.Poll(`document.querySelectorAll("#library li").length == 2`, nil))
	do(t, ctx, "Eliot: last turn", webdriver.CheckedClick("#replay-last", chromedp.ByQuery), replayAt(len(erec.Turns), len(erec.Turns)))

	// A broken file: a French message naming the line; the library keeps
	// its two games.
	broken := strings.Replace(ffscText, "ENFONCEUR\t6G", "ENFONCEUR\tZZ9", 1)
	var msg string
	do(t, ctx, "a broken file", setText("import-text", broken), webdriver.CheckedClick("#import-button", chromedp.ByQuery),
		chromedp.Poll(`document.getElementById("message").textContent.startsWith("Fichier")`, nil),
		chromedp.Text("#message", &msg, chromedp.ByQuery))
	if !strings.HasPrefix(msg, "Fichier FFSc (TXT) illisible à la ligne 5 ") {
		t.Errorf("a broken file: %q", msg)
	}
	var count int
	do(t, ctx, "count", chromedp.Evaluate(`document.querySelectorAll("#library li").length`, &count))
	if count != 2 {
		t.Errorf("%d games in the library after a broken file, want 2", count)
	}

	// The Eliot game exported in each form: the file reads back as the
	// same game.
	downloads, err := os.MkdirTemp("", "duplicata-downloads-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(downloads)
	do(t, ctx, "downloads", cdpbrowser.SetDownloadBehavior(cdpbrowser.SetDownloadBehaviorBehaviorAllow).WithDownloadPath(downloads))
	formats := []string{"json", "text", "eliot", "ffsc"}
	for _, ext := range formats {
		do(t, ctx, "export "+ext, webdriver.CheckedClick("#export-"+ext, chromedp.ByQuery))
	}
	// A file is read once Chromium has renamed it from its .crdownload:
	// read before, it was missing (seen on a loaded machine).
	var files []string
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline) && len(files) < len(formats); time.Sleep(100 * time.Millisecond) {
		all, _ := filepath.Glob(filepath.Join(downloads, "duplicata-import-*.*"))
		files = slices.DeleteFunc(all, func(f string) bool { return strings.HasSuffix(f, ".crdownload") })
	}
	if len(files) != len(formats) {
		t.Fatalf("exported files: %v", files)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		back, format, err := record.ReadAny(bytes.NewReader(b))
		if err != nil || len(back.Turns) != len(erec.Turns) {
			t.Errorf("%s (%s): %v", filepath.Base(f), format, err)
			continue
		}
		for i := range erec.Turns {
			if back.Turns[i].Draw != erec.Turns[i].Draw || (erec.Turns[i].Top != nil && back.Turns[i].Top.Word != erec.Turns[i].Top.Word) {
				t.Errorf("%s turn %d: %v, want %v", filepath.Base(f), i+1, back.Turns[i], erec.Turns[i])
			}
		}
		t.Logf("exported %s (%s, %d bytes), read back", filepath.Base(f), format, len(b))
	}

	// A game whose top our lexicon refuses: shown, and said so, turn by
	// turn.
	odd := strings.Replace(ffscText, "CANUTS", "CANUST", 1)
	var why string
	do(t, ctx, "a top we refuse", setText("import-text", odd), webdriver.CheckedClick("#import-button", chromedp.ByQuery),
		replayAt(1, n), chromedp.WaitVisible("#replay-disagree", chromedp.ByQuery),
		chromedp.Text("#replay-disagree", &why, chromedp.ByQuery))
	if why != "Pour le lexique fr-libre, ce top n'est pas valable (CANUST n'est pas un mot valable (lexique fr-libre))." {
		t.Errorf("a top not in fr-libre: %q", why)
	}
	do(t, ctx, "next turn agrees", webdriver.CheckedClick("#replay-next", chromedp.ByQuery), replayAt(2, n),
		chromedp.WaitNotPresent("#replay-disagree", chromedp.ByQuery))

	// A club game typed draw by draw: the engine finds the tops.
	tg, err := game.New(l, game.Config{Seed: 5, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	var typed []string
	for range 3 {
		typed = append(typed, tg.Draw().String())
		tg.Submit("", "", 0)
		tg.Next()
	}
	trec := tg.Record()
	var top string
	do(t, ctx, "typed draws", setText("draws-text", strings.Join(typed, "\n")), webdriver.CheckedClick("#draws-button", chromedp.ByQuery),
		replayAt(1, 3), webdriver.CheckedClick("#replay-last", chromedp.ByQuery), replayAt(3, 3),
		chromedp.AttributeValue("#replay-top", "data-word", &top, &ok, chromedp.ByQuery))
	if top != trec.Turns[2].Top.Word {
		t.Errorf("typed draws: turn 3's top %q, the engine's %v", top, trec.Turns[2].Top)
	}

	// Game 42 of 7 sur 8, as our JSON: Rejouer gives the same draws.
	g, err := game.New(l, game.Config{Seed: 42, Formula: "7sur8"})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		g.Submit("", "", 0)
		g.Next()
	}
	jrec := g.Record()
	var buf strings.Builder
	if err := record.WriteJSON(&buf, &jrec); err != nil {
		t.Fatal(err)
	}
	js := buf.String()
	do(t, ctx, "import game 42", setText("import-text", js), webdriver.CheckedClick("#import-button", chromedp.ByQuery),
		replayAt(1, len(jrec.Turns)), chromedp.WaitVisible("#again", chromedp.ByQuery))
	do(t, ctx, "share", webdriver.CheckedClick("#share", chromedp.ByQuery), chromedp.WaitVisible("#share-link", chromedp.ByQuery))
	var link string
	do(t, ctx, "link", chromedp.AttributeValue("#share-link", "href", &link, &ok, chromedp.ByQuery))
	do(t, ctx, "again", webdriver.CheckedClick("#again", chromedp.ByQuery), ready(), chromedp.WaitEnabled("#new-game", chromedp.ByQuery))
	p := &player{t: t, ctx: ctx, lex: l}
	firstDraws(t, p, &jrec)

	// A topping on the same draws, from the library.
	do(t, ctx, "library again", chromedp.Navigate(s.URL+"bibliotheque"), ready(),
		chromedp.WaitVisible("#entry-0", chromedp.ByQuery),
		chromedp.Evaluate(`[...document.querySelectorAll("#library button")].find(b => b.textContent.includes("7 sur 8")).click()`, nil),
		replayAt(1, len(jrec.Turns)), webdriver.CheckedClick("#again-topping", chromedp.ByQuery),
		chromedp.Poll(`location.pathname == "/topping"`, nil), ready(),
		chromedp.WaitVisible("#imported", chromedp.ByQuery), chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
		webdriver.CheckedClick("#new-game", chromedp.ByQuery), chromedp.WaitVisible(".rack", chromedp.ByQuery))
	var rack string
	do(t, ctx, "topping rack", chromedp.Evaluate(`[...document.querySelectorAll(".rack [data-from]")].map(b => b.dataset.letter).join("")`, &rack))
	if want := strings.ReplaceAll(strings.TrimPrefix(jrec.Turns[0].Draw, "-"), "+", ""); rack != want {
		t.Errorf("the topping on game 42's draws starts with %q, want %q", rack, want)
	}
	screenshot(t, ctx, "library-topping-1280x800.png")

	// The share link, in a browser of its own.
	ctx2 := browser(t)
	p2 := &player{t: t, ctx: ctx2, lex: l}
	do(t, ctx2, "shared", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch), chromedp.Navigate(link), ready(), chromedp.WaitEnabled("#new-game", chromedp.ByQuery))
	screenshot(t, ctx2, "share-link-360x640.png")
	firstDraws(t, p2, &jrec)
}

// setText puts text in a field, as pasting does.
func setText(id, text string) chromedp.Action {
	b, _ := json.Marshal(text)
	return chromedp.Evaluate(fmt.Sprintf(`(() => {
		const e = document.getElementById(%q);
		e.value = %s;
		e.dispatchEvent(new Event("input", {bubbles: true}));
	})()`, id, b), nil)
}

// firstDraws starts the game the form shows — the record's draws, played
// again — and checks its first two draws against the record's.
func firstDraws(t *testing.T, p *player, rec *record.Record) {
	t.Helper()
	var formula string
	var imported, seedShown bool
	do(t, p.ctx, "form", chromedp.Value("#formula", &formula, chromedp.ByQuery),
		chromedp.Evaluate(`!document.getElementById("imported").hidden`, &imported),
		chromedp.Evaluate(`document.getElementById("seed").getClientRects().length > 0`, &seedShown))
	if !imported || formula != rec.Formula {
		t.Fatalf("the form shows imported draws %v, formula %s; want the record's, %s", imported, formula, rec.Formula)
	}
	if seedShown {
		t.Fatal("the form shows a game number for imported draws, which it does not use")
	}
	do(t, p.ctx, "start", webdriver.CheckedClick("#new-game", chromedp.ByQuery), chromedp.WaitVisible(".rack", chromedp.ByQuery))
	var draws []string
	for _, turn := range rec.Turns {
		draws = append(draws, turn.Draw)
	}
	d := referee.New(t, p.lex, game.Config{Formula: rec.Formula, Draws: draws})
	p.direct = d
	p.checkTurn()
	if d.Draw().String() != rec.Turns[0].Draw {
		t.Fatalf("game %d starts with %v, the record with %s", rec.Seed, d.Draw(), rec.Turns[0].Draw)
	}
	p.submit("", "", 0, false)
	p.next()
	if d.Draw().String() != rec.Turns[1].Draw {
		t.Fatalf("game %d's second draw is %v, the record's %s", rec.Seed, d.Draw(), rec.Turns[1].Draw)
	}
}
