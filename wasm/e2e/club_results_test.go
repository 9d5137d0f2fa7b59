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

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"duplicata/engine/club/clubtest"
	"duplicata/engine/record"
	"duplicata/site/wranglertest"
	"duplicata/wasm/e2e/webdriver"
)

// TestClubResults is issue 25's club side, against the Worker under
// wrangler dev: the create form says the name's limit as it is typed and
// suggests the identifier; /club lists the clubs this browser organises;
// a result the club refuses is listed apart with the server's reason,
// exported as its record, taken out of the list and put back
// (« Annuler »); « Envoyer maintenant » says what came of it — refused,
// no network, sent —; « Jouer » refuses a name the ranking has already;
// a result the club has turns « Jouer » into « Votre résultat ».
func TestClubResults(t *testing.T) {
	s := wranglertest.BuildDev(t, site, "e2e")
	// Each part has its browser and its club, so that one failing leaves
	// the others to run.
	t.Run("form", func(t *testing.T) { clubForm(t, s.URL) })
	t.Run("organised", func(t *testing.T) { clubOrganised(t, s.URL) })
	played := clubtest.Played(t, "normal", 42, func(int) int { return 0 })
	t.Run("name", func(t *testing.T) { clubNameTaken(t, s.URL, played) })
	t.Run("outbox", func(t *testing.T) { clubOutbox(t, s.URL, played) })
}

const clubReady = `.club-page[data-engine="ready"] .club-main[data-club="ready"]`

// textOf is the text of the element sel.
func textOf(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	var v string
	do(t, ctx, "text "+sel, chromedp.Text(sel, &v, chromedp.ByQuery))
	return v
}

// valueOf is the value of the field sel.
func valueOf(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	var v string
	do(t, ctx, "value "+sel, chromedp.Value(sel, &v, chromedp.ByQuery))
	return v
}

// clubForm: the name's characters counted as typed, the identifier
// suggested from it, a name too long refused before it is sent; the club
// created is listed on /club.
func clubForm(t *testing.T, url string) {
	org := browser(t)
	do(t, org, "club home", desktop(), chromedp.Navigate(url+"/club"), chromedp.WaitVisible(clubReady, chromedp.ByQuery))
	var organised bool
	do(t, org, "nothing organised", chromedp.Evaluate(`!!document.getElementById("organised")`, &organised))
	if organised {
		t.Error("a browser that organises no club lists « Vos clubs »")
	}
	// go-app draws the page after the input event: wait for the help to
	// change before reading it.
	typeName := func(name string) {
		t.Helper()
		before := textOf(t, org, "#club-name-help")
		fill(t, org, "#club-name", "input", name)
		do(t, org, "help", chromedp.Poll(fmt.Sprintf(`document.getElementById("club-name-help").textContent != %q`, before), nil))
	}
	typeName("Club de l'Étoile Sète")
	if help, slug := textOf(t, org, "#club-name-help"), valueOf(t, org, "#club-slug"); help != "21 caractères sur 32." || slug != "club-de-l-etoile-sete" {
		t.Errorf("name « Club de l'Étoile Sète »: the help %q, the identifier %q; want « 21 caractères sur 32. », club-de-l-etoile-sete", help, slug)
	}
	if help := textOf(t, org, "#club-slug-help"); help != "Suggéré d'après le nom, modifiable. L'adresse sera /club/club-de-l-etoile-sete." {
		t.Errorf("the identifier suggested: its help %q", help)
	}
	typeName("Association des scrabbleurs d'Évry") // 34 characters
	var warned bool
	do(t, org, "too long", chromedp.Evaluate(`document.getElementById("club-name-help").classList.contains("warning")`, &warned))
	const tooLong = "34 caractères : c'est trop, 32 au plus. Raccourcissez le nom."
	if help, slug := textOf(t, org, "#club-name-help"), valueOf(t, org, "#club-slug"); help != tooLong || !warned || slug != "association-des-scrabbleurs-d-ev" {
		t.Errorf("a name of 34 characters: the help %q (warning %v), the identifier %q; want %q, association-des-scrabbleurs-d-ev", help, warned, slug, tooLong)
	}
	var focused string
	do(t, org, "create too long", webdriver.CheckedClick("#create", chromedp.ByQuery), chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery),
		chromedp.Evaluate(`document.activeElement.id`, &focused))
	if msg := textOf(t, org, "#message"); msg != tooLong || focused != "club-name" {
		t.Errorf("« Créer le club » with 34 characters: %q, the focus on %q; want %q on the name", msg, focused, tooLong)
	}
	if res, err := http.Get(url + "/api/clubs/association-des-scrabbleurs-d-ev/games"); err != nil {
		t.Error(err)
	} else if res.Body.Close(); res.StatusCode != 404 {
		t.Errorf("the club of a name too long was created: %s", res.Status)
	}
	// The identifier typed by hand stays when the name changes.
	fill(t, org, "#club-slug", "input", "etoile-sete")
	typeName("Club de l'Étoile Sète")
	if slug := valueOf(t, org, "#club-slug"); slug != "etoile-sete" {
		t.Errorf("the identifier typed, then the name changed: %q, want etoile-sete", slug)
	}
	do(t, org, "create", webdriver.CheckedClick("#create", chromedp.ByQuery), chromedp.WaitVisible("#secret", chromedp.ByQuery))
	if got, want := organisedList(t, org, url), "Club de l'Étoile Sète /club/etoile-sete"; got != want {
		t.Errorf("/club, the club created, lists %q, want %q", got, want)
	}
}

