package e2e

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// embedBudget is the most the embed's own bytes may weigh, gzipped file by
// file: /embed/jouer's prerendered HTML, every stylesheet and script that
// HTML names, and the service worker's script that app.js registers; not
// app.wasm nor the engine (worker.js, the lexicon), which the frame shares
// with the app. Measured at 29,523 B when it was set (the HTML 1,141 B,
// the nine stylesheets 16,684 B, the five scripts 10,137 B — wasm_exec.js
// 4,346 B, app.js 2,878 B, lexicons.js 1,540 B, engine.js 686 B, embed.js
// 687 B — and app-worker.js 1,561 B; docs/PERFORMANCE.md): 32 KiB leaves
// 3.2 KB (11 %), a stylesheet the size of the largest page-specific one
// (live.css, 1.8 KB) and some, before the test asks whether the frame
// really needs what was added. The margin is small on purpose: this part
// is fetched by every club page's frame on top of the engine, and most of
// it (the app's page stylesheets) the frame does not use.
const embedBudget = 32 << 10

// pageFile is one file a page loads itself, and its size.
type pageFile struct {
	path      string // as the browser asks for it
	kind      string // "document", "stylesheet", "script" or "service worker"
	raw, gzip int64
}

var (
	tagRe  = regexp.MustCompile(`(?is)<(link|script)\b([^>]*)>`)
	attrRe = regexp.MustCompile(`(?is)\b(rel|href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))`)
)

// pageFiles lists what the page at route loads of its own in the site
// built in dir: its prerendered HTML, each stylesheet and script its HTML
// names (in the site: an absolute /path), and go-app's service worker
// script (/app-worker.js, registered by app.js), with their sizes raw and
// gzipped at the default level, as a server compresses them. The icons and
// the manifest are left out: a browser asks for them for a top-level page
// only. A file named but missing is an error: it would count nothing.
func pageFiles(dir, route string) ([]pageFile, error) {
	doc := filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(route, "/"))+".html")
	if route == "/" {
		doc = filepath.Join(dir, "index.html")
	}
	html, err := os.ReadFile(doc)
	if err != nil {
		return nil, err
	}
	files := []pageFile{{path: route, kind: "document"}}
	for _, tag := range tagRe.FindAllStringSubmatch(string(html), -1) {
		attrs := map[string]string{}
		for _, a := range attrRe.FindAllStringSubmatch(tag[2], -1) {
			attrs[strings.ToLower(a[1])] = a[2] + a[3] + a[4]
		}
		switch {
		case strings.EqualFold(tag[1], "script") && attrs["src"] != "":
			files = append(files, pageFile{path: attrs["src"], kind: "script"})
		case strings.EqualFold(tag[1], "link") && strings.EqualFold(attrs["rel"], "stylesheet"):
			files = append(files, pageFile{path: attrs["href"], kind: "stylesheet"})
		}
	}
	files = append(files, pageFile{path: "/app-worker.js", kind: "service worker"})
	for i, f := range files {
		name := doc
		if f.kind != "document" {
			if !strings.HasPrefix(f.path, "/") || strings.HasPrefix(f.path, "//") {
				return nil, fmt.Errorf("%s names %s, not a file of the site", route, f.path)
			}
			name = filepath.Join(dir, filepath.FromSlash(path.Clean(f.path)))
		}
		b, err := os.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("%s loads %s: %w", route, f.path, err)
		}
		var z bytes.Buffer
		w := gzip.NewWriter(&z)
		w.Write(b)
		w.Close()
		files[i].raw, files[i].gzip = int64(len(b)), int64(z.Len())
	}
	return files, nil
}

// sumFiles is the files' total, raw and gzipped.
func sumFiles(files []pageFile) (raw, gz int64) {
	for _, f := range files {
		raw += f.raw
		gz += f.gzip
	}
	return raw, gz
}

// TestEmbedBytes is the embed's weight budget (issue 29, « Light »): the
// bytes /embed/jouer loads of its own, beyond the app.wasm and the engine
// it shares with the app, gzipped, stay under embedBudget. It lists them
// beside the app's page's, and checks that the list holds what the frame
// is known to need (its stylesheet and its storage script), so that a
// parse that found nothing cannot pass.
func TestEmbedBytes(t *testing.T) {
	embed, err := pageFiles(site, "/embed/jouer")
	if err != nil {
		t.Fatal(err)
	}
	app, err := pageFiles(site, "/")
	if err != nil {
		t.Fatal(err)
	}
	// The frame's styles are in the pages' one stylesheet (wasm/cmd/site).
	for _, want := range []string{"/web/styles.css", "/web/embed.js", "/app.js"} {
		found := false
		for _, f := range embed {
			found = found || f.path == want
		}
		if !found {
			t.Errorf("/embed/jouer's files lack %s: %v", want, embed)
		}
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%-24s %-15s %9s %9s\n", "path", "kind", "raw", "gzip")
	for _, f := range embed {
		fmt.Fprintf(&sb, "%-24s %-15s %9d %9d\n", f.path, f.kind, f.raw, f.gzip)
	}
	raw, gz := sumFiles(embed)
	appRaw, appGz := sumFiles(app)
	fmt.Fprintf(&sb, "%-24s %-15s %9d %9d (%d files)\n", "/embed/jouer's own", "", raw, gz, len(embed))
	fmt.Fprintf(&sb, "%-24s %-15s %9d %9d (%d files; its document %d B gzip)\n", "the app's (/) own", "", appRaw, appGz, len(app), app[0].gzip)
	t.Logf("the pages' own bytes, beyond app.wasm and the engine:\n%s", sb.String())
	if gz > embedBudget {
		t.Errorf("/embed/jouer loads %d B of its own (gzip), over its budget of %d B:\n%s", gz, embedBudget, sb.String())
	}
}
