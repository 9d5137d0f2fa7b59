package engines

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path"
	"strconv"
	"strings"
	"time"

	"duplicata/engine/daily"
	"duplicata/engine/game"
	"duplicata/engine/movegen"
	"duplicata/site/browsertest"
	"duplicata/wasm/e2e/referee"
	"duplicata/wasm/server"
	"duplicata/wasm/ui/french"
)

// embedFrame frames /embed/jouer from a club's page on another site
// (localhost; the site is 127.0.0.1) at 320 px: the embed's wasm runs in the
// cross-site frame — its storage partitioned by the club's site, empty at
// first, as the engine partitions it — draws the day's
// game's start, posts its height (which the page applies, as
// /embed/resize.js does), and leaves the focus on the club's page. Then
// the day's game is played to its end inside the frame by taps and keys:
// the top on odd turns (typed « MOT H4 »), a pass on even ones; every
// draw, score and top, and the end screen's totals, are the Go engine's.
func embedFrame(p *tab) {
	s := serve(p.t)
	host := browsertest.CrossSiteHostPage(p.t, `<p><label>Rechercher sur le site <input id="club-search" autofocus></label></p>`+
		fmt.Sprintf(`<iframe id="duplicata" src="%sembed/jouer?mode=entrainement&cadence=0" title="Duplicata" width="320" height="200" style="border:1px solid #888"></iframe>`, s.URL)+
		`<script>window.__heights = []; addEventListener("message", e => { if (e.data && e.data.duplicata === "embed-height") { __heights.push(e.data.height); document.getElementById("duplicata").style.height = e.data.height + "px"; } });</script>`)
	p.open(host)
	p.eval(`document.getElementById("club-search").focus()`, nil)
	// The intro's height, from the wasm app in the frame: its title, its
	// button and « Ouvrir dans Duplicata » are well over 150 px at 320 px.
	p.until(`__heights.length > 0 && __heights[__heights.length - 1] > 150`)
	var got struct {
		Focused string
		Height  string
	}
	p.eval(`return {Focused: document.activeElement && document.activeElement.id, Height: document.getElementById("duplicata").style.height}`, &got)
	if got.Focused != "club-search" {
		p.t.Errorf("%s: the club's page lost its focus to %q", p.b.Engine(), got.Focused)
	}
	p.t.Logf("%s: the frame's height %s", p.b.Engine(), got.Height)
	p.shot("embed-frame-320")

	// Inside the frame, the game the Go engine plays beside it.
	f := &tab{t: p.t, b: p.b.InFrame("#duplicata")}
	n := daily.Number(time.Now())
	var origin string
	f.eval(`return location.origin + "/"`, &origin)
	if origin != s.URL {
		p.t.Fatalf("%s: the frame's origin %s, want %s", p.b.Engine(), origin, s.URL)
	}
	if title := f.text("#embed-title"); !strings.HasPrefix(title, "Partie du jour · ") {
		p.t.Errorf("%s: the frame's title %q", p.b.Engine(), title)
	}
	pl := newPlayer(f, nil)
	cfg := game.Config{Seed: n, Formula: daily.Formula, Mode: game.Training}
	pl.direct, pl.gen = referee.New(p.t, pl.lex, cfg), movegen.New(pl.lex)
	f.until(`!!document.querySelector('.embed-page[data-engine="ready"] #embed-play:not([disabled])')`)
	f.click("#embed-play")
	f.until(`!!document.querySelector('.embed-page[data-embed="playing"] #entry')`)
	pl.checkTurn()
	for turn := 1; ; turn++ {
		word, ref := "", ""
		if turn%2 == 1 {
			m := pl.tops()[0]
			word, ref = m.WordString(), m.Ref.String()
			pl.byEntry(word, ref)
		}
		pl.submit(word, ref, 0, false)
		if turn == 2 {
			p.shot("embed-frame-reveal-320")
		}
		pl.next()
		if pl.direct.Phase() == game.Over {
			break
		}
	}
	sum := game.Summarize(pl.direct.State().Results)
	total, top, percent := f.text("#sum-total"), f.text("#sum-top"), f.text("#sum-percent")
	if total != strconv.Itoa(sum.Total) || top != strconv.Itoa(sum.TopTotal) || percent != french.Percent(sum.Percent, 1) {
		p.t.Errorf("%s: the end in the frame: total %s, tops %s, %s; the Go engine's %+v", p.b.Engine(), total, top, percent, sum)
	}
	f.eval(`document.getElementById("summary").scrollIntoView({block: "center"})`, nil)
	p.shot("embed-frame-end-320")
	p.t.Logf("%s: the day's game %d in the frame: %d turns, %d of %d points", p.b.Engine(), n, sum.Turns, sum.Total, sum.TopTotal)
}

