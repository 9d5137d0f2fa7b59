package clubs

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"duplicata/engine/live"
	"duplicata/engine/record"
	"duplicata/site/clubs/limits"
	"duplicata/site/clubs/store"
)

// Live games (issue 30, site/README.md « Live games »): the organiser's
// timeline, the players' joins and ballots, the arbiter's rulings, and the
// state everyone polls. Every rule is engine/live's: the routes read, ask
// it, and store.

// registerLive adds the live games' routes to mux.
func (a *API) registerLive(mux *http.ServeMux) {
	const base = "/api/clubs/{slug}/games/{n}/live"
	mux.HandleFunc("POST "+base, a.wrap(a.liveStart))
	mux.HandleFunc("GET "+base, a.liveState)
	mux.HandleFunc("POST "+base+"/pause", a.wrap(a.liveAct(live.Pause)))
	mux.HandleFunc("POST "+base+"/resume", a.wrap(a.liveAct(live.Resume)))
	mux.HandleFunc("POST "+base+"/end", a.wrap(a.liveAct(live.End)))
	mux.HandleFunc("POST "+base+"/extend", a.wrap(a.liveAct(live.Extend)))
	mux.HandleFunc("POST "+base+"/players", a.wrap(a.liveJoin))
	mux.HandleFunc("DELETE "+base+"/players/{name}", a.wrap(a.liveAct(live.Remove)))
	mux.HandleFunc("POST "+base+"/ballots", a.wrap(a.liveHandIn))
	mux.HandleFunc("GET "+base+"/ballots", a.wrap(a.liveBallots))
	mux.HandleFunc("POST "+base+"/rulings", a.wrap(a.liveRule))
	mux.HandleFunc("GET "+base+"/export", a.liveExport)
	mux.HandleFunc("GET /api/clubs/{slug}/live", a.wrap(a.liveLatest))
	mux.HandleFunc("GET /api/live/clock", a.wrap(a.liveClock))
	mux.HandleFunc("GET /api/live/{code}", a.wrap(a.liveCode))
}

var (
	errNoLive   = refuse(http.StatusNotFound, "no-live", "Cette partie n'est pas jouée en direct.")
	errNoPlayer = refuse(http.StatusNotFound, "no-player", "Aucun joueur à ce nom dans cette partie.")
	errBusy     = refuse(http.StatusConflict, "busy", "Une autre action de l'organisateur est passée au même moment : réessayez.")
)

// The bounds of a player's token (JoinRequest.Key).
const (
	minToken = 16
	maxToken = 64
)

// codeAlphabet spells the join codes: no 0/O, 1/I/L to misread from the
// back of a room.
const codeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

// CodeLen is a join code's length: 31⁶ ≈ 887 million codes.
const CodeLen = 6

func newCode() string {
	b := make([]byte, CodeLen)
	rand.Read(b)
	for i := range b {
		b[i] = codeAlphabet[int(b[i])%len(codeAlphabet)]
	}
	return string(b)
}

// PhoneTTL is how long a Worker instance answers a phone's poll (?joueur)
// from the live game's versions it read last, without a statement: a
// phone polls every 15 s, and sees a pause, an extension or a ruling at
// most PhoneTTL later than it would have. Ballots, joins and the
// organiser's screens always read the versions.
const PhoneTTL = 2 * time.Second

// stamp is a live game's versions as a request read them, and when.
type stamp struct {
	id, created, version, ranked int64
	at                           time.Time
}

// liveOf is the live game the path names.
func (a *API) liveOf(r *http.Request) (store.Live, error) {
	return a.liveWithin(r, 0)
}

