//go:build unix

package e2e

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"duplicata/internal/procgroup"
	"duplicata/site/wranglertest"
	"duplicata/wasm/server"
)

// TestBenchWeb is `./build.sh bench-web`, a measurement, not a check: it
// serves the site under wrangler dev and under the plain Go server
// (DUPLICATA_BENCH_SERVERS: "wrangler", "plain" or both, the default),
// opens it in headless Chromium as each of devices emulates it — a
// desktop, and a phone: 390×844 touch, the page's CPU slowed 4×, Chrome's
// "Fast 4G" — cold (fresh profile), warm (reloaded from the service
// worker's cache) and offline (the server gone), and prints the times from
// navigation to the first paint, to a usable form and to the engine ready,
// the bytes each file took on the wire, the page's and the worker's memory
// after the cold and the warm start, and the times of a game's first
// actions (offline, from the tap to the result drawn). With
// DUPLICATA_BENCH_BEFORE=<commit> (bd11b84 by default, "none" for none) it
// also builds that commit's site in a git worktree of its own and measures
// both in the same run, so that before and after see the same machine.
// DUPLICATA_BENCH_RUNS repeats each measure (default 3; the medians are
// printed last). Last, one more cold start of the current site on the phone
// with V8's profiler on the page says where its main thread's time goes.
// The embed (/embed/jouer) is measured beside the app in every round,
// framed by a club's page on another site (bench_embed_test.go), cold and
// warm; DUPLICATA_BENCH_PAGES ("app", "embed" or both, the default) picks
// the pages. It runs only with DUPLICATA_BENCHWEB=1.
func TestBenchWeb(t *testing.T) {
	if os.Getenv("DUPLICATA_BENCHWEB") == "" {
		t.Skip("a measurement: ./build.sh bench-web (DUPLICATA_BENCHWEB=1)")
	}
	runs := 3
	if s := os.Getenv("DUPLICATA_BENCH_RUNS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("DUPLICATA_BENCH_RUNS=%q: want a count", s)
		}
		runs = n
	}
	before := os.Getenv("DUPLICATA_BENCH_BEFORE")
	if before == "" {
		before = "bd11b84"
	}
	var servers []string
	for _, s := range strings.Split(cmp.Or(os.Getenv("DUPLICATA_BENCH_SERVERS"), "wrangler,plain"), ",") {
		switch s {
		case "wrangler":
			servers = append(servers, "wrangler dev")
		case "plain":
			servers = append(servers, "plain Go server")
		default:
			t.Fatalf("DUPLICATA_BENCH_SERVERS: %q, want wrangler or plain", s)
		}
	}
	wranglertest.Skip(t)

	type build struct{ name, assets, worker string }
	var builds []build
	if before != "none" {
		assets, worker := buildCommit(t, before)
		builds = append(builds, build{"before " + before, assets, worker})
	}
	worker := filepath.Join(t.TempDir(), "worker")
	if err := wranglertest.Build(site, worker, "bench-web"); err != nil {
		t.Fatal(err)
	}
	builds = append(builds, build{"current", site, worker})
	serve := func(b build, srv string) (http.Handler, func()) {
		if srv == "wrangler dev" {
			return wranglerDev(t, b.worker)
		}
		return server.Handler(b.assets), func() {}
	}

	appPage, embedPage := benchPages(t)
	var all []measure
	var embeds []embedMeasure
	// The runs outermost, then the builds, then the devices: before and
	// after, desktop and phone, the app and the embed, interleaved, see
	// the same changes of the machine's load.
	for run := 1; run <= runs; run++ {
		fmt.Printf("run %d, load average %s\n", run, loadAverage())
		for _, b := range builds {
			for _, srv := range servers {
				inner, stop := serve(b, srv)
				for _, dev := range devices {
					if embedPage && hasEmbed(b.assets) {
						ms, err := benchEmbed(t, b.assets, inner, dev)
						if err != nil {
							fmt.Printf("%-18s %-16s %-7s run %d embed failed: %v\n", b.name, srv, dev.name, run, err)
						}
						for i := range ms {
							ms[i].build, ms[i].server, ms[i].run = b.name, srv, run
							fmt.Println(ms[i].row())
						}
						embeds = append(embeds, ms...)
						if err == nil && run == 1 {
							ms[0].br = servedBrotli(inner, ms[0].bytes)
							fmt.Printf("\nbytes of the embed's first opening (%s, %s, %s; the embed's origin; raw = the file, served = the body on the wire):\n", b.name, srv, dev.name)
							fmt.Print(ms[0].files())
							fmt.Println()
						}
					}
					if !appPage {
						continue
					}
					ms, err := benchVisit(t, b.assets, inner, dev)
					if err == nil && run == 1 {
						ms[0].br = servedBrotli(inner, ms[0].bytes)
					}
					if err != nil {
						// One visit that fails (wrangler dev losing its
						// worker on a loaded machine) is said, not fatal.
						fmt.Printf("%-18s %-16s %-7s run %d failed: %v\n", b.name, srv, dev.name, run, err)
						continue
					}
					for i := range ms {
						ms[i].build, ms[i].server, ms[i].run = b.name, srv, run
						fmt.Println(ms[i].row())
					}
					all = append(all, ms...)
					if run == 1 {
						fmt.Printf("\nbytes of the first visit (%s, %s, %s; raw = the file, served = the body on the wire):\n", b.name, srv, dev.name)
						fmt.Print(ms[0].files())
						fmt.Println()
					}
				}
				stop()
			}
		}
	}
	fmt.Printf("load average at the end %s\n", loadAverage())
	if embedPage {
		printEmbedMedians(embeds, runs)
	}
	if !appPage {
		return
	}
	printMedians(all, runs)

	// Whether V8 keeps app.wasm compiled for the later openings.
	for _, b := range builds {
		summary, err := codeCache(t, server.Handler(b.assets))
		if err != nil {
			fmt.Printf("code cache, %s: %v\n", b.name, err)
		}
		fmt.Printf("\nV8's code cache for app.wasm, %s, plain Go server, desktop, one browser:\n%s", b.name, summary)
	}

	// Where the phone's start goes, on the current site.
	names, err := wasmNames(t, site)
	if err != nil {
		fmt.Printf("app.wasm's functions unnamed: %v\n", err)
	}
	inner, stop := serve(builds[len(builds)-1], servers[0])
	defer stop()
	summary, err := profileStart(t, inner, devices[len(devices)-1], names)
	if err != nil {
		fmt.Printf("profiled start failed: %v\n", err)
		return
	}
	fmt.Printf("\nCPU profile of the page's main thread, current, %s, %s, cold, from the navigation to the engine ready:\n%s", servers[0], devices[len(devices)-1].name, summary)
}

