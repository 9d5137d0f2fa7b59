package board

import "duplicata/engine/tile"

// ReplaceJokers applies the rule of the joker formulas (FISF rules 2026,
// §4.8.2, « Partie joker ») to a top just placed on b: each joker the move
// m placed is replaced on b by the real letter it stands for when the bag
// still holds one, and stays on the board otherwise, out of play for the
// rest of the game. take reports whether the bag holds a letter and, when
// it does, takes it out: the game's own bag, or a replay's Rest.
//
// It returns how many jokers were replaced (the board changed: the real
// letter's value now counts in cross words) and how many were kept. It is
// the one place the rule is written; the game, its analysis, the club's
// verification and the records' readers all call it.
func (b *Board) ReplaceJokers(m *Move, take func(tile.Letter) bool) (replaced, kept int) {
	for i := 0; i < m.Len; i++ {
		if m.Placed&(1<<i) == 0 || !m.Word[i].IsBlank() {
			continue
		}
		if l := m.Word[i].Letter(); take(l) {
			b.Sq[m.Square(i)] = tile.TileOf(l, false)
			replaced++
		} else {
			kept++
		}
	}
	return replaced, kept
}

// Rest counts, letter by letter, the tiles a replay knows to be in the bag.
// Index 0, the joker, stays 0: in a joker game the jokers are set aside
// from the start (§4.8.2) and never go back to the bag.
type Rest [tile.NumLetters + 1]int

// Rest returns the bag as a replay infers it once a top is on b: the tiles
// of the French set that neither b's real tiles nor leave, what the draw
// kept, hold. A count that a corrupt record drives below zero reads as
// none left.
func (b *Board) Rest(leave [tile.NumLetters + 1]uint8) Rest {
	var r Rest
	for l := tile.Letter(1); l <= tile.NumLetters; l++ {
		r[l] = tile.Counts[l] - int(leave[l])
	}
	for _, t := range b.Sq {
		if t != tile.Empty && !t.IsBlank() {
			r[t.Letter()]--
		}
	}
	return r
}

// Take takes one tile of letter l out of r and reports whether r had one:
// the take of ReplaceJokers in a replay.
func (r *Rest) Take(l tile.Letter) bool {
	if int(l) >= len(r) || r[l] <= 0 {
		return false
	}
	r[l]--
	return true
}

// Leave returns what a rack keeps once m is played from it: the rack less
// the tiles m places, a joker for each letter a joker stands for.
func (m *Move) Leave(rack [tile.NumLetters + 1]uint8) [tile.NumLetters + 1]uint8 {
	for i := 0; i < m.Len; i++ {
		if m.Placed&(1<<i) != 0 {
			rack[m.Word[i].RackLetter()]--
		}
	}
	return rack
}