// refuseStorage makes a frame of another origin than the top page's refuse
// its storage as Safari's third-party rules and blocked cookies do:
// reading localStorage or indexedDB throws a SecurityError. It is
// wasm/e2e's simulation (TestEmbedStorageRefused), which Chromium adds to
// every document through DevTools; here the server puts it first in the
// embed's page, the one way that reaches a frame's document before its
// scripts in all three engines' drivers.
const refuseStorage = `<script>if (window !== window.top) {
	const no = () => { throw new DOMException("The operation is insecure.", "SecurityError"); };
	Object.defineProperty(window, "localStorage", {get: no, configurable: true});
	Object.defineProperty(window, "indexedDB", {get: no, configurable: true});
}</script>`

// refusing serves the site, with refuseStorage first in the head of every
// /embed/ page.
func refusing() http.Handler {
	h := server.Handler(site)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/embed/") || path.Ext(r.URL.Path) != "" {
			h.ServeHTTP(w, r)
			return
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		body := rec.Body.String()
		if i := strings.Index(body, "<head>"); i >= 0 {
			body = body[:i+len("<head>")] + refuseStorage + body[i+len("<head>"):]
		}
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.Header().Del("Content-Length")
		w.Header().Del("Last-Modified")
		w.WriteHeader(rec.Code)
		io.WriteString(w, body)
	})
}

// embedFrameStorageRefused frames the embed, from another origin, where
// the browser refuses the frame its storage: the frame says in French
// that nothing is kept and offers the app, and plays the day's game's
// first turn, its top the Go engine's.
func embedFrameStorageRefused(p *tab) {
	s := serveWith(p.t, refusing())
	host := browsertest.CrossSiteHostPage(p.t, fmt.Sprintf(`<iframe id="duplicata" src="%sembed/jouer?mode=entrainement&cadence=0" title="Duplicata" width="600" height="600" style="border:1px solid #888"></iframe>`, s.URL))
	p.open(host)
	f := &tab{t: p.t, b: p.b.InFrame("#duplicata")}
	f.until(`!!document.querySelector('.embed-page[data-engine="ready"] #embed-play:not([disabled])')`)
	var refused bool
	f.eval(`return window.duplicataStorageRefused === true`, &refused)
	if !refused {
		p.t.Fatalf("%s: the frame did not see its storage refused", p.b.Engine())
	}
	notice := f.text("#embed-storage")
	if !strings.Contains(notice, "rien ne sera gardé") || !strings.Contains(notice, "ouvrez Duplicata") {
		p.t.Errorf("%s: the notice: %q", p.b.Engine(), notice)
	}
	p.shot("embed-storage-refused-600")
	n := daily.Number(time.Now())
	pl := newPlayer(f, nil)
	pl.direct, pl.gen = referee.New(p.t, pl.lex, game.Config{Seed: n, Formula: daily.Formula, Mode: game.Training}), movegen.New(pl.lex)
	f.click("#embed-play")
	f.until(`!!document.querySelector('.embed-page[data-embed="playing"] #entry')`)
	pl.checkTurn()
	m := pl.tops()[0]
	pl.byEntry(m.WordString(), m.Ref.String())
	if res := pl.submit(m.WordString(), m.Ref.String(), 0, false); res.Score != m.Score {
		p.t.Errorf("%s: the engine scores its own top %d, not %d", p.b.Engine(), res.Score, m.Score)
	}
	f.until(`!!document.getElementById("embed-storage")`)
	p.shot("embed-storage-refused-playing-600")
}
