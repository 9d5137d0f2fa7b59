package e2e

// Every select of every page, walked through all its options and back to
// the first (issue 25: « Toutes » chosen again sent its label as the
// filter, because go-app writes no empty value attribute).

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"duplicata/engine/game"
	"duplicata/engine/stats"
	"duplicata/wasm/e2e/webdriver"
	"duplicata/wasm/ui/french/frenchtest"
)

// walkSelects walks each select named, in the page shown: every option is
// chosen in turn, then the first again. Each option must have its value
// written; once chosen, the page must keep it chosen and check(value) must
// hold (a JavaScript expression polled until true), value as the page
// keeps it (ui.Options writes the empty value "*"). The page must hold no
// other select than those named, so that a select added later is walked
// too.
func walkSelects(t *testing.T, ctx context.Context, page string, checks map[string]func(value string) string) {
	t.Helper()
	var ids []string
	do(t, ctx, page+": selects", chromedp.Evaluate(`[...document.querySelectorAll("select")].map(s => s.id)`, &ids))
	var named []string
	for id := range checks {
		named = append(named, id)
	}
	slices.Sort(ids)
	slices.Sort(named)
	if !slices.Equal(ids, named) {
		t.Errorf("%s: the page's selects are %v, the test walks %v", page, ids, named)
	}
	for _, id := range named {
		var options []struct {
			Value  string
			Label  string
			Valued bool
		}
		do(t, ctx, page+" "+id, chromedp.Evaluate(fmt.Sprintf(`[...document.getElementById(%q).options].map(o => ({value: o.value, label: o.textContent, valued: o.hasAttribute("value")}))`, id), &options))
		if len(options) < 2 {
			t.Errorf("%s #%s: %d options", page, id, len(options))
			continue
		}
		order := make([]int, 0, len(options))
		for i := 1; i < len(options); i++ {
			order = append(order, i)
		}
		order = append(order, 0)
		for _, i := range order {
			o := options[i]
			if !o.Valued {
				t.Errorf("%s #%s: option « %s » has no value", page, id, o.Label)
			}
			what := fmt.Sprintf("%s #%s « %s »", page, id, o.Label)
			var chosen string
			// The page's state is read back from the select once the page
			// has drawn itself again after the change.
			err := within(ctx, 30*time.Second,
				chromedp.Evaluate(fmt.Sprintf(`(() => { const s = document.getElementById(%q); s.selectedIndex = %d; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`, id, i), nil),
				chromedp.Poll(checks[id](strings.TrimPrefix(o.Value, "*")), nil),
				chromedp.Evaluate(fmt.Sprintf(`(() => { const s = document.getElementById(%q); return s.options[s.selectedIndex].textContent; })()`, id), &chosen))
			if err != nil {
				failure(t, ctx)
				t.Errorf("%s: %v", what, err)
				continue
			}
			if chosen != o.Label {
				t.Errorf("%s: the select shows « %s » after the page drew itself again", what, chosen)
			}
		}
	}
	// The page's text, its selects walked, reads as French.
	var text string
	do(t, ctx, page+": text", chromedp.Evaluate(`document.body.innerText`, &text))
	if f := frenchtest.Faults(text); len(f) > 0 {
		t.Errorf("%s: %v", page, f)
	}
}

// within runs actions with a timeout of their own, so that a check that never
// holds fails that option alone.
func within(ctx context.Context, d time.Duration, actions ...chromedp.Action) error {
	tctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	return chromedp.Run(tctx, actions...)
}

// settled is true once go-app has drawn the page after an event.
func settled(expr string) string {
	return `new Promise(ok => requestAnimationFrame(() => setTimeout(() => ok(` + expr + `), 0)))`
}

