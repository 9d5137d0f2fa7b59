//go:build unix

package sitetest

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"duplicata/engine/lexicon/frlibre"
	"duplicata/internal/procgroup"
	"duplicata/site/wranglertest"
)

const version = "sitetest-version"

// Cloudflare's limits on a Worker's size after compression: 3 MiB on the
// free plan, 10 MiB on the paid one; 64 MiB before compression.
const (
	freeLimit         = 3 << 20
	paidLimit         = 10 << 20
	uncompressedLimit = 64 << 20
)

var (
	fixture   string // absolute path of the fixture assets
	buildOnce sync.Once
	buildOut  string // the built worker, shared by the tests
	buildErr  error
)

func TestMain(m *testing.M) {
	site, err := wranglertest.SiteDir()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	tmp, err := os.MkdirTemp("", "duplicata-sitetest-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	// A copy: the build writes the assets' _headers file into it.
	fixture = filepath.Join(tmp, "public")
	if err := os.CopyFS(fixture, os.DirFS(filepath.Join(site, "testdata", "public"))); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	buildOut = filepath.Join(tmp, "build")
	code := m.Run()
	os.RemoveAll(tmp)
	os.Exit(code)
}

// build skips the test without node and npm, else installs wrangler if
// needed and builds the worker once for every test.
func build(t *testing.T) string {
	t.Helper()
	wranglertest.Skip(t)
	buildOnce.Do(func() { buildErr = wranglertest.Build(fixture, buildOut, version) })
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return buildOut
}

// serve starts wrangler dev on the built worker and returns its base URL
// once /api/health answers.
func serve(t *testing.T) string {
	return wranglertest.Dev(t, build(t)).URL
}

type response struct {
	status int
	header http.Header
	body   []byte
}

func fetch(t *testing.T, url string) response {
	t.Helper()
	return fetchWith(t, url, nil)
}

// fetchWith fetches url with the request's headers set to header's. With
// an Accept-Encoding of its own, the body is as served, not decompressed.
func fetchWith(t *testing.T, url string, header map[string]string) response {
	t.Helper()
	client := &http.Client{
		Timeout:       30 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return response{res.StatusCode, res.Header, body}
}

func checkSecurity(t *testing.T, path string, r response, framable bool) {
	t.Helper()
	if got := r.header.Get("X-Content-Type-Options"); got != "nosniff" {
		t.Errorf("%s: X-Content-Type-Options %q", path, got)
	}
	if got := r.header.Get("Referrer-Policy"); got != "strict-origin-when-cross-origin" {
		t.Errorf("%s: Referrer-Policy %q", path, got)
	}
	csp := r.header.Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "worker-src 'self' blob:"} {
		if !strings.Contains(csp, want) {
			t.Errorf("%s: CSP %q lacks %q", path, csp, want)
		}
	}
	xfo := r.header.Get("X-Frame-Options")
	if framable {
		if !strings.Contains(csp, "frame-ancestors *") || xfo != "" {
			t.Errorf("%s: framing denied: CSP %q, X-Frame-Options %q", path, csp, xfo)
		}
	} else if !strings.Contains(csp, "frame-ancestors 'none'") || xfo != "DENY" {
		t.Errorf("%s: framing allowed: CSP %q, X-Frame-Options %q", path, csp, xfo)
	}
}

func TestWranglerDev(t *testing.T) {
	base := serve(t)

	index, err := os.ReadFile(filepath.Join(fixture, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	r := fetch(t, base+"/")
	if r.status != 200 || !bytes.Equal(r.body, index) {
		t.Errorf("/: status %d, body %q, want the fixture's index.html", r.status, r.body)
	}
	if ct := r.header.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
		t.Errorf("/: Content-Type %q", ct)
	}
	checkSecurity(t, "/", r, false)

	r = fetch(t, base+"/web/app.wasm")
	if r.status != 200 || r.header.Get("Content-Type") != "application/wasm" || !bytes.HasPrefix(r.body, []byte("\x00asm")) {
		t.Errorf("/web/app.wasm: status %d, Content-Type %q, body %q", r.status, r.header.Get("Content-Type"), r.body)
	}
	checkSecurity(t, "/web/app.wasm", r, false)
	checkBrotli(t, base)

	r = fetch(t, base+"/app.js")
	if ct := r.header.Get("Content-Type"); r.status != 200 || !strings.HasPrefix(ct, "text/javascript") {
		t.Errorf("/app.js: status %d, Content-Type %q", r.status, ct)
	}
	checkSecurity(t, "/app.js", r, false)

	r = fetch(t, base+"/api/health")
	var health struct{ Version, Lexicon, LexiconHash string }
	if err := json.Unmarshal(r.body, &health); err != nil || r.status != 200 {
		t.Errorf("/api/health: status %d, body %q: %v", r.status, r.body, err)
	}
	if health.Version != version || health.Lexicon != frlibre.Name || health.LexiconHash != frlibre.Hash {
		t.Errorf("/api/health: %+v, want version %q, lexicon %q, hash %q", health, version, frlibre.Name, frlibre.Hash)
	}
	if ct := r.header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("/api/health: Content-Type %q", ct)
	}
	checkSecurity(t, "/api/health", r, false)

	for _, path := range []string{"/nope", "/api/nope", "/web/nope.wasm"} {
		r = fetch(t, base+path)
		if r.status != 404 {
			t.Errorf("%s: status %d, want 404", path, r.status)
		}
		checkSecurity(t, path, r, false)
	}

	r = fetch(t, base+"/embed")
	if r.status != 200 || !bytes.Contains(r.body, []byte("duplicata-fixture-embed")) {
		t.Errorf("/embed: status %d, body %q", r.status, r.body)
	}
	checkSecurity(t, "/embed", r, true)
	r = fetch(t, base+"/embed/deeper")
	if r.status != 200 || !bytes.Contains(r.body, []byte("duplicata-fixture-embed-deeper")) {
		t.Errorf("/embed/deeper: status %d, body %q", r.status, r.body)
	}
	checkSecurity(t, "/embed/deeper", r, true)

	// html_handling's canonical redirects come from the assets too, with
	// the headers of the path asked for.
	for _, c := range []struct{ path, location string }{{"/index.html", "/"}, {"/embed.html", "/embed"}} {
		r = fetch(t, base+c.path)
		if r.status != 307 || r.header.Get("Location") != c.location {
			t.Errorf("%s: status %d, Location %q, want 307 to %s", c.path, r.status, r.header.Get("Location"), c.location)
		}
		checkSecurity(t, c.path, r, false)
	}

	// The headers file itself is not an asset.
	r = fetch(t, base+"/_headers")
	if r.status != 404 || bytes.Contains(r.body, []byte("Content-Security-Policy")) {
		t.Errorf("/_headers: status %d, body %q: want a 404", r.status, r.body)
	}
	checkSecurity(t, "/_headers", r, false)

	// A method an asset does not answer.
	res, err := http.Post(base+"/", "text/plain", strings.NewReader("x"))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /: status %d, want 405", res.StatusCode)
	}
	checkSecurity(t, "POST /", response{res.StatusCode, res.Header, nil}, false)
}

