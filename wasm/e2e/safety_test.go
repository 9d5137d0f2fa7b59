package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/wasm/e2e/webdriver"
)

// savedGame is what localStorage holds of a game in progress under key:
// its game number, lexicon and turn; ok false when there is none.
func savedGame(t *testing.T, ctx context.Context, key string) (seed uint64, lexicon string, turn int, ok bool) {
	t.Helper()
	var text string
	do(t, ctx, "read "+key, painted(), chromedp.Evaluate(fmt.Sprintf(`localStorage.getItem(%q) || ""`, key), &text))
	if text == "" {
		return 0, "", 0, false
	}
	var s struct {
		State struct {
			Seed    uint64 `json:"seed"`
			Lexicon string `json:"lexicon"`
			Turn    int    `json:"turn"`
		} `json:"state"`
	}
	if err := json.Unmarshal([]byte(text), &s); err != nil {
		t.Fatalf("%s: %v", key, err)
	}
	return s.State.Seed, s.State.Lexicon, s.State.Turn, true
}

// onScreen waits for the solo page to show turn n of a game, and checks
// that it is game seed on lexicon lex.
func onScreen(t *testing.T, ctx context.Context, what string, seed uint64, lex string, n int) {
	t.Helper()
	do(t, ctx, what, until(fmt.Sprintf(`(document.getElementById("turn") || {}).textContent == "Coup %d" && !!document.querySelector(".rack")`, n)))
	gotSeed, gotLex, gotTurn, ok := savedGame(t, ctx, "duplicata.session")
	if !ok || gotSeed != seed || gotLex != lex || gotTurn != n {
		failure(t, ctx)
		t.Fatalf("%s: the game on screen is saved as n° %d on %q at turn %d (%t), want n° %d on %q at turn %d", what, gotSeed, gotLex, gotTurn, ok, seed, lex, n)
	}
	var header string
	do(t, ctx, what+": header", chromedp.Text("#lexicon", &header, chromedp.ByQuery))
	if !strings.HasPrefix(header, "Lexique : "+lex) {
		t.Errorf("%s: header %q, want the lexicon %s", what, header, lex)
	}
}

// bothSizes takes a screenshot of the page at 390×844 (touch) and at
// 1280×800, name-390.png and name-1280.png.
func bothSizes(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	do(t, ctx, "phone", phone())
	noOverflow(t, ctx)
	screenshot(t, ctx, name+"-390.png")
	do(t, ctx, "desktop", desktop())
	screenshot(t, ctx, name+"-1280.png")
}

// text is an element's text, "" when there is none.
func text(t *testing.T, ctx context.Context, selector string) string {
	t.Helper()
	var s string
	do(t, ctx, "text of "+selector, chromedp.Evaluate(fmt.Sprintf(`(document.querySelector(%q) || {}).textContent || ""`, selector), &s))
	return s
}

// chooseFile is the script that chooses a file named name, of the bytes
// the expression data makes, in the library's import field.
func chooseFile(name, data string) string {
	return fmt.Sprintf(`(() => {
		const dt = new DataTransfer();
		dt.items.add(new File([%s], %q));
		const input = document.getElementById("import-file");
		input.files = dt.files;
		input.dispatchEvent(new Event("change", {bubbles: true}));
	})()`, data, name)
}

// yes makes the page's confirm() dialogs answer yes.
const yes = `window.confirm = () => true`

