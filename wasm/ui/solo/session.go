package solo

import (
	"slices"

	"duplicata/wasm/ui"

	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/tile"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui/play"
)

// Session is the game on screen, in one place: the engine's state as the
// worker last sent it, and what the player is doing with this turn. The
// page saves it after every action (localStorage, key Key) and a
// reopened tab resumes from it.
type Session struct {
	State  *game.State   `json:"state,omitempty"`
	Result *game.Result  `json:"result,omitempty"` // the turn's result, once revealed
	Best   []record.Move `json:"best,omitempty"`   // the draw's best moves, once revealed: the list's first page, or all of it
	BestOf int           `json:"bestOf,omitempty"` // the draw's legal moves, of which the list holds the first
	// BestMoves and BestLines are the whole list's moves and lines (a
	// word at a place, joker variants folded): Best holds its first page
	// only while it is shorter (Partial).
	BestMoves int           `json:"bestMoves,omitempty"`
	BestLines int           `json:"bestLines,omitempty"`
	Summary   *game.Summary `json:"summary,omitempty"` // once the game is over

	// The tiles put on the board this turn, the cursor (its JSON fields
	// are the session's: placed, cursor, down).
	play.Placement

	// The clock. Left is the time left this turn (timed games); it does
	// not run while the app is closed: a reopened game goes on with the
	// time it had. Spent is the time taken this turn.
	LeftMs  int64 `json:"leftMs"`
	SpentMs int64 `json:"spentMs"`

	Entry   string `json:"entry,omitempty"`   // the move typed, "MOT H4"
	Claimed string `json:"claimed,omitempty"` // the score announced (competition)
	Shown   int    `json:"shown"`             // the best move shown on the board after a reveal (0: the top, ShowYours: the player's)
	// F12Word and F12Score are the correction's F12 question as typed,
	// F12 its answer.
	F12Word  string `json:"f12Word,omitempty"`
	F12Score string `json:"f12Score,omitempty"`
	F12      *F12   `json:"f12,omitempty"`
	// Studied is the move of the full analysis shown on the board after a
	// reveal, over Shown; nil: none.
	Studied *record.Move `json:"studied,omitempty"`
	// Hint is the answer to « Y a-t-il un scrabble ? » this turn: "" not
	// asked, "yes" or "no".
	Hint  string `json:"hint,omitempty"`
	Saved bool   `json:"saved,omitempty"` // the finished game is in the library
	// Paused stops the clock and hides the board and the rack (training
	// only: a competition turn runs like the club's clock).
	Paused bool `json:"paused,omitempty"`

	// Club is the club game this is, whose result is sent at the end
	// (ui.ClubGame, the outbox); nil for a game of one's own.
	Club *ui.ClubGame `json:"club,omitempty"`
}

// Key is the session's localStorage key.
const Key = "duplicata.session"

// NewSession is the session of a game the engine has just started.
func NewSession(st *game.State) *Session {
	s := &Session{State: st}
	s.startTurn()
	return s
}

// startTurn readies the session for the state's turn.
func (s *Session) startTurn() {
	s.Result, s.Best, s.BestOf, s.Entry, s.Claimed, s.Shown, s.Studied, s.Hint = nil, nil, 0, "", "", 0, nil, ""
	s.BestMoves, s.BestLines = 0, 0
	s.F12Word, s.F12Score, s.F12 = "", "", nil
	s.Placement.Reset()
	s.LeftMs = int64(s.State.Rhythm) * 1000
	s.SpentMs = 0
}

// Update takes the engine's new state. A new turn resets the placement
// and the clock.
func (s *Session) Update(st *game.State) {
	newTurn := s.State == nil || st.Turn != s.State.Turn || (s.State.Phase != game.Playing && st.Phase == game.Playing)
	s.State = st
	if newTurn {
		s.startTurn()
	}
}

// Timed reports whether the game has a clock.
func (s *Session) Timed() bool { return s.State != nil && s.State.Rhythm > 0 }

// Phase is where the game stands; "" with no game.
func (s *Session) Phase() game.Phase {
	if s == nil || s.State == nil {
		return ""
	}
	return s.State.Phase
}

// Encode and DecodeSession are the saved form.
func (s *Session) Encode() string { return ui.Encode(s) }

// DecodeSession reads a saved session; a session that is not a game in
// progress or over is an error.
func DecodeSession(data string) (*Session, error) {
	return ui.Decode(data, func(s *Session) bool { return s.State != nil && s.State.Phase != "" })
}

// RackTiles lists the draw's tiles, the leave first, marking those the
// placement uses.
func (s *Session) RackTiles() []ui.RackTile { return s.Placement.RackTiles(s.State) }

// Free reports whether the rack has an unused tile of letter l.
func (s *Session) Free(l tile.Letter) bool { return s.Placement.Free(s.State, l) }

// BoardTile is the tile on a square of the saved board, tile.Empty if none.
func (s *Session) BoardTile(sq int) tile.Tile { return play.BoardTile(s.State, sq) }

// Put places t on the cursor's square and moves the cursor on (see
// play.Placement.Put).
func (s *Session) Put(t tile.Tile) bool { return s.Placement.Put(s.State, t) }

// takeBest keeps the revealed turn's list as the worker sent it: its
// first page, and the whole list's counts (protocol.GameState). A session
// resumed at its correction keeps the whole list it saved, if it had it:
// it is the same list (Shown is an index in it).
func (s *Session) takeBest(r protocol.GameState) {
	saved := s.Best
	s.Best, s.BestOf, s.BestMoves, s.BestLines = r.Best, r.BestOf, r.BestMoves, r.BestLines
	if s.Phase() == game.Revealed && len(saved) == s.BestMoves && len(saved) > len(s.Best) {
		s.Best = saved
	}
}

// Partial reports whether Best holds only the first page of the revealed
// turn's list: the rest is asked for when wanted (Page.moreBest).
func (s *Session) Partial() bool { return len(s.Best) < s.BestMoves }

// takeAllBest replaces the list's first page with the whole list, Shown
// following the move it showed there.
func (s *Session) takeAllBest(all []record.Move) {
	if s.Shown > 0 && s.Shown < len(s.Best) {
		shown := s.Best[s.Shown]
		s.Shown = max(0, slices.Index(all, shown))
	}
	s.Best = all
}

// Shown is the move shown on the board after a reveal: the top, or the
// best move the player tapped.
func (s *Session) ShownMove() *record.Move {
	if s.Phase() != game.Revealed {
		return nil
	}
	if s.Studied != nil {
		return s.Studied
	}
	if t := s.Turn(); s.Shown == ShowYours && t != nil && t.Played != nil && t.Played.Ref != "" {
		return &t.Played.Move
	}
	if s.Shown > 0 && s.Shown < len(s.Best) {
		return &s.Best[s.Shown]
	}
	if t := s.Turn(); t != nil && t.Top != nil {
		return t.Top
	}
	return nil
}

// Turn is the record of the turn in play, nil if none.
func (s *Session) Turn() *record.Turn {
	if s.State == nil || len(s.State.Record.Turns) == 0 {
		return nil
	}
	return &s.State.Record.Turns[len(s.State.Record.Turns)-1]
}
