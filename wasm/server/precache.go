package server

import (
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
)

// resourcesToCache finds go-app's list of precached URLs in app-worker.js.
var resourcesToCache = regexp.MustCompile(`(?m)^const resourcesToCache = (\[.*\]);$`)

// Precached returns the URLs that the site's service worker (dir's
// app-worker.js, written by go-app) precaches when it installs.
func Precached(dir string) ([]string, error) {
	b, err := os.ReadFile(filepath.Join(dir, "app-worker.js"))
	if err != nil {
		return nil, err
	}
	m := resourcesToCache.FindSubmatch(b)
	if m == nil {
		return nil, fmt.Errorf("%s: no resourcesToCache list", filepath.Join(dir, "app-worker.js"))
	}
	var urls []string
	if err := json.Unmarshal(m[1], &urls); err != nil {
		return nil, fmt.Errorf("app-worker.js: resourcesToCache: %w", err)
	}
	return urls, nil
}

// MissingPrecached returns the precached URLs that the site in dir does not
// serve. One missing file makes the service worker's install fail, and the
// app silently stops working offline.
func MissingPrecached(dir string) ([]string, error) {
	urls, err := Precached(dir)
	if err != nil {
		return nil, err
	}
	var missing []string
	for _, u := range urls {
		p := path.Clean("/" + u)
		name := filepath.Join(dir, filepath.FromSlash(p))
		switch {
		case p == "/":
			name = filepath.Join(dir, "index.html")
		case path.Ext(p) == "":
			name += ".html"
		}
		if st, err := os.Stat(name); err != nil || !st.Mode().IsRegular() {
			missing = append(missing, u)
		}
	}
	return missing, nil
}
