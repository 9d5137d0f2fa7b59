package solo

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/tile"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
	"duplicata/wasm/ui/play"
)

// placed is called after every change to the tiles placed.
func (p *Page) placed(ctx app.Context) {
	p.Message, p.pass = "", false
	p.score(ctx)
	p.save()
}

// Stopped reports whether the turn's clock waits: no turn under way, a
// pause, or the new-game form shown over a training game. A competition
// game's clock runs on under the form, as a club's would (issue 25: it
// stopped there, silently); the form says which (GoOnNote).
func Stopped(s *Session, setup bool) bool {
	if s == nil || s.State == nil || s.Phase() != game.Playing || s.Paused {
		return true
	}
	return setup && s.State.Mode != game.Competition
}

// clock runs the turn's time; at zero the move placed or typed is handed
// in. The session is saved every second.
func (p *Page) clock(ctx app.Context, dt int64) {
	s := p.session
	// Until the worker holds the game (the engine loading, the saved game
	// resuming), the clock waits: a hand-in now would reach no game, and
	// the wait is not the player's time.
	if !p.Ready || p.Busy || Stopped(s, p.Setup) {
		if !p.clubChanged() {
			ctx.PreventUpdate()
		}
		return
	}
	before := s.SpentMs
	s.SpentMs += dt
	if s.Timed() {
		was := s.LeftMs
		s.LeftMs -= dt
		if was > 30_000 && s.LeftMs <= 30_000 {
			p.Message = french.Hurry
		}
		if s.LeftMs <= 0 {
			s.LeftMs = 0
			p.Picking = -1
			p.submit(ctx, true, false)
			return
		}
	}
	ui.Second(ctx, before, s.SpentMs, p.save)
}

// follow takes up what a play-area action did.
func (p *Page) follow(ctx app.Context, o play.Outcome) {
	switch o.Effect {
	case play.Ignored:
		ctx.PreventUpdate()
	case play.Changed:
		p.placed(ctx)
	case play.Moved:
		p.Message = o.Message
		p.save()
	case play.Submit:
		p.submit(ctx, false, true)
	case play.Pick:
		p.focus = "pick-A"
	case play.Refused:
		p.Message = o.Message
	}
}

// key handles the keyboard with the play area's one handler; Enter hands
// the move in.
func (p *Page) key(ctx app.Context, e app.Value) {
	s := p.session
	if p.Setup || s == nil || s.Phase() != game.Playing || p.Busy || s.Paused {
		ctx.PreventUpdate()
		return
	}
	p.Key(ctx, e, s.State, &s.Placement, p.follow)
}

// pick puts the rack's i-th tile on the cursor's square, or holds it
// until a square is tapped (play.Placement.Pick).
func (p *Page) pick(ctx app.Context, i int) {
	s := p.session
	if s == nil || s.Phase() != game.Playing || p.Busy {
		return
	}
	s.Input = ui.Pointer()
	p.follow(ctx, s.Pick(s.State, i, &p.Picking))
}

// drop puts the rack's i-th tile on square sq; a joker asks for its
// letter first.
func (p *Page) drop(ctx app.Context, sq, i int) {
	s := p.session
	if s.Phase() != game.Playing {
		return
	}
	s.Input = ui.Pointer()
	p.follow(ctx, s.Drop(s.State, sq, i, &p.Picking))
}

// chooseJoker places the joker waiting for its letter.
func (p *Page) chooseJoker(ctx app.Context, l tile.Letter) {
	p.follow(ctx, p.session.Choose(p.session.State, l, &p.Picking))
}

// tap handles a tap on a square: a placed tile goes back to the rack; an
// empty square takes the tile held, or the cursor, or turns it
// (play.Placement.Tap).
func (p *Page) tap(ctx app.Context, sq int) {
	s := p.session
	if s == nil || s.Phase() != game.Playing || p.Busy {
		return
	}
	s.Input = ui.Pointer()
	p.Message = ""
	p.follow(ctx, s.Tap(s.State, sq, &p.Picking))
}

// squares is what the board shows.
func (p *Page) squares() []ui.Square {
	s := p.session
	if s == nil || s.State == nil {
		return ui.Squares(nil, nil)
	}
	out := ui.Squares(s.State, lastTop(s))
	switch s.Phase() {
	case game.Playing:
		ui.ShowPlacing(out, &s.Placement)
		if len(s.Placed) == 0 {
			// The move typed in the field, drawn as it is typed.
			typed, _ := ui.Typed(s.State, p.entry)
			for _, pl := range typed {
				out[pl.Square] = ui.Square{Tile: pl.Tile, Kind: ui.Placing}
			}
		}
	case game.Revealed:
		if m := s.ShownMove(); m != nil {
			if sqs, err := ui.MoveSquares(*m); err == nil {
				for _, pl := range sqs {
					if out[pl.Square].Tile == tile.Empty {
						out[pl.Square] = ui.Square{Tile: pl.Tile, Kind: ui.Showing}
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
	sqs, err := ui.MoveSquares(*turns[n-1].Top)
	if err != nil {
		return nil
	}
	return sqs
}

// pause stops or restarts the clock, in training; the board and the rack
// are hidden meanwhile, so that the pause is not thinking time.
func (p *Page) pause(ctx app.Context) {
	s := p.session
	if s == nil || s.Phase() != game.Playing || s.State.Mode == game.Competition {
		return
	}
	s.Paused = !s.Paused
	p.Message = ""
	if s.Paused {
		p.Message = french.Paused
		p.focus = "pause"
	}
	p.save()
}

// shuffle and sortRack arrange the rack.
func (p *Page) shuffle(ctx app.Context) { p.session.Shuffle(p.session.State); p.save() }

func (p *Page) sortRack(ctx app.Context) { p.session.Sort(p.session.State); p.save() }
