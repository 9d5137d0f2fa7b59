package bag

import (
	"testing"

	"duplicata/engine/tile"
)

func TestMinimum(t *testing.T) {
	tests := []struct{ turn, want int }{
		{-3, 2}, {0, 2}, {1, 2}, {2, 2}, {14, 2}, {15, 2}, {16, 1}, {17, 1}, {40, 1},
	}
	for _, tt := range tests {
		if got := Minimum(tt.turn); got != tt.want {
			t.Errorf("Minimum(%d) = %d, want %d", tt.turn, got, tt.want)
		}
	}
}

func TestMeets(t *testing.T) {
	tests := []struct {
		letters string
		min     int
		want    bool
	}{
		{"Y?", 1, true},  // one as a vowel, one as a consonant
		{"Y?", 2, false}, // two tiles cannot be four
		{"AEY?", 2, true},
		{"AEIY", 2, false}, // Y is one consonant, not two
		{"AEIY?", 2, true},
		{"AEBC", 2, true},
		{"AEB", 2, false},
		{"AEB", 1, true},
		{"ABCDFGH", 2, false},
		{"ABCDFGH", 1, true},
		{"BCDFGHJ", 1, false},
		{"BCDFGH?", 1, true}, // the joker is the vowel
		{"BCDFGH?", 2, false},
		{"BCDFGY?", 2, true}, // both are vowels
		{"AEIOUY", 1, true},  // Y is the consonant
		{"AEIOUY", 2, false},
		{"AEIOU??", 2, true},
		{"??", 1, true},
		{"?", 1, false},
		{"Y", 1, false},
		{"", 1, false},
		{"", 0, true},
		{"BCD", -1, true},
	}
	for _, tt := range tests {
		if got := Meets(letters(t, tt.letters), tt.min); got != tt.want {
			t.Errorf("Meets(%q, %d) = %v, want %v", tt.letters, tt.min, got, tt.want)
		}
	}
}

func TestRequired(t *testing.T) {
	const rest = "*" // the bag is the full set less the leave
	tests := []struct {
		name       string
		leave, bag string
		turn, size int
		want       int
	}{
		{"first turn", "", rest, 1, 7, 2},
		{"turn 15", "AB", rest, 15, 7, 2},
		{"turn 16", "AB", rest, 16, 7, 1},
		{"turn 30", "", rest, 30, 9, 1},
		// A leave that cannot reach two vowels does not lower the
		// minimum: the draw is rejected and redrawn from everything.
		{"bad leave, full bag", "BCDFGH", rest, 3, 7, 2},
		{"bad leave of 8 in 7 et 8", "BCDFGHJK", rest, 3, 8, 2},
		{"one vowel left", "BCD", "AFGHJKLMNPQRST", 5, 7, 1},
		{"one vowel left, on the leave", "ABC", "DFGHJKLMNPQRST", 5, 7, 1},
		{"two vowels left", "BCD", "AEFGHJKLMNPQRST", 5, 7, 2},
		{"Y is the second vowel", "BCD", "AYFGH", 5, 7, 2},
		{"joker is the second consonant", "AEI", "OU?B", 5, 7, 2},
		{"joker and Y, both vowels", "BCD", "?Y", 5, 7, 2},
		{"three tiles left", "AE", "B", 5, 7, 1},
		{"four tiles left", "AE", "BC", 5, 7, 2},
		{"draws of three", "AE", "BCDF", 5, 3, 1},
		{"Y? alone", "Y?", "", 5, 7, 1},
		{"Y and a consonant", "Y", "B", 5, 7, 1},
		{"joker and a vowel", "", "?A", 20, 7, 1},
		{"consonants and a joker", "BCDFG", "?", 5, 7, 1},
		{"only consonants", "BC", "DFG", 5, 7, 0},
		{"only vowels", "AE", "IOU", 20, 7, 0},
		{"one tile", "", "A", 20, 7, 0},
		{"one joker", "?", "", 5, 7, 0},
		{"one Y", "", "Y", 5, 7, 0},
		{"nothing", "", "", 5, 7, 0},
	}
	for _, tt := range tests {
		leave := letters(t, tt.leave)
		var bag tile.Rack
		if tt.bag == rest {
			b := without(t, tt.leave)
			bag = b.Counts()
		} else {
			bag = letters(t, tt.bag)
		}
		if got := Required(tt.turn, leave, bag, tt.size); got != tt.want {
			t.Errorf("%s: Required(%d, %q, %v, %d) = %d, want %d", tt.name, tt.turn, tt.leave, bag, tt.size, got, tt.want)
		}
	}
}

