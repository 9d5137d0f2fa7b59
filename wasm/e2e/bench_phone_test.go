//go:build unix

package e2e

import (
	"context"
	"fmt"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The devices TestBenchWeb emulates, the actions it times after a start
// and the memory it reads after one.

// device is what a visit emulates.
type device struct {
	name          string
	width, height int64
	mobile        bool    // touch and a mobile viewport
	scale         float64 // deviceScaleFactor
	cpu           float64 // the page's CPU slowdown (1: none)
	net           *shaping
}

// shaping is a device's network: latency before each response's header,
// and one downlink of down bytes/s that all its responses share.
type shaping struct {
	latency time.Duration
	down    float64
}

// fast4G is Chrome DevTools' "Fast 4G" preset (devtools-frontend,
// front_end/core/sdk/NetworkManager.ts, Fast4GConditions): 9 Mbit/s down
// and 1.5 Mbit/s up, each derated by 0.9, and a 60 ms round trip times
// 2.75, the latency a request sees: 1,012,500 B/s down, 168,750 B/s up,
// 165 ms. The front server applies it (shape), not CDP's
// Network.emulateNetworkConditions: that shapes the page's own requests
// only, and most of a first visit's bytes are fetched by the service
// worker (the precache, and app.wasm itself once the worker claims the
// page) and by the engine's worker, other targets; with it on the page,
// app.wasm (13 MB from the plain server) arrived at full loopback speed.
// The upload is not shaped: requests are a few hundred bytes.
var fast4G = &shaping{latency: 165 * time.Millisecond, down: 9e6 / 8 * 0.9}

// devices are measured in turn in every round: a desktop at this
// machine's speed, and a mid-range phone as the issue describes it (#27).
// CDP slows the page's main thread only: the engine's Web Worker keeps
// this machine's speed, so a real phone is slower still.
var devices = []device{
	{name: "desktop", width: 1280, height: 800, scale: 1, cpu: 1},
	{name: "phone", width: 390, height: 844, mobile: true, scale: 2, cpu: 4, net: fast4G},
}

// emulate sets the device's screen and CPU on the tab; they hold across
// reloads. It also turns off DevTools' network agent, which chromedp
// turns on in every target it attaches to: the agent keeps each
// response's body for DevTools, and at the end of app.wasm's 11.5 MB it
// held the page's main thread for ~0.4–0.6 s of a phone's 4×-slowed
// later opening, inside ResponseBodyLoader::DidFinishLoadingBody. No
// player has DevTools open: with the agent, the bench measured itself
// (bench-turns, the agent off and on in turn: form usable 1.4–1.8 s
// against 2.0–2.9 s; docs/PERFORMANCE.md, "The bench measured itself
// (10)").
func (d device) emulate() chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		if err := network.Disable().Do(ctx); err != nil {
			return err
		}
		opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(d.scale)}
		if d.mobile {
			opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateTouch)
		}
		if err := chromedp.EmulateViewport(d.width, d.height, opts...).Do(ctx); err != nil {
			return err
		}
		if d.cpu > 1 {
			return emulation.SetCPUThrottlingRate(d.cpu).Do(ctx)
		}
		return nil
	})
}

// shape serves h through the device's network (h itself with none).
func (d device) shape(h http.Handler) http.Handler {
	if d.net == nil {
		return h
	}
	l := &link{shaping: *d.net}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(l.latency)
		h.ServeHTTP(&shapedWriter{ResponseWriter: w, link: l}, r)
	})
}

// link is one device's downlink: the time its last byte sent leaves.
type link struct {
	shaping
	mu   sync.Mutex
	next time.Time
}

// wait returns when n more bytes have gone down the link.
func (l *link) wait(n int) {
	l.mu.Lock()
	now := time.Now()
	if l.next.Before(now) {
		l.next = now
	}
	l.next = l.next.Add(time.Duration(float64(n) / l.down * float64(time.Second)))
	until := l.next
	l.mu.Unlock()
	time.Sleep(time.Until(until))
}

