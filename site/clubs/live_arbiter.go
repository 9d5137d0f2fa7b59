package clubs

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"duplicata/engine/live"
	"duplicata/engine/record"
	"duplicata/site/clubs/store"
)

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
	l, s, err := a.liveSetup(r, 0)
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
	l, s, err := a.liveSetup(r, 0)
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
