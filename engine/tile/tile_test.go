package tile

import "testing"

func TestSetMatchesRules(t *testing.T) {
	total := 0
	for _, c := range Counts {
		total += c
	}
	if total != Total {
		t.Fatalf("counts add up to %d, want %d", total, Total)
	}
	// Spot checks against the table of §1.1.
	cases := []struct {
		r            rune
		count, value int
	}{
		{'A', 9, 1}, {'E', 15, 1}, {'K', 1, 10}, {'W', 1, 10}, {'Z', 1, 10},
		{'J', 1, 8}, {'Q', 1, 8}, {'F', 2, 4}, {'H', 2, 4}, {'V', 2, 4},
		{'D', 3, 2}, {'G', 2, 2}, {'M', 3, 2}, {'B', 2, 3}, {'C', 2, 3}, {'P', 2, 3},
		{'L', 5, 1}, {'N', 6, 1}, {'I', 8, 1}, {'?', 2, 0},
	}
	for _, c := range cases {
		l, err := ParseLetter(c.r)
		if err != nil {
			t.Fatal(err)
		}
		if Counts[l] != c.count || Values[l] != c.value {
			t.Errorf("%c: count %d value %d, want %d and %d", c.r, Counts[l], Values[l], c.count, c.value)
		}
	}
}

func TestKinds(t *testing.T) {
	vowels, consonants, either := 0, 0, 0
	for l, k := range Kinds {
		switch k {
		case Vowel:
			vowels += Counts[l]
		case Consonant:
			consonants += Counts[l]
		case Either:
			either += Counts[l]
		}
	}
	// A E I O U = 9+15+8+6+6; Y and the two jokers are either.
	if vowels != 44 || either != 3 || consonants != 55 {
		t.Errorf("vowels %d consonants %d either %d", vowels, consonants, either)
	}
}

func TestTile(t *testing.T) {
	e := TileOf(5, false)
	b := TileOf(5, true)
	if e.Rune() != 'E' || b.Rune() != 'e' || Empty.Rune() != '.' {
		t.Errorf("runes %c %c %c", e.Rune(), b.Rune(), Empty.Rune())
	}
	if e.Value() != 1 || b.Value() != 0 || b.Letter() != 5 {
		t.Errorf("values %d %d letter %d", e.Value(), b.Value(), b.Letter())
	}
	if _, err := ParseLetter('1'); err == nil {
		t.Error("ParseLetter('1') accepted")
	}
}

func TestRackLetter(t *testing.T) {
	for _, tc := range []struct {
		t    Tile
		want Letter
	}{
		{TileOf(5, false), 5},    // E
		{TileOf(5, true), Joker}, // a joker as E
		{TileOf(26, false), 26},
	} {
		if got := tc.t.RackLetter(); got != tc.want {
			t.Errorf("%v.RackLetter() = %v, want %v", tc.t, got, tc.want)
		}
	}
}
