package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
)

// Render draws the page.
func (p *Page) Render() app.UI {
	if id := p.focus; id != "" {
		p.focus = ""
		focusAfterRender(id)
	}
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
	return app.Div().Class("page").DataSet("engine", engine).Body(
		&Header{Lexicon: p.lexicon, Current: SoloPath, Action: p.renderNewGame()},
		body,
	)
}

func (p *Page) renderNewGame() app.UI {
	if p.setup || p.session == nil {
		return nil
	}
	return app.Button().Type("button").ID("new").Class("button", "header-button").Text("Nouvelle partie").
		OnClick(func(ctx app.Context, e app.Event) {
			p.setup, p.message = true, ""
			p.choice.Seed, p.choice.Draws = randomSeed(), nil
		})
}

func (p *Page) renderSetup() app.UI {
	status := p.status
	if status == "" {
		status = p.message
	}
	return app.Main().Class("main", "setup-main").Body(
		app.Div().Class("play").Body(&Board{}),
		app.Div().Class("side").Body(&Setup{
			Choice:   p.choice,
			Ready:    p.ready && !p.busy && !p.linking,
			CanGoOn:  p.session != nil && p.session.Phase() != game.Over,
			OnChange: func(ctx app.Context, change func(*Choice)) { change(&p.choice) },
			OnStart:  p.start,
			OnGoOn:   func(ctx app.Context) { p.setup, p.message = false, "" },
			OnRandom: func(ctx app.Context) { p.choice.Seed, p.choice.Draws = randomSeed(), nil },
		},
			app.P().ID("message").Class("message").Aria("live", "polite").Text(status),
			p.retry(),
		),
	)
}

func (p *Page) renderGame() app.UI {
	s := p.session
	st := s.State
	f, _ := game.ParseFormula(st.Formula)
	var total Status
	total.Turn, total.Timed, total.LeftMs, total.SpentMs, total.Live = st.Turn, s.Timed(), s.LeftMs, s.SpentMs, p.live
	if n := len(st.Results); n > 0 {
		r := st.Results[n-1]
		total.HasTotal, total.Total, total.Deficit, total.Percent = true, r.Total, r.Deficit, r.Percent
	}
	if s.Phase() == game.Over {
		total.Turn, total.Over = len(st.Results), true
	}
	side := []app.UI{p.renderClub()}
	switch s.Phase() {
	case game.Playing:
		side = append(side,
			&Rack{Tiles: s.RackTiles(), Size: f.DrawSize, Enabled: !p.busy, OnPick: p.pick,
				OnDrag: func(ctx app.Context, i int) { p.dragging = i }},
			&Controls{
				Entry: p.entry, Claimed: s.Claimed, Competition: st.Mode == game.Competition,
				Busy: p.busy, Placing: len(s.Placed) > 0,
				OnEntry:   func(ctx app.Context, v string) { p.entry, p.pass = v, false; p.save() },
				OnClaimed: func(ctx app.Context, v string) { s.Claimed = v; p.save() },
				OnClear: func(ctx app.Context) {
					s.Clear()
					p.entry = ""
					p.placed(ctx)
				},
				OnUndo:   func(ctx app.Context) { s.Undo(); p.placed(ctx) },
				OnSubmit: func(ctx app.Context, keyboard bool) { p.submit(ctx, false, keyboard) },
			},
		)
	case game.Revealed:
		if t := s.Turn(); t != nil && s.Result != nil {
			side = append(side, &Reveal{
				Turn: *t, Result: *s.Result, Best: s.Best, Shown: s.Shown,
				Competition: st.Mode == game.Competition,
				OnShow:      func(ctx app.Context, i int) { s.Shown = i; p.save() },
				OnNext:      p.next,
			})
		}
	case game.Over:
		var sum game.Summary
		if s.Summary != nil {
			sum = *s.Summary
		}
		side = append(side, &Summary{
			Sum: sum, Results: st.Results, Reason: endReason(st.EndReason), Saved: s.Saved,
			OnNew: func(ctx app.Context) { p.setup, p.choice.Seed, p.choice.Draws = true, randomSeed(), nil },
		})
	}
	side = append(side,
		app.P().ID("message").Class("message").Aria("live", "assertive").Text(p.message),
		app.P().Class("game-info").Text(gameInfo(st, f)),
	)
	var picker app.UI
	if p.picking >= 0 {
		picker = &JokerPicker{Square: SquareName(p.picking), OnChoose: p.chooseJoker, OnCancel: func(ctx app.Context) { p.picking = -1 }}
	}
	return app.Main().Class("main", "game", string(s.Phase())).Body(
		app.Div().Class("play").Body(
			&total,
			&Board{Squares: p.squares(), OnSquare: p.tap, OnDrop: func(ctx app.Context, sq int) { p.drop(ctx, sq, p.dragging) }},
		),
		app.Div().Class("side").Body(side...),
		&Sheet{Turns: st.Record.Turns, Results: st.Results},
		picker,
	)
}

// gameInfo is the line under the board: formula, game number, mode.
func gameInfo(st *game.State, f game.Formula) string {
	mode := "entraînement"
	if st.Mode == game.Competition {
		mode = "compétition"
	}
	rhythm := "sans limite"
	for _, r := range Rhythms {
		if r.Seconds == st.Rhythm && r.Seconds > 0 {
			rhythm = r.Name
		}
	}
	return f.Name + " · " + gameNumber(st) + " · " + rhythm + " · " + mode
}

// gameNumber names a game: its number, or "partie importée" for a game
// played on imported draws.
func gameNumber(st *game.State) string {
	if len(st.Draws) > 0 {
		return "partie importée"
	}
	return "partie n° " + strconv.FormatUint(st.Seed, 10)
}

// endReason says in French why the game ended.
func endReason(why string) string {
	if strings.Contains(why, "no tile can be placed") {
		return "Plus aucune lettre ne peut être posée : la partie est finie."
	}
	if strings.Contains(why, "imported draws") {
		return "Tous les tirages de la partie importée sont joués : la partie est finie."
	}
	return "Le sac et les chevalets ne permettent plus de tirage valable : la partie est finie."
}
