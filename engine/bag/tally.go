package bag

import "duplicata/engine/tile"

// Tally is what a set of tiles holds by kind, for a player's view of the
// bag: its vowels, its consonants, and the tiles that are either (Y and the
// joker, counted apart as the arbiter counts them « à son gré », §4.2).
type Tally struct {
	Tiles      int `json:"tiles"`
	Vowels     int `json:"vowels"`
	Consonants int `json:"consonants"`
	Either     int `json:"either"`
}

// Tally counts the bag's tiles by kind.
func (b Bag) Tally() Tally { return TallyOf(b.n) }

// TallyOf counts a rack's tiles by kind.
func TallyOf(r tile.Rack) Tally {
	v, c, e := kinds(&r)
	return Tally{Tiles: v + c + e, Vowels: v, Consonants: c, Either: e}
}
