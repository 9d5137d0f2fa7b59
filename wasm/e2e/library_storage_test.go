package e2e

import (
	"duplicata/wasm/e2e/webdriver"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestLibraryStorage checks the library's IndexedDB database as players'
// browsers hold it: database "duplicata" at version 1, store "games" keyed
// by "id". A database of that name without the store (a browser's storage
// half cleared) makes the library say in French that it cannot be read or
// written, and the app keeps running; once the database is gone the app
// makes it again, in the same shape.
func TestLibraryStorage(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	_, eliot := recordFixture(t, "eliot-normal.xml")
	message := func(prefix string) string {
		t.Helper()
		var msg string
		do(t, ctx, "message "+prefix,
			chromedp.Poll(`document.getElementById("message").textContent.startsWith(`+strconv.Quote(prefix)+`)`, nil),
			chromedp.Text("#message", &msg, chromedp.ByQuery))
		return msg
	}
	deleteDB := chromedp.Evaluate(`new Promise((ok, ko) => {
		const r = indexedDB.deleteDatabase("duplicata");
		r.onsuccess = () => ok(true);
		r.onerror = () => ko(r.error);
		// "blocked" only says a connection of the page's is still open: the
		// app closes each one once its transaction completes, and the
		// deletion then goes on to success.
	})`, nil, awaitPromise)
	importEliot := chromedp.Tasks{setText("import-text", eliot), webdriver.CheckedClick("#import-button", chromedp.ByQuery)}

	do(t, ctx, "library", chromedp.Navigate(s.URL+"bibliotheque"), ready(),
		chromedp.WaitVisible("#library-empty", chromedp.ByQuery))

	// The database without its store.
	do(t, ctx, "a database without its store", deleteDB, chromedp.Evaluate(`new Promise((ok, ko) => {
		const r = indexedDB.open("duplicata", 1);
		r.onsuccess = () => { r.result.close(); ok(true); };
		r.onerror = () => ko(r.error);
	})`, nil, awaitPromise), chromedp.Reload(), ready())
	if msg := message("La bibliothèque n'a pas pu être lue : la bibliothèque n'a pas pu être lue : "); !strings.Contains(msg, "object stores was not found") {
		t.Errorf("reading a database without its store: %q", msg)
	}
	do(t, ctx, "import without a store", importEliot)
	if msg := message("La partie n'a pas pu être ajoutée à la bibliothèque : la partie n'a pas pu être enregistrée : "); !strings.Contains(msg, "object stores was not found") {
		t.Errorf("writing to a database without its store: %q", msg)
	}
	screenshot(t, ctx, "library-storage-error-1280x800.png")

	// No database: the app makes it, as it always has.
	do(t, ctx, "no database", deleteDB, chromedp.Reload(), ready(),
		chromedp.WaitVisible("#library-empty", chromedp.ByQuery), importEliot,
		chromedp.Poll(`document.querySelectorAll("#library li").length == 1`, nil))
	var shape string
	do(t, ctx, "the database's shape", chromedp.Evaluate(`new Promise((ok, ko) => {
		const r = indexedDB.open("duplicata");
		r.onerror = () => ko(r.error);
		r.onsuccess = () => {
			const db = r.result, st = db.transaction("games").objectStore("games"), q = st.getAll();
			q.onsuccess = () => { ok(JSON.stringify([db.version, [...db.objectStoreNames], st.keyPath, q.result.map(e => e.kind)])); db.close(); };
			q.onerror = () => ko(q.error);
		};
	})`, &shape, awaitPromise))
	if want := `[1,["games"],"id",["import"]]`; shape != want {
		t.Errorf("the library's database: %s, want %s", shape, want)
	}
	// Read back after a reload: the page lists what the store holds.
	do(t, ctx, "reload", chromedp.Reload(), ready(),
		chromedp.Poll(`document.querySelectorAll("#library li").length == 1`, nil))
}