type shapedWriter struct {
	http.ResponseWriter
	link *link
}

// Write sends b in slices of 16 KB, each once the link has carried it.
func (w *shapedWriter) Write(b []byte) (int, error) {
	n := 0
	for len(b) > 0 {
		c := b[:min(len(b), 16<<10)]
		w.link.wait(len(c))
		m, err := w.ResponseWriter.Write(c)
		n += m
		if err != nil {
			return n, err
		}
		w.Flush()
		b = b[len(c):]
	}
	return n, nil
}

func (w *shapedWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// benchJS, in every document: window.duplicataBenchAct(act, done) does
// act (a click, as a tap would) and resolves when done() first holds,
// checked at every change of the document, with the time from the click
// to that change (dom) and to the end of the frame that draws it (shown:
// a task queued from the next animation frame runs after its paint; see
// settled below). And
// the page's Go-wasm memory, caught as the program is instantiated
// (go-app keeps its Go instance in a closure).
const benchJS = `(() => {
	// The worker's first reply after a tap, seen as it arrives (a listener
	// of its own, added before the page's): the wait for the engine,
	// apart from the page's own work.
	const W = window.Worker;
	if (W) {
		window.Worker = function (...args) {
			const w = new W(...args);
			w.addEventListener("message", (m) => {
				if (!window.duplicataBenchReply && typeof m.data === "string" && !m.data.includes('"type":"progress"')) window.duplicataBenchReply = performance.now();
			});
			return w;
		};
		window.Worker.prototype = W.prototype;
	}
	window.duplicataBenchAct = (act, done) => new Promise((resolve, reject) => {
		let over = false;
		window.duplicataBenchReply = 0;
		const count = window.duplicataDOM;
		if (count) count.n = {};
		const t0 = performance.now();
		const check = () => {
			if (over) return;
			let ok = false;
			try { ok = !!done(); } catch (_) { }
			if (!ok) return;
			over = true;
			obs.disconnect();
			const dom = performance.now() - t0;
			const reply = window.duplicataBenchReply ? window.duplicataBenchReply - t0 : 0;
			// shown: the first task after the frame that draws it, taken
			// ahead of the tasks already queued (scheduler.postTask's
			// user-blocking priority, Chromium): the page's own work queued
			// for after the paint (ui.Later's content, the save) does not
			// delay what is on screen. settled: a plain task after the
			// frame, queued behind that work (the measure until 2026-11-28).
			requestAnimationFrame(() => {
				let shown = 0;
				let calls = null;
				const done = () => { if (shown) resolve({ dom, reply, shown, settled: performance.now() - t0, calls, callsSettled: count ? Object.assign({}, count.n) : null }); };
				const first = () => { shown = performance.now() - t0; if (count) calls = Object.assign({}, count.n); };
				if (self.scheduler && scheduler.postTask) scheduler.postTask(first, { priority: "user-blocking" });
				else setTimeout(first, 0);
				setTimeout(function wait() { if (shown) done(); else setTimeout(wait, 0); }, 0);
			});
		};
		const obs = new MutationObserver(check);
		obs.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
		try { act(); } catch (e) { over = true; obs.disconnect(); reject(e); return; }
		check();
	});
	for (const k of ["instantiateStreaming", "instantiate"]) {
		const f = WebAssembly[k];
		if (!f) continue;
		WebAssembly[k] = function (...args) {
			return f.apply(this, args).then((r) => {
				const inst = r.instance || r;
				if (inst.exports && inst.exports.mem) window.duplicataBenchMem = inst.exports.mem;
				return r;
			});
		};
	}
})()`

// The actions playFlows times, in their order.
const (
	newGame      = iota // « Commencer la partie » → the turn's hand-in button usable
	correction          // the hand-in (a pass, confirmed) → the top shown with « Suivant »
	analysisPage        // « Analyse complète » → its first page of moves
	pageChange          // « Suivants → » → the next page
	// correction10 is the hand-in → the top shown at turn 10, each turn
	// before it passed (« Coup suivant » puts the top on the board): a
	// mid-game draw has hundreds of moves where the first has tens.
	correction10
	actions
)

// actionNames name the actions in the bench's tables.
var actionNames = [actions]string{"new game", "correction", "analysis", "page change", "corr. turn 10"}

// flows are the times of a game's actions (indexed by newGame…), in ms
// from the tap.
type flows struct {
	// Shown is to the result drawn (the first task after its frame).
	Shown [actions]float64
	// Replies are to the engine's reply arriving on the page: the rest
	// is the page's.
	Replies [actions]float64
	// Settled are to a plain task queued after the frame: shown plus the
	// page's own work queued for after its paint (the bench's measure of
	// the actions until 2026-11-28).
	Settled [actions]float64
	// Calls are the DOM's calls from the tap to the result shown, by
	// method, once countDOM is in the page (nil before); CallsSettled to
	// settled, with the page's work drawn a frame after the result.
	Calls, CallsSettled [actions]map[string]int
}

// pace is the time a player takes to read a screen before the next tap
// (playFlows). Until 2026-11-27 the bench tapped at once, as no player
// does: an action then paid for the previous one's work after its paint.
const pace = time.Second

// countDOM, evaluated in a page, counts the calls the page makes to the
// DOM's methods and setters that go-app and the app's markup use
// (window.duplicataDOM.n, by name, elements made by tag;
// duplicataBenchAct resets it at the tap and reads it when the result is
// shown and when settled). Each such call from Go crosses syscall/js, so
// their number is the page's work that a profile's noise does not blur. A
// count moves only where the frames fall otherwise: the busy state's frame
// before the engine's reply, the parts drawn a frame later (ui.Later),
// before or after the mark. The wrappers cost a little: the bench times
// nothing while they are in.
const countDOM = `(() => {
	if (window.duplicataDOM) return;
	const c = window.duplicataDOM = { n: {} };
	const add = (k) => { c.n[k] = (c.n[k] || 0) + 1; };
	const wrap = (proto, name) => {
		const f = proto[name];
		proto[name] = function (...args) { add(name); return f.apply(this, args); };
	};
	// Elements made, by tag: what go-app mounts one call each.
	for (const m of ["createElement", "createElementNS"]) {
		const f = Document.prototype[m];
		Document.prototype[m] = function (...args) { add("<" + args[args.length - 1] + ">"); return f.apply(this, args); };
	}
	wrap(Document.prototype, "createTextNode");
	for (const m of ["setAttribute", "removeAttribute"]) wrap(Element.prototype, m);
	for (const m of ["appendChild", "insertBefore", "removeChild", "replaceChild"]) wrap(Node.prototype, m);
	for (const m of ["addEventListener", "removeEventListener"]) wrap(EventTarget.prototype, m);
	const setter = (proto, name) => {
		const d = Object.getOwnPropertyDescriptor(proto, name);
		Object.defineProperty(proto, name, { ...d, set(v) { add(name); d.set.call(this, v); } });
	};
	setter(Element.prototype, "innerHTML");
	setter(Node.prototype, "nodeValue");
	setter(Node.prototype, "textContent");
	setter(HTMLInputElement.prototype, "value");
})()`

// callsLine says a count of countDOM: the total, then by method, most first.
func callsLine(n map[string]int) string {
	type kv struct {
		k string
		v int
	}
	var all []kv
	total := 0
	for k, v := range n {
		all = append(all, kv{k, v})
		total += v
	}
	sort.Slice(all, func(i, j int) bool { return all[i].v > all[j].v || all[i].v == all[j].v && all[i].k < all[j].k })
	var parts []string
	for _, e := range all {
		parts = append(parts, fmt.Sprintf("%s %d", e.k, e.v))
	}
	return fmt.Sprintf("%d (%s)", total, strings.Join(parts, ", "))
}

// act times one tap, action i of f, the click and the condition given as
// expressions.
func act(f *flows, i int, click, done string) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		var r struct {
			Dom, Reply, Shown, Settled float64
			Calls, CallsSettled        map[string]int
		}
		js := fmt.Sprintf(`duplicataBenchAct(() => { %s }, () => %s)`, click, done)
		if err := chromedp.Evaluate(js, &r, awaitPromise).Do(ctx); err != nil {
			return fmt.Errorf("%s: %w", actionNames[i], err)
		}
		f.Shown[i], f.Replies[i], f.Settled[i], f.Calls[i], f.CallsSettled[i] = r.Shown, r.Reply, r.Settled, r.Calls, r.CallsSettled
		return nil
	})
}

