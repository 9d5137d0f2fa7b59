package engines

import (
	"cmp"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"duplicata/wasm/e2e/webdriver"
	"duplicata/wasm/server"
)

// TestBenchEngines (./build.sh bench-engines) times the app's start and a
// game's first actions in each of the three engines, at this machine's
// speed: CDP's phone emulation (./build.sh bench-web) is Chromium's alone,
// so these are the only figures of Firefox ESR and WebKitGTK. Each round
// opens the app on an origin of its own (so cold: no storage, no service
// worker, nothing of it in the HTTP cache), once more (warm: the service
// worker's cache), then once more with the server stopped (offline), and
// plays seed 42's first actions as wasm/e2e's bench does. The engines take
// turns within a round. It asserts nothing of the times; it prints them.
// The plain Go server serves the site (app.wasm uncompressed, on loopback):
// the figures are the engines' own work, not a link's.
func TestBenchEngines(t *testing.T) {
	if os.Getenv("DUPLICATA_BENCH_ENGINES") == "" {
		t.Skip("set DUPLICATA_BENCH_ENGINES=1 (./build.sh bench-engines)")
	}
	runs := 3
	if n, err := strconv.Atoi(os.Getenv("DUPLICATA_BENCH_RUNS")); err == nil && n > 0 {
		runs = n
	}
	engines := webdriver.Engines
	if s := os.Getenv("DUPLICATA_BENCH_ENGINES_ONLY"); s != "" {
		engines = strings.Split(s, ",")
	}
	browsers := map[string]webdriver.Browser{}
	for _, e := range engines {
		browsers[e] = webdriver.Start(t, e, 1280, 800)
	}
	got := map[string][]engineRound{}
	for round := range runs {
		for _, e := range engines {
			t.Run(fmt.Sprintf("%s/%d", e, round+1), func(t *testing.T) {
				r := benchRound(&tab{t: t, b: browsers[e]})
				t.Logf("%s, round %d: %+v", e, round+1, r)
				got[e] = append(got[e], r)
			})
		}
	}
	t.Logf("\n%s", engineTable(engines, got, runs))
}

// engineRound is one round's times in one engine, in ms: the starts' from
// the navigation (marks the page sets), the actions' from the tap to the
// result drawn (the first task after its frame).
type engineRound struct {
	Starts  [3]startTimes // cold, warm, offline
	Actions [benchActions]float64
}

// startTimes are one opening's marks, in ms from the navigation (0: none).
type startTimes struct {
	FirstPaint   float64 // first-contentful-paint, where the engine has it
	WasmArrived  float64 // app.wasm's last byte on the page (resource timing)
	Compiled     float64 // duplicata:wasm-compiled (engine.js, for page and worker)
	Instantiated float64 // duplicata:wasm-instantiated (the page's, app.js)
	EngineReady  float64 // duplicata:engine-ready (engine.js)
	FormUsable   float64 // duplicata:form-usable (the new-game button)
	// Worker is when the engine's worker first reached each stage
	// (worker.js's duplicataStage: "engine started", "load: built"…).
	Worker map[string]float64
}

// workerStages are the engine's worker's stages the table shows, after
// the page's marks: Go started, the head of the lexicon's words read, the
// words fetched whole (a first visit), built in the throwaway worker,
// kept; the kept lexicon read.
var workerStages = []string{"engine started", "engine running", "load: head read /web/fr-libre.dlx",
	"load: fetched /web/fr-libre.dlx", "load: built", "load: lexicon kept", "load: kept lexicon read"}

// The actions a round times, in their order.
const (
	benchNewGame    = iota // « Commencer la partie » → the turn's hand-in usable
	benchCorrection        // the hand-in (a pass, confirmed) → the top shown
	benchAnalysis          // « Analyse complète » → its first page
	benchPageChange        // « Suivants → » → the next page
	benchActions
)

var benchActionNames = [benchActions]string{
	"« Commencer la partie » → hand-in usable",
	"hand-in → the top shown, turn 1",
	"« Analyse complète » → first page",
	"« Suivants → » → next page",
}

