package club

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
)

// The clubs API's replies the pages read (site/README.md): engine/club's,
// the types the Worker writes.
type (
	clubInfo     = club.Club
	gamesReply   = club.GameList
	gameReply    = club.GameRecord
	rankingReply = club.Ranking
	seasonReply  = club.SeasonRanking
)

// apiError is a refusal of the server: its French message.
type apiError struct {
	Status int
	club.Refusal
}

func (e *apiError) Error() string { return e.Message }

// errOffline is what a request that got no answer says.
var errOffline = errors.New("Le serveur ne répond pas : êtes-vous hors ligne ?")

// call sends a request to the clubs API (path under /api/clubs/slug, or
// the club creation with slug "") with body as JSON and secret as the
// organiser's, and decodes the reply into out. It blocks: run it in a
// goroutine (ctx.Async).
func call(method, slug, path, secret string, body, out any) error {
	var data []byte
	if body != nil {
		var err error
		if data, err = json.Marshal(body); err != nil {
			return err
		}
	}
	u := ui.ClubAPI(slug, path)
	if slug == "" {
		u = app.Window().Get("location").Get("origin").String() + "/api/clubs"
	}
	res, err := browser.Fetch(method, u, data, secret)
	if err != nil {
		return errOffline
	}
	data = res.Body
	if res.Status >= 400 {
		e := &apiError{Status: res.Status}
		if json.Unmarshal(data, e) != nil || e.Message == "" {
			e.Message = fmt.Sprintf("Erreur du serveur (HTTP %d).", res.Status)
		}
		return e
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal(data, out)
}

// modeOf is the game mode a game's "mode" names (training when unknown).
func modeOf(s string) game.Mode {
	m, err := game.ParseMode(s)
	if err != nil {
		return game.Training
	}
	return m
}
