//go:build unix

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"duplicata/engine/record"
	siteworker "duplicata/site"
	"duplicata/site/browsertest"
	"duplicata/site/wranglertest"
	"duplicata/wasm/e2e/webdriver"
	"duplicata/wasm/ui/french"
)

// TestClub is issue 18's whole story against the Worker under wrangler dev
// with a fresh local D1: an organiser creates a club (its secret shown
// once, kept in the browser) and publishes a game whose tops the engine's
// worker computes; two players, each in a browser profile of their own,
// play it to the end in the solo game — one plays every top, the other
// the tops of even turns only and goes offline before the last turn, its
// result waiting in IndexedDB until the browser is back online; the
// ranking then shows both with the totals the published tops give, in the
// app and in the embed framed by a page of another origin.
func TestClub(t *testing.T) {
	s := wranglertest.BuildDev(t, site, "e2e")
	base := s.URL + "/"
	const slug = "club-test"

	// The organiser creates the club.
	org := browser(t)
	do(t, org, "club home", chromedp.EmulateViewport(1280, 900), chromedp.Navigate(base+"club"),
		chromedp.WaitVisible(`.club-page[data-engine="ready"] .club-main[data-club="ready"]`, chromedp.ByQuery))
	fill(t, org, "#club-name", "input", "Club de l'Essai")
	fill(t, org, "#club-slug", "input", slug)
	var secret, stored, warning string
	do(t, org, "create", webdriver.CheckedClick("#create", chromedp.ByQuery), chromedp.WaitVisible("#secret", chromedp.ByQuery),
		chromedp.Text("#secret", &secret, chromedp.ByQuery),
		chromedp.Text("#secret-warning", &warning, chromedp.ByQuery),
		chromedp.Evaluate(`localStorage.getItem("duplicata.club.secret.`+slug+`")`, &stored))
	if len(secret) < 40 || stored != secret || !strings.Contains(warning, "plus jamais affiché") {
		t.Fatalf("the secret %q, stored %q, warning %q", secret, stored, warning)
	}
	screenshot(t, org, "club-created-1280.png")
	do(t, org, "phone", chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile))
	noOverflow(t, org)
	screenshot(t, org, "club-created-360.png")

	// It publishes game 42, untimed, in training.
	do(t, org, "club page", chromedp.EmulateViewport(1280, 900), webdriver.CheckedClick("#club-link", chromedp.ByQuery),
		chromedp.WaitVisible(`.club-page[data-engine="ready"] .club-main[data-club="ready"] #organiser`, chromedp.ByQuery))
	fill(t, org, "#pub-title", "input", "Simultané du mardi")
	fill(t, org, "#pub-seed", "input", "42")
	fill(t, org, "#pub-rhythm", "change", "0")
	do(t, org, "publish", webdriver.CheckedClick("#pub-submit", chromedp.ByQuery), chromedp.WaitVisible("#play-1", chromedp.ByQuery))
	var pub struct {
		Game struct {
			Mode     string
			TopTotal int
			Turns    int
		}
		Record record.Record
	}
	getJSON(t, s.URL+"/api/clubs/"+slug+"/games/1", &pub)
	if pub.Record.Seed != 42 || pub.Record.Formula != "normal" || pub.Game.Mode != "training" || pub.Game.Turns != len(pub.Record.Turns) || pub.Game.TopTotal == 0 {
		t.Fatalf("published: %+v, seed %d, formula %s", pub.Game, pub.Record.Seed, pub.Record.Formula)
	}
	tops := pub.Record.Turns
	even := 0
	for _, turn := range tops {
		if turn.Number%2 == 0 {
			even += turn.Top.Score
		}
	}
	t.Logf("published game 1: %d turns, top total %d", len(tops), pub.Game.TopTotal)

	// Anne plays every top.
	anne := browser(t)
	playClubGame(t, anne, base, slug, "Anne", tops, func(int) bool { return true }, false, pub.Game.TopTotal, "1er sur 1")
	// Bruno plays the tops of even turns, and is offline for the last one.
	bruno := browser(t)
	playClubGame(t, bruno, base, slug, "Bruno", tops, func(n int) bool { return n%2 == 0 }, true, pub.Game.TopTotal, "2e sur 2")

	// The ranking, from the API and on the organiser's page.
	var ranking struct {
		Standings []struct {
			Rank     int
			Name     string
			Total    int
			Permille int
		}
	}
	getJSON(t, s.URL+"/api/clubs/"+slug+"/games/1/ranking", &ranking)
	want := fmt.Sprintf("[{1 Anne %d 1000} {2 Bruno %d %d}]", pub.Game.TopTotal, even, even*1000/pub.Game.TopTotal)
	if got := fmt.Sprint(ranking.Standings); got != want {
		t.Errorf("the ranking %s, want %s", got, want)
	}
	var rows string
	do(t, org, "ranking", chromedp.Reload(), chromedp.WaitVisible(`#ranking tbody`, chromedp.ByQuery),
		chromedp.Evaluate(`[...document.querySelectorAll("#ranking tbody tr")].map(r => [...r.cells].slice(0, 3).map(c => c.textContent).join(" ")).join(" | ")`, &rows))
	if want := fmt.Sprintf("1 Anne %d | 2 Bruno %d", pub.Game.TopTotal, even); rows != want {
		t.Errorf("the organiser's ranking %q, want %q", rows, want)
	}
	var snippet string
	do(t, org, "snippet", chromedp.Value("#snippet", &snippet, chromedp.ByQuery))
	if want := siteworker.EmbedSnippet(s.URL, slug, "Club de l'Essai"); snippet != want {
		t.Errorf("the snippet shown:\n%s\nwant\n%s", snippet, want)
	}
	screenshot(t, org, "club-organiser-1280.png")
	do(t, org, "phone", chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile))
	noOverflow(t, org)
	screenshot(t, org, "club-organiser-360.png")

	// The embed, framed by a club's page on another origin, while the
	// app's club page refuses to be framed there.
	host := browsertest.HostPage(t, siteworker.EmbedSnippet(s.URL, slug, "Club de l'Essai")+
		`<iframe name="app" src="`+base+`club/`+slug+`" width="300" height="80"></iframe>`)
	for _, width := range []int64{1280, 360} {
		var iframes []*cdp.Node
		var framed string
		do(t, org, "embed", chromedp.EmulateViewport(width, 900), chromedp.Navigate(host),
			chromedp.Poll(`document.querySelector("iframe[src$='/embed/club/`+slug+`']").style.height || null`, nil),
			chromedp.Nodes(`iframe[src$="/embed/club/`+slug+`"]`, &iframes, chromedp.ByQuery))
		do(t, org, "framed ranking", chromedp.Text(".ranking tbody", &framed, chromedp.ByQuery, chromedp.FromNode(iframes[0])))
		if !strings.Contains(framed, fmt.Sprintf("Anne\t%d\t1000", pub.Game.TopTotal)) || !strings.Contains(framed, fmt.Sprintf("Bruno\t%d", even)) {
			t.Errorf("%d px: the framed ranking %q", width, framed)
		}
		browsertest.Refused(t, browsertest.FrameURLs(t, org), "app", s.URL)
		screenshot(t, org, fmt.Sprintf("club-embed-%d.png", width))
	}

	clubLexicons(t, org, bruno, s.URL, slug)
}