var startNames = [3]string{"first visit", "warm", "offline"}

// readStart waits for the form to be usable and reads the opening's marks.
func readStart(p *tab) startTimes {
	p.ready()
	p.until(`performance.getEntriesByName("duplicata:form-usable").length > 0 && performance.getEntriesByName("duplicata:engine-ready").length > 0`)
	var s startTimes
	p.eval(`const mark = (n) => { const m = performance.getEntriesByName(n); return m.length ? m[0].startTime : 0; };
		const wasm = performance.getEntriesByType("resource").filter((r) => r.name.endsWith("/web/app.wasm"));
		return {FirstPaint: mark("first-contentful-paint"), WasmArrived: wasm.length ? wasm[0].responseEnd : 0,
			Compiled: mark("duplicata:wasm-compiled"), Instantiated: mark("duplicata:wasm-instantiated"),
			EngineReady: mark("duplicata:engine-ready"), FormUsable: mark("duplicata:form-usable")};`, &s)
	// The worker's stages, on the page's clock.
	var stages [][2]any
	p.eval(`const w = self.duplicataEngine.worker;
		return await new Promise((ok) => {
			const t = setTimeout(() => ok([]), 10000);
			w.addEventListener("message", function seen(m) {
				if (m.data && Array.isArray(m.data.duplicataStages)) {
					clearTimeout(t);
					w.removeEventListener("message", seen);
					ok(m.data.duplicataStages.map(([name, at]) => [name, at - performance.timeOrigin]));
				}
			});
			w.postMessage({duplicataStage: true});
		});`, &stages)
	s.Worker = map[string]float64{}
	var line []string
	for _, st := range stages {
		name, _ := st[0].(string)
		at, _ := st[1].(float64)
		if _, ok := s.Worker[name]; !ok {
			s.Worker[name] = at
		}
		line = append(line, fmt.Sprintf("%s @%.0f", name, at))
	}
	p.t.Logf("the worker's stages: %s", strings.Join(line, " · "))
	return s
}

// benchAct is the page's timer of one tap (as wasm/e2e's benchJS, without
// what only CDP can add before the page's scripts): the action run, the
// condition checked at every change of the document, then the first task
// after the frame that draws it.
const benchAct = `window.duplicataBenchAct = (act, done) => new Promise((resolve, reject) => {
	let over = false;
	const t0 = performance.now();
	const check = () => {
		if (over) return;
		let ok = false;
		try { ok = !!done(); } catch (_) { }
		if (!ok) return;
		over = true;
		obs.disconnect();
		requestAnimationFrame(() => {
			const first = () => resolve(performance.now() - t0);
			if (self.scheduler && scheduler.postTask) scheduler.postTask(first, { priority: "user-blocking" });
			else setTimeout(first, 0);
		});
	};
	const obs = new MutationObserver(check);
	obs.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
	try { act(); } catch (e) { over = true; obs.disconnect(); reject(e); return; }
	check();
});`

// benchPace is a player's glance between a result and the next tap
// (wasm/e2e's pace): the page's work after a paint is not the next tap's.
const benchPace = time.Second

// act times one tap: click and done are expressions.
func (p *tab) act(click, done string) float64 {
	p.t.Helper()
	time.Sleep(benchPace)
	var ms float64
	p.eval(fmt.Sprintf(`return await duplicataBenchAct(() => { %s }, () => %s);`, click, done), &ms)
	return ms
}

