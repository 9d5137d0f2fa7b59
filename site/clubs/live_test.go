//go:build !js

package clubs_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"duplicata/engine/ballot"
	"duplicata/engine/club/clubtest"
	"duplicata/engine/live"
	"duplicata/engine/record"
	"duplicata/site"
	"duplicata/site/clubs"
	"duplicata/site/clubs/limits"
	"duplicata/site/clubs/store"
)

// liveGame is game 7 played to the tops in competition mode: each turn's
// ballot as a player writes it, and the verdict the phone's judge gives it.
type liveGame struct {
	rec      record.Record
	ballots  []ballot.Ballot
	verdicts []live.Verdict
}

func newLiveGame(t *testing.T) liveGame {
	rec, _ := clubtest.Competition(t, "normal", 7, func(int) int { return 0 }, nil)
	g := liveGame{rec: rec}
	for _, tu := range rec.Turns {
		p := *tu.Played
		g.ballots = append(g.ballots, ballot.Ballot{Word: p.Word, Ref: p.Ref, Score: p.Claimed})
		g.verdicts = append(g.verdicts, live.Verdict{Play: p})
	}
	return g
}

// handIn is a ballot handed in for turn k (from 1), its verdict edited.
func (g liveGame) handIn(k int, edit func(*live.HandIn)) live.HandIn {
	h := live.HandIn{Turn: k, Ballot: g.ballots[k-1], Verdict: g.verdicts[k-1]}
	if edit != nil {
		edit(&h)
	}
	return h
}

// get sends a GET with headers and returns the raw recorder.
func (s *server) get(path string, header map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", "http://duplicata.test/api"+path, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	s.h.ServeHTTP(rec, req)
	return rec
}

// apiGet is a GET of path under /api, its reply.
func (s *server) apiGet(path string) reply {
	s.t.Helper()
	rec := s.get(path, nil)
	r := reply{status: rec.Code, header: rec.Header(), raw: rec.Body.Bytes()}
	if err := json.Unmarshal(r.raw, &r.body); err != nil {
		s.t.Fatalf("GET %s: %v: %q", path, err, r.raw)
	}
	return r
}

// state is the live game's state as everyone polls it.
func (s *server) state(path string) live.State {
	s.t.Helper()
	r := s.call("GET", path, "", nil)
	expect(s.t, "state", r, 200, "")
	var st live.State
	if err := json.Unmarshal(r.raw, &st); err != nil {
		s.t.Fatal(err)
	}
	return st
}

// player sends a request with a player's token.
func (s *server) player(method, path, token string, body any) reply {
	s.t.Helper()
	return s.call(method, path, token, body)
}

func names(st live.State) map[string]int {
	m := map[string]int{}
	for _, x := range st.Standing.Standings {
		m[x.Name] = x.Total
	}
	return m
}

