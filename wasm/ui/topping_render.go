package ui

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/topping"
	"duplicata/wasm/ui/play"
)

// Render draws the page.
func (p *ToppingPage) Render() app.UI {
	engine := "loading"
	if p.ready {
		engine = "ready"
	}
	var body app.UI
	if p.setup || p.session == nil {
		body = p.renderSetup()
	} else {
		body = p.renderGame()
	}
	return app.Div().Class("page", "topping-page").DataSet("engine", engine).Body(
		&Header{Lexicon: p.lexicon, Current: ToppingPath, Action: p.renderNewGame()},
		body,
	)
}

func (p *ToppingPage) renderNewGame() app.UI {
	if p.setup || p.session == nil {
		return nil
	}
	return app.Button().Type("button").ID("new").Class("button", "header-button").Text("Nouvelle partie").
		OnClick(func(ctx app.Context, e app.Event) {
			p.setup, p.message = true, ""
			p.choice.Seed, p.choice.Draws = randomSeed(), nil
		})
}

func (p *ToppingPage) renderSetup() app.UI {
	status := p.status
	if status == "" {
		status = p.message
	}
	return app.Main().Class("main", "setup-main").Body(
		app.Div().Class("play").Body(&Board{}),
		app.Div().Class("side").Body(&ToppingSetup{
			Choice:   p.choice,
			Ready:    p.ready && !p.busy && !p.linking,
			CanGoOn:  p.session != nil && !p.session.Over(),
			OnChange: func(ctx app.Context, change func(*ToppingChoice)) { change(&p.choice) },
			OnStart:  p.start,
			OnGoOn:   func(ctx app.Context) { p.setup, p.message = false, ""; p.last = time.Now() },
			OnRandom: func(ctx app.Context) { p.choice.Seed, p.choice.Draws = randomSeed(), nil },
		},
			app.P().ID("message").Class("message").Aria("live", "polite").Text(status),
			p.retry(),
		),
	)
}

func (p *ToppingPage) renderGame() app.UI {
	s := p.session
	st := s.State
	f, _ := game.ParseFormula(st.Game.Formula)
	status := &ToppingStatus{Turn: s.Turn(), Over: s.Over(), LeftMs: s.LeftMs(), TotalMs: s.TotalMs()}
	var side []app.UI
	if s.Last != nil {
		side = append(side, &ToppingVerdict{Result: *s.Last})
	}
	if s.Over() {
		side = append(side, &ToppingSummary{Results: st.Results, Saved: s.Saved,
			OnNew: func(ctx app.Context) { p.setup, p.choice.Seed, p.choice.Draws = true, randomSeed(), nil }})
	} else {
		side = append(side,
			&Rack{Tiles: s.RackTiles(&s.State.Game), Size: f.DrawSize, Enabled: !p.busy,
				OnPick: func(ctx app.Context, i int) { p.drop(ctx, s.Cursor, i) },
				OnDrag: func(ctx app.Context, i int) { p.drag = i }},
			&Controls{
				Entry: s.Entry, Busy: p.busy, Placing: len(s.Placed) > 0,
				OnEntry: func(ctx app.Context, v string) { s.Entry = v; p.save() },
				OnClear: func(ctx app.Context) {
					s.Clear()
					p.follow(ctx, play.Outcome{Effect: play.Changed})
					s.Entry = ""
					p.save()
				},
				OnUndo:   func(ctx app.Context) { s.Undo(); p.follow(ctx, play.Outcome{Effect: play.Changed}) },
				OnSubmit: func(ctx app.Context, keyboard bool) { p.propose(ctx) },
			},
			&ToppingProposals{Proposals: st.Turn.Proposals},
			&ToppingHints{Session: s, Busy: p.busy, OnHint: p.hint, OnGiveUp: p.timeUp},
		)
	}
	side = append(side,
		app.P().ID("message").Class("message").Aria("live", "assertive").Text(p.message),
		app.P().Class("game-info").Text(f.Name+" · "+gameNumber(&st.Game)+" · "+toppingLimitName(st.Limit)+" par coup · topping"),
	)
	var picker app.UI
	if p.picking >= 0 {
		picker = &JokerPicker{Square: SquareName(p.picking), OnChoose: p.chooseJoker, OnCancel: func(ctx app.Context) { p.picking = -1 }}
	}
	phase := "playing"
	if s.Over() {
		phase = "over"
	}
	return app.Main().Class("main", "game", "topping", phase).Body(
		app.Div().Class("play").Body(
			status,
			&Board{Squares: p.squares(), OnSquare: p.tap, OnDrop: func(ctx app.Context, sq int) { p.drop(ctx, sq, p.drag) }},
		),
		app.Div().Class("side").Body(side...),
		&ToppingSheet{Results: st.Results},
		picker,
	)
}

// toppingLimitName names a turn's time: "1 min".
func toppingLimitName(ms int64) string {
	for _, l := range ToppingLimits {
		if l.Millis == ms {
			name, _, _ := strings.Cut(l.Name, " (")
			return name
		}
	}
	return topping.FormatTime(ms) + " s"
}
