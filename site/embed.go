package site

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/base64"
	"errors"
	"fmt"
	"html"
	"net/http"
	"strings"
	"time"

	"duplicata/engine/club"
	"duplicata/site/clubs"
	"duplicata/site/clubs/store"
)

// The embed: /embed/club/SLUG is a page the worker renders from D1 for a
// club's own website to frame (issue 18): the club's current game and its
// ranking, with a « Jouer » link that opens the app on that game in a new
// tab. It is one HTML response with its style and its script inline (no
// app wasm, no other request), under a policy of its own that admits those
// two by their hash and nothing else.
//
// The club's site pastes EmbedSnippet: the iframe, and optionally
// /embed/resize.js, which sizes the iframe to the height the page posts
// (postMessage {duplicata: "embed-height", height}).

//go:embed embed/club.css
var embedCSS string

//go:embed embed/club.js
var embedJS string

//go:embed embed/resize.js
var resizeJS []byte

// EmbedPageCSP is the Content-Security-Policy of the club embed page: no
// source at all but its inline style and script (by hash), framable by any
// site.
var EmbedPageCSP = "default-src 'none'; " +
	"style-src '" + cspHash(embedCSS) + "'; " +
	"script-src '" + cspHash(embedJS) + "'; " +
	"img-src 'self' data:; " +
	"base-uri 'none'; " +
	"form-action 'none'; " +
	"frame-ancestors *"

func cspHash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
}

// EmbedRanked is how many players the embed lists; the others are counted.
const EmbedRanked = 20

// EmbedSnippet is the HTML a club pastes into its site to show the embed of
// club slug served from origin (https://host, no trailing slash).
func EmbedSnippet(origin, slug, name string) string {
	return club.EmbedRanking.Snippet(origin, slug, name)
}

// EmbedGame is the game an embed shows, and its ranking.
type EmbedGame struct {
	Number    int
	Title     string
	Open      bool // open to results now
	Opens     time.Time
	Closes    time.Time
	Turns     int
	TopTotal  int
	Standings []club.Standing
}

// EmbedPage is what the embed page of a club shows.
type EmbedPage struct {
	Slug string
	Name string
	Game *EmbedGame // nil: no game opened yet
}

// RenderEmbed writes the embed page of p. It is written by hand, every
// text escaped with html.EscapeString: html/template would make the
// Worker 4 MB larger (its reflection keeps every exported method linked).
func RenderEmbed(w *bytes.Buffer, p EmbedPage) {
	esc := html.EscapeString
	slug := esc(p.Slug)
	w.WriteString(`<!doctype html>
<html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>` + esc(p.Name) + ` — Duplicata</title>
<style>` + embedCSS + `</style>
</head><body><main class="embed">
<header><h1>` + esc(p.Name) + `</h1><p class="brand">Scrabble duplicate sur <a href="/club/` + slug + `" target="_blank" rel="noopener">Duplicata</a></p></header>
`)
	g := p.Game
	if g == nil {
		w.WriteString(`<p class="empty">Aucune partie pour l'instant.</p>
</main><script>` + embedJS + `</script></body></html>
`)
		return
	}
	state, when := `<span class="state closed">Terminée</span> le`, g.Closes
	if g.Open {
		state = `<span class="state open">Ouverte</span> jusqu'au`
	}
	play := fmt.Sprintf(`/club/%s?partie=%d`, slug, g.Number)
	fmt.Fprintf(w, `<section class="game" aria-labelledby="game-title">
<h2 id="game-title">Partie %d : %s</h2>
<p class="when">%s <time datetime="%s">%s</time> · %d coups · top %d</p>
`, g.Number, esc(g.Title), state, when.UTC().Format(time.RFC3339), when.UTC().Format("02/01/2006 15:04")+" UTC", g.Turns, g.TopTotal)
	if g.Open {
		fmt.Fprintf(w, `<p class="act"><a class="play" href="%s" target="_blank" rel="noopener">Jouer</a></p>
`, play)
	}
	if len(g.Standings) == 0 {
		w.WriteString(`<p class="empty">Pas encore de résultat : soyez le premier !</p>
`)
	} else {
		fmt.Fprintf(w, `<table class="ranking"><caption>Classement (%s)</caption>
<thead><tr><th scope="col">#</th><th scope="col">Joueur</th><th scope="col">Points</th><th scope="col">‰</th></tr></thead>
<tbody>`, plural(len(g.Standings), "joueur"))
		shown := g.Standings[:min(len(g.Standings), EmbedRanked)]
		for _, s := range shown {
			fmt.Fprintf(w, `<tr><td>%d</td><td class="name">%s</td><td>%d</td><td>%d</td></tr>
`, s.Rank, esc(s.Name), s.Total, s.Permille)
		}
		w.WriteString(`</tbody></table>`)
		if others := len(g.Standings) - len(shown); others > 0 {
			fmt.Fprintf(w, `<p class="others">… et %s : <a href="%s" target="_blank" rel="noopener">le classement complet</a></p>`,
				plural(others, "autre"), play)
		}
		w.WriteString("\n")
	}
	w.WriteString(`</section>
</main><script>` + embedJS + `</script></body></html>
`)
}

