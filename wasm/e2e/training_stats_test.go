package e2e

// The statistics page and the spoken draws (issue #19) in Chromium.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"duplicata/engine/announce"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/stats"
	"duplicata/wasm/e2e/webdriver"
	"duplicata/wasm/ui/french"
)

// fixtureLibrary is engine/stats' fixture library: its games, and the
// JSON array of its entries as the app's library stores them.
func fixtureLibrary(t *testing.T) ([]stats.Game, []byte) {
	t.Helper()
	data, err := os.ReadFile("../../engine/stats/testdata/library.json")
	if err != nil {
		t.Fatal(err)
	}
	var games []stats.Game
	if err := json.Unmarshal(data, &games); err != nil {
		t.Fatal(err)
	}
	return games, data
}

// putLibrary puts entries (a JSON array) in the library's IndexedDB store,
// as the page open would, and waits until they are written.
func putLibrary(entries []byte) chromedp.Action {
	return chromedp.Evaluate(fmt.Sprintf(`new Promise((ok, ko) => {
		const req = indexedDB.open("duplicata", 1);
		req.onupgradeneeded = () => req.result.createObjectStore("games", {keyPath: "id"});
		req.onerror = () => ko(req.error);
		req.onsuccess = () => {
			const tx = req.result.transaction("games", "readwrite");
			for (const e of %s) tx.objectStore("games").put(e);
			tx.oncomplete = () => { req.result.close(); ok(true); };
			tx.onerror = () => ko(tx.error);
		};
	})`, entries), nil, awaitPromise)
}

// TestTrainingStats puts the fixture library of engine/stats in the
// browser's IndexedDB and opens Statistiques: the figures are the engine's
// (worked out by hand in engine/stats), both charts are drawn with their
// tables, the filters change them, the CSV is the engine's.
func TestTrainingStats(t *testing.T) {
	games, data := fixtureLibrary(t)
	ctx := browser(t)
	s := serve(t)
	installJS(t, ctx, `window.__blobs = []; const __url = URL.createObjectURL; URL.createObjectURL = b => { __blobs.push(b); return __url(b); };`)
	do(t, ctx, "library", chromedp.Navigate(s.URL+"reglages"), putLibrary(data))
	figure := func(id string) string {
		var v string
		do(t, ctx, id, chromedp.Text("#"+id, &v, chromedp.ByQuery))
		return v
	}
	do(t, ctx, "stats", chromedp.Navigate(s.URL+"statistiques"), chromedp.WaitVisible("#st-games", chromedp.ByQuery))
	r := stats.Compute(games, stats.Filter{})
	for id, want := range map[string]string{
		"st-games": "7", "st-percent": "80,3\u00a0%", "st-lost": "8,41", "st-bingos": "3 sur 4", "st-warnings": "4",
	} {
		if got := figure(id); got != want {
			t.Errorf("%s = %q, want %q", id, got, want)
		}
	}
	var dots, bars, rows, best int
	var bestIDs []string
	var href string
	do(t, ctx, "charts",
		chromedp.Evaluate(`document.querySelectorAll("#chart-percent svg circle").length`, &dots),
		chromedp.Evaluate(`document.querySelectorAll("#chart-lost svg rect").length`, &bars),
		chromedp.Evaluate(`document.querySelectorAll("#table-percent tbody tr").length`, &rows),
		chromedp.Evaluate(`document.querySelectorAll("#best li").length`, &best),
		chromedp.Evaluate(`[...document.querySelectorAll("#best a")].map(a => a.dataset.id)`, &bestIDs),
		chromedp.AttributeValue("#worst a", "href", &href, new(bool), chromedp.ByQuery))
	if dots != 7 || rows != 7 || bars != len(r.LostByTurn) || bars != 4 || best != 5 {
		t.Errorf("%d dots, %d rows, %d bars, %d best", dots, rows, bars, best)
	}
	for i, l := range r.Best {
		if i >= len(bestIDs) || bestIDs[i] != l.ID {
			t.Errorf("best %v, want %v first", bestIDs, l.ID)
		}
	}
	if href != "/bibliotheque?ouvrir="+r.Worst[0].ID {
		t.Errorf("worst game's link %q", href)
	}
	var formulas, months []string
	do(t, ctx, "groups",
		chromedp.Evaluate(`[...document.querySelectorAll("#by-formula tbody tr")].map(r => [...r.children].map(c => c.textContent).join(" | "))`, &formulas),
		chromedp.Evaluate(`[...document.querySelectorAll("#by-month tbody tr")].map(r => r.children[0].textContent + " " + r.children[1].textContent)`, &months))
	// 7 sur 8: 50/120; joker: 110/160; normal: five games, (10+40+0+10+5)/16 lost a turn.
	if len(formulas) != 3 || formulas[0] != "7 sur 8 | 1 | 41,7\u00a0% | 23,33 | 0 / 0" || formulas[1] != "Partie joker | 1 | 68,8\u00a0% | 16,67 | 1 / 2" ||
		!strings.HasPrefix(formulas[2], "Partie normale | 5 | ") || !strings.Contains(formulas[2], "| 4,06 | 2 / 2") {
		t.Errorf("by formula %q", formulas)
	}
	if strings.Join(months, ", ") != "2026-09 2, 2026-10 2, 2026-11 3" {
		t.Errorf("by month %q", months)
	}
	shots(t, ctx, "training-stats")
	// Competition games only.
	do(t, ctx, "filter", choose("st-mode", "competition"),
		chromedp.Poll(`document.getElementById("st-games").textContent == "2"`, nil))
	comp := stats.Compute(games, stats.Filter{Mode: game.Competition})
	if got, want := figure("st-percent"), french.Percent(comp.MeanPercent, 1); got != want {
		t.Errorf("competition percent %q, want %q", got, want)
	}
	var csv string
	do(t, ctx, "csv", webdriver.CheckedClick("#csv", chromedp.ByQuery),
		chromedp.Poll(`__blobs.length > 0`, nil),
		chromedp.Evaluate(`__blobs[0].text()`, &csv, awaitPromise))
	var b bytes.Buffer
	stats.WriteCSV(&b, games, stats.Filter{Mode: game.Competition})
	if csv != b.String() {
		t.Errorf("CSV\n%s\nwant\n%s", csv, b.String())
	}
}

