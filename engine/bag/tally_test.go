package bag

import (
	"testing"

	"duplicata/engine/tile"
)

func TestTally(t *testing.T) {
	// The French set: 102 tiles, 44 vowels (A 9, E 15, I 8, O 6, U 6),
	// Y and the 2 jokers either, 55 consonants.
	if got, want := Full().Tally(), (Tally{Tiles: 102, Vowels: 44, Consonants: 55, Either: 3}); got != want {
		t.Errorf("Full().Tally() = %+v, want %+v", got, want)
	}
	if got := TallyOf(tile.Rack{}); got != (Tally{}) {
		t.Errorf("TallyOf(nothing) = %+v", got)
	}
	for _, tc := range []struct {
		rack string
		want Tally
	}{
		{"AEZ", Tally{Tiles: 3, Vowels: 2, Consonants: 1}},
		{"Y?KW", Tally{Tiles: 4, Consonants: 2, Either: 2}},
	} {
		r, err := tile.ParseRack(tc.rack)
		if err != nil {
			t.Fatal(err)
		}
		if got := TallyOf(r); got != tc.want {
			t.Errorf("TallyOf(%q) = %+v, want %+v", tc.rack, got, tc.want)
		}
	}
}