// totalUpload is wrangler deploy's size line, in KiB.
var totalUpload = regexp.MustCompile(`Total Upload: ([0-9.]+) KiB / gzip: ([0-9.]+) KiB`)

func TestDeployDryRun(t *testing.T) {
	out := build(t)
	dist := t.TempDir()
	cmd, err := wranglertest.Command("deploy", "--config", filepath.Join(out, "wrangler.toml"), "--dry-run", "--outdir", dist)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	p, err := procgroup.Start(cmd, nil)
	if err != nil {
		t.Fatal(err)
	}
	log := p.Out
	// Nothing of the group may outlive the command.
	defer wranglertest.Stop(t, p)
	select {
	case <-p.Exited():
	case <-ctx.Done():
		wranglertest.Stop(t, p)
		t.Fatalf("wrangler deploy --dry-run did not end:\n%s", log.String())
	}
	if err := p.Err(); err != nil {
		t.Fatalf("wrangler deploy --dry-run: %v\n%s", err, log.String())
	}

	m := totalUpload.FindStringSubmatch(log.String())
	if m == nil {
		t.Fatalf("no size line in wrangler's output:\n%s", log.String())
	}
	raw, _ := strconv.ParseFloat(m[1], 64)
	gz, _ := strconv.ParseFloat(m[2], 64)
	t.Logf("wrangler: total upload %.0f KiB, gzip %.0f KiB (free plan limit %d KiB, paid %d KiB)", raw, gz, freeLimit>>10, paidLimit>>10)
	if gz*1024 > freeLimit {
		t.Errorf("the worker is %.0f KiB compressed: over the free plan's %d KiB", gz, freeLimit>>10)
	}
	if raw*1024 > uncompressedLimit {
		t.Errorf("the worker is %.0f KiB uncompressed: over %d KiB", raw, uncompressedLimit>>10)
	}

	// The files written agree: the bundle and the Go worker, compressed.
	var files []string
	var sum, gzSum int
	entries, err := os.ReadDir(dist)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := e.Name()
		if strings.HasSuffix(name, ".map") || name == "README.md" {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dist, name))
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		zw.Write(data)
		zw.Close()
		files = append(files, name)
		sum += len(data)
		gzSum += buf.Len()
	}
	t.Logf("dry-run files %v: %d bytes, %d gzipped", files, sum, gzSum)
	if !hasSuffix(files, "worker.js") || !hasSuffix(files, "app.wasm") {
		t.Errorf("dry-run files %v: want worker.js and the worker's app.wasm", files)
	}
	if gzSum > freeLimit {
		t.Errorf("dry-run files: %d bytes gzipped, over the free plan's %d", gzSum, freeLimit)
	}
}

func hasSuffix(names []string, suffix string) bool {
	for _, n := range names {
		if strings.HasSuffix(n, suffix) {
			return true
		}
	}
	return false
}

