package ui

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/tile"
	"duplicata/wasm/ui/play"
)

// placed is called after every change to the tiles placed.
func (p *Page) placed(ctx app.Context) {
	p.message, p.pass = "", false
	p.score(ctx)
	p.save()
}

// clock runs the turn's time; at zero the move placed or typed is handed
// in. The session is saved every second.
func (p *Page) clock(ctx app.Context) {
	now := time.Now()
	dt := now.Sub(p.last).Milliseconds()
	p.last = now
	s := p.session
	// Until the worker holds the game (the engine loading, the saved game
	// resuming), the clock waits: a hand-in now would reach no game, and
	// the wait is not the player's time.
	if s == nil || !p.ready || p.setup || p.busy || s.Phase() != game.Playing {
		if !p.clubChanged() {
			ctx.PreventUpdate()
		}
		return
	}
	before := s.SpentMs / 1000
	s.SpentMs += dt
	if s.Timed() {
		was := s.LeftMs
		s.LeftMs -= dt
		if was > 30_000 && s.LeftMs <= 30_000 {
			p.message = "Plus que 30 secondes !"
		}
		if s.LeftMs <= 0 {
			s.LeftMs = 0
			p.picking = -1
			p.submit(ctx, true, false)
			return
		}
	}
	if s.SpentMs/1000 != before {
		p.save()
	} else {
		ctx.PreventUpdate()
	}
}

// follow takes up what a play-area action did.
func (p *Page) follow(ctx app.Context, o play.Outcome) {
	switch o.Effect {
	case play.Ignored:
		ctx.PreventUpdate()
	case play.Changed:
		p.placed(ctx)
	case play.Moved:
		p.save()
	case play.Submit:
		p.submit(ctx, false, true)
	case play.Pick:
		p.focus = "pick-A"
	case play.Refused:
		p.message = o.Message
	}
}

// key handles the keyboard with the play area's one handler
// (play.Placement.Key); Enter hands the move in.
func (p *Page) key(ctx app.Context, e app.Value) {
	s := p.session
	if p.setup || s == nil || s.Phase() != game.Playing || p.busy {
		ctx.PreventUpdate()
		return
	}
	o := s.Key(s.State, keyOf(e), &p.picking)
	p.follow(ctx, o)
	if o.Effect != play.Ignored {
		e.Call("preventDefault")
	}
}

// pick puts the rack's i-th tile on the cursor's square.
func (p *Page) pick(ctx app.Context, i int) {
	tiles := p.session.RackTiles()
	if i < 0 || i >= len(tiles) || tiles[i].Used {
		return
	}
	p.drop(ctx, p.session.Cursor, i)
}

// drop puts the rack's i-th tile on square sq; a joker asks for its
// letter first.
func (p *Page) drop(ctx app.Context, sq, i int) {
	s := p.session
	if s.Phase() != game.Playing {
		return
	}
	p.follow(ctx, s.Drop(s.State, sq, i, &p.picking))
}

// chooseJoker places the joker waiting for its letter.
func (p *Page) chooseJoker(ctx app.Context, l tile.Letter) {
	p.follow(ctx, p.session.Choose(p.session.State, l, &p.picking))
}

// tap handles a tap on a square: a placed tile goes back to the rack; an
// empty square takes the cursor, or turns it.
func (p *Page) tap(ctx app.Context, sq int) {
	s := p.session
	if s == nil || s.Phase() != game.Playing || p.busy {
		return
	}
	if s.Take(sq) {
		s.Cursor = sq
		p.placed(ctx)
		return
	}
	if s.free(sq) {
		s.Aim(sq)
		p.message = ""
		p.save()
	}
}

// squares is what the board shows.
func (p *Page) squares() []Square {
	s := p.session
	out := make([]Square, board.Size*board.Size)
	if s == nil || s.State == nil {
		return out
	}
	for sq := range out {
		out[sq].Tile = s.BoardTile(sq)
	}
	if t := lastTop(s); t != nil {
		for _, pl := range t {
			out[pl.Square].Kind = Latest
		}
	}
	switch s.Phase() {
	case game.Playing:
		for _, pl := range s.Placed {
			out[pl.Square] = Square{Tile: pl.Tile, Kind: Placing}
		}
		if s.Cursor >= 0 && s.Cursor < len(out) {
			out[s.Cursor].Cursor, out[s.Cursor].Down = true, s.Down
		}
	case game.Revealed:
		if m := s.ShownMove(); m != nil {
			if sqs, err := MoveSquares(*m); err == nil {
				for _, pl := range sqs {
					if out[pl.Square].Tile == tile.Empty {
						out[pl.Square] = Square{Tile: pl.Tile, Kind: Showing}
					}
				}
			}
		}
	}
	return out
}

// lastTop is the squares of the top placed at the end of the last turn.
func lastTop(s *Session) []game.Placed {
	turns := s.State.Record.Turns
	n := len(turns) - 1 // the turn in play
	if s.Phase() == game.Over {
		n = len(turns)
	}
	if n < 1 || turns[n-1].Top == nil {
		return nil
	}
	sqs, err := MoveSquares(*turns[n-1].Top)
	if err != nil {
		return nil
	}
	return sqs
}
