// Package clubs is the clubs API's HTTP side (site/README.md): its routes,
// the checks of what a request carries, and its refusals, each a status, a
// code and a French message. Its statements are package store's, its
// bounds package limits'; the checks of records, solos and rankings are
// engine/club's, and its replies are engine/club's types.
package clubs

import (
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"strconv"
	"time"

	"duplicata/engine/club"
	"duplicata/site/clubs/limits"
	"duplicata/site/clubs/store"
)

// API serves the clubs API over a D1 database (or any SQLite behind
// database/sql) holding the schema of site/migrations.
type API struct {
	Store store.Store
	Rates limits.Rates
	Now   func() time.Time // time.Now if nil
	Log   *log.Logger      // the organisers' actions; log.Default if nil
	// Hash is the organiser secret's hash, HashSecret's function: HashSecret
	// if nil.
	Hash func(secret string, salt []byte) ([]byte, error)

	cache refCache
	live  liveCache
}

// Error is a refusal: a status and what the reply says.
type Error struct {
	Status     int
	RetryAfter int // seconds, for a 429: the Retry-After header
	club.Refusal
}

func (e *Error) Error() string { return e.Message }

func refuse(status int, code, message string) *Error {
	return &Error{Status: status, Refusal: club.Refusal{Code: code, Message: message}}
}

// The refusals of things not found.
var (
	errNoClub   = refuse(http.StatusNotFound, "no-club", "Club inconnu.")
	errNoGame   = refuse(http.StatusNotFound, "no-game", "Partie inconnue.")
	errNoResult = refuse(http.StatusNotFound, "no-result", "Aucun résultat à ce nom pour cette partie.")
	errInternal = refuse(http.StatusInternalServerError, "internal", "Erreur du serveur : réessayez plus tard.")
)

// refusal is err as the API answers it: the store's not-found errors are
// refusals, any other error not one is internal (and logged).
func refusal(err error) (*Error, bool) {
	var e *Error
	switch {
	case errors.As(err, &e):
		return e, true
	case errors.Is(err, store.ErrNoClub):
		return errNoClub, true
	case errors.Is(err, store.ErrNoGame):
		return errNoGame, true
	case errors.Is(err, store.ErrNoResult):
		return errNoResult, true
	}
	return errInternal, false
}

// IsNoClub reports whether err says the club does not exist.
func IsNoClub(err error) bool {
	e, _ := refusal(err)
	return e.Code == errNoClub.Code
}

// Time is the API's time now: Now, else time.Now.
func (a *API) Time() time.Time {
	if a.Now != nil {
		return a.Now()
	}
	return time.Now()
}

// Logf logs an organiser's action or a server error.
func (a *API) Logf(format string, args ...any) {
	l := a.Log
	if l == nil {
		l = log.Default()
	}
	l.Printf(format, args...)
}

// Register adds the clubs API's routes to mux.
func (a *API) Register(mux *http.ServeMux) {
	mux.HandleFunc("POST /api/clubs", a.wrap(a.createClub))
	mux.HandleFunc("GET /api/clubs/{slug}/games", a.wrap(a.listGames))
	mux.HandleFunc("POST /api/clubs/{slug}/games", a.wrap(a.publishGame))
	mux.HandleFunc("GET /api/clubs/{slug}/games/{n}", a.wrap(a.getGame))
	mux.HandleFunc("DELETE /api/clubs/{slug}/games/{n}", a.wrap(a.deleteGame))
	mux.HandleFunc("POST /api/clubs/{slug}/games/{n}/close", a.wrap(a.closeGame))
	mux.HandleFunc("POST /api/clubs/{slug}/games/{n}/results", a.wrap(a.submitResult))
	mux.HandleFunc("DELETE /api/clubs/{slug}/games/{n}/results/{name}", a.wrap(a.removeResult))
	mux.HandleFunc("GET /api/clubs/{slug}/games/{n}/ranking", a.wrap(a.gameRanking))
	mux.HandleFunc("GET /api/clubs/{slug}/season", a.wrap(a.season))
	mux.HandleFunc("GET /api/clubs/{slug}/embed", a.wrap(a.getAncestors))
	mux.HandleFunc("PUT /api/clubs/{slug}/embed", a.wrap(a.setAncestors))
	a.registerLive(mux)
}

// wrap turns a handler returning a status and a reply, or an error, into
// an http.HandlerFunc writing JSON.
func (a *API) wrap(h func(r *http.Request) (int, any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		status, reply, err := h(r)
		if err != nil {
			e, ok := refusal(err)
			if !ok {
				a.Logf("clubs: %s %s: %v", r.Method, r.URL.Path, err)
			}
			status, reply = e.Status, e.Refusal
			if e.RetryAfter > 0 {
				w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
			}
		}
		// json.Marshal escapes <, > and &: a name is safe in any page
		// that shows it as text.
		body, err := json.Marshal(reply)
		if err != nil {
			status, body = http.StatusInternalServerError, []byte(`{"code":"internal","error":"Erreur du serveur."}`)
		}
		WriteJSON(w, status, body)
	}
}

// WriteJSON writes a JSON reply.
func WriteJSON(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(body)
	w.Write([]byte("\n"))
}

// limit counts a request in bucket for this minute and refuses it past max
// (0: no limit), saying when the count starts again.
func (a *API) limit(r *http.Request, bucket string, max int) error {
	if max <= 0 {
		return nil
	}
	now := a.Time()
	n, err := a.Store.Count(r.Context(), bucket, limits.Minute(now))
	if err != nil {
		return err
	}
	if n > max {
		e := refuse(http.StatusTooManyRequests, "rate", "Trop d'envois : réessayez dans une minute.")
		e.RetryAfter = limits.RetryAfter(now)
		return e
	}
	return nil
}

// client is the request's client address, as Cloudflare gives it.
func client(r *http.Request) string {
	if ip := r.Header.Get("CF-Connecting-IP"); ip != "" {
		return ip
	}
	return r.RemoteAddr
}
