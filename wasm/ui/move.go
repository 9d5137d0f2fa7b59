package ui

import (
	"fmt"
	"strconv"
	"strings"

	"duplicata/engine/bag"
	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/tile"
	"duplicata/wasm/ui/french"
	"duplicata/wasm/ui/play"
)

// ErrEntry is a typed move that is not "MOT H4".
var ErrEntry = fmt.Errorf("écrivez le mot puis sa référence, par exemple : MOT H4 (horizontal) ou MOT 4H (vertical)")

// ParseEntry reads a move typed as "MOT H4" or "H4 MOT" (ballot.ParseEntry):
// capitals are tiles and lowercase letters the letters a joker stands for;
// a word typed all in lowercase is read as capitals, unless the draw has a
// joker for each of its letters (jokers: the draw's count); accents are
// dropped (« ÉTÉ » is ETE).
func ParseEntry(s string, jokers int) (word, ref string, err error) {
	word, ref, err = ballot.ParseEntry(tile.Fold(s), jokers)
	if err != nil || ref == "" {
		return "", "", ErrEntry
	}
	return word, ref, nil
}

// Jokers is how many jokers a draw holds: the entry reads a word typed all
// in lowercase as jokers only when there are enough.
func Jokers(d bag.Draw) int { return int(d.Rack()[tile.Joker]) }

// ErrBallot is a typed competition ballot that cannot be read.
var ErrBallot = fmt.Errorf("écrivez le mot, puis sa référence (H4 horizontal, 4H vertical) ; ou le mot seul ; ou le mot avec ses lettres de raccord entre crochets, par exemple R[SSE.]IZ")

// ParseBallot reads a competition ballot (ballot.ParseBallot): "MOT H4",
// "H4 MOT", "MOT" alone (a ballot may lack its reference: it is then
// judged by its score, §6.6), or the word with its connecting letters in
// brackets ("R[SSE.]IZ", §5.3.2).
func ParseBallot(s string, jokers int) (ballot.Ballot, error) {
	b, err := ballot.ParseBallot(s, jokers)
	if err != nil {
		return ballot.Ballot{}, ErrBallot
	}
	return b, nil
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
	if st == nil {
		return nil, false
	}
	// Read here rather than with ballot.ParseEntry, which wants a whole
	// word: the move is drawn from its first letter on.
	f := strings.Fields(tile.Fold(entry))
	if len(f) != 2 {
		return nil, false
	}
	word, ref := f[0], f[1]
	if _, err := board.ParseRef(f[1]); err != nil {
		word, ref = f[1], f[0]
	}
	if word == strings.ToLower(word) && Jokers(st.Draw) < len(word) {
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
