package topping

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/tile"
	"duplicata/engine/topping"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/play"
)

// clock runs the turn's time; at the limit the turn ends. The session is
// saved every second.
func (p *Page) clock(ctx app.Context, dt int64) {
	s := p.session
	if !p.playing() || p.Busy {
		ctx.PreventUpdate()
		return
	}
	before := s.ElapsedMs
	s.ElapsedMs += dt
	if s.ElapsedMs >= s.State.Limit {
		p.timeUp(ctx)
		return
	}
	ui.Second(ctx, before, s.ElapsedMs, p.save)
}

// follow takes up what a play-area action did: the message (empty unless
// refused), and the save.
func (p *Page) follow(ctx app.Context, o play.Outcome) {
	switch o.Effect {
	case play.Ignored:
		ctx.PreventUpdate()
		return
	case play.Submit:
		p.propose(ctx)
		return
	}
	p.Message = o.Message
	p.save()
}

// tap handles a tap on a square: a placed tile goes back to the rack; an
// empty square takes the cursor, or turns it.
func (p *Page) tap(ctx app.Context, sq int) {
	if !p.playing() || p.Busy {
		return
	}
	s := p.session
	s.Input = ui.Pointer()
	p.follow(ctx, s.Tap(&s.State.Game, sq, &p.Picking))
}

// pick puts the rack's i-th tile on the cursor's square, or holds it
// until a square is tapped (play.Placement.Pick).
func (p *Page) pick(ctx app.Context, i int) {
	if !p.playing() || p.Busy {
		return
	}
	p.session.Input = ui.Pointer()
	p.follow(ctx, p.session.Pick(&p.session.State.Game, i, &p.Picking))
}

// drop puts the rack's i-th tile on square sq (the cursor's for a tap).
func (p *Page) drop(ctx app.Context, sq, i int) {
	if !p.playing() || p.Busy {
		return
	}
	p.session.Input = ui.Pointer()
	p.follow(ctx, p.session.Drop(&p.session.State.Game, sq, i, &p.Picking))
}

// chooseJoker places the joker waiting for its letter.
func (p *Page) chooseJoker(ctx app.Context, l tile.Letter) {
	p.follow(ctx, p.session.Choose(&p.session.State.Game, l, &p.Picking))
}

// key handles the keyboard on the board with the play area's one handler;
// Enter proposes.
func (p *Page) key(ctx app.Context, e app.Value) {
	if !p.playing() || p.Busy {
		ctx.PreventUpdate()
		return
	}
	p.Key(ctx, e, &p.session.State.Game, &p.session.Placement, p.follow)
}

// squares is what the board shows: the board before the turn's top, the
// last top placed marked, the square a hint gave, the tiles being placed
// and the cursor.
func (p *Page) squares() []ui.Square {
	s := p.session
	if s == nil || s.State == nil {
		return ui.Squares(nil, nil)
	}
	var latest []game.Placed
	if s.Last != nil {
		latest, _ = ui.MoveSquares(s.Last.Top)
	}
	out := ui.Squares(&s.State.Game, latest)
	if s.Over() {
		return out
	}
	if c := s.Clue(topping.HintSquare); c != nil {
		if r, err := board.ParseRef(c.Square); err == nil {
			out[r.Index()].Hint = true
		}
	}
	ui.ShowPlacing(out, &s.Placement)
	if len(s.Placed) == 0 {
		// The move typed in the field, drawn as it is typed.
		typed, _ := ui.Typed(&s.State.Game, s.Entry)
		for _, pl := range typed {
			out[pl.Square] = ui.Square{Tile: pl.Tile, Kind: ui.Placing, Hint: out[pl.Square].Hint}
		}
	}
	return out
}
