package clubs

import (
	"errors"
	"fmt"
	"net/http"
	"time"

	"duplicata/engine/club"
	"duplicata/site/clubs/limits"
)

// A ranking is computed by engine/club from the verified scores, never in
// SQL.

func (a *API) gameRanking(r *http.Request) (int, any, error) {
	_, g, err := a.gameOf(r, a.visitor)
	if err != nil {
		return 0, nil, err
	}
	results, err := a.Store.Results(r.Context(), g.ID)
	if err != nil {
		return 0, nil, err
	}
	st := club.Rank(g.Info.TopTotal, results)
	g.Info.Results = len(st)
	return http.StatusOK, club.Ranking{Game: g.Info, SoloBonus: len(st) >= club.SoloBonusPlayers, Standings: st}, nil
}

func (a *API) season(r *http.Request) (int, any, error) {
	cl, err := a.visitor(r)
	if err != nil {
		return 0, nil, err
	}
	q := r.URL.Query()
	from, err1 := time.Parse(time.DateOnly, q.Get("from"))
	to, err2 := time.Parse(time.DateOnly, q.Get("to"))
	if err1 != nil || err2 != nil || to.Before(from) {
		return 0, nil, refuse(http.StatusBadRequest, "period", "Période : from et to au format AAAA-MM-JJ, from avant to.")
	}
	// The games opened in the period, and opened already.
	end := min(to.AddDate(0, 0, 1).UnixMilli(), a.Time().UnixMilli()+1)
	played, err := a.Store.Season(r.Context(), cl.ID, from.UnixMilli(), end, limits.MaxSeasonGames)
	if err != nil {
		return 0, nil, err
	}
	games := make([]club.GameStandings, 0, len(played))
	for _, g := range played {
		games = append(games, club.GameStandings{TopTotal: g.TopTotal, Standings: club.Rank(g.TopTotal, g.Results)})
	}
	return http.StatusOK, club.SeasonRanking{From: q.Get("from"), To: q.Get("to"), Games: len(games), Standings: club.Season(games)}, nil
}

// replayRefusal is the reply to a record that does not replay: the turn and
// the reason.
func replayRefusal(err error, what string) error {
	var te *club.TurnError
	if !errors.As(err, &te) {
		return err
	}
	msg := what + " : " + problemFR[te.Problem]
	if te.Turn > 0 {
		msg = fmt.Sprintf("%s (coup %d) : %s", what, te.Turn, problemFR[te.Problem])
	}
	if te.Detail != "" {
		msg += " (" + te.Detail + ")"
	}
	e := refuse(http.StatusUnprocessableEntity, "replay", msg+".")
	e.Turn, e.Reason = te.Turn, te.Problem.String()
	return e
}

var problemFR = map[club.Problem]string{
	club.WrongFormula:  "ce n'est pas la formule de la partie",
	club.WrongTurns:    "ce ne sont pas les coups de la partie",
	club.WrongDraw:     "ce n'est pas le tirage de la partie",
	club.WrongTop:      "ce n'est pas le top de la partie",
	club.Illegal:       "placement impossible",
	club.ScoreMismatch: "le score ne correspond pas au coup",
	club.AboveTop:      "le score dépasse le top",
	club.BadTop:        "le top ne se rejoue pas",
	club.TooLong:       "trop de coups",
	club.WrongSanction: "ce n'est pas la sanction de l'arbitre pour ce bulletin",
}
