// Package club is the app's club pages (issue 18): /club, where an
// organiser creates a club, and /club/SLUG, a club's games, its game and
// season rankings and « Jouer » on an open game — the normal solo game on
// the published draws and tops, whose result the solo page sends at the
// end (ui's outbox) — and, in the browser that holds the club's secret,
// the organiser's screens: publish a game (its reference record computed by
// the engine's worker, checked again by the server), close or delete a game,
// remove a result, the embed snippet. The clubs API is site/'s.
package club

import (
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
)

// SlugPattern is the address of a club's page, /club/SLUG, for go-app's
// router natively; the page's build routes by IsPath (wasm/routes).
const SlugPattern = `^/club/[a-z0-9-]+$`

// IsPath reports whether path is a club's page's address (SlugPattern).
func IsPath(path string) bool {
	_, ok := slugOf(path)
	return ok
}

// The browser's memory of clubs, in localStorage: the player's name, and
// per club the organiser's secret.
const (
	playerKey = "duplicata.club.player"
	secretKey = "duplicata.club.secret." // + slug
)

// slugOf is the club's identifier in the address of its page, /club/SLUG
// (SlugPattern, which the router matches); ok is false for another address.
// (A function, not a regular expression: the page compiled its
// expressions at every start.)
func slugOf(path string) (slug string, ok bool) {
	slug, ok = strings.CutPrefix(path, "/club/")
	if !ok || slug == "" || strings.ContainsFunc(slug, func(r rune) bool { return !club.SlugRune(r) }) {
		return "", false
	}
	return slug, true
}

// Page is a club's page, /club/SLUG.
type Page struct {
	app.Compo
	ui.Shell

	slug    string
	club    clubInfo
	games   []club.Game
	shown   int // the game whose ranking is shown
	ranking []club.Standing
	season  []club.Standing
	from    string // the season's first day, YYYY-MM-DD
	player  string
	secret  string // this browser is the club's organiser
	loaded  bool

	copied string            // what the last copy button copied
	stored map[string]string // the lexicons this browser keeps: content hash → name

	publish publishForm
	drawn   string   // the outbox as the page last drew it (outboxSeen)
	keys    []string // this club's results drawn in it since the clock last looked

	notes    map[int]string // what « Jouer » answered, under its game
	starting int            // the game « Jouer » is starting
	sending  bool           // « Envoyer maintenant » is under way
	outbox   string         // what the outbox's last action did
	dropped  *ui.ClubResult // the result last taken out: « Annuler » puts it back
}

// OnMount starts the page: the engine (for « Jouer » and publishing), the
// player's name, a clock that shows the waiting results as they leave.
func (p *Page) OnMount(ctx app.Context) {
	p.player, _ = ui.Stored(playerKey).Read()
	p.from = time.Now().Format("2006") + "-01-01"
	p.publish = newPublishForm()
	p.Mount(ctx, nil, p.clock, nil)
}

// clock redraws the page when the outbox is not what the page drew: a
// result left, or came and left between two ticks while another event
// drew it (in a full run the page went on showing a result the club had
// for minutes: the clock, comparing with what it saw itself, had missed
// it coming). A result of this club the club now has changes its ranking.
func (p *Page) clock(ctx app.Context, dt int64) {
	if outboxSeen(ui.ClubWaiting()) == p.drawn {
		ctx.PreventUpdate()
		return
	}
	gone := false
	for _, k := range p.keys {
		if st, _, _ := ui.ClubStatus(k); st == "sent" {
			gone = true
		}
	}
	p.keys = p.keys[:0]
	if gone && p.loaded && !p.Busy {
		p.load(ctx)
	}
}

// noteOutbox notes the outbox the page draws (rs): what the clock compares
// with, and this club's results in it, which the clock watches.
func (p *Page) noteOutbox(rs []ui.ClubResult) {
	p.drawn = outboxSeen(rs)
	for _, r := range rs {
		if r.Slug == p.slug && !slices.Contains(p.keys, r.Key) {
			p.keys = append(p.keys, r.Key)
		}
	}
}

// outboxSeen is what the page shows of the outbox: each result and
// whether it is refused.
func outboxSeen(rs []ui.ClubResult) string {
	var b strings.Builder
	for _, r := range rs {
		b.WriteString(r.Key + ":" + r.Refused + ";")
	}
	return b.String()
}

// OnNav reads the club from the address and loads it: go-app keeps the
// component from one club's page to another's, so this runs at every
// navigation, the first included.
func (p *Page) OnNav(ctx app.Context) {
	if p.Engine == nil && app.IsClient {
		// Going from one club page to another, go-app updates the
		// mounted page with a new one's exported fields — the shell's,
		// zero: the shell starts again. Never while the site is
		// prerendered: its clock would keep the page from settling.
		p.Mount(ctx, nil, p.clock, nil)
	}
	u := ctx.Page().URL()
	p.slug, p.secret, p.shown, p.copied, p.Message = "", "", 0, "", ""
	p.notes, p.outbox, p.dropped = map[int]string{}, "", nil
	p.loaded, p.club, p.games, p.ranking, p.season = false, clubInfo{}, nil, nil, nil
	if slug, ok := slugOf(u.Path); ok {
		p.slug = slug
		p.secret, _ = ui.Stored(secretKey + p.slug).Read()
	}
	if n, err := strconv.Atoi(u.Query().Get("partie")); err == nil {
		p.shown = n
	}
	if p.slug != "" {
		p.load(ctx)
	}
}

// OnDismount stops the page's shell.
func (p *Page) OnDismount() { p.Dismount() }

