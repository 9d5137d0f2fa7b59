package engines

import (
	"fmt"

	"duplicata/engine/game"
	"duplicata/engine/movegen"
	"duplicata/site/browsertest"
)

// embedFrame frames /embed/jouer from a club's page on another origin (its
// own loopback port): the embed's wasm runs in the cross-origin frame —
// its storage partitioned, or refused, as the engine decides — draws the
// game's start, posts its height (which the page applies, as
// /embed/resize.js does), and leaves the focus on the club's page. Then
// the embed opened on its own plays the first turn, its top the Go
// engine's. (Playing inside the frame needs a driver that enters frames:
// wasm/e2e's TestEmbedDaily does it in Chromium.)
func embedFrame(p *tab) {
	s := serve(p.t)
	host := browsertest.HostPage(p.t, `<p><label>Rechercher sur le site <input id="club-search" autofocus></label></p>`+
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

	// The embed on its own: the first turn played, the top the engine's.
	pl := newPlayer(p, nil)
	cfg := game.Config{Seed: 2027, Formula: "normal", Mode: game.Training}
	d, err := game.New(pl.lex, cfg)
	if err != nil {
		p.t.Fatal(err)
	}
	pl.direct, pl.gen = d, movegen.New(pl.lex)
	p.open(s.URL + "embed/jouer?numero=2027&formule=normal&mode=entrainement&cadence=0")
	p.until(`!!document.querySelector('.embed-page[data-engine="ready"] #embed-play:not([disabled])')`)
	p.click("#embed-play")
	p.until(`!!document.querySelector('.embed-page[data-embed="playing"] #entry')`)
	pl.checkTurn()
	want := pl.tops()[0]
	p.click("#submit")
	p.until(`!!document.querySelector("#message") && document.querySelector("#message").textContent != ""`)
	p.click("#submit")
	p.until(`!!document.querySelector("#top[data-score]")`)
	if score := p.attr("#top", "data-score"); score != fmt.Sprint(want.Score) {
		p.t.Errorf("%s: the embed's first top %s, the Go engine's %d", p.b.Engine(), score, want.Score)
	}
	p.shot("embed-reveal-1280")
}
