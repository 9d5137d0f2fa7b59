package server

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestHandler(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"index.html":       "<p>accueil</p>",
		"regles.html":      "<p>règles</p>",
		"web/app.wasm":     "\x00asm",
		"web/fr-libre.dlx": "DLEX",
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := Handler(dir)
	for _, tc := range []struct {
		path, body, ctype string
		code              int
	}{
		{"/", "<p>accueil</p>", "text/html; charset=utf-8", 200},
		{"/regles", "<p>règles</p>", "text/html; charset=utf-8", 200},
		{"/web/app.wasm", "\x00asm", "application/wasm", 200},
		{"/web/fr-libre.dlx", "DLEX", "application/octet-stream", 200},
		{"/absent", "", "", 404},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, tc.path, nil))
		if rec.Code != tc.code {
			t.Errorf("%s: status %d, want %d", tc.path, rec.Code, tc.code)
			continue
		}
		if tc.code != 200 {
			continue
		}
		if got := rec.Body.String(); got != tc.body {
			t.Errorf("%s: body %q, want %q", tc.path, got, tc.body)
		}
		if got := rec.Header().Get("Content-Type"); got != tc.ctype {
			t.Errorf("%s: Content-Type %q, want %q", tc.path, got, tc.ctype)
		}
	}
}
