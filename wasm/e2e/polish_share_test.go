package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"duplicata/engine/record"
	"duplicata/wasm/e2e/webdriver"
)

// importFixture opens the empty library on a desktop and imports one of
// engine/record's files; it returns the file's text.
func importFixture(t *testing.T, ctx context.Context, s *siteServer, name string) string {
	t.Helper()
	path, text := recordFixture(t, name)
	do(t, ctx, "library", desktop(), chromedp.Navigate(s.URL+"bibliotheque"), ready(),
		chromedp.WaitVisible("#library-empty", chromedp.ByQuery),
		chromedp.SetUploadFiles("#import-file", []string{path}, chromedp.ByQuery),
		chromedp.WaitVisible("#entry-0", chromedp.ByQuery))
	return text
}

// TestPolishShare checks sharing and links (issue #16 items 5, 6, 7): an
// imported game's score and a French date in the library list; its share
// link copied with a confirmation; a link read once and taken off the
// address bar, so that a reload goes on with the game; a bad link says
// what is wrong.
func TestPolishShare(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	importFixture(t, ctx, s, "ffsc-normal.txt")
	var result, date string
	// The entry may show before the render that fills it has ended (seen
	// once on a loaded machine): wait for its text, not just for it.
	do(t, ctx, "list", chromedp.WaitVisible(`#entry-0 .entry-result:not(:empty)`, chromedp.ByQuery),
		chromedp.WaitVisible(`#entry-0 .entry-date:not(:empty)`, chromedp.ByQuery),
		chromedp.Text("#entry-0 .entry-result", &result, chromedp.ByQuery), chromedp.Text("#entry-0 .entry-date", &date, chromedp.ByQuery))
	if !regexp.MustCompile(`^\d+ coups · top \d+ points$`).MatchString(result) {
		t.Errorf("the imported game's result in the list: %q", result)
	}
	if !regexp.MustCompile(`^(1er|\d{1,2})\x{a0}(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à \d{1,2}\x{a0}h\x{a0}\d\d$`).MatchString(date) {
		t.Errorf("the list's date: %q", date)
	}

	// The share link, copied.
	do(t, ctx, "clipboard", cdpbrowser.GrantPermissions([]cdpbrowser.PermissionType{cdpbrowser.PermissionTypeClipboardReadWrite, cdpbrowser.PermissionTypeClipboardSanitizedWrite}).
		WithOrigin(strings.TrimSuffix(s.URL, "/")))
	var link, said, copied string
	do(t, ctx, "share", webdriver.CheckedClick("#share", chromedp.ByQuery), chromedp.WaitVisible("#share-link", chromedp.ByQuery),
		chromedp.AttributeValue("#share-link", "href", &link, nil, chromedp.ByQuery),
		webdriver.CheckedClick("#share-copy", chromedp.ByQuery), chromedp.WaitVisible(`#share-said:not(:empty)`, chromedp.ByQuery),
		chromedp.Text("#share-said", &said, chromedp.ByQuery),
		chromedp.Evaluate(`navigator.clipboard.readText()`, &copied, awaitPromise))
	if said != "Lien copié dans le presse-papiers." || copied != link || !strings.Contains(link, "?partie=") {
		t.Errorf("copy: %q, the clipboard holds %q, the link is %q", said, copied, link)
	}
	screenshot(t, ctx, "polish-share-desktop.png")

	// The link, read once: the address bar loses it.
	var search string
	do(t, ctx, "open the link", chromedp.Navigate(link), ready(), chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
		chromedp.Poll(`location.search == ""`, nil), chromedp.Evaluate(`location.search`, &search))

	// A bad game number: said.
	for _, tc := range []struct{ query, want string }{
		{"?numero=abc", "« abc » n'est pas un numéro de partie"},
		{"?numero=12&formule=zzz", "la formule « zzz » n'existe pas"},
	} {
		var msg string
		do(t, ctx, tc.query, chromedp.Navigate(s.URL+tc.query), ready(),
			chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery), chromedp.Text("#message", &msg, chromedp.ByQuery),
			chromedp.Evaluate(`location.search`, &search))
		if !strings.Contains(msg, tc.want) || search != "" {
			t.Errorf("%s: the page says %q, address %q", tc.query, msg, search)
		}
	}

	// A numbered link, started, then reloaded: the game goes on.
	var seed string
	do(t, ctx, "numbered", chromedp.Navigate(s.URL+"?numero=42&formule=normal"), ready(), chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
		chromedp.Value("#seed", &seed, chromedp.ByQuery))
	if seed != "42" {
		t.Errorf("?numero=42 gives the game number %q", seed)
	}
	do(t, ctx, "start", webdriver.CheckedClick("#new-game", chromedp.ByQuery), chromedp.WaitVisible(".rack", chromedp.ByQuery),
		chromedp.Reload(), ready(), chromedp.WaitVisible(".rack", chromedp.ByQuery))
	var form bool
	do(t, ctx, "after the reload", chromedp.Evaluate(`document.getElementById("new-game") != null`, &form))
	if form {
		t.Error("a reload after a link shows the new-game form again")
	}
}

// TestPolishExport checks that the text export keeps the player's moves
// and scores (issue #16 item 7), and that the library list shows an
// imported game's score with its player's total.
func TestPolishExport(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	text := importFixture(t, ctx, s, "game.json")
	rec, err := record.ReadJSON(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "opened", chromedp.WaitVisible("#export-text", chromedp.ByQuery))
	tops, mine := 0, 0
	for _, t := range rec.Turns {
		if t.Top != nil {
			tops += t.Top.Score
		}
		if t.Played != nil {
			mine += t.Played.Score
		}
	}
	var result string
	do(t, ctx, "list", chromedp.Text("#entry-0 .entry-result", &result, chromedp.ByQuery))
	if want := fmt.Sprintf("%d / %d · %d coups", mine, tops, len(rec.Turns)); result != want {
		t.Errorf("the list says %q, want %q", result, want)
	}
	downloads := t.TempDir()
	do(t, ctx, "downloads", cdpbrowser.SetDownloadBehavior(cdpbrowser.SetDownloadBehaviorBehaviorAllow).WithDownloadPath(downloads),
		webdriver.CheckedClick("#export-text", chromedp.ByQuery))
	var files []string
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline) && len(files) == 0; time.Sleep(100 * time.Millisecond) {
		files, _ = filepath.Glob(filepath.Join(downloads, "*.txt"))
	}
	if len(files) == 0 {
		t.Fatal("no text file downloaded")
	}
	b, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	back, err := record.ReadText(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("the text export reads back with %v:\n%s", err, b)
	}
	for i, turn := range rec.Turns {
		got, want := back.Turns[i].Played, turn.Played
		if (got == nil) != (want == nil) || got != nil && (got.Word != want.Word || got.Score != want.Score) {
			t.Errorf("turn %d: the export has the player's move %+v, the record %+v", i+1, got, want)
		}
	}
	t.Logf("the text export:\n%s", b)
}
