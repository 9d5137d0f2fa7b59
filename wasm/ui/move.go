package ui

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/tile"
	"duplicata/wasm/ui/french"
	"duplicata/wasm/ui/play"
)

// refPattern is a reference: H4 across, 4H down.
var refPattern = regexp.MustCompile(`^([A-Oa-o](1[0-5]|[1-9])|(1[0-5]|[1-9])[A-Oa-o])$`)

// ErrEntry is a typed move that is not "MOT H4".
var ErrEntry = fmt.Errorf("écrivez le mot puis sa référence, par exemple : MOT H4 (horizontal) ou MOT 4H (vertical)")

// ParseEntry reads a move typed as "MOT H4" or "H4 MOT". Capitals are
// tiles and lowercase letters the letters a joker stands for; a word typed
// all in lowercase is read as capitals (no joker); accents are dropped
// (« ÉTÉ » is ETE).
func ParseEntry(s string) (word, ref string, err error) {
	f := strings.Fields(tile.Fold(s))
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

// SquareName is a square's name: "H8".
func SquareName(sq int) string {
	return fmt.Sprintf("%c%d", 'A'+sq/board.Size, sq%board.Size+1)
}

// FormulaName is a formula's French name, or its id.
func FormulaName(id string) string {
	if f, err := game.ParseFormula(id); err == nil {
		return f.Name
	}
	return id
}

// Deficit writes the négatif: "0" or "−12".
func Deficit(d int) string {
	if d == 0 {
		return "0"
	}
	return "−" + strconv.Itoa(d)
}

// GameNumber names a game: its number, or "partie importée" for a game
// played on imported draws.
func GameNumber(st *game.State) string {
	if len(st.Draws) > 0 {
		return "partie importée"
	}
	return "partie n° " + strconv.FormatUint(st.Seed, 10)
}

// Points is the French word for n points: "point" for 0 and ±1.
func Points(n int) string { return french.Points.Form(n) }

// Typed lays out the move being typed in the "MOT H4" field, to draw it on
// the board as it is typed and score it live: once a reference is typed
// (before or after the word), the tiles the word's letters put on the
// board, the board's letters typed through. It gives nothing while no
// reference is typed, and the tiles it could lay when the word goes wrong
// (the worker says why at submission).
func Typed(st *game.State, entry string) (placed []game.Placed, down bool) {
	f := strings.Fields(tile.Fold(entry))
	if st == nil || len(f) == 0 || len(f) > 2 {
		return nil, false
	}
	var word, ref string
	switch {
	case len(f) == 1:
		return nil, false
	case refPattern.MatchString(f[1]):
		word, ref = f[0], f[1]
	case refPattern.MatchString(f[0]):
		word, ref = f[1], f[0]
	default:
		return nil, false
	}
	if word == strings.ToLower(word) {
		word = strings.ToUpper(word)
	}
	var b board.Board
	for sq := range b.Sq {
		b.Sq[sq] = play.BoardTile(st, sq)
	}
	placed, _ = game.Lay(&b, st.Draw.Rack(), word, ref)
	r, err := board.ParseRef(ref)
	return placed, err == nil && r.Down
}
