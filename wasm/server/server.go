// Package server serves the built static site (public/site) for local use
// and for the browser tests: the files as they are, .wasm as
// application/wasm, and go-app's routes ("/" is index.html, "/x" is x.html).
package server

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// types are the content types the site needs that Go's table may lack.
var types = map[string]string{
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".js":          "text/javascript; charset=utf-8",
	".dlx":         "application/octet-stream",
}

// Handler serves the site in dir. Every response asks the browser to
// revalidate: offline use is the service worker's job, not the HTTP cache's.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := path.Clean("/" + r.URL.Path)
		if p != "/" && path.Ext(p) == "" {
			// A go-app route: its prerendered page.
			if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(p)+".html")); err == nil {
				r.URL.Path = p + ".html"
			}
		}
		if t, ok := types[strings.ToLower(path.Ext(r.URL.Path))]; ok {
			w.Header().Set("Content-Type", t)
		}
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}
