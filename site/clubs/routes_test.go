//go:build !js

package clubs_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"duplicata/engine/club"
	"duplicata/engine/club/clubtest"
	"duplicata/engine/record"
	"duplicata/site/clubs/limits"
)

// TestCreateClub: a club's creation and each of its refusals.
func TestCreateClub(t *testing.T) {
	s := newServer(t, limits.Rates{})
	r := s.call("POST", "", "", map[string]string{"slug": "scrabble-lyon", "name": "Scrabble Club de Lyon"})
	expect(t, "create", r, 201, "")
	var c club.Club
	json.Unmarshal(r.raw, &c)
	if c.Slug != "scrabble-lyon" || c.Name != "Scrabble Club de Lyon" || len(c.Secret) < 40 || c.Created != "2026-11-24T20:30:05Z" {
		t.Errorf("create: %s", r.raw)
	}
	big := append([]byte(`{"slug":"gros-club","name":"`), bytes.Repeat([]byte("a"), limits.MaxBody)...)
	for _, c := range []struct {
		what   string
		body   any
		status int
		code   string
	}{
		{"slug taken", map[string]string{"slug": "scrabble-lyon", "name": "Autre"}, 409, "slug-taken"},
		{"bad slug", map[string]string{"slug": "Lyon!", "name": "Lyon"}, 400, "slug"},
		{"short slug", map[string]string{"slug": "ly", "name": "Lyon"}, 400, "slug"},
		{"bad name", map[string]string{"slug": "x-club", "name": "<script>"}, 400, "name"},
		{"long name", map[string]string{"slug": "x-club", "name": strings.Repeat("a", limits.MaxName+1)}, 400, "name"},
		{"unknown field", map[string]any{"slug": "x-club", "name": "X", "admin": true}, 400, "json"},
		{"trailing data", []byte(`{"slug":"y-club","name":"Y"} {}`), 400, "json"},
		{"not JSON", []byte(`slug=y-club`), 400, "json"},
		{"no body", nil, 400, "json"},
		{"oversized", big, 413, "too-large"},
	} {
		expect(t, c.what, s.call("POST", "", "", c.body), c.status, c.code)
	}
	// The secret is stored hashed, never in clear.
	var n int
	s.db.QueryRow(`SELECT COUNT(*) FROM clubs WHERE instr(secret_hash, ?) > 0 OR instr(secret_salt, ?) > 0`, c.Secret, c.Secret).Scan(&n)
	if n != 0 {
		t.Errorf("the secret is stored in clear")
	}
}