// liveWithin is the live game the path names, its versions those read by
// this instance less than ttl ago if any: none read then.
func (a *API) liveWithin(r *http.Request, ttl time.Duration) (store.Live, error) {
	n, err := gameNumber(r)
	if err != nil {
		return store.Live{}, err
	}
	slug := r.PathValue("slug")
	key := slug + "/" + strconv.Itoa(n)
	now := a.Time()
	a.live.mu.Lock()
	st, fresh := a.live.stamps[key]
	a.live.mu.Unlock()
	if age := now.Sub(st.at); !fresh || ttl <= 0 || age < 0 || age >= ttl {
		// The published record read once a live game: a poll reads
		// the versions only.
		id, created, version, rk, ok, err := a.Store.LiveStamp(r.Context(), slug, n)
		if err != nil {
			return store.Live{}, err
		}
		st, fresh = stamp{id, created, version, rk, now}, ok
		a.live.mu.Lock()
		if a.live.stamps == nil || len(a.live.stamps) >= limits.MaxCachedRefs {
			a.live.stamps = map[string]stamp{}
		}
		if ok {
			a.live.stamps[key] = st
		} else {
			delete(a.live.stamps, key)
		}
		a.live.mu.Unlock()
	}
	if fresh {
		a.live.mu.Lock()
		l, cached := a.live.lives[st.id]
		a.live.mu.Unlock()
		if cached && l.Created == st.created {
			l.Version, l.Ranked = st.version, st.ranked
			return l, nil
		}
	}
	// Every request that finds the row missing at once (a restarted
	// Worker) waits for one read of it.
	v, err := a.live.flights.do("live:"+key, func() (any, error) {
		l, err := a.Store.Live(r.Context(), slug, n)
		if err != nil {
			return l, err
		}
		a.live.mu.Lock()
		if a.live.lives == nil || len(a.live.lives) >= limits.MaxCachedRefs {
			a.live.lives = map[int64]store.Live{}
		}
		a.live.lives[l.ID] = l
		a.live.mu.Unlock()
		return l, nil
	})
	l, _ := v.(store.Live)
	if errors.Is(err, store.ErrNoLive) {
		return l, errNoLive
	}
	return l, err
}

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

