//go:build unix

package e2e

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	cdpperf "github.com/chromedp/cdproto/performance"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
	"github.com/go-json-experiment/json/jsontext"

	"duplicata/wasm/server"
)

// clip is p's samples over the span of ms milliseconds that starts at the
// first sample whose stack holds a function named from, or at the
// profile's start when the sampling missed it (a tap whose handler is
// quick).
func clip(p *profiler.Profile, from string, ms float64) *profiler.Profile {
	tree := treeOf(p)
	a := slices.IndexFunc(p.Samples, func(id int64) bool {
		return slices.ContainsFunc(tree.stack(id), func(cf *runtime.CallFrame) bool { return strings.Contains(cf.FunctionName, from) })
	})
	a = max(a, 0)
	b := len(p.Samples)
	var span int64 // µs from sample a
	for i := a + 1; i < len(p.Samples); i++ {
		if span += p.TimeDeltas[i]; float64(span) > ms*1000 {
			b = i
			break
		}
	}
	q := *p
	q.Samples, q.TimeDeltas = p.Samples[a:b], p.TimeDeltas[a:min(b+1, len(p.TimeDeltas))]
	return &q
}

// TestProfileTurns profiles the page's main thread through a game's
// actions on the phone profile (the plain Go server, seed 42, as
// TestBenchWeb plays them): V8's sampling profiler on from the tap to the
// result shown, over DUPLICATA_BENCH_RUNS games in one browser, each action's
// samples from the tap to the result shown summed over the games, by self time and by time inclusive of
// what a function calls; DUPLICATA_PROFILE_DIR, when set, keeps each
// action's profile there (a .cpuprofile, for DevTools). Before the games
// it traces the first visit and the later openings (traced,
// laterOpenings), and one game of its own the invalidations (what each
// action lays out again). A measurement, not a test: it runs only with
// DUPLICATA_BENCHWEB=1 (./build.sh bench-turns).
func TestProfileTurns(t *testing.T) {
	if os.Getenv("DUPLICATA_BENCHWEB") == "" {
		t.Skip("a measurement: ./build.sh bench-turns (DUPLICATA_BENCHWEB=1)")
	}
	runs := 3
	if n, err := strconv.Atoi(os.Getenv("DUPLICATA_BENCH_RUNS")); err == nil && n > 0 {
		runs = n
	}
	if dir := os.Getenv("DUPLICATA_PROFILE_DIR"); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	names, err := wasmNames(t, site)
	if err != nil {
		fmt.Printf("app.wasm's functions unnamed: %v\n", err)
	}
	dev := devices[len(devices)-1]
	// DUPLICATA_CPU=threads: the phone's slowing by the kernel, on the
	// page's main thread and every worker's alike, not by CDP on the
	// page's alone.
	dev, uncap, err := byThreads(dev)
	if err != nil {
		t.Fatal(err)
	}
	defer uncap()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	front := &http.Server{Handler: dev.shape(server.Handler(site))}
	go front.Serve(ln)
	defer front.Close()
	u := "http://" + ln.Addr().String() + "/"
	ctx, stop := startBrowser(t)
	defer stop()
	tctx, cancel := context.WithTimeout(ctx, 10*time.Minute)
	defer cancel()

	profiles := make([][]*profiler.Profile, actions)
	// The renderer's own durations over each action (CDP Performance
	// metrics, seconds summed over the games): style, layout, script.
	metrics := make([]map[string]float64, actions)
	readMetrics := func(into map[string]float64, sign float64) chromedp.Action {
		return chromedp.ActionFunc(func(ctx context.Context) error {
			ms, err := cdpperf.GetMetrics().Do(ctx)
			if err != nil {
				return err
			}
			for _, m := range ms {
				if strings.HasSuffix(m.Name, "Duration") || m.Name == "RecalcStyleCount" || m.Name == "LayoutCount" {
					into[m.Name] += sign * m.Value
				}
			}
			return nil
		})
	}
	// The renderer's steps over each action (a trace beside the profile):
	// durations by event name, and what each layout had to lay out.
	type step struct {
		ms    float64
		count int
	}
	steps := make([]map[string]*step, actions)
	var layouts [actions][]string
	// What each action's frames had to lay out again (Chromium's
	// invalidation tracking, in a game of its own: invalidating): the
	// nodes by reason, and the elements with an id among them.
	invalidated := make([]map[string]int, actions)
	invalidatedIDs := make([]map[string]int, actions)
	var traceMu sync.Mutex
	tracingAction := -1
	// invalidating: the game under way tracks the invalidations, and
	// only them. Chromium then takes a stack at each node invalidated:
	// that game's times and profiles, ~10–75 ms slower at a correction
	// (replaceChild's), are not kept.
	invalidating := false
	complete := make(chan struct{}, 1)
	chromedp.ListenTarget(tctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			traceMu.Lock()
			defer traceMu.Unlock()
			if tracingAction < 0 {
				return
			}
			for _, raw := range ev.Value {
				var e struct {
					Name string
					Ph   string
					Dur  float64
					Args struct {
						ElementCount int
						BeginData    struct {
							DirtyObjects, TotalObjects int
							PartialLayout              bool
						}
					}
				}
				if json.Unmarshal(raw, &e) != nil {
					continue
				}
				if invalidating {
					if e.Name != "LayoutInvalidationTracking" {
						continue
					}
					var d struct {
						Args struct {
							Data struct{ NodeName, Reason string }
						}
					}
					if json.Unmarshal(raw, &d) == nil {
						countIn(&invalidated[tracingAction], d.Args.Data.Reason)
						if _, id, ok := strings.Cut(d.Args.Data.NodeName, " id='"); ok {
							id, _, _ = strings.Cut(id, "'")
							countIn(&invalidatedIDs[tracingAction], strings.TrimRight(id, "0123456789"))
						}
					}
					continue
				}
				if e.Ph != "X" {
					continue
				}
				switch e.Name {
				case "Layout", "UpdateLayoutTree", "Paint", "PrePaint", "Layerize", "Commit", "ParseHTML", "HitTest", "ScrollLayer", "UpdateLayer", "IntersectionObserverController::computeIntersections":
				default:
					continue
				}
				m := steps[tracingAction]
				if m == nil {
					m = map[string]*step{}
					steps[tracingAction] = m
				}
				if m[e.Name] == nil {
					m[e.Name] = &step{}
				}
				m[e.Name].ms += e.Dur / 1000
				m[e.Name].count++
				if e.Name == "Layout" {
					layouts[tracingAction] = append(layouts[tracingAction], fmt.Sprintf("%.1f ms %d/%d objects", e.Dur/1000, e.Args.BeginData.DirtyObjects, e.Args.BeginData.TotalObjects))
				}
				if e.Name == "UpdateLayoutTree" {
					layouts[tracingAction] = append(layouts[tracingAction], fmt.Sprintf("style %.1f ms %d elements", e.Dur/1000, e.Args.ElementCount))
				}
			}
		case *tracing.EventTracingComplete:
			traceMu.Lock()
			mine := tracingAction >= 0 // not laterOpenings' trace
			traceMu.Unlock()
			if mine {
				complete <- struct{}{}
			}
		}
	})
	times := make([][]float64, actions)
	replies := make([][]float64, actions) // tap → the engine's reply on the page
	// profiled times action i with the profiler running around it.
	profiled := func(i int, click, done string) chromedp.Action {
		return chromedp.ActionFunc(func(ctx context.Context) error {
			var f flows
			if metrics[i] == nil {
				metrics[i] = map[string]float64{}
			}
			traceMu.Lock()
			tracingAction = i
			tracking := invalidating
			traceMu.Unlock()
			run := chromedp.Tasks{readMetrics(metrics[i], -1),
				tracing.Start().WithTraceConfig(&tracing.TraceConfig{IncludedCategories: []string{"devtools.timeline", "disabled-by-default-devtools.timeline", "blink"}}),
				profiler.Start(), act(&f, i, click, done), readMetrics(metrics[i], 1), tracing.End()}
			if tracking {
				run = chromedp.Tasks{tracing.Start().WithTraceConfig(&tracing.TraceConfig{IncludedCategories: []string{"disabled-by-default-devtools.timeline.invalidationTracking"}}),
					act(&f, i, click, done), tracing.End()}
			}
			if err := chromedp.Run(ctx, run); err != nil {
				return err
			}
			select {
			case <-complete:
			case <-ctx.Done():
				return ctx.Err()
			}
			traceMu.Lock()
			tracingAction = -1
			if !tracking {
				layouts[i] = append(layouts[i], "|")
			}
			traceMu.Unlock()
			if tracking {
				return nil
			}
			p, err := profiler.Stop().Do(ctx)
			if err != nil {
				return err
			}
			p = clip(p, "duplicataBenchAct", f.Shown[i])
			profiles[i] = append(profiles[i], p)
			if dir := os.Getenv("DUPLICATA_PROFILE_DIR"); dir != "" {
				// The clipped profile as DevTools reads it (.cpuprofile),
				// app.wasm's functions named.
				named := *p
				named.Nodes = nil
				for _, n := range p.Nodes {
					c := *n
					cf := *n.CallFrame
					cf.FunctionName, _ = frameName(n.CallFrame, names)
					c.CallFrame = &cf
					named.Nodes = append(named.Nodes, &c)
				}
				b, err := json.Marshal(&named)
				if err != nil {
					return err
				}
				name := fmt.Sprintf("%s-%d.cpuprofile", strings.ReplaceAll(actionNames[i], " ", "-"), len(profiles[i]))
				if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
					return err
				}
			}
			times[i] = append(times[i], f.Shown[i])
			replies[i] = append(replies[i], f.Replies[i])
			return nil
		})
	}
	const id = `document.getElementById`
	if err := chromedp.Run(tctx, dev.emulate(),
		chromedp.ActionFunc(func(ctx context.Context) error {
			for _, js := range []string{watch, benchJS} {
				if _, err := page.AddScriptToEvaluateOnNewDocument(js).Do(ctx); err != nil {
					return err
				}
			}
			return nil
		}),
	); err != nil {
		failure(t, ctx)
		t.Fatal(err)
	}
	first, err := traced(tctx, chromedp.Navigate(u))
	if err != nil {
		failure(t, ctx)
		t.Fatal(err)
	}
	fmt.Printf("\nfirst visit, phone, plain Go server (app.wasm uncompressed on the shaped link), traced: %s", first)
	if err := chromedp.Run(tctx, profiler.Enable(), profiler.SetSamplingInterval(100), cdpperf.Enable()); err != nil {
		failure(t, ctx)
		t.Fatal(err)
	}
	openings, err := laterOpenings(tctx, runs, names)
	if err != nil {
		failure(t, ctx)
		t.Fatal(err)
	}
	fmt.Print(openings)
	// The first game tracks what each action lays out again
	// (invalidating); the runs after it are profiled and timed.
	for g := range runs + 1 {
		traceMu.Lock()
		invalidating = g == 0
		traceMu.Unlock()
		err := chromedp.Run(tctx,
			seed42Form(),
			chromedp.Sleep(pace),
			profiled(newGame, id+`("new-game").click()`,
				`(s => `+id+`("rack-0") && s && !s.disabled)(`+id+`("submit"))`),
			chromedp.Sleep(pace),
			chromedp.Evaluate(id+`("submit").click()`, nil),
			chromedp.Poll(`(m => m && m.textContent.includes("passer"))(`+id+`("message"))`, nil),
			chromedp.Sleep(pace),
			profiled(correction, id+`("submit").click()`,
				`(t => t && t.dataset.score && `+id+`("next"))(`+id+`("top"))`),
			passTo(10),
			chromedp.Sleep(pace),
			profiled(correction10, id+`("submit").click()`,
				`(t => t && t.dataset.score && `+id+`("next"))(`+id+`("top"))`),
			chromedp.Sleep(pace),
		)
		if err != nil {
			failure(t, ctx)
			t.Fatal(err)
		}
	}
	// One more game, unprofiled, its DOM calls counted (countDOM): seed 42
	// again, so that two builds' counts compare.
	var counted flows
	if err := chromedp.Run(tctx,
		chromedp.Evaluate(countDOM, nil),
		seed42Form(),
		chromedp.Sleep(pace),
		act(&counted, newGame, id+`("new-game").click()`,
			`(s => `+id+`("rack-0") && s && !s.disabled)(`+id+`("submit"))`),
		chromedp.Sleep(pace),
		chromedp.Evaluate(id+`("submit").click()`, nil),
		chromedp.Poll(`(m => m && m.textContent.includes("passer"))(`+id+`("message"))`, nil),
		chromedp.Sleep(pace),
		act(&counted, correction, id+`("submit").click()`,
			`(t => t && t.dataset.score && `+id+`("next"))(`+id+`("top"))`),
		passTo(10),
		chromedp.Sleep(pace),
		act(&counted, correction10, id+`("submit").click()`,
			`(t => t && t.dataset.score && `+id+`("next"))(`+id+`("top"))`),
	); err != nil {
		failure(t, ctx)
		t.Fatal(err)
	}
	fmt.Printf("\nDOM calls from the tap to the result shown (one more game, unprofiled, counted):\n")
	for _, i := range []int{newGame, correction, correction10} {
		fmt.Printf("  %-14s %s\n", actionNames[i], callsLine(counted.Calls[i]))
	}
	fmt.Printf("the same, to settled (what the page draws a frame after the result too):\n")
	for _, i := range []int{newGame, correction, correction10} {
		fmt.Printf("  %-14s %s\n", actionNames[i], callsLine(counted.CallsSettled[i]))
	}
	for i, ps := range profiles {
		if len(ps) == 0 {
			continue
		}
		fmt.Printf("\n%s, %s, plain Go server, tap → shown %.0f ms, tap → the engine's reply %.0f ms (medians of %d; profiled: the sampling slows it):\n%s",
			actionNames[i], dev.name, median(times[i]), median(replies[i]), len(times[i]), summarise(names, ps...))
		fmt.Printf("the renderer, per action (mean of %d, from before the tap to after the result shown): task %.1f ms, script %.1f ms, style %.1f ms (%.0f recalcs), layout %.1f ms (%.0f layouts)\n",
			len(ps), 1000*metrics[i]["TaskDuration"]/float64(len(ps)), 1000*metrics[i]["ScriptDuration"]/float64(len(ps)),
			1000*metrics[i]["RecalcStyleDuration"]/float64(len(ps)), metrics[i]["RecalcStyleCount"]/float64(len(ps)),
			1000*metrics[i]["LayoutDuration"]/float64(len(ps)), metrics[i]["LayoutCount"]/float64(len(ps)))
		fmt.Printf("the renderer's steps (trace, from before the tap to after the result shown, sums over %d):", len(ps))
		for name, st := range steps[i] {
			fmt.Printf(" %s %.1f ms (%d);", name, st.ms, st.count)
		}
		fmt.Printf("\nlayouts and style recalculations, in order (| between games): %s\n", strings.Join(layouts[i], ", "))
		fmt.Printf("nodes invalidated for layout, by reason (one more game, before the profiled ones, from the tap to settled): %s\n", callsLine(invalidated[i]))
		fmt.Printf("the elements among them with an id (digits dropped: rack- is rack-0…rack-6): %s\n", callsLine(invalidatedIDs[i]))
	}
}