func TestEnded(t *testing.T) {
	tests := []struct {
		leave, bag string
		want       EndReason
	}{
		{"", "", AllPlayed},
		{"A", "", OneLetter},
		{"", "B", OneLetter},
		{"?", "", OneLetter}, // whatever it is
		{"", "Y", OneLetter},
		{"BC", "DFG", OnlyConsonants},
		{"BCD", "", OnlyConsonants},
		{"AE", "IOU", OnlyVowels},
		{"", "EE", OnlyVowels},
		{"B", "A", NotOver},
		// A joker or a Y among two tiles or more: never over.
		{"Y?", "", NotOver},
		{"Y", "B", NotOver},
		{"AEI", "Y", NotOver},
		{"BCDFG", "?", NotOver},
		{"?", "A", NotOver},
		{"??", "", NotOver},
		{"AEIOU", "??", NotOver},
		{"", "", AllPlayed},
	}
	for _, tt := range tests {
		ended, why := Ended(letters(t, tt.leave), letters(t, tt.bag))
		if why != tt.want || ended != (tt.want != NotOver) {
			t.Errorf("Ended(%q, %q) = %v, %v; want %v", tt.leave, tt.bag, ended, why, tt.want)
		}
	}
	for e := NotOver; e <= OnlyConsonants+1; e++ {
		if e.String() == "" {
			t.Errorf("EndReason(%d) has no text", e)
		}
	}
}

// anyDraw reports, by trying every sub-multiset of size n of rest, whether
// some draw meets want: the brute force that Required's closed form stands
// for.
func anyDraw(rest tile.Rack, n, want int) bool {
	var d tile.Rack
	var try func(l, left int) bool
	try = func(l, left int) bool {
		if left == 0 {
			return Meets(d, want)
		}
		if l > tile.NumLetters {
			return false
		}
		for c := min(int(rest[l]), left); c >= 0; c-- {
			d[l] = uint8(c)
			if try(l+1, left-c) {
				d[l] = 0
				return true
			}
		}
		d[l] = 0
		return false
	}
	return try(0, n)
}

// Required agrees with a search of every draw the tiles left can give, and
// is 0 exactly when Ended says the game is over.
func TestRequiredBruteForce(t *testing.T) {
	r := NewRand(1)
	for i := range 3000 {
		// Tiles left: a random part of the set, often small, often poor
		// in one kind, split between a leave and the bag.
		full := Full()
		var leave, bag tile.Rack
		n := r.IntN(14)
		vowelsOnly, consonantsOnly := r.IntN(4) == 0, r.IntN(4) == 0
		for leave.Len()+bag.Len() < n {
			l, _ := full.Take(r)
			k := tile.Kinds[l]
			if (vowelsOnly && k == tile.Consonant) || (consonantsOnly && k == tile.Vowel) {
				continue
			}
			if r.IntN(2) == 0 && leave.Len() < 6 {
				leave[l]++
			} else {
				bag[l]++
			}
		}
		size, turn := 3+r.IntN(7), 1+r.IntN(25)
		got := Required(turn, leave, bag, size)
		var rest tile.Rack
		for l := range rest {
			rest[l] = leave[l] + bag[l]
		}
		want := 0
		for m := Minimum(turn); m > 0; m-- {
			if anyDraw(rest, min(size, rest.Len()), m) {
				want = m
				break
			}
		}
		if got != want {
			t.Fatalf("case %d: Required(%d, %v, %v, %d) = %d, a search of every draw gives %d", i, turn, leave, bag, size, got, want)
		}
		if ended, why := Ended(leave, bag); ended != (got == 0) {
			t.Fatalf("case %d: Required = %d but Ended(%v, %v) = %v, %v", i, got, leave, bag, ended, why)
		}
	}
}
