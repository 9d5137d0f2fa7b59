package engines

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"duplicata/engine/record"
	"duplicata/site/wranglertest"
	"duplicata/wasm/e2e/webdriver"
)

// TestEnginesClub runs the club flow in each engine under the real Worker
// (wrangler dev, one for the three): a club created and game 42 published
// in the browser, then played there to its end with wrangler stopped
// before the last turn — the result waits in the outbox, said on the page
// — and sent at the app's next start once the Worker is back.
func TestEnginesClub(t *testing.T) {
	s := wranglertest.BuildDev(t, site, "engines")
	for _, engine := range webdriver.Engines {
		t.Run(engine, func(t *testing.T) {
			b := webdriver.Start(t, engine, 1280, 900)
			clubFlow(&tab{t: t, b: b}, s)
		})
	}
}

func clubFlow(p *tab, s *wranglertest.Server) {
	base := s.URL + "/"
	slug := "club-" + p.b.Engine()
	p.open(base + "club")
	p.until(`!!document.querySelector('.club-page[data-engine="ready"] .club-main[data-club="ready"]')`)
	p.set("club-name", "Club de l'Essai", "input")
	p.set("club-slug", slug, "input")
	p.click("#create")
	p.until(`!!document.getElementById("secret")`)
	p.click("#club-link")
	p.until(`!!document.querySelector('.club-page[data-engine="ready"] .club-main[data-club="ready"] #organiser')`)
	p.set("pub-title", "Simultané du mardi", "input")
	p.set("pub-seed", "42", "input")
	p.set("pub-rhythm", "0", "change")
	p.click("#pub-submit")
	p.until(`!!document.getElementById("play-1")`)
	var pub struct {
		Record record.Record
	}
	getJSON(p.t, s.URL+"/api/clubs/"+slug+"/games/1", &pub)
	turns := len(pub.Record.Turns)
	if pub.Record.Seed != 42 || turns == 0 {
		p.t.Fatalf("published: seed %d, %d turns", pub.Record.Seed, turns)
	}

	p.set("player", "Anne", "input")
	p.click("#play-1")
	p.ready()
	p.until(`!!document.getElementById("club-game")`)
	if banner := p.text("#club-game"); !strings.Contains(banner, "au nom de Anne") {
		p.t.Errorf("the banner %q", banner)
	}
	for n := 1; n <= turns; n++ {
		if n == turns {
			s.Stop()
		}
		p.until(fmt.Sprintf(`(document.getElementById("turn") || {}).textContent == "Coup %d" && !!document.getElementById("submit")`, n))
		p.click("#submit")
		p.until(`!!document.querySelector("#message") && document.querySelector("#message").textContent != ""`)
		p.click("#submit")
		p.until(`!!document.querySelector("#top[data-score]")`)
		p.click("#next")
	}
	p.until(`!!document.getElementById("summary")`)
	p.until(`!!document.querySelector('#club-game[data-state="waiting"]')`)
	if banner := p.text("#club-game"); !strings.Contains(banner, "en attente d'envoi") {
		p.t.Errorf("offline: the banner %q", banner)
	}
	var waiting int
	p.eval(`return await new Promise((ok, ko) => { const r = indexedDB.open("duplicata-clubs", 1); r.onerror = () => ko(r.error);
		r.onsuccess = () => { const q = r.result.transaction("outbox").objectStore("outbox").count(); q.onsuccess = () => ok(q.result) } })`, &waiting)
	if waiting != 1 {
		p.t.Errorf("offline: %d results in the outbox, want 1", waiting)
	}
	p.shot("club-waiting")

	// The Worker back, the app's next start sends the result.
	s.Restart()
	p.reload()
	p.ready()
	p.do("the result at the club", func(ctx context.Context) error {
		for {
			var ranking struct {
				Standings []struct {
					Name  string
					Total int
				}
			}
			if err := fetchJSON(s.URL+"/api/clubs/"+slug+"/games/1/ranking", &ranking); err == nil && len(ranking.Standings) == 1 {
				if st := ranking.Standings[0]; st.Name != "Anne" || st.Total != 0 {
					return fmt.Errorf("the ranking holds %+v, want Anne with 0", st)
				}
				return nil
			}
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(200 * time.Millisecond):
			}
		}
	})
	// The outbox empties once the Worker has answered.
	p.until(`await new Promise((ok, ko) => { const r = indexedDB.open("duplicata-clubs", 1); r.onerror = () => ko(r.error);
		r.onsuccess = () => { const q = r.result.transaction("outbox").objectStore("outbox").count(); q.onsuccess = () => ok(q.result == 0) } })`)
	p.shot("club-sent")
}

func fetchJSON(url string, v any) error {
	res, err := (&http.Client{Timeout: 30 * time.Second}).Get(url)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != 200 {
		return fmt.Errorf("GET %s: status %d", url, res.StatusCode)
	}
	return json.NewDecoder(res.Body).Decode(v)
}

func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	if err := fetchJSON(url, v); err != nil {
		t.Fatal(err)
	}
}