// async runs f (blocking network calls) in the background, the shell
// busy, then done on the page.
func async(sh *ui.Shell, f func() error, done func(ctx app.Context, err error)) {
	sh.Busy = true
	ctx := sh.Ctx
	ctx.Async(func() {
		err := f()
		ctx.Dispatch(func(ctx app.Context) {
			sh.Busy = false
			done(ctx, err)
		})
	})
}

func (p *Page) async(f func() error, done func(ctx app.Context, err error)) { async(&p.Shell, f, done) }

// load reads the club's games, the shown game's ranking and the season.
func (p *Page) load(ctx app.Context) {
	var games gamesReply
	var ranking rankingReply
	var season seasonReply
	shown := p.shown
	from, to := p.from, time.Now().Format(time.DateOnly)
	p.async(func() error {
		if err := call("GET", p.slug, "games", "", nil, &games); err != nil {
			return err
		}
		if shown == 0 {
			shown = current(games.Games, time.Now())
		}
		if shown > 0 {
			if err := call("GET", p.slug, fmt.Sprintf("games/%d/ranking", shown), "", nil, &ranking); err != nil {
				var ae *apiError
				if !errors.As(err, &ae) || ae.Code != "no-game" {
					return err
				}
				shown = 0
			}
		}
		q := url.Values{"from": {from}, "to": {to}}
		return call("GET", p.slug, "season?"+q.Encode(), "", nil, &season)
	}, func(ctx app.Context, err error) {
		if err != nil {
			p.Message = err.Error()
			return
		}
		p.loaded = true
		p.club, p.games, p.shown, p.ranking, p.season = games.Club, games.Games, shown, ranking.Standings, season.Standings
		if p.secret != "" {
			rememberName(p.slug, p.club.Name)
		}
		p.readStored()
	})
}

// current is the game shown first: the open game opened last, else the
// last game opened; 0 for none.
func current(games []club.Game, now time.Time) int {
	n := 0
	for _, g := range games {
		switch g.State(now) {
		case "open":
			return lastOpen(games, now)
		case "over":
			n = g.Number
		}
	}
	return n
}

func lastOpen(games []club.Game, now time.Time) int {
	n := 0
	for _, g := range games {
		if g.State(now) == "open" {
			n = g.Number
		}
	}
	return n
}

// play starts game g as a solo game for the club: the engine makes the
// game from its number (or its draws) and formula, the draws are checked
// against the published record, the session is handed to the solo page.
// A name that already has a result for g is refused before a turn is
// played: the club would refuse the result at the end.
func (p *Page) play(ctx app.Context, g club.Game) {
	note := func(s string) { p.notes[g.Number], p.starting = s, 0 }
	name := strings.TrimSpace(p.player)
	if name == "" {
		note("Indiquez votre nom : le résultat est envoyé au club sous ce nom.")
		p.focusPlayer()
		return
	}
	if !p.Ready {
		note("Le lexique se charge encore : un instant.")
		return
	}
	ui.Stored(playerKey).Write(name)
	var pub gameReply
	var ranking rankingReply
	p.notes[g.Number], p.starting = "", g.Number
	p.async(func() error {
		if err := call("GET", p.slug, "games/"+strconv.Itoa(g.Number), "", nil, &pub); err != nil {
			return err
		}
		return call("GET", p.slug, fmt.Sprintf("games/%d/ranking", g.Number), "", nil, &ranking)
	}, func(ctx app.Context, err error) {
		if err != nil {
			note(err.Error())
			return
		}
		if ranked(ranking.Standings, name) != nil {
			note(fmt.Sprintf("« %s » a déjà un résultat pour cette partie : le club n'en accepte qu'un par nom. Pour la jouer, changez de nom.", name))
			p.focusPlayer()
			return
		}
		cfg := game.Config{Seed: pub.Record.Seed, Formula: pub.Record.Formula, Rhythm: pub.Record.Rhythm, Mode: modeOf(pub.Game.Mode)}
		if cfg.Seed == 0 {
			for _, t := range pub.Record.Turns {
				cfg.Draws = append(cfg.Draws, t.Draw)
			}
		}
		p.Busy = true
		ui.AskAs(p.Engine, p.Ctx, protocol.NewGame{Config: &cfg}, func(ctx app.Context, r protocol.GameState, err error) {
			p.Busy = false
			if err != nil {
				note(err.Error())
				return
			}
			st := r.State
			if pub.Game.LexiconHash != "" && st.LexiconHash != pub.Game.LexiconHash {
				note(fmt.Sprintf("Cette partie se joue avec le lexique %s ; l'application a %s : les tops différeraient et le club refuserait le résultat. Choisissez %s dans la liste des parties, ou importez-le dans « Lexiques ».", pub.Game.Lexicon, st.Lexicon, pub.Game.Lexicon))
				return
			}
			if len(pub.Record.Turns) > 0 && len(st.Record.Turns) > 0 && st.Record.Turns[0].Draw != pub.Record.Turns[0].Draw {
				note("Le premier tirage n'est pas celui de la partie publiée : la partie ne peut pas être jouée ici.")
				return
			}
			note("")
			ui.GiveClubGame(st, ui.ClubGame{Slug: p.slug, Club: p.club.Name, Number: g.Number, Title: g.Title, Player: name, Key: ui.NewClubKey()})
			ctx.Navigate(ui.SoloPath)
		})
	})
}

// ranked is name's standing in st, or nil.
func ranked(st []club.Standing, name string) *club.Standing {
	for i := range st {
		if st[i].Name == name {
			return &st[i]
		}
	}
	return nil
}

func (p *Page) focusPlayer() {
	p.Ctx.Defer(func(app.Context) {
		if el := app.Window().GetElementByID("player"); el.Truthy() {
			el.Call("focus")
		}
	})
}