// clubLexicons publishes a game on a lexicon of the organiser's own, then
// checks what each club page offers: a player without that lexicon is told
// to import it (a link to Lexiques); the organiser, who has both, can
// switch between the games' lexicons from the list of games.
func clubLexicons(t *testing.T, org, player context.Context, url, slug string) {
	base := url + "/"
	l := makeOwnList(t)
	do(t, org, "lexicons page", chromedp.EmulateViewport(1280, 900), chromedp.Navigate(base+"lexiques"), ready(),
		chromedp.SetValue("#lexicon-name", "Ma liste", chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("lexicon-name").dispatchEvent(new Event("change", {bubbles: true}))`, nil),
		chromedp.SetUploadFiles("#lexicon-file", []string{l.path}, chromedp.ByQuery),
		until(`document.getElementById("lexicon-info").textContent.includes("importé")`),
		webdriver.CheckedClick("#use-0", chromedp.ByQuery),
		until(`document.getElementById("lexicon-info").textContent.includes("Les nouvelles parties")`))

	const ready = `.club-page[data-engine="ready"] .club-main[data-club="ready"]`
	var use string
	do(t, org, "club page", chromedp.Navigate(base+"club/"+slug), chromedp.WaitVisible(ready+" #use-lexicon-1", chromedp.ByQuery),
		chromedp.Text("#use-lexicon-1", &use, chromedp.ByQuery))
	if use != "Utiliser fr-libre" {
		t.Errorf("game 1 on fr-libre, the app on Ma liste: the button says %q", use)
	}
	fill(t, org, "#pub-title", "input", "Sur ma liste")
	fill(t, org, "#pub-seed", "input", fmt.Sprint(l.seed))
	fill(t, org, "#pub-rhythm", "change", "0")
	do(t, org, "publish", webdriver.CheckedClick("#pub-submit", chromedp.ByQuery), chromedp.WaitVisible("#play-2", chromedp.ByQuery))
	var pub struct {
		Game struct{ Lexicon, LexiconHash string }
	}
	getJSON(t, url+"/api/clubs/"+slug+"/games/2", &pub)
	// A record names its lexicon in one word (record.LexiconName).
	if pub.Game.Lexicon != "Ma-liste" || pub.Game.LexiconHash != l.lex.HexHash() {
		t.Fatalf("game 2 published on %q %s, want Ma-liste %s", pub.Game.Lexicon, pub.Game.LexiconHash, l.lex.HexHash())
	}

	// The player has fr-libre only: game 2 sends to Lexiques.
	var line, href string
	var ok bool
	do(t, player, "player's club page", network.EmulateNetworkConditions(false, 0, -1, -1), chromedp.Navigate(base+"club/"+slug),
		chromedp.WaitVisible(ready+" #import-lexicon-2", chromedp.ByQuery),
		chromedp.Text("#lexicon-2", &line, chromedp.ByQuery),
		chromedp.AttributeValue("#import-lexicon-2", "href", &href, &ok, chromedp.ByQuery))
	if line != "Lexique : Ma-liste — ce navigateur ne l'a pas : importez la même liste de mots dans Lexiques pour jouer cette partie." || href != "/lexiques" {
		t.Errorf("game 2 for a player without its lexicon: %q, link %q", line, href)
	}
	var buttons int
	do(t, player, "no switch", chromedp.Evaluate(`document.querySelectorAll("[id^=use-lexicon-]").length`, &buttons))
	if buttons != 0 {
		t.Errorf("the player has no lexicon to switch to, yet %d buttons offer one", buttons)
	}
	screenshot(t, player, "club-lexicon-missing-1280.png")

	// The organiser switches to fr-libre for game 1, then back for game 2.
	var message, header string
	do(t, org, "use fr-libre", webdriver.CheckedClick("#use-lexicon-1", chromedp.ByQuery),
		chromedp.WaitVisible("#use-lexicon-2", chromedp.ByQuery),
		chromedp.Text("#message", &message, chromedp.ByQuery), chromedp.Text("#use-lexicon-2", &use, chromedp.ByQuery),
		chromedp.Text("#lexicon", &header, chromedp.ByQuery))
	if message != "Lexique fr-libre chargé : vous pouvez jouer." || use != "Utiliser Ma liste" || !strings.HasPrefix(header, "Lexique : fr-libre") {
		t.Errorf("after « Utiliser fr-libre »: message %q, game 2's button %q, header %q", message, use, header)
	}
	screenshot(t, org, "club-lexicon-switch-1280.png")
	do(t, org, "use Ma liste", webdriver.CheckedClick("#use-lexicon-2", chromedp.ByQuery),
		chromedp.WaitVisible("#use-lexicon-1", chromedp.ByQuery), chromedp.Text("#message", &message, chromedp.ByQuery))
	if message != "Lexique Ma liste chargé : vous pouvez jouer." {
		t.Errorf("after « Utiliser Ma liste »: message %q", message)
	}
}

// playClubGame opens the club's page in ctx, plays game 1 under name — the
// top where top(turn) says so, else nothing — and checks the result sent.
// offline cuts the network before the last turn: the result must wait,
// then leave once the network is back. Back on the club's page, « Jouer »
// has become « Votre résultat »: the total, the ‰ of topTotal, the place
// in the ranking, and the game's replay in the library.
func playClubGame(t *testing.T, ctx context.Context, base, slug, name string, tops []record.Turn, top func(int) bool, offline bool, topTotal int, place string) {
	t.Helper()
	do(t, ctx, "club page", chromedp.EmulateViewport(1280, 900), chromedp.Navigate(base+"club/"+slug),
		chromedp.WaitVisible(`.club-page[data-engine="ready"] .club-main[data-club="ready"] #play-1`, chromedp.ByQuery))
	fill(t, ctx, "#player", "input", name)
	var banner string
	do(t, ctx, "play", webdriver.CheckedClick("#play-1", chromedp.ByQuery), ready(),
		chromedp.WaitVisible("#club-game", chromedp.ByQuery), chromedp.Text("#club-game", &banner, chromedp.ByQuery))
	if !strings.Contains(banner, "au nom de "+name) {
		t.Errorf("%s: the banner %q", name, banner)
	}
	total := 0
	for _, turn := range tops {
		n := turn.Number
		if offline && n == len(tops) {
			// The page's requests skip the service worker: once it
			// controls the page, its own fetches are not the page's and
			// the emulated offline does not stop them — the result then
			// left at once, the outbox empty (a flake of this test).
			do(t, ctx, "offline", network.SetBypassServiceWorker(true), network.EmulateNetworkConditions(true, 0, -1, -1))
		}
		do(t, ctx, "turn", chromedp.WaitVisible("#entry", chromedp.ByQuery))
		score := 0
		if top(n) {
			score = turn.Top.Score
			do(t, ctx, "entry", chromedp.SendKeys("#entry", turn.Top.Word+" "+turn.Top.Ref, chromedp.ByQuery))
		} else {
			do(t, ctx, "pass", webdriver.CheckedClick("#submit", chromedp.ByQuery), chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery))
		}
		var got string
		var ok bool
		do(t, ctx, "submit", webdriver.CheckedClick("#submit", chromedp.ByQuery), chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery),
			chromedp.AttributeValue("#yours", "data-score", &got, &ok, chromedp.ByQuery))
		if got != fmt.Sprint(score) {
			t.Fatalf("%s, turn %d (%s %s): scored %q, want %d", name, n, turn.Top.Word, turn.Top.Ref, got, score)
		}
		total += score
		if n == len(tops) {
			do(t, ctx, "end", webdriver.CheckedClick("#next", chromedp.ByQuery), chromedp.WaitVisible("#summary", chromedp.ByQuery))
		} else {
			do(t, ctx, "next", webdriver.CheckedClick("#next", chromedp.ByQuery), chromedp.WaitNotPresent("#reveal", chromedp.ByQuery))
		}
	}
	if offline {
		do(t, ctx, "waiting", chromedp.WaitVisible(`#club-game[data-state="waiting"]`, chromedp.ByQuery), chromedp.Text("#club-game", &banner, chromedp.ByQuery))
		if !strings.Contains(banner, "en attente d'envoi") {
			t.Errorf("%s offline: the banner %q", name, banner)
		}
		var waiting int
		do(t, ctx, "outbox", chromedp.Evaluate(`new Promise(ok => { const r = indexedDB.open("duplicata-clubs", 1);
			r.onsuccess = () => { const q = r.result.transaction("outbox").objectStore("outbox").count(); q.onsuccess = () => ok(q.result) } })`, &waiting, awaitPromise))
		if waiting != 1 {
			t.Errorf("%s offline: %d results in the outbox, want 1", name, waiting)
		}
		screenshot(t, ctx, "club-waiting-1280.png")
		do(t, ctx, "phone", chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile))
		screenshot(t, ctx, "club-waiting-360.png")
		do(t, ctx, "online", chromedp.EmulateViewport(1280, 900), network.EmulateNetworkConditions(false, 0, -1, -1))
	}
	do(t, ctx, "sent", chromedp.WaitVisible(`#club-game[data-state="sent"]`, chromedp.ByQuery), chromedp.Text("#club-game", &banner, chromedp.ByQuery))
	if !strings.Contains(banner, fmt.Sprintf("Résultat envoyé au club Club de l'Essai : %d points", total)) {
		t.Errorf("%s: the banner %q, want the result sent with %d points", name, banner, total)
	}
	// The name is remembered.
	var remembered string
	do(t, ctx, "name", chromedp.Navigate(base+"club/"+slug), chromedp.WaitVisible(`.club-page[data-engine="ready"] .club-main[data-club="ready"]`, chromedp.ByQuery),
		chromedp.Value("#player", &remembered, chromedp.ByQuery))
	if remembered != name {
		t.Errorf("the name remembered %q, want %q", remembered, name)
	}

	// Issue 25: the club has the result, so « Jouer » is gone — replaying
	// the game would end in « Ce nom a déjà un résultat ».
	var result, you, path string
	var play bool
	do(t, ctx, "your result", chromedp.WaitVisible(`#result-1[data-state="sent"]`, chromedp.ByQuery),
		chromedp.Text("#result-1 p", &result, chromedp.ByQuery),
		chromedp.Evaluate(`!!document.getElementById("play-1")`, &play),
		chromedp.Evaluate(`[...document.querySelectorAll("#ranking tr.you td.name")].map(c => c.textContent).join()`, &you))
	want := fmt.Sprintf("Votre résultat (%s) : %s, %s ‰ du top — %s.", name, french.Points.Count(total), french.Number(total*1000/topTotal), place)
	if result != want || play || you != name {
		t.Errorf("%s back on the club's page: %q, « Jouer » shown %v, the ranking's own row %q; want %q, no « Jouer », %q", name, result, play, you, want, name)
	}
	if !offline {
		do(t, ctx, "desktop", desktop(), chromedp.ScrollIntoView("#result-1", chromedp.ByQuery))
		screenshot(t, ctx, "club-your-result-1280.png")
		do(t, ctx, "phone", phone(), chromedp.ScrollIntoView("#result-1", chromedp.ByQuery))
		noOverflow(t, ctx)
		screenshot(t, ctx, "club-your-result-390.png")
		do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 900))
	}
	var replayTop string
	do(t, ctx, "replay", webdriver.CheckedClick("#replay-1", chromedp.ByQuery), chromedp.WaitVisible("#replay-top", chromedp.ByQuery),
		chromedp.Evaluate(`location.pathname`, &path), chromedp.AttributeValue("#replay-top", "data-word", &replayTop, nil, chromedp.ByQuery))
	if path != "/bibliotheque" || replayTop != tops[0].Top.Word {
		t.Errorf("%s: « Revoir votre partie » opened %s, its first top %q; want /bibliotheque, %q", name, path, replayTop, tops[0].Top.Word)
	}
}

// fill sets a field's value and fires the event go-app listens to.
func fill(t *testing.T, ctx context.Context, sel, event, value string) {
	t.Helper()
	// The value and its event at once, on the same element: a render
	// between the two, mounting a new field, would send the event with
	// the new field's value.
	v, _ := json.Marshal(value)
	do(t, ctx, "fill "+sel, chromedp.WaitReady(sel, chromedp.ByQuery),
		chromedp.Evaluate(fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.value = %s; e.dispatchEvent(new Event(%q, {bubbles: true})); })()`, sel, v, event), nil))
}

func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	res, err := (&http.Client{Timeout: 30 * time.Second}).Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != 200 {
		t.Fatalf("GET %s: status %d", url, res.StatusCode)
	}
	if err := json.NewDecoder(res.Body).Decode(v); err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
}
