// Package site is what the Cloudflare Worker in site/worker does, kept free of
// syscall/js so it is tested natively: the routes under /api/, the security
// headers every response carries, and the hand-off of every other GET or HEAD
// to the static assets.
package site

import (
	"encoding/json"
	"net/http"
	"strings"

	"duplicata/engine/lexicon/frlibre"
)

// CSP is the Content-Security-Policy of every page but /embed: our own origin
// only; 'wasm-unsafe-eval' lets the page compile WebAssembly, worker-src
// admits go-app's service worker (and blob: workers); no inline style or
// script: go-app sets styles through the DOM, which the policy does not
// govern, and wasm/e2e's TestWorker fails on any violation. Framing is
// denied.
const CSP = "default-src 'self'; " +
	"script-src 'self' 'wasm-unsafe-eval'; " +
	"worker-src 'self' blob:; " +
	"style-src 'self'; " +
	"img-src 'self' data:; " +
	"font-src 'self'; " +
	"connect-src 'self'; " +
	"manifest-src 'self'; " +
	"object-src 'none'; " +
	"base-uri 'self'; " +
	"form-action 'self'; " +
	"frame-ancestors 'none'"

// EmbedCSP is CSP for /embed and below, which any site may frame.
var EmbedCSP = strings.Replace(CSP, "frame-ancestors 'none'", "frame-ancestors *", 1)

// IsEmbed reports whether path is /embed or below it, the one place that may
// be framed.
func IsEmbed(path string) bool {
	return path == "/embed" || strings.HasPrefix(path, "/embed/")
}

// SetSecurityHeaders sets the security headers of a response to path.
func SetSecurityHeaders(h http.Header, path string) {
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	if IsEmbed(path) {
		h.Set("Content-Security-Policy", EmbedCSP)
		h.Del("X-Frame-Options")
	} else {
		h.Set("Content-Security-Policy", CSP)
		h.Set("X-Frame-Options", "DENY")
	}
}

// IsSecurityHeader reports whether SetSecurityHeaders owns the header key
// (canonical form): an asset's own value for it is not kept.
func IsSecurityHeader(key string) bool {
	switch key {
	case "X-Content-Type-Options", "Referrer-Policy", "Content-Security-Policy", "X-Frame-Options":
		return true
	}
	return false
}

// Health is the body of /api/health.
type Health struct {
	Version     string `json:"version"`
	Lexicon     string `json:"lexicon"`
	LexiconHash string `json:"lexiconHash"`
}

// Handler returns the worker's handler: /api/health answers Health for this
// build version, any other /api/ path is a JSON 404, every other GET or HEAD
// is served by assets (which answers 404 for a path it does not have), other
// methods are refused. Every response carries the security headers, set
// before assets runs: assets must not overwrite them (IsSecurityHeader).
func Handler(version string, assets http.Handler) http.Handler {
	health, err := json.Marshal(Health{Version: version, Lexicon: frlibre.Name, LexiconHash: frlibre.Hash})
	if err != nil {
		panic(err) // a struct of strings always marshals
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		SetSecurityHeaders(w.Header(), r.URL.Path)
		switch {
		case r.URL.Path == "/api/health":
			if r.Method != http.MethodGet && r.Method != http.MethodHead {
				w.Header().Set("Allow", "GET, HEAD")
				writeJSON(w, http.StatusMethodNotAllowed, []byte(`{"error":"method not allowed"}`))
				return
			}
			w.Header().Set("Cache-Control", "no-store")
			writeJSON(w, http.StatusOK, health)
		case r.URL.Path == "/api" || strings.HasPrefix(r.URL.Path, "/api/"):
			writeJSON(w, http.StatusNotFound, []byte(`{"error":"not found"}`))
		case r.Method != http.MethodGet && r.Method != http.MethodHead:
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		default:
			assets.ServeHTTP(w, r)
		}
	})
}

func writeJSON(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(body)
	w.Write([]byte("\n"))
}

// NotFound writes the 404 of a path that is neither a route nor an asset.
func NotFound(w http.ResponseWriter) {
	http.Error(w, "404 page not found", http.StatusNotFound)
}