// liveState answers GET …/live: the state, or 304 Not Modified when the
// client's ETag is still the state's. The ETag is the game's version (every
// write bumps it) and what time alone changes: the phase, the turn, the
// turns collected.
func (a *API) liveState(w http.ResponseWriter, r *http.Request) {
	now := a.Time()
	w.Header().Set("X-Server-Time", strconv.FormatInt(now.UnixMilli(), 10))
	fail := func(err error) {
		a.wrap(func(*http.Request) (int, any, error) { return 0, nil, err })(w, r)
	}
	// A phone (?joueur) does not show the ballots' count: its state
	// changes with the ranking's version only, not with every ballot, and
	// its polls are answered 304 through a turn, from the versions this
	// instance read less than PhoneTTL ago.
	phone := r.URL.Query().Has("joueur")
	ttl := time.Duration(0)
	if phone {
		ttl = PhoneTTL
	}
	l, err := a.liveWithin(r, ttl)
	if err != nil {
		fail(err)
		return
	}
	s, err := a.setup(r, l)
	if err != nil {
		fail(err)
		return
	}
	tl := s.game.Timeline()
	at := tl.At(now)
	version, kind := l.Version, "v"
	if phone {
		version, kind = l.Ranked, "j"
	}
	// A ranking made within Grace of a collection is provisional
	// (standing): its state is another than the final one's.
	n, early := tl.Collected(now), ""
	if w, ok := tl.Window(n, now); n > 0 && ok && !now.After(w.Collected.Add(live.Grace)) {
		early = "-g"
	}
	etag := fmt.Sprintf(`"%s%d-%s-%d-%t-%d%s"`, kind, version, at.Phase, at.Turn, at.Paused, n, early)
	w.Header().Set("ETag", etag)
	// Revalidated every time: the ETag answers for the state.
	w.Header().Set("Cache-Control", "no-cache")
	if match := r.Header.Get("If-None-Match"); match != "" && strings.Contains(match, etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	// Every phone is sent the same state at the same ETag: encoded once
	// per instance (a room's phones ask for it within seconds).
	if phone {
		a.live.mu.Lock()
		c := a.live.bodies[l.ID]
		a.live.mu.Unlock()
		if c != nil && c.etag == etag {
			WriteJSON(w, http.StatusOK, c.body)
			return
		}
	}
	st, err := a.state(r, l, s, now)
	if err != nil {
		fail(err)
		return
	}
	if phone {
		st.Handed = 0
	}
	body, err := json.Marshal(st)
	if err != nil {
		fail(err)
		return
	}
	if phone {
		a.live.mu.Lock()
		if a.live.bodies == nil || len(a.live.bodies) >= limits.MaxCachedRefs {
			a.live.bodies = map[int64]*phoneBody{}
		}
		a.live.bodies[l.ID] = &phoneBody{etag, body}
		a.live.mu.Unlock()
	}
	WriteJSON(w, http.StatusOK, body)
}

// phoneBody is the phones' state at an ETag, encoded.
type phoneBody struct {
	etag string
	body []byte
}

// state is the live game l at now.
func (a *API) state(r *http.Request, l store.Live, s *setup, now time.Time) (live.State, error) {
	tl := s.game.Timeline()
	at := tl.At(now)
	st := live.State{Game: l.Info, Code: l.Code, Rhythm: l.Rhythm.Milliseconds(), Pause: l.Pause.Milliseconds(), Events: s.events,
		Players: []string{}, Phase: at.Phase.String(), Turn: at.Turn, Paused: at.Paused, Opened: at.Opened, Closes: at.Closes, Next: at.Next}
	st.Game.Results = 0
	for _, p := range s.players {
		st.Players = append(st.Players, p.Name)
		if _, ok := tl.Removed(p.Name); ok {
			st.Removed = append(st.Removed, p.Name)
		}
	}
	var err error
	if at.Turn > 0 && !r.URL.Query().Has("joueur") {
		if st.Handed, err = a.Store.HandedIn(r.Context(), l.ID, at.Turn); err != nil {
			return st, err
		}
	}
	st.Standing, err = a.standing(r, l, s, now)
	return st, err
}

// liveStart starts game n live (POST …/live, the organiser's): the live
// game made on the first start, its rhythm and pause then fixed; a start
// again before the first turn opens moves it.
func (a *API) liveStart(r *http.Request) (int, any, error) {
	var req live.StartRequest
	if err := decode(r, &req); err != nil {
		return 0, nil, err
	}
	cl, err := a.organiser(r)
	if err != nil {
		return 0, nil, err
	}
	n, err := gameNumber(r)
	if err != nil {
		return 0, nil, err
	}
	l, err := a.Store.Live(r.Context(), r.PathValue("slug"), n)
	status := http.StatusOK
	if errors.Is(err, store.ErrNoLive) {
		now := a.Time()
		if l.Info.Closed || now.UnixMilli() >= l.Closes {
			return 0, nil, refuse(http.StatusConflict, "closed", "La partie est close : elle ne peut plus être jouée en direct.")
		}
		cfg := live.Config{Turns: l.Info.Turns, Rhythm: time.Duration(req.Rhythm) * time.Second, Pause: time.Duration(req.Pause) * time.Second}
		if err := cfg.Check(); err != nil {
			return 0, nil, refuse(http.StatusBadRequest, "config", fmt.Sprintf("Rythme de %v à %v par coup, pause de %v à %v entre les coups.",
				live.MinRhythm, live.MaxRhythm, live.Grace, live.MaxPause))
		}
		for range 3 {
			if _, err = a.Store.CreateLive(r.Context(), l.ID, newCode(), cfg, now.UnixMilli()); err != nil {
				return 0, nil, err
			}
			if l, err = a.Store.Live(r.Context(), r.PathValue("slug"), n); !errors.Is(err, store.ErrNoLive) {
				break // made, by this request or another; else the code was taken
			}
		}
		status = http.StatusCreated
	}
	if err != nil {
		return 0, nil, err
	}
	st, err := a.addEvent(r, cl, l, live.Event{Kind: live.Start, Opens: req.Opens})
	return status, st, err
}

// liveAct is the organiser's event of kind: pause, resume, extend, end, or
// the removal of the player the path names.
func (a *API) liveAct(kind live.Kind) func(r *http.Request) (int, any, error) {
	return func(r *http.Request) (int, any, error) {
		e := live.Event{Kind: kind}
		if kind == live.Extend {
			var req live.ExtendRequest
			if err := decode(r, &req); err != nil {
				return 0, nil, err
			}
			e.Turn, e.By = req.Turn, time.Duration(req.Seconds)*time.Second
		}
		cl, err := a.organiser(r)
		if err != nil {
			return 0, nil, err
		}
		l, err := a.liveOf(r)
		if err != nil {
			return 0, nil, err
		}
		if kind == live.Remove {
			e.Player = r.PathValue("name")
			s, err := a.setup(r, l)
			if err != nil {
				return 0, nil, err
			}
			if !hasPlayer(s.players, e.Player) {
				return 0, nil, errNoPlayer
			}
		}
		st, err := a.addEvent(r, cl, l, e)
		return http.StatusOK, st, err
	}
}

func hasPlayer(players []store.LivePlayer, name string) bool {
	for _, p := range players {
		if p.Name == name {
			return true
		}
	}
	return false
}

// addEvent appends the organiser's event e, at the server's time, once
// engine/live's timeline takes it after the events stored, and answers the
// state.
func (a *API) addEvent(r *http.Request, cl store.Club, l store.Live, e live.Event) (live.State, error) {
	now := a.Time()
	e.At = now
	events, err := a.Store.Events(r.Context(), l.ID)
	if err != nil {
		return live.State{}, err
	}
	if n := len(events); n > 0 && now.Before(events[n-1].At) {
		e.At = events[n-1].At // a clock a hair behind another instance's
	}
	if e.Kind == live.Start && !e.Opens.IsZero() && e.Opens.Before(e.At) {
		return live.State{}, refuse(http.StatusBadRequest, "opens", "L'heure de début est déjà passée.")
	}
	if _, err := live.New(l.Config(), append(events, e)); err != nil {
		return live.State{}, eventRefusal(err)
	}
	ok, err := a.Store.AddEvent(r.Context(), l.ID, len(events)+1, e)
	if err != nil {
		return live.State{}, err
	}
	if !ok {
		return live.State{}, errBusy
	}
	a.audit(r, cl, "live "+e.Kind.String(), l.Info.Number)
	if l, err = a.liveOf(r); err != nil {
		return live.State{}, err
	}
	s, err := a.setup(r, l)
	if err != nil {
		return live.State{}, err
	}
	return a.state(r, l, s, now)
}

// eventRefusal is the refusal of an event the timeline does not take.
func eventRefusal(err error) error {
	var e *live.EventError
	if !errors.As(err, &e) {
		return err
	}
	if f, ok := eventFR[e.Problem]; ok {
		return refuse(f.status, f.code, f.msg)
	}
	return refuse(http.StatusConflict, "event", "Action impossible à ce moment de la partie.")
}

var eventFR = map[live.Problem]struct {
	status    int
	code, msg string
}{
	live.NotStarted:     {409, "not-started", "La partie en direct n'a pas encore commencé."},
	live.AlreadyStarted: {409, "started", "La partie en direct a déjà commencé."},
	live.StartInPast:    {400, "opens", "L'heure de début est déjà passée."},
	live.AlreadyOver:    {409, "over", "La partie en direct est terminée."},
	live.AlreadyPaused:  {409, "paused", "La partie est déjà en pause."},
	live.NotPaused:      {409, "not-paused", "La partie n'est pas en pause."},
	live.BadTurn:        {400, "turn", "Ce coup n'existe pas dans la partie."},
	live.BadDuration:    {400, "duration", fmt.Sprintf("Prolongation : de 1 s à %v.", live.MaxExtension)},
	live.TurnClosed:     {409, "turn-closed", "Ce coup est déjà clos."},
	live.AlreadyRemoved: {409, "removed", "Ce joueur est déjà retiré."},
	live.TooMany:        {409, "too-many", "Trop d'actions pour cette partie."},
}

// tokenHash is a player's token as stored: its SHA-256 (the token is
// random, chosen by the phone: no slow hash is needed).
func tokenHash(key string) string {
	sum := sha256.Sum256([]byte("duplicata-live:" + key))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

func checkToken(key string) error {
	if n := len(key); n < minToken || n > maxToken || strings.ContainsFunc(key, func(r rune) bool { return r <= ' ' || r > '~' }) {
		return refuse(http.StatusBadRequest, "key", fmt.Sprintf("Jeton du joueur (key) : de %d à %d caractères ASCII visibles.", minToken, maxToken))
	}
	return nil
}

// liveJoin takes a player in (POST …/live/players): the same name and key
// again is the same player.
func (a *API) liveJoin(r *http.Request) (int, any, error) {
	var req live.JoinRequest
	if err := decode(r, &req); err != nil {
		return 0, nil, err
	}
	if err := CheckName("Nom du joueur", req.Name); err != nil {
		return 0, nil, err
	}
	if err := checkToken(req.Key); err != nil {
		return 0, nil, err
	}
	l, err := a.liveOf(r)
	if err != nil {
		return 0, nil, err
	}
	s, err := a.setup(r, l)
	if err != nil {
		return 0, nil, err
	}
	hash := tokenHash(req.Key)
	for _, p := range s.players {
		if p.Name == req.Name {
			if p.KeyHash != hash {
				return 0, nil, refuse(http.StatusConflict, "name-taken", "Ce nom est déjà pris dans cette partie : choisissez-en un autre.")
			}
			return http.StatusOK, live.Joined{Name: p.Name, Joined: p.Joined, Repeated: true}, nil
		}
	}
	now := a.Time()
	if s.game.Timeline().At(now).Phase == live.Over {
		return 0, nil, refuse(http.StatusConflict, "over", "La partie en direct est terminée.")
	}
	// A room shares one address: joins and ballots count per club.
	if err := a.limit(r, limits.ClubBucket(l.Club.ID), a.Rates.PerClub); err != nil {
		return 0, nil, err
	}
	p := store.LivePlayer{Player: live.Player{Name: req.Name, Joined: now.UTC()}, KeyHash: hash}
	added, err := a.Store.AddPlayer(r.Context(), l.ID, p)
	if err != nil {
		return 0, nil, err
	}
	if !added {
		// Taken meanwhile: by this key (a join sent twice at once) or another.
		players, err := a.Store.Players(r.Context(), l.ID)
		if err != nil {
			return 0, nil, err
		}
		for _, q := range players {
			if q.Name == req.Name && q.KeyHash == hash {
				return http.StatusOK, live.Joined{Name: q.Name, Joined: q.Joined, Repeated: true}, nil
			}
		}
		return 0, nil, refuse(http.StatusConflict, "name-taken", "Ce nom est déjà pris dans cette partie : choisissez-en un autre.")
	}
	return http.StatusCreated, live.Joined{Name: p.Name, Joined: p.Joined}, nil
}

// player is the player whose token the request carries (Authorization:
// Bearer).
func (a *API) player(r *http.Request, s *setup) (live.Player, error) {
	key, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || checkToken(key) != nil {
		return live.Player{}, refuse(http.StatusUnauthorized, "token", "Jeton du joueur manquant : rejoignez la partie.")
	}
	hash := tokenHash(key)
	for _, p := range s.players {
		if p.KeyHash == hash {
			return p.Player, nil
		}
	}
	return live.Player{}, refuse(http.StatusForbidden, "token", "Joueur inconnu dans cette partie : rejoignez-la.")
}

func arrival(a live.Arrival) string {
	if a == live.Late {
		return "late"
	}
	return "on-time"
}

// liveHandIn stores a player's ballot and the verdict their phone gave it
// (POST …/live/ballots): on time if received before its turn's close plus
// Grace, late (for the arbiter) after; the same ballot again is
// acknowledged as stored, once.
func (a *API) liveHandIn(r *http.Request) (int, any, error) {
	var req live.HandIn
	if err := decode(r, &req); err != nil {
		return 0, nil, err
	}
	now := a.Time().UTC()
	l, err := a.liveOf(r)
	if err != nil {
		return 0, nil, err
	}
	s, err := a.setup(r, l)
	if err != nil {
		return 0, nil, err
	}
	p, err := a.player(r, s)
	if err != nil {
		return 0, nil, err
	}
	// The ballot is written first, read only if the player has one for
	// the turn already: the same ballot again (acknowledged as stored) or
	// a second one (refused). Its write is the request's one statement
	// besides the versions.
	b := live.Ballot{Player: p.Name, Turn: req.Turn, Received: now, Ballot: req.Ballot}
	arr, err := s.game.Receive(b, nil)
	if err != nil {
		return 0, nil, ballotRefusal(err)
	}
	// A ballot sent again (a phone's outbox) is acknowledged as stored,
	// another one refused as a second, whatever else refuses it: as if
	// the stored ballot had been read first.
	again := func(refusal error) (int, any, error) {
		stored, found, err := a.Store.Ballot(r.Context(), l.ID, p.Name, req.Turn)
		if err != nil {
			return 0, nil, err
		}
		if found {
			if _, err := s.game.Receive(b, []live.Ballot{stored.Ballot}); err != nil {
				var re *live.RefusalError
				if errors.As(err, &re) && re.Refusal == live.Again {
					return http.StatusOK, live.Received{Turn: stored.Turn, Arrival: stored.Arrival, Received: stored.Received, Repeated: true}, nil
				}
				return 0, nil, ballotRefusal(err)
			}
		}
		return 0, nil, refusal
	}
	if err := a.limit(r, limits.ClubBucket(l.Club.ID), a.Rates.PerClub); err != nil {
		return again(err)
	}
	v := req.Verdict
	v.Player, v.Turn = p.Name, req.Turn
	if err := s.game.CheckVerdict(v, []live.Ballot{b}); err != nil {
		return again(ballotRefusal(err))
	}
	h := store.LiveBallot{Ballot: b, Arrival: arrival(arr), Verdict: v}
	added, err := a.Store.AddBallot(r.Context(), l.ID, h)
	if err != nil {
		return 0, nil, err
	}
	if !added {
		// Stored before, by this ballot sent earlier or another.
		return again(ballotRefusal(&live.RefusalError{What: "ballot", Player: p.Name, Turn: req.Turn, Refusal: live.Second}))
	}
	return http.StatusCreated, live.Received{Turn: b.Turn, Arrival: h.Arrival, Received: now}, nil
}

// ballotRefusal is the refusal of a ballot, a verdict or a ruling that
// engine/live refuses.
func ballotRefusal(err error) error {
	var e *live.RefusalError
	if !errors.As(err, &e) {
		return err
	}
	f, ok := refusalFR[e.Refusal]
	if !ok {
		return err
	}
	out := refuse(f.status, f.code, f.msg)
	if e.Refusal == live.Refuted {
		if re, ok := replayRefusal(e.Err, "Verdict refusé").(*Error); ok {
			out.Message = re.Message
		}
		out.Turn, out.Reason = e.Turn, e.Error()
	}
	return out
}

var refusalFR = map[live.Refusal]struct {
	status    int
	code, msg string
}{
	live.UnknownPlayer: {404, "no-player", "Aucun joueur à ce nom dans cette partie."},
	live.PlayerRemoved: {403, "removed", "L'arbitre vous a retiré de la partie."},
	live.NoTurn:        {409, "no-turn", "Ce coup n'est pas (ou pas encore) joué."},
	live.NotOpen:       {409, "not-open", "Ce coup n'est pas encore ouvert."},
	live.JoinedAfter:   {409, "joined-after", "Ce coup était clos quand vous avez rejoint la partie."},
	live.TurnCut:       {409, "cut", "La partie s'est terminée pendant ce coup : il ne compte pas."},
	live.Second:        {409, "second", "Vous avez déjà remis un bulletin pour ce coup."},
	live.NoBallot:      {409, "no-ballot", "Aucun bulletin de ce joueur pour ce coup."},
	live.NotTheBallot:  {422, "not-the-ballot", "Ce verdict ne porte pas sur le mot ou le score du bulletin."},
	live.Refuted:       {422, "replay", "Verdict refusé : il ne se rejoue pas."},
	live.NoReason:      {400, "reason", "Une décision de l'arbitre doit être motivée."},
}

// liveBallots is every ballot of the game with its verdict, and the
// rulings: the arbiter's screen (GET …/live/ballots, the organiser's).
func (a *API) liveBallots(r *http.Request) (int, any, error) {
	if _, err := a.organiser(r); err != nil {
		return 0, nil, err
	}
	l, err := a.liveOf(r)
	if err != nil {
		return 0, nil, err
	}
	ballots, err := a.Store.Ballots(r.Context(), l.ID)
	if err != nil {
		return 0, nil, err
	}
	rulings, err := a.Store.Rulings(r.Context(), l.ID)
	if err != nil {
		return 0, nil, err
	}
	type key struct {
		player string
		turn   int
	}
	ruled := map[key]bool{}
	for _, x := range rulings {
		if x.AcceptLate || x.Overrule != nil {
			ruled[key{x.Player, x.Turn}] = true
		}
	}
	out := live.Arbitration{Ballots: []live.Handed{}, Rulings: rulings}
	for _, b := range ballots {
		b.Waiting = b.Arrival == "late" && !ruled[key{b.Player, b.Turn}]
		out.Ballots = append(out.Ballots, b)
	}
	return http.StatusOK, out, nil
}

// liveRule keeps an arbiter's ruling (POST …/live/rulings, the
// organiser's): a late ballot accepted, or a verdict overruled with its
// reason, checked as a verdict is.
func (a *API) liveRule(r *http.Request) (int, any, error) {
	var x live.Ruling
	if err := decode(r, &x); err != nil {
		return 0, nil, err
	}
	cl, err := a.organiser(r)
	if err != nil {
		return 0, nil, err
	}
	l, err := a.liveOf(r)
	if err != nil {
		return 0, nil, err
	}
	s, err := a.setup(r, l)
	if err != nil {
		return 0, nil, err
	}
	x.At = a.Time().UTC()
	x.Reason = strings.TrimSpace(x.Reason)
	if !x.AcceptLate && x.Overrule == nil {
		return 0, nil, refuse(http.StatusBadRequest, "ruling", "Décision vide : acceptez le bulletin en retard ou donnez le verdict de l'arbitre.")
	}
	if len(x.Reason) > 500 {
		return 0, nil, refuse(http.StatusBadRequest, "reason", "Motif : au plus 500 caractères.")
	}
	if err := s.game.CheckRuling(x); err != nil {
		return 0, nil, ballotRefusal(err)
	}
	if x.AcceptLate {
		b, found, err := a.Store.Ballot(r.Context(), l.ID, x.Player, x.Turn)
		if err != nil {
			return 0, nil, err
		}
		if !found || b.Arrival != "late" {
			return 0, nil, refuse(http.StatusConflict, "not-late", "Aucun bulletin en retard de ce joueur pour ce coup.")
		}
	}
	if err := a.Store.AddRuling(r.Context(), l.ID, x); err != nil {
		return 0, nil, err
	}
	a.audit(r, cl, "live ruling", l.Info.Number)
	return http.StatusCreated, x, nil
}

// liveClock is the server's time, for a phone's clock offset.
func (a *API) liveClock(r *http.Request) (int, any, error) {
	return http.StatusOK, live.Clock{Now: a.Time().UnixMilli()}, nil
}

// liveCode is the live game a join code names (GET /api/live/{code}).
func (a *API) liveCode(r *http.Request) (int, any, error) {
	c, err := a.Store.LiveByCode(r.Context(), strings.ToUpper(strings.TrimSpace(r.PathValue("code"))))
	if errors.Is(err, store.ErrNoLive) {
		return 0, nil, refuse(http.StatusNotFound, "no-code", "Code inconnu : vérifiez-le sur l'écran de la salle.")
	}
	return http.StatusOK, c, err
}

// liveLatest is the club's live game started last (GET /api/clubs/{slug}/live):
// the projector's page without a game number shows it.
func (a *API) liveLatest(r *http.Request) (int, any, error) {
	cl, err := a.visitor(r)
	if err != nil {
		return 0, nil, err
	}
	n, err := a.Store.LatestLive(r.Context(), cl.ID)
	if errors.Is(err, store.ErrNoLive) {
		return 0, nil, refuse(http.StatusNotFound, "no-live", "Ce club n'a pas de partie en direct.")
	}
	return http.StatusOK, live.Code{Slug: r.PathValue("slug"), Number: n}, err
}

// liveExport writes the live game as Eliot's arbitration save
// (?format=eliot) or the FFSc's text of its draws and tops (?format=ffsc):
// the organiser's, after the evening.
func (a *API) liveExport(w http.ResponseWriter, r *http.Request) {
	fail := func(err error) {
		a.wrap(func(*http.Request) (int, any, error) { return 0, nil, err })(w, r)
	}
	format := r.URL.Query().Get("format")
	if format != "eliot" && format != "ffsc" {
		fail(refuse(http.StatusBadRequest, "format", "Format d'export : eliot ou ffsc."))
		return
	}
	if _, err := a.organiser(r); err != nil {
		fail(err)
		return
	}
	l, err := a.liveOf(r)
	if err != nil {
		fail(err)
		return
	}
	s, err := a.setup(r, l)
	if err != nil {
		fail(err)
		return
	}
	ballots, err := a.Store.Ballots(r.Context(), l.ID)
	if err != nil {
		fail(err)
		return
	}
	rulings, err := a.Store.Rulings(r.Context(), l.ID)
	if err != nil {
		fail(err)
		return
	}
	bs, vs := split(ballots)
	rec, err := s.game.Record(a.Time(), bs, vs, rulings)
	if err != nil {
		fail(err)
		return
	}
	if rec.Origin != nil {
		rec.Origin.Title = fmt.Sprintf("%s — %s (partie %d)", l.Club.Name, l.Info.Title, l.Info.Number)
	}
	var buf bytes.Buffer
	name, ctype := fmt.Sprintf("direct-%s-%d", r.PathValue("slug"), l.Info.Number), ""
	if format == "eliot" {
		err, name, ctype = record.WriteEliot(&buf, &rec), name+".xml", "application/xml; charset=utf-8"
	} else {
		err, name, ctype = record.WriteFFSc(&buf, &rec), name+".txt", "text/plain; charset=utf-8"
	}
	if err != nil {
		fail(refuse(http.StatusConflict, "export", "La partie ne s'exporte pas dans ce format : "+err.Error()))
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	w.WriteHeader(http.StatusOK)
	w.Write(buf.Bytes())
}