// TestClubGames: publishing, listing, reading, closing and deleting games,
// by the organiser only, and each refusal.
func TestClubGames(t *testing.T) {
	s := newServer(t, limits.Rates{})
	secret := s.createClub("scrabble-lyon", "Scrabble Club de Lyon")
	rec := clubtest.Played(t, "normal", 11, func(turn int) int { return turn % 3 })
	pub := clubtest.Published(rec)
	game := func(edit func(map[string]any)) map[string]any {
		g := map[string]any{"title": "Simultané du mardi", "opens": s.now.Add(-time.Minute), "closes": s.now.Add(time.Hour), "record": &pub}
		if edit != nil {
			edit(g)
		}
		return g
	}
	bad := clubtest.Published(rec)
	bad.Turns[2].Top = &record.Move{Word: bad.Turns[2].Top.Word, Ref: bad.Turns[2].Top.Ref, Score: bad.Turns[2].Top.Score + 1}
	big := clubtest.Published(rec)
	big.Seed = 1<<53 + 1
	for _, c := range []struct {
		what, slug, secret string
		body               map[string]any
		status             int
		code               string
	}{
		{"no secret", "scrabble-lyon", "", game(nil), 401, "secret"},
		{"bad secret", "scrabble-lyon", secret[:len(secret)-2] + "xx", game(nil), 403, "secret"},
		{"unknown club", "nope-club", secret, game(nil), 404, "no-club"},
		{"no title", "scrabble-lyon", secret, game(func(g map[string]any) { g["title"] = "" }), 400, "title"},
		{"long title", "scrabble-lyon", secret, game(func(g map[string]any) { g["title"] = strings.Repeat("é", limits.MaxTitle+1) }), 400, "title"},
		{"bad mode", "scrabble-lyon", secret, game(func(g map[string]any) { g["mode"] = "blitz" }), 400, "mode"},
		{"closes before opens", "scrabble-lyon", secret, game(func(g map[string]any) { g["closes"] = s.now.Add(-time.Hour) }), 400, "times"},
		{"no record", "scrabble-lyon", secret, game(func(g map[string]any) { delete(g, "record") }), 400, "record"},
		{"unreadable record", "scrabble-lyon", secret, game(func(g map[string]any) { g["record"] = map[string]any{"formula": 3} }), 400, "record"},
		{"seed above 2^53", "scrabble-lyon", secret, game(func(g map[string]any) { g["record"] = &big }), 400, "seed"},
		{"top tampered", "scrabble-lyon", secret, game(func(g map[string]any) { g["record"] = &bad }), 422, "replay"},
	} {
		r := s.call("POST", "/"+c.slug+"/games", c.secret, c.body)
		expect(t, c.what, r, c.status, c.code)
		if c.code == "replay" && (r.num("turn") != 3 || r.str("reason") != "the published top does not replay") {
			t.Errorf("%s: %s: want turn 3", c.what, r.raw)
		}
	}

	r := s.call("POST", "/scrabble-lyon/games", secret, game(nil))
	expect(t, "publish", r, 201, "")
	var g club.Game
	json.Unmarshal(r.raw, &g)
	if g.Number != 1 || g.Turns != len(rec.Turns) || g.TopTotal == 0 || g.Mode != "training" || g.Seed != 11 || g.Opens != "2026-11-24T20:29:05Z" {
		t.Errorf("publish: %s", r.raw)
	}
	r = s.call("POST", "/scrabble-lyon/games", secret, game(func(g map[string]any) {
		g["title"], g["opens"], g["closes"], g["mode"] = "Demain", s.now.Add(time.Hour), s.now.Add(2*time.Hour), "competition"
	}))
	expect(t, "publish later", r, 201, "")
	if r.num("number") != 2 || r.str("mode") != "competition" {
		t.Errorf("publish later: %s", r.raw)
	}

	r = s.call("GET", "/scrabble-lyon/games", "", nil)
	expect(t, "list", r, 200, "")
	var list club.GameList
	json.Unmarshal(r.raw, &list)
	if list.Club.Name != "Scrabble Club de Lyon" || list.Club.Secret != "" || len(list.Games) != 2 || list.Games[0] != g || list.Games[1].Title != "Demain" {
		t.Errorf("list: %s", r.raw)
	}
	expect(t, "list of an unknown club", s.call("GET", "/nope-club/games", "", nil), 404, "no-club")

	r = s.call("GET", "/scrabble-lyon/games/1", "", nil)
	expect(t, "game 1", r, 200, "")
	var one club.GameRecord
	json.Unmarshal(r.raw, &one)
	if one.Game != g || len(one.Record.Turns) != len(pub.Turns) || one.Record.Turns[4].Draw != pub.Turns[4].Draw || one.Record.Turns[4].Played != nil {
		t.Errorf("game 1: %s", r.raw)
	}
	expect(t, "game 2 before it opens", s.call("GET", "/scrabble-lyon/games/2", "", nil), 403, "not-open")
	expect(t, "game 3", s.call("GET", "/scrabble-lyon/games/3", "", nil), 404, "no-game")
	expect(t, "game x", s.call("GET", "/scrabble-lyon/games/x", "", nil), 404, "no-game")
	expect(t, "game 0", s.call("GET", "/scrabble-lyon/games/0", "", nil), 404, "no-game")
	expect(t, "game of an unknown club", s.call("GET", "/nope-club/games/1", "", nil), 404, "no-club")

	expect(t, "close without the secret", s.call("POST", "/scrabble-lyon/games/1/close", "nope", nil), 403, "secret")
	expect(t, "close an unknown game", s.call("POST", "/scrabble-lyon/games/9/close", secret, nil), 404, "no-game")
	r = s.call("POST", "/scrabble-lyon/games/1/close", secret, nil)
	expect(t, "close", r, 200, "")
	if r.body["closed"] != true {
		t.Errorf("close: %s", r.raw)
	}
	expect(t, "delete without the secret", s.call("DELETE", "/scrabble-lyon/games/2", "", nil), 401, "secret")
	r = s.call("DELETE", "/scrabble-lyon/games/2", secret, nil)
	expect(t, "delete", r, 200, "")
	if r.num("deleted") != 2 {
		t.Errorf("delete: %s", r.raw)
	}
	expect(t, "deleted", s.call("GET", "/scrabble-lyon/games/2/ranking", "", nil), 404, "no-game")
	// The next game is numbered after the highest left.
	r = s.call("POST", "/scrabble-lyon/games", secret, game(nil))
	if r.num("number") != 2 {
		t.Errorf("publish after a deletion: %s", r.raw)
	}
	if got, want := s.audit(), []string{"publish 1", "publish 2", "close 1", "delete 2", "publish 2"}; !slices.Equal(got, want) {
		t.Errorf("audit %q, want %q", got, want)
	}
}

