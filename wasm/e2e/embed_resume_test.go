//go:build unix

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/share"
	"duplicata/wasm/e2e/webdriver"
)

// TestEmbedResumeInApp plays three turns of a numbered game in
// /embed/jouer framed by a page of another origin (training, 2 minutes a
// turn), then follows « Ouvrir dans Duplicata » in a fresh browser — no
// storage shared with the frame, as when the browser partitions it: the
// app opens the game at turn 4, in the same mode and rhythm, with the same
// total and route sheet. A link whose moves do not replay is said in
// French and its game offered from turn 1; a finished game's link opens
// on its end.
func TestEmbedResumeInApp(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	const n = 4242
	rec := tops(t, n)
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 900))
	f := frameReady(t, ctx, embedHost(t, s.URL, fmt.Sprintf("numero=%d&formule=normal&mode=entrainement&cadence=120", n), 600))
	do(t, ctx, "play", webdriver.CheckedClick("#embed-play", chromedp.ByQuery, inFrame(f)),
		chromedp.WaitVisible(`.embed-page[data-embed="playing"] #entry`, chromedp.ByQuery, inFrame(f)))
	total := 0
	for _, turn := range rec.Turns[:3] {
		if turn.Number == 2 {
			do(t, ctx, "pass", webdriver.CheckedClick("#submit", chromedp.ByQuery, inFrame(f)),
				chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery, inFrame(f)))
		} else {
			do(t, ctx, "entry", chromedp.WaitVisible("#entry", chromedp.ByQuery, inFrame(f)),
				chromedp.SendKeys("#entry", turn.Top.Word+" "+turn.Top.Ref, chromedp.ByQuery, inFrame(f)))
			total += turn.Top.Score
		}
		do(t, ctx, "submit", webdriver.CheckedClick("#submit", chromedp.ByQuery, inFrame(f)),
			chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery, inFrame(f)),
			webdriver.CheckedClick("#next", chromedp.ByQuery, inFrame(f)), chromedp.WaitNotPresent("#reveal", chromedp.ByQuery, inFrame(f)))
	}
	var href, info, frameTotal, frameSheet string
	do(t, ctx, "the link at turn 4",
		chromedp.WaitVisible(`#embed-open[data-turn="4"][data-phase="playing"]`, chromedp.ByQuery, inFrame(f)),
		chromedp.AttributeValue("#embed-open", "href", &href, nil, chromedp.ByQuery, inFrame(f)),
		chromedp.Text(".game-info", &info, chromedp.ByQuery, inFrame(f)),
		chromedp.Text("#total", &frameTotal, chromedp.ByQuery, inFrame(f)),
		chromedp.Text("#sheet tbody", &frameSheet, chromedp.ByQuery, inFrame(f)))
	if !strings.HasPrefix(href, s.URL+"?partie=") || !strings.HasPrefix(frameTotal, fmt.Sprintf("%d pts", total)) {
		t.Fatalf("« Ouvrir dans Duplicata » at turn 4: %q; the frame's total %q, want %d pts", href, frameTotal, total)
	}
	t.Logf("the link: %d characters", len(href))
	screenshot(t, ctx, "embed-resume-frame-turn4.png")
	// At turn 4's correction (a pass), the link says so.
	var atCorrection string
	do(t, ctx, "turn 4 passed", webdriver.CheckedClick("#submit", chromedp.ByQuery, inFrame(f)),
		chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery, inFrame(f)),
		webdriver.CheckedClick("#submit", chromedp.ByQuery, inFrame(f)),
		chromedp.WaitVisible(`#embed-open[data-turn="4"][data-phase="revealed"]`, chromedp.ByQuery, inFrame(f)),
		chromedp.AttributeValue("#embed-open", "href", &atCorrection, nil, chromedp.ByQuery, inFrame(f)))

	// A fresh profile: nothing of the frame's storage.
	app := browser(t)
	do(t, app, "desktop", chromedp.EmulateViewport(1280, 900))
	var turn, appInfo, appTotal, appSheet, message, clock string
	do(t, app, "the app", chromedp.Navigate(href),
		chromedp.WaitVisible(`#entry`, chromedp.ByQuery),
		chromedp.WaitVisible(`#sheet tbody tr[data-turn="3"]`, chromedp.ByQuery),
		chromedp.Text("#turn", &turn, chromedp.ByQuery),
		chromedp.Text(".game-info", &appInfo, chromedp.ByQuery),
		chromedp.Text("#total", &appTotal, chromedp.ByQuery),
		chromedp.Text("#sheet tbody", &appSheet, chromedp.ByQuery),
		chromedp.Text("#message", &message, chromedp.ByQuery),
		chromedp.AttributeValue("#clock", "data-left", &clock, nil, chromedp.ByQuery))
	if turn != "Coup 4" || appInfo != info || appTotal != frameTotal || appSheet != frameSheet {
		t.Errorf("the app: %q, %q, total %q, sheet\n%s\nwant Coup 4, %q, %q, sheet\n%s", turn, appInfo, appTotal, appSheet, info, frameTotal, frameSheet)
	}
	if !strings.Contains(message, "Partie reprise au coup 4") || !strings.Contains(message, "repart du début") {
		t.Errorf("the app says %q", message)
	}
	if !strings.Contains(info, "entraînement") || strings.Contains(info, "sans limite") {
		t.Errorf("the game's mode and rhythm: %q, want training, timed", info)
	}
	screenshot(t, app, "embed-resume-app-turn4.png")

	// The link made at turn 4's correction opens it, over the same game
	// at turn 4's draw; then the game goes on.
	var top, yours, rows string
	do(t, app, "at the correction", chromedp.Navigate(atCorrection),
		chromedp.WaitVisible(`#sheet tbody tr[data-turn="4"]`, chromedp.ByQuery),
		chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery),
		chromedp.AttributeValue("#top", "data-score", &top, nil, chromedp.ByQuery),
		chromedp.AttributeValue("#yours", "data-score", &yours, nil, chromedp.ByQuery),
		chromedp.Text("#message", &message, chromedp.ByQuery),
		chromedp.Evaluate(`String(document.querySelectorAll("#sheet tbody tr").length)`, &rows))
	if top != fmt.Sprint(rec.Turns[3].Top.Score) || yours != "0" || rows != "4" || !strings.Contains(message, "correction du coup 4") {
		t.Errorf("turn 4's correction in the app: top %s, yours %s, %s rows, %q; want %d, 0, 4 rows", top, yours, rows, message, rec.Turns[3].Top.Score)
	}
	screenshot(t, app, "embed-resume-app-correction4.png")
	do(t, app, "turn 5", webdriver.CheckedClick("#next", chromedp.ByQuery), chromedp.WaitVisible("#entry", chromedp.ByQuery),
		chromedp.Text("#turn", &turn, chromedp.ByQuery))
	if turn != "Coup 5" {
		t.Errorf("after the correction: %q, want Coup 5", turn)
	}
	var kept int
	do(t, app, "nothing kept aside", chromedp.Evaluate(`Object.keys(localStorage).filter(k => k.includes("before-club") || k.includes("unreadable")).length`, &kept))
	if kept != 0 {
		t.Errorf("the same game at an earlier turn was kept aside (%d keys)", kept)
	}

	// In the frame's own browser, whose storage the app shares here (the
	// club's page is on the same site, 127.0.0.1): the game there is
	// further along than the link made at turn 4's draw, and goes on.
	var mine string
	do(t, ctx, "the frame's browser", chromedp.Navigate(href),
		chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery),
		chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery),
		chromedp.Text("#message", &mine, chromedp.ByQuery))
	if !strings.Contains(mine, "déjà en cours dans ce navigateur") {
		t.Errorf("the link in the frame's browser: %q", mine)
	}

	// A link whose second move the board does not take: the game in
	// progress is not it.
	bad := share.Encode(share.Link{Seed: n, Formula: "normal", Play: &share.Play{Mode: game.Training,
		Moves: []game.Ballot{{}, {Word: "ZZZZ", Ref: "H8"}}}})
	var form string
	do(t, app, "a link that does not replay", chromedp.Navigate(s.URL+"?partie="+bad),
		chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery),
		chromedp.Text("#message", &message, chromedp.ByQuery),
		chromedp.Value("#seed", &form, chromedp.ByQuery))
	if !strings.HasPrefix(message, "Ce lien ne peut pas reprendre la partie : le coup 2 ne se rejoue pas") ||
		!strings.Contains(message, "depuis le premier coup") || form != fmt.Sprint(n) {
		t.Errorf("a link that does not replay: %q, the form on game %q", message, form)
	}
	screenshot(t, app, "embed-resume-refused.png")

	// A finished game's link opens on its end.
	lex := frlibretest.Lexicon(t)
	g, err := game.New(lex, game.Config{Seed: n, Formula: "normal", Mode: game.Training})
	if err != nil {
		t.Fatal(err)
	}
	for g.Phase() != game.Over {
		if _, err := g.Submit("", "", 0); err != nil {
			t.Fatal(err)
		}
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	over := share.Encode(share.Of(g.State(), ""))
	topTotal := 0
	for _, turn := range rec.Turns {
		topTotal += turn.Top.Score
	}
	var sumTotal, sumTop string
	do(t, app, "a finished game", chromedp.Navigate(s.URL+"?partie="+over),
		chromedp.WaitVisible("#summary", chromedp.ByQuery),
		chromedp.Text("#sum-total", &sumTotal, chromedp.ByQuery), chromedp.Text("#sum-top", &sumTop, chromedp.ByQuery))
	if sumTotal != "0" || sumTop != fmt.Sprint(topTotal) {
		t.Errorf("a finished game's end: total %s, tops %s; want 0 and %d", sumTotal, sumTop, topTotal)
	}
	screenshot(t, app, "embed-resume-app-over.png")
}