// TestLive: a live evening through the API, every route, refusal and
// idempotent replay: the organiser starts (moves the start), players join,
// hand in on time, twice, a second ballot, late, with a verdict the server
// refutes; the arbiter accepts a late ballot and overrules a verdict; the
// organiser pauses, resumes, extends, removes a player and ends; the state
// is polled with its ETag; the ranking is engine/live's over the stored
// ballots, and a new Worker instance answers the same state.
func TestLive(t *testing.T) {
	s := newServer(t, limits.Rates{})
	secret := s.createClub("scrabble-lyon", "Scrabble Club de Lyon")
	g := newLiveGame(t)
	tops := make([]int, len(g.rec.Turns))
	for i, tu := range g.rec.Turns {
		tops[i] = tu.Top.Score
	}
	expect(t, "publish", s.publish("scrabble-lyon", secret, "competition", g.rec), 201, "")
	const base = "/scrabble-lyon/games/1/live"
	anna, bruno, chloe := "jeton-anna-0123456789", "jeton-bruno-0123456789", "jeton-chloe-0123456789"

	// Not live yet.
	expect(t, "the club's live game before any", s.call("GET", "/scrabble-lyon/live", "", nil), 404, "no-live")
	expect(t, "the live game of an unknown club", s.call("GET", "/nope-club/live", "", nil), 404, "no-club")
	expect(t, "state before the start", s.call("GET", base, "", nil), 404, "no-live")
	expect(t, "join before the start", s.call("POST", base+"/players", "", live.JoinRequest{Name: "Anna", Key: anna}), 404, "no-live")
	for _, c := range []struct {
		what, path, secret string
		body               any
		status             int
		code               string
	}{
		{"start without the secret", base, "", live.StartRequest{Rhythm: 60, Pause: 20}, 401, "secret"},
		{"start with a bad secret", base, "nope", live.StartRequest{Rhythm: 60, Pause: 20}, 403, "secret"},
		{"start a rhythm too short", base, secret, live.StartRequest{Rhythm: 1, Pause: 20}, 400, "config"},
		{"start a pause too short", base, secret, live.StartRequest{Rhythm: 60, Pause: 1}, 400, "config"},
		{"start an unknown game", "/scrabble-lyon/games/9/live", secret, live.StartRequest{Rhythm: 60, Pause: 20}, 404, "no-game"},
		{"start in an unknown club", "/nope-club/games/1/live", secret, live.StartRequest{Rhythm: 60, Pause: 20}, 404, "no-club"},
		{"start with an unknown field", base, secret, map[string]any{"rhythm": 60, "pause": 20, "turns": 3}, 400, "json"},
		{"pause before the start", base + "/pause", secret, nil, 404, "no-live"},
	} {
		expect(t, c.what, s.call("POST", c.path, c.secret, c.body), c.status, c.code)
	}

	// Started at a set time, then moved earlier.
	r := s.call("POST", base, secret, live.StartRequest{Opens: s.now.Add(time.Minute), Rhythm: 60, Pause: 20})
	expect(t, "start", r, 201, "")
	var st live.State
	json.Unmarshal(r.raw, &st)
	if st.Phase != "waiting" || len(st.Code) != clubs.CodeLen || st.Rhythm != 60000 || st.Pause != 20000 || len(st.Events) != 1 ||
		!st.Next.Equal(s.now.Add(time.Minute)) || st.Game.Number != 1 {
		t.Fatalf("start: %s", r.raw)
	}
	code := st.Code
	expect(t, "start in the past", s.call("POST", base, secret, live.StartRequest{Opens: s.now.Add(-time.Second), Rhythm: 60, Pause: 20}), 400, "opens")
	r = s.call("POST", base, secret, live.StartRequest{Opens: s.now.Add(10 * time.Second), Rhythm: 30, Pause: 5})
	expect(t, "start moved", r, 200, "")
	json.Unmarshal(r.raw, &st)
	if st.Code != code || st.Rhythm != 60000 || len(st.Events) != 2 || !st.Next.Equal(s.now.Add(10*time.Second)) {
		t.Errorf("start moved: %s", r.raw)
	}
	opens := s.now.Add(10 * time.Second) // turn k opens at opens + (k-1)·80 s, without events
	expect(t, "pause before the first turn", s.call("POST", base+"/pause", secret, nil), 409, "not-started")

	// The join code.
	for _, c := range []string{code, strings.ToLower(code)} {
		r = s.apiGet("/live/" + c)
		expect(t, "code "+c, r, 200, "")
		if r.str("slug") != "scrabble-lyon" || r.num("number") != 1 {
			t.Errorf("code %s: %s", c, r.raw)
		}
	}
	if r := s.call("GET", "/scrabble-lyon/live", "", nil); r.status != 200 || r.num("number") != 1 || r.str("slug") != "scrabble-lyon" {
		t.Errorf("the club's live game: %s", r.raw)
	}
	expect(t, "unknown code", s.apiGet("/live/ZZZZZZ"), 404, "no-code")
	r = s.apiGet("/live/clock")
	if r.num("now") != int(s.now.UnixMilli()) {
		t.Errorf("clock: %s", r.raw)
	}

	// Joins.
	r = s.call("POST", base+"/players", "", live.JoinRequest{Name: "Anna", Key: anna})
	expect(t, "join", r, 201, "")
	if r.str("name") != "Anna" || r.body["repeated"] != nil {
		t.Errorf("join: %s", r.raw)
	}
	r = s.call("POST", base+"/players", "", live.JoinRequest{Name: "Anna", Key: anna})
	expect(t, "join again", r, 200, "")
	if r.body["repeated"] != true {
		t.Errorf("join again: %s", r.raw)
	}
	expect(t, "join", s.call("POST", base+"/players", "", live.JoinRequest{Name: "Bruno", Key: bruno}), 201, "")
	for _, c := range []struct {
		what   string
		body   any
		status int
		code   string
	}{
		{"name taken", live.JoinRequest{Name: "Anna", Key: chloe}, 409, "name-taken"},
		{"bad name", live.JoinRequest{Name: "<b>", Key: chloe}, 400, "name"},
		{"short key", live.JoinRequest{Name: "Chloé", Key: "court"}, 400, "key"},
		{"unknown field", map[string]string{"name": "Chloé", "key": chloe, "club": "x"}, 400, "json"},
	} {
		expect(t, c.what, s.call("POST", base+"/players", "", c.body), c.status, c.code)
	}

	ballots := base + "/ballots"
	expect(t, "a ballot before the draw", s.player("POST", ballots, anna, g.handIn(1, nil)), 409, "not-open")

	// Turn 1.
	s.now = opens.Add(20 * time.Second)
	st = s.state(base)
	if st.Phase != "playing" || st.Turn != 1 || !st.Opened.Equal(opens) || !st.Closes.Equal(opens.Add(time.Minute)) || st.Handed != 0 ||
		!slices.Equal(st.Players, []string{"Anna", "Bruno"}) {
		t.Fatalf("turn 1: %+v", st)
	}
	// Polled with its ETag: 304 until something changes.
	first := s.get("/clubs"+base, nil)
	etag := first.Header().Get("ETag")
	if first.Code != 200 || etag == "" || first.Header().Get("X-Server-Time") != fmt.Sprint(s.now.UnixMilli()) {
		t.Fatalf("state: %d %q %v", first.Code, etag, first.Header())
	}
	if r := s.get("/clubs"+base, map[string]string{"If-None-Match": etag}); r.Code != http.StatusNotModified || r.Body.Len() != 0 {
		t.Errorf("state unchanged: %d %q", r.Code, r.Body)
	}

	r = s.player("POST", ballots, anna, g.handIn(1, nil))
	expect(t, "hand in", r, 201, "")
	if r.str("arrival") != "on-time" || r.num("turn") != 1 || r.body["repeated"] != nil {
		t.Errorf("hand in: %s", r.raw)
	}
	s.now = s.now.Add(time.Second)
	r = s.player("POST", ballots, anna, g.handIn(1, nil))
	expect(t, "hand in again", r, 200, "")
	if r.str("arrival") != "on-time" || r.body["repeated"] != true || r.str("received") != opens.Add(20*time.Second).UTC().Format(time.RFC3339) {
		t.Errorf("hand in again: %s", r.raw)
	}
	if r := s.get("/clubs"+base, map[string]string{"If-None-Match": etag}); r.Code != 200 {
		t.Errorf("state after a ballot: %d, want 200", r.Code)
	}
	// A phone's state has no ballots' count: a ballot does not change it.
	phoneTag := s.get("/clubs"+base+"?joueur", nil).Header().Get("ETag")
	if phoneTag == "" || phoneTag == etag {
		t.Errorf("the phone's ETag %q", phoneTag)
	}
	expect(t, "a second player's ballot", s.player("POST", ballots, bruno, g.handIn(1, nil)), 201, "")
	if r := s.get("/clubs"+base+"?joueur", map[string]string{"If-None-Match": phoneTag}); r.Code != http.StatusNotModified {
		t.Errorf("the phone's state after a ballot: %d, want 304", r.Code)
	}
	s.db.Exec(`DELETE FROM live_ballots WHERE player = 'Bruno'`) // as if it had not come
	if st := s.state(base); st.Handed != 1 {
		t.Errorf("handed %d, want 1", st.Handed)
	}
	wrongScore := func(h *live.HandIn) { h.Verdict.Score++ }
	otherWord := func(h *live.HandIn) { h.Verdict.Word = "ZYTHUMS" }
	second := g.handIn(1, func(h *live.HandIn) { h.Ballot.Score++; h.Verdict.Claimed++ })
	for _, c := range []struct {
		what, token string
		body        any
		status      int
		code        string
	}{
		{"a second ballot", anna, second, 409, "second"},
		{"no token", "", g.handIn(1, nil), 401, "token"},
		{"unknown token", chloe, g.handIn(1, nil), 403, "token"},
		{"a verdict refuted", bruno, g.handIn(1, wrongScore), 422, "replay"},
		{"a verdict on another word", bruno, g.handIn(1, otherWord), 422, "not-the-ballot"},
		{"the next turn", bruno, g.handIn(2, nil), 409, "not-open"},
		{"no such turn", bruno, func() live.HandIn { h := g.handIn(1, nil); h.Turn = 99; return h }(), 409, "no-turn"},
		{"unknown field", bruno, map[string]any{"turn": 1, "points": 3}, 400, "json"},
	} {
		expect(t, c.what, s.player("POST", ballots, c.token, c.body), c.status, c.code)
	}
	var n int
	s.db.QueryRow(`SELECT COUNT(*) FROM live_ballots`).Scan(&n)
	if n != 1 {
		t.Errorf("%d ballots stored, want 1", n)
	}

	// Within the grace: on time. After it: late, for the arbiter.
	s.now = opens.Add(time.Minute + live.Grace - time.Millisecond)
	expect(t, "hand in within the grace", s.player("POST", ballots, bruno, g.handIn(1, nil)), 201, "")
	s.db.Exec(`DELETE FROM live_ballots WHERE player = 'Bruno'`) // as if it had not come
	s.now = opens.Add(time.Minute + live.Grace)
	r = s.player("POST", ballots, bruno, g.handIn(1, nil))
	expect(t, "hand in late", r, 201, "")
	if r.str("arrival") != "late" {
		t.Errorf("hand in late: %s", r.raw)
	}
	st = s.state(base)
	if st.Phase != "between" || st.Standing.Turns != 1 || st.Standing.TopTotal != tops[0] ||
		!reflect.DeepEqual(names(st), map[string]int{"Anna": tops[0], "Bruno": 0}) {
		t.Errorf("after turn 1: %+v", st)
	}
	if l := st.Standing.Last; l == nil || l.Turn != 1 || l.Score != tops[0] || !slices.Equal(l.Names, []string{"Anna"}) || !l.Solo {
		t.Errorf("turn 1's best: %+v", st.Standing.Last)
	}

	// The arbiter.
	expect(t, "ballots without the secret", s.call("GET", ballots, "", nil), 401, "secret")
	r = s.call("GET", ballots, secret, nil)
	expect(t, "ballots", r, 200, "")
	var arb live.Arbitration
	json.Unmarshal(r.raw, &arb)
	if len(arb.Ballots) != 2 || arb.Ballots[0].Player != "Anna" || arb.Ballots[0].Waiting || arb.Ballots[1].Player != "Bruno" ||
		!arb.Ballots[1].Waiting || arb.Ballots[1].Arrival != "late" || arb.Ballots[0].Verdict.Score != tops[0] || len(arb.Rulings) != 0 {
		t.Errorf("ballots: %s", r.raw)
	}
	rulings := base + "/rulings"
	zero := &record.Play{Sanction: "zero", Claimed: g.ballots[0].Score}
	refuted := &record.Play{Move: record.Move{Word: g.verdicts[0].Word, Ref: g.verdicts[0].Ref, Score: tops[0] + 1}, Claimed: g.ballots[0].Score, Sanction: "none"}
	for _, c := range []struct {
		what   string
		body   any
		status int
		code   string
	}{
		{"accept an on-time ballot", live.Ruling{Player: "Anna", Turn: 1, AcceptLate: true}, 409, "not-late"},
		{"accept no ballot", live.Ruling{Player: "Bruno", Turn: 2, AcceptLate: true}, 409, "not-late"},
		{"an empty ruling", live.Ruling{Player: "Bruno", Turn: 1}, 400, "ruling"},
		{"an overrule without a reason", live.Ruling{Player: "Anna", Turn: 1, Overrule: zero}, 400, "reason"},
		{"an overrule refuted", live.Ruling{Player: "Anna", Turn: 1, Overrule: refuted, Reason: "Score recompté"}, 422, "replay"},
		{"a ruling on no player", live.Ruling{Player: "Zoé", Turn: 1, AcceptLate: true}, 404, "no-player"},
	} {
		expect(t, c.what, s.call("POST", rulings, secret, c.body), c.status, c.code)
	}
	expect(t, "rule without the secret", s.call("POST", rulings, "", live.Ruling{Player: "Bruno", Turn: 1, AcceptLate: true}), 401, "secret")
	expect(t, "accept late", s.call("POST", rulings, secret, live.Ruling{Player: "Bruno", Turn: 1, AcceptLate: true}), 201, "")
	if got := names(s.state(base)); !reflect.DeepEqual(got, map[string]int{"Anna": tops[0], "Bruno": tops[0]}) {
		t.Errorf("after accepting Bruno's late ballot: %v", got)
	}
	r = s.call("POST", rulings, secret, live.Ruling{Player: "Anna", Turn: 1, Overrule: zero, Reason: "Mot contesté : réclamation admise (§7.3)"})
	expect(t, "overrule", r, 201, "")
	if r.str("reason") == "" || r.str("at") == "" {
		t.Errorf("overrule: %s", r.raw)
	}
	if got := names(s.state(base)); !reflect.DeepEqual(got, map[string]int{"Anna": 0, "Bruno": tops[0]}) {
		t.Errorf("after overruling Anna: %v", got)
	}
	// Each player reads the rulings on their own turns, with the reason;
	// no one else's, and not without their token.
	for _, c := range []struct {
		who, key string
		want     []live.Ruling
	}{
		{"Anna", anna, []live.Ruling{{Player: "Anna", Turn: 1, Overrule: zero, Reason: "Mot contesté : réclamation admise (§7.3)"}}},
		{"Bruno", bruno, []live.Ruling{{Player: "Bruno", Turn: 1, AcceptLate: true}}},
	} {
		r := s.player("GET", rulings, c.key, nil)
		var mine live.MyRulings
		if r.status != 200 || json.Unmarshal(r.raw, &mine) != nil {
			t.Fatalf("%s's rulings: %d %s", c.who, r.status, r.raw)
		}
		for i := range mine.Rulings {
			mine.Rulings[i].At = time.Time{}
		}
		if !reflect.DeepEqual(mine.Rulings, c.want) {
			t.Errorf("%s's rulings: %+v, want %+v", c.who, mine.Rulings, c.want)
		}
	}
	expect(t, "rulings without a token", s.player("GET", rulings, "", nil), 401, "token")
	expect(t, "rulings with an unknown token", s.player("GET", rulings, "jeton-de-personne-0000", nil), 403, "token")

	// Turn 2: paused, resumed, extended.
	s.now = opens.Add(80*time.Second + 10*time.Second)
	expect(t, "pause", s.call("POST", base+"/pause", secret, nil), 200, "")
	expect(t, "pause again", s.call("POST", base+"/pause", secret, nil), 409, "paused")
	s.now = s.now.Add(30 * time.Second)
	st = s.state(base)
	if !st.Paused || st.Turn != 2 || st.Phase != "playing" {
		t.Errorf("paused: %+v", st)
	}
	expect(t, "resume", s.call("POST", base+"/resume", secret, nil), 200, "")
	expect(t, "resume again", s.call("POST", base+"/resume", secret, nil), 409, "not-paused")
	for _, c := range []struct {
		what   string
		body   any
		status int
		code   string
	}{
		{"extend a closed turn", live.ExtendRequest{Turn: 1, Seconds: 30}, 409, "turn-closed"},
		{"extend by nothing", live.ExtendRequest{Turn: 2, Seconds: 0}, 400, "duration"},
		{"extend no turn", live.ExtendRequest{Turn: 99, Seconds: 30}, 400, "turn"},
	} {
		expect(t, c.what, s.call("POST", base+"/extend", secret, c.body), c.status, c.code)
	}
	r = s.call("POST", base+"/extend", secret, live.ExtendRequest{Turn: 2, Seconds: 30})
	expect(t, "extend", r, 200, "")
	json.Unmarshal(r.raw, &st)
	// Turn 2 opened at opens+80 s, paused 30 s, extended 30 s.
	close2 := opens.Add(80*time.Second + time.Minute + 60*time.Second)
	if !st.Closes.Equal(close2) {
		t.Errorf("turn 2 closes %v, want %v", st.Closes, close2)
	}
	expect(t, "hand in turn 2", s.player("POST", ballots, anna, g.handIn(2, nil)), 201, "")
	s.now = close2.Add(time.Second) // closed, within the grace
	expect(t, "hand in turn 2 within the grace", s.player("POST", ballots, bruno, g.handIn(2, nil)), 201, "")

	// Turn 3: Chloé joins; the turns closed before count zero for her.
	open3 := close2.Add(20 * time.Second)
	s.now = open3.Add(5 * time.Second)
	expect(t, "a late joiner", s.call("POST", base+"/players", "", live.JoinRequest{Name: "Chloé", Key: chloe}), 201, "")
	expect(t, "a turn closed before joining", s.player("POST", ballots, chloe, g.handIn(2, nil)), 409, "joined-after")
	expect(t, "hand in turn 3", s.player("POST", ballots, chloe, g.handIn(3, nil)), 201, "")
	expect(t, "Anna turn 3", s.player("POST", ballots, anna, g.handIn(3, nil)), 201, "")

	// Bruno is removed.
	expect(t, "remove without the secret", s.call("DELETE", base+"/players/Bruno", "", nil), 401, "secret")
	expect(t, "remove no player", s.call("DELETE", base+"/players/Zo%C3%A9", secret, nil), 404, "no-player")
	r = s.call("DELETE", base+"/players/Bruno", secret, nil)
	expect(t, "remove", r, 200, "")
	json.Unmarshal(r.raw, &st)
	if !slices.Equal(st.Removed, []string{"Bruno"}) {
		t.Errorf("removed: %s", r.raw)
	}
	expect(t, "remove again", s.call("DELETE", base+"/players/Bruno", secret, nil), 409, "removed")
	expect(t, "a removed player hands in", s.player("POST", ballots, bruno, g.handIn(3, nil)), 403, "removed")

	// The end cuts turn 4, open: it does not count.
	s.now = open3.Add(80 * time.Second)
	expect(t, "Anna turn 4", s.player("POST", ballots, anna, g.handIn(4, nil)), 201, "")
	s.now = s.now.Add(10 * time.Second)
	r = s.call("POST", base+"/end", secret, nil)
	expect(t, "end", r, 200, "")
	json.Unmarshal(r.raw, &st)
	if st.Phase != "over" || st.Turn != 3 {
		t.Errorf("end: %s", r.raw)
	}
	expect(t, "end again", s.call("POST", base+"/end", secret, nil), 409, "over")
	expect(t, "join after the end", s.call("POST", base+"/players", "", live.JoinRequest{Name: "David", Key: "jeton-david-0123456789"}), 409, "over")
	expect(t, "hand in a cut turn", s.player("POST", ballots, chloe, g.handIn(4, nil)), 409, "cut")

	s.now = s.now.Add(time.Minute)
	st = s.state(base)
	want := map[string]int{"Anna": tops[1] + tops[2], "Chloé": tops[2]}
	if st.Standing.Turns != 3 || st.Standing.TopTotal != tops[0]+tops[1]+tops[2] || !reflect.DeepEqual(names(st), want) {
		t.Errorf("final: %d turns, top total %d, %v; want 3, %d, %v", st.Standing.Turns, st.Standing.TopTotal, names(st),
			tops[0]+tops[1]+tops[2], want)
	}

	// The projector's ranking is engine/live's (club.Rank) over the
	// stored ballots, verdicts and rulings.
	if got, want := st.Standing.Standings, engineRanking(t, s, g.rec, s.now); !reflect.DeepEqual(got, want) {
		t.Errorf("the state's ranking %+v, engine/live's from the stored ballots %+v", got, want)
	}

	// The evening's results are the game's: its ranking and the season's.
	r = s.call("GET", "/scrabble-lyon/games/1/ranking", "", nil)
	expect(t, "the game's ranking", r, 200, "")
	var ranking struct {
		Standings []struct {
			Name  string
			Total int
			Rank  int
		}
	}
	json.Unmarshal(r.raw, &ranking)
	if len(ranking.Standings) != 2 || ranking.Standings[0].Name != "Anna" || ranking.Standings[0].Total != want["Anna"] ||
		ranking.Standings[1].Name != "Chloé" || ranking.Standings[1].Total != want["Chloé"] {
		t.Errorf("the game's ranking after the live evening: %s", r.raw)
	}
	day := s.now.Format(time.DateOnly)
	r = s.call("GET", "/scrabble-lyon/season?from="+day+"&to="+day, "", nil)
	if r.num("games") != 1 || !strings.Contains(string(r.raw), `"name":"Chloé"`) {
		t.Errorf("season: %s", r.raw)
	}
	// The arbiter rules after the end: the results follow.
	expect(t, "overrule after the end", s.call("POST", rulings, secret, live.Ruling{Player: "Chloé", Turn: 3, Overrule: zero3(g),
		Reason: "Mot non valable"}), 201, "")
	want["Chloé"] = 0
	if got := names(s.state(base)); !reflect.DeepEqual(got, want) {
		t.Errorf("after the overrule: %v, want %v", got, want)
	}
	var total int
	s.db.QueryRow(`SELECT total FROM results WHERE name = 'Chloé'`).Scan(&total)
	if total != 0 {
		t.Errorf("Chloé's stored result %d, want 0", total)
	}

	// The exports: Eliot's arbitration save and the FFSc's text.
	expect(t, "export without the secret", s.call("GET", base+"/export?format=eliot", "", nil), 401, "secret")
	expect(t, "export in no format", s.call("GET", base+"/export?format=pdf", secret, nil), 400, "format")
	for _, c := range []struct{ format, ctype string }{{"eliot", "application/xml"}, {"ffsc", "text/plain"}} {
		req := httptest.NewRequest("GET", "http://duplicata.test/api/clubs"+base+"/export?format="+c.format, nil)
		req.Header.Set("Authorization", "Bearer "+secret)
		rec := httptest.NewRecorder()
		s.h.ServeHTTP(rec, req)
		if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), c.ctype) ||
			!strings.Contains(rec.Header().Get("Content-Disposition"), "direct-scrabble-lyon-1.") {
			t.Fatalf("export %s: %d %v", c.format, rec.Code, rec.Header())
		}
		back, _, err := record.ReadAny(rec.Body)
		if err != nil || len(back.Turns) != 3 {
			t.Fatalf("export %s read back: %v, %+v", c.format, err, back)
		}
		if c.format == "eliot" && (len(back.Players) != 2 || back.Players[0].Name != "Anna" || len(back.Turns[2].Ballots) != 1) {
			t.Errorf("the Eliot save: players %+v, turn 3's ballots %+v", back.Players, back.Turns[2].Ballots)
		}
	}

	// A new Worker instance (no cache) answers the same state.
	raw := s.call("GET", base, "", nil).raw
	fresh := &clubs.API{Store: store.Store{DB: s.db}, Now: func() time.Time { return s.now }, Log: discard}
	s.h = site.Handler("test", http.NotFoundHandler(), fresh)
	if again := s.call("GET", base, "", nil).raw; string(again) != string(raw) {
		t.Errorf("a restarted Worker's state:\n%s\nwant\n%s", again, raw)
	}

	if got, want := s.audit(), []string{"publish 1", "live start 1", "live start 1", "live ruling 1", "live ruling 1", "live pause 1",
		"live resume 1", "live extend 1", "live remove 1", "live end 1", "live ruling 1"}; !slices.Equal(got, want) {
		t.Errorf("audit %q, want %q", got, want)
	}
}

