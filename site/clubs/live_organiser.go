package clubs

import (
	"errors"
	"fmt"
	"net/http"
	"time"

	"duplicata/engine/live"
	"duplicata/site/clubs/store"
)

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
	l, s, err := a.liveSetup(r, 0)
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
