package ballot

import (
	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// partOfLonger reports whether the word, at the place its reference gives,
// takes in letters on the board but runs into more at an end: part of the
// word played, not written whole (§6.7).
func partOfLonger(b *board.Board, word []tile.Letter, ref string) bool {
	r, err := board.ParseRef(ref)
	if err != nil {
		return false
	}
	p := place{ref: r, n: len(word)}
	if _, ok := p.square(p.n-1, 0); !ok {
		return false
	}
	copied := false // the word takes in a letter on the board
	for i, l := range word {
		sq, _ := p.square(i, 0)
		if t := b.Sq[sq]; t != tile.Empty {
			if t.Letter() != l {
				return false
			}
			copied = true
		}
	}
	if !copied {
		return false
	}
	for _, i := range []int{-1, p.n} {
		if sq, ok := p.square(i, 0); ok && b.Sq[sq] != tile.Empty {
			return true
		}
	}
	return false
}

// copyError reports whether the word, at the place its reference gives,
// differs from the board's letters there while, with the board's letters
// instead, it is an admitted word placed whole: a letter of the word
// prolonged miscopied (§5.2, §6.7; the 2016 example 3, under the 2026
// text).
func copyError(b *board.Board, lex *lexicon.Lexicon, word []tile.Letter, ref string) bool {
	r, err := board.ParseRef(ref)
	if err != nil {
		return false
	}
	p := place{ref: r, n: len(word)}
	copy(p.word[:], word)
	differs := false
	for i := range word {
		sq, ok := p.square(i, 0)
		if !ok {
			return false
		}
		if t := b.Sq[sq]; t != tile.Empty && t.Letter() != word[i] {
			p.word[i], differs = t.Letter(), true
		}
	}
	return differs && lex.ContainsLetters(p.word[:p.n]) && fits(b, &p, movegen.Params{MaxTiles: board.Size}, false)
}
