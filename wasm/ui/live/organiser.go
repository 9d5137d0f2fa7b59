package live

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/announce"
	"duplicata/engine/bag"
	"duplicata/engine/live"
	"duplicata/engine/record"
	"duplicata/wasm/ui/browser"
)

// organiser is the projector's controls, where the club's secret is known:
// the start, the clock, the end, and the arbiter's list.
type organiser struct {
	rhythm, pause, delay string // the start form, seconds and minutes
	note                 string // what the last action answered

	showArb   bool
	arb       *live.Arbitration
	arbPolled time.Time
	arbAsking bool
	reasons   map[string]string // the overrule's reason typed, by player and turn
	forms     map[string]*overruleForm

	spoken      string // the draw announced
	recordAsked time.Time
}

func newOrganiser() organiser {
	return organiser{rhythm: "180", pause: "30", delay: "0", reasons: map[string]string{}, forms: map[string]*overruleForm{}}
}

// tick refreshes the arbiter's list while it is shown.
func (o *organiser) tick(p *Page) {
	if o.showArb && !o.arbAsking && time.Since(o.arbPolled) > 5*time.Second {
		o.loadBallots(p)
	}
}

func (o *organiser) loadBallots(p *Page) {
	o.arbAsking, o.arbPolled = true, time.Now()
	var arb live.Arbitration
	u := gameURL(p.slug, p.number, "/live/ballots")
	p.async(func() error { return call("GET", u, p.secret, nil, &arb) }, func(ctx app.Context, err error) {
		o.arbAsking = false
		if err != nil {
			o.note = err.Error()
			return
		}
		o.arb = &arb
	})
}

// act sends an organiser's action and takes the state it answers.
func (o *organiser) act(p *Page, path string, body any) {
	var st live.State
	u := gameURL(p.slug, p.number, "/live"+path)
	method := "POST"
	if strings.HasPrefix(path, "/players/") {
		method = "DELETE"
	}
	p.async(func() error { return call(method, u, p.secret, body, &st) }, func(ctx app.Context, err error) {
		if err != nil {
			o.note = err.Error()
			return
		}
		o.note = ""
		if tl, err := Timeline(&st); err == nil {
			p.st, p.tl, p.noLive = &st, tl, false
		}
		if o.showArb {
			o.loadBallots(p)
		}
	})
}

// renderStart is the form that starts the game live.
func (o *organiser) renderStart(p *Page) app.UI {
	field := func(id, label string, v *string) app.UI {
		return app.Label().Class("live-field").Body(app.Span().Text(label),
			app.Input().ID(id).Type("number").Min(0).Value(*v).OnInput(func(ctx app.Context, e app.Event) { *v = ctx.JSSrc().Get("value").String() }))
	}
	return app.Div().Class("live-controls").Body(
		field("live-rhythm", "Rythme (secondes par coup)", &o.rhythm),
		field("live-pause", "Pause entre les coups (secondes)", &o.pause),
		field("live-delay", "Début dans (minutes)", &o.delay),
		app.Button().ID("live-start").Class("btn", "primary").Text("Lancer la partie en direct").OnClick(func(ctx app.Context, e app.Event) {
			rhythm, _ := strconv.Atoi(o.rhythm)
			pause, _ := strconv.Atoi(o.pause)
			delay, _ := strconv.Atoi(o.delay)
			req := live.StartRequest{Rhythm: rhythm, Pause: pause}
			if delay > 0 {
				req.Opens = p.now.Add(time.Duration(delay) * time.Minute).Truncate(time.Second)
			}
			o.act(p, "", req)
		}),
		app.If(o.note != "", func() app.UI { return app.P().ID("live-org-note").Class("live-problem").Text(o.note) }),
	)
}

