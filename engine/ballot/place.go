package ballot

import (
	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// place is one place on the board where a word fits as written: in one
// line, whole (an empty square or the edge at each end), matching the
// tiles already there, placing at least one tile and at most the formula's
// limit, connected to the board (covering H8 on the first move).
type place struct {
	ref     board.Ref
	n       int
	word    [board.Size]tile.Letter
	onBoard uint16 // bit i: the word's i-th letter is already on the board
	jokered uint16 // bit i: and a joker stands for it there (it scores 0)
	// words are the words the place forms: the main word first, then a
	// cross word for each placed tile that makes one.
	words []string
	bad   []string // the words formed that the lexicon does not admit
	// markings are the ways the draw can supply the placed letters: which
	// of them jokers stand for, and the score. Empty: the draw cannot
	// (a wrong letter, §6.4.1).
	markings []marking
}

// marking is one way of playing a place: the placed letters a joker stands
// for (bit i for the word's i-th letter), and the score it makes.
type marking struct {
	blanks uint16
	score  int
}

// valid reports whether every word the place forms is admitted.
func (p *place) valid() bool { return len(p.bad) == 0 }

// scores reports whether the place can make score s with some marking.
func (p *place) makes(s int) bool {
	for _, m := range p.markings {
		if m.score == s {
			return true
		}
	}
	return false
}

// scoreOf returns the score of the place with the given jokers, and whether
// the draw allows that marking.
func (p *place) scoreOf(blanks uint16) (int, bool) {
	for _, m := range p.markings {
		if m.blanks == blanks {
			return m.score, true
		}
	}
	return 0, false
}

// minScore and maxScore are the least and the most the place makes.
func (p *place) minScore() int {
	s := p.markings[0].score
	for _, m := range p.markings[1:] {
		s = min(s, m.score)
	}
	return s
}

func (p *place) maxScore() int {
	s := 0
	for _, m := range p.markings {
		s = max(s, m.score)
	}
	return s
}

// square returns the board index of the word's i-th letter, or of the
// square at offset (along, across) from its first letter; ok is false off
// the board.
func (p *place) square(along, across int) (int, bool) {
	r, c := p.ref.Row+across, p.ref.Col+along
	if p.ref.Down {
		r, c = p.ref.Row+along, p.ref.Col+across
	}
	if r < 0 || r >= board.Size || c < 0 || c >= board.Size {
		return 0, false
	}
	return r*board.Size + c, true
}

// move returns the place as a board move with the given jokers (placed
// letters only; a letter on the board keeps its tile) and score.
func (p *place) move(blanks uint16, score int) board.Move {
	m := board.Move{Ref: p.ref, Len: p.n, Score: score}
	blanks = blanks&^p.onBoard | p.jokered
	for i := 0; i < p.n; i++ {
		m.Word[i] = tile.TileOf(p.word[i], blanks&(1<<i) != 0)
		if p.onBoard&(1<<i) == 0 {
			m.Placed |= 1 << i
		}
	}
	return m
}

// places lists every place where the word fits on b, across and down, and
// for each the markings the draw allows (none when draw is nil: F12 asks
// for places whatever the draw, with the jokers as written).
func places(b *board.Board, lex *lexicon.Lexicon, draw *tile.Rack, p movegen.Params, word []tile.Letter, marks uint16) []place {
	var out []place
	n := len(word)
	empty := b.IsEmpty()
	for _, down := range []bool{false, true} {
		for row := range board.Size {
			for col := range board.Size {
				pl := place{ref: board.Ref{Row: row, Col: col, Down: down}, n: n}
				copy(pl.word[:], word)
				if fits(b, &pl, p, empty) {
					pl.score(b, lex, draw, p, marks)
					out = append(out, pl)
				}
			}
		}
	}
	return out
}

// fits reports whether the word fits whole at pl's reference, and fills in
// which of its letters are on the board.
func fits(b *board.Board, pl *place, p movegen.Params, empty bool) bool {
	if _, ok := pl.square(pl.n-1, 0); !ok {
		return false
	}
	if sq, ok := pl.square(-1, 0); ok && b.Sq[sq] != tile.Empty {
		return false
	}
	if sq, ok := pl.square(pl.n, 0); ok && b.Sq[sq] != tile.Empty {
		return false
	}
	placed, touches, centre := 0, false, false
	for i := 0; i < pl.n; i++ {
		sq, _ := pl.square(i, 0)
		if t := b.Sq[sq]; t != tile.Empty {
			if t.Letter() != pl.word[i] {
				return false
			}
			pl.onBoard |= 1 << i
			if t.IsBlank() {
				pl.jokered |= 1 << i
			}
			touches = true
			continue
		}
		placed++
		centre = centre || sq == board.Centre
		for _, a := range []int{-1, 1} {
			if s, ok := pl.square(i, a); ok && b.Sq[s] != tile.Empty {
				touches = true
			}
		}
	}
	if placed == 0 || placed > p.MaxTiles {
		return false
	}
	if empty {
		return centre
	}
	return touches
}

// score lists the words pl forms and the markings the draw allows, with
// their scores.
func (pl *place) score(b *board.Board, lex *lexicon.Lexicon, draw *tile.Rack, p movegen.Params, marks uint16) {
	pl.words = append(pl.words, tile.Spell(pl.word[:pl.n]))
	if !lex.ContainsLetters(pl.word[:pl.n]) {
		pl.bad = append(pl.bad, pl.words[0])
	}
	for i := 0; i < pl.n; i++ {
		if pl.onBoard&(1<<i) != 0 {
			continue
		}
		sq, _ := pl.square(i, 0)
		if w := b.CrossWord(sq, pl.word[i], pl.ref.Down); len(w) > 1 {
			s := tile.Spell(w)
			pl.words = append(pl.words, s)
			if !lex.ContainsLetters(w) {
				pl.bad = append(pl.bad, s)
			}
		}
	}
	placedMask := (uint16(1)<<pl.n - 1) &^ pl.onBoard
	add := func(blanks uint16) {
		m := pl.move(blanks, 0)
		pl.markings = append(pl.markings, marking{blanks, b.Score(&m, p.Bonus)})
	}
	if draw == nil {
		add(marks & placedMask)
		return
	}
	// Every set of placed letters, up to the draw's jokers, that jokers
	// may stand for while the draw has the rest.
	var pos []int
	for i := 0; i < pl.n; i++ {
		if placedMask&(1<<i) != 0 {
			pos = append(pos, i)
		}
	}
	var try func(from int, blanks uint16, left int)
	try = func(from int, blanks uint16, left int) {
		if pl.supplies(draw, placedMask&^blanks) {
			add(blanks)
		}
		if left == 0 {
			return
		}
		for k := from; k < len(pos); k++ {
			try(k+1, blanks|1<<pos[k], left-1)
		}
	}
	try(0, 0, int((*draw)[tile.Joker]))
}

// supplies reports whether the draw holds the letters of the word at the
// positions of plain.
func (pl *place) supplies(draw *tile.Rack, plain uint16) bool {
	need := tile.Rack{}
	for i := 0; i < pl.n; i++ {
		if plain&(1<<i) == 0 {
			continue
		}
		l := pl.word[i]
		if need[l]++; need[l] > draw[l] {
			return false
		}
	}
	return true
}