// zero3 is the arbiter's zero on turn 3's ballot.
func zero3(g liveGame) *record.Play {
	return &record.Play{Sanction: "zero", Claimed: g.ballots[2].Score}
}

// engineRanking is engine/live's ranking of the stored live game 1 at now.
func engineRanking(t *testing.T, s *server, rec record.Record, now time.Time) any {
	t.Helper()
	st := store.Store{DB: s.db}
	l, err := st.Live(t.Context(), "scrabble-lyon", 1)
	if err != nil {
		t.Fatal(err)
	}
	events, _ := st.Events(t.Context(), l.ID)
	players, _ := st.Players(t.Context(), l.ID)
	stored, _ := st.Ballots(t.Context(), l.ID)
	rulings, _ := st.Rulings(t.Context(), l.ID)
	tl, err := live.New(l.Config(), events)
	if err != nil {
		t.Fatal(err)
	}
	var ps []live.Player
	for _, p := range players {
		ps = append(ps, p.Player)
	}
	pub := clubtest.Published(rec)
	g, err := live.NewGame(&pub, tl, ps)
	if err != nil {
		t.Fatal(err)
	}
	var bs []live.Ballot
	var vs []live.Verdict
	for _, b := range stored {
		bs, vs = append(bs, b.Ballot), append(vs, b.Verdict)
	}
	r, err := g.Rank(now, bs, vs, rulings)
	if err != nil {
		t.Fatal(err)
	}
	return r.Standings
}