// loadAverage is the machine's load average over 1, 5 and 15 minutes.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	return strings.Join(f[:min(3, len(f))], " ")
}

// buildCommit builds the site of a commit, with that commit's own
// wasm/build.sh and site/build.sh, in a git worktree removed at the end: the
// static site and its Cloudflare Worker.
func buildCommit(t *testing.T, commit string) (assets, worker string) {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	src := filepath.Join(tmp, "src")
	run := func(dir string, env []string, name string, args ...string) {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), env...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
	}
	run(root, nil, "git", "worktree", "add", "--detach", src, commit)
	t.Cleanup(func() {
		exec.Command("git", "-C", root, "worktree", "remove", "--force", src).Run()
	})
	assets, worker = filepath.Join(tmp, "site"), filepath.Join(tmp, "worker")
	run(src, []string{"SITE_OUT=" + assets}, "bash", "wasm/build.sh")
	run(src, append(wranglertest.Env(), "VERSION="+commit), "bash", "site/build.sh", "build", assets, worker)
	return assets, worker
}

// wranglerDev serves the worker built in out with the current wrangler
// (wrangler dev --local on a free port, a fresh state) and returns a proxy
// to it, which passes the bodies through as wrangler encodes them, and a
// function that kills wrangler's process group. It returns once / answers.
func wranglerDev(t *testing.T, out string) (http.Handler, func()) {
	t.Helper()
	port := wranglertest.FreePort(t)
	cmd, err := wranglertest.Command("dev", "--config", filepath.Join(out, "wrangler.toml"),
		"--local", "--ip", "127.0.0.1", "--port", strconv.Itoa(port),
		"--inspector-port", strconv.Itoa(wranglertest.FreePort(t)), "--inspector-ip", "127.0.0.1",
		"--persist-to", t.TempDir(), "--show-interactive-dev-session=false")
	if err != nil {
		t.Fatal(err)
	}
	p, err := procgroup.Start(cmd, nil)
	if err != nil {
		t.Fatal(err)
	}
	log := p.Out
	stop := func() { wranglertest.Stop(t, p) }
	t.Cleanup(stop)
	base := "http://127.0.0.1:" + strconv.Itoa(port)
	deadline := time.Now().Add(3 * time.Minute)
	for {
		select {
		case <-p.Exited():
			t.Fatalf("wrangler dev exited:\n%s", log.String())
		default:
		}
		if res, err := http.Get(base + "/"); err == nil {
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("wrangler dev did not answer %s/:\n%s", base, log.String())
		}
		time.Sleep(200 * time.Millisecond)
	}
	target, _ := url.Parse(base)
	proxy := httputil.NewSingleHostReverseProxy(target)
	// The body comes back as wrangler encoded it. wrangler dev gives a
	// client the first encoding of its Accept-Encoding that it knows, and
	// the browser lists gzip first; Cloudflare's network gives brotli to a
	// browser that accepts it, and keeps the Worker's own (app.wasm's,
	// site/worker/entry.mjs): br first, as Cloudflare would choose.
	director := proxy.Director
	proxy.Director = func(r *http.Request) {
		director(r)
		if acceptsBrotli(r.Header.Get("Accept-Encoding")) {
			r.Header.Set("Accept-Encoding", "br, gzip")
		}
	}
	proxy.Transport = &http.Transport{DisableCompression: true}
	return proxy, stop
}

