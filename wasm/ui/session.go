package ui

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/tile"
)

// Session is the game on screen, in one place: the engine's state as the
// worker last sent it, and what the player is doing with this turn. The
// page saves it after every action (localStorage, key SessionKey) and a
// reopened tab resumes from it.
type Session struct {
	State   *game.State   `json:"state,omitempty"`
	Result  *game.Result  `json:"result,omitempty"`  // the turn's result, once revealed
	Best    []record.Move `json:"best,omitempty"`    // the draw's best moves, once revealed
	Summary *game.Summary `json:"summary,omitempty"` // once the game is over

	Placed []game.Placed `json:"placed,omitempty"` // tiles put on the board this turn
	Cursor int           `json:"cursor"`           // the square the next letter goes on; -1: none
	Down   bool          `json:"down"`             // the cursor's direction

	// The clock. Left is the time left this turn (timed games); it does
	// not run while the app is closed: a reopened game goes on with the
	// time it had. Spent is the time taken this turn.
	LeftMs  int64 `json:"leftMs"`
	SpentMs int64 `json:"spentMs"`

	Entry   string `json:"entry,omitempty"`   // the move typed, "MOT H4"
	Claimed string `json:"claimed,omitempty"` // the score announced (competition)
	Shown   int    `json:"shown"`             // the best move shown on the board after a reveal (0: the top)
	Saved   bool   `json:"saved,omitempty"`   // the finished game is in the library
}

// SessionKey is the session's localStorage key.
const SessionKey = "duplicata.session"

// NewSession is the session of a game the engine has just started.
func NewSession(st *game.State) *Session {
	s := &Session{State: st}
	s.startTurn()
	return s
}

