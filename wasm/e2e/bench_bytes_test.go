//go:build unix

package e2e

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// The bytes of TestBenchWeb's visits: a front server counts every body as
// served, by path.

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
