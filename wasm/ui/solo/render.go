package solo

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
)

// Render draws the page.
func (p *Page) Render() app.UI {
	if id := p.focus; id != "" {
		p.focus = ""
		browser.FocusAfterRender(id)
	}
	p.BoardAt = 3 // the first steps' hint, the status and the zoom button come first (renderGame)
	return p.GameShell.Render(ui.SoloPath, p.session != nil, &p.choice.Choice, p.form, p.renderGame)
}

func (p *Page) renderGame() app.UI {
	s := p.session
	st := s.State
	f, _ := game.ParseFormula(st.Formula)
	var total ui.Status
	total.Turn, total.Timed, total.LeftMs, total.SpentMs, total.Live = st.Turn, s.Timed(), s.LeftMs, s.SpentMs, p.live
	if n := len(st.Results); n > 0 {
		r := st.Results[n-1]
		total.HasTotal, total.Total, total.Deficit, total.Percent = true, r.Total, r.Deficit, r.Percent
	}
	if s.Phase() == game.Over {
		total.Turn, total.Over = len(st.Results), true
	}
	var side []app.UI // what the phase shows (phaseSlots of them)
	switch s.Phase() {
	case game.Playing:
		var pause app.UI
		if st.Mode == game.Training {
			label := "Pause"
			if s.Paused {
				label = "Reprendre"
			}
			pause = app.Button().Type("button").ID("pause").Class("button", "secondary", "pause").
				Aria("pressed", strconv.FormatBool(s.Paused)).Text(label).OnClick(func(ctx app.Context, e app.Event) { p.pause(ctx) })
		}
		if s.Paused {
			side = append(side, pause)
			break
		}
		side = append(side,
			&ui.Rack{Tiles: s.RackTiles(), Size: f.DrawSize, Enabled: !p.Busy, Player: p},
			&ui.RackTools{Bag: st.Bag.Tally(), OnShuffle: p.shuffle, OnSort: p.sortRack},
			pause,
			&ui.Controls{
				Entry: p.entry, Claimed: s.Claimed, Competition: st.Mode == game.Competition,
				Busy: p.Busy, Placing: len(s.Placed) > 0,
				OnEntry: func(ctx app.Context, v string) {
					p.entry, p.pass = v, false
					p.score(ctx)
					p.save()
				},
				OnClaimed: func(ctx app.Context, v string) { s.Claimed = v; p.save() },
				OnClear: func(ctx app.Context) {
					s.Clear()
					p.entry = ""
					p.placed(ctx)
				},
				OnUndo:   func(ctx app.Context) { s.Undo(); p.placed(ctx) },
				OnSubmit: func(ctx app.Context, keyboard bool) { p.submit(ctx, false, keyboard) },
			},
			p.MessageLine(), // the answer to the move, right under it
			p.bingoHint(),
		)
	case game.Revealed:
		if t := s.Turn(); t != nil && s.Result != nil {
			side = append(side, &Reveal{
				Turn: *t, Result: *s.Result, Best: s.Best, BestOf: s.BestOf, Shown: s.Shown,
				Moves: s.BestMoves, Lines: s.BestLines,
				Competition: st.Mode == game.Competition,
				OnShow:      func(ctx app.Context, i int) { s.Shown, s.Studied = i, nil; p.save() },
				OnMore:      func(ctx app.Context) { p.moreBest() },
				OnNext:      p.next,
				F12: &F12Form{
					Word: s.F12Word, Score: s.F12Score, Answer: s.F12,
					OnInput: func(ctx app.Context, word, score string) { s.F12Word, s.F12Score = word, score; p.save() },
					OnAsk:   p.f12,
				},
			}, &ui.Later{Content: p.analysis}) // below the correction: a frame after it
		}
	case game.Over:
		var sum game.Summary
		if s.Summary != nil {
			sum = *s.Summary
		}
		side = append(side, &Summary{
			Sum: sum, Results: st.Results, Reason: endReason(st.EndReason), Saved: s.Saved, OnNew: p.NewGame(&p.choice.Choice),
		})
		side = append(side, p.shareButton())
	}
	if s.Phase() != game.Playing || s.Paused {
		side = append(side, p.MessageLine())
	}
	// What every phase shows after its own: always at the same place in
	// the side panel (slots), so that a turn's phases do not draw them
	// again; the keys and the board's settings, below the fold, a frame
	// after the rest (ui.Later).
	side = append(slots(phaseSlots, append([]app.UI{p.renderClub()}, side...)...),
		app.P().Class("game-info").Text(gameInfo(st, f)),
		&ui.Later{Content: func() app.UI { return &ui.Shortcuts{} }},
		&ui.Later{Content: func() app.UI { return &ui.LookPanel{Look: p.look, OnChange: p.setLook} }},
	)
	wrap := p.look.Classes()
	if s.Paused {
		wrap = append(wrap, "paused")
	}
	return app.Main().Class("main", "game", string(s.Phase())).Body(
		app.Div().Class("play").Body(
			&ui.FirstHint{},
			&total,
			ui.ZoomButton(p.look, p.setLook),
			app.Div().Class(wrap...).Body(
				&ui.Board{Squares: ui.Pack(p.squares()), Player: p},
			),
		),
		app.Div().Class("side").Body(side...),
		&ui.Later{Content: func() app.UI { return &Sheet{Turns: st.Record.Turns, Results: st.Results} }},
		p.Picker(p.chooseJoker),
	)
}