// playFlows starts a game from the solo page once the engine is ready and
// times its first actions. The seed is fixed (42), the clock off, so that
// every build and device sees the same turn. Each timed tap comes a
// player's glance (pace) after the screen it answers: what the page does
// once the result is painted (the parts drawn a frame later, the save, the
// idle collection) is done while the player reads, not in the next tap's
// time, as it is for a player.
func playFlows(f *flows) chromedp.Action {
	const id = `document.getElementById`
	return chromedp.Tasks{
		seed42Form(),
		chromedp.ActionFunc(func(ctx context.Context) error {
			return chromedp.Tasks{
				chromedp.Sleep(pace),
				act(f, newGame, id+`("new-game").click()`,
					`(s => `+id+`("rack-0") && s && !s.disabled)(`+id+`("submit"))`),
				// The first tap on an empty hand-in asks to confirm the
				// pass; the second, timed, hands it in.
				chromedp.Sleep(pace),
				chromedp.Evaluate(id+`("submit").click()`, nil),
				chromedp.Poll(`(m => m && m.textContent.includes("passer"))(`+id+`("message"))`, nil),
				chromedp.Sleep(pace),
				act(f, correction, id+`("submit").click()`,
					`(t => t && t.dataset.score && `+id+`("next"))(`+id+`("top"))`),
				chromedp.Sleep(pace),
				act(f, analysisPage, id+`("analyse").click()`,
					`document.querySelector("#an-list .analysis-move")`),
				chromedp.WaitEnabled("#an-next", chromedp.ByQuery),
				chromedp.Sleep(pace),
				act(f, pageChange, `window.duplicataBenchCount = `+id+`("an-count").textContent; `+id+`("an-next").click()`,
					id+`("an-count").textContent != window.duplicataBenchCount && document.querySelector("#an-list .analysis-move")`),
				passTo(10),
				chromedp.Sleep(pace),
				act(f, correction10, id+`("submit").click()`,
					`(t => t && t.dataset.score && `+id+`("next"))(`+id+`("top"))`),
			}.Do(ctx)
		}),
	}
}

