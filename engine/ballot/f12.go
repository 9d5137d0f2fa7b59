package ballot

import (
	"errors"
	"fmt"

	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// Place is one place where a word makes a given score: what the arbiters'
// software shows on its F12 key.
type Place struct {
	// Move is the word as placed there, its jokers in lowercase, its
	// reference and its score.
	Move board.Move `json:"-"`
	// Words are the words it forms: the main word, then the cross words.
	Words []string `json:"words"`
	// NotAdmitted are those of Words the lexicon does not admit.
	NotAdmitted []string `json:"notAdmitted,omitempty"`
}

// Valid reports whether every word the place forms is admitted.
func (p Place) Valid() bool { return len(p.NotAdmitted) == 0 }

func (p Place) String() string {
	v := "valid"
	if !p.Valid() {
		v = fmt.Sprintf("not admitted: %v", p.NotAdmitted)
	}
	return fmt.Sprintf("%s %v (%s)", p.Move, p.Words, v)
}

// ErrWord is returned by F12 for a word that is not 2 to 15 letters.
var ErrWord = errors.New("ballot: a word is 2 to 15 letters A to Z")

// F12 lists every place and direction on board b where word makes score,
// valid or not, with the words it forms there: the arbiter's help to see
// whether a ballot located wrong could mean another place (the 2016
// examples). With a draw, the word is made of the draw's letters, with
// its jokers anywhere they may go; with none (nil), of any letters, the
// lowercase ones as jokers. A score of 0 lists every place whatever it
// makes. The places come across first, then down, each way by row and
// column.
func F12(b *board.Board, lex *lexicon.Lexicon, draw *tile.Rack, p movegen.Params, word string, score int) ([]Place, error) {
	w, marks, ok := readWord(word)
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrWord, word)
	}
	var out []Place
	for _, pl := range places(b, lex, draw, p, w, marks) {
		for _, m := range pl.markings {
			if score != 0 && m.score != score {
				continue
			}
			out = append(out, Place{Move: pl.move(m.blanks, m.score), Words: pl.words, NotAdmitted: pl.bad})
		}
	}
	return out, nil
}
