package engines

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"duplicata/engine/club/clubtest"
	"duplicata/engine/record"
	"duplicata/site/browsertest"
	"duplicata/site/wranglertest"
	"duplicata/wasm/e2e/webdriver"
)

// TestEnginesEmbedAncestors checks a club's allowed ancestors in each
// engine under the Worker (wrangler dev): the club's site frames the
// club's game (/embed/jouer?club=SLUG), whose wasm runs and posts its
// height; a player types a name in the frame and plays the club's game to
// its end there, every top typed « MOT H4 », each the published record's:
// the frame shows the club's ranking with the result the API ranks.
// Another site frames it too, beside the day's game: the day's
// game posts its height, the club's frame never runs (its document was
// refused, so it cannot post). What the page gets is all a script of the
// club's site can see of another origin's frame.
func TestEnginesEmbedAncestors(t *testing.T) {
	wranglertest.Skip(t)
	out := t.TempDir()
	if err := wranglertest.Build(site, out, "engines"); err != nil {
		t.Fatal(err)
	}
	s := wranglertest.Dev(t, out)
	base := s.URL + "/"
	const slug = "club-ancetres"
	secret := apiCall(t, "POST", s.URL+"/api/clubs", "", map[string]string{"slug": slug, "name": "Club des Ancêtres"}, 201)["secret"].(string)
	record := `<script>window.__posted = {}; addEventListener("message", e => { if (!e.data || e.data.duplicata !== "embed-height") return;
		for (const f of document.querySelectorAll("iframe")) if (f.contentWindow === e.source) __posted[f.id] = e.data.height; });</script>`
	frame := func(id, path string) string {
		return fmt.Sprintf(`<iframe id="%s" src="%s%s" title="Duplicata" width="320" height="200"></iframe>`, id, base, path)
	}
	allowed := browsertest.CrossSiteHostPage(t, record+frame("club", "embed/jouer?club="+slug))
	other := browsertest.CrossSiteHostPage(t, record+frame("club", "embed/jouer?club="+slug)+frame("daily", "embed/jouer"))
	played := clubtest.Played(t, "normal", 42, func(int) int { return 0 })
	now := time.Now().UTC()
	apiCall(t, "POST", s.URL+"/api/clubs/"+slug+"/games", secret, map[string]any{"title": "Simultané", "mode": "training",
		"opens": now.Add(-time.Hour), "closes": now.Add(24 * time.Hour), "record": played}, 201)
	players := map[string]string{"chromium": "Anne", "firefox": "Bruno", "webkit": "Chloé"}
	u, _ := url.Parse(allowed)
	apiCall(t, "PUT", s.URL+"/api/clubs/"+slug+"/embed", secret, map[string]any{"ancestors": []string{"http://" + u.Host}}, 200)
	for _, engine := range webdriver.Engines {
		t.Run(engine, func(t *testing.T) {
			p := &tab{t: t, b: webdriver.Start(t, engine, 1280, 900)}
			p.open(allowed)
			p.until(`__posted.club > 100`)
			p.shot("embed-ancestors-allowed")
			clubInFrame(&tab{t: t, b: p.b.InFrame("#club")}, s.URL+"/api/clubs/"+slug+"/games/1/ranking", players[engine], played)
			p.shot("embed-club-ranking")
			// Opened from the page: Firefox's BiDi navigate answers
			// « Address rejected » for a page whose frame is refused,
			// though the page itself loads.
			p.eval(fmt.Sprintf(`setTimeout(() => { location.href = %q }, 0)`, other), nil)
			p.until(fmt.Sprintf(`location.href == %q && typeof __posted == "object" && __posted.daily > 100`, other))
			// The day's game ran in its frame; the club's frame, as old,
			// would have posted by now had it been let in.
			var posted map[string]int
			p.eval(`return __posted`, &posted)
			if _, ok := posted["club"]; ok {
				t.Errorf("%s: the club's game ran in a frame of a site it does not allow: %v", engine, posted)
			}
			p.shot("embed-ancestors-refused")
		})
	}
}

// apiCall sends body to the clubs API and checks the status; it returns
// the reply's JSON object.
func apiCall(t *testing.T, method, url, secret string, body any, status int) map[string]any {
	t.Helper()
	data, _ := json.Marshal(body)
	req, _ := http.NewRequest(method, url, bytes.NewReader(data))
	req.Header.Set("Content-Type", "application/json")
	if secret != "" {
		req.Header.Set("Authorization", "Bearer "+secret)
	}
	res, err := (&http.Client{Timeout: 60 * time.Second}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out map[string]any
	json.NewDecoder(res.Body).Decode(&out)
	if res.StatusCode != status {
		t.Fatalf("%s %s: %d %v, want %d", method, url, res.StatusCode, out, status)
	}
	return out
}

// clubInFrame plays the club's published game in the frame f as name, the
// top on every turn, and checks the ranking the frame shows and the one
// the API (at ranking) gives.
func clubInFrame(f *tab, ranking, name string, played record.Record) {
	f.t.Helper()
	f.until(`!!document.querySelector('.embed-page[data-engine="ready"] #embed-play:not([disabled])')`)
	f.focus("#embed-player")
	f.keys(name)
	f.click("#embed-play")
	f.until(`!!document.querySelector('.embed-page[data-embed="playing"] #club-game')`)
	total := 0
	for i, turn := range played.Turns {
		f.focus("#entry")
		f.keys(turn.Top.Word + " " + turn.Top.Ref)
		f.click("#submit")
		f.until(`!!document.querySelector("#top[data-score]")`)
		yours, top := f.attr("#yours", "data-score"), f.attr("#top", "data-score")
		if want := strconv.Itoa(turn.Top.Score); yours != want || top != want {
			f.fail("%s: turn %d, %s %s: the frame scores %s with top %s, the record %s", f.b.Engine(), turn.Number, turn.Top.Word, turn.Top.Ref, yours, top, want)
		}
		total += turn.Top.Score
		f.click("#next")
		if i == len(played.Turns)-1 {
			f.until(`!!document.getElementById("summary")`)
		} else {
			f.until(`!document.getElementById("reveal")`)
		}
	}
	f.until(`!!document.querySelector("#embed-ranking tr.you")`)
	f.eval(`document.getElementById("embed-ranking").scrollIntoView({block: "start"})`, nil)
	if rows := f.text("#embed-ranking tbody"); !strings.Contains(rows, fmt.Sprintf("%s\t%d", name, total)) {
		f.t.Errorf("%s: the ranking in the frame: %q, want %s with %d", f.b.Engine(), rows, name, total)
	}
	var got struct {
		Standings []struct {
			Name  string
			Total int
		}
	}
	if err := fetchJSON(ranking, &got); err != nil {
		f.t.Fatal(err)
	}
	found := false
	for _, st := range got.Standings {
		found = found || st.Name == name && st.Total == total
	}
	if !found {
		f.t.Errorf("%s: the club's ranking %+v, want %s with %d", f.b.Engine(), got.Standings, name, total)
	}
}
