package clubs

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"duplicata/engine/live"
	"duplicata/site/clubs/limits"
	"duplicata/site/clubs/store"
)

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
	l, s, err := a.liveSetup(r, ttl)
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