// TestSelects walks the selects of the solo form, topping, the library,
// the settings, the statistics (with engine/stats' fixture library: the
// games counted are stats.Compute's for each filter) and the full analysis
// of a turn (the list answers the query chosen; the lengths add up to the
// whole list).
func TestSelects(t *testing.T) {
	games, data := fixtureLibrary(t)
	ctx := browser(t)
	s := serve(t)
	installJS(t, ctx, trainingJS)
	same := func(id string) func(string) string {
		return func(v string) string {
			return settled(fmt.Sprintf(`document.getElementById(%q).value.replace(/^[*]$/, "") == %q`, id, v))
		}
	}
	// The settings: each choice is stored.
	do(t, ctx, "settings", chromedp.Navigate(s.URL+"reglages"), ready(), chromedp.WaitVisible("#set-formula", chromedp.ByQuery))
	walkSelects(t, ctx, "Réglages", map[string]func(string) string{
		"set-formula": func(v string) string {
			return fmt.Sprintf(`(JSON.parse(localStorage.getItem("duplicata.settings") || "{}").formula || "normal") == %q`, v)
		},
		"set-rhythm": func(v string) string {
			return fmt.Sprintf(`String(JSON.parse(localStorage.getItem("duplicata.settings") || "{}").rhythm || 0) == %q`, v)
		},
	})
	shots(t, ctx, "selects-settings")

	// The library, then the statistics over engine/stats' fixture library.
	do(t, ctx, "library", chromedp.Navigate(s.URL+"bibliotheque"), ready(), chromedp.WaitVisible("#draws-formula", chromedp.ByQuery),
		putLibrary(data))
	// Opened again, the library lists them; each filter chosen says how
	// many games it shows, and back on its first option, all of them.
	do(t, ctx, "library again", chromedp.Navigate(s.URL+"bibliotheque"), ready(), chromedp.WaitVisible("#library li", chromedp.ByQuery))
	filtered := func(v string) string {
		if v == "" || v == "0" { // every formula or mode; every date (0 days: no limit)
			return settled(`document.getElementById("filter-count").textContent == "Toutes les parties sont affichées."`)
		}
		return settled(`/ sur \d/.test(document.getElementById("filter-count").textContent)`)
	}
	walkSelects(t, ctx, "Bibliothèque", map[string]func(string) string{"draws-formula": same("draws-formula"),
		"filter-date": filtered, "filter-formula": filtered, "filter-mode": filtered})

	do(t, ctx, "stats", chromedp.Navigate(s.URL+"statistiques"), ready(), chromedp.WaitVisible("#st-games", chromedp.ByQuery))
	var f stats.Filter
	counted := func(set func(v string)) func(string) string {
		return func(v string) string {
			set(v)
			n := stats.Compute(games, f).Games
			if n == 0 {
				return settled(`document.getElementById("st-empty") != null`)
			}
			return settled(fmt.Sprintf(`document.getElementById("st-games") != null && document.getElementById("st-games").textContent == "%d"`, n))
		}
	}
	walkSelects(t, ctx, "Statistiques", map[string]func(string) string{
		"st-formula": counted(func(v string) { f.Formula = v }),
		"st-mode":    counted(func(v string) { f.Mode = game.Mode(v) }),
		"st-rhythm": counted(func(v string) {
			f.Rhythm = nil
			if n, err := strconv.Atoi(v); err == nil {
				f.Rhythm = &n
			}
		}),
		"st-period": counted(func(v string) {
			f.From = time.Time{}
			switch v {
			case "30":
				f.From = time.Now().AddDate(0, 0, -30)
			case "365":
				f.From = time.Now().AddDate(-1, 0, 0)
			}
		}),
	})
	shots(t, ctx, "selects-stats")

	do(t, ctx, "topping", chromedp.Navigate(s.URL+"topping"), ready(), chromedp.WaitVisible("#limit", chromedp.ByQuery))
	walkSelects(t, ctx, "Topping", map[string]func(string) string{"formula": same("formula"), "limit": same("limit")})

	// The solo form, then a game to its first reveal and the analysis.
	withSettings(t, ctx, s.URL, map[string]any{"rhythm": 0})
	do(t, ctx, "solo", chromedp.Navigate(s.URL), ready(), chromedp.WaitEnabled("#new-game", chromedp.ByQuery))
	walkSelects(t, ctx, "Solo", map[string]func(string) string{"formula": same("formula"), "rhythm": same("rhythm")})
	do(t, ctx, "new game", chromedp.SetValue("#seed", "42", chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("seed").dispatchEvent(new Event("input", {bubbles: true}))`, nil),
		webdriver.CheckedClick("#new-game", chromedp.ByQuery), chromedp.WaitVisible("#rack-0", chromedp.ByQuery),
		chromedp.Evaluate(`__turn("")`, nil, awaitPromise),
		webdriver.CheckedClick("#analyse", chromedp.ByQuery), chromedp.WaitVisible("#an-list .analysis-move", chromedp.ByQuery))
	var all int
	do(t, ctx, "all", chromedp.Evaluate(`+document.getElementById("an-count").dataset.matched`, &all))
	// The list shown answers the query chosen, without an error.
	answers := func(field string) func(string) string {
		return func(v string) string {
			return fmt.Sprintf(`(() => { const c = document.getElementById("an-count"), m = document.getElementById("an-message");
				return c && m && m.textContent == "" && (c.dataset[%q] || "") == %q; })()`, field, v)
		}
	}
	lengths := 0
	walkSelects(t, ctx, "Analyse", map[string]func(string) string{
		"an-direction": answers("direction"),
		"an-length":    answers("length"),
	})
	// Each length chosen again, its moves counted: they add up to the list.
	for n := 2; n <= 15; n++ {
		var matched int
		err := within(ctx, 30*time.Second,
			choose("an-length", strconv.Itoa(n)),
			chromedp.Poll(answers("length")(strconv.Itoa(n)), nil),
			chromedp.Evaluate(`+document.getElementById("an-count").dataset.matched`, &matched))
		if err != nil {
			t.Fatalf("length %d: %v", n, err)
		}
		lengths += matched
	}
	if lengths != all {
		t.Errorf("the lengths list %d moves in all, the whole list %d", lengths, all)
	}
	do(t, ctx, "all lengths", choose("an-length", "0"),
		chromedp.Poll(answers("length")("0"), nil))
	shots(t, ctx, "selects-analysis")
}
