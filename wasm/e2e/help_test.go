package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"duplicata/wasm/e2e/webdriver"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
)

// TestHelp opens « Aide » from the header: its parts, the FISF's rules
// linked, and the keys — the « Raccourcis » list of the board, line for line.
func TestHelp(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	var titles []string
	var keys, does []string
	var rules, current string
	var ok bool
	do(t, ctx, "aide", desktop(), chromedp.Navigate(s.URL), ready(),
		webdriver.CheckedClick(`.nav-link[href="/aide"]`, chromedp.ByQuery), chromedp.WaitVisible("#help", chromedp.ByQuery),
		chromedp.Evaluate(`[...document.querySelectorAll("#help h2")].map(h => h.textContent)`, &titles),
		chromedp.Evaluate(`[...document.querySelectorAll("#help-shortcuts dt")].map(e => e.textContent)`, &keys),
		chromedp.Evaluate(`[...document.querySelectorAll("#help-shortcuts dd")].map(e => e.textContent)`, &does),
		chromedp.AttributeValue("#fisf-rules", "href", &rules, &ok, chromedp.ByQuery),
		chromedp.Text(`.nav-link[aria-current="page"]`, &current, chromedp.ByQuery),
	)
	screenshot(t, ctx, "help-1280.png")
	want := []string{"Le duplicate en quelques mots", "Poser les lettres", "Les verdicts", french.Shortcuts}
	if strings.Join(titles, "|") != strings.Join(want, "|") {
		t.Errorf("the help's parts: %q, want %q", titles, want)
	}
	if rules != ui.FISFRulesURL || current != "Aide" {
		t.Errorf("the FISF's rules link %q (want %q), current page %q", rules, ui.FISFRulesURL, current)
	}
	if len(keys) != len(french.ShortcutList) || len(does) != len(keys) {
		t.Fatalf("%d keys, %d descriptions; the « Raccourcis » list has %d", len(keys), len(does), len(french.ShortcutList))
	}
	for i, k := range french.ShortcutList {
		if keys[i] != k.Keys || does[i] != k.Does {
			t.Errorf("key %d: %q %q, want %q %q", i, keys[i], does[i], k.Keys, k.Does)
		}
	}
	do(t, ctx, "phone", phone(), chromedp.Reload(), chromedp.WaitVisible("#help", chromedp.ByQuery))
	screenshot(t, ctx, "help-360.png")
}
