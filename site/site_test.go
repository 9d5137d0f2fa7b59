package site

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"duplicata/engine/lexicon/frlibre"
	"duplicata/site/clubs"
)

// fakeAssets serves a page at / and /embed, 404 elsewhere.
var fakeAssets = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/" && r.URL.Path != "/embed" {
		NotFound(w)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write([]byte("<!doctype html>"))
})

func get(t *testing.T, method, path string) *http.Response {
	t.Helper()
	rec := httptest.NewRecorder()
	Handler("v-test", fakeAssets, nil).ServeHTTP(rec, httptest.NewRequest(method, path, nil))
	return rec.Result()
}

func checkHeaders(t *testing.T, res *http.Response, embed bool) {
	t.Helper()
	h := res.Header
	if got := h.Get("X-Content-Type-Options"); got != "nosniff" {
		t.Errorf("X-Content-Type-Options = %q", got)
	}
	if got := h.Get("Referrer-Policy"); got == "" {
		t.Error("no Referrer-Policy")
	}
	csp := h.Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'self'", "'wasm-unsafe-eval'", "worker-src 'self' blob:", "object-src 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %q", csp, want)
		}
	}
	if embed {
		if !strings.Contains(csp, "frame-ancestors *") || h.Get("X-Frame-Options") != "" {
			t.Errorf("embed: CSP %q, X-Frame-Options %q: framing should be allowed", csp, h.Get("X-Frame-Options"))
		}
	} else if !strings.Contains(csp, "frame-ancestors 'none'") || h.Get("X-Frame-Options") != "DENY" {
		t.Errorf("CSP %q, X-Frame-Options %q: framing should be denied", csp, h.Get("X-Frame-Options"))
	}
}

func TestHealth(t *testing.T) {
	res := get(t, "GET", "/api/health")
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
		t.Fatalf("status %d, Content-Type %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	checkHeaders(t, res, false)
	var h Health
	if err := json.NewDecoder(res.Body).Decode(&h); err != nil {
		t.Fatal(err)
	}
	if want := (Health{"v-test", "fr-libre", frlibre.Hash}); h != want {
		t.Errorf("health = %+v, want %+v", h, want)
	}
	if res := get(t, "POST", "/api/health"); res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /api/health: status %d", res.StatusCode)
	}
}

func TestRoutes(t *testing.T) {
	for _, c := range []struct {
		method, path string
		status       int
		embed        bool
	}{
		{"GET", "/", 200, false},
		{"HEAD", "/", 200, false},
		{"GET", "/embed", 200, true},
		{"GET", "/embed/x", 404, true},
		{"GET", "/embedded", 404, false},
		{"GET", "/nope", 404, false},
		{"GET", "/api/nope", 404, false},
		{"GET", "/api", 404, false},
		{"POST", "/", 405, false},
	} {
		res := get(t, c.method, c.path)
		if res.StatusCode != c.status {
			t.Errorf("%s %s: status %d, want %d", c.method, c.path, res.StatusCode, c.status)
		}
		checkHeaders(t, res, c.embed)
	}
}

// applyHeaders applies a _headers file to a response to path as Cloudflare's
// asset worker does: every matching rule in order (a rule "/x/*" matches
// below /x/), first its "! key" lines, then its headers, a header set by two
// rules getting both values.
func applyHeaders(t *testing.T, file, path string) http.Header {
	t.Helper()
	h := make(http.Header)
	set := map[string]bool{}
	match := false
	for _, line := range strings.Split(file, "\n") {
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case !strings.HasPrefix(line, " "):
			pattern := strings.TrimSpace(line)
			if prefix, ok := strings.CutSuffix(pattern, "*"); ok {
				match = strings.HasPrefix(path, prefix)
			} else {
				match = path == pattern
			}
		case !match:
		case strings.HasPrefix(strings.TrimSpace(line), "! "):
			h.Del(strings.TrimPrefix(strings.TrimSpace(line), "! "))
		default:
			k, v, ok := strings.Cut(strings.TrimSpace(line), ": ")
			if !ok {
				t.Fatalf("_headers line %q: no colon", line)
			}
			if set[k] {
				h.Add(k, v)
			} else {
				h.Set(k, v)
				set[k] = true
			}
		}
	}
	return h
}

func TestAssetHeaders(t *testing.T) {
	file := AssetHeaders()
	for _, line := range strings.Split(file, "\n") {
		if len(line) > 2000 {
			t.Errorf("a line of %d bytes: Cloudflare's limit is 2000", len(line))
		}
	}
	for _, path := range []string{"/", "/web/app.wasm", "/embed", "/embed/club/x", "/embedded", "/api/health"} {
		got := applyHeaders(t, file, path)
		want := make(http.Header)
		SetSecurityHeaders(want, path)
		if len(got) != len(want) {
			t.Errorf("%s: headers %v, want %v", path, got, want)
		}
		for k, v := range want {
			if !slices.Equal(got[k], v) {
				t.Errorf("%s: %s = %q, want %q", path, k, got[k], v)
			}
		}
	}
}

// TestClubsRoutes: the clubs API's paths with another method are a JSON
// 405 naming the methods allowed; unknown API paths a JSON 404.
func TestClubsRoutes(t *testing.T) {
	h := Handler("v-test", fakeAssets, &clubs.API{})
	for _, c := range []struct {
		method, path string
		status       int
		allow        string
	}{
		{"GET", "/api/clubs", 405, "POST"},
		{"PUT", "/api/clubs/x/games", 405, "GET, POST"},
		{"POST", "/api/clubs/x/games/1", 405, "GET, DELETE"},
		{"GET", "/api/clubs/x/nope", 404, ""},
		{"GET", "/api/nope", 404, ""},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(c.method, c.path, nil))
		res := rec.Result()
		if res.StatusCode != c.status || res.Header.Get("Allow") != c.allow || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
			t.Errorf("%s %s: status %d, Allow %q, Content-Type %q; want %d, %q", c.method, c.path, res.StatusCode,
				res.Header.Get("Allow"), res.Header.Get("Content-Type"), c.status, c.allow)
		}
		checkHeaders(t, res, false)
	}
}
