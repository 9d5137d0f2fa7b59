package topping

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
	"duplicata/wasm/ui/play"
)

// Render draws the page.
func (p *Page) Render() app.UI {
	p.BoardAt = 2 // the status and the zoom button come first (renderGame)
	return p.GameShell.Render(ui.ToppingPath, p.session != nil, &p.choice.Choice, p.form, p.renderGame, "topping-page")
}

func (p *Page) renderGame() app.UI {
	s := p.session
	st := s.State
	f, _ := game.ParseFormula(st.Game.Formula)
	status := &Status{Turn: s.Turn(), Over: s.Over(), LeftMs: s.LeftMs(), TotalMs: s.TotalMs()}
	var side []app.UI
	if s.Last != nil {
		side = append(side, &Verdict{Result: *s.Last})
	}
	if s.Over() {
		side = append(side, &Summary{Results: st.Results, Saved: s.Saved, OnNew: p.NewGame(&p.choice.Choice)})
	} else {
		side = append(side,
			&ui.Rack{Tiles: s.RackTiles(&s.State.Game), Size: f.DrawSize, Enabled: !p.Busy, Player: p},
			&ui.RackTools{Bag: st.Game.Bag.Tally(),
				OnShuffle: func(ctx app.Context) { s.Shuffle(&s.State.Game); p.save() },
				OnSort:    func(ctx app.Context) { s.Sort(&s.State.Game); p.save() }},
			&ui.Controls{
				Entry: s.Entry, Busy: p.Busy, Placing: len(s.Placed) > 0,
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
			p.MessageLine(), // the answer to the proposal, right under it
			&Proposals{Proposals: st.Turn.Proposals},
			&Hints{Session: s, Busy: p.Busy, OnHint: p.hint, OnGiveUp: p.timeUp},
		)
	}
	if s.Over() {
		side = append(side, p.MessageLine())
	}
	side = append(side,
		app.P().Class("game-info").Text(f.Name+" · "+ui.GameNumber(&st.Game)+" · "+limitName(st.Limit)+" par coup · topping"),
		&ui.Shortcuts{},
		&ui.LookPanel{Look: p.look, OnChange: func(ctx app.Context, l ui.Look) { p.look = l }},
	)
	phase := "playing"
	if s.Over() {
		phase = "over"
	}
	return app.Main().Class("main", "game", "topping", phase).Body(
		app.Div().Class("play").Body(
			status,
			ui.ZoomButton(p.look, func(ctx app.Context, l ui.Look) { p.look = l }),
			app.Div().Class(p.look.Classes()...).Body(
				&ui.Board{Squares: ui.Pack(p.squares()), Player: p},
			),
		),
		app.Div().Class("side").Body(side...),
		&Sheet{Results: st.Results},
		p.Picker(p.chooseJoker),
	)
}

// limitName names a turn's time: "1 min".
func limitName(ms int64) string {
	for _, l := range Limits {
		if l.Millis == ms {
			name, _, _ := strings.Cut(l.Name, " (")
			return name
		}
	}
	return french.Millis(ms)
}

// TapSquare takes a tap on the board (ui.BoardPlayer).
func (p *Page) TapSquare(ctx app.Context, sq int) { p.tap(ctx, sq) }

// DropOnSquare takes a rack tile dropped on the board (ui.BoardPlayer).
func (p *Page) DropOnSquare(ctx app.Context, sq int) { p.drop(ctx, sq, p.drag) }

// PickTile takes a tap on a rack tile (ui.RackPlayer).
func (p *Page) PickTile(ctx app.Context, i int) { p.pick(ctx, i) }

// DragTile takes a drag started from a rack tile (ui.RackPlayer).
func (p *Page) DragTile(ctx app.Context, i int) { p.drag = i }