// laterOpenings reloads the page runs times from the service worker's
// cache (V8's cache of the compiled module is read from the third
// opening), timing each from the navigation to the engine ready and to the
// form usable, then once more traced (traced). ctx's tab has the site
// open.
func laterOpenings(ctx context.Context, runs int, names map[int]string) (string, error) {
	var sb strings.Builder
	var ready, usable []float64
	for range runs {
		var t struct{ EngineReady, FormUsable float64 }
		if err := chromedp.Run(ctx, chromedp.Reload(),
			chromedp.Poll(engineReady, nil, chromedp.WithPollingInterval(100*time.Millisecond)),
			chromedp.Evaluate(times, &t)); err != nil {
			return "", err
		}
		ready, usable = append(ready, t.EngineReady), append(usable, t.FormUsable)
	}
	fmt.Fprintf(&sb, "\nlater openings, phone, plain Go server: engine ready %v ms, form usable %v ms (median %.0f)\n", ready, usable, median(usable))
	steps, err := traced(ctx, chromedp.Reload())
	if err != nil {
		return "", err
	}
	fmt.Fprintf(&sb, "traced opening: %s", steps)
	var prof *profiler.Profile
	var t struct{ EngineReady, FormUsable float64 }
	if err := chromedp.Run(ctx, profiler.Start(), chromedp.Reload(),
		chromedp.Poll(engineReady, nil, chromedp.WithPollingInterval(100*time.Millisecond)),
		chromedp.Evaluate(times, &t),
		chromedp.ActionFunc(func(ctx context.Context) error {
			var err error
			prof, err = profiler.Stop().Do(ctx)
			return err
		})); err != nil {
		return "", err
	}
	fmt.Fprintf(&sb, "\nprofiled opening (the sampling slows it): engine ready %.0f ms, form usable %.0f ms; the page's main thread:\n%s", t.EngineReady, t.FormUsable, summarise(names, prof))
	return sb.String(), nil
}

