package clubs

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"duplicata/engine/live"
	"duplicata/engine/record"
	"duplicata/site/clubs/limits"
	"duplicata/site/clubs/store"
)

// flight makes the requests that need the same thing at once (the ranking
// at a turn's collection, a setup after a join, everything after a
// restart) wait for one computation of it instead of each running its
// statements.
type flight struct {
	mu    sync.Mutex
	calls map[string]*call
}

type call struct {
	done chan struct{}
	v    any
	err  error
}

// do is fn's result, computed by this request or by the one computing it
// under key already.
func (f *flight) do(key string, fn func() (any, error)) (any, error) {
	f.mu.Lock()
	if c, ok := f.calls[key]; ok {
		f.mu.Unlock()
		<-c.done
		return c.v, c.err
	}
	c := &call{done: make(chan struct{})}
	if f.calls == nil {
		f.calls = map[string]*call{}
	}
	f.calls[key] = c
	f.mu.Unlock()
	c.v, c.err = fn()
	f.mu.Lock()
	delete(f.calls, key)
	f.mu.Unlock()
	close(c.done)
	return c.v, c.err
}

// liveCache keeps, per Worker instance, each live game's setup (its
// timeline and players, replayed once per change of them) and its last
// ranking (club.Rank over every ballot costs ~55 ms for 100 players in
// Go-wasm, over the free plan's CPU time a request): a poll that finds
// them unchanged reads one row.
type liveCache struct {
	mu      sync.Mutex
	flights flight
	stamps  map[string]stamp     // by slug/number: the versions read last
	lives   map[int64]store.Live // the rows, the published record with them
	pubs    map[int64]*published
	setups  map[int64]*setup
	ranks   map[int64]*ranked
	bodies  map[int64]*phoneBody
}

// published is a game's published record replayed at its live rhythm:
// kept while players join and the organiser acts (each of which makes a
// new setup), since the replay costs far more than the rest.
type published struct {
	reference string
	rhythm    time.Duration
	pub       *live.Published
}

// setup is a live game as its events and players make it, at a ranking
// version of its row.
type setup struct {
	id        int64
	reference string
	ranked    int64
	game      *live.Game
	events    []live.Event
	players   []store.LivePlayer
}

// ranked is a ranking of n turns at a ranking version, good until until
// (zero: for good).
type ranked struct {
	version int64
	n       int
	until   time.Time
	st      live.Standing
}

// liveSetup is the live game the path names (as liveWithin reads it) with
// its setup: what nearly every live route starts from.
func (a *API) liveSetup(r *http.Request, ttl time.Duration) (store.Live, *setup, error) {
	l, err := a.liveWithin(r, ttl)
	if err != nil {
		return store.Live{}, nil, err
	}
	s, err := a.setup(r, l)
	return l, s, err
}

// setup is l's game, timeline and players: the cached ones if l's ranking
// version is theirs.
func (a *API) setup(r *http.Request, l store.Live) (*setup, error) {
	a.live.mu.Lock()
	s := a.live.setups[l.ID]
	a.live.mu.Unlock()
	if s != nil && s.ranked == l.Ranked && s.reference == l.Reference {
		return s, nil
	}
	v, err := a.live.flights.do(fmt.Sprintf("setup:%d:%d", l.ID, l.Ranked), func() (any, error) {
		return a.loadSetup(r, l, s)
	})
	if err != nil {
		return nil, err
	}
	return v.(*setup), nil
}

// loadSetup is l's setup read again: only the events and players
// appended since old, if it is the same game's (one statement either way).
func (a *API) loadSetup(r *http.Request, l store.Live, old *setup) (*setup, error) {
	var events []live.Event
	var players []store.LivePlayer
	seq, last := 0, int64(0)
	if old != nil && old.reference == l.Reference && old.id == l.ID {
		events, players = old.events, old.players
		seq = len(events)
		if n := len(players); n > 0 {
			last = players[n-1].ID
		}
	}
	newEvents, newPlayers, err := a.Store.LiveSince(r.Context(), l.ID, seq, last)
	if err != nil {
		return nil, err
	}
	// New slices: a setup read before may be in use.
	events = slices.Concat([]live.Event{}, events, newEvents)
	players = slices.Concat(players, newPlayers)
	tl, err := live.New(l.Config(), events)
	if err != nil {
		return nil, err
	}
	pub, err := a.published(l)
	if err != nil {
		return nil, err
	}
	ps := make([]live.Player, len(players))
	for i, p := range players {
		ps[i] = p.Player
	}
	g, err := pub.Game(tl, ps)
	if err != nil {
		return nil, err
	}
	s := &setup{id: l.ID, reference: l.Reference, ranked: l.Ranked, game: g, events: events, players: players}
	a.live.mu.Lock()
	if a.live.setups == nil || len(a.live.setups) >= limits.MaxCachedRefs {
		a.live.setups = map[int64]*setup{}
	}
	if c := a.live.setups[l.ID]; c == nil || c.ranked < s.ranked {
		a.live.setups[l.ID] = s
	}
	a.live.mu.Unlock()
	return s, nil
}

