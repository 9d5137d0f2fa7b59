//go:build unix

package sitetest

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"

	"duplicata/engine/club/clubtest"
	"duplicata/site"
	"duplicata/site/browsertest"
	"duplicata/site/wranglertest"
)

// TestEmbedClub publishes a game in a club of the local D1, submits two
// results, and reads the club's embed page: from Go, then framed by a page
// of another origin in headless Chromium, where the rest of the site
// refuses to be framed. It logs the page's size and load time (measures,
// not checks: docs/PERFORMANCE.md).
func TestEmbedClub(t *testing.T) {
	s := wranglertest.Dev(t, build(t))
	api := s.URL + "/api/clubs"
	const slug = "club-embed"
	secret := createClub(t, api, slug, "Club d'Alès")
	var r reply

	embed := s.URL + "/embed/club/" + slug
	page := fetch(t, embed)
	if page.status != 200 || !bytes.Contains(page.body, []byte("Aucune partie pour l'instant.")) {
		t.Errorf("embed without a game: %d %s", page.status, page.body)
	}

	now := time.Now().UTC()
	// Game 2 is a competition: the results are competition records,
	// every score announced right.
	anne, _ := clubtest.Competition(t, "normal", 5, func(int) int { return 0 }, nil)
	bruno, _ := clubtest.Competition(t, "normal", 5, func(turn int) int { return 1 + turn%2 }, nil)
	pub := clubtest.Published(anne)
	games := api + "/" + slug + "/games"
	// An older game, closed, and the current one.
	expect(t, "publish 1", call(t, "POST", games, secret, map[string]any{"title": "Partie d'hier", "opens": now.Add(-48 * time.Hour), "closes": now.Add(-24 * time.Hour), "record": &pub}), 201, "")
	expect(t, "publish 2", call(t, "POST", games, secret, map[string]any{"title": "Simultané <du> mardi", "mode": "competition", "opens": now.Add(-time.Minute), "closes": now.Add(24 * time.Hour), "record": &pub}), 201, "")
	expect(t, "publish 3", call(t, "POST", games, secret, map[string]any{"title": "Pas encore ouverte", "opens": now.Add(time.Hour), "closes": now.Add(2 * time.Hour), "record": &pub}), 201, "")
	expect(t, "bad mode", call(t, "POST", games, secret, map[string]any{"title": "X", "mode": "blitz", "opens": now, "closes": now.Add(time.Hour), "record": &pub}), 400, "mode")
	r = call(t, "GET", games, "", nil)
	if list, _ := r.body["games"].([]any); len(list) != 3 || list[0].(map[string]any)["mode"] != "training" || list[1].(map[string]any)["mode"] != "competition" {
		t.Errorf("the games' modes: %s", r.raw)
	}
	results := games + "/2/results"
	expect(t, "anne", call(t, "POST", results, "", submission{"Anne", "key-anne-0001", &anne}), 201, "")
	expect(t, "bruno", call(t, "POST", results, "", submission{"Bruno", "key-bruno-001", &bruno}), 201, "")
	expect(t, "chloé", call(t, "POST", results, "", submission{"Chloé", "key-chloe-001", &bruno}), 201, "")
	// The organiser removes a result.
	expect(t, "remove, no secret", call(t, "DELETE", results+"/Chlo%C3%A9", "", nil), 401, "secret")
	expect(t, "remove", call(t, "DELETE", results+"/Chlo%C3%A9", secret, nil), 200, "")
	expect(t, "remove again", call(t, "DELETE", results+"/Chlo%C3%A9", secret, nil), 404, "no-result")
	top := clubtest.Total(anne)

	start := time.Now()
	page = fetch(t, embed)
	elapsed := time.Since(start)
	if page.status != 200 || !strings.HasPrefix(page.header.Get("Content-Type"), "text/html") {
		t.Fatalf("embed: %d %q %s", page.status, page.header.Get("Content-Type"), page.body)
	}
	if csp := page.header.Get("Content-Security-Policy"); csp != site.EmbedPageCSP || page.header.Get("X-Frame-Options") != "" {
		t.Errorf("embed: CSP %q, X-Frame-Options %q; want %q and none", csp, page.header.Get("X-Frame-Options"), site.EmbedPageCSP)
	}
	body := string(page.body)
	for _, want := range []string{
		"<h1>Club d&#39;Alès</h1>",
		"Partie 2 : Simultané &lt;du&gt; mardi",
		fmt.Sprintf("%d coups · top %d", len(anne.Turns), top),
		`href="/club/club-embed?partie=2"`,
		"Classement (2 joueurs)",
		fmt.Sprintf(`<tr><td>1</td><td class="name">Anne</td><td>%d</td><td>1000</td></tr>`, top),
		fmt.Sprintf(`<tr><td>2</td><td class="name">Bruno</td><td>%d</td><td>%d</td></tr>`, clubtest.Total(bruno), clubtest.Total(bruno)*1000/top),
	} {
		if !strings.Contains(body, want) {
			t.Errorf("embed lacks %q:\n%s", want, body)
		}
	}
	if strings.Contains(body, "Chlo") || strings.Contains(body, "Pas encore ouverte") {
		t.Errorf("embed shows a removed result or a game not open yet:\n%s", body)
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(page.body)
	zw.Close()
	t.Logf("embed page: %d bytes, %d gzipped; fetched from wrangler dev in %v", len(page.body), gz.Len(), elapsed)

	missing := fetch(t, s.URL+"/embed/club/nope")
	if missing.status != 404 || !bytes.Contains(missing.body, []byte("Club inconnu.")) {
		t.Errorf("unknown club: %d %s", missing.status, missing.body)
	}
	resize := fetch(t, s.URL+"/embed/resize.js")
	if resize.status != 200 || !bytes.Contains(resize.body, []byte("embed-height")) {
		t.Errorf("/embed/resize.js: %d %s", resize.status, resize.body)
	}
	checkSecurity(t, "/embed/resize.js", resize, true)

	// A club's page on another origin (another loopback port) with the
	// snippet; a page of the site framable as the embed is (the fixture's
	// /embed asset); and two frames the site must refuse: the app's page
	// and an API reply.
	host := browsertest.HostPage(t, site.EmbedSnippet(s.URL, slug, "Club d'Alès")+
		`<iframe name="asset" src="`+s.URL+`/embed" width="300" height="80"></iframe>`+
		`<iframe name="app" src="`+s.URL+`/" width="300" height="80"></iframe>`+
		`<iframe name="api" src="`+s.URL+`/api/health" width="300" height="80"></iframe>`)
	ctx := browsertest.Start(t, 1280, 900)
	for _, width := range []int{1280, 360} {
		var height, ranking string
		var iframes []*cdp.Node
		browsertest.Do(t, ctx, "the club's page",
			chromedp.EmulateViewport(int64(width), 900),
			chromedp.Navigate(host),
			// resize.js sets the height the embed posts.
			chromedp.Poll(`(() => { const h = document.querySelector("iframe[src$='/embed/club/club-embed']").style.height; return h && h != "420px" ? h : null })()`, &height),
			chromedp.Nodes(`iframe[src$="/embed/club/club-embed"]`, &iframes, chromedp.ByQuery),
		)
		browsertest.Do(t, ctx, "the framed ranking",
			chromedp.Text(".ranking tbody", &ranking, chromedp.ByQuery, chromedp.FromNode(iframes[0])),
		)
		if want := fmt.Sprintf("Anne\t%d\t1000", top); !strings.Contains(ranking, want) || !strings.Contains(ranking, "Bruno") {
			t.Errorf("%d px: the framed ranking %q lacks %q or Bruno", width, ranking, want)
		}
		t.Logf("%d px: iframe height %s", width, height)
		got := browsertest.FrameURLs(t, ctx)
		if got["asset"] != s.URL+"/embed" {
			t.Errorf("the framable asset /embed: frame at %q", got["asset"])
		}
		for _, name := range []string{"app", "api"} {
			browsertest.Refused(t, got, name, s.URL)
		}
		t.Logf("frames: %v", got)
		browsertest.Screenshot(t, ctx, fmt.Sprintf("embed-club-%d.png", width))
	}

	// The embed page alone: its navigation timing, from Chromium.
	var timing map[string]any
	browsertest.Do(t, ctx, "timing",
		chromedp.Navigate(embed),
		chromedp.Poll(`(() => { const n = performance.getEntriesByType("navigation")[0]; return n && n.loadEventEnd > 0 ? n.toJSON() : null })()`, &timing),
	)
	t.Logf("embed page in Chromium: responseEnd %.1f ms, domContentLoaded %.1f ms, load %.1f ms, transfer %v bytes",
		timing["responseEnd"], timing["domContentLoadedEventEnd"], timing["loadEventEnd"], timing["transferSize"])
}
