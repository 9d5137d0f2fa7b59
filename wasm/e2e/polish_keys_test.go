package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/wasm/e2e/webdriver"
)

// TestPolishKeyboard checks keyboard entry against taps (issue #16 item 2,
// 3): a move typed « MOT H4 » is drawn on the board as it is typed with its
// live score in training; an accented entry is read; a letter on the board
// is typed through; the messages speak of keys, not taps; the field is
// empty on the next turn.
func TestPolishKeyboard(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	do(t, ctx, "load", desktop(), chromedp.Navigate(s.URL), ready())
	p.start(game.Config{Seed: 7, Formula: "normal", Rhythm: 0, Mode: game.Training})
	m := p.tops()[0]
	word, ref := m.WordString(), m.Ref.String()

	// The reference first, then the word letter by letter: the tiles
	// appear as they are typed.
	do(t, ctx, "type the reference", webdriver.CheckedClick("#entry", chromedp.ByQuery), chromedp.SendKeys("#entry", ref+" ", chromedp.ByQuery))
	for i, ch := range strings.ToLower(word) {
		do(t, ctx, "type a letter", chromedp.SendKeys("#entry", string(ch), chromedp.ByQuery),
			chromedp.Poll(fmt.Sprintf(`document.querySelectorAll(".board .tile.placing").length == %d`, i+1), nil))
	}
	var live string
	do(t, ctx, "live score", chromedp.Poll(`document.getElementById("live").textContent.includes("pts")`, nil),
		chromedp.Text("#live", &live, chromedp.ByQuery))
	if want := fmt.Sprintf("%s %s : %d pts", word, ref, m.Score); live != want {
		t.Errorf("typed %s %s: the live score says %q, want %q", ref, word, live, want)
	}
	screenshot(t, ctx, "polish-typed.png")

	// An accent on a letter: still the move (É is E).
	accented := strings.Replace(strings.ToLower(word), "e", "é", 1)
	if !strings.Contains(accented, "é") {
		accented = strings.Replace(strings.ToLower(word), "a", "à", 1)
	}
	do(t, ctx, "accented entry", clearEntry(), chromedp.SendKeys("#entry", accented+" "+ref, chromedp.ByQuery),
		chromedp.Poll(fmt.Sprintf(`document.querySelectorAll(".board .tile.placing").length == %d`, len(word)), nil))
	p.submit(word, ref, 0, true)
	p.next()
	var entry string
	do(t, ctx, "entry emptied", chromedp.Value("#entry", &entry, chromedp.ByQuery))
	if entry != "" {
		t.Errorf("turn 2 starts with %q in the field", entry)
	}

	// The cursor on the first letter of the top on the board (arrows from
	// H8), its letter typed: the cursor goes through, no message.
	first := fmt.Sprintf("%c%d", 'A'+m.Ref.Row, m.Ref.Col+1)
	// The board has the focus after Tab from the page; an arrow starts
	// the cursor at H8.
	do(t, ctx, "focus the board", chromedp.Evaluate(`document.getElementById("board").focus()`, nil), chromedp.KeyEvent(kb.ArrowDown),
		chromedp.Poll(`!!document.querySelector(".sq.cursor")`, nil))
	arrows := map[string]string{"ArrowRight": kb.ArrowRight, "ArrowLeft": kb.ArrowLeft, "ArrowUp": kb.ArrowUp, "ArrowDown": kb.ArrowDown}
	// Bring the cursor onto the top's first letter with the arrows.
	walk := func(to string) {
		for range 30 {
			var at string
			do(t, ctx, "cursor", chromedp.Evaluate(`(document.querySelector(".sq.cursor") || {}).id || ""`, &at))
			if at == "sq-"+to {
				return
			}
			r, tr := int(at[3]-'A'), int(to[0]-'A')
			c, _ := strconv.Atoi(at[4:])
			tc, _ := strconv.Atoi(to[1:])
			key := "ArrowRight"
			switch {
			case r < tr:
				key = "ArrowDown"
			case r > tr:
				key = "ArrowUp"
			case c > tc:
				key = "ArrowLeft"
			}
			do(t, ctx, "arrow", chromedp.KeyEvent(arrows[key]),
				chromedp.Poll(`(document.querySelector(".sq.cursor") || {}).id != "`+at+`"`, nil, chromedp.WithPollingTimeout(5*time.Second)))
		}
		t.Fatalf("the cursor never reached %s", to)
	}
	walk(first)
	do(t, ctx, "type through", chromedp.KeyEvent(string(word[0])),
		chromedp.Poll(`(document.querySelector(".sq.cursor") || {}).id != "sq-`+first+`"`, nil))
	var msg, after string
	do(t, ctx, "after", chromedp.Text("#message", &msg, chromedp.ByQuery),
		chromedp.Evaluate(`(document.querySelector(".sq.cursor") || {}).id || ""`, &after))
	if msg != "" || after == "sq-"+first || after == "" {
		t.Errorf("typing %c on %s: message %q, cursor on %q", word[0], first, msg, after)
	}
	// Another letter on a board letter: the message speaks of keys.
	walk(first)
	other := "Q"
	if word[0] == 'Q' {
		other = "W"
	}
	do(t, ctx, "another letter", chromedp.KeyEvent(other), chromedp.WaitVisible(`#message:not(:empty)`, chromedp.ByQuery), chromedp.Text("#message", &msg, chromedp.ByQuery))
	if strings.Contains(msg, "Touchez") || !strings.Contains(msg, "porte déjà") {
		t.Errorf("a key on a board letter says %q", msg)
	}
}