// startTurn readies the session for the state's turn.
func (s *Session) startTurn() {
	s.Result, s.Best, s.Placed, s.Entry, s.Claimed, s.Shown = nil, nil, nil, "", "", 0
	s.Cursor, s.Down = -1, false
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
func (s *Session) Encode() string {
	b, _ := json.Marshal(s)
	return string(b)
}

// DecodeSession reads a saved session; a session that is not a game in
// progress or over is an error.
func DecodeSession(data string) (*Session, error) {
	var s Session
	if err := json.Unmarshal([]byte(data), &s); err != nil {
		return nil, err
	}
	if s.State == nil || s.State.Phase == "" {
		return nil, fmt.Errorf("no game")
	}
	return &s, nil
}

// RackTile is one tile of the draw as the rack shows it.
type RackTile struct {
	Letter tile.Letter // tile.Joker for a joker
	New    bool        // drawn this turn, not left from the last one
	Used   bool        // put on the board
}

// RackTiles lists the draw's tiles, the leave first, marking those the
// placement uses.
func (s *Session) RackTiles() []RackTile {
	if s.State == nil {
		return nil
	}
	d := s.State.Draw
	var out []RackTile
	for l := tile.Letter(1); l <= tile.NumLetters; l++ {
		for range d.Leave[l] {
			out = append(out, RackTile{Letter: l})
		}
	}
	for range d.Leave[tile.Joker] {
		out = append(out, RackTile{Letter: tile.Joker})
	}
	for _, l := range d.New {
		out = append(out, RackTile{Letter: l, New: true})
	}
	for _, p := range s.Placed {
		want := p.Tile.Letter()
		if p.Tile.IsBlank() {
			want = tile.Joker
		}
		for i := range out {
			if !out[i].Used && out[i].Letter == want {
				out[i].Used = true
				break
			}
		}
	}
	return out
}

// Free reports whether the rack has an unused tile of letter l.
func (s *Session) Free(l tile.Letter) bool {
	for _, t := range s.RackTiles() {
		if !t.Used && t.Letter == l {
			return true
		}
	}
	return false
}

// BoardTile is the tile on a square of the saved board, tile.Empty if none.
func (s *Session) BoardTile(sq int) tile.Tile {
	if s.State == nil || len(s.State.Board) != board.Size {
		return tile.Empty
	}
	row := s.State.Board[sq/board.Size]
	if c := sq % board.Size; c < len(row) {
		t, err := board.ParseTile(rune(row[c]))
		if err == nil {
			return t
		}
	}
	return tile.Empty
}

// PlacedAt is the index in Placed of the tile on sq, or -1.
func (s *Session) PlacedAt(sq int) int {
	for i, p := range s.Placed {
		if p.Square == sq {
			return i
		}
	}
	return -1
}

// free reports whether sq is on the board and holds no tile, on the board
// or placed.
func (s *Session) free(sq int) bool {
	return sq >= 0 && sq < board.Size*board.Size && s.BoardTile(sq) == tile.Empty && s.PlacedAt(sq) < 0
}

// Aim puts the cursor on sq; aiming at the cursor again turns it.
func (s *Session) Aim(sq int) {
	if sq == s.Cursor {
		s.Down = !s.Down
		return
	}
	s.Cursor = sq
}

// Put places t on the cursor's square and moves the cursor on, over the
// tiles already there. It reports false when there is no free square
// under the cursor.
func (s *Session) Put(t tile.Tile) bool {
	if !s.free(s.Cursor) {
		return false
	}
	s.Placed = append(s.Placed, game.Placed{Square: s.Cursor, Tile: t})
	s.advance()
	return true
}

// advance moves the cursor to the next free square in its direction, or
// off (-1) at the edge.
func (s *Session) advance() {
	r, c := s.Cursor/board.Size, s.Cursor%board.Size
	for {
		if s.Down {
			r++
		} else {
			c++
		}
		if r >= board.Size || c >= board.Size {
			s.Cursor = -1
			return
		}
		if sq := r*board.Size + c; s.free(sq) {
			s.Cursor = sq
			return
		}
	}
}

// Undo takes back the last tile placed; the cursor goes back to its square.
func (s *Session) Undo() {
	if n := len(s.Placed); n > 0 {
		s.Cursor = s.Placed[n-1].Square
		s.Placed = s.Placed[:n-1]
	}
}

// Clear takes back every tile placed; the cursor goes back to the first.
func (s *Session) Clear() {
	if len(s.Placed) > 0 {
		s.Cursor = s.Placed[0].Square
	}
	s.Placed = nil
}

// Take removes the placed tile on sq, if any.
func (s *Session) Take(sq int) bool {
	i := s.PlacedAt(sq)
	if i < 0 {
		return false
	}
	s.Placed = append(s.Placed[:i], s.Placed[i+1:]...)
	return true
}

// refPattern is a reference: H4 across, 4H down.
var refPattern = regexp.MustCompile(`^([A-Oa-o](1[0-5]|[1-9])|(1[0-5]|[1-9])[A-Oa-o])$`)

// ErrEntry is a typed move that is not "MOT H4".
var ErrEntry = fmt.Errorf("écrivez le mot puis sa référence, par exemple : MOT H4 (horizontal) ou MOT 4H (vertical)")

// ParseEntry reads a move typed as "MOT H4" or "H4 MOT". Capitals are
// tiles and lowercase letters the letters a joker stands for; a word typed
// all in lowercase is read as capitals (no joker).
func ParseEntry(s string) (word, ref string, err error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return "", "", ErrEntry
	}
	word, ref = f[0], f[1]
	if refPattern.MatchString(word) && !refPattern.MatchString(ref) {
		word, ref = ref, word
	}
	if !refPattern.MatchString(ref) {
		return "", "", ErrEntry
	}
	for _, r := range word {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z') {
			return "", "", ErrEntry
		}
	}
	if word == strings.ToLower(word) {
		word = strings.ToUpper(word)
	}
	return word, strings.ToUpper(ref), nil
}

// MoveSquares lays a recorded move out on the board: the square of each
// of its letters and the tile written there.
func MoveSquares(m record.Move) ([]game.Placed, error) {
	r, err := board.ParseRef(m.Ref)
	if err != nil {
		return nil, err
	}
	var out []game.Placed
	for i, ch := range m.Word {
		t, err := board.ParseTile(ch)
		if err != nil {
			return nil, err
		}
		row, col := r.Row, r.Col+i
		if r.Down {
			row, col = r.Row+i, r.Col
		}
		if row >= board.Size || col >= board.Size {
			return nil, fmt.Errorf("%s %s runs off the board", m.Word, m.Ref)
		}
		out = append(out, game.Placed{Square: row*board.Size + col, Tile: t})
	}
	return out, nil
}

// Shown is the move shown on the board after a reveal: the top, or the
// best move the player tapped.
func (s *Session) ShownMove() *record.Move {
	if s.Phase() != game.Revealed {
		return nil
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

// SquareName is a square's name: "H8".
func SquareName(sq int) string {
	return fmt.Sprintf("%c%d", 'A'+sq/board.Size, sq%board.Size+1)
}
