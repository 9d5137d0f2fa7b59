//go:build !js

package clubs_test

import (
	"bytes"
	"crypto/sha256"
	"database/sql"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"duplicata/engine/club"
	"duplicata/engine/club/clubtest"
	"duplicata/engine/record"
	"duplicata/site"
	"duplicata/site/clubs"
	"duplicata/site/clubs/limits"
	"duplicata/site/clubs/sqlitetest"
	"duplicata/site/clubs/store"
)

// server is the site's handler with the clubs API over a fresh SQLite
// database migrated as D1 is, at a clock the test moves.
type server struct {
	t   *testing.T
	h   http.Handler
	db  *sql.DB
	now time.Time
	ip  string // the client's address (CF-Connecting-IP)
}

var discard = log.New(io.Discard, "", 0)

// start is 5 s into a minute: a 429's Retry-After is 55.
var start = time.Date(2026, 11, 24, 20, 30, 5, 0, time.UTC)

func newServer(t *testing.T, rates limits.Rates) *server {
	s := &server{t: t, db: sqlitetest.Open(t), now: start, ip: "192.0.2.1"}
	// A quick hash: clubs.HashSecret's 100,000 rounds are TestSecret's.
	quick := func(secret string, salt []byte) ([]byte, error) {
		sum := sha256.Sum256(append(slices.Clone(salt), secret...))
		return sum[:], nil
	}
	api := &clubs.API{Store: store.Store{DB: s.db}, Rates: rates, Now: func() time.Time { return s.now }, Log: discard, Hash: quick}
	s.h = site.Handler("test", http.NotFoundHandler(), api)
	return s
}

// reply is an API reply: its status, headers and JSON body.
type reply struct {
	status int
	header http.Header
	raw    []byte
	body   map[string]any
}

func (r reply) str(key string) string { s, _ := r.body[key].(string); return s }
func (r reply) num(key string) int    { f, _ := r.body[key].(float64); return int(f) }

// call sends a request (body: nil, raw bytes, or a value to marshal) with
// the organiser secret when not empty.
func (s *server) call(method, path, secret string, body any) reply {
	s.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		rd = bytes.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			s.t.Fatal(err)
		}
		rd = bytes.NewReader(data)
	}
	req := httptest.NewRequest(method, "http://duplicata.test/api/clubs"+path, rd)
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if secret != "" {
		req.Header.Set("Authorization", "Bearer "+secret)
	}
	req.Header.Set("CF-Connecting-IP", s.ip)
	rec := httptest.NewRecorder()
	s.h.ServeHTTP(rec, req)
	r := reply{status: rec.Code, header: rec.Result().Header, raw: rec.Body.Bytes()}
	if ct := r.header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		s.t.Fatalf("%s %s: Content-Type %q", method, path, ct)
	}
	if err := json.Unmarshal(r.raw, &r.body); err != nil {
		s.t.Fatalf("%s %s: %v: %q", method, path, err, r.raw)
	}
	if r.status >= 500 {
		s.t.Fatalf("%s %s: %d %s", method, path, r.status, r.raw)
	}
	if r.status >= 400 {
		var ref club.Refusal
		json.Unmarshal(r.raw, &ref)
		if ref.Code == "" || !strings.Contains(ref.Message, " ") {
			s.t.Errorf("%s %s: refusal %s: want a code and a French message", method, path, r.raw)
		}
	}
	return r
}

func expect(t *testing.T, what string, r reply, status int, code string) {
	t.Helper()
	if r.status != status || code != "" && r.str("code") != code {
		t.Errorf("%s: %d %s; want %d %s", what, r.status, r.raw, status, code)
	}
}

type submission struct {
	Name   string         `json:"name"`
	Key    string         `json:"key"`
	Record *record.Record `json:"record"`
}

// createClub creates a club and returns its secret.
func (s *server) createClub(slug, name string) string {
	s.t.Helper()
	r := s.call("POST", "", "", map[string]string{"slug": slug, "name": name})
	expect(s.t, "create "+slug, r, 201, "")
	return r.str("secret")
}

// publish publishes rec (its players' moves dropped) open from a minute
// before the clock to an hour after.
func (s *server) publish(slug, secret, mode string, rec record.Record) reply {
	pub := clubtest.Published(rec)
	return s.call("POST", "/"+slug+"/games", secret, map[string]any{"title": "Partie", "mode": mode,
		"opens": s.now.Add(-time.Minute), "closes": s.now.Add(time.Hour), "record": &pub})
}

// audit is the club's audit trail: its actions, in order.
func (s *server) audit() []string {
	rows, err := s.db.Query(`SELECT action || ' ' || game FROM audit ORDER BY id`)
	if err != nil {
		s.t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var a string
		rows.Scan(&a)
		out = append(out, a)
	}
	return out
}

func tampered(rec record.Record, edit func(*record.Record)) *record.Record {
	var c record.Record
	data, _ := json.Marshal(rec)
	json.Unmarshal(data, &c)
	edit(&c)
	return &c
}
