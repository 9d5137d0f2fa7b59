package site

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"duplicata/engine/club"
)

func TestRenderEmbed(t *testing.T) {
	var st []club.Standing
	for i := range 23 {
		st = append(st, club.Standing{Rank: i + 1, Name: "Joueur " + string(rune('A'+i)), Total: 900 - i, Permille: 950 - i})
	}
	st[0].Name = "Zoé"
	page := EmbedPage{Slug: "scrabble-lyon", Name: "Scrabble Club de Lyon", Game: &EmbedGame{
		Number: 7, Title: `<script>alert("x")</script> & co`, Open: true,
		Opens: time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC), Closes: time.Date(2026, 11, 30, 18, 0, 0, 0, time.UTC),
		Turns: 21, TopTotal: 947, Standings: st,
	}}
	var buf bytes.Buffer
	RenderEmbed(&buf, page)
	html := buf.String()
	for _, want := range []string{
		`<h1>Scrabble Club de Lyon</h1>`,
		`Partie 7 : &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; co`,
		`<time datetime="2026-11-30T18:00:00Z">30/11/2026 18:00 UTC</time>`,
		`21 coups · top 947`,
		`<a class="play" href="/club/scrabble-lyon?partie=7" target="_blank" rel="noopener">Jouer</a>`,
		`Classement (23 joueurs)`,
		`<tr><td>1</td><td class="name">Zoé</td><td>900</td><td>950</td></tr>`,
		`<tr><td>20</td><td class="name">Joueur T</td><td>881</td><td>931</td></tr>`,
		`… et 3 autres`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, "Joueur U") || strings.Contains(html, "<script>alert") {
		t.Errorf("the page shows the 21st player or an unescaped title:\n%s", html)
	}
	// The inline style and script are those the policy admits by hash.
	for _, c := range []struct{ re, directive string }{
		{`(?s)<style>(.*?)</style>`, "style-src"},
		{`(?s)<script>(.*?)</script>`, "script-src"},
	} {
		m := regexp.MustCompile(c.re).FindAllStringSubmatch(html, -1)
		if len(m) != 1 {
			t.Fatalf("%d blocks for %s", len(m), c.re)
		}
		if want := c.directive + " '" + cspHash(m[0][1]) + "'"; !strings.Contains(EmbedPageCSP, want) {
			t.Errorf("EmbedPageCSP %q lacks %q", EmbedPageCSP, want)
		}
	}

	// A closed game: no « Jouer »; no result yet; no game at all.
	page.Game.Open, page.Game.Standings = false, nil
	buf.Reset()
	RenderEmbed(&buf, page)
	if html := buf.String(); strings.Contains(html, ">Jouer<") || !strings.Contains(html, "Terminée") || !strings.Contains(html, "Pas encore de résultat") {
		t.Errorf("closed game without results:\n%s", html)
	}
	page.Game = nil
	buf.Reset()
	RenderEmbed(&buf, page)
	if html := buf.String(); !strings.Contains(html, "Aucune partie pour l'instant.") {
		t.Errorf("no game:\n%s", html)
	}
}

func TestEmbedSnippet(t *testing.T) {
	got := EmbedSnippet("https://duplicata.example", "scrabble-lyon", "Club d'Alès")
	want := `<iframe src="https://duplicata.example/embed/club/scrabble-lyon" title="Duplicata — Club d&#39;Alès" width="100%" height="420" style="border:0;max-width:40rem" loading="lazy"></iframe>
<script src="https://duplicata.example/embed/resize.js" async></script>
`
	if got != want {
		t.Errorf("EmbedSnippet:\n%s\nwant\n%s", got, want)
	}
}

func TestResizeScriptRoute(t *testing.T) {
	rec := httptest.NewRecorder()
	Handler("v", fakeAssets, nil).ServeHTTP(rec, httptest.NewRequest("GET", "/embed/resize.js", nil))
	res := rec.Result()
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/javascript") ||
		!bytes.Contains(rec.Body.Bytes(), []byte(`"embed-height"`)) {
		t.Errorf("/embed/resize.js: %d %q %q", res.StatusCode, res.Header.Get("Content-Type"), rec.Body.Bytes())
	}
	checkHeaders(t, res, true)
	// Without clubs (no database), a club's embed is not a route.
	rec = httptest.NewRecorder()
	Handler("v", fakeAssets, nil).ServeHTTP(rec, httptest.NewRequest("GET", "/embed/club/scrabble-lyon", nil))
	if rec.Code != 404 {
		t.Errorf("/embed/club/scrabble-lyon without clubs: %d", rec.Code)
	}
}

func TestClubPage(t *testing.T) {
	assets := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/club" {
			NotFound(w)
			return
		}
		w.Write([]byte("the club page"))
	})
	for _, c := range []struct {
		path   string
		status int
	}{
		{"/club/scrabble-lyon", 200},
		{"/club", 200},
		{"/club/", 404},
		{"/club/Lyon", 404},
		{"/club/scrabble-lyon/x", 404},
		{"/club/scrabble-lyon/direct", 200},
		{"/club/scrabble-lyon/direct/joueur", 200},
		{"/club/scrabble-lyon/direct/", 404},
		{"/club/scrabble-lyon/direct/x", 404},
		{"/direct", 200},
		{"/direct/K7M2QX", 200},
		{"/direct/K7M-2Q", 404},
		{"/direct/K7M2QXABC", 404},
		{"/directory", 404},
	} {
		rec := httptest.NewRecorder()
		Handler("v", assets, nil).ServeHTTP(rec, httptest.NewRequest("GET", c.path, nil))
		if rec.Code != c.status {
			t.Errorf("%s: %d, want %d", c.path, rec.Code, c.status)
		}
		checkHeaders(t, rec.Result(), false)
	}
}
