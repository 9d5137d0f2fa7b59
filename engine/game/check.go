package game

import (
	"errors"
	"fmt"
	"strings"

	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// Problem says why a proposed move is not legal. The UI turns each into a
// message in French; the engine only names it.
type Problem int

const (
	BadReference  Problem = iota + 1 // the reference cannot be read
	BadWord                          // not 2 to 15 letters A–Z (lowercase for jokers); for Placement, a tile that is not a letter
	OffBoard                         // the word runs off the board; for Placement, a square outside it
	Mismatch                         // a letter differs from the tile already on its square
	NotWhole                         // a tile touches the word's first or last letter in its line: the word is longer
	NothingPlaced                    // every letter is already on the board; for Placement, no tile put
	NotOnRack                        // a letter (or a joker) the draw does not have
	TooManyTiles                     // more tiles than the formula lets one move place
	NotConnected                     // touches no tile on the board
	MissesCentre                     // the first move must cover H8
	NotAWord                         // a word formed is not in the lexicon
	// Problems of tiles put on the board (Placement).
	NotInLine // the tiles are not all on one row or one column
	Gap       // an empty square lies between the tiles
	Occupied  // a square already holds a tile, or two tiles are put on one square
)

// MoveError is a proposed move that is not legal, with what is wrong.
type MoveError struct {
	Problem Problem
	Word    string // the word not in the lexicon, for NotAWord
	Letter  rune   // the letter missing from the draw, for NotOnRack ('?' for a joker)
	Err     error  // the underlying error, for BadReference
}

func (e *MoveError) Error() string {
	switch e.Problem {
	case BadReference:
		return fmt.Sprintf("game: %v", e.Err)
	case BadWord:
		return "game: a word is 2 to 15 letters"
	case OffBoard:
		return "game: the word runs off the board"
	case Mismatch:
		return "game: a letter differs from the tile on its square"
	case NotWhole:
		return "game: the word goes on past the letters given"
	case NothingPlaced:
		return "game: the move places no tile"
	case NotOnRack:
		return fmt.Sprintf("game: %c is not in the draw", e.Letter)
	case TooManyTiles:
		return "game: more tiles than one move may place"
	case NotConnected:
		return "game: the word touches no tile on the board"
	case MissesCentre:
		return "game: the first word must cover H8"
	case NotAWord:
		return fmt.Sprintf("game: %s is not in the lexicon", e.Word)
	case NotInLine:
		return "game: the tiles are not on one row or one column"
	case Gap:
		return "game: an empty square lies between the tiles"
	case Occupied:
		return "game: a square already holds a tile"
	}
	return "game: illegal move"
}

// ErrIllegal matches every *MoveError with errors.Is.
var ErrIllegal = errors.New("game: illegal move")

func (e *MoveError) Is(target error) bool { return target == ErrIllegal }

// Check reads a proposed move — a word written in full as on a ballot
// (lowercase for the letters a joker stands for) and its reference — checks
// it on the board against the draw and the lexicon, and scores it. On an
// empty board the move may be written either way; it must cover H8.
func Check(b *board.Board, lex *lexicon.Lexicon, draw tile.Rack, p movegen.Params, word, ref string) (board.Move, error) {
	m, err := Read(b, draw, p, word, ref)
	if err != nil {
		return m, err
	}
	// Every word formed: the main word, then each cross word.
	if !lex.ContainsLetters(letters(m.Word[:m.Len])) {
		return m, &MoveError{Problem: NotAWord, Word: strings.ToUpper(m.WordString())}
	}
	for i := 0; i < m.Len; i++ {
		if m.Placed&(1<<i) == 0 {
			continue
		}
		if w := b.CrossWord(m.Square(i), m.Word[i].Letter(), m.Down); len(w) > 1 && !lex.ContainsLetters(w) {
			return m, &MoveError{Problem: NotAWord, Word: tile.Spell(w)}
		}
	}
	m.Score = b.Score(&m, p.Bonus)
	return m, nil
}

// Read is Check without the lexicon: it reads a move and checks where it
// goes — on the board, whole, connected, with tiles from the draw — but not
// its words, and does not score it. A replay places a recorded move this
// way even when the lexicon in use does not have its words.
func Read(b *board.Board, draw tile.Rack, p movegen.Params, word, ref string) (board.Move, error) {
	var m board.Move
	r, err := board.ParseRef(ref)
	if err != nil {
		return m, &MoveError{Problem: BadReference, Err: err}
	}
	word = strings.TrimSpace(word)
	if len(word) < lexicon.MinWordLen || len(word) > lexicon.MaxWordLen {
		return m, &MoveError{Problem: BadWord}
	}
	m.Ref, m.Len = r, len(word)
	dr, dc := 0, 1
	if r.Down {
		dr, dc = 1, 0
	}
	if r.Row+dr*(m.Len-1) >= board.Size || r.Col+dc*(m.Len-1) >= board.Size {
		return m, &MoveError{Problem: OffBoard}
	}
	need := draw
	placed, touches, centre := 0, false, false
	for i, ch := range []byte(word) {
		t, err := board.ParseTile(rune(ch))
		if err != nil {
			return m, &MoveError{Problem: BadWord}
		}
		row, col := r.Row+dr*i, r.Col+dc*i
		on := b.At(row, col)
		if on != tile.Empty {
			if on.Letter() != t.Letter() {
				return m, &MoveError{Problem: Mismatch}
			}
			m.Word[i] = on
			touches = true
			continue
		}
		m.Word[i] = t
		m.Placed |= 1 << i
		placed++
		centre = centre || row*board.Size+col == board.Centre
		use := t.RackLetter()
		if need[use] == 0 {
			return m, &MoveError{Problem: NotOnRack, Letter: use.Rune()}
		}
		need[use]--
		// A placed tile touching the board across the line connects the move.
		if b.At(row-dc, col-dr) != tile.Empty || b.At(row+dc, col+dr) != tile.Empty {
			touches = true
		}
	}
	if b.At(r.Row-dr, r.Col-dc) != tile.Empty || b.At(r.Row+dr*m.Len, r.Col+dc*m.Len) != tile.Empty {
		return m, &MoveError{Problem: NotWhole}
	}
	if placed == 0 {
		return m, &MoveError{Problem: NothingPlaced}
	}
	if placed > p.MaxTiles {
		return m, &MoveError{Problem: TooManyTiles}
	}
	if b.IsEmpty() {
		if !centre {
			return m, &MoveError{Problem: MissesCentre}
		}
	} else if !touches {
		return m, &MoveError{Problem: NotConnected}
	}
	return m, nil
}

func letters(ts []tile.Tile) []tile.Letter {
	out := make([]tile.Letter, len(ts))
	for i, t := range ts {
		out[i] = t.Letter()
	}
	return out
}
