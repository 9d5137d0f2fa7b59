//go:build unix

package e2e

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"duplicata/site/wranglertest"
	"duplicata/wasm/server"
)

// TestBenchWeb is `./build.sh bench-web`, a measurement, not a check: it
// serves the site under wrangler dev and under the plain Go server, opens it
// in headless Chromium at a phone viewport cold (fresh profile), warm
// (reloaded from the service worker's cache) and offline (the server gone),
// and prints the times from navigation to the first paint, to a usable form
// and to the engine ready, and the bytes each file took on the wire. With
// DUPLICATA_BENCH_BEFORE=<commit> (ed6e94a by default, "none" for none) it
// also builds that commit's site in a git worktree of its own and measures
// both in the same run, so that before and after see the same machine.
// DUPLICATA_BENCH_RUNS repeats each measure (default 3; the medians are
// printed last). It runs only with DUPLICATA_BENCHWEB=1.
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
		before = "ed6e94a"
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

	var all []measure
	// The runs outermost: before and after, interleaved, see the same
	// changes of the machine's load.
	for run := 1; run <= runs; run++ {
		for _, b := range builds {
			for _, srv := range []string{"wrangler dev", "plain Go server"} {
				var inner http.Handler
				var stop func()
				if srv == "wrangler dev" {
					inner, stop = wranglerDev(t, b.worker)
				} else {
					inner, stop = server.Handler(b.assets), func() {}
				}
				ms, err := benchVisit(t, b.assets, inner)
				if err == nil && run == 1 {
					ms[0].br = servedBrotli(inner, ms[0].bytes)
				}
				stop()
				if err != nil {
					// One visit that fails (wrangler dev losing its
					// worker on a loaded machine) is said, not fatal.
					fmt.Printf("%-18s %-16s run %d failed: %v\n", b.name, srv, run, err)
					continue
				}
				for i := range ms {
					ms[i].build, ms[i].server, ms[i].run = b.name, srv, run
					fmt.Println(ms[i].row())
				}
				all = append(all, ms...)
				if run == 1 {
					fmt.Printf("\nbytes of the first visit (%s, %s; raw = the file, served = the body on the wire):\n", b.name, srv)
					fmt.Print(ms[0].files())
					fmt.Println()
				}
			}
		}
	}
	fmt.Printf("\nmedians of %d runs (ms from the navigation; KB transferred, bodies as served):\n", runs)
	fmt.Printf("%-18s %-16s %-8s %11s %11s %12s %11s\n", "build", "server", "visit", "first paint", "form usable", "engine ready", "transferred")
	for _, b := range builds {
		for _, srv := range []string{"wrangler dev", "plain Go server"} {
			for _, visit := range []string{"cold", "warm", "offline"} {
				var fp, fu, er, kb []float64
				for _, m := range all {
					if m.build == b.name && m.server == srv && m.visit == visit {
						fp, fu, er = append(fp, m.firstPaint), append(fu, m.formUsable), append(er, m.engineReady)
						kb = append(kb, float64(m.served())/1000)
					}
				}
				fmt.Printf("%-18s %-16s %-8s %11.0f %11.0f %12.0f %11.0f\n", b.name, srv, visit, median(fp), median(fu), median(er), median(kb))
			}
		}
	}
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
	log := new(wranglertest.Buffer)
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	var once sync.Once
	stop := func() { once.Do(func() { wranglertest.KillGroup(t, cmd, exited) }) }
	t.Cleanup(stop)
	base := "http://127.0.0.1:" + strconv.Itoa(port)
	deadline := time.Now().Add(3 * time.Minute)
	for {
		select {
		case <-exited:
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
	// The browser's Accept-Encoding goes through and the body comes back
	// as wrangler encoded it.
	proxy.Transport = &http.Transport{DisableCompression: true}
	return proxy, stop
}

// fileCount is what one path cost on the wire.
type fileCount struct {
	requests int
	served   int64  // bytes of the bodies as sent
	encoding string // Content-Encoding of the last response
}

// counter counts the body bytes of every response, by path.
type counter struct {
	mu    sync.Mutex
	paths map[string]*fileCount
}

func (c *counter) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cw := &countingWriter{ResponseWriter: w}
		h.ServeHTTP(cw, r)
		c.mu.Lock()
		defer c.mu.Unlock()
		f := c.paths[r.URL.Path]
		if f == nil {
			f = new(fileCount)
			c.paths[r.URL.Path] = f
		}
		f.requests++
		f.served += cw.n
		f.encoding = w.Header().Get("Content-Encoding")
	})
}

// take returns the counts since the last take.
func (c *counter) take() map[string]fileCount {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := map[string]fileCount{}
	for p, f := range c.paths {
		out[p] = *f
	}
	c.paths = map[string]*fileCount{}
	return out
}

type countingWriter struct {
	http.ResponseWriter
	n int64
}

func (w *countingWriter) Write(b []byte) (int, error) {
	n, err := w.ResponseWriter.Write(b)
	w.n += int64(n)
	return n, err
}

