package clubs

import (
	"crypto/rand"
	"errors"
	"net/http"
	"strconv"
	"time"

	"duplicata/engine/live"
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
	mux.HandleFunc("GET "+base+"/rulings", a.wrap(a.liveMyRulings))
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
