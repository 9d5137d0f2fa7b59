// Package live is the app's live club evening (issue 30): the projector's
// screen /club/SLUG/direct — the board, the draw in large tiles, the
// countdown on the server's clock, the ballots come in, then the top, the
// turn's best players and the running ranking, the join code; the
// organiser's controls and the arbiter's list where the club's secret is
// known — and the player's phone, /direct/CODE or /club/SLUG/direct/joueur:
// join with a name, the game computed on the phone from its number by the
// engine's worker, each draw shown when the server's clock opens the turn,
// a competition ballot judged by the engine and handed in at once or from
// the outbox, and after each turn the verdict, the top and the place.
//
// Both read the live game's state (engine/live's State, polled; the
// browser revalidates it with its ETag) and compute its timeline with
// engine/live, as the server does.
package live

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/engine/live"
	"duplicata/engine/record"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
)

// PathPattern is the live pages' addresses: the projector
// /club/SLUG/direct, the phone /club/SLUG/direct/joueur, and the phone by
// its join code, /direct and /direct/CODE. go-app's router matches it
// natively; the page's build routes by IsPath (wasm/routes).
const PathPattern = `^(/club/[a-z0-9-]+/direct(/joueur)?|/direct(/[A-Za-z0-9]*)?)$`

// IsPath reports whether path is a live page's address (PathPattern).
func IsPath(path string) bool {
	_, _, _, ok := readPath(path)
	return ok
}

// readPath reads a live page's address: the club's slug of the
// projector's /club/SLUG/direct and of the phone's /club/SLUG/direct/joueur;
// else a phone, with the join code of /direct/CODE if any. ok reports
// whether the address is one of PathPattern's, which the router gives the
// page. (A function, not regular expressions: the page compiled its
// expressions at every start.)
func readPath(path string) (slug string, phone bool, code string, ok bool) {
	if rest, found := strings.CutPrefix(path, "/club/"); found {
		s, tail, _ := strings.Cut(rest, "/")
		if s != "" && !strings.ContainsFunc(s, func(r rune) bool { return !club.SlugRune(r) }) {
			switch tail {
			case "direct":
				return s, false, "", true
			case "direct/joueur":
				return s, true, "", true
			}
		}
	}
	if rest, found := strings.CutPrefix(path, "/direct"); found {
		tail, slash := strings.CutPrefix(rest, "/")
		if !strings.ContainsFunc(tail, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') }) {
			return "", true, tail, slash || rest == ""
		}
	}
	return "", true, "", false
}

// The polls: a phone every PhonePoll (and at each turn's collection), the
// projector every ProjectorPoll (site/README.md's arithmetic).
const (
	PhonePoll     = 15 * time.Second
	ProjectorPoll = 2 * time.Second
	// resend is how often the outbox tries again.
	resend = 3 * time.Second
)

// secretKey is where the club pages keep a club's organiser secret
// (wasm/ui/club's secretKey): the projector's controls show where it is.
const secretKey = "duplicata.club.secret."

// Page is a live page: the projector's or a phone's.
type Page struct {
	app.Compo
	ui.Shell

	slug   string
	number int
	code   string // the join code typed or in the address
	phone  bool
	secret string // the organiser's: this browser runs the evening

	clock   Clock
	asking  bool // the clock is being asked
	askedAt time.Time
	now     time.Time // the server's time at the last tick

	st      *live.State
	tl      *live.Timeline
	polls   poller // the state's (device clock)
	noLive  bool   // the game is not live (yet)
	problem string // the last poll's error, French

	rec *record.Record // the published game: draws and tops
	// boards are the boards its tops build, as the worker replayed them
	// (protocol.ReplayedBoards): boards[k] after turn k, boards[0] empty.
	boards    [][]string
	replaying bool // the worker is asked for them

	ph  phone
	org organiser

	qrFor, qrSVG string // the join address and its QR code
}

// OnMount reads the address and starts the clock's tick.
func (p *Page) OnMount(ctx app.Context) {
	u := ctx.Page().URL()
	path := u.Path
	p.slug, p.phone, p.code, _ = readPath(path)
	p.polls.every = ProjectorPoll
	if p.phone {
		p.polls.every = PhonePoll
	}
	p.number, _ = strconv.Atoi(u.Query().Get("partie"))
	if p.slug != "" {
		p.secret, _ = ui.Stored(secretKey + p.slug).Read()
	}
	p.org = newOrganiser()
	p.ph.load(p)
	p.Mount(ctx, nil, p.tick, nil)
	if app.IsClient {
		p.resolve(ctx)
	}
}

// OnDismount stops the clock.
func (p *Page) OnDismount() { p.Dismount() }

// resolve finds the live game the address names: by its join code, or the
// club's live game started last.
func (p *Page) resolve(ctx app.Context) {
	if p.slug != "" && p.number > 0 {
		return
	}
	if p.slug == "" && p.code == "" {
		return // the phone's page asks for the code
	}
	var c live.Code
	u := ui.ClubAPI(p.slug, "live")
	if p.code != "" {
		u = liveURL(p.code)
	}
	p.async(func() error { return call("GET", u, "", nil, &c) }, func(ctx app.Context, err error) {
		switch {
		case err == nil:
			p.slug, p.number, p.problem = c.Slug, c.Number, ""
			p.secret, _ = ui.Stored(secretKey + p.slug).Read()
			p.ph.load(p)
		case code(err) == "no-live":
			p.noLive = true
		default:
			p.problem = err.Error()
		}
	})
}

