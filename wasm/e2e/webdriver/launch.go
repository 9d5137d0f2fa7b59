package webdriver

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"duplicata/internal/procgroup"
	"duplicata/site/browsertest"
)

// Engines are the engines Start knows, in the order the tests run them.
var Engines = []string{"chromium", "firefox", "webkit"}

// Start starts engine headless with a fresh profile, listening on loopback
// only, its window width×height; the browser and every process it started
// end with the test. Without the engine installed the test skips, but
// fails when CI=true (wasm/build.sh browser installs all three).
func Start(t testing.TB, engine string, width, height int) Browser {
	t.Helper()
	var b Browser
	var err error
	switch engine {
	case "chromium":
		ctx, stop := browsertest.Launch(t, width, height)
		downloads := profileDir(t, "chromium-downloads")
		b = &chromium{ctx: ctx, downloads: downloads, stop: func() { stop(); os.RemoveAll(downloads) }}
		err = chromedp.Run(ctx, cdpbrowser.SetDownloadBehavior(cdpbrowser.SetDownloadBehaviorBehaviorAllow).WithDownloadPath(downloads))
	case "firefox":
		b, err = startFirefox(t, width, height)
	case "webkit":
		b, err = startWebKit(t, width, height)
	default:
		t.Fatalf("no engine %q", engine)
	}
	if err != nil {
		if b != nil {
			b.Close()
		}
		t.Fatalf("%s: %v", engine, err)
	}
	t.Cleanup(b.Close)
	return b
}

// need finds a program, or skips the test (fails it when CI=true).
func need(t testing.TB, pkg string, names ...string) string {
	t.Helper()
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	msg := fmt.Sprintf("%s not found on $PATH (apt-get install %s, or wasm/build.sh browser)", strings.Join(names, " or "), pkg)
	if os.Getenv("CI") == "true" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// startProcess starts a program in a process group of its own, env added
// to the test's.
func startProcess(env []string, name string, args ...string) (*procgroup.Process, error) {
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), env...)
	return procgroup.Start(cmd, nil)
}

// profileDir is a fresh folder for a browser's profile.
func profileDir(t testing.TB, engine string) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "duplicata-"+engine+"-")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// firefoxPrefs keep a test profile quiet: no first-run pages, updates,
// telemetry or connectivity checks (loopback only). The remote agent adds
// its own recommended preferences.
const firefoxPrefs = `
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.page", 0);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.aboutwelcome.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("app.update.disabledForTesting", true);
user_pref("app.normandy.enabled", false);
user_pref("extensions.update.enabled", false);
user_pref("network.captive-portal-service.enabled", false);
user_pref("network.connectivity-service.enabled", false);
user_pref("browser.safebrowsing.update.enabled", false);
user_pref("browser.safebrowsing.downloads.enabled", false);
user_pref("services.settings.server", "http://127.0.0.1:9/");
user_pref("network.dns.disablePrefetch", true);
user_pref("browser.newtabpage.enabled", false);
user_pref("browser.download.folderList", 2);
user_pref("browser.download.useDownloadDir", true);
user_pref("browser.download.always_ask_before_handling_new_types", false);
user_pref("browser.download.alwaysOpenPanel", false);
`

func startFirefox(t testing.TB, width, height int) (Browser, error) {
	exe := need(t, "firefox-esr", "firefox-esr", "firefox")
	profile := profileDir(t, "firefox")
	downloads := filepath.Join(profile, "downloads")
	prefs := firefoxPrefs + fmt.Sprintf("user_pref(\"browser.download.dir\", %q);\n", downloads)
	if err := os.WriteFile(filepath.Join(profile, "user.js"), []byte(prefs), 0o644); err != nil {
		return nil, err
	}
	port, err := procgroup.FreePort()
	if err != nil {
		return nil, err
	}
	p, err := startProcess([]string{"MOZ_HEADLESS=1", fmt.Sprintf("MOZ_HEADLESS_WIDTH=%d", width), fmt.Sprintf("MOZ_HEADLESS_HEIGHT=%d", height)},
		exe, "--headless", "--no-remote", "--profile", profile, fmt.Sprintf("--remote-debugging-port=%d", port), "about:blank")
	if err != nil {
		return nil, err
	}
	stop := func() { p.Stop(); os.RemoveAll(profile) }
	onLog := func(level, text string) {
		if strings.Contains(text, "panic:") {
			t.Errorf("firefox: Go panic in the page: %s", text)
		} else if level == "error" {
			t.Logf("firefox: console %s: %s", level, text)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	url := fmt.Sprintf("ws://127.0.0.1:%d/session", port)
	for {
		b, err := dialBiDi(ctx, "firefox", url, onLog, stop)
		if err == nil {
			b.downloads = downloads
			if err := b.Resize(ctx, width, height); err != nil {
				b.Close()
				return nil, err
			}
			return b, nil
		}
		select {
		case <-p.Exited():
			stop()
			return nil, fmt.Errorf("firefox ended: %s", p.Out.String())
		case <-ctx.Done():
			stop()
			return nil, fmt.Errorf("no WebDriver BiDi at %s: %v\n%s", url, err, p.Out.String())
		case <-time.After(200 * time.Millisecond):
		}
	}
}

func startWebKit(t testing.TB, width, height int) (Browser, error) {
	driver := need(t, "webkit2gtk-driver", "WebKitWebDriver")
	xvfb := need(t, "xvfb", "xvfb-run")
	profile := profileDir(t, "webkit")
	port, err := procgroup.FreePort()
	if err != nil {
		return nil, err
	}
	// The browser (MiniBrowser, which WebKitWebDriver starts) keeps its
	// data under the XDG folders, and saves downloads in XDG_DOWNLOAD_DIR:
	// the fresh profile's.
	env := []string{"HOME=" + profile, "XDG_CONFIG_HOME=" + profile + "/config", "XDG_CACHE_HOME=" + profile + "/cache",
		"XDG_DATA_HOME=" + profile + "/data", "XDG_RUNTIME_DIR=" + profile + "/run"}
	downloads := filepath.Join(profile, "downloads")
	for _, d := range []string{profile + "/run", profile + "/config", downloads} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			return nil, err
		}
	}
	if err := os.WriteFile(profile+"/config/user-dirs.dirs", []byte(fmt.Sprintf("XDG_DOWNLOAD_DIR=%q\n", downloads)), 0o644); err != nil {
		return nil, err
	}
	p, err := startProcess(env, xvfb, "-a", "-s", fmt.Sprintf("-screen 0 %dx%dx24", width+100, height+200),
		driver, fmt.Sprintf("--port=%d", port), "--host=127.0.0.1")
	if err != nil {
		return nil, err
	}
	stop := func() { p.Stop(); os.RemoveAll(profile) }
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	for {
		req, _ := http.NewRequestWithContext(ctx, "GET", base+"/status", nil)
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			resp.Body.Close()
			break
		}
		select {
		case <-p.Exited():
			stop()
			return nil, fmt.Errorf("WebKitWebDriver ended: %s", p.Out.String())
		case <-ctx.Done():
			stop()
			return nil, fmt.Errorf("no WebKitWebDriver at %s: %v\n%s", base, err, p.Out.String())
		case <-time.After(200 * time.Millisecond):
		}
	}
	c, err := newClassic(ctx, "webkit", base, map[string]any{"browserName": "MiniBrowser"}, width, height, stop)
	if err != nil {
		stop()
		return nil, fmt.Errorf("%v\n%s", err, p.Out.String())
	}
	c.downloads = downloads
	return c, nil
}
