package e2e

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/share"
	"duplicata/wasm/e2e/webdriver"
	"duplicata/wasm/server"
	"duplicata/wasm/ui/french"
	"duplicata/wasm/ui/french/frenchtest"
)

// ownList is a word list made for the tests: fr-libre without a few words,
// plus invented ones, among them the first draw of game seed as one word
// (so that only this list accepts it on the first turn).
type ownList struct {
	words    []string
	removed  []string // fr-libre words left out
	invented string   // a word of the list fr-libre lacks
	first    string   // the first draw of the game as one invented word
	seed     uint64
	lex      *lexicon.Lexicon
	path     string // the list as a .txt.gz file
}

func makeOwnList(t *testing.T) *ownList {
	t.Helper()
	wl, err := lexicon.ReadWordList(bytes.NewReader(frlibre.WordList))
	if err != nil {
		t.Fatal(err)
	}
	fr := frlibretest.Lexicon(t)
	l := &ownList{removed: []string{"MAISON", "MAISONS", "PASSE"}, invented: "ZOUGLUBE"}
	// A game whose first draw has no joker and is no fr-libre word.
	for seed := uint64(1300); ; seed++ {
		g, err := game.New(fr, game.Config{Seed: seed, Formula: "normal"})
		if err != nil {
			t.Fatal(err)
		}
		w := g.Draw().Rack().String()
		if len(w) == 7 && !strings.Contains(w, "?") && !fr.Contains(w) {
			l.seed, l.first = seed, w
			break
		}
	}
	for _, w := range wl.Words {
		if !slices.Contains(l.removed, w) {
			l.words = append(l.words, w)
		}
	}
	l.words = append(l.words, l.invented, l.first)
	slices.Sort(l.words)
	if l.lex, err = lexicon.Build("ma-liste", l.words); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	// As a player's file may be: a comment, a BOM, CRLF, lower case.
	fmt.Fprint(zw, "\uFEFF# ma liste à moi\r\n")
	for _, w := range l.words {
		fmt.Fprintf(zw, "%s\r\n", strings.ToLower(w))
	}
	zw.Close()
	l.path = filepath.Join(t.TempDir(), "ma-liste.txt.gz")
	if err := os.WriteFile(l.path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return l
}

// until waits for a JavaScript condition, as long as a busy machine needs:
// nothing here is timed.
func until(expr string) chromedp.Action {
	return chromedp.Poll(expr, nil, chromedp.WithPollingTimeout(2*time.Minute))
}

// watchProgress records every value the compile progress bar shows.
const watchProgress = `window.progressSeen = [];
new MutationObserver(() => {
	const p = document.getElementById("compile-progress");
	if (p && progressSeen[progressSeen.length - 1] !== p.value) progressSeen.push(p.value);
}).observe(document.body, {subtree: true, childList: true, attributes: true});`

// storedCount is how many lexicons the page lists besides fr-libre.
func storedCount(t *testing.T, ctx context.Context) int {
	t.Helper()
	var n int
	do(t, ctx, "count", chromedp.Evaluate(`document.querySelectorAll("#lexicons .lexicon-entry").length - 1`, &n))
	return n
}

// check asks the Vérificateur about word and returns its verdict. Words
// asked in a row must differ: the answer names the word.
func check(t *testing.T, ctx context.Context, word string) bool {
	t.Helper()
	form, reason := lexicon.Normalize(word)
	if reason != "" {
		t.Fatalf("check %q: %s", word, reason)
	}
	var valid string
	var ok bool
	do(t, ctx, "check "+word,
		chromedp.SetValue("#input-check", word, chromedp.ByQuery),
		webdriver.CheckedClick("#ask-check", chromedp.ByQuery),
		until(fmt.Sprintf(`(() => { const a = document.querySelector("#tool-check #answer"); return !!a && a.textContent.startsWith(%q); })()`, form+" ")),
		chromedp.AttributeValue("#tool-check #answer", "data-valid", &valid, &ok, chromedp.ByQuery),
	)
	return valid == "true"
}

// TestOwnLexicon imports a word list through the « Lexiques » page, its
// compilation's progress shown; checks words in it; plays a turn only it
// accepts; reloads offline and plays on; refuses bad files with a French
// message and nothing changed; cancels an import; and falls back to
// fr-libre when the stored lexicon has been tampered with.
func TestOwnLexicon(t *testing.T) {
	l := makeOwnList(t)
	ctx := browser(t)
	s := serve(t)
	do(t, ctx, "lexicons page", chromedp.Navigate(s.URL+"lexiques"), ready())
	screenshot(t, ctx, "lexicons-empty-1280.png")
	if storedCount(t, ctx) != 0 || !check(t, ctx, "maison") || check(t, ctx, l.invented) {
		t.Fatal("before the import: fr-libre should take MAISON and not " + l.invented)
	}

	// The import, its progress bar moving.
	do(t, ctx, "import",
		chromedp.Evaluate(watchProgress, nil),
		chromedp.SetValue("#lexicon-name", "Ma liste", chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("lexicon-name").dispatchEvent(new Event("change", {bubbles: true}))`, nil),
		chromedp.SetUploadFiles("#lexicon-file", []string{l.path}, chromedp.ByQuery),
		chromedp.WaitVisible("#compile-progress", chromedp.ByQuery),
	)
	screenshot(t, ctx, "lexicons-compiling-1280.png")
	var info string
	var seen []float64
	do(t, ctx, "imported",
		until(`document.getElementById("lexicon-info").textContent.includes("importé")`),
		chromedp.Text("#lexicon-info", &info, chromedp.ByQuery),
		chromedp.Evaluate(`progressSeen`, &seen),
	)
	inside := 0
	for _, v := range seen {
		if v > 0 && v < 1 {
			inside++
		}
	}
	if inside < 3 {
		t.Errorf("the progress bar showed %v: want at least 3 values between 0 and 1", seen)
	}
	if want := "Lexique « Ma liste » importé : " + french.Words.Count(len(l.words)) + "."; info != want {
		t.Errorf("info %q, want %q", info, want)
	}
	var report string
	do(t, ctx, "report", chromedp.Text("#import-report", &report, chromedp.ByQuery))
	// The counts agree in number (issue 25: « 1 commentaires », « 0 lignes refusées »).
	if !strings.Contains(report, "0 doublon, 1 commentaire, 0 ligne vide, 0 ligne refusée.") || len(frenchtest.Faults(report)) > 0 {
		t.Errorf("report %q", report)
	}
	do(t, ctx, "listed", until(`document.querySelectorAll("#lexicons .lexicon-entry").length == 2`))
	var name string
	do(t, ctx, "name field", chromedp.Value("#lexicon-name", &name, chromedp.ByQuery))
	if name != "" {
		t.Errorf("the name field still shows %q after the import", name)
	}

	// Chosen for the games to come: the header names it, the word tools
	// answer in it.
	var header string
	do(t, ctx, "use",
		webdriver.CheckedClick("#use-0", chromedp.ByQuery),
		until(`document.getElementById("lexicon-info").textContent.includes("Les nouvelles parties")`),
		chromedp.Text("#lexicon", &header, chromedp.ByQuery),
	)
	if header != "Lexique : Ma liste" {
		t.Errorf("header %q", header)
	}
	for _, w := range []struct {
		word  string
		valid bool
	}{{"Zouglube", true}, {"maison", false}, {"passé", false}, {"maisonnette", true}, {l.first, true}} {
		if got := check(t, ctx, w.word); got != w.valid {
			t.Errorf("Vérificateur %q: %t, want %t", w.word, got, w.valid)
		}
	}
	// Anagrams with a joker and 7 + 1, in the imported list.
	var answer string
	do(t, ctx, "anagrams",
		chromedp.SetValue("#input-anagrams", l.first[:6]+"?", chromedp.ByQuery),
		webdriver.CheckedClick("#ask-anagrams", chromedp.ByQuery),
		chromedp.WaitVisible("#tool-anagrams #answer", chromedp.ByQuery),
		chromedp.Text("#tool-anagrams #answer", &answer, chromedp.ByQuery),
	)
	if !strings.Contains(answer, l.first) {
		t.Errorf("anagrams of %s?: %q, want %s among them", l.first[:6], answer, l.first)
	}
	do(t, ctx, "7 + 1",
		chromedp.SetValue("#input-extensions", l.first[:6], chromedp.ByQuery),
		webdriver.CheckedClick("#ask-extensions", chromedp.ByQuery),
		chromedp.WaitVisible("#tool-extensions #answer", chromedp.ByQuery),
		chromedp.Text("#tool-extensions #answer", &answer, chromedp.ByQuery),
	)
	if !strings.Contains(answer, "+"+l.first[6:]+" ") || !strings.Contains(answer, l.first) {
		t.Errorf("7 + 1 of %s: %q, want +%s %s", l.first[:6], answer, l.first[6:], l.first)
	}
	screenshot(t, ctx, "lexicons-imported-1280.png")
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch))
	noOverflow(t, ctx)
	screenshot(t, ctx, "lexicons-imported-360.png")
	do(t, ctx, "desktop", chromedp.EmulateViewport(1280, 800))

	// A turn only this lexicon accepts: the first draw as one word.
	p := &player{t: t, ctx: ctx, lex: l.lex}
	var chosen string
	do(t, ctx, "solo", chromedp.Navigate(s.URL), ready(),
		chromedp.WaitVisible("#lexicon-select", chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("lexicon-select").selectedOptions[0].textContent`, &chosen))
	if !strings.HasPrefix(chosen, "Ma liste") {
		t.Errorf("the new-game form's lexicon is %q, want Ma liste", chosen)
	}
	screenshot(t, ctx, "solo-form-lexicon-1280.png")
	p.start(game.Config{Seed: l.seed, Formula: "normal", Rhythm: 0, Mode: game.Training})
	p.byEntry(l.first, "H8")
	res := p.submit(l.first, "H8", 0, false)
	if res.Score == 0 {
		t.Fatalf("%s H8 scored nothing", l.first)
	}
	t.Logf("%s H8 (game %d, only in the imported list): %d points, top %d", l.first, l.seed, res.Score, res.Top)

	// Offline, the stored lexicon is loaded again and the game goes on.
	waitCached(t, ctx)
	s.Stop()
	do(t, ctx, "offline reload", chromedp.Reload(), ready(), chromedp.Text("#lexicon", &header, chromedp.ByQuery))
	if header != "Lexique : Ma liste" {
		t.Errorf("offline, header %q", header)
	}
	var times []float64
	do(t, ctx, "ready time", chromedp.Evaluate(`["duplicata:lexicon-read", "duplicata:lexicon-posted", "duplicata:engine-ready"].map(n => {
		const e = performance.getEntriesByName(n)[0]; return e ? e.startTime : -1; })`, &times))
	if len(times) == 3 && times[0] >= 0 && times[1] >= times[0] && times[2] >= times[1] {
		t.Logf("stored lexicon after an offline reload: IndexedDB read %.0f ms, then engine loaded %.0f ms later (worker start included), ready at %.0f ms from navigation",
			times[1]-times[0], times[2]-times[1], times[2])
	} else {
		t.Errorf("marks %v", times)
	}
	p.next()
	top := p.tops()[0]
	p.byEntry(top.WordString(), top.Ref.String())
	p.submit(top.WordString(), top.Ref.String(), 0, false)
	// The same path once the page has started: IndexedDB read, then the
	// engine's load of the bytes (« Utiliser » on the page does this; it
	// ends the game in the worker, so it comes after the game).
	var again []float64
	do(t, ctx, "ready time, page started", chromedp.Evaluate(`(async () => {
		const out = [];
		for (let i = 0; i < 3; i++) {
			const t0 = performance.now();
			const rec = await duplicataLexicons.get(duplicataLexicons.chosen());
			const t1 = performance.now();
			const w = duplicataEngine.worker;
			const done = new Promise((ok) => { const f = (e) => { if (typeof e.data === "string" && e.data.includes('"id":-99')) { w.removeEventListener("message", f); ok(); } }; w.addEventListener("message", f); });
			w.postMessage({ msg: JSON.stringify({ id: -99, type: "load-bytes" }), file: rec.data });
			await done;
			out.push(t1 - t0, performance.now() - t1);
		}
		return out;
	})()`, &again, awaitPromise))
	t.Logf("stored lexicon, page started (IndexedDB read ms, engine load ms) ×3: %.0f", again)

	// Bad files: a French message each, nothing changed.
	do(t, ctx, "lexicons page offline", chromedp.Navigate(s.URL+"lexiques"), ready())
	gz := gzipBytes(t, "zouglube\nmaison\n")
	for _, c := range []struct {
		name, js, want string
	}{
		{"corrupt.txt.gz", fmt.Sprintf(`new Uint8Array(%s).slice(0, %d)`, jsBytes(gz), len(gz)-12), "Le fichier compressé est endommagé"},
		{"vide.txt", `new Uint8Array(0)`, "Le fichier est vide."},
		{"garbage.txt", `(() => { const a = new Uint8Array(30 << 20); let x = 7; for (let i = 0; i < a.length; i++) { x = (x * 1103515245 + 12345) >>> 0; a[i] = x >>> 24; } return a; })()`, "n'est pas du texte"},
	} {
		var msg string
		do(t, ctx, c.name,
			chromedp.Evaluate(fmt.Sprintf(`(() => {
				const dt = new DataTransfer();
				dt.items.add(new File([%s], %q));
				const input = document.getElementById("lexicon-file");
				input.files = dt.files;
				input.dispatchEvent(new Event("change", {bubbles: true}));
			})()`, c.js, c.name), nil),
			until(fmt.Sprintf(`document.getElementById("lexicon-message").textContent.includes(%q)`, c.want)),
			chromedp.Text("#lexicon-message", &msg, chromedp.ByQuery),
			chromedp.Text("#lexicon", &header, chromedp.ByQuery),
		)
		if !strings.Contains(msg, c.want) || storedCount(t, ctx) != 1 || header != "Lexique : Ma liste" {
			t.Errorf("%s: message %q (want %q), %d stored, header %q", c.name, msg, c.want, storedCount(t, ctx), header)
		}
		if c.name == "garbage.txt" {
			screenshot(t, ctx, "lexicons-garbage-1280.png")
		}
	}

	// Cancel: the worker ends, nothing is stored.
	do(t, ctx, "cancel",
		chromedp.SetValue("#lexicon-name", "Annulée", chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("lexicon-name").dispatchEvent(new Event("change", {bubbles: true}))`, nil),
		chromedp.SetUploadFiles("#lexicon-file", []string{l.path}, chromedp.ByQuery),
		chromedp.WaitVisible("#compile-cancel", chromedp.ByQuery),
		webdriver.CheckedClick("#compile-cancel", chromedp.ByQuery),
		until(`document.getElementById("lexicon-info").textContent.includes("Import annulé")`),
		chromedp.WaitNotPresent("#compile-progress", chromedp.ByQuery),
	)
	if n := storedCount(t, ctx); n != 1 {
		t.Errorf("after cancel: %d stored, want 1", n)
	}
	var names string
	do(t, ctx, "names", chromedp.Evaluate(`[...document.querySelectorAll(".lexicon-rename")].map(i => i.value).join(",")`, &names))
	if names != "Ma liste" {
		t.Errorf("stored names %q after cancel", names)
	}

	// A stored lexicon altered behind the app's back is refused: fr-libre
	// is used and the header says why.
	var done bool
	do(t, ctx, "tamper", chromedp.Evaluate(`new Promise((ok, ko) => {
		const r = indexedDB.open("duplicata-lexicons", 1);
		r.onsuccess = () => {
			const tx = r.result.transaction("lexicons", "readwrite"), st = tx.objectStore("lexicons");
			st.getAll().onsuccess = (e) => { const rec = e.target.result[0]; rec.data[rec.data.length >> 1] ^= 0x10; st.put(rec); };
			tx.oncomplete = () => { r.result.close(); ok(true); };
			tx.onerror = () => ko(tx.error);
		};
	})`, &done, awaitPromise))
	var notice string
	do(t, ctx, "reload tampered", chromedp.Reload(), ready(),
		chromedp.WaitVisible("#lexicon-notice", chromedp.ByQuery),
		chromedp.Text("#lexicon-notice", &notice, chromedp.ByQuery),
		chromedp.Text("#lexicon", &header, chromedp.ByQuery),
	)
	if !strings.Contains(notice, "Ma liste") || !strings.Contains(notice, "endommagé") || !strings.Contains(header, "fr-libre") {
		t.Errorf("tampered: notice %q, header %q", notice, header)
	}
	if !check(t, ctx, "maison") {
		t.Error("after the fallback, fr-libre should take MAISON")
	}
	screenshot(t, ctx, "lexicons-tampered-1280.png")

	// A share link of a game on « Ma liste » (named by its hash), opened
	// while fr-libre is in use: the page says which lexicon it needs.
	// The service worker does not serve a URL with a query offline: the
	// server comes back on the same origin (same IndexedDB).
	restart(t, s)
	code := share.Encode(share.Link{Seed: l.seed, Formula: "normal", Lexicon: fmt.Sprintf("%x", l.lex.Hash[:8])})
	var msg string
	do(t, ctx, "share link", chromedp.Navigate(s.URL+"?partie="+code), ready(),
		until(`document.getElementById("message").textContent.includes("Ma liste")`),
		chromedp.Text("#message", &msg, chromedp.ByQuery))
	if !strings.Contains(msg, "Cette partie a été jouée avec le lexique « Ma liste »") {
		t.Errorf("share link on another lexicon: %q", msg)
	}
	screenshot(t, ctx, "share-other-lexicon-1280.png")
	do(t, ctx, "about", chromedp.Navigate(s.URL+"a-propos"), chromedp.WaitVisible("#not-ods", chromedp.ByQuery))
	screenshot(t, ctx, "about-1280.png")

	// In-app navigation between the pages (each dismounts the last): the
	// app keeps running.
	do(t, ctx, "nav",
		webdriver.CheckedClick(`nav a[href="/lexiques"]`, chromedp.ByQuery), chromedp.WaitVisible("#lexicons", chromedp.ByQuery),
		webdriver.CheckedClick(`nav a[href="/a-propos"]`, chromedp.ByQuery), chromedp.WaitVisible("#not-ods", chromedp.ByQuery),
		webdriver.CheckedClick(`nav a[href="/"]`, chromedp.ByQuery), ready(), chromedp.WaitVisible("#lexicon-select, #lexicon-choice", chromedp.ByQuery),
		webdriver.CheckedClick(`nav a[href="/lexiques"]`, chromedp.ByQuery), chromedp.WaitVisible("#lexicons", chromedp.ByQuery), ready(),
	)
	if !check(t, ctx, "zebre") {
		t.Error("after navigating in the app, the word tools do not answer")
	}
}

func gzipBytes(t *testing.T, text string) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte(text))
	zw.Close()
	return buf.Bytes()
}

// jsBytes writes bytes as a JavaScript array literal.
func jsBytes(b []byte) string {
	parts := make([]string, len(b))
	for i, x := range b {
		parts[i] = fmt.Sprint(x)
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// restart serves the site again at the address s had.
func restart(t *testing.T, s *siteServer) {
	t.Helper()
	ln, err := net.Listen("tcp", strings.TrimSuffix(strings.TrimPrefix(s.URL, "http://"), "/"))
	if err != nil {
		t.Fatal(err)
	}
	s.srv = &http.Server{Handler: server.Handler(site)}
	go s.srv.Serve(ln)
}

// TestStoredNotBytes: a stored lexicon's record whose data is not bytes at
// all (another program's, or edited by hand) is refused as damaged, fr-libre
// used, and the engine's worker unharmed.
func TestStoredNotBytes(t *testing.T) {
	s := serve(t)
	ctx := browser(t)
	var done bool
	do(t, ctx, "store", chromedp.Navigate(s.URL+"a-propos"), ready(), chromedp.Evaluate(`new Promise((ok, ko) => {
		const r = indexedDB.open("duplicata-lexicons", 1);
		r.onupgradeneeded = () => r.result.createObjectStore("lexicons", { keyPath: "hash" });
		r.onsuccess = () => {
			const tx = r.result.transaction("lexicons", "readwrite");
			tx.objectStore("lexicons").put({ hash: "ab12", name: "Zut", words: 3, date: "2026-11-24", data: "pas des octets" });
			tx.oncomplete = () => { r.result.close(); localStorage.setItem("duplicata.lexicon", "ab12"); ok(true); };
			tx.onerror = () => ko(tx.error);
		};
	})`, &done, awaitPromise))
	var notice, header string
	do(t, ctx, "reload", chromedp.Navigate(s.URL), ready(),
		chromedp.WaitVisible("#lexicon-notice", chromedp.ByQuery),
		chromedp.Text("#lexicon-notice", &notice, chromedp.ByQuery),
		chromedp.Text("#lexicon", &header, chromedp.ByQuery))
	if !strings.Contains(notice, "« Zut »") || !strings.Contains(notice, "endommagé") || !strings.HasPrefix(header, "Lexique : fr-libre") {
		t.Errorf("a stored record without bytes: notice %q, header %q", notice, header)
	}
	do(t, ctx, "lexicons page", chromedp.Navigate(s.URL+"lexiques"), ready())
	if !check(t, ctx, "maison") {
		t.Error("after the fallback, fr-libre should take MAISON")
	}
}