// seed42Form opens the new-game form (« Nouvelle partie » when a game is
// on screen) and sets it to game 42, no clock: every build and device the
// benches compare sees the same turns.
func seed42Form() chromedp.Action {
	return chromedp.Tasks{
		chromedp.Evaluate(`(b => b && b.click())(document.getElementById("new"))`, nil),
		chromedp.WaitEnabled("#new-game", chromedp.ByQuery),
		chromedp.SetValue("#seed", "42", chromedp.ByQuery),
		chromedp.SetValue("#rhythm", "0", chromedp.ByQuery),
		chromedp.Evaluate(`["seed", "rhythm"].forEach(id => document.getElementById(id).dispatchEvent(new Event(id == "seed" ? "input" : "change", {bubbles: true})))`, nil),
	}
}

// passTo goes on from a turn's correction to turn's hand-in, every turn
// between passed: « Coup suivant », then « Valider » twice (a pass is
// confirmed), untimed. « Coup suivant » is clicked as a tap clicks it
// (detail 1): click() makes a click with no mouse clicks, as Enter does,
// and the page then puts the focus in the field for the keyboard, which
// a tap does not.
func passTo(turn int) chromedp.Action {
	const id = `document.getElementById`
	return chromedp.ActionFunc(func(ctx context.Context) error {
		for {
			var at int
			err := chromedp.Run(ctx,
				chromedp.Evaluate(id+`("next").dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true, view: window, detail: 1}))`, nil),
				chromedp.Poll(`(s => !`+id+`("next") && s && !s.disabled && `+id+`("rack-0"))(`+id+`("submit"))`, nil),
				chromedp.Evaluate(`parseInt(document.querySelector(".status .turn, #turn")?.textContent.replace(/\D+/g, "") || "0", 10)`, &at),
				chromedp.Sleep(pace/4),
				chromedp.Evaluate(id+`("submit").click()`, nil),
				chromedp.Poll(`(m => m && m.textContent.includes("passer"))(`+id+`("message"))`, nil))
			if err != nil {
				return fmt.Errorf("passing to turn %d: %w", turn, err)
			}
			if at >= turn {
				return nil
			}
			if err := chromedp.Run(ctx,
				chromedp.Evaluate(id+`("submit").click()`, nil),
				chromedp.Poll(`(t => t && t.dataset.score && `+id+`("next"))(`+id+`("top"))`, nil)); err != nil {
				return fmt.Errorf("passing to turn %d: %w", turn, err)
			}
		}
	})
}

