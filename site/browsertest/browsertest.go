// Package browsertest starts headless Chromium for tests of pages the
// Worker serves (the club embed): a fresh profile each time, the flags the
// machine needs, the browser ended and its profile removed when the test
// ends.
package browsertest

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// Env names the environment variable giving Chromium's path when it is not
// on $PATH as chromium, chromium-browser or google-chrome.
const Env = "DUPLICATA_CHROMIUM"

// Chromium finds the browser. Without one the test skips, but fails when
// CI=true.
func Chromium(t testing.TB) string {
	t.Helper()
	if p := os.Getenv(Env); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	const msg = "Chromium not found on $PATH nor in $" + Env + " (apt-get install chromium)"
	if os.Getenv("CI") == "true" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// Start starts headless Chromium with a fresh profile and a window of
// width×height, stopped when the test ends; it logs the page's exceptions
// and console errors.
func Start(t testing.TB, width, height int) context.Context {
	t.Helper()
	ctx, stop := Launch(t, width, height)
	t.Cleanup(stop)
	return ctx
}

// Launch is Start for a browser the test stops itself (a measurement
// starting one browser a visit): stop ends Chromium and removes its
// profile. extra are added to the command line's options.
func Launch(t testing.TB, width, height int, extra ...chromedp.ExecAllocatorOption) (ctx context.Context, stop func()) {
	t.Helper()
	exe := Chromium(t)
	profile, err := os.MkdirTemp("", "duplicata-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.UserDataDir(profile),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		// A frame of another site (the embed on a club's page, HostPage)
		// runs in the page's process, as on Android's Chrome: DevTools
		// reaches it from the page, as the tests' frame queries do. Its
		// storage and service worker are partitioned all the same: that
		// follows the top-level site, not the process.
		chromedp.Flag("disable-site-isolation-trials", true),
		chromedp.Flag("disable-features", "IsolateOrigins,site-per-process"),
		chromedp.WindowSize(width, height),
	}
	opts = append(opts, extra...)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	stop = func() {
		cancel()
		cancelAlloc() // waits for Chromium to exit
		// Removed only now: Chromium writes into its profile until it exits.
		os.RemoveAll(profile)
	}
	chromedp.ListenTarget(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			t.Logf("page exception: %s", ev.ExceptionDetails.Error())
		case *runtime.EventConsoleAPICalled:
			// Go's own panics reach the console as plain logs.
			goPanic := len(ev.Args) > 0 && (strings.Contains(string(ev.Args[0].Value), "panic:") || strings.Contains(string(ev.Args[0].Value), "goroutine "))
			if ev.Type == runtime.APITypeError || goPanic {
				var args []string
				for _, a := range ev.Args {
					args = append(args, string(a.Value))
				}
				if goPanic {
					// The app stopped: whatever the test checks next,
					// it failed here.
					t.Errorf("Go panic in the page: %s", strings.Join(args, " "))
					return
				}
				t.Logf("console error: %s", strings.Join(args, " "))
			}
		}
	})
	var setup []chromedp.Action
	if ms := os.Getenv(PaintDelayEnv); ms != "" {
		if _, err := strconv.Atoi(ms); err != nil {
			stop()
			t.Fatalf("$%s=%q: not a number of milliseconds", PaintDelayEnv, ms)
		}
		setup = append(setup, chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := cdppage.AddScriptToEvaluateOnNewDocument("window.duplicataPaintDelay = " + ms).Do(ctx)
			return err
		}))
	}
	if err := chromedp.Run(ctx, setup...); err != nil {
		stop()
		t.Fatal(err)
	}
	return ctx, stop
}

// PaintDelayEnv names the environment variable that makes every page of
// the browsers Launch starts run what waits for a painted frame that many
// milliseconds later (wasm/ui/browser.AfterPaint): the way to find the
// tests that read a panel drawn later, or the game saved after a turn,
// without waiting for it. They pass at 0; run them at 400 after changing
// what a page draws later or a test reading such things:
//
//	DUPLICATA_PAINT_DELAY=400 go test ./wasm/e2e/
const PaintDelayEnv = "DUPLICATA_PAINT_DELAY"

// Do runs actions with a generous timeout (nothing is timed: it only stops
// a test that would hang) and fails the test with what on an error.
func Do(t testing.TB, ctx context.Context, what string, actions ...chromedp.Action) {
	t.Helper()
	tctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	if err := chromedp.Run(tctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// Screenshot saves the viewport as name under $ARTIFACTS (default: the
// temporary folder's duplicata-artifacts) and returns its path.
func Screenshot(t testing.TB, ctx context.Context, name string) string {
	t.Helper()
	var png []byte
	Do(t, ctx, "screenshot "+name, chromedp.CaptureScreenshot(&png))
	return SaveArtifact(t, name, png)
}

// SaveArtifact writes data as name under $ARTIFACTS (default: the
// temporary folder's duplicata-artifacts), logs and returns its path.
func SaveArtifact(t testing.TB, name string, data []byte) string {
	t.Helper()
	dir := os.Getenv("ARTIFACTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "duplicata-artifacts")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
	return path
}

// FrameURLs is the URL of each child frame of the page, by the frame's
// name. A frame whose document was refused (X-Frame-Options,
// frame-ancestors) shows Chromium's error page, not its src.
func FrameURLs(t testing.TB, ctx context.Context) map[string]string {
	t.Helper()
	var tree *cdppage.FrameTree
	Do(t, ctx, "frames", chromedp.ActionFunc(func(ctx context.Context) (err error) {
		tree, err = cdppage.GetFrameTree().Do(ctx)
		return err
	}))
	got := map[string]string{}
	for _, f := range tree.ChildFrames {
		got[f.Frame.Name] = f.Frame.URL
	}
	return got
}

// Refused fails the test unless the page holds a frame of that name whose
// document, from site, was refused.
func Refused(t testing.TB, frames map[string]string, name, site string) {
	t.Helper()
	switch u, ok := frames[name]; {
	case !ok || u == "":
		t.Errorf("no frame %q on the page (%v): nothing shows it was refused", name, frames)
	case strings.HasPrefix(u, site):
		t.Errorf("the %s frame shows %q: the site let another origin frame it", name, u)
	}
}

// HostPage serves a club's page holding body (the embed's snippet, frames)
// on a loopback port of its own, another origin than the site's but the
// same site (127.0.0.1): the frame shares the browser's storage with the
// site's own pages, which some tests rely on. CrossSiteHostPage is another
// site.
func HostPage(t testing.TB, body string) string { return hostPage(t, "127.0.0.1", body) }

// CrossSiteHostPage is HostPage named localhost, while the site is
// 127.0.0.1: another site, not only another origin, so that the browser
// partitions the frame's storage and service worker by the club's site,
// as on a club's real website — the frame starts with an empty partition.
func CrossSiteHostPage(t testing.TB, body string) string { return hostPage(t, "localhost", body) }

// hostPage serves the club's page on a loopback port, its address named
// host.
func hostPage(t testing.TB, host, body string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang=fr><head><meta charset=utf-8><meta name=viewport content="width=device-width"><title>Le site du club</title></head>`+
			`<body style="font-family:serif;background:#f3efe6;margin:16px"><h1>Le site du club</h1><p>Notre partie en ligne :</p>%s</body></html>`, body)
	})}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return (&url.URL{Scheme: "http", Host: net.JoinHostPort(host, strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)), Path: "/"}).String()
}