// organisedList opens /club and reads « Vos clubs »: each club's name and
// link.
func organisedList(t *testing.T, ctx context.Context, url string) string {
	t.Helper()
	var list string
	do(t, ctx, "/club", chromedp.Navigate(url+"/club"), chromedp.WaitVisible(clubReady+" #organised", chromedp.ByQuery),
		chromedp.Evaluate(`[...document.querySelectorAll("#organised li a")].map(a => a.textContent + " " + a.getAttribute("href")).join(" | ")`, &list))
	return list
}

// clubOrganised: /club lists the clubs whose secret this browser keeps —
// kept before their names were, they are listed by identifier until their
// page is opened.
func clubOrganised(t *testing.T, url string) {
	org := browser(t)
	do(t, org, "club home", desktop(), chromedp.Navigate(url+"/club"), chromedp.WaitVisible(clubReady, chromedp.ByQuery))
	for _, c := range [][2]string{{"club-du-mardi", "Club du mardi"}, {"amis-de-sete", "Les Amis de Sète"}} {
		secret := createClub(t, url, c[0], c[1])
		do(t, org, "secret", chromedp.Evaluate(fmt.Sprintf(`localStorage.setItem("duplicata.club.secret.%s", %q)`, c[0], secret), nil))
	}
	if got, want := organisedList(t, org, url), "amis-de-sete /club/amis-de-sete | club-du-mardi /club/club-du-mardi"; got != want {
		t.Errorf("/club lists %q, want %q", got, want)
	}
	do(t, org, "club du mardi", webdriver.CheckedClick("#organised-club-du-mardi", chromedp.ByQuery), chromedp.WaitVisible(clubReady+" #organiser", chromedp.ByQuery))
	if got, want := organisedList(t, org, url), "amis-de-sete /club/amis-de-sete | Club du mardi /club/club-du-mardi"; got != want {
		t.Errorf("/club, the club's page seen, lists %q, want %q", got, want)
	}
	screenshot(t, org, "club-organised-1280.png")
	do(t, org, "phone", phone())
	noOverflow(t, org)
	screenshot(t, org, "club-organised-390.png")
}

