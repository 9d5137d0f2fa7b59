package e2e

import (
	"duplicata/wasm/e2e/webdriver"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestImportForms imports real-layout files through the library's form —
// an FFSc "En direct" export in Windows-1252 opened as a file, an Eliot
// game of three players pasted — and checks that the page says which form
// was read, the FFSc event's title and the Eliot mode; then bad files (an
// 8-tile draw in a normal game, an Eliot free game, garbage, a picture)
// each get their French message, nothing in English, and the library keeps
// its two games.
func TestImportForms(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	do(t, ctx, "library", chromedp.EmulateViewport(1280, 900), chromedp.Navigate(s.URL+"bibliotheque"), ready(),
		chromedp.WaitVisible("#library-empty", chromedp.ByQuery))

	last := ""
	message := func(what string, act chromedp.Action, prefix string) string {
		t.Helper()
		var msg string
		// Each step's message differs from the one before; go-app owns
		// the text node, so the test waits for the change. « Collez… »
		// (the form found no text) ends the wait too: a pasted text lost
		// is a failure to see, not a timeout.
		prev, _ := json.Marshal(last)
		do(t, ctx, what, act,
			chromedp.Poll(fmt.Sprintf(`(t => t != %s && (t.startsWith("Partie importée") || t.startsWith("Cette partie") || t.startsWith("Fichier") || t.startsWith("Ce fichier") || t.startsWith("La partie") || t.startsWith("Collez")))(document.getElementById("message").textContent)`, prev), nil),
			chromedp.Evaluate(`document.getElementById("message").textContent`, &msg))
		last = msg
		if !strings.HasPrefix(msg, prefix) {
			t.Errorf("%s: %q, want it to start %q", what, msg, prefix)
		}
		for _, english := range []string{"record", "turn", "line ", "draw", "the ", "game:", "bag:"} {
			if strings.Contains(msg, english) {
				t.Errorf("%s: %q: English (%q)", what, msg, english)
			}
		}
		return msg
	}
	upload := func(path string) chromedp.Action {
		return chromedp.SetUploadFiles("#import-file", []string{path}, chromedp.ByQuery)
	}
	paste := func(text string) chromedp.Action {
		// The text checked in place before the click, and the click checked
		// to land: a full run once timed out waiting for this message.
		n, _ := json.Marshal(text)
		return chromedp.Tasks{setText("import-text", text),
			chromedp.Poll(fmt.Sprintf(`document.getElementById("import-text").value == %s`, n), nil),
			webdriver.CheckedClick("#import-button", chromedp.ByQuery)}
	}

	// The FFSc export, opened: decoded from Windows-1252 (the en dash and
	// the é of the title), its title and formula line shown.
	ffscPath, _ := recordFixture(t, "ffsc-en-direct.txt")
	msg := message("open the FFSc export", upload(ffscPath),
		"Partie importée : 5 coups. Lu comme un export de la FFSc (TXT) : « Festival de Vichy 2025 – Simultané n°3 », formule « Partie normale » (ligne 3).")
	do(t, ctx, "replay", replayAt(1, 5),
		chromedp.Poll(`[...document.querySelectorAll("#library .entry-what")].some(e => e.textContent.includes("Festival de Vichy 2025 – Simultané n°3"))`, nil))
	screenshot(t, ctx, "import-ffsc-1280x900.png")
	t.Log(msg)

	// The Eliot game, pasted.
	_, eliot := recordFixture(t, "eliot-normal.xml")
	message("paste the Eliot game", paste(eliot),
		"Partie importée : 5 coups. Lu comme une partie d'Eliot (XML), mode duplicate, 3 joueurs.")
	do(t, ctx, "two games", replayAt(1, 5), chromedp.Poll(`document.querySelectorAll("#library li").length == 2`, nil),
		chromedp.ScrollIntoView("#message", chromedp.ByQuery))
	screenshot(t, ctx, "import-eliot-1280x900.png")

	// Bad files: French messages naming the line and what is wrong.
	dir := t.TempDir()
	bad := filepath.Join(dir, "huit.txt")
	if err := os.WriteFile(bad, []byte("Partie normale\r\n1.\tABCDEFGH\r\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	message("an 8-tile draw", upload(bad),
		"Fichier FFSc (TXT) illisible à la ligne 2 : le tirage « ABCDEFGH » a plus de lettres que la formule n'en donne : la formule indiquée est-elle la bonne\u00a0? Rien n'a été ajouté à la bibliothèque.")
	screenshot(t, ctx, "import-bad-ffsc-1280x900.png")
	message("an Eliot free game", paste("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<EliotGame format=\"2\">\n<Game>\n<Mode>freegame</Mode>\n</Game>\n</EliotGame>\n"),
		"Fichier Eliot (XML) illisible à la ligne 4 : c'est une partie libre d'Eliot, pas une partie en duplicate : Duplicata ne lit que le duplicate.")
	message("a truncated Eliot game", paste(eliot[:len(eliot)/2]), "Fichier Eliot (XML) illisible à la ligne ")
	message("garbage", paste("Bonjour,\nvoici ma partie de dimanche.\n"),
		"Fichier FFSc (TXT) illisible à la ligne 2 : aucun coup n'y figure")
	png := filepath.Join(dir, "grille.png")
	if err := os.WriteFile(png, []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	message("a picture", upload(png), "Ce fichier n'est pas une partie : c'est un fichier binaire")
	screenshot(t, ctx, "import-binary-1280x900.png")

	var count int
	do(t, ctx, "count", chromedp.Evaluate(`document.querySelectorAll("#library li").length`, &count))
	if count != 2 {
		t.Errorf("%d games in the library after the bad files, want 2", count)
	}

	// On a phone, the long notice wraps without overflowing.
	do(t, ctx, "phone", chromedp.EmulateViewport(360, 640))
	message("the FFSc export again", upload(ffscPath), "Cette partie est déjà dans la bibliothèque (Importée, ")
	// (The page's header is the shell's: only the notice and the form
	// are checked here.)
	var wide []string
	do(t, ctx, "wide", chromedp.Evaluate(`[...document.querySelectorAll("#message, #import, #import *")].filter(e => e.getBoundingClientRect().right > window.innerWidth).map(e => e.tagName + "#" + e.id)`, &wide))
	if len(wide) > 0 {
		t.Errorf("wider than the 360 px viewport: %v", wide)
	}
	do(t, ctx, "the notice in view", chromedp.ScrollIntoView("#message", chromedp.ByQuery))
	screenshot(t, ctx, "import-ffsc-360x640.png")
}