// async runs f away from the UI, then done with its error.
func (p *Page) async(f func() error, done func(ctx app.Context, err error)) {
	ctx := p.Ctx
	ctx.Async(func() {
		err := f()
		ctx.Dispatch(func(ctx app.Context) { done(ctx, err) })
	})
}

// tick runs every 200 ms: the server's time, the clock's samples, the
// polls, the phone's game and outbox.
func (p *Page) tick(ctx app.Context, _ int64) {
	local := time.Now()
	p.now = p.clock.Now(local)
	if !p.asking && (!p.clock.Known || local.Sub(p.askedAt) > Stale) {
		p.askClock()
	}
	if p.slug == "" || p.number == 0 {
		return
	}
	if p.rec == nil && !p.polls.waiting() {
		p.loadRecord()
	}
	if p.pollDue(local) {
		p.poll()
	}
	if p.phone {
		p.ph.tick(p)
	} else {
		p.org.tick(p)
	}
}

// askClock samples the server's clock; the first time, three samples.
func (p *Page) askClock() {
	p.asking, p.askedAt = true, time.Now()
	n := 1
	if !p.clock.Known {
		n = 3
	}
	type sample struct{ sent, got, server time.Time }
	var samples []sample
	p.async(func() error {
		for range n {
			var c live.Clock
			sent := time.Now()
			if err := call("GET", liveURL("clock"), "", nil, &c); err != nil {
				return err
			}
			samples = append(samples, sample{sent, time.Now(), time.UnixMilli(c.Now)})
		}
		return nil
	}, func(ctx app.Context, err error) {
		p.asking = false
		for _, s := range samples {
			p.clock.Sample(s.sent, s.got, s.server)
		}
	})
}

// pollDue reports whether the state should be asked again: its interval
// passed, or (a phone) a turn's ballots were collected since the last poll,
// or the last has waited too long (poller).
func (p *Page) pollDue(local time.Time) bool {
	if p.polls.due(local) {
		return true
	}
	if p.polls.waiting() {
		return false
	}
	if p.tl != nil && p.clock.Known {
		polledAt := p.clock.Now(p.polls.last())
		at := p.tl.At(p.now)
		// After the collection and the server's Grace (its ranking is
		// then final and cached), spread over 3 s: not the whole room at
		// once.
		settled := func(w live.Window) time.Time { return w.Collected.Add(live.Grace + p.ph.jitter) }
		if w, ok := p.tl.Window(at.Turn, p.now); ok && polledAt.Before(settled(w)) && !p.now.Before(settled(w)) {
			return true
		}
	}
	return false
}

// poll asks the state; its answer is shown unless a newer poll's was.
func (p *Page) poll() {
	n := p.polls.send(time.Now())
	var st live.State
	u := gameURL(p.slug, p.number, "/live")
	if p.phone {
		u += "?joueur" // no ballots' count: 304 through a turn
	}
	p.async(func() error { return call("GET", u, "", nil, &st) }, func(ctx app.Context, err error) {
		if !p.polls.answer(n) {
			return
		}
		switch {
		case err == nil:
			tl, terr := Timeline(&st)
			if terr != nil {
				p.problem = "L'état de la partie est illisible : " + terr.Error()
				return
			}
			p.st, p.tl, p.noLive, p.problem = &st, tl, false, ""
		case code(err) == "no-live":
			p.noLive = true
		case isOffline(err):
			p.problem = "Hors ligne : l'écran reprendra dès le retour du réseau."
		default:
			p.problem = err.Error()
		}
	})
}

// loadRecord reads the published game: its draws and tops (shown once
// open), replayed by the worker for the boards. A game that does not
// replay is not shown: the worker says why, and it is asked again.
func (p *Page) loadRecord() {
	if p.replaying || p.org.recordAsked.After(time.Now().Add(-10*time.Second)) {
		return
	}
	p.org.recordAsked = time.Now()
	var g club.GameRecord
	u := gameURL(p.slug, p.number, "")
	p.async(func() error { return call("GET", u, "", nil, &g) }, func(ctx app.Context, err error) {
		if err != nil {
			return // not open yet: asked again
		}
		p.replaying = true
		ui.AskAs(p.Engine, p.Ctx, protocol.ReplayRecord{Record: &g.Record}, func(ctx app.Context, r protocol.ReplayedBoards, err error) {
			p.replaying = false
			if err != nil {
				p.problem = err.Error() // « La partie publiée ne se rejoue pas : … »
				return
			}
			p.rec, p.boards = &g.Record, r.Boards
		})
	})
}

// Render draws the page.
func (p *Page) Render() app.UI {
	state := "loading"
	if p.st != nil {
		state = p.st.Phase
	}
	if p.phone {
		return p.Frame("/direct", nil, app.Main().Class("main", "live-phone").DataSet("live", state).Body(p.ph.render(p)), "live-page")
	}
	return app.Div().Class("live-projector").DataSet("live", state).Body(p.renderProjector())
}

// standing is name's standing in the state's ranking, or nil.
func (p *Page) standing(name string) *club.Standing {
	if p.st == nil {
		return nil
	}
	for i, s := range p.st.Standing.Standings {
		if s.Name == name {
			return &p.st.Standing.Standings[i]
		}
	}
	return nil
}

// shared reports whether rank is shared in the ranking.
func (p *Page) shared(rank int) bool {
	n := 0
	for _, s := range p.st.Standing.Standings {
		if s.Rank == rank {
			n++
		}
	}
	return n > 1
}

// jsonText is v in JSON, for localStorage.
func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