// TestDataSafety plays, switches lexicon, deletes a lexicon, imports a
// game twice, deletes and undeletes it, goes offline, and reloads at each
// step: every game the player started is still reachable, with its turn;
// every record the app cannot open is listed, with why, and exportable.
func TestDataSafety(t *testing.T) {
	own := makeOwnList(t)
	fr := frlibretest.Lexicon(t)
	ctx := browser(t)
	s := serve(t)

	// Two records an older version could not open: one set aside without
	// its reason, and a saved solo game that is not JSON.
	do(t, ctx, "solo page", chromedp.Navigate(s.URL), ready(),
		editStored(`localStorage.setItem("duplicata.topping.unreadable", "{pas du JSON"); localStorage.setItem("duplicata.session", "{abîmé")`),
		ready())
	if msg := text(t, ctx, "#message"); !strings.Contains(msg, "Bibliothèque") {
		// The unreadable save is set aside at once; the page offers a new game.
		t.Logf("solo page after an unreadable save: %q", msg)
	}

	// A game on fr-libre, to turn 2; a reload goes on with it.
	p := &player{t: t, ctx: ctx, lex: fr}
	p.start(game.Config{Seed: 42, Formula: "normal", Mode: game.Training})
	top := p.tops()[0]
	p.byEntry(top.WordString(), top.Ref.String())
	p.submit(top.WordString(), top.Ref.String(), 0, false)
	p.next()
	do(t, ctx, "reload", chromedp.Reload(), ready())
	onScreen(t, ctx, "fr-libre game reloaded", 42, "fr-libre", 2)

	// A topping game on fr-libre too.
	do(t, ctx, "topping", chromedp.Navigate(s.URL+"topping"), ready(),
		chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
		chromedp.SetValue("#seed", "2026", chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("seed").dispatchEvent(new Event("input", {bubbles: true}))`, nil),
		webdriver.CheckedClick("#new-game", chromedp.ByQuery),
		chromedp.WaitVisible(".rack", chromedp.ByQuery))

	// A list imported; « Utiliser » first says what becomes of the games.
	do(t, ctx, "lexicons page", chromedp.Navigate(s.URL+"lexiques"), ready(),
		chromedp.SetUploadFiles("#lexicon-file", []string{own.path}, chromedp.ByQuery),
		until(`document.getElementById("lexicon-info").textContent.includes("importé")`),
		until(`document.querySelectorAll("#lexicons .lexicon-entry").length == 2`),
		webdriver.CheckedClick("#use-0", chromedp.ByQuery),
		chromedp.WaitVisible("#use-warning", chromedp.ByQuery))
	warning := text(t, ctx, "#use-warning")
	for _, want := range []string{"fr-libre", "Solo, Partie normale, tour 2", "Topping, Partie normale, tour 1", "Reprendre la partie sur fr-libre", "ma-liste"} {
		if !strings.Contains(warning, want) {
			t.Errorf("the warning before « Utiliser » says %q: want %q in it", warning, want)
		}
	}
	if h := text(t, ctx, "#lexicon"); !strings.Contains(h, "fr-libre") {
		t.Errorf("before the confirmation the header says %q", h)
	}
	bothSizes(t, ctx, "safety-use-warning")
	do(t, ctx, "confirmed", webdriver.CheckedClick("#confirm-use", chromedp.ByQuery),
		until(`document.getElementById("lexicon").textContent == "Lexique : ma-liste"`))
	if _, _, _, ok := savedGame(t, ctx, "duplicata.session"); ok {
		t.Error("the fr-libre game is still the solo page's game once ma-liste is in use")
	}

	// The solo page offers the fr-libre game back; a game on ma-liste is
	// played to turn 2 meanwhile.
	do(t, ctx, "solo, ma-liste", chromedp.Navigate(s.URL), ready(), chromedp.WaitVisible("#resume-offer", chromedp.ByQuery))
	if offer := text(t, ctx, "#resume-offer"); !strings.Contains(offer, "Reprendre la partie sur fr-libre") || !strings.Contains(offer, "tour 2") {
		t.Errorf("resume offer %q", offer)
	}
	bothSizes(t, ctx, "safety-resume-offer")

	// fr-libre chosen in the new-game form: its game goes on (rather than
	// wait for a new one to overwrite it); then ma-liste again.
	do(t, ctx, "fr-libre in the form",
		choose("lexicon-select", ""))
	onScreen(t, ctx, "fr-libre game resumed from the form", 42, "fr-libre", 2)
	do(t, ctx, "ma-liste again", chromedp.Navigate(s.URL+"lexiques"), ready(),
		webdriver.CheckedClick("#use-0", chromedp.ByQuery),
		chromedp.WaitVisible("#confirm-use", chromedp.ByQuery),
		webdriver.CheckedClick("#confirm-use", chromedp.ByQuery),
		until(`document.getElementById("lexicon").textContent == "Lexique : ma-liste"`),
		chromedp.Navigate(s.URL), ready(), chromedp.WaitVisible("#resume-offer", chromedp.ByQuery))
	q := &player{t: t, ctx: ctx, lex: own.lex}
	q.start(game.Config{Seed: own.seed, Formula: "normal", Mode: game.Training})
	q.byEntry(own.first, "H8")
	q.submit(own.first, "H8", 0, false)
	q.next()
	do(t, ctx, "reload", chromedp.Reload(), ready())
	onScreen(t, ctx, "ma-liste game reloaded", own.seed, "ma-liste", 2)

	// « Reprendre la partie sur fr-libre »: fr-libre in use, its game at
	// turn 2; the ma-liste game is offered in its turn.
	do(t, ctx, "back to fr-libre",
		chromedp.Evaluate(`document.getElementById("new").click()`, nil),
		chromedp.WaitVisible("#resume-offer button", chromedp.ByQuery),
		webdriver.CheckedClick("#resume-offer button", chromedp.ByQuery))
	onScreen(t, ctx, "fr-libre game resumed", 42, "fr-libre", 2)
	do(t, ctx, "reload", chromedp.Reload(), ready())
	onScreen(t, ctx, "fr-libre game reloaded again", 42, "fr-libre", 2)
	do(t, ctx, "offer of ma-liste", chromedp.Evaluate(`document.getElementById("new").click()`, nil),
		chromedp.WaitVisible("#resume-offer button", chromedp.ByQuery))
	if offer := text(t, ctx, "#resume-offer"); !strings.Contains(offer, "Reprendre la partie sur ma-liste") {
		t.Errorf("resume offer %q", offer)
	}
	do(t, ctx, "back to ma-liste", webdriver.CheckedClick("#resume-offer button", chromedp.ByQuery))
	onScreen(t, ctx, "ma-liste game resumed", own.seed, "ma-liste", 2)

	// The lexicon in use deleted: fr-libre at once, in the header, the
	// page's notice and the solo form; the ma-liste game stays reachable.
	do(t, ctx, "delete ma-liste", chromedp.Navigate(s.URL+"lexiques"), ready(),
		chromedp.Evaluate(yes, nil),
		webdriver.CheckedClick("#delete-0", chromedp.ByQuery),
		until(`document.getElementById("lexicon-info").textContent.includes("supprimé")`),
		until(`document.getElementById("lexicon").textContent.startsWith("Lexique : fr-libre")`))
	if info := text(t, ctx, "#lexicon-info"); !strings.Contains(info, "fr-libre") {
		t.Errorf("after deleting the lexicon in use: %q", info)
	}
	if notice := text(t, ctx, "#lexicon-notice"); !strings.Contains(notice, "ma-liste") || !strings.Contains(notice, "fr-libre") {
		t.Errorf("header notice %q", notice)
	}
	do(t, ctx, "solo after the deletion", chromedp.Navigate(s.URL), ready())
	onScreen(t, ctx, "fr-libre game after the deletion", 42, "fr-libre", 2)
	do(t, ctx, "solo form", chromedp.Evaluate(`document.getElementById("new").click()`, nil),
		chromedp.WaitVisible("#lexicon-choice", chromedp.ByQuery))
	if c := text(t, ctx, "#lexicon-choice"); !strings.Contains(c, "fr-libre") || strings.Contains(c, "ma-liste (") {
		t.Errorf("the solo form's lexicon field says %q", c)
	}

	// The library: the ma-liste game waiting, exportable; the records
	// that could not be opened, with why.
	do(t, ctx, "library", chromedp.Navigate(s.URL+"bibliotheque"), ready(), chromedp.WaitVisible("#kept", chromedp.ByQuery))
	if w := text(t, ctx, "#waiting"); !strings.Contains(w, "ma-liste") || !strings.Contains(w, "tour 2") {
		t.Errorf("waiting games %q", w)
	}
	aside := text(t, ctx, "#set-aside")
	if n := strings.Count(aside, "Pourquoi"); n != 2 {
		t.Errorf("%d records set aside listed, want 2: %q", n, aside)
	}
	if !strings.Contains(aside, "n'est pas une partie lisible") || !strings.Contains(aside, "version précédente") {
		t.Errorf("set-aside records %q", aside)
	}
	var exported string
	do(t, ctx, "export", chromedp.Evaluate(`window.exported = []; URL.createObjectURL = (b) => { b.text().then(t => exported.push(t)); return "blob:x"; }`, nil),
		webdriver.CheckedClick("#aside-export-0", chromedp.ByQuery), webdriver.CheckedClick("#waiting-export-0", chromedp.ByQuery),
		until(`exported.length == 2`), chromedp.Evaluate(`exported.join("\n")`, &exported))
	if !strings.Contains(exported, "{abîmé") && !strings.Contains(exported, "{pas du JSON") || !strings.Contains(exported, `"lexicon":"ma-liste"`) {
		t.Errorf("exported %q", exported)
	}
	do(t, ctx, "kept in view", chromedp.ScrollIntoView("#kept", chromedp.ByQuery))
	bothSizes(t, ctx, "safety-kept")

	// An FFSc file imported twice: one game; deleted, then put back.
	_, ffscText := recordFixture(t, "ffsc-normal.txt")
	ffscBytes, _ := json.Marshal([]byte(ffscText))
	for i := range 2 {
		do(t, ctx, fmt.Sprintf("import %d", i+1),
			chromedp.Evaluate(chooseFile("vichy.txt", fmt.Sprintf(`Uint8Array.from(atob(%s), (c) => c.charCodeAt(0))`, ffscBytes)), nil),
			until(`document.querySelectorAll("#library .library-entry").length == 1`),
			until(fmt.Sprintf(`document.getElementById("message").textContent.includes(%q)`, []string{"Partie importée", "déjà dans la bibliothèque"}[i])))
	}
	do(t, ctx, "reload", chromedp.Reload(), ready(), until(`document.querySelectorAll("#library .library-entry").length == 1`),
		chromedp.Evaluate(`window.scrollTo(0, 0)`, nil))
	bothSizes(t, ctx, "safety-library-list")
	do(t, ctx, "delete", webdriver.CheckedClick("#delete-0", chromedp.ByQuery),
		chromedp.WaitVisible("#undo-delete", chromedp.ByQuery),
		until(`document.querySelectorAll("#library .library-entry").length == 0`))
	bothSizes(t, ctx, "safety-library-undo")
	do(t, ctx, "undo", webdriver.CheckedClick("#undo-delete", chromedp.ByQuery),
		until(`document.querySelectorAll("#library .library-entry").length == 1`))

	// A search that finds it, one that does not, and back.
	do(t, ctx, "filters",
		chromedp.SendKeys("#filter-text", "vichy", chromedp.ByQuery),
		until(`document.querySelectorAll("#library .library-entry").length == 1`),
		choose("filter-mode", "competition"),
		until(`document.querySelectorAll("#library .library-entry").length == 0 && document.getElementById("library-empty").textContent.includes("recherche")`))
	bothSizes(t, ctx, "safety-library-filter")
	do(t, ctx, "filters back",
		choose("filter-mode", ""),
		until(`document.querySelectorAll("#library .library-entry").length == 1`))

	// An empty file is said to be one.
	do(t, ctx, "empty file", chromedp.Evaluate(chooseFile("vide.txt", "new Uint8Array(0)"), nil), until(`document.getElementById("message").textContent.includes("vide")`))
	if msg := text(t, ctx, "#message"); msg != "Le fichier « vide.txt » est vide : rien n'a été ajouté à la bibliothèque." {
		t.Errorf("an empty file: %q", msg)
	}

	// Offline, each page reloaded: the same games, reachable.
	waitCached(t, ctx)
	s.Stop()
	do(t, ctx, "offline solo", chromedp.Navigate(s.URL), ready())
	onScreen(t, ctx, "offline, the fr-libre game", 42, "fr-libre", 2)
	do(t, ctx, "offline library", chromedp.Navigate(s.URL+"bibliotheque"), ready(),
		until(`document.querySelectorAll("#library .library-entry").length == 1`), chromedp.WaitVisible("#waiting", chromedp.ByQuery))
	if w := text(t, ctx, "#waiting"); !strings.Contains(w, "ma-liste") || !strings.Contains(w, "tour 2") {
		t.Errorf("offline, waiting games %q", w)
	}

	// The same list imported again, offline: its game comes back.
	do(t, ctx, "offline import", chromedp.Navigate(s.URL+"lexiques"), ready(),
		chromedp.SetUploadFiles("#lexicon-file", []string{own.path}, chromedp.ByQuery),
		until(`document.querySelectorAll("#lexicons .lexicon-entry").length == 2`),
		chromedp.Navigate(s.URL), ready())
	onScreen(t, ctx, "offline, fr-libre still", 42, "fr-libre", 2)
	do(t, ctx, "offer", chromedp.Evaluate(`document.getElementById("new").click()`, nil),
		chromedp.WaitVisible("#resume-offer button", chromedp.ByQuery),
		webdriver.CheckedClick("#resume-offer button", chromedp.ByQuery))
	onScreen(t, ctx, "offline, the ma-liste game back", own.seed, "ma-liste", 2)

	// The topping game waits for fr-libre: the library resumes it.
	do(t, ctx, "offline library, the topping", chromedp.Navigate(s.URL+"bibliotheque"), ready(),
		chromedp.WaitVisible("#waiting", chromedp.ByQuery))
	if w := text(t, ctx, "#waiting"); !strings.Contains(w, "Topping, Partie normale, tour 1 · lexique « fr-libre »") {
		t.Errorf("offline, waiting games %q", w)
	}
	var toppingSeed, soloWaiting float64
	do(t, ctx, "resume the topping",
		chromedp.Evaluate(`[...document.querySelectorAll("#waiting li")].find(li => li.textContent.includes("Topping")).querySelector("button").click()`, nil),
		until(`location.pathname == "/topping" && !!document.querySelector(".rack")`), painted(),
		chromedp.Evaluate(`JSON.parse(localStorage.getItem("duplicata.topping")).state.game.seed`, &toppingSeed),
		chromedp.Evaluate(`Object.keys(localStorage).filter(k => k.startsWith("duplicata.session@")).map(k => JSON.parse(localStorage.getItem(k)).state.seed).find(n => n == `+fmt.Sprint(own.seed)+`) || 0`, &soloWaiting))
	if toppingSeed != 2026 || soloWaiting != float64(own.seed) {
		t.Errorf("after the topping resumed: topping n° %v, solo game waiting for ma-liste n° %v", toppingSeed, soloWaiting)
	}
	if h := text(t, ctx, "#lexicon"); !strings.HasPrefix(h, "Lexique : fr-libre") {
		t.Errorf("the topping resumed under %q", h)
	}
}

// TestSavedBeforeThePaint reloads the page right after a turn, before
// any frame is painted: the game's save, which waits for the paint
// (ui.GameShell, browser.AfterPaint), is made when the page is left
// (pagehide). The page's frames are stopped to make the race certain: with
// the save waiting for them, the reload came back to the turn before.
func TestSavedBeforeThePaint(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	const id = `document.getElementById`
	const turn = `parseInt(document.querySelector(".status .turn, #turn")?.textContent.replace(/\D+/g, "") || "0", 10)`
	do(t, ctx, "a game at its first correction", chromedp.Navigate(s.URL), ready(), seed42Form(),
		chromedp.Evaluate(id+`("new-game").click()`, nil),
		chromedp.WaitVisible("#rack-0", chromedp.ByQuery),
		chromedp.Evaluate(id+`("submit").click()`, nil),
		chromedp.Poll(`(m => m && m.textContent.includes("passer"))(`+id+`("message"))`, nil),
		chromedp.Evaluate(id+`("submit").click()`, nil),
		chromedp.WaitVisible("#next", chromedp.ByQuery),
		painted()) // its save made
	var at int
	// Polled by time: chromedp polls on animation frames by default.
	every := chromedp.WithPollingInterval(50 * time.Millisecond)
	do(t, ctx, "turn 2, no frame painted",
		chromedp.Evaluate(`window.requestAnimationFrame = () => 0`, nil),
		chromedp.Evaluate(id+`("next").click()`, nil),
		chromedp.Poll(turn+` == 2 && !`+id+`("next")`, nil, every),
		chromedp.Reload(), ready(),
		chromedp.Poll(id+`("rack-0") || `+id+`("next")`, nil),
		chromedp.Evaluate(turn, &at))
	if at != 2 {
		t.Errorf("reloaded at turn %d, want 2: the turn's save waited for a frame never painted", at)
	}
}