// acceptsBrotli reports whether an Accept-Encoding lists br (with a weight
// other than 0).
func acceptsBrotli(acceptEncoding string) bool {
	for _, e := range strings.Split(acceptEncoding, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(e), ";")
		if strings.TrimSpace(coding) == "br" && strings.ReplaceAll(params, " ", "") != "q=0" {
			return true
		}
	}
	return false
}

// measure is one visit.
type measure struct {
	build, server, device, visit string
	run                          int
	firstPaint                   float64 // ms from the navigation
	formUsable                   float64
	engineReady                  float64
	mem                          *memory // after the cold and warm starts
	flows                        *flows  // on the offline visit, after its start
	assets                       string
	bytes                        map[string]fileCount
	br                           map[string]fileCount // the same paths asked for again, for brotli alone
}

// watch records, in every document the tab opens, when the start button is
// first enabled and when the page says its engine is ready, for builds that
// do not set the performance marks (the marks, when there, are preferred).
const watch = `(() => {
	const seen = { formUsable: 0, engineReady: 0 };
	window.duplicataBench = seen;
	const look = () => {
		const b = document.getElementById("new-game");
		if (!seen.formUsable && b && !b.disabled) seen.formUsable = performance.now();
		if (!seen.engineReady && document.querySelector('.page[data-engine="ready"]')) seen.engineReady = performance.now();
	};
	new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
})()`

// engineReady holds once the page's engine is ready and its form usable
// (on the phone the form comes up to 1.5 s after the engine: read at the
// engine ready alone, it was sometimes not there yet). It is polled every
// 100 ms, not at every frame nor by DOM queries over CDP, which would take
// the slowed main thread's time from the start measured.
const engineReady = `window.duplicataBench &&
	(performance.getEntriesByName("duplicata:engine-ready").length > 0 || window.duplicataBench.engineReady > 0) &&
	(performance.getEntriesByName("duplicata:form-usable").length > 0 || window.duplicataBench.formUsable > 0)`