// render is the organiser's controls over a live game.
func (o *organiser) render(p *Page, at live.Status) app.UI {
	over := at.Phase == live.Over
	button := func(id, text string, disabled bool, f func()) app.UI {
		return app.Button().ID(id).Class("btn").Text(text).Disabled(disabled).OnClick(func(ctx app.Context, e app.Event) { f() })
	}
	started := len(p.st.Events) > 0 && at.Phase != live.Waiting
	return app.Div().Class("live-controls").Body(
		app.If(!at.Paused, func() app.UI {
			return button("live-pause", "Pause", over || !started, func() { o.act(p, "/pause", nil) })
		}).Else(func() app.UI {
			return button("live-resume", "Reprendre", over, func() { o.act(p, "/resume", nil) })
		}),
		button("live-extend", "+30 s", at.Phase != live.Playing, func() {
			o.act(p, "/extend", live.ExtendRequest{Turn: at.Turn, Seconds: 30})
		}),
		button("live-end", "Terminer la partie", over, func() {
			if app.Window().Call("confirm", "Terminer la partie maintenant ? Un coup en cours ne comptera pas.").Bool() {
				o.act(p, "/end", nil)
			}
		}),
		button("live-arbiter", map[bool]string{false: "Arbitrage", true: "Fermer l'arbitrage"}[o.showArb], false, func() {
			o.showArb = !o.showArb
			if o.showArb {
				o.loadBallots(p)
			}
		}),
		app.If(over, func() app.UI {
			return app.Div().Class("live-exports").Body(
				button("live-export-eliot", "Exporter pour Eliot (arbitrage)", false, func() { o.export(p, "eliot") }),
				button("live-export-ffsc", "Exporter le texte FFSc", false, func() { o.export(p, "ffsc") }),
			)
		}),
		app.If(o.note != "", func() app.UI { return app.P().ID("live-org-note").Class("live-problem").Text(o.note) }),
		app.If(o.showArb, func() app.UI { return o.renderArbiter(p) }),
	)
}

// renderArbiter is every ballot, its verdict and arrival, with the
// arbiter's decisions: accept a late ballot, overrule a verdict with its
// reason (§7.3) — to a zero at once, or to any verdict engine/live
// accepts —, remove a player.
func (o *organiser) renderArbiter(p *Page) app.UI {
	if o.arb == nil {
		return app.P().Text("Chargement des bulletins…")
	}
	ruled := map[string]string{}
	for _, r := range o.arb.Rulings {
		k := fmt.Sprint(r.Player, "/", r.Turn)
		switch {
		case r.Overrule != nil:
			ruled[k] = "Décision : " + verdictText(*r.Overrule) + " (" + r.Reason + ")"
		case r.AcceptLate:
			if ruled[k] == "" {
				ruled[k] = "Retard accepté"
			}
		}
	}
	rows := []app.UI{app.Tr().Body(app.Th().Text("Joueur"), app.Th().Text("Coup"), app.Th().Text("Bulletin"),
		app.Th().Text("Verdict"), app.Th().Text("Arrivée"), app.Th().Text("Décision"))}
	for i := len(o.arb.Ballots) - 1; i >= 0; i-- {
		b := o.arb.Ballots[i]
		k := fmt.Sprint(b.Player, "/", b.Turn)
		arrival := "à l'heure"
		if b.Arrival == "late" {
			arrival = "en retard"
		}
		var decide []app.UI
		if b.Waiting {
			decide = append(decide, app.Button().Class("btn", "live-accept").Text("Accepter").OnClick(func(ctx app.Context, e app.Event) {
				o.rule(p, live.Ruling{Player: b.Player, Turn: b.Turn, AcceptLate: true})
			}))
		}
		reason := o.reasons[k]
		decide = append(decide,
			app.Input().Class("live-reason").Placeholder("Motif").Value(reason).
				OnInput(func(ctx app.Context, e app.Event) { o.reasons[k] = ctx.JSSrc().Get("value").String() }),
			app.Button().Class("btn", "live-zero").Text("Zéro").OnClick(func(ctx app.Context, e app.Event) {
				o.rule(p, live.Ruling{Player: b.Player, Turn: b.Turn, Overrule: &record.Play{Sanction: "zero", Claimed: max(b.Score, 0)}, Reason: o.reasons[k]})
			}),
		)
		decide = append(decide, o.renderOverrule(p, k, b)...)
		if ruled[k] != "" {
			decide = append([]app.UI{app.Span().Class("live-ruled").Text(ruled[k])}, decide...)
		}
		rows = append(rows, app.Tr().DataSet("player", b.Player).DataSet("turn", strconv.Itoa(b.Turn)).DataSet("arrival", b.Arrival).Body(
			app.Td().Text(b.Player), app.Td().Text(strconv.Itoa(b.Turn)),
			app.Td().Text(strings.TrimSpace(fmt.Sprintf("%s %s %d", b.Word, b.Ref, b.Score))),
			app.Td().Text(verdictText(b.Verdict.Play)), app.Td().Text(arrival), app.Td().Body(decide...),
		))
	}
	var players []app.UI
	for _, name := range p.st.Players {
		removed := false
		for _, r := range p.st.Removed {
			removed = removed || r == name
		}
		if removed {
			continue
		}
		players = append(players, app.Button().Class("btn", "live-remove").DataSet("player", name).Text("Retirer "+name).
			OnClick(func(ctx app.Context, e app.Event) {
				if app.Window().Call("confirm", "Retirer "+name+" de la partie ?").Bool() {
					o.act(p, "/players/"+url.PathEscape(name), nil)
				}
			}))
	}
	return app.Div().ID("live-arbitration").Class("live-arbitration").Body(
		app.Table().Class("live-ballots").Body(app.TBody().Body(rows...)),
		app.Div().Class("live-removes").Body(players...),
	)
}

