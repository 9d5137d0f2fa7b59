//go:build unix

package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"duplicata/engine/club"
	"duplicata/engine/club/clubtest"
	"duplicata/site/browsertest"
	"duplicata/site/wranglertest"
	"duplicata/wasm/e2e/webdriver"
)

// TestEmbedClub runs the embeds under the Worker (wrangler dev, a fresh
// local D1): a club restricts its embeds to its own site (its allowed
// ancestors); from that site, a player types a name in the frame, plays
// the club's game to the end there, and the frame shows the ranking with
// the result the API ranks; from another site, the club's embeds are
// refused while the day's game is not; from both, the app's own pages
// refuse to be framed.
func TestEmbedClub(t *testing.T) {
	wranglertest.Skip(t)
	out := t.TempDir()
	if err := wranglertest.Build(site, out, "e2e"); err != nil {
		t.Fatal(err)
	}
	s := wranglertest.Dev(t, out)
	base := s.URL + "/"
	const slug = "club-cadre"
	secret := createClub(t, s.URL, slug, "Club du Cadre")
	// Anne, Bruno: results already in; the frame's player plays every top.
	played := clubtest.Played(t, "normal", 42, func(int) int { return 0 })
	publish(t, s.URL, slug, secret, played)
	postJSON(t, s.URL+"/api/clubs/"+slug+"/games/1/results", "", map[string]any{"name": "Bruno", "key": "key-bruno-0001", "record": clubtest.Played(t, "normal", 42, func(n int) int { return n % 2 })}, 201)

	// /embed documents the embeds, framable as they are.
	res, err := http.Get(s.URL + "/embed")
	if err != nil {
		t.Fatal(err)
	}
	var doc bytes.Buffer
	doc.ReadFrom(res.Body)
	res.Body.Close()
	if csp := res.Header.Get("Content-Security-Policy"); res.StatusCode != 200 || !strings.Contains(doc.String(), "<code>numero=N</code>") || !strings.HasSuffix(csp, "frame-ancestors *") {
		t.Errorf("/embed: %d, CSP %q, %d bytes", res.StatusCode, csp, doc.Len())
	}

	refused := func(name, src string) string {
		return fmt.Sprintf(`<iframe name="%s" src="%s" width="300" height="80"></iframe>`, name, src)
	}
	frames := []string{refused("app", base), refused("club-app", base+"club/"+slug), refused("ranking", base+"embed/club/"+slug)}
	allowed := embedHost(t, base, "club="+slug, 600, frames...)
	other := embedHost(t, base, "club="+slug, 600, frames...)
	daily := embedHost(t, base, "", 600, frames...)
	origin := func(u string) string { p, _ := url.Parse(u); return p.Scheme + "://" + p.Host }
	put(t, s.URL+"/api/clubs/"+slug+"/embed", secret, map[string]any{"ancestors": []string{origin(allowed)}})

	ctx := browser(t)
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 900))
	// Another site: the club's embeds refused, the app's pages too.
	do(t, ctx, "another site", chromedp.Navigate(other), chromedp.WaitVisible("#duplicata", chromedp.ByQuery), chromedp.Sleep(2*time.Second))
	got := browsertest.FrameURLs(t, ctx)
	for _, name := range []string{"duplicata", "ranking", "app", "club-app"} {
		browsertest.Refused(t, got, name, s.URL)
	}
	t.Logf("from another site: %v", got)
	screenshot(t, ctx, "embed-club-refused-600.png")
	// Another site, the day's game: any site may frame it.
	f := frameReady(t, ctx, daily)
	var title string
	do(t, ctx, "the day's game", chromedp.Text("#embed-title", &title, chromedp.ByQuery, inFrame(f)))
	if !strings.HasPrefix(title, "Partie du jour") {
		t.Errorf("the day's game from another site: %q", title)
	}

	// The club's site: the game played in the frame.
	f = frameReady(t, ctx, allowed)
	got = browsertest.FrameURLs(t, ctx)
	if !strings.HasPrefix(got["duplicata"], s.URL+"/embed/jouer") || !strings.HasPrefix(got["ranking"], s.URL+"/embed/club/") {
		t.Errorf("the club's site: its embeds refused: %v", got)
	}
	for _, name := range []string{"app", "club-app"} {
		browsertest.Refused(t, got, name, s.URL)
	}
	var about string
	do(t, ctx, "intro", chromedp.Text("#embed-title", &title, chromedp.ByQuery, inFrame(f)), chromedp.Text("#embed-about", &about, chromedp.ByQuery, inFrame(f)))
	if title != "Club du Cadre — partie n° 1 : Simultané" || !strings.Contains(about, fmt.Sprintf("%d coups", len(played.Turns))) {
		t.Errorf("the club's game in the frame: %q, %q", title, about)
	}
	// No name, no game: nothing goes to the club without the player's name.
	do(t, ctx, "no name", clickIn("#embed-play", f),
		chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery, inFrame(f)))
	var msg string
	do(t, ctx, "said", chromedp.Text("#message", &msg, chromedp.ByQuery, inFrame(f)))
	if !strings.Contains(msg, "Indiquez votre nom") {
		t.Errorf("« Jouer » without a name: %q", msg)
	}
	screenshot(t, ctx, "embed-club-intro-600.png")
	do(t, ctx, "name", chromedp.SendKeys("#embed-player", "Anne", chromedp.ByQuery, inFrame(f)),
		clickIn("#embed-play", f),
		chromedp.WaitVisible(`.embed-page[data-embed="playing"] #club-game`, chromedp.ByQuery, inFrame(f)))
	total := 0
	for _, turn := range played.Turns {
		do(t, ctx, "entry", chromedp.WaitVisible("#entry", chromedp.ByQuery, inFrame(f)),
			chromedp.SendKeys("#entry", turn.Top.Word+" "+turn.Top.Ref, chromedp.ByQuery, inFrame(f)),
			clickIn("#submit", f),
			chromedp.WaitVisible("#top[data-score]", chromedp.ByQuery, inFrame(f)))
		total += turn.Top.Score
		if turn.Number == len(played.Turns) {
			do(t, ctx, "end", clickIn("#next", f), chromedp.WaitVisible("#summary", chromedp.ByQuery, inFrame(f)))
		} else {
			do(t, ctx, "next", clickIn("#next", f), chromedp.WaitNotPresent("#reveal", chromedp.ByQuery, inFrame(f)))
		}
	}
	var rows string
	do(t, ctx, "the ranking in the frame", chromedp.WaitVisible(`#embed-ranking tr.you`, chromedp.ByQuery, inFrame(f)),
		chromedp.Text("#embed-ranking tbody", &rows, chromedp.ByQuery, inFrame(f)))
	var ranking struct {
		Standings []struct {
			Rank  int
			Name  string
			Total int
		}
	}
	getJSON(t, s.URL+"/api/clubs/"+slug+"/games/1/ranking", &ranking)
	if len(ranking.Standings) != 2 || ranking.Standings[0].Name != "Anne" || ranking.Standings[0].Total != total {
		t.Errorf("the club's ranking: %+v; want Anne first with %d", ranking.Standings, total)
	}
	if !strings.Contains(rows, fmt.Sprintf("1\tAnne\t%d\t1000", total)) || !strings.Contains(rows, "2\tBruno") {
		t.Errorf("the ranking in the frame: %q", rows)
	}
	do(t, ctx, "scroll", chromedp.ScrollIntoView("#duplicata", chromedp.ByQuery))
	screenshot(t, ctx, "embed-club-ranking-600.png")
	// Back on the club's page: the game played is taken up at its end,
	// with the ranking.
	do(t, ctx, "again", chromedp.Navigate(allowed), chromedp.WaitVisible("#duplicata", chromedp.ByQuery))
	f = frameNode(t, ctx)
	var label string
	do(t, ctx, "resume", chromedp.WaitVisible(`.embed-page[data-engine="ready"] #embed-play:not([disabled])`, chromedp.ByQuery, inFrame(f)),
		chromedp.Text("#embed-play", &label, chromedp.ByQuery, inFrame(f)))
	if label != "Reprendre la partie" {
		t.Errorf("the club's game played: « %s »", label)
	}
	do(t, ctx, "its end", clickIn("#embed-play", f),
		chromedp.WaitVisible("#summary", chromedp.ByQuery, inFrame(f)), chromedp.WaitVisible(`#embed-ranking tr.you`, chromedp.ByQuery, inFrame(f)))
	// The club's next game: the name is asked no more, it is kept.
	publish(t, s.URL, slug, secret, played)
	var name string
	do(t, ctx, "next game", chromedp.Navigate(allowed), chromedp.WaitVisible("#duplicata", chromedp.ByQuery))
	f = frameNode(t, ctx)
	do(t, ctx, "name kept", chromedp.WaitVisible(`.embed-page[data-engine="ready"] #embed-player`, chromedp.ByQuery, inFrame(f)),
		chromedp.Text("#embed-title", &title, chromedp.ByQuery, inFrame(f)),
		chromedp.Value("#embed-player", &name, chromedp.ByQuery, inFrame(f)))
	if name != "Anne" || !strings.Contains(title, "partie n° 2") {
		t.Errorf("the next game %q: the name %q, want Anne kept", title, name)
	}

	embedOrganiser(t, s.URL, slug, secret, origin(allowed))
}