func (w *countingWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// measure is one visit.
type measure struct {
	build, server, visit string
	run                  int
	firstPaint           float64 // ms from the navigation
	formUsable           float64
	engineReady          float64
	assets               string
	bytes                map[string]fileCount
	br                   map[string]fileCount // the same paths asked for again, for brotli alone
}

// servedBrotli asks h once more for each path, for brotli alone, and
// counts the bodies as h serves them: what Cloudflare's edge, which prefers
// brotli, would send. Chromium offers brotli only over HTTPS, and even then
// wrangler dev answers its "gzip, deflate, br, zstd" with gzip.
func servedBrotli(h http.Handler, paths map[string]fileCount) map[string]fileCount {
	out := map[string]fileCount{}
	for p := range paths {
		r := httptest.NewRequest("GET", p, nil)
		r.Header.Set("Accept-Encoding", "br")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		out[p] = fileCount{requests: 1, served: int64(w.Body.Len()), encoding: w.Header().Get("Content-Encoding")}
	}
	return out
}

func (m measure) served() int64 {
	var n int64
	for _, f := range m.bytes {
		n += f.served
	}
	return n
}

func (m measure) row() string {
	return fmt.Sprintf("%-18s %-16s run %d %-8s first paint %6.0f ms, form usable %6.0f ms, engine ready %6.0f ms, %5d requests, %8.0f KB transferred",
		m.build, m.server, m.run, m.visit, m.firstPaint, m.formUsable, m.engineReady, m.requests(), float64(m.served())/1000)
}

func (m measure) requests() int {
	n := 0
	for _, f := range m.bytes {
		n += f.requests
	}
	return n
}

// files lists the bytes of each path: raw (the file in the site) and as
// served, largest first.
func (m measure) files() string {
	paths := make([]string, 0, len(m.bytes))
	for p := range m.bytes {
		paths = append(paths, p)
	}
	slices.SortFunc(paths, func(a, b string) int { return int(m.bytes[b].served - m.bytes[a].served) })
	var sb strings.Builder
	fmt.Fprintf(&sb, "  %-30s %8s %12s %12s %-8s %12s %s\n", "path", "requests", "raw bytes", "served bytes", "encoding", "once, br", "encoding")
	var raw, served, br int64
	for _, p := range paths {
		f := m.bytes[p]
		r := rawSize(m.assets, p)
		raw += r * int64(f.requests)
		served += f.served
		b := m.br[p]
		br += b.served
		fmt.Fprintf(&sb, "  %-30s %8d %12d %12d %-8s %12d %s\n", p, f.requests, r, f.served, f.encoding, b.served, b.encoding)
	}
	fmt.Fprintf(&sb, "  %-30s %8d %12d %12d %-8s %12d\n", "total", m.requests(), raw, served, "", br)
	return sb.String()
}

// rawSize is the size of the file a path names in the site, or 0.
func rawSize(dir, p string) int64 {
	p = path.Clean("/" + p)
	name := filepath.Join(dir, filepath.FromSlash(p))
	for _, n := range []string{name, name + ".html", filepath.Join(name, "index.html")} {
		if st, err := os.Stat(n); err == nil && st.Mode().IsRegular() {
			return st.Size()
		}
	}
	return 0
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

// benchVisit opens the site served by inner in a fresh browser at a phone
// viewport, cold, then warm once the service worker has cached the site,
// then offline with the server closed.
func benchVisit(t *testing.T, assets string, inner http.Handler) ([]measure, error) {
	t.Helper()
	c := &counter{paths: map[string]*fileCount{}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	front := &http.Server{Handler: c.wrap(inner)}
	go front.Serve(ln)
	defer front.Close()
	u := "http://" + ln.Addr().String() + "/"

	ctx, stop := startBrowser(t)
	defer stop()
	run := func(what string, actions ...chromedp.Action) error {
		tctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		defer cancel()
		if err := chromedp.Run(tctx, actions...); err != nil {
			failure(t, ctx)
			return fmt.Errorf("%s: %w", what, err)
		}
		return nil
	}
	if err := run("phone and watcher", chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch),
		chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(watch).Do(ctx)
			return err
		})); err != nil {
		return nil, err
	}
	visit := func(name string, nav chromedp.Action) (measure, error) {
		var m struct{ FirstPaint, FormUsable, EngineReady float64 }
		err := run(name, nav, ready(),
			chromedp.Poll(`window.duplicataBench && (performance.getEntriesByName("duplicata:engine-ready").length > 0 || window.duplicataBench.engineReady > 0)`, nil),
			chromedp.Evaluate(times, &m))
		return measure{visit: name, firstPaint: m.FirstPaint, formUsable: m.FormUsable, engineReady: m.EngineReady, assets: assets}, err
	}
	cold, err := visit("cold", chromedp.Navigate(u))
	if err != nil {
		return nil, err
	}
	waitCachedOf(t, ctx, assets)
	cold.bytes = c.take()
	warm, err := visit("warm", chromedp.Reload())
	if err != nil {
		return nil, err
	}
	// What the service worker fetches in the background after a visit
	// (the update check) counts for the warm visit.
	time.Sleep(time.Second)
	warm.bytes = c.take()
	front.Close()
	if _, err := http.Get(u); err == nil || errors.Is(err, context.Canceled) {
		t.Fatalf("the server still answers after Close (%v)", err)
	}
	offline, err := visit("offline", chromedp.Reload())
	if err != nil {
		return nil, err
	}
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
