// Package tile holds the French tile set of duplicate Scrabble: letters, their
// values and counts in the bag, and which letters are vowels or consonants.
//
// Letters are small integers so that the rest of the engine can index flat
// arrays with them: 1..26 are A..Z and 0 stands for the joker in a rack or
// for an empty square on a board.
package tile

import (
	"fmt"
	"strings"
)

// Letter is a letter of the alphabet, 1 (A) to 26 (Z). The zero Letter is the
// joker when it appears in a rack.
type Letter uint8

// Joker is the blank tile in a rack or a draw.
const Joker Letter = 0

// Alphabet size: letters are 1..NumLetters.
const NumLetters = 26

// Tile is what a board square holds: 0 for empty, otherwise a Letter, with
// BlankBit set when the letter was played by a joker (it scores 0).
type Tile uint8

// BlankBit marks a tile played by a joker.
const BlankBit Tile = 0x20

// Empty is the empty square.
const Empty Tile = 0

// Letter returns the letter a tile shows.
func (t Tile) Letter() Letter { return Letter(t &^ BlankBit) }

// IsBlank reports whether the tile is a joker standing for its letter.
func (t Tile) IsBlank() bool { return t&BlankBit != 0 }

// RackLetter is the rack tile a placed tile comes from: its letter, or
// Joker for a joker.
func (t Tile) RackLetter() Letter {
	if t.IsBlank() {
		return Joker
	}
	return t.Letter()
}

// Value is the tile's score value: 0 for a joker.
func (t Tile) Value() int {
	if t.IsBlank() {
		return 0
	}
	return Values[t.Letter()]
}

// Rune returns the tile as written in a record: uppercase for a real tile,
// lowercase for a joker, '.' for an empty square.
func (t Tile) Rune() rune {
	if t == Empty {
		return '.'
	}
	r := rune('A' + t.Letter() - 1)
	if t.IsBlank() {
		r += 'a' - 'A'
	}
	return r
}

// TileOf makes the tile for letter l, played by a joker when blank is true.
func TileOf(l Letter, blank bool) Tile {
	if blank {
		return Tile(l) | BlankBit
	}
	return Tile(l)
}

// Rune returns 'A'..'Z' for a letter and '?' for the joker.
func (l Letter) Rune() rune {
	if l == Joker {
		return '?'
	}
	return rune('A' + l - 1)
}

func (l Letter) String() string { return string(l.Rune()) }

// ParseLetter reads 'A'..'Z' (or 'a'..'z') as a letter and '?' as the joker.
func ParseLetter(r rune) (Letter, error) {
	switch {
	case r >= 'A' && r <= 'Z':
		return Letter(r-'A') + 1, nil
	case r >= 'a' && r <= 'z':
		return Letter(r-'a') + 1, nil
	case r == '?':
		return Joker, nil
	}
	return 0, fmt.Errorf("tile: %q is not a letter or a joker", r)
}

// Values gives each letter's score; index 0 is the joker (0 points).
// Table of §1.1 of the FISF rules.
var Values = [NumLetters + 1]int{
	0,                            // ?
	1, 3, 3, 2, 1, 4, 2, 4, 1, 8, // A B C D E F G H I J
	10, 1, 2, 1, 1, 3, 8, 1, 1, 1, // K L M N O P Q R S T
	1, 4, 10, 10, 10, 10, // U V W X Y Z
}

// Counts gives how many tiles of each letter the French set has; index 0 is
// the joker. They add up to Total.
var Counts = [NumLetters + 1]int{
	2,                             // ?
	9, 2, 2, 3, 15, 2, 2, 2, 8, 1, // A B C D E F G H I J
	1, 5, 3, 6, 6, 2, 1, 6, 6, 6, // K L M N O P Q R S T
	6, 2, 1, 1, 1, 1, // U V W X Y Z
}

// Total is the number of tiles in the French set.
const Total = 102

// Kind says whether a letter counts as a vowel, a consonant, or either.
type Kind uint8

const (
	Consonant Kind = 1 << iota
	Vowel
	// Either is Y and the joker: they count as a vowel or a consonant,
	// whichever makes a draw valid (§4.2).
	Either = Consonant | Vowel
)

// Kinds gives each letter's kind; index 0 is the joker.
var Kinds = func() [NumLetters + 1]Kind {
	var k [NumLetters + 1]Kind
	for l := range k {
		k[l] = Consonant
	}
	for _, r := range "AEIOU" {
		k[r-'A'+1] = Vowel
	}
	k['Y'-'A'+1] = Either
	k[Joker] = Either
	return k
}()

// Spell writes letters as text, one rune each (capitals; a joker as '?').
func Spell(w []Letter) string {
	var sb strings.Builder
	for _, l := range w {
		sb.WriteRune(l.Rune())
	}
	return sb.String()
}
