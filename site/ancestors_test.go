//go:build !js

package site

import (
	"bytes"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"duplicata/site/clubs"
	"duplicata/site/clubs/sqlitetest"
	"duplicata/site/clubs/store"
)

// TestEmbedAncestors: a club's allowed ancestors, set by its organiser
// through the API, are the frame-ancestors of its embeds — the club embed
// and the app's embed naming the club — and of nothing else: the app's
// pages and the API stay unframable, another club's embed and the embed of
// no club framable by any site.
func TestEmbedAncestors(t *testing.T) {
	db := sqlitetest.Open(t)
	now := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	quick := func(secret string, salt []byte) ([]byte, error) {
		return append(append([]byte{}, salt...), secret...), nil
	}
	api := &clubs.API{Store: store.Store{DB: db}, Now: func() time.Time { return now }, Hash: quick, Log: log.New(io.Discard, "", 0)}
	assets := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<!doctype html><p>page</p>"))
	})
	h := Handler("test", assets, api)
	call := func(method, path, secret, body string) *http.Response {
		t.Helper()
		var rd *strings.Reader
		if body != "" {
			rd = strings.NewReader(body)
		} else {
			rd = strings.NewReader("")
		}
		req := httptest.NewRequest(method, path, rd)
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		if secret != "" {
			req.Header.Set("Authorization", "Bearer "+secret)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Result()
	}
	secrets := map[string]string{}
	for _, slug := range []string{"club-lyon", "club-ales"} {
		res := call("POST", "/api/clubs", "", `{"slug":"`+slug+`","name":"Club"}`)
		var c struct{ Secret string }
		json.NewDecoder(res.Body).Decode(&c)
		if res.StatusCode != 201 || c.Secret == "" {
			t.Fatalf("create %s: %d", slug, res.StatusCode)
		}
		secrets[slug] = c.Secret
	}
	body := func(res *http.Response) string {
		var b bytes.Buffer
		b.ReadFrom(res.Body)
		return b.String()
	}
	put := `{"ancestors":["https://www.Club-Lyon.fr/","http://127.0.0.1:8081"]}`
	for _, c := range []struct {
		what, method, secret, body string
		status                     int
		want                       string
	}{
		{"none yet", "GET", "", "", 200, `{"ancestors":[]}`},
		{"no secret", "PUT", "", put, 401, `"code":"secret"`},
		{"another club's secret", "PUT", secrets["club-ales"], put, 403, `"code":"secret"`},
		{"not an origin", "PUT", secrets["club-lyon"], `{"ancestors":["https://a.fr; script-src *"]}`, 400, `"code":"ancestors"`},
		{"a path", "PUT", secrets["club-lyon"], `{"ancestors":["https://a.fr/page"]}`, 400, `"code":"ancestors"`},
		{"unknown field", "PUT", secrets["club-lyon"], `{"origins":[]}`, 400, `"code":"json"`},
		{"set", "PUT", secrets["club-lyon"], put, 200, `{"ancestors":["https://www.club-lyon.fr","http://127.0.0.1:8081"]}`},
		{"read", "GET", "", "", 200, `{"ancestors":["https://www.club-lyon.fr","http://127.0.0.1:8081"]}`},
	} {
		res := call(c.method, "/api/clubs/club-lyon/embed", c.secret, c.body)
		if got := body(res); res.StatusCode != c.status || !strings.Contains(got, c.want) {
			t.Errorf("%s: %d %s; want %d %s", c.what, res.StatusCode, got, c.status, c.want)
		}
	}
	if res := call("GET", "/api/clubs/nope-club/embed", "", ""); res.StatusCode != 404 {
		t.Errorf("unknown club's ancestors: %d", res.StatusCode)
	}

	const lyon = "frame-ancestors 'self' https://www.club-lyon.fr http://127.0.0.1:8081"
	for _, c := range []struct {
		path, ancestors string
		deny            bool // X-Frame-Options: DENY
	}{
		{"/embed/jouer?club=club-lyon", lyon, false},
		{"/embed/jouer?club=club-lyon&partie=2&mode=competition", lyon, false},
		{"/embed/club/club-lyon", lyon, false},
		{"/embed/jouer?club=club-ales", "frame-ancestors *", false},
		{"/embed/club/club-ales", "frame-ancestors *", false},
		{"/embed/jouer", "frame-ancestors *", false},
		{"/embed/jouer?numero=42", "frame-ancestors *", false},
		{"/embed/jouer?club=nope-club", "frame-ancestors *", false},
		{"/embed/jouer?club=Not!A-Slug", "frame-ancestors *", false},
		{"/?club=club-lyon", "frame-ancestors 'none'", true},
		{"/club/club-lyon", "frame-ancestors 'none'", true},
		{"/api/clubs/club-lyon/embed", "frame-ancestors 'none'", true},
	} {
		res := call("GET", c.path, "", "")
		csp := res.Header.Get("Content-Security-Policy")
		if !strings.HasSuffix(csp, c.ancestors) || strings.Count(csp, "frame-ancestors") != 1 {
			t.Errorf("%s: CSP %q; want it to end with %q", c.path, csp, c.ancestors)
		}
		if deny := res.Header.Get("X-Frame-Options") == "DENY"; deny != c.deny {
			t.Errorf("%s: X-Frame-Options %q", c.path, res.Header.Get("X-Frame-Options"))
		}
	}
	// The embed page keeps its own policy (its inline style and script by
	// hash), the club's ancestors in place of *.
	if csp := call("GET", "/embed/club/club-lyon", "", "").Header.Get("Content-Security-Policy"); csp != EmbedPageCSPFor([]string{"https://www.club-lyon.fr", "http://127.0.0.1:8081"}) || !strings.HasPrefix(csp, "default-src 'none'") {
		t.Errorf("the club embed's policy: %q", csp)
	}
	// An empty list lets any site again.
	if res := call("PUT", "/api/clubs/club-lyon/embed", secrets["club-lyon"], `{"ancestors":[]}`); res.StatusCode != 200 {
		t.Fatalf("clear: %d", res.StatusCode)
	}
	if csp := call("GET", "/embed/jouer?club=club-lyon", "", "").Header.Get("Content-Security-Policy"); csp != EmbedCSP {
		t.Errorf("cleared: %q, want EmbedCSP", csp)
	}
}

func TestFrameAncestors(t *testing.T) {
	for _, c := range []struct {
		list []string
		want string
	}{
		{nil, "*"},
		{[]string{}, "*"},
		{[]string{"https://a.fr"}, "'self' https://a.fr"},
		{[]string{"https://a.fr", "https://*.b.fr"}, "'self' https://a.fr https://*.b.fr"},
	} {
		if got := FrameAncestors(c.list); got != c.want {
			t.Errorf("%q: %q, want %q", c.list, got, c.want)
		}
	}
}