// clubNameTaken: « Jouer » under a name the game's ranking has (a result
// sent from another device) is refused before a turn is played.
func clubNameTaken(t *testing.T, url string, played record.Record) {
	const slug = "club-nom-pris"
	publish(t, url, slug, createClub(t, url, slug, "Club du nom pris"), clubtest.Published(played))
	postJSON(t, url+"/api/clubs/"+slug+"/games/1/results", "", map[string]any{"name": "Anne", "key": "anne-other-device", "record": played}, 201)
	p := browser(t)
	do(t, p, "club page", desktop(), chromedp.Navigate(url+"/club/"+slug), chromedp.WaitVisible(clubReady+" #play-1", chromedp.ByQuery))
	fill(t, p, "#player", "input", "Anne")
	var path string
	do(t, p, "play as Anne", webdriver.CheckedClick("#play-1", chromedp.ByQuery),
		chromedp.Poll(`(document.getElementById("note-1") || {textContent: ""}).textContent.includes("déjà")`, nil),
		chromedp.Evaluate(`location.pathname`, &path))
	if note := textOf(t, p, "#note-1"); note != "« Anne » a déjà un résultat pour cette partie : le club n'en accepte qu'un par nom. Pour la jouer, changez de nom." || path != "/club/"+slug {
		t.Errorf("« Jouer » as Anne, whom the ranking has: %q, at %s", note, path)
	}
}