// published is l's published game replayed at its rhythm, the cached one
// if any.
func (a *API) published(l store.Live) (*live.Published, error) {
	a.live.mu.Lock()
	c := a.live.pubs[l.ID]
	a.live.mu.Unlock()
	if c != nil && c.reference == l.Reference && c.rhythm == l.Rhythm {
		return c.pub, nil
	}
	rec, err := record.ReadJSON(strings.NewReader(l.Reference))
	if err != nil {
		return nil, err
	}
	pub, err := live.Publish(rec, l.Rhythm)
	if err != nil {
		return nil, err
	}
	a.live.mu.Lock()
	if a.live.pubs == nil || len(a.live.pubs) >= limits.MaxCachedRefs {
		a.live.pubs = map[int64]*published{}
	}
	a.live.pubs[l.ID] = &published{l.Reference, l.Rhythm, pub}
	a.live.mu.Unlock()
	return pub, nil
}

// standing is the running ranking of l at now: the cached one while the
// ranking version and the turns collected are the same. The ballots of a
// turn do not bump the ranking version, and one received on time may be
// written a moment after another request ranks: a ranking made less than
// Grace after its last turn's collection is kept only until then, and made
// once more when every ballot has landed.
func (a *API) standing(r *http.Request, l store.Live, s *setup, now time.Time) (live.Standing, error) {
	tl := s.game.Timeline()
	n := tl.Collected(now)
	a.live.mu.Lock()
	c := a.live.ranks[l.ID]
	a.live.mu.Unlock()
	if c != nil && c.version == l.Ranked && c.n == n && (c.until.IsZero() || now.Before(c.until)) {
		return c.st, nil
	}
	// At a turn's collection every phone asks at once: one ranks (a
	// ranking begun within Grace is no answer to a request after it).
	early := false
	if w, ok := tl.Window(n, now); n > 0 && ok && !now.After(w.Collected.Add(live.Grace)) {
		early = true
	}
	v, err := a.live.flights.do(fmt.Sprintf("rank:%d:%d:%d:%t", l.ID, l.Ranked, n, early), func() (any, error) {
		return a.rank(r, l, s, now)
	})
	if err != nil {
		return live.Standing{}, err
	}
	return v.(live.Standing), nil
}

// rank is the running ranking of l at now, from the ballots and rulings
// stored, kept for the requests after.
func (a *API) rank(r *http.Request, l store.Live, s *setup, now time.Time) (live.Standing, error) {
	tl := s.game.Timeline()
	n := tl.Collected(now)
	ballots, err := a.Store.Ballots(r.Context(), l.ID)
	if err != nil {
		return live.Standing{}, err
	}
	rulings, err := a.Store.Rulings(r.Context(), l.ID)
	if err != nil {
		return live.Standing{}, err
	}
	bs, vs := split(ballots)
	rk, err := s.game.Rank(now, bs, vs, rulings)
	if err != nil {
		return live.Standing{}, err
	}
	if tl.At(now).Phase == live.Over {
		// The evening's results are the game's: the season and the embed
		// rank them as any club game's.
		if err := a.Store.SetLiveResults(r.Context(), l.ID, liveResults(rk), now.UnixMilli()); err != nil {
			a.Logf("clubs: live results of game %d: %v", l.ID, err)
		}
	}
	st := live.Standing{Turns: rk.Turns, TopTotal: rk.TopTotal, Standings: rk.Standings}
	if best, ok := rk.Best(rk.Turns); ok {
		st.Last = &best
	}
	var until time.Time
	if w, ok := tl.Window(n, now); n > 0 && ok && !now.After(w.Collected.Add(live.Grace)) {
		until = w.Collected.Add(live.Grace)
	}
	a.live.mu.Lock()
	if a.live.ranks == nil || len(a.live.ranks) >= limits.MaxCachedRefs {
		a.live.ranks = map[int64]*ranked{}
	}
	a.live.ranks[l.ID] = &ranked{l.Ranked, n, until, st}
	a.live.mu.Unlock()
	return st, nil
}

// liveResults are rk's players' results, as the results table keeps them:
// their score sheets.
func liveResults(rk live.Ranking) []store.LiveResult {
	var out []store.LiveResult
	for _, st := range rk.Standings {
		sh := rk.Sheets[st.Name]
		rec, _ := json.Marshal(map[string]any{"live": true, "scores": sh.Scores, "paid": sh.Paid, "warnings": sh.Warnings})
		out = append(out, store.LiveResult{Name: st.Name, Record: string(rec), Scores: sh.Scores, Paid: sh.Paid, Total: sh.Total})
	}
	return out
}

// split is the stored ballots' ballots and verdicts.
func split(stored []store.LiveBallot) ([]live.Ballot, []live.Verdict) {
	bs := make([]live.Ballot, len(stored))
	vs := make([]live.Verdict, len(stored))
	for i, b := range stored {
		bs[i], vs[i] = b.Ballot, b.Verdict
	}
	return bs, vs
}
