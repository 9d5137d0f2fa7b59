//go:build !js

package clubs_test

import (
	"crypto/sha256"
	"fmt"
	"net/http"
	"slices"
	"testing"
	"time"

	"duplicata/engine/live"
	"duplicata/site"
	"duplicata/site/clubs"
	"duplicata/site/clubs/limits"
	"duplicata/site/clubs/sqlitetest"
	"duplicata/site/clubs/store"
)

// newCountedServer is newServer whose database counts its statements.
func newCountedServer(t *testing.T, rates limits.Rates) (*server, *sqlitetest.Statements) {
	db, st := sqlitetest.OpenCounted(t)
	s := &server{t: t, db: db, now: start, ip: "192.0.2.1"}
	quick := func(secret string, salt []byte) ([]byte, error) {
		sum := sha256.Sum256(append(slices.Clone(salt), secret...))
		return sum[:], nil
	}
	api := &clubs.API{Store: store.Store{DB: db}, Rates: rates, Now: func() time.Time { return s.now }, Log: discard, Hash: quick}
	s.h = site.Handler("test", http.NotFoundHandler(), api)
	return s, st
}

// TestLiveStatements: what each live route costs in statements (D1's
// unit, and what bounds the local runtime: site/README.md, « Live games
// under load »), per request of an evening in its usual order. A route
// that reads one statement more fails here.
func TestLiveStatements(t *testing.T) {
	s, count := newCountedServer(t, limits.Rates{})
	secret := s.createClub("scrabble-lyon", "Scrabble Club de Lyon")
	g := newLiveGame(t)
	expect(t, "publish", s.publish("scrabble-lyon", secret, "competition", g.rec), 201, "")
	const base = "/scrabble-lyon/games/1/live"
	expect(t, "start", s.call("POST", base, secret, live.StartRequest{Opens: s.now.Add(10 * time.Second), Rhythm: 30, Pause: 5}), 201, "")
	opens := s.now.Add(10 * time.Second)

	cost := func(what string, want int64, f func()) {
		t.Helper()
		before := count.N()
		f()
		if got := count.N() - before; got != want {
			t.Errorf("%s: %d statements, want %d", what, got, want)
		}
	}
	phoneTag, screenTag := "", ""
	poll := func(what string, phone bool, status int) {
		t.Helper()
		path, tag := "/clubs"+base, &screenTag
		if phone {
			path, tag = path+"?joueur", &phoneTag
		}
		r := s.get(path, map[string]string{"If-None-Match": *tag})
		if r.Code != status {
			t.Errorf("%s: %d, want %d", what, r.Code, status)
		}
		*tag = r.Header().Get("ETag")
	}
	key := func(i int) string { return fmt.Sprintf("jeton-%04d-0123456789", i) }

	cost("the clock", 0, func() { expect(t, "clock", s.apiGet("/live/clock"), 200, "") })
	// The start read the setup: the first join reads the versions and
	// writes; each after also reads the player before it.
	cost("the first join", 2, func() {
		expect(t, "join", s.call("POST", base+"/players", "", live.JoinRequest{Name: "Joueur 0", Key: key(0)}), 201, "")
	})
	for i := 1; i < 3; i++ {
		cost("a join", 3, func() {
			expect(t, "join", s.call("POST", base+"/players", "", live.JoinRequest{Name: fmt.Sprintf("Joueur %d", i), Key: key(i)}), 201, "")
		})
	}
	cost("a join again", 2, func() {
		expect(t, "join again", s.call("POST", base+"/players", "", live.JoinRequest{Name: "Joueur 0", Key: key(0)}), 200, "")
	})

	// A phone's first poll ranks (the ballots and the rulings), with the
	// versions the join read a moment ago; its next ones within PhoneTTL
	// read nothing, after it the versions.
	cost("a phone's first poll", 2, func() { poll("first poll", true, 200) })
	cost("a phone's poll within PhoneTTL", 0, func() { poll("poll within TTL", true, 304) })
	s.now = s.now.Add(clubs.PhoneTTL)
	cost("a phone's poll after PhoneTTL", 1, func() { poll("poll after TTL", true, 304) })

	// Turn 1: the projector's polls read the versions and the count.
	s.now = opens.Add(time.Second)
	cost("a phone's poll at a turn's opening", 1, func() { poll("phone at opening", true, 200) })
	cost("the projector's poll at a turn's opening", 2, func() { poll("projector", false, 200) })
	cost("a ballot", 2, func() { expect(t, "ballot", s.player("POST", base+"/ballots", key(0), g.handIn(1, nil)), 201, "") })
	cost("a ballot again", 3, func() {
		expect(t, "ballot again", s.player("POST", base+"/ballots", key(0), g.handIn(1, nil)), 200, "")
	})
	// A ballot the server refuses is not written: the stored one is read
	// to say it is a second.
	cost("a second ballot", 2, func() {
		expect(t, "second ballot", s.player("POST", base+"/ballots", key(0), g.handIn(1, func(h *live.HandIn) { h.Ballot.Score++ })), 409, "second")
	})
	cost("a ballot", 2, func() { expect(t, "ballot", s.player("POST", base+"/ballots", key(1), g.handIn(1, nil)), 201, "") })
	cost("a phone's poll through the turn", 0, func() { poll("phone through the turn", true, 304) })
	cost("the projector's poll after a ballot", 2, func() { poll("projector", false, 200) })
	cost("the projector's poll unchanged", 1, func() { poll("projector unchanged", false, 304) })

	// The collection: the first poll after it ranks, once for everyone.
	s.now = opens.Add(30*time.Second + live.Grace + time.Second)
	cost("a phone's poll at the collection", 3, func() { poll("phone at collection", true, 200) })
	phoneTag = ""
	cost("another phone's poll at the collection", 0, func() { poll("another phone at collection", true, 200) })

	// What each costs natively (logged, not asserted: the machine is
	// shared): the local runtime's D1 is far slower per statement.
	const n = 200
	timed := func(what string, f func(i int)) {
		t.Helper()
		before, began := count.N(), time.Now()
		for i := range n {
			f(i)
		}
		t.Logf("%-28s %5.2f statements, %6.0f µs a request", what, float64(count.N()-before)/n, float64(time.Since(began).Microseconds())/n)
	}
	timed("clock", func(int) { s.apiGet("/live/clock") })
	timed("phone poll within PhoneTTL", func(int) { poll("phone", true, 304) })
	poll("projector", false, 200)
	timed("projector poll, 304", func(int) { poll("projector", false, 304) })
	timed("join", func(i int) {
		s.call("POST", base+"/players", "", live.JoinRequest{Name: fmt.Sprintf("Joueur %d", 100+i), Key: key(100 + i)})
	})
	s.now = opens.Add(30*time.Second + 5*time.Second + time.Second) // turn 2
	timed("ballot", func(i int) { s.player("POST", base+"/ballots", key(100+i), g.handIn(2, nil)) })
	timed("ballot again", func(i int) { s.player("POST", base+"/ballots", key(100+i), g.handIn(2, nil)) })
}