// times reads the visit's times, in ms from the navigation.
const times = `(() => {
	const mark = (n) => { const m = performance.getEntriesByName(n, "mark"); return m.length ? m[0].startTime : 0; };
	const paint = performance.getEntriesByName("first-contentful-paint");
	const seen = window.duplicataBench || {};
	return {
		firstPaint: paint.length ? paint[0].startTime : 0,
		formUsable: mark("duplicata:form-usable") || seen.formUsable || 0,
		engineReady: mark("duplicata:engine-ready") || seen.engineReady || 0,
	};
})()`

// benchVisit opens the site served by inner in a fresh browser as dev
// emulates it, cold, then warm once the service worker has cached the site,
// then offline with the server closed, where it plays a game's first
// actions. It reads the memory after the cold and the warm starts.
func benchVisit(t *testing.T, assets string, inner http.Handler, dev device) ([]measure, error) {
	t.Helper()
	c := &counter{paths: map[string]*fileCount{}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	front := &http.Server{Handler: c.wrap(dev.shape(inner))}
	go front.Serve(ln)
	defer front.Close()
	u := "http://" + ln.Addr().String() + "/"

	dev, uncap, err := byThreads(dev)
	if err != nil {
		t.Fatal(err)
	}
	defer uncap()
	ctx, stop := startBrowser(t)
	defer stop()
	// The contexts attached to the engine's workers close them when
	// cancelled: at the end only.
	var cancels []func()
	defer func() {
		for _, cancel := range cancels {
			cancel()
		}
	}()
	run := benchSteps(t, ctx, "")
	if err := run("device and watchers", dev.emulate(),
		chromedp.ActionFunc(func(ctx context.Context) error {
			for _, js := range []string{watch, benchJS} {
				if _, err := page.AddScriptToEvaluateOnNewDocument(js).Do(ctx); err != nil {
					return err
				}
			}
			return nil
		})); err != nil {
		return nil, err
	}
	visit := func(name string, nav chromedp.Action, after ...chromedp.Action) (measure, error) {
		var m struct{ FirstPaint, FormUsable, EngineReady float64 }
		err := run(name, append([]chromedp.Action{nav,
			chromedp.Poll(engineReady, nil, chromedp.WithPollingInterval(100*time.Millisecond)),
			chromedp.Evaluate(times, &m)}, after...)...)
		return measure{device: dev.name, visit: name, firstPaint: m.FirstPaint, formUsable: m.FormUsable, engineReady: m.EngineReady, assets: assets}, err
	}
	var coldMem, warmMem memory
	cold, err := visit("cold", chromedp.Navigate(u), readMemory(&coldMem, &cancels))
	if err != nil {
		return nil, err
	}
	cold.mem = &coldMem
	waitCachedOf(t, ctx, assets)
	cold.bytes = c.take()
	warm, err := visit("warm", chromedp.Reload(), readMemory(&warmMem, &cancels))
	if err != nil {
		return nil, err
	}
	warm.mem = &warmMem
	// What the service worker fetches in the background after a visit
	// (the update check) counts for the warm visit.
	time.Sleep(time.Second)
	warm.bytes = c.take()
	front.Close()
	if _, err := http.Get(u); err == nil || errors.Is(err, context.Canceled) {
		t.Fatalf("the server still answers after Close (%v)", err)
	}
	var f flows
	offline, err := visit("offline", chromedp.Reload(), playFlows(&f))
	if err != nil {
		return nil, err
	}
	offline.flows = &f
	offline.bytes = c.take()
	return []measure{cold, warm, offline}, nil
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// benchSteps runs a measured visit's steps, each with a generous timeout
// (nothing is timed by it), saving the page when one fails; prefix starts
// the error's text.
func benchSteps(t *testing.T, ctx context.Context, prefix string) func(what string, actions ...chromedp.Action) error {
	return func(what string, actions ...chromedp.Action) error {
		tctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
		defer cancel()
		if err := chromedp.Run(tctx, actions...); err != nil {
			failure(t, ctx)
			return fmt.Errorf("%s%s: %w", prefix, what, err)
		}
		return nil
	}
}
