//go:build unix

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// replyLog, in every document, wraps the engine worker's onmessage (set by
// engine.js, then by the page's Go): after the page's handler of each
// message, it notes the message, whether the element
// window.duplicataDrawnId names is on the page by then, in the message's
// own task, and how many lines the route sheet has.
const replyLog = `(() => {
	const W = window.Worker;
	if (!W) return;
	const d = Object.getOwnPropertyDescriptor(W.prototype, "onmessage");
	window.duplicataReplies = [];
	window.Worker = function (...args) {
		const w = new W(...args);
		Object.defineProperty(w, "onmessage", {
			get() { return d.get.call(w); },
			set(f) {
				d.set.call(w, f && function (ev) {
					const r = f.call(this, ev);
					if (typeof ev.data === "string" && !ev.data.includes('"type":"progress"')) {
						const id = window.duplicataDrawnId;
						window.duplicataReplies.push({ data: ev.data, drawn: !!(id && document.getElementById(id)), sheet: document.querySelectorAll("#sheet tbody tr").length });
					}
					return r;
				});
			},
		});
		return w;
	};
	window.Worker.prototype = W.prototype;
})()`

// TestReplyDrawnInItsTask holds the page to drawing the engine's reply
// that a player waits for in the reply's own task (ui.Client.Ask's
// drawNow, wasm/app/overlay/draw.go.txt): the new game's draw and the
// top's correction are on the page when the reply's message handler
// returns. go-app as published draws on a tick 8.3 ms after the tap: a
// reply that came sooner waited for it, one that came later waited 8.3 ms
// more (docs/PERFORMANCE.md, "Turns on the phone (14)"). The route
// sheet's new line is not: it comes a painted frame later (Sheet.OnUpdate,
// "Turns on the phone (15)"), and then it does come.
func TestReplyDrawnInItsTask(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	do(t, ctx, "open", onEveryDocument(replyLog), chromedp.Navigate(s.URL), ready())
	const id = `document.getElementById`
	// tap taps the element of id click, the log emptied, and waits for
	// the element of id drawn; it returns the first reply logged after
	// the tap.
	tap := func(what, click, drawn string) (reply struct {
		Data  string
		Drawn bool
		Sheet int
	}) {
		t.Helper()
		do(t, ctx, what,
			chromedp.Evaluate(`window.duplicataReplies.length = 0; window.duplicataDrawnId = "`+drawn+`"; `+id+`("`+click+`").click()`, nil),
			chromedp.WaitVisible("#"+drawn, chromedp.ByQuery),
			chromedp.Evaluate(`window.duplicataReplies[0] || {data: "", drawn: false}`, &reply))
		if reply.Data == "" {
			t.Fatalf("%s: no reply from the engine logged", what)
		}
		return reply
	}
	do(t, ctx, "the new-game form, game 42", seed42Form())
	if r := tap("new game", "new-game", "rack-0"); !r.Drawn {
		t.Errorf("the new game's reply (%.200s…) was drawn after its task: the rack was not on the page when it returned", r.Data)
	}
	// A pass: the first tap on an empty hand-in asks to confirm it.
	do(t, ctx, "first hand-in",
		chromedp.Evaluate(id+`("submit").click()`, nil),
		chromedp.Poll(`(m => m && m.textContent.includes("passer"))(`+id+`("message"))`, nil))
	r := tap("hand-in", "submit", "top")
	if !strings.Contains(r.Data, `"result"`) {
		t.Fatalf("the first reply after the hand-in is not the correction: %.200s…", r.Data)
	}
	if !r.Drawn {
		t.Errorf("the correction's reply (%.200s…) was drawn after its task: the top was not on the page when it returned", r.Data)
	}
	if r.Sheet != 0 {
		t.Errorf("the route sheet had %d lines when the correction's reply was drawn: its line should come a frame later", r.Sheet)
	}
	var lines int
	do(t, ctx, "the sheet's line",
		chromedp.WaitReady(`#sheet tbody tr[data-turn="1"]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelectorAll("#sheet tbody tr").length`, &lines))
	if lines != 1 {
		t.Errorf("the route sheet has %d lines after turn 1's correction, want 1", lines)
	}
}
