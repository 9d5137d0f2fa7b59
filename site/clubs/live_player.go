package clubs

import (
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"duplicata/engine/live"
	"duplicata/site/clubs/limits"
	"duplicata/site/clubs/store"
)

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
	l, s, err := a.liveSetup(r, 0)
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

// livePlayer is the live game the path names, its setup and the player
// whose token the request carries.
func (a *API) livePlayer(r *http.Request) (store.Live, *setup, live.Player, error) {
	l, s, err := a.liveSetup(r, 0)
	if err != nil {
		return store.Live{}, nil, live.Player{}, err
	}
	p, err := a.player(r, s)
	return l, s, p, err
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
	l, s, p, err := a.livePlayer(r)
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
	h := store.LiveBallot{Ballot: b, Arrival: arr.Ack(), Verdict: v}
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

// liveMyRulings is the arbiter's rulings on the player's own turns (GET
// …/live/rulings, with the player's token): their phone notifies each
// decision with its reason (§6.9) and pays their library entry from them.
func (a *API) liveMyRulings(r *http.Request) (int, any, error) {
	l, _, p, err := a.livePlayer(r)
	if err != nil {
		return 0, nil, err
	}
	all, err := a.Store.Rulings(r.Context(), l.ID)
	if err != nil {
		return 0, nil, err
	}
	out := live.MyRulings{Rulings: []live.Ruling{}}
	for _, x := range all {
		if x.Player == p.Name {
			out.Rulings = append(out.Rulings, x)
		}
	}
	return http.StatusOK, out, nil
}