// plural is n and the word, with an s from 2.
func plural(n int, word string) string {
	if n > 1 {
		word += "s"
	}
	return fmt.Sprintf("%d %s", n, word)
}

// embedNotFound is the embed page of a club that does not exist.
const embedNotFound = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Club inconnu — Duplicata</title></head>
<body><p>Club inconnu.</p></body></html>
`

// embed serves /embed/club/{slug}: at most three D1 statements (the club,
// its current game, the game's results).
type embed struct{ api *clubs.API }

func (e embed) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", EmbedPageCSP)
	h.Set("Content-Type", "text/html; charset=utf-8")
	page, err := e.page(r)
	switch {
	case clubs.IsNoClub(err):
		h.Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(embedNotFound))
		return
	case err != nil:
		e.api.Logf("clubs: embed %s: %v", r.URL.Path, err)
		h.Set("Cache-Control", "no-store")
		http.Error(w, "Erreur du serveur : réessayez plus tard.", http.StatusInternalServerError)
		return
	}
	csp := strings.Replace(EmbedPageCSP, "frame-ancestors *", "frame-ancestors 'self'", 1)
	if list, ok := ancestorsOf(r, e.api, page.Slug); ok {
		csp = EmbedPageCSPFor(list)
	}
	h.Set("Content-Security-Policy", csp)
	var buf bytes.Buffer
	RenderEmbed(&buf, page)
	// A ranking may lag a few seconds behind: clubs' pages are read far
	// more often than results come in.
	h.Set("Cache-Control", "public, max-age=15")
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(buf.Bytes())
	}
}

// page reads what the embed of the club the path names shows: the open game
// opened last, else the game opened last (store.CurrentGame).
func (e embed) page(r *http.Request) (EmbedPage, error) {
	slug := r.PathValue("slug")
	if err := clubs.CheckSlug(slug); err != nil {
		return EmbedPage{}, store.ErrNoClub
	}
	db := e.api.Store
	cl, err := db.Club(r.Context(), slug)
	if err != nil {
		return EmbedPage{}, err
	}
	p := EmbedPage{Slug: slug, Name: cl.Name}
	now := e.api.Time()
	g, err := db.CurrentGame(r.Context(), cl.ID, now.UnixMilli())
	if errors.Is(err, store.ErrNoGame) {
		return p, nil // no game yet
	}
	if err != nil {
		return p, err
	}
	results, err := db.Results(r.Context(), g.ID)
	if err != nil {
		return p, err
	}
	p.Game = &EmbedGame{Number: g.Info.Number, Title: g.Info.Title, Open: g.Open(now.UnixMilli()),
		Opens: time.UnixMilli(g.Opens), Closes: time.UnixMilli(g.Closes),
		Turns: g.Info.Turns, TopTotal: g.Info.TopTotal, Standings: club.Rank(g.Info.TopTotal, results)}
	return p, nil
}

// serveResizeJS serves /embed/resize.js, the script a club's page may
// include next to the iframe.
func serveResizeJS(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", "text/javascript; charset=utf-8")
	h.Set("Cache-Control", "public, max-age=86400")
	// Any site includes it.
	h.Set("Cross-Origin-Resource-Policy", "cross-origin")
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(resizeJS)
	}
}