// clubOutbox: a result the club refuses is listed apart with the server's
// reason, exported, taken out and put back; « Envoyer maintenant » says
// each outcome; a result sent turns « Jouer » into « Votre résultat ».
func clubOutbox(t *testing.T, url string, played record.Record) {
	const slug = "etoile-sete-2"
	total := clubtest.Total(played)
	publish(t, url, slug, createClub(t, url, slug, "Club de l'Étoile Sète"), clubtest.Published(played))
	postJSON(t, url+"/api/clubs/"+slug+"/games/1/results", "", map[string]any{"name": "Anne", "key": "anne-other-device", "record": played}, 201)

	p := browser(t)
	installJS(t, p, `window.__blobs = []; const __url = URL.createObjectURL; URL.createObjectURL = b => { __blobs.push(b); return __url(b); };
		window.__downloads = []; HTMLAnchorElement.prototype.click = function () { __downloads.push(this.download) };`)
	// The page's requests skip the service worker from the start: those
	// it forwards are not the page's, and the emulated offline below does
	// not stop them (playClubGame's offline step says the same).
	do(t, p, "club page", network.SetBypassServiceWorker(true), desktop(), chromedp.Navigate(url+"/club/"+slug), chromedp.WaitVisible(clubReady+" #play-1", chromedp.ByQuery))

	// A result the club refuses: Anne's again, under another key.
	refused := clubResult(slug, "Anne", "refused-key-0001", played, total)
	putOutbox(t, p, refused)
	do(t, p, "reload", chromedp.Reload(), chromedp.WaitVisible(clubReady+" #outbox-refused-key-0001", chromedp.ByQuery))
	const reason = "Ce nom a déjà un résultat pour cette partie."
	var waitingList bool
	do(t, p, "lists", chromedp.Evaluate(`!!document.getElementById("outbox-waiting")`, &waitingList))
	if got, want := textOf(t, p, "#outbox-refused-key-0001 .outbox-reason"), fmt.Sprintf("Partie n° 1, Anne : %d points — refusé par le club : %s", total, reason); got != want || waitingList {
		t.Errorf("the refused result: %q (listed as waiting: %v), want %q", got, waitingList, want)
	}
	screenshot(t, p, "club-refused-1280.png")
	do(t, p, "phone", phone(), chromedp.ScrollIntoView("#outbox", chromedp.ByQuery))
	noOverflow(t, p)
	screenshot(t, p, "club-refused-390.png")
	do(t, p, "desktop", desktop())

	// Exported: the game's record, in a file the library imports.
	var file string
	var names []string
	do(t, p, "export", webdriver.CheckedClick("#export-refused-key-0001", chromedp.ByQuery),
		chromedp.Poll(`__downloads.length > 0`, nil),
		chromedp.Evaluate(`__downloads`, &names),
		chromedp.Evaluate(`__blobs[__blobs.length - 1].text()`, &file, awaitPromise))
	rec, err := record.ReadJSON(strings.NewReader(file))
	if err != nil || len(names) != 1 || names[0] != "club-etoile-sete-2-partie-1-Anne.json" || rec.Seed != 42 || len(rec.Turns) != len(played.Turns) || clubtest.Total(*rec) != total {
		t.Errorf("the export: files %v, the record read %v (%v)", names, rec != nil, err)
	}
	if got := textOf(t, p, "#outbox-status span"); got != "Partie exportée dans le fichier club-etoile-sete-2-partie-1-Anne.json : la bibliothèque peut l'importer." {
		t.Errorf("after « Exporter »: %q", got)
	}

	// « Envoyer maintenant » says the refusal.
	sendNow := func(what string) string {
		t.Helper()
		before := textOf(t, p, "#outbox-status span")
		do(t, p, what, webdriver.CheckedClick("#send-now", chromedp.ByQuery),
			chromedp.Poll(fmt.Sprintf(`(s => s != %q && s != "Envoi en cours…")(document.querySelector("#outbox-status span").textContent)`, before), nil))
		return textOf(t, p, "#outbox-status span")
	}
	if got, want := sendNow("send refused"), "Partie n° 1 (Anne) refusée par le club : "+reason; got != want {
		t.Errorf("« Envoyer maintenant », the result refused: %q, want %q", got, want)
	}

	// Offline: Claire's result waits, and the page says why.
	putOutbox(t, p, clubResult(slug, "Claire", "claire-key-0001", played, total))
	do(t, p, "offline", network.EmulateNetworkConditions(true, 0, -1, -1))
	if got := sendNow("send offline"); got != "Pas de réseau : le serveur ne répond pas ; 1 résultat attend et partira dès son retour." {
		t.Errorf("« Envoyer maintenant » offline: %q", got)
	}
	do(t, p, "waiting", chromedp.WaitVisible("#outbox-waiting #outbox-claire-key-0001", chromedp.ByQuery),
		chromedp.WaitVisible(`#result-1[data-state="waiting"]`, chromedp.ByQuery))
	// Back online, it leaves; the club has it: « Votre résultat ». It
	// leaves within a tick of the page's clock, after the report above drew
	// it waiting: the page must still redraw (it went on showing it for
	// minutes while its clock compared with what the clock itself had seen).
	do(t, p, "online", network.EmulateNetworkConditions(false, 0, -1, -1),
		chromedp.WaitNotPresent("#outbox-claire-key-0001", chromedp.ByQuery),
		chromedp.WaitVisible(`#result-1[data-state="sent"]`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelectorAll("#ranking tbody tr").length == 2`, nil))
	var play bool
	do(t, p, "no play", chromedp.Evaluate(`!!document.getElementById("play-1")`, &play))
	if got := textOf(t, p, "#result-1 p"); !strings.HasPrefix(got, fmt.Sprintf("Votre résultat (Claire) : %d points, 1", total)) || !strings.HasSuffix(got, "‰ du top — 1er sur 2.") || play {
		t.Errorf("Claire's result sent: %q, « Jouer » shown %v", got, play)
	}
	if got := sendNow("send again"); got != "Partie n° 1 (Anne) refusée par le club : "+reason {
		t.Errorf("« Envoyer maintenant », Claire's result sent and Anne's refused: %q", got)
	}

	// Taken out, put back, taken out for good.
	count := func(key string) int {
		t.Helper()
		var n int
		do(t, p, "count", chromedp.Evaluate(fmt.Sprintf(`new Promise(ok => { const r = indexedDB.open("duplicata-clubs", 1);
			r.onsuccess = () => { const q = r.result.transaction("outbox").objectStore("outbox").count(%q); q.onsuccess = () => { r.result.close(); ok(q.result) } } })`, key), &n, awaitPromise))
		return n
	}
	var focused string
	do(t, p, "drop", webdriver.CheckedClick("#drop-refused-key-0001", chromedp.ByQuery), chromedp.WaitVisible("#outbox-undo", chromedp.ByQuery),
		chromedp.WaitNotPresent("#outbox-refused-key-0001", chromedp.ByQuery), chromedp.Evaluate(`document.activeElement.id`, &focused))
	if got := textOf(t, p, "#outbox-status span"); got != "Résultat de la partie n° 1 (Anne) retiré de la liste." || count("refused-key-0001") != 0 || focused != "outbox-undo" {
		t.Errorf("« Retirer »: %q, the focus on %q", got, focused)
	}
	do(t, p, "undo", webdriver.CheckedClick("#outbox-undo", chromedp.ByQuery), chromedp.WaitVisible("#outbox-refused-key-0001", chromedp.ByQuery),
		chromedp.Poll(`document.querySelector("#outbox-status span").textContent.includes("remis")`, nil))
	if got := textOf(t, p, "#outbox-status span"); got != "Résultat de la partie n° 1 (Anne) remis dans la liste." || count("refused-key-0001") != 1 {
		t.Errorf("« Annuler »: %q", got)
	}
	do(t, p, "drop again", webdriver.CheckedClick("#drop-refused-key-0001", chromedp.ByQuery), chromedp.WaitVisible("#outbox-undo", chromedp.ByQuery),
		chromedp.Reload(), chromedp.WaitVisible(clubReady+" #result-1", chromedp.ByQuery))
	var outbox bool
	do(t, p, "gone", chromedp.Evaluate(`!!document.getElementById("outbox")`, &outbox))
	if outbox || count("refused-key-0001") != 0 {
		t.Error("the result taken out is back after a reload")
	}
	screenshot(t, p, "club-your-result-claire-1280.png")
}

// clubResult is a result as the solo page puts it in the outbox.
func clubResult(slug, player, key string, rec record.Record, total int) map[string]any {
	return map[string]any{"slug": slug, "club": "Club de l'Étoile Sète", "number": 1, "title": "Simultané", "player": player, "key": key,
		"queued": true, "record": rec, "total": total, "ended": time.Now().UTC().Format(time.RFC3339)}
}

// putOutbox writes r in the page's outbox, as the solo page does.
func putOutbox(t *testing.T, ctx context.Context, r map[string]any) {
	t.Helper()
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "outbox", chromedp.Evaluate(fmt.Sprintf(`new Promise((ok, ko) => {
		const req = indexedDB.open("duplicata-clubs", 1);
		req.onupgradeneeded = () => req.result.createObjectStore("outbox", {keyPath: "key"});
		req.onerror = () => ko(req.error);
		req.onsuccess = () => {
			const tx = req.result.transaction("outbox", "readwrite");
			tx.objectStore("outbox").put(%s);
			tx.oncomplete = () => { req.result.close(); ok(true); };
			tx.onerror = () => ko(tx.error);
		};
	})`, data), nil, awaitPromise))
}

// createClub creates a club through the API and returns its secret.
func createClub(t *testing.T, url, slug, name string) string {
	t.Helper()
	var c struct{ Secret string }
	json.Unmarshal(postJSON(t, url+"/api/clubs", "", map[string]string{"slug": slug, "name": name}, 201), &c)
	return c.Secret
}

// publish publishes rec as the club's next game, open from an hour ago for
// a day, in training.
func publish(t *testing.T, url, slug, secret string, rec record.Record) {
	t.Helper()
	now := time.Now().UTC()
	postJSON(t, url+"/api/clubs/"+slug+"/games", secret, map[string]any{"title": "Simultané", "mode": "training",
		"opens": now.Add(-time.Hour), "closes": now.Add(24 * time.Hour), "record": rec}, 201)
}

// postJSON posts body and checks the status; it returns the reply's body.
func postJSON(t *testing.T, url, secret string, body any, status int) []byte {
	t.Helper()
	data, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	res := wranglertest.Call(t, "POST", url, secret, data)
	if res.Status != status {
		t.Fatalf("POST %s: %d %s, want %d", url, res.Status, res.Body, status)
	}
	return res.Body
}
