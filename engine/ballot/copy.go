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

// miscopied returns the word as the ballot's reference places it with
// the board's letters instead of its own, when it differs from them there
// and that word is admitted and fits whole: a letter on the board
// miscopied (§5.2, §6.7; the 2016 example 3, under the 2026 text), if the
// ballot reads so (judge.elsewhere).
func miscopied(b *board.Board, lex *lexicon.Lexicon, word []tile.Letter, ref string) (*place, bool) {
	r, err := board.ParseRef(ref)
	if err != nil {
		return nil, false
	}
	p := place{ref: r, n: len(word)}
	copy(p.word[:], word)
	differs := false
	for i := range word {
		sq, ok := p.square(i, 0)
		if !ok {
			return nil, false
		}
		if t := b.Sq[sq]; t != tile.Empty && t.Letter() != word[i] {
			p.word[i], differs = t.Letter(), true
		}
	}
	if !differs || !lex.ContainsLetters(p.word[:p.n]) || !fits(b, &p, movegen.Params{MaxTiles: board.Size}, false) {
		return nil, false
	}
	return &p, true
}

// elsewhere reports whether a ballot whose word does not fit at its
// reference — part of a longer word there (cp nil), or a miscopy of the
// board's letters there (cp, the word with the board's letters) — reads
// as the word written, played elsewhere, rather than as that zero (§6.7).
// Each reading holds one slip of the pen; the ballot reads as the word
// written, the better for the player (§7.3), when the score announced is
// the word's at a valid place the way it is written (the location wrong,
// §6.6) or at the reference's square the other way (inverted, §6.5), or
// when the word is valid at that square the other way and the score is
// not one the miscopied word makes (docs/RULES.md, open choice 1).
func (j *judge) elsewhere(cp *place) bool {
	ref, err := board.ParseRef(j.bal.Ref)
	if err != nil {
		return false
	}
	s := j.bal.Score
	inverted := false
	for _, p := range j.feasible {
		if !p.valid() {
			continue
		}
		inv := p.ref.Row == ref.Row && p.ref.Col == ref.Col && p.ref.Down != ref.Down
		if s > 0 && p.makes(s) && (inv || j.inDir(p)) {
			return true
		}
		inverted = inverted || inv
	}
	return inverted && (cp == nil || !(s > 0 && cp.makes(s)))
}
