//go:build !js

package site

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"duplicata/engine/club"
	"duplicata/site/clubs"
	"duplicata/site/clubs/sqlitetest"
	"duplicata/site/clubs/store"
)

// TestEmbedStore: the club embed read from the database (SQLite, migrated
// as D1 is): an unknown club, a club without a game, then the game it
// shows — the open one opened last, never one not open yet — ranked.
func TestEmbedStore(t *testing.T) {
	db := sqlitetest.Open(t)
	now := time.Date(2026, 11, 24, 20, 30, 0, 0, time.UTC)
	api := &clubs.API{Store: store.Store{DB: db}, Now: func() time.Time { return now }}
	h := Handler("test", http.NotFoundHandler(), api)
	get := func(path string) (int, string) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		return rec.Code, rec.Body.String()
	}
	if code, body := get("/embed/club/nope-club"); code != 404 || body != embedNotFound {
		t.Errorf("unknown club: %d %q", code, body)
	}
	if code, _ := get("/embed/club/No"); code != 404 {
		t.Errorf("bad slug: %d", code)
	}
	ctx := t.Context()
	if ok, err := api.Store.CreateClub(ctx, "club-ales", "Club d'Alès", store.Secret{Salt: []byte("s"), Hash: []byte("h")}, 0); !ok || err != nil {
		t.Fatal(ok, err)
	}
	code, body := get("/embed/club/club-ales")
	if code != 200 || !bytes.Contains([]byte(body), []byte("Club d&#39;Alès")) {
		t.Errorf("club without a game: %d %s", code, body)
	}
	cl, _ := api.Store.Club(ctx, "club-ales")
	ms := now.UnixMilli()
	for _, g := range []struct {
		title         string
		opens, closes int64
	}{
		{"Ancienne", ms - 3_600_000, ms + 3_600_000},
		{"Ouverte", ms - 60_000, ms + 3_600_000},
		{"Demain", ms + 60_000, ms + 3_600_000},
	} {
		if _, err := api.Store.Publish(ctx, cl.ID, store.NewGame{Info: club.Game{Title: g.title, Formula: "normal", Mode: "training", Turns: 2, TopTotal: 100},
			Opens: g.opens, Closes: g.closes, Reference: "{}"}); err != nil {
			t.Fatal(err)
		}
	}
	for _, r := range []store.NewResult{
		{Name: "Anne", Key: "key-anne-1", Record: "{}", Scores: []int{40, 30}, Total: 70},
		{Name: "Marc", Key: "key-marc-1", Record: "{}", Scores: []int{50, 50}, Total: 100},
	} {
		if ok, err := api.Store.AddResult(ctx, 2, r); !ok || err != nil {
			t.Fatal(ok, err)
		}
	}
	code, body = get("/embed/club/club-ales")
	for _, want := range []string{"Partie 2 : Ouverte", `<td class="name">Marc</td><td>100</td>`, `<td class="name">Anne</td><td>70</td>`} {
		if code != 200 || !bytes.Contains([]byte(body), []byte(want)) {
			t.Errorf("embed: %d, lacks %q:\n%s", code, want, body)
		}
	}
}