// TestTrainingSpoken turns the spoken draws on and checks what the page
// says (speechSynthesis stubbed): each new draw's announcement is the
// engine's text; the settings page says there is no French voice.
func TestTrainingSpoken(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	installJS(t, ctx, trainingJS, `
		window.__spoken = [];
		window.SpeechSynthesisUtterance = function (text) { this.text = text; };
		Object.defineProperty(window, "speechSynthesis", {value: {
			speak: u => __spoken.push({text: u.text, lang: u.lang, voice: u.voice ? u.voice.name : ""}),
			cancel: () => {},
			getVoices: () => sessionStorage.getItem("novoice") ? [{lang: "en-US", name: "English"}] : [{lang: "en-US", name: "English"}, {lang: "fr-FR", name: "Amélie"}],
		}});
	`)
	withSettings(t, ctx, s.URL, map[string]any{"speak": true, "rhythm": 0})
	g, err := game.New(frlibretest.Lexicon(t), game.Config{Seed: 42, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	first := announce.Text(g.Draw(), announce.Options{})
	g.Submit("", "", 0)
	g.Next()
	turns := g.Record().Turns
	second := announce.Text(g.Draw(), announce.Options{Rejected: turns[len(turns)-1].AfterRejection()})
	type utterance struct{ Text, Lang, Voice string }
	var said []utterance
	do(t, ctx, "new game", chromedp.Navigate(s.URL), ready(),
		chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
		chromedp.SetValue("#seed", "42", chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("seed").dispatchEvent(new Event("input", {bubbles: true}))`, nil),
		webdriver.CheckedClick("#new-game", chromedp.ByQuery), chromedp.WaitVisible("#rack-0", chromedp.ByQuery),
		chromedp.Poll(`__spoken.length == 1`, nil),
		chromedp.Evaluate(`__turn("")`, nil, awaitPromise), chromedp.Evaluate(`__next()`, nil, awaitPromise),
		chromedp.Poll(`__spoken.length == 2`, nil),
		chromedp.Evaluate(`__spoken`, &said))
	if len(said) != 2 || said[0].Text != first || said[1].Text != second || said[0].Lang != "fr-FR" || said[0].Voice != "Amélie" {
		t.Errorf("said %+v\nwant %q\nthen %q", said, first, second)
	}
	t.Logf("turn 1: %s", first)
	// Plain letters.
	withSettings(t, ctx, s.URL, map[string]any{"speak": true, "plain": true, "rhythm": 0})
	do(t, ctx, "plain", chromedp.Navigate(s.URL), ready(), chromedp.WaitVisible("#rack-0", chromedp.ByQuery),
		chromedp.Evaluate(`__turn("")`, nil, awaitPromise), chromedp.Evaluate(`__next()`, nil, awaitPromise),
		chromedp.Poll(`__spoken.length == 1`, nil), chromedp.Evaluate(`__spoken`, &said))
	g.Submit("", "", 0)
	g.Next()
	turns = g.Record().Turns
	third := announce.Text(g.Draw(), announce.Options{Spelling: announce.Plain, Rejected: turns[len(turns)-1].AfterRejection()})
	if len(said) != 1 || said[0].Text != third {
		t.Errorf("plain: said %+v, want %q", said, third)
	}
	// The settings page, on a device without a French voice.
	var voice string
	var checked bool
	do(t, ctx, "settings", chromedp.Evaluate(`sessionStorage.setItem("novoice", "1")`, nil),
		chromedp.Navigate(s.URL+"reglages"), chromedp.WaitVisible("#speak", chromedp.ByQuery),
		chromedp.Poll(`document.getElementById("voice").textContent.includes("Aucune voix française")`, nil),
		chromedp.Text("#voice", &voice, chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("speak").checked && document.getElementById("spell-plain").checked`, &checked))
	if !checked {
		t.Error("the settings page does not show the settings stored")
	}
	shots(t, ctx, "training-settings")
	// Turned off there, stored.
	var stored string
	do(t, ctx, "turn off", webdriver.CheckedClick("#speak", chromedp.ByQuery),
		chromedp.Poll(`JSON.parse(localStorage.getItem("duplicata.settings")).speak === false`, nil),
		chromedp.Evaluate(`localStorage.getItem("duplicata.settings")`, &stored))
	t.Logf("voice: %s; stored %s", voice, stored)
	// The board's coordinates hidden there: hidden on the game's board.
	var hidden string
	do(t, ctx, "labels", webdriver.CheckedClick("#labels", chromedp.ByQuery),
		chromedp.Poll(`JSON.parse(localStorage.getItem("duplicata.settings")).noLabels === true`, nil),
		chromedp.Navigate(s.URL), ready(), chromedp.WaitVisible(".page.no-labels .board", chromedp.ByQuery),
		chromedp.Evaluate(`getComputedStyle(document.querySelector(".board .coord")).visibility`, &hidden))
	if hidden != "hidden" {
		t.Errorf("coordinates %q with the setting off", hidden)
	}
}
