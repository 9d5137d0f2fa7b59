package bag

import (
	"errors"
	"fmt"
	"strings"

	"duplicata/engine/tile"
)

// Bag holds the tiles not yet drawn, as counts by letter (index 0 is the
// joker). A bag never holds more of a letter than the French set has. The
// zero Bag is empty.
//
// A Bag serialises as text: its letters in alphabetical order, jokers last
// ("AAEIRST??"), the empty string when it is empty.
type Bag struct {
	n tile.Rack
}

// ErrEmpty is returned when a tile is taken from an empty bag.
var ErrEmpty = errors.New("bag: the bag is empty")

// Full returns the bag at the start of a game: the 102 French tiles.
func Full() Bag {
	var b Bag
	for l, c := range tile.Counts {
		b.n[l] = uint8(c)
	}
	return b
}

// FromCounts returns the bag holding counts, as when a game is resumed or
// replayed; it fails if a letter has more tiles than the set.
func FromCounts(counts tile.Rack) (Bag, error) {
	for l, c := range counts {
		if int(c) > tile.Counts[l] {
			return Bag{}, fmt.Errorf("bag: %d tiles %v, the game has %d", c, tile.Letter(l), tile.Counts[l])
		}
	}
	return Bag{counts}, nil
}

// Len is the number of tiles in the bag.
func (b Bag) Len() int { return b.n.Len() }

// Count is the number of tiles of letter l (0 for the joker) in the bag; 0
// for a value that is no letter.
func (b Bag) Count(l tile.Letter) int {
	if l > tile.NumLetters {
		return 0
	}
	return int(b.n[l])
}

// Counts returns the bag's counts, index 0 the joker.
func (b Bag) Counts() tile.Rack { return b.n }

// Take removes a uniformly random tile from the bag and returns it. The
// tile is the one at position r.IntN(b.Len()) when the tiles are lined up in
// the canonical order: the jokers, then the As, the Bs, …, the Zs. That
// order is part of what a seed means: changing it changes every game.
func (b *Bag) Take(r *Rand) (tile.Letter, error) {
	n := b.Len()
	if n == 0 {
		return 0, ErrEmpty
	}
	if r == nil {
		return 0, errors.New("bag: Take with a nil *Rand")
	}
	i := r.IntN(n)
	for l, c := range b.n {
		if i < int(c) {
			b.n[l]--
			return tile.Letter(l), nil
		}
		i -= int(c)
	}
	// Unreachable: i < n, the sum of the counts.
	return 0, ErrEmpty
}

// Put puts one tile back in the bag.
func (b *Bag) Put(l tile.Letter) error {
	if l > tile.NumLetters {
		return fmt.Errorf("bag: Put of %d, not a letter or a joker", l)
	}
	if int(b.n[l]) >= tile.Counts[l] {
		return fmt.Errorf("bag: Put of %v: the bag already holds all %d of the game", l, tile.Counts[l])
	}
	b.n[l]++
	return nil
}

// PutBack puts every tile of a rack back in the bag: all of them or, when
// that would give the bag more of a letter than the set has, none.
func (b *Bag) PutBack(rack tile.Rack) error {
	for l, c := range rack {
		if int(b.n[l])+int(c) > tile.Counts[l] {
			return fmt.Errorf("bag: putting back %v would make %d %v, the game has %d",
				rack, int(b.n[l])+int(c), tile.Letter(l), tile.Counts[l])
		}
	}
	for l, c := range rack {
		b.n[l] += c
	}
	return nil
}

// Remove takes a given tile out of the bag: the jokers set aside at the
// start of a joker game (§4.8.2), the letter that replaces a played joker
// in that formula, or a replayed draw.
func (b *Bag) Remove(l tile.Letter) error {
	if l > tile.NumLetters {
		return fmt.Errorf("bag: Remove of %d, not a letter or a joker", l)
	}
	if b.n[l] == 0 {
		return fmt.Errorf("bag: Remove of %v: none left in the bag", l)
	}
	b.n[l]--
	return nil
}

// String writes the bag's letters in alphabetical order, jokers last.
func (b Bag) String() string { return b.n.String() }

// MarshalText writes the bag as String does.
func (b Bag) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText reads a bag's letters, in any order: A–Z (either case) and
// '?' for a joker, no more of a letter than the set has.
func (b *Bag) UnmarshalText(text []byte) error {
	var n tile.Rack
	for i, ch := range string(text) {
		l, err := tile.ParseLetter(ch)
		if err != nil {
			return fmt.Errorf("bag: %q at byte %d: %q is not a letter or a joker", abbrev(string(text)), i, ch)
		}
		if int(n[l]) >= tile.Counts[l] {
			return fmt.Errorf("bag: %q at byte %d: more than the %d %v of the game", abbrev(string(text)), i, tile.Counts[l], l)
		}
		n[l]++
	}
	b.n = n
	return nil
}

// abbrev shortens text quoted in an error.
func abbrev(s string) string {
	const max = 40
	if len(s) <= max {
		return s
	}
	return strings.ToValidUTF8(s[:max], "") + "…"
}
