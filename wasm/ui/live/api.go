package live

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
)

// apiError is a refusal of the server: its code and French message.
type apiError struct {
	Status int
	club.Refusal
}

func (e *apiError) Error() string { return e.Message }

// errOffline is what a request that got no answer says.
var errOffline = errors.New("Le serveur ne répond pas : le réseau est-il coupé ?")

// isOffline reports whether err is a request that got no answer.
func isOffline(err error) bool { return errors.Is(err, errOffline) }

// code is the refusal's code, "" for another error.
func code(err error) string {
	var e *apiError
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// gameURL is the address of path under live game n of club slug.
func gameURL(slug string, n int, path string) string {
	return ui.ClubAPI(slug, "games/"+strconv.Itoa(n)+path)
}

// liveURL is the address of path under /api/live.
func liveURL(path string) string {
	return app.Window().Get("location").Get("origin").String() + "/api/live/" + url.PathEscape(path)
}

// call sends a request with body as JSON and bearer (an organiser's
// secret or a player's token) and decodes the reply into out. It blocks:
// run it in ctx.Async.
func call(method, u, bearer string, body, out any) error {
	var data []byte
	if body != nil {
		var err error
		if data, err = json.Marshal(body); err != nil {
			return err
		}
	}
	res, err := browser.Fetch(method, u, data, bearer)
	if err != nil {
		return errOffline
	}
	if res.Status >= 400 {
		e := &apiError{Status: res.Status}
		if json.Unmarshal(res.Body, e) != nil || e.Message == "" {
			e.Message = fmt.Sprintf("Erreur du serveur (HTTP %d).", res.Status)
		}
		return e
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal(res.Body, out)
}