// embedOrganiser opens the club's page as its organiser: the allowed
// ancestors read back, each kind's snippet, the preview of the club's game
// framed by the organiser's own page, a bad origin refused in French.
func embedOrganiser(t *testing.T, site, slug, secret, allowed string) {
	ctx := browser(t)
	do(t, ctx, "organiser", chromedp.EmulateViewport(1280, 900), chromedp.Navigate(site+"/aide"),
		chromedp.Evaluate(`localStorage.setItem("duplicata.club.secret.`+slug+`", `+strconvQuote(secret)+`)`, nil),
		chromedp.Navigate(site+"/club/"+slug),
		chromedp.WaitVisible(`.club-main[data-club="ready"] #organiser #embed-panel`, chromedp.ByQuery))
	var ancestors, snippet string
	do(t, ctx, "ancestors", chromedp.Poll(`document.getElementById("embed-ancestors").value || null`, &ancestors))
	if ancestors != allowed {
		t.Errorf("the allowed ancestors shown: %q, want %q", ancestors, allowed)
	}
	for _, k := range club.Embeds {
		want := k.Snippet(site, slug, "Club du Cadre")
		do(t, ctx, "kind", webdriver.CheckedClick("#embed-kind-"+string(k), chromedp.ByQuery),
			chromedp.Poll(fmt.Sprintf(`document.getElementById("snippet").value === %s || null`, strconvQuote(want)), nil, chromedp.WithPollingTimeout(20*time.Second)),
			chromedp.Value("#snippet", &snippet, chromedp.ByQuery))
		if snippet != want {
			t.Errorf("%s: the snippet\n%s\nwant\n%s", k, snippet, want)
		}
	}
	do(t, ctx, "preview", webdriver.CheckedClick("#embed-kind-club", chromedp.ByQuery), webdriver.CheckedClick("#embed-preview-toggle", chromedp.ByQuery),
		chromedp.WaitVisible("#embed-preview", chromedp.ByQuery))
	// The preview is of our own origin: its document is the page's to read.
	var previewTitle string
	do(t, ctx, "the preview ready", chromedp.Poll(`(() => { const d = document.getElementById("embed-preview").contentDocument;
		const e = d && d.querySelector('.embed-page[data-engine="ready"] #embed-title'); return e && e.textContent.includes("partie n°") ? e.textContent : null })()`, &previewTitle),
		chromedp.ScrollIntoView("#embed-panel", chromedp.ByQuery))
	if previewTitle != "Club du Cadre — partie n° 2 : Simultané" {
		t.Errorf("the preview shows %q", previewTitle)
	}
	screenshot(t, ctx, "embed-organiser-1280.png")
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile), chromedp.ScrollIntoView("#embed-panel", chromedp.ByQuery))
	noOverflow(t, ctx)
	screenshot(t, ctx, "embed-organiser-360.png")
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 900))
	fill(t, ctx, "#embed-ancestors", "input", "mon-club.fr")
	var said string
	do(t, ctx, "a bad origin", webdriver.CheckedClick("#embed-ancestors-save", chromedp.ByQuery),
		chromedp.WaitVisible(`#embed-ancestors-said:not(:empty)`, chromedp.ByQuery), chromedp.Text("#embed-ancestors-said", &said, chromedp.ByQuery))
	if !strings.Contains(said, "« mon-club.fr » n'est pas l'adresse d'un site") {
		t.Errorf("a bad origin: %q", said)
	}
}

func strconvQuote(s string) string { b, _ := json.Marshal(s); return string(b) }

// put sends body to url with the organiser's secret and checks a 200.
func put(t *testing.T, url, secret string, body any) {
	t.Helper()
	data, _ := json.Marshal(body)
	req, _ := http.NewRequest("PUT", url, bytes.NewReader(data))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+secret)
	res, err := (&http.Client{Timeout: 60 * time.Second}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Fatalf("PUT %s: %d", url, res.StatusCode)
	}
}