// traced runs open (a navigation) traced up to the engine ready and the
// form usable, and says when the opening's marks came (the page's, and the
// engine's worker's stages on the page's clock) and where the page's main
// thread and the worker spent it, the 30 longest trace events by thread
// and name (nested events each count: a step and what it calls).
func traced(ctx context.Context, open chromedp.Action) (string, error) {
	var mu sync.Mutex
	var events []jsontext.Value
	done := make(chan struct{}, 1)
	lctx, cancel := context.WithCancel(ctx)
	defer cancel()
	chromedp.ListenTarget(lctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			events = append(events, ev.Value...)
			mu.Unlock()
		case *tracing.EventTracingComplete:
			done <- struct{}{}
		}
	})
	var marks string
	err := chromedp.Run(ctx,
		tracing.Start().WithTraceConfig(&tracing.TraceConfig{IncludedCategories: []string{
			"__metadata", "devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "loading", "v8", "v8.wasm", "v8.execute"}}),
		open,
		chromedp.Poll(engineReady, nil, chromedp.WithPollingInterval(100*time.Millisecond)),
		chromedp.Evaluate(openingMarks, &marks, awaitPromise),
		tracing.End())
	if err != nil {
		return "", err
	}
	select {
	case <-done:
	case <-ctx.Done():
		return "", ctx.Err()
	}
	cancel()
	mu.Lock()
	defer mu.Unlock()
	if dir := os.Getenv("DUPLICATA_PROFILE_DIR"); dir != "" {
		// The trace as DevTools' Performance panel reads it.
		b, err := json.Marshal(map[string]any{"traceEvents": events})
		if err != nil {
			return "", err
		}
		f, err := os.CreateTemp(dir, "opening-*.json")
		if err != nil {
			return "", err
		}
		_, err = f.Write(b)
		if err := cmp.Or(err, f.Close()); err != nil {
			return "", err
		}
	}
	return marks + "\nby thread and event, ms (count):\n" + traceSteps(events, 30), nil
}

// openingMarks is a promise of the opening's marks in order, in ms from
// the navigation: the page's performance marks, app.wasm's last byte, and
// the engine's worker's stages (worker.js answers {duplicataStage: true}
// with them).
const openingMarks = `(async () => {
	const at = [];
	for (const m of performance.getEntriesByType("mark")) at.push([m.startTime, m.name.replace("duplicata:", "")]);
	const paint = performance.getEntriesByName("first-contentful-paint");
	if (paint.length) at.push([paint[0].startTime, "first paint"]);
	for (const r of performance.getEntriesByType("resource")) if (r.name.endsWith("/web/app.wasm")) at.push([r.responseEnd, "app.wasm's last byte"]);
	const w = self.duplicataEngine && self.duplicataEngine.worker;
	if (w) {
		const stages = await new Promise((ok) => {
			const t = setTimeout(() => ok([]), 10000);
			w.addEventListener("message", function seen(m) {
				if (m.data && Array.isArray(m.data.duplicataStages)) {
					clearTimeout(t);
					w.removeEventListener("message", seen);
					ok(m.data.duplicataStages);
				}
			});
			w.postMessage({duplicataStage: true});
		});
		for (const [name, t] of stages) at.push([t - performance.timeOrigin, "worker: " + name]);
	}
	at.sort((a, b) => a[0] - b[0]);
	return at.map(([t, name]) => Math.round(t) + " " + name).join(" · ");
})()`

// traceSteps sums a trace's complete events by thread and name, the n
// longest first, leaving out the scheduler's wrappers (tasks, microtask
// checkpoints) that hold everything else. A request's body whose end
// took the main thread more than 5 ms is named.
func traceSteps(raw []jsontext.Value, n int) string {
	type event struct {
		Name, Ph string
		Dur, Ts  float64
		Pid, Tid int
		Args     struct {
			Name string
			Data struct {
				RequestID string `json:"requestId"`
				URL       string `json:"url"`
			}
		}
	}
	var evs []event
	threads := map[[2]int]string{}
	urls := map[string]string{}
	for _, r := range raw {
		var e event
		if json.Unmarshal(r, &e) != nil {
			continue
		}
		switch {
		case e.Ph == "M" && e.Name == "thread_name":
			threads[[2]int{e.Pid, e.Tid}] = e.Args.Name
		case e.Name == "ResourceSendRequest":
			urls[e.Args.Data.RequestID] = e.Args.Data.URL
		}
		evs = append(evs, e)
	}
	type key struct{ thread, name string }
	sum, count := map[key]float64{}, map[key]int{}
	var bodies []string
	for _, e := range evs {
		th := threads[[2]int{e.Pid, e.Tid}]
		if e.Ph != "X" || (th != "CrRendererMain" && th != "DedicatedWorker thread") ||
			strings.Contains(e.Name, "RunTask") || strings.Contains(e.Name, "Microtask") {
			continue
		}
		k := key{th, e.Name}
		sum[k] += e.Dur / 1000
		count[k]++
		if e.Name == "ResponseBodyLoader::DidFinishLoadingBody" && e.Dur > 5000 {
			for _, f := range evs {
				if f.Name == "ResourceFinish" && f.Tid == e.Tid && f.Ts >= e.Ts && f.Ts <= e.Ts+e.Dur {
					bodies = append(bodies, fmt.Sprintf("%.0f ms %s", e.Dur/1000, urls[f.Args.Data.RequestID]))
				}
			}
		}
	}
	keys := slices.Collect(maps.Keys(sum))
	slices.SortFunc(keys, func(a, b key) int { return cmp.Compare(sum[b], sum[a]) })
	var sb strings.Builder
	for _, k := range keys[:min(n, len(keys))] {
		fmt.Fprintf(&sb, "  %7.1f (%4d)  %-22s %s\n", sum[k], count[k], k.thread, k.name)
	}
	if len(bodies) > 0 {
		fmt.Fprintf(&sb, "  bodies whose end held the main thread: %s\n", strings.Join(bodies, ", "))
	}
	return sb.String()
}

// countIn adds one to k in *m, made if nil.
func countIn(m *map[string]int, k string) {
	if *m == nil {
		*m = map[string]int{}
	}
	(*m)[k]++
}
