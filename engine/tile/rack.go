package tile

import (
	"fmt"
	"strings"
)

// MaxRack is the largest rack: the 7-8-9 formula draws nine tiles.
const MaxRack = 9

// Rack counts the tiles of a draw or a rack: index 0 is the joker, 1..26
// the letters. The bag draws one, the move generator plays one.
type Rack [NumLetters + 1]uint8

// RackError reports a rack that cannot be read.
type RackError struct {
	Input  string
	Reason string
}

func (e *RackError) Error() string {
	return fmt.Sprintf("tile: bad rack %q: %s", e.Input, e.Reason)
}

// ParseRack reads a rack: 1 to 9 letters A–Z (either case) and '?' for a
// joker.
func ParseRack(s string) (Rack, error) {
	var r Rack
	n := 0
	for _, ch := range s {
		l, err := ParseLetter(ch)
		if err != nil {
			return Rack{}, &RackError{s, fmt.Sprintf("%q is not a letter or a joker", ch)}
		}
		r[l]++
		n++
	}
	if n == 0 || n > MaxRack {
		return Rack{}, &RackError{s, fmt.Sprintf("%d tiles, a rack has 1 to %d", n, MaxRack)}
	}
	if int(r[Joker]) > Counts[Joker] {
		return Rack{}, &RackError{s, "more jokers than the game has"}
	}
	return r, nil
}

// Len is the number of tiles.
func (r *Rack) Len() int {
	n := 0
	for _, c := range r {
		n += int(c)
	}
	return n
}

// String writes the rack in alphabetical order, jokers last.
func (r Rack) String() string {
	var sb strings.Builder
	for l := 1; l <= NumLetters; l++ {
		for range r[l] {
			sb.WriteRune(Letter(l).Rune())
		}
	}
	for range r[Joker] {
		sb.WriteByte('?')
	}
	return sb.String()
}
