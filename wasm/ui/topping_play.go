package ui

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/board"
	"duplicata/engine/tile"
	"duplicata/engine/topping"
	"duplicata/wasm/ui/play"
)

// clock runs the turn's time; at the limit the turn ends. The session is
// saved every second.
func (p *ToppingPage) clock(ctx app.Context) {
	now := time.Now()
	dt := now.Sub(p.last).Milliseconds()
	p.last = now
	s := p.session
	if !p.playing() || p.busy {
		ctx.PreventUpdate()
		return
	}
	before := s.ElapsedMs / 1000
	s.ElapsedMs += dt
	if s.ElapsedMs >= s.State.Limit {
		p.timeUp(ctx)
		return
	}
	if s.ElapsedMs/1000 != before {
		p.save()
	} else {
		ctx.PreventUpdate()
	}
}

// follow takes up what a play-area action did: the message (empty unless
// refused), and the save.
func (p *ToppingPage) follow(ctx app.Context, o play.Outcome) {
	switch o.Effect {
	case play.Ignored:
		ctx.PreventUpdate()
		return
	case play.Submit:
		p.propose(ctx)
		return
	}
	p.message = o.Message
	p.save()
}

// tap handles a tap on a square: a placed tile goes back to the rack; an
// empty square takes the cursor, or turns it.
func (p *ToppingPage) tap(ctx app.Context, sq int) {
	if !p.playing() || p.busy {
		return
	}
	s := p.session
	if s.Take(sq) {
		s.Cursor = sq
	} else if s.Open(&s.State.Game, sq) {
		s.Aim(sq)
	}
	p.follow(ctx, play.Outcome{Effect: play.Changed})
}

// drop puts the rack's i-th tile on square sq (the cursor's for a tap).
func (p *ToppingPage) drop(ctx app.Context, sq, i int) {
	if !p.playing() || p.busy {
		return
	}
	p.follow(ctx, p.session.Drop(&p.session.State.Game, sq, i, &p.picking))
}

// chooseJoker places the joker waiting for its letter.
func (p *ToppingPage) chooseJoker(ctx app.Context, l tile.Letter) {
	p.follow(ctx, p.session.Choose(&p.session.State.Game, l, &p.picking))
}

// key handles the keyboard on the board with the play area's one handler
// (play.Placement.Key); Enter proposes.
func (p *ToppingPage) key(ctx app.Context, e app.Value) {
	if !p.playing() || p.busy {
		ctx.PreventUpdate()
		return
	}
	o := p.session.Key(&p.session.State.Game, keyOf(e), &p.picking)
	p.follow(ctx, o)
	if o.Effect != play.Ignored {
		e.Call("preventDefault")
	}
}

// squares is what the board shows: the board before the turn's top, the
// last top placed marked, the tiles being placed and the cursor.
func (p *ToppingPage) squares() []Square {
	s := p.session
	out := make([]Square, board.Size*board.Size)
	if s == nil || s.State == nil {
		return out
	}
	for sq := range out {
		out[sq].Tile = play.BoardTile(&s.State.Game, sq)
	}
	if s.Last != nil {
		if sqs, err := MoveSquares(s.Last.Top); err == nil {
			for _, pl := range sqs {
				out[pl.Square].Kind = Latest
			}
		}
	}
	if s.Over() {
		return out
	}
	// The square hint bought, on the board.
	if c := s.Clue(topping.HintSquare); c != nil {
		if r, err := board.ParseRef(c.Square); err == nil {
			out[r.Index()].Hint = true
		}
	}
	for _, pl := range s.Placed {
		out[pl.Square] = Square{Tile: pl.Tile, Kind: Placing, Hint: out[pl.Square].Hint}
	}
	if s.Cursor >= 0 && s.Cursor < len(out) {
		out[s.Cursor].Cursor, out[s.Cursor].Down = true, s.Down
	}
	return out
}