// memory is what the page and the engine's worker hold, in MB: the JS
// heaps (CDP Runtime.getHeapUsage, used) and the Go-wasm linear memories
// (the Go program's heap, stacks and data: it grows and never shrinks).
// Not performance.measureUserAgentSpecificMemory: it needs cross-origin
// isolation, which the site does not ask for.
type memory struct {
	PageJS, PageGo, WorkerJS, WorkerGo float64
}

// readMemory reads the page's memory and, attached to the engine's worker
// (a dedicated worker running /worker.js), the worker's. The worker's
// contexts are left to the caller to cancel: cancelling closes the target,
// which ends the worker.
func readMemory(m *memory, cancels *[]func()) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		used, _, _, _, err := runtime.GetHeapUsage().Do(ctx)
		if err != nil {
			return err
		}
		m.PageJS = used / 1e6
		if err := chromedp.Evaluate(`window.duplicataBenchMem ? duplicataBenchMem.buffer.byteLength / 1e6 : 0`, &m.PageGo).Do(ctx); err != nil {
			return err
		}
		targets, err := chromedp.Targets(ctx)
		if err != nil {
			return err
		}
		var tried []string
		for _, ti := range targets {
			if ti.Type != "worker" || !strings.HasSuffix(ti.URL, "/worker.js") {
				continue
			}
			wctx, cancel := chromedp.NewContext(ctx, chromedp.WithTargetID(ti.TargetID))
			*cancels = append(*cancels, cancel)
			var goMB float64
			err := chromedp.Run(wctx, network.Disable(), chromedp.ActionFunc(func(ctx context.Context) error {
				used, _, _, _, err := runtime.GetHeapUsage().Do(ctx)
				if err != nil {
					return err
				}
				m.WorkerJS = used / 1e6
				return nil
			}), chromedp.Evaluate(`(self.duplicataGo || go)._inst.exports.mem.buffer.byteLength / 1e6`, &goMB))
			if err == nil {
				m.WorkerGo = goMB
				return nil
			}
			tried = append(tried, fmt.Sprintf("%s: %v", ti.TargetID, err))
		}
		return fmt.Errorf("no engine worker answered (%d tried: %s)", len(tried), strings.Join(tried, "; "))
	})
}