// benchRound opens the app cold, warm and offline on an origin of its
// own and times a game's first actions on the offline page (the app needs
// no server once its service worker holds it; a game in progress would
// show instead of the form the starts are timed to).
func benchRound(p *tab) engineRound {
	var r engineRound
	s := serve(p.t)
	p.open(s.URL)
	r.Starts[0] = readStart(p)
	urls, err := server.Precached(site)
	if err != nil {
		p.t.Fatal(err)
	}
	p.eval(fmt.Sprintf(`await navigator.serviceWorker.ready;
		for (;;) {
			for (const key of await caches.keys()) {
				if ((await (await caches.open(key)).keys()).length >= %d) return;
			}
			await new Promise(r => setTimeout(r, 200));
		}`, len(urls)), nil)
	p.reload()
	r.Starts[1] = readStart(p)
	s.Stop()
	p.reload()
	r.Starts[2] = readStart(p)

	const id = `document.getElementById`
	p.eval(benchAct, nil)
	p.set("seed", "42", "input")
	p.set("rhythm", "0", "change")
	p.click("#mode-training")
	r.Actions[benchNewGame] = p.act(id+`("new-game").click()`,
		`(s => `+id+`("rack-0") && s && !s.disabled)(`+id+`("submit"))`)
	time.Sleep(benchPace)
	p.eval(id+`("submit").click()`, nil) // the first asks to confirm the pass
	p.until(`(m => m && m.textContent.includes("passer"))(` + id + `("message"))`)
	r.Actions[benchCorrection] = p.act(id+`("submit").click()`,
		`(t => t && t.dataset.score && `+id+`("next"))(`+id+`("top"))`)
	r.Actions[benchAnalysis] = p.act(id+`("analyse").click()`,
		`document.querySelector("#an-list .analysis-move")`)
	p.until(`(b => b && !b.disabled)(` + id + `("an-next"))`)
	r.Actions[benchPageChange] = p.act(`window.duplicataBenchCount = `+id+`("an-count").textContent; `+id+`("an-next").click()`,
		id+`("an-count").textContent != window.duplicataBenchCount && document.querySelector("#an-list .analysis-move")`)
	return r
}

// engineTable is the medians of each engine's rounds, the rounds in
// brackets.
func engineTable(engines []string, got map[string][]engineRound, runs int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "medians of %d rounds, ms (the rounds in brackets)\n\n| |", runs)
	for _, e := range engines {
		fmt.Fprintf(&b, " %s |", e)
	}
	b.WriteString("\n|---|")
	b.WriteString(strings.Repeat("---|", len(engines)))
	b.WriteString("\n")
	// A row all of whose values are 0 (a stage no start of that kind
	// reaches) is left out.
	row := func(name string, v func(r engineRound) float64) {
		cells, any := make([]string, len(engines)), false
		for i, e := range engines {
			var xs []float64
			for _, r := range got[e] {
				xs = append(xs, v(r))
				any = any || v(r) != 0
			}
			cells[i] = medianOf(xs)
		}
		if any {
			fmt.Fprintf(&b, "| %s | %s |\n", name, strings.Join(cells, " | "))
		}
	}
	for i, n := range startNames {
		row("first paint, "+n, func(r engineRound) float64 { return r.Starts[i].FirstPaint })
		row("app.wasm arrived, "+n, func(r engineRound) float64 { return r.Starts[i].WasmArrived })
		row("app.wasm compiled, "+n, func(r engineRound) float64 { return r.Starts[i].Compiled })
		row("the page's instance made, "+n, func(r engineRound) float64 { return r.Starts[i].Instantiated })
		for _, w := range workerStages {
			row("worker: "+w+", "+n, func(r engineRound) float64 { return r.Starts[i].Worker[w] })
		}
		row("engine ready, "+n, func(r engineRound) float64 { return r.Starts[i].EngineReady })
		row("form usable, "+n, func(r engineRound) float64 { return r.Starts[i].FormUsable })
	}
	for i, n := range benchActionNames {
		row(n, func(r engineRound) float64 { return r.Actions[i] })
	}
	return b.String()
}

// medianOf is the median of xs and the values in brackets; "–" for none.
func medianOf(xs []float64) string {
	if len(xs) == 0 {
		return "–"
	}
	s := slices.Clone(xs)
	slices.SortFunc(s, cmp.Compare)
	each := make([]string, len(xs))
	for i, x := range xs {
		each[i] = strconv.FormatFloat(x, 'f', 0, 64)
	}
	return fmt.Sprintf("%.0f (%s)", s[len(s)/2], strings.Join(each, ", "))
}
