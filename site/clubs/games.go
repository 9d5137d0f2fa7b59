package clubs

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/site/clubs/limits"
	"duplicata/site/clubs/store"
)

type publishReq struct {
	Title  string          `json:"title"`
	Mode   string          `json:"mode"` // "training" (default) or "competition"
	Opens  time.Time       `json:"opens"`
	Closes time.Time       `json:"closes"`
	Record json.RawMessage `json:"record"`
}

func (a *API) publishGame(r *http.Request) (int, any, error) {
	var req publishReq
	if err := decode(r, &req); err != nil {
		return 0, nil, err
	}
	cl, err := a.organiser(r)
	if err != nil {
		return 0, nil, err
	}
	if n := utf8.RuneCountInString(req.Title); n == 0 || n > limits.MaxTitle || strings.ContainsFunc(req.Title, unicode.IsControl) {
		return 0, nil, refuse(http.StatusBadRequest, "title", fmt.Sprintf("Titre : de 1 à %d caractères.", limits.MaxTitle))
	}
	mode, err := game.ParseMode(req.Mode)
	if err != nil {
		return 0, nil, refuse(http.StatusBadRequest, "mode", "Mode : training (entraînement) ou competition (compétition).")
	}
	if req.Opens.IsZero() || !req.Closes.After(req.Opens) {
		return 0, nil, refuse(http.StatusBadRequest, "times", "La partie doit avoir une ouverture (opens) et une clôture (closes) après elle.")
	}
	rec, err := readRecord(req.Record)
	if err != nil {
		return 0, nil, err
	}
	if rec.Seed > limits.MaxSeed {
		return 0, nil, refuse(http.StatusBadRequest, "seed", "Numéro de partie trop grand : au plus 9\u202f007\u202f199\u202f254\u202f740\u202f991 (2⁵³ − 1).")
	}
	ref, err := club.NewReference(rec)
	if err != nil {
		return 0, nil, replayRefusal(err, "La partie publiée ne se rejoue pas")
	}
	for i := range rec.Turns {
		rec.Turns[i].Played = nil
	}
	var buf bytes.Buffer
	if err := record.WriteJSON(&buf, rec); err != nil {
		return 0, nil, err
	}
	opens, closes := req.Opens.UnixMilli(), req.Closes.UnixMilli()
	info := club.Game{Title: req.Title, Formula: rec.Formula, Rhythm: rec.Rhythm, Mode: string(mode), Seed: rec.Seed,
		Lexicon: rec.Lexicon, LexiconHash: rec.LexiconHash, Opens: store.Stamp(opens), Closes: store.Stamp(closes),
		Turns: ref.Turns(), TopTotal: ref.TopTotal()}
	info.Number, err = a.Store.Publish(r.Context(), cl.ID, store.NewGame{Info: info, Opens: opens, Closes: closes,
		Reference: buf.String(), Created: a.Time().UnixMilli()})
	if err != nil {
		return 0, nil, err
	}
	a.audit(r, cl, "publish", info.Number)
	return http.StatusCreated, info, nil
}

// gameOf is the club the path names, as who finds it (a.visitor for
// everyone, a.organiser for its organiser), and the game it names, with
// its count of results.
func (a *API) gameOf(r *http.Request, who func(*http.Request) (store.Club, error)) (store.Club, store.Game, error) {
	cl, err := who(r)
	if err != nil {
		return cl, store.Game{}, err
	}
	n, err := gameNumber(r)
	if err != nil {
		return cl, store.Game{}, err
	}
	g, err := a.Store.Game(r.Context(), cl.ID, n)
	return cl, g, err
}

func (a *API) listGames(r *http.Request) (int, any, error) {
	cl, err := a.visitor(r)
	if err != nil {
		return 0, nil, err
	}
	games, err := a.Store.Games(r.Context(), cl.ID)
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, club.GameList{Club: club.Club{Slug: r.PathValue("slug"), Name: cl.Name}, Games: games}, nil
}

func (a *API) getGame(r *http.Request) (int, any, error) {
	_, g, err := a.gameOf(r, a.visitor)
	if err != nil {
		return 0, nil, err
	}
	if a.Time().UnixMilli() < g.Opens {
		return 0, nil, refuse(http.StatusForbidden, "not-open", "La partie n'est pas encore ouverte : ses tirages restent secrets.")
	}
	reply := club.GameRecord{Game: g.Info}
	if err := json.Unmarshal([]byte(g.Reference), &reply.Record); err != nil {
		return 0, nil, err
	}
	return http.StatusOK, reply, nil
}

func (a *API) closeGame(r *http.Request) (int, any, error) {
	cl, g, err := a.gameOf(r, a.organiser)
	if err != nil {
		return 0, nil, err
	}
	if err := a.Store.Close(r.Context(), g.ID); err != nil {
		return 0, nil, err
	}
	a.audit(r, cl, "close", g.Info.Number)
	g.Info.Closed = true
	return http.StatusOK, g.Info, nil
}

func (a *API) deleteGame(r *http.Request) (int, any, error) {
	cl, g, err := a.gameOf(r, a.organiser)
	if err != nil {
		return 0, nil, err
	}
	if err := a.Store.Delete(r.Context(), g.ID); err != nil {
		return 0, nil, err
	}
	a.audit(r, cl, "delete", g.Info.Number)
	return http.StatusOK, club.Deleted{Deleted: g.Info.Number}, nil
}
