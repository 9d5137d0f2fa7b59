package club

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
)

// localTime is the layout of a datetime-local field.
const localTime = "2006-01-02T15:04"

// publishForm is the organiser's new game.
type publishForm struct {
	Title    string
	Formula  string
	Rhythm   int
	Seed     string // digits; the game number
	Mode     game.Mode
	Opens    string // localTime, in the browser's time zone
	Closes   string
	progress string // the reference being computed: « coup N »
}

func newPublishForm() publishForm {
	now := time.Now().Truncate(time.Minute)
	return publishForm{
		Formula: "normal", Rhythm: 180, Mode: game.Training, Seed: randomSeed(),
		Opens: now.Format(localTime), Closes: now.AddDate(0, 0, 7).Format(localTime),
	}
}

func randomSeed() string { return strconv.FormatUint(rand.Uint64N(999_999)+1, 10) }

// publishGame computes the game's reference record in the engine's
// worker — every turn's draw and top, the player passing — then publishes
// it; the server replays it before it accepts it.
func (p *Page) publishGame(ctx app.Context) {
	if p.Busy {
		return
	}
	f := p.publish
	seed, err := strconv.ParseUint(strings.TrimSpace(f.Seed), 10, 64)
	if err != nil || seed == 0 {
		p.Message = "Le numéro de partie est un nombre entier à partir de 1."
		return
	}
	opens, err1 := time.ParseInLocation(localTime, f.Opens, time.Local)
	closes, err2 := time.ParseInLocation(localTime, f.Closes, time.Local)
	if err1 != nil || err2 != nil || !closes.After(opens) {
		p.Message = "Indiquez l'ouverture et la clôture, la clôture après l'ouverture."
		return
	}
	if strings.TrimSpace(f.Title) == "" {
		p.Message = "Donnez un titre à la partie."
		return
	}
	if !p.Ready {
		p.Message = "Le lexique se charge encore : un instant."
		return
	}
	cfg := game.Config{Seed: seed, Formula: f.Formula, Rhythm: f.Rhythm, Mode: f.Mode}
	p.Busy, p.Message = true, ""
	p.publish.progress = "Calcul des tops…"
	var step func(ctx app.Context, r protocol.GameState, err error)
	step = func(ctx app.Context, r protocol.GameState, err error) {
		if err != nil {
			p.Busy, p.publish.progress, p.Message = false, "", err.Error()
			return
		}
		st := r.State
		switch st.Phase {
		case game.Playing:
			p.publish.progress = fmt.Sprintf("Calcul des tops : coup %d…", st.Turn)
			ui.AskAs(p.Engine, p.Ctx, protocol.SubmitMove{Final: true}, step)
		case game.Revealed:
			ui.AskAs(p.Engine, p.Ctx, protocol.NextTurn{}, step)
		default:
			p.Busy = false
			p.send(ctx, strings.TrimSpace(f.Title), string(f.Mode), opens, closes, st.Record)
		}
	}
	ui.AskAs(p.Engine, p.Ctx, protocol.NewGame{Config: &cfg}, step)
}

// send publishes rec.
func (p *Page) send(ctx app.Context, title, mode string, opens, closes time.Time, rec record.Record) {
	for i := range rec.Turns {
		rec.Turns[i].Played = nil
	}
	var g club.Game
	p.publish.progress = "Publication…"
	p.async(func() error {
		return call("POST", p.slug, "games", p.secret, map[string]any{
			"title": title, "mode": mode, "opens": opens.UTC(), "closes": closes.UTC(), "record": rec,
		}, &g)
	}, func(ctx app.Context, err error) {
		p.publish.progress = ""
		if err != nil {
			p.Message = "La partie n'a pas été publiée : " + err.Error()
			return
		}
		p.Message = fmt.Sprintf("Partie n° %d publiée : %s, top %d.", g.Number, french.Turns.Count(g.Turns), g.TopTotal)
		p.publish.Title, p.publish.Seed = "", randomSeed()
		p.shown = g.Number
		p.load(ctx)
	})
}

// organise sends an organiser's action (close, delete, remove a result),
// then reloads the club.
func (p *Page) organise(ctx app.Context, method, path, done string) {
	if p.Busy {
		return
	}
	p.async(func() error { return call(method, p.slug, path, p.secret, nil, nil) }, func(ctx app.Context, err error) {
		var ae *apiError
		switch {
		case errors.As(err, &ae) && ae.Code == "secret":
			p.Message = ae.Message + " Le secret gardé dans ce navigateur n'est pas celui du club."
		case err != nil:
			p.Message = err.Error()
		default:
			p.Message = done
			p.load(ctx)
		}
	})
}

func (p *Page) closeGame(ctx app.Context, n int) {
	p.organise(ctx, "POST", fmt.Sprintf("games/%d/close", n), fmt.Sprintf("Partie n° %d close : plus aucun résultat n'est accepté.", n))
}

func (p *Page) deleteGame(ctx app.Context, n int) {
	if !app.Window().Call("confirm", fmt.Sprintf("Supprimer la partie n° %d et tous ses résultats ?", n)).Bool() {
		return
	}
	if p.shown == n {
		p.shown = 0
	}
	p.organise(ctx, "DELETE", fmt.Sprintf("games/%d", n), fmt.Sprintf("Partie n° %d supprimée.", n))
}

func (p *Page) removeResult(ctx app.Context, n int, name string) {
	p.organise(ctx, "DELETE", fmt.Sprintf("games/%d/results/%s", n, url.PathEscape(name)), fmt.Sprintf("Résultat de %s retiré.", name))
}