// TestOneProgram: one Go program serves every request of the Worker
// (site/worker/entry.mjs), those sent one after the other and those sent
// at once: the caches the clubs API keeps per instance live across
// requests. syumai/workers' generated entry started a program for each,
// where every request would be its program's first.
func TestOneProgram(t *testing.T) {
	s := wranglertest.Dev(t, build(t), "COUNT_SERVED:1")
	served := func() int {
		res := fetch(t, s.URL+"/api/health")
		n, err := strconv.Atoi(res.header.Get("X-Served"))
		if res.status != 200 || err != nil {
			t.Fatalf("/api/health: %d, X-Served %q", res.status, res.header.Get("X-Served"))
		}
		return n
	}
	first := served()
	for i := 1; i <= 3; i++ {
		if n := served(); n != first+i {
			t.Errorf("request %d after the first was the program's request %d, want %d", i, n, first+i)
		}
	}
	var mu sync.Mutex
	seen := map[int]bool{}
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			n := served()
			mu.Lock()
			seen[n] = true
			mu.Unlock()
		})
	}
	wg.Wait()
	if len(seen) != 20 {
		t.Errorf("20 requests at once counted %v: not one program", seen)
	}
}

// checkBrotli: app.wasm and the lexicon come as site/build.sh compressed
// them to a browser that accepts brotli (site/worker/entry.mjs): app.wasm's
// bytes once decompressed, the bytes the gzipped lexicon holds; as the
// assets to one that does not; and a conditional request is answered 304.
func checkBrotli(t *testing.T, base string) {
	t.Helper()
	for _, c := range []struct {
		path, contentType string
		gzipped           bool
	}{
		{"/web/app.wasm", "application/wasm", false},
		{"/web/fr-libre.dlx", "application/octet-stream", true},
	} {
		file, err := os.ReadFile(filepath.Join(fixture, c.path))
		if err != nil {
			t.Fatal(err)
		}
		want := file // the bytes the browser must end with
		if c.gzipped {
			zr, err := gzip.NewReader(bytes.NewReader(file))
			if err != nil {
				t.Fatal(err)
			}
			if want, err = io.ReadAll(zr); err != nil {
				t.Fatal(err)
			}
		}
		brFile := filepath.Join(fixture, c.path+".br")
		br, err := os.ReadFile(brFile)
		if err != nil {
			t.Fatalf("site/build.sh wrote no %s.br: %v", c.path, err)
		}
		out, err := exec.Command("node", "-e", `process.stdout.write(require("zlib").brotliDecompressSync(require("fs").readFileSync(process.argv[1])))`, brFile).Output()
		if err != nil || !bytes.Equal(out, want) {
			t.Fatalf("%s.br decompressed: %q, %v; want %q", c.path, out, err, want)
		}

		// br first: wrangler dev's proxy gives the client the first of
		// its encodings, re-encoding the Worker's body if needed
		// (miniflare's ensureAcceptableEncoding), where Cloudflare's
		// network keeps an encoding the client accepts.
		r := fetchWith(t, base+c.path, map[string]string{"Accept-Encoding": "br, gzip"})
		if r.status != 200 || r.header.Get("Content-Encoding") != "br" || r.header.Get("Content-Type") != c.contentType || !bytes.Equal(r.body, br) {
			t.Errorf("%s accepting br: status %d, Content-Encoding %q, Content-Type %q, body %q; want %s.br's %q",
				c.path, r.status, r.header.Get("Content-Encoding"), r.header.Get("Content-Type"), r.body, c.path, br)
		}
		if !strings.Contains(r.header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("%s accepting br: Vary %q", c.path, r.header.Get("Vary"))
		}
		checkSecurity(t, c.path+" (br)", r, false)

		etag := r.header.Get("ETag")
		if etag == "" {
			t.Errorf("%s accepting br: no ETag", c.path)
		} else if r := fetchWith(t, base+c.path, map[string]string{"Accept-Encoding": "br", "If-None-Match": etag}); r.status != 304 || len(r.body) != 0 {
			t.Errorf("%s, If-None-Match %s: status %d, body %q; want 304", c.path, etag, r.status, r.body)
		}

		r = fetchWith(t, base+c.path, map[string]string{"Accept-Encoding": "identity"})
		if r.status != 200 || r.header.Get("Content-Encoding") != "" || !bytes.Equal(r.body, file) {
			t.Errorf("%s without br: status %d, Content-Encoding %q, body %q; want the file's %q",
				c.path, r.status, r.header.Get("Content-Encoding"), r.body, file)
		}
		checkSecurity(t, c.path+" (identity)", r, false)
		if r := fetchWith(t, base+c.path, map[string]string{"Accept-Encoding": "gzip, br;q=0"}); r.status != 200 || r.header.Get("Content-Encoding") == "br" {
			t.Errorf("%s refusing br: status %d, Content-Encoding %q", c.path, r.status, r.header.Get("Content-Encoding"))
		}
	}
}
