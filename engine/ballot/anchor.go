package ballot

import (
	"duplicata/engine/board"
	"duplicata/engine/tile"
)

// anchorsFit reports whether the ballot's connecting letters, placed around
// the word at p, are the board's letters there, each touching a letter of
// the word or, from one to the next, a connecting letter that does
// (§5.3.2). The word's letters already on the board — the word it
// prolongs — are connecting letters themselves, counted towards the three
// (« y compris en cas de prolongement d'un mot de 2 lettres »), so a chain
// may start on them as on a letter placed.
func (j *judge) anchorsFit(p *place) bool {
	sqs := make([]int, len(j.bal.Anchors))
	for i, a := range j.bal.Anchors {
		sq, ok := p.square(a.Along, a.Across)
		if !ok || a.Across == 0 && a.Along >= 0 && a.Along < p.n {
			return false
		}
		t := j.b.Sq[sq]
		l, err := tile.ParseLetter(a.Letter)
		if t == tile.Empty || err != nil || t.Letter() != l {
			return false
		}
		sqs[i] = sq
	}
	touch := map[int]bool{}
	for i := 0; i < p.n; i++ {
		sq, _ := p.square(i, 0)
		touch[sq] = true
	}
	reached := make([]bool, len(sqs))
	for grew := true; grew; {
		grew = false
		for i, sq := range sqs {
			if !reached[i] && (touch[sq-board.Size] || touch[sq+board.Size] ||
				sq%board.Size > 0 && touch[sq-1] || sq%board.Size < board.Size-1 && touch[sq+1]) {
				reached[i], touch[sq], grew = true, true, true
			}
		}
	}
	for _, ok := range reached {
		if !ok {
			return false
		}
	}
	return true
}
