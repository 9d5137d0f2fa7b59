package share

import (
	"errors"
	"fmt"
	"slices"

	"duplicata/engine/game"
	"duplicata/engine/lexicon"
)

// Config is the game the link opens: its draws, formula, and for a game in
// progress its mode and rhythm.
func (l Link) Config() game.Config {
	cfg := game.Config{Seed: l.Seed, Formula: l.Formula, Draws: slices.Clone(l.Draws)}
	if l.Play != nil {
		cfg.Mode, cfg.Rhythm = l.Play.Mode, l.Play.Rhythm
	}
	return cfg
}

// ErrReplay is what every ReplayError is (errors.Is): the link's moves are
// not a game the engine plays.
var ErrReplay = errors.New("share: the link's moves do not replay")

// ErrOver is a move after the game's end.
var ErrOver = errors.New("the game is over")

// ReplayError is a link whose moves do not replay: the turn where it
// failed, and why (a *game.MoveError for a move the board refuses,
// ErrOver for a move past the game's end, or the game's error).
type ReplayError struct {
	Turn int
	Err  error
}

func (e *ReplayError) Error() string {
	return fmt.Sprintf("share: turn %d does not replay: %v", e.Turn, e.Err)
}

// Unwrap makes a ReplayError both ErrReplay and its cause.
func (e *ReplayError) Unwrap() []error { return []error{ErrReplay, e.Err} }

// Replay starts the link's game under lex and plays its moves, each turn's
// ballot then its top on the board, as the player did: the game then
// stands where the link says (Play.Revealed), or is over. A link with no
// Play is the game at its first draw, in training and untimed. The link's
// Lexicon is not checked against lex: under another lexicon the tops, and
// so the boards, may differ, and a move may no longer replay. A move that
// does not replay is a *ReplayError; an error of game.New (a formula or
// draws the game refuses) is returned as it is.
func Replay(lex *lexicon.Lexicon, l Link) (*game.Game, error) {
	g, err := game.New(lex, l.Config())
	if err != nil {
		return nil, err
	}
	if l.Play == nil {
		return g, nil
	}
	for i, b := range l.Play.Moves {
		turn := i + 1
		if i > 0 {
			if err := g.Next(); err != nil {
				return nil, &ReplayError{Turn: i, Err: err}
			}
		}
		if g.Phase() != game.Playing {
			return nil, &ReplayError{Turn: turn, Err: ErrOver}
		}
		b.Anchors = slices.Clone(b.Anchors)
		if _, err := g.Play(b); err != nil {
			return nil, &ReplayError{Turn: turn, Err: err}
		}
	}
	if n := len(l.Play.Moves); n > 0 && !l.Play.Revealed {
		if err := g.Next(); err != nil {
			return nil, &ReplayError{Turn: n, Err: err}
		}
	}
	return g, nil
}

// Of is the link of a game in progress or over, as its state stands: its
// game, its mode and rhythm, and the ballot of every turn played (for
// Replay). lexicon is what the link says of the game's lexicon (see
// Link.Lexicon). A game whose links Validate refuses (a ballot of a
// hundred letters, say) gives such a link: the caller checks.
func Of(st game.State, lexicon string) Link {
	l := Link{Seed: st.Seed, Formula: st.Formula, Lexicon: lexicon}
	if st.Draws != nil {
		l.Seed, l.Draws = 0, slices.Clone(st.Draws)
	}
	pl := &Play{Mode: st.Mode, Rhythm: st.Rhythm, Revealed: st.Phase == game.Revealed}
	if pl.Mode == "" {
		pl.Mode = game.Training
	}
	competition := pl.Mode == game.Competition
	for i, r := range st.Results {
		var b game.Ballot
		switch {
		case r.Ballot != nil && competition:
			b = *r.Ballot
			b.Anchors = slices.Clone(b.Anchors)
			if len(b.Anchors) == 0 {
				b.Anchors = nil
			}
		case i < len(st.Record.Turns) && st.Record.Turns[i].Played != nil:
			// A training move, or a competition game saved before
			// results kept their ballots: the move paid, as written.
			p := st.Record.Turns[i].Played
			b = game.Ballot{Word: p.Word, Ref: p.Ref, Millis: p.Millis}
			if competition {
				b.Claimed = p.Claimed
			}
		}
		pl.Moves = append(pl.Moves, b)
	}
	l.Play = pl
	return l
}
