package bag

import (
	"duplicata/engine/tile"
)

// LastTwoTwoTurn is the last turn whose draw needs two vowels and two
// consonants (§4.2: "pour les quinze premiers coups"); from the next one,
// one of each.
const LastTwoTwoTurn = 15

// Minimum is the number of vowels and of consonants a draw needs at a turn
// (numbered from 1) before the remaining letters are considered: 2 for
// turns 1 to 15, 1 from turn 16 (§4.2). A turn below 1 counts as an early
// turn.
func Minimum(turn int) int {
	if turn <= LastTwoTwoTurn {
		return 2
	}
	return 1
}

// kinds counts the vowels, consonants and letters that are either (Y and
// the joker) of racks taken together, in int so that no sum wraps.
func kinds(racks ...*tile.Rack) (vowels, consonants, either int) {
	for _, r := range racks {
		for l, c := range r {
			switch tile.Kinds[l] {
			case tile.Vowel:
				vowels += int(c)
			case tile.Consonant:
				consonants += int(c)
			default:
				either += int(c)
			}
		}
	}
	return
}

// meets is Meets on counts.
func meets(v, c, e, m int) bool {
	// The Ys and jokers fill what the vowels and consonants lack.
	return m <= 0 || max(0, m-v)+max(0, m-c) <= e
}

// Meets reports whether letters hold at least min vowels and min
// consonants, each Y and joker counted as a vowel or as a consonant,
// whichever makes the draw valid (§4.2: "à son gré"). So "Y?" meets 1 but
// not 2, "AEY?" meets 2. Any letters meet a min of 0 or less.
func Meets(letters tile.Rack, min int) bool {
	v, c, e := kinds(&letters)
	return meets(v, c, e, min)
}

// Required is the minimum that applies to the draw of a turn (§4.2): the
// number of vowels and of consonants it must hold, given the leave (the
// tiles kept from the last turn, with the imposed joker of a joker game,
// §4.8.2) and the bag, for draws of size tiles.
//
// It is Minimum(turn), lowered while no draw the remaining letters could
// give meets it: 2 becomes 1 "du fait du reliquat", and 0 means that no
// valid draw can be made at all, so the game is over (§4.2, §4.7). The
// remaining letters are the leave and the bag together, because a draw
// that fails goes back into the bag whole, leave included, and the next one
// comes from all of them (the package documentation gives the reasoning).
//
// A draw of min(size, remaining) tiles can meet m exactly when the
// remaining letters hold m vowels and m consonants (Y and jokers either
// way) and the draw has room for 2m tiles. So Required is 0 exactly when
// Ended says the game is over.
func Required(turn int, leave, bag tile.Rack, size int) int {
	v, c, e := kinds(&leave, &bag)
	n := min(size, v+c+e)
	for m := Minimum(turn); m > 0; m-- {
		if n >= 2*m && meets(v, c, e, m) {
			return m
		}
	}
	return 0
}

// EndReason says why the letters end a game (§4.7).
type EndReason uint8

const (
	// NotOver: a valid draw can still be made.
	NotOver EndReason = iota
	// AllPlayed: every tile has been drawn and placed.
	AllPlayed
	// OneLetter: a single tile is left, whatever it is.
	OneLetter
	// OnlyVowels: the tiles left are all vowels, with no Y or joker.
	OnlyVowels
	// OnlyConsonants: the tiles left are all consonants, with no Y or
	// joker.
	OnlyConsonants
)

func (e EndReason) String() string {
	switch e {
	case NotOver:
		return "not over"
	case AllPlayed:
		return "all the tiles are drawn and placed"
	case OneLetter:
		return "a single tile is left"
	case OnlyVowels:
		return "only vowels are left"
	case OnlyConsonants:
		return "only consonants are left"
	}
	return "unknown end reason"
}

// Ended reports whether the tiles left end the game (§4.7) and why: every
// tile drawn and placed (leave and bag empty); a single tile left; or the
// tiles left (leave and bag together) all vowels or all consonants. It
// never ends a game while a joker or a Y is among two tiles or more left,
// since that tile can be counted as whichever kind the others lack (§4.7
// "toutefois…"; §4.2's last paragraph then only says the arbiter's choice
// is forced). In a joker game the imposed joker the arbiter holds counts in
// leave.
//
// The turn does not matter: a game ends when not even one vowel and one
// consonant can be drawn, whatever the turn. "No move possible" is the
// game engine's to judge, with the move generator.
func Ended(leave, bag tile.Rack) (bool, EndReason) {
	v, c, e := kinds(&leave, &bag)
	switch n := v + c + e; {
	case n == 0:
		return true, AllPlayed
	case n == 1:
		return true, OneLetter
	case meets(v, c, e, 1):
		return false, NotOver
	}
	// Two tiles or more that cannot give one of each: with a Y or a joker
	// among them they could, so every tile is a plain vowel or a plain
	// consonant, and one kind is missing.
	if v == 0 {
		return true, OnlyConsonants
	}
	return true, OnlyVowels
}