// phaseSlots is how many places of the side panel the phases' own
// content takes (the club's line, then the most a phase shows: the rack,
// its tools, the pause, the controls, the message, the bingo hint).
const phaseSlots = 7

// slots is the items that are not nil, padded with hidden, empty places to
// n: go-app matches a parent's children by their place, and what comes
// after them then keeps its place from one phase to the next.
func slots(n int, items ...app.UI) []app.UI {
	out := make([]app.UI, 0, max(n, len(items)))
	for _, it := range items {
		if it != nil {
			out = append(out, it)
		}
	}
	for len(out) < n {
		out = append(out, app.Div().Hidden(true))
	}
	return out
}

// gameInfo is the line under the board: formula, game number, mode.
func gameInfo(st *game.State, f game.Formula) string {
	mode := "entraînement"
	if st.Mode == game.Competition {
		mode = "compétition"
	}
	rhythm := "sans limite"
	for _, r := range ui.Rhythms {
		if r.Seconds == st.Rhythm && r.Seconds > 0 {
			rhythm = r.Name
		}
	}
	return f.Name + " · " + ui.GameNumber(st) + " · " + rhythm + " · " + mode
}

// endReason says in French why the game ended.
func endReason(why game.EndReason) string {
	switch why {
	case game.EndNoMove:
		return "Plus aucune lettre ne peut être posée : la partie est finie."
	case game.EndRedraws:
		return "Aucun tirage des lettres restantes n'a pu être posé : la partie est finie."
	case game.EndDraws:
		return "Tous les tirages de la partie importée sont joués : la partie est finie."
	}
	return "Le sac et les chevalets ne permettent plus de tirage valable : la partie est finie."
}

// setLook takes the board's new settings.
func (p *Page) setLook(ctx app.Context, l ui.Look) { p.look = l }

// TapSquare takes a tap on the board (ui.BoardPlayer).
func (p *Page) TapSquare(ctx app.Context, sq int) { p.tap(ctx, sq) }

// DropOnSquare takes a rack tile dropped on the board (ui.BoardPlayer).
func (p *Page) DropOnSquare(ctx app.Context, sq int) { p.drop(ctx, sq, p.dragging) }

// PickTile takes a tap on a rack tile (ui.RackPlayer).
func (p *Page) PickTile(ctx app.Context, i int) { p.pick(ctx, i) }

// DragTile takes a drag started from a rack tile (ui.RackPlayer).
func (p *Page) DragTile(ctx app.Context, i int) { p.dragging = i }
