package embed

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
)

// clubState is a club game in the frame: the club, the game, the name the
// result goes under, its result's key once played, the ranking.
type clubState struct {
	name    string // the club's
	pub     *club.GameRecord
	open    bool // results are taken now
	failed  string
	player  string
	key     string // the result's idempotency key: the outbox says where it is
	ranked  bool   // the ranking was asked once the result was sent
	ranking []club.Standing
	you     string // the name the ranking shows as the player's
}

// apiGet reads path of the club's API into out; a refusal is its French
// message. It blocks: run it in ctx.Async.
func apiGet(slug, path string, out any) error {
	res, err := browser.Fetch("GET", ui.ClubAPI(slug, path), nil, "")
	if err != nil {
		return errors.New("Le serveur ne répond pas : êtes-vous hors ligne ?")
	}
	if res.Status >= 400 {
		var r club.Refusal
		if json.Unmarshal(res.Body, &r) != nil || r.Message == "" {
			r.Message = fmt.Sprintf("Erreur du serveur (HTTP %d).", res.Status)
		}
		return errors.New(r.Message)
	}
	return json.Unmarshal(res.Body, out)
}

// currentGame is the club's game the frame offers when the address names
// none: the open game opened last, else the last game over; 0 for none.
func currentGame(games []club.Game, now time.Time) int {
	open, over := 0, 0
	for _, g := range games {
		switch g.State(now) {
		case "open":
			open = g.Number
		case "over":
			over = g.Number
		}
	}
	if open > 0 {
		return open
	}
	return over
}

// loadClub reads the club, its game (the address's, else the current
// one), the game's record and its ranking.
func (p *Page) loadClub(ctx app.Context) {
	slug, number := p.params.Slug, p.params.Number
	var list club.GameList
	var pub club.GameRecord
	var ranking club.Ranking
	ctx.Async(func() {
		err := apiGet(slug, "games", &list)
		if err == nil && number == 0 {
			if number = currentGame(list.Games, time.Now()); number == 0 {
				err = errors.New("Le club n'a pas encore publié de partie.")
			}
		}
		if err == nil {
			err = apiGet(slug, "games/"+strconv.Itoa(number), &pub)
		}
		if err == nil {
			err = apiGet(slug, fmt.Sprintf("games/%d/ranking", number), &ranking)
		}
		ctx.Dispatch(func(ctx app.Context) {
			p.cl.name = list.Club.Name
			if err != nil {
				p.cl.failed = err.Error()
				return
			}
			p.params.Number = number
			p.cl.pub, p.cl.ranking = &pub, ranking.Standings
			p.cl.open = pub.Game.State(time.Now()) == "open"
			p.checkLexicon(ctx)
		})
	})
}

// clubConfig is the club game's configuration, once the name is typed and
// free: false (and why, said) when it cannot start.
func (p *Page) clubConfig() (game.Config, bool) {
	g := p.cl.pub
	name := strings.TrimSpace(p.cl.player)
	switch {
	case g == nil:
		return game.Config{}, false
	case !p.cl.open:
		p.Message = "Cette partie du club n'est pas ouverte : son classement est ci-dessous."
		return game.Config{}, false
	case name == "":
		p.Message = "Indiquez votre nom : le résultat est envoyé au club sous ce nom."
		return game.Config{}, false
	case ranked(p.cl.ranking, name) != nil:
		p.Message = fmt.Sprintf("« %s » a déjà un résultat pour cette partie : le club n'en accepte qu'un par nom. Pour la jouer, changez de nom.", name)
		return game.Config{}, false
	}
	mode, err := game.ParseMode(g.Game.Mode)
	if err != nil {
		mode = game.Training
	}
	cfg := game.Config{Seed: g.Record.Seed, Formula: g.Record.Formula, Rhythm: g.Record.Rhythm, Mode: mode}
	if cfg.Seed == 0 {
		for _, t := range g.Record.Turns {
			cfg.Draws = append(cfg.Draws, t.Draw)
		}
	}
	return cfg, true
}

// giveClubGame hands the engine's game st to the solo page as the club
// page does, after the checks the club page makes; false when it cannot
// be played here (said).
func (p *Page) giveClubGame(st *game.State) bool {
	g := p.cl.pub
	if g.Game.LexiconHash != "" && st.LexiconHash != g.Game.LexiconHash {
		p.Message = fmt.Sprintf("Cette partie se joue avec le lexique %s ; ce navigateur a %s : les tops différeraient et le club refuserait le résultat. Ouvrez Duplicata pour importer %s.", g.Game.Lexicon, st.Lexicon, g.Game.Lexicon)
		return false
	}
	if len(g.Record.Turns) > 0 && len(st.Record.Turns) > 0 && st.Record.Turns[0].Draw != g.Record.Turns[0].Draw {
		p.Message = "Le premier tirage n'est pas celui de la partie publiée : la partie ne peut pas être jouée ici."
		return false
	}
	name := strings.TrimSpace(p.cl.player)
	ui.Stored(playerKey).Write(name)
	p.cl.key, p.cl.you = ui.NewClubKey(), name
	ui.GiveClubGame(st, ui.ClubGame{Slug: p.params.Slug, Club: p.cl.name, Number: g.Game.Number, Title: g.Game.Title, Player: name, Key: p.cl.key})
	return true
}

// loadRanking reads the club game's ranking again (the player's result in
// it).
func (p *Page) loadRanking(ctx app.Context) {
	slug, n := p.params.Slug, p.params.Number
	var ranking club.Ranking
	ctx.Async(func() {
		err := apiGet(slug, fmt.Sprintf("games/%d/ranking", n), &ranking)
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.cl.failed = err.Error()
				return
			}
			p.cl.ranking = ranking.Standings
		})
	})
}

// renderRanking is the club game's ranking: once the player's result is
// in, or under a game not open.
func (p *Page) renderRanking() app.UI {
	if p.params.Kind != Club || p.cl.pub == nil || (p.cl.open && !p.cl.ranked) {
		return nil
	}
	st := p.cl.ranking
	rows := make([]app.UI, 0, len(st))
	for _, s := range st {
		tr := app.Tr()
		if s.Name == p.cl.you {
			tr = tr.Class("you")
		}
		rows = append(rows, tr.Body(
			app.Td().Class("num").Text(strconv.Itoa(s.Rank)),
			app.Td().Class("name").Text(s.Name),
			app.Td().Class("num").Text(strconv.Itoa(s.Total)),
			app.Td().Class("num").Text(strconv.Itoa(s.Permille)),
		))
	}
	var body app.UI = app.P().Text("Pas encore de résultat.")
	if len(rows) > 0 {
		body = app.Table().Body(
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Class("num").Text("#"),
				app.Th().Scope("col").Text("Joueur"),
				app.Th().Scope("col").Class("num").Text("Points"),
				app.Th().Scope("col").Class("num").Text("‰"),
			)),
			app.TBody().Body(rows...),
		)
	}
	return app.Section().ID("embed-ranking").Class("embed-ranking").Aria("labelledby", "embed-ranking-title").Body(
		app.H2().ID("embed-ranking-title").Text(fmt.Sprintf("Classement de la partie n° %d", p.cl.pub.Game.Number)),
		body,
	)
}