func (o *organiser) rule(p *Page, r live.Ruling) {
	u := gameURL(p.slug, p.number, "/live/rulings")
	p.async(func() error { return call("POST", u, p.secret, r, nil) }, func(ctx app.Context, err error) {
		if err != nil {
			o.note = err.Error()
			return
		}
		o.note = ""
		o.loadBallots(p)
		p.polls.refresh() // the ranking changed
	})
}

// verdictText is a verdict as the arbiter's list reads it.
func verdictText(v record.Play) string {
	if v.Word == "" && v.Ref == "" {
		return "zéro"
	}
	s := fmt.Sprintf("%s %s %d", v.Word, v.Ref, v.Score)
	switch v.Sanction {
	case "warning":
		s += ", avertissement"
	case "penalty":
		s += ", pénalité"
	}
	return s
}

// announce speaks the draw as §4.1 has the arbiter say it, and shows it.
func (o *organiser) announce(draw string) {
	d, err := bag.ParseDraw(draw)
	if err != nil {
		return
	}
	o.spoken = announce.Text(d, announce.Options{})
	synth := app.Window().Get("speechSynthesis")
	if synth.Truthy() {
		u := app.Window().Get("SpeechSynthesisUtterance").New(o.spoken)
		u.Set("lang", "fr-FR")
		synth.Call("speak", u)
	}
}

// export downloads the live game as Eliot's arbitration save or the
// FFSc's text.
func (o *organiser) export(p *Page, format string) {
	u := gameURL(p.slug, p.number, "/live/export?format="+format)
	var res browser.Response
	p.async(func() error {
		var err error
		res, err = browser.Fetch("GET", u, nil, p.secret)
		if err != nil {
			return errOffline
		}
		if res.Status != 200 {
			e := &apiError{Status: res.Status}
			if json.Unmarshal(res.Body, e) != nil || e.Message == "" {
				e.Message = fmt.Sprintf("Erreur du serveur (HTTP %d).", res.Status)
			}
			return e
		}
		return nil
	}, func(ctx app.Context, err error) {
		if err != nil {
			o.note = err.Error()
			return
		}
		name, mime := fmt.Sprintf("direct-%s-%d.xml", p.slug, p.number), "application/xml"
		if format == "ffsc" {
			name, mime = fmt.Sprintf("direct-%s-%d.txt", p.slug, p.number), "text/plain"
		}
		browser.Download(name, mime, string(res.Body))
	})
}
