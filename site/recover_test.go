package site

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestRecovered(t *testing.T) {
	h := Recovered(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/panique" {
			var m map[string]int
			m["x"]++ // a nil map: a real panic
		}
		w.Write([]byte("ok"))
	}))
	for _, c := range []struct {
		path, body string
		status     int
	}{
		{"/panique", "Erreur interne du serveur", 500},
		{"/", "ok", 200}, // the handler still serves after a panic
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", c.path, nil))
		if rec.Code != c.status || !strings.Contains(rec.Body.String(), c.body) {
			t.Errorf("%s: %d %q, want %d with %q", c.path, rec.Code, rec.Body, c.status, c.body)
		}
	}
}