// TestClubResults: results submitted, replayed idempotently, refused,
// removed; the ranking and the season over them.
func TestClubResults(t *testing.T) {
	s := newServer(t, limits.Rates{})
	secret := s.createClub("scrabble-lyon", "Scrabble Club de Lyon")
	rec := clubtest.Played(t, "normal", 11, func(turn int) int { return turn % 3 })
	tops := clubtest.Played(t, "normal", 11, func(int) int { return 0 })
	r := s.publish("scrabble-lyon", secret, "", rec)
	expect(t, "publish", r, 201, "")
	topTotal := r.num("topTotal")
	pub := clubtest.Published(rec)
	expect(t, "publish later", s.call("POST", "/scrabble-lyon/games", secret, map[string]any{"title": "Demain",
		"opens": s.now.Add(time.Hour), "closes": s.now.Add(2 * time.Hour), "record": &pub}), 201, "")
	results := "/scrabble-lyon/games/1/results"

	r = s.call("POST", results, "", submission{"Anne", "key-anne-0001", &rec})
	expect(t, "submit", r, 201, "")
	var sub club.Submitted
	json.Unmarshal(r.raw, &sub)
	total := clubtest.Total(rec)
	if sub.Name != "Anne" || sub.Total != total || sub.TopTotal != topTotal || sub.Permille != total*1000/topTotal ||
		len(sub.Scores) != len(rec.Turns) || sub.Repeated || sub.Submitted != "2026-11-24T20:30:05Z" {
		t.Errorf("submit: %s; want total %d, top %d", r.raw, total, topTotal)
	}
	// The same key again: the stored result, stored once.
	s.now = s.now.Add(time.Second)
	r = s.call("POST", results, "", submission{"Anne", "key-anne-0001", &rec})
	expect(t, "submitted again", r, 200, "")
	var again club.Submitted
	json.Unmarshal(r.raw, &again)
	if !again.Repeated || again.Total != total || again.Submitted != sub.Submitted || !slices.Equal(again.Scores, sub.Scores) {
		t.Errorf("submitted again: %s", r.raw)
	}
	var stored int
	s.db.QueryRow(`SELECT COUNT(*) FROM results`).Scan(&stored)
	if stored != 1 {
		t.Errorf("%d results stored, want 1", stored)
	}

	// Tampered records: the turn and the reason.
	turn := -1
	for i, tu := range rec.Turns {
		if i > 0 && tu.Played != nil && tu.Played.Score < tu.Top.Score {
			turn = i
			break
		}
	}
	for _, c := range []struct {
		what   string
		body   any
		status int
		code   string
		turn   int
		reason string
	}{
		{"name taken", submission{"Anne", "key-anne-0002", &rec}, 409, "name-taken", 0, ""},
		{"bad name", submission{"<b>Anne</b>", "key-x-000001", &rec}, 400, "name", 0, ""},
		{"short key", submission{"Bob", "key", &rec}, 400, "key", 0, ""},
		{"key with a space", submission{"Bob", "key bob 0001", &rec}, 400, "key", 0, ""},
		{"unknown field", []byte(`{"name":"Bob","key":"key-bob-0001","record":{},"score":999}`), 400, "json", 0, ""},
		{"no record", map[string]string{"name": "Bob", "key": "key-bob-0001"}, 400, "record", 0, ""},
		{"score raised", submission{"Bob", "key-bob-0002", tampered(rec, func(c *record.Record) { c.Turns[turn].Played.Score++ })}, 422, "replay", turn + 1, "score differs from the move's"},
		{"draw order", submission{"Bob", "key-bob-0003", tampered(rec, func(c *record.Record) { c.Turns[1].Draw, c.Turns[2].Draw = c.Turns[2].Draw, c.Turns[1].Draw })}, 422, "replay", 2, "not the game's draw"},
		{"misplaced", submission{"Bob", "key-bob-0004", tampered(rec, func(c *record.Record) { c.Turns[turn].Played.Ref = "O15" })}, 422, "replay", turn + 1, "illegal placement"},
	} {
		r := s.call("POST", results, "", c.body)
		expect(t, c.what, r, c.status, c.code)
		if c.turn > 0 && (r.num("turn") != c.turn || r.str("reason") != c.reason || !strings.Contains(r.str("error"), fmt.Sprintf("coup %d", c.turn))) {
			t.Errorf("%s: %s; want turn %d, %q", c.what, r.raw, c.turn, c.reason)
		}
	}
	expect(t, "a game not open yet", s.call("POST", "/scrabble-lyon/games/2/results", "", submission{"Anne", "key-anne-0003", &rec}), 409, "closed")
	expect(t, "an unknown game", s.call("POST", "/scrabble-lyon/games/7/results", "", submission{"Anne", "key-anne-0003", &rec}), 404, "no-game")
	expect(t, "an unknown club", s.call("POST", "/nope-club/games/1/results", "", submission{"Anne", "key-anne-0003", &rec}), 404, "no-club")

	expect(t, "submit tops", s.call("POST", results, "", submission{"Marc", "key-marc-0001", &tops}), 201, "")
	r = s.call("GET", "/scrabble-lyon/games/1/ranking", "", nil)
	expect(t, "ranking", r, 200, "")
	var ranking club.Ranking
	json.Unmarshal(r.raw, &ranking)
	if len(ranking.Standings) != 2 || ranking.SoloBonus || ranking.Game.Results != 2 {
		t.Fatalf("ranking: %s", r.raw)
	}
	first, second := ranking.Standings[0], ranking.Standings[1]
	if first.Name != "Marc" || first.Total != topTotal || first.Deficit != 0 || first.Permille != 1000 || first.Rank != 1 || first.Solos == 0 {
		t.Errorf("ranking first: %+v; want Marc at the top total %d", first, topTotal)
	}
	if second.Name != "Anne" || second.Total != total || second.Deficit != topTotal-total || second.Rank != 2 {
		t.Errorf("ranking second: %+v", second)
	}

	day := s.now.Format(time.DateOnly)
	r = s.call("GET", "/scrabble-lyon/season?from="+day+"&to="+day, "", nil)
	expect(t, "season", r, 200, "")
	var season club.SeasonRanking
	json.Unmarshal(r.raw, &season)
	if season.Games != 1 || season.From != day || len(season.Standings) != 2 || season.Standings[0].Name != "Marc" {
		t.Errorf("season: %s", r.raw)
	}
	for _, q := range []string{"", "?from=" + day, "?from=2026-11-25&to=2026-11-24", "?from=24/11/2026&to=" + day} {
		expect(t, "season "+q, s.call("GET", "/scrabble-lyon/season"+q, "", nil), 400, "period")
	}
	expect(t, "season of an unknown club", s.call("GET", "/nope-club/season?from="+day+"&to="+day, "", nil), 404, "no-club")

	// Closed: no more results, but a key sent again still finds its own.
	expect(t, "close", s.call("POST", "/scrabble-lyon/games/1/close", secret, nil), 200, "")
	expect(t, "submit to a closed game", s.call("POST", results, "", submission{"Zoé", "key-zoe-0001", &rec}), 409, "closed")
	r = s.call("POST", results, "", submission{"Anne", "key-anne-0001", &rec})
	expect(t, "sent again after closing", r, 200, "")
	if r.body["repeated"] != true {
		t.Errorf("sent again after closing: %s", r.raw)
	}

	// The organiser removes a result.
	expect(t, "remove without the secret", s.call("DELETE", "/scrabble-lyon/games/1/results/Anne", "", nil), 401, "secret")
	r = s.call("DELETE", "/scrabble-lyon/games/1/results/Anne", secret, nil)
	expect(t, "remove", r, 200, "")
	if r.str("removed") != "Anne" || r.num("game") != 1 {
		t.Errorf("remove: %s", r.raw)
	}
	expect(t, "remove again", s.call("DELETE", "/scrabble-lyon/games/1/results/Anne", secret, nil), 404, "no-result")
	r = s.call("GET", "/scrabble-lyon/games/1/ranking", "", nil)
	json.Unmarshal(r.raw, &ranking)
	if len(ranking.Standings) != 1 || ranking.Standings[0].Name != "Marc" {
		t.Errorf("ranking after the removal: %s", r.raw)
	}
}
