package clubs

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/site/clubs/limits"
	"duplicata/site/clubs/store"
)

type submitReq struct {
	Name   string          `json:"name"`
	Key    string          `json:"key"`
	Record json.RawMessage `json:"record"`
}

func (a *API) submitResult(r *http.Request) (int, any, error) {
	var req submitReq
	if err := decode(r, &req); err != nil {
		return 0, nil, err
	}
	if err := CheckName("Nom du joueur", req.Name); err != nil {
		return 0, nil, err
	}
	if err := checkKey(req.Key); err != nil {
		return 0, nil, err
	}
	n, err := gameNumber(r)
	if err != nil {
		return 0, nil, err
	}
	cl, g, err := a.Store.ClubGame(r.Context(), r.PathValue("slug"), n)
	if err != nil {
		return 0, nil, err
	}
	if !g.Open(a.Time().UnixMilli()) {
		// The same key again: the stored result, whatever the game's
		// state (an open game's finds it on inserting).
		if reply, ok, err := a.stored(r, g, req.Key); err != nil || ok {
			return http.StatusOK, reply, err
		}
		return 0, nil, refuse(http.StatusConflict, "closed", "La partie n'est pas ouverte aux résultats.")
	}
	if err := a.limit(r, limits.ClientBucket(client(r)), a.Rates.PerClient); err != nil {
		return 0, nil, err
	}
	if err := a.limit(r, limits.ClubBucket(cl.ID), a.Rates.PerClub); err != nil {
		return 0, nil, err
	}
	rec, err := readRecord(req.Record)
	if err != nil {
		return 0, nil, err
	}
	ref, err := a.reference(g)
	if err != nil {
		return 0, nil, err
	}
	mode, err := game.ParseMode(g.Info.Mode)
	if err != nil {
		return 0, nil, err
	}
	// A competition game is ranked on the arbiter's points (§6, §6.9).
	sheet, err := ref.VerifyMode(rec, mode)
	if err != nil {
		return 0, nil, replayRefusal(err, "Résultat refusé")
	}
	now := a.Time().UnixMilli()
	added, err := a.Store.AddResult(r.Context(), g.ID, store.NewResult{Name: req.Name, Key: req.Key, Record: string(req.Record),
		Scores: sheet.Scores, Paid: sheet.Paid, Total: sheet.Total, Submitted: now})
	if err != nil {
		return 0, nil, err
	}
	if !added {
		// Either this key was stored meanwhile, or the name is taken.
		if reply, ok, err := a.stored(r, g, req.Key); err != nil || ok {
			return http.StatusOK, reply, err
		}
		return 0, nil, refuse(http.StatusConflict, "name-taken", "Ce nom a déjà un résultat pour cette partie.")
	}
	return http.StatusCreated, club.Submitted{Name: req.Name, Total: sheet.Total, TopTotal: g.Info.TopTotal, Permille: permille(sheet.Total, g.Info.TopTotal),
		Scores: sheet.Scores, Paid: sheet.Paid, Warnings: sheet.Warnings, Submitted: store.Stamp(now)}, nil
}

// stored is the result stored under key for game g, if any: the reply to
// a key sent again.
func (a *API) stored(r *http.Request, g store.Game, key string) (club.Submitted, bool, error) {
	st, ok, err := a.Store.ResultByKey(r.Context(), g.ID, key)
	if err != nil || !ok {
		return club.Submitted{}, false, err
	}
	return club.Submitted{Name: st.Name, Total: st.Total, TopTotal: g.Info.TopTotal, Permille: permille(st.Total, g.Info.TopTotal),
		Scores: st.Scores, Paid: st.Paid, Submitted: store.Stamp(st.Submitted), Repeated: true}, true, nil
}

func permille(total, top int) int {
	if top <= 0 {
		return 0
	}
	return total * 1000 / top
}

// removeResult removes a player's result from a game (the organiser's
// call: a result sent by mistake, a player who was not there).
func (a *API) removeResult(r *http.Request) (int, any, error) {
	cl, g, err := a.gameOf(r, a.organiser)
	if err != nil {
		return 0, nil, err
	}
	name := r.PathValue("name")
	if err := a.Store.RemoveResult(r.Context(), g.ID, name); err != nil {
		return 0, nil, err
	}
	a.audit(r, cl, "remove-result", g.Info.Number)
	return http.StatusOK, club.Removed{Removed: name, Game: g.Info.Number}, nil
}

// refCache keeps the replayed published games of this Worker instance: a
// game's every submission is verified against the same replay. A game is
// known by its row id and its record's text, since SQLite may give a
// deleted game's id to a new one.
type refCache struct {
	mu   sync.Mutex
	refs map[int64]cachedRef
}

type cachedRef struct {
	text string
	ref  *club.Reference
}

// reference is game g's published record, replayed (club.NewReference).
func (a *API) reference(g store.Game) (*club.Reference, error) {
	a.cache.mu.Lock()
	cached, ok := a.cache.refs[g.ID]
	a.cache.mu.Unlock()
	if ok && cached.text == g.Reference {
		return cached.ref, nil
	}
	pub, err := record.ReadJSON(strings.NewReader(g.Reference))
	if err != nil {
		return nil, err
	}
	ref, err := club.NewReference(pub)
	if err != nil {
		return nil, err
	}
	a.cache.mu.Lock()
	if a.cache.refs == nil || len(a.cache.refs) >= limits.MaxCachedRefs {
		a.cache.refs = map[int64]cachedRef{}
	}
	a.cache.refs[g.ID] = cachedRef{g.Reference, ref}
	a.cache.mu.Unlock()
	return ref, nil
}
