package bag

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"duplicata/engine/tile"
)

// letters reads a multiset of tiles of any size: A–Z and '?'.
func letters(t testing.TB, s string) tile.Rack {
	t.Helper()
	var r tile.Rack
	for _, ch := range s {
		l, err := tile.ParseLetter(ch)
		if err != nil {
			t.Fatalf("letters(%q): %v", s, err)
		}
		r[l]++
	}
	return r
}

// bagOf is the bag holding the tiles of s.
func bagOf(t testing.TB, s string) Bag {
	t.Helper()
	b, err := FromCounts(letters(t, s))
	if err != nil {
		t.Fatalf("bagOf(%q): %v", s, err)
	}
	return b
}

// without is the full bag less the tiles of s.
func without(t testing.TB, s string) Bag {
	t.Helper()
	b := Full()
	for _, ch := range s {
		l, _ := tile.ParseLetter(ch)
		if err := b.Remove(l); err != nil {
			t.Fatalf("without(%q): %v", s, err)
		}
	}
	return b
}

func TestFull(t *testing.T) {
	b := Full()
	if b.Len() != tile.Total {
		t.Errorf("Full().Len() = %d, want %d", b.Len(), tile.Total)
	}
	for l, c := range tile.Counts {
		if b.Count(tile.Letter(l)) != c {
			t.Errorf("Full() has %d %v, want %d", b.Count(tile.Letter(l)), tile.Letter(l), c)
		}
	}
	if b.Count(27) != 0 || b.Count(255) != 0 {
		t.Error("Count of a non-letter is not 0")
	}
	want := "AAAAAAAAABBCCDDDEEEEEEEEEEEEEEEFFGGHHIIIIIIIIJKLLLLLMMMNNNNNNOOOOOOPPQRRRRRRSSSSSSTTTTTTUUUUUUVVWXYZ??"
	if b.String() != want {
		t.Errorf("Full().String() = %s, want %s", b, want)
	}
}

// Golden: the first twenty tiles taken from a full bag with seed 7.
func TestTakeGolden(t *testing.T) {
	b := Full()
	r := NewRand(7)
	var sb strings.Builder
	for range 20 {
		l, err := b.Take(r)
		if err != nil {
			t.Fatal(err)
		}
		sb.WriteRune(l.Rune())
	}
	if got, want := sb.String(), "QETYZTAAIDMRUTIMEIDC"; got != want {
		t.Errorf("seed 7 takes %s, want %s", got, want)
	}
	if b.Len() != tile.Total-20 {
		t.Errorf("Len after 20 takes = %d", b.Len())
	}
}

// Take picks position IntN(Len) in the line-up jokers, A, B, …, Z.
func TestTakeCanonicalOrder(t *testing.T) {
	b := bagOf(t, "??ABBZ")
	lineup := []tile.Letter{0, 0, 1, 2, 2, 26}
	r, twin := NewRand(11), NewRand(11)
	for b.Len() > 0 {
		i := twin.IntN(len(lineup))
		want := lineup[i]
		lineup = append(lineup[:i], lineup[i+1:]...)
		got, err := b.Take(r)
		if err != nil || got != want {
			t.Fatalf("Take = %v, %v; want %v (position %d)", got, err, want, i)
		}
	}
	if _, err := b.Take(r); !errors.Is(err, ErrEmpty) {
		t.Errorf("Take from an empty bag: %v, want ErrEmpty", err)
	}
	b = Full()
	if _, err := b.Take(nil); err == nil || b.Len() != tile.Total {
		t.Errorf("Take(nil) = %v, bag of %d", err, b.Len())
	}
}

// The first tile of a full bag is each letter with its share of the set
// (chi-square over the 27 kinds; 99.9th percentile with 26 degrees of
// freedom: 54.05).
func TestTakeUniform(t *testing.T) {
	const draws = 102 * 400
	var got [tile.NumLetters + 1]int
	r := NewRand(3)
	for range draws {
		b := Full()
		l, _ := b.Take(r)
		got[l]++
	}
	chi := 0.0
	for l, c := range got {
		want := float64(draws) * float64(tile.Counts[l]) / tile.Total
		d := float64(c) - want
		chi += d * d / want
	}
	if chi > 54.05 {
		t.Errorf("chi-square %.1f over %v", chi, got)
	}
}

func TestPutRemove(t *testing.T) {
	tests := []struct {
		name string
		bag  string
		op   func(*Bag) error
		want string // the bag after, or the error's text
		err  bool
	}{
		{"put", "AB", func(b *Bag) error { return b.Put(1) }, "AAB", false},
		{"put joker", "", func(b *Bag) error { return b.Put(tile.Joker) }, "?", false},
		{"put a third joker", "??", func(b *Bag) error { return b.Put(tile.Joker) }, "already holds all 2", true},
		{"put a second Z", "Z", func(b *Bag) error { return b.Put(26) }, "already holds all 1", true},
		{"put a non-letter", "", func(b *Bag) error { return b.Put(27) }, "not a letter", true},
		{"remove", "AAB", func(b *Bag) error { return b.Remove(1) }, "AB", false},
		{"remove joker", "A??", func(b *Bag) error { return b.Remove(tile.Joker) }, "A?", false},
		{"remove missing", "AB", func(b *Bag) error { return b.Remove(3) }, "none left", true},
		{"remove a non-letter", "AB", func(b *Bag) error { return b.Remove(200) }, "not a letter", true},
		{"put back", "AB", func(b *Bag) error { return b.PutBack(letters(t, "ZB?")) }, "ABBZ?", false},
		{"put back too many", "AB", func(b *Bag) error { return b.PutBack(letters(t, "CZZ")) }, "the game has 1", true},
	}
	for _, tt := range tests {
		b := bagOf(t, tt.bag)
		before := b
		err := tt.op(&b)
		switch {
		case tt.err && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: error %v, want one with %q", tt.name, err, tt.want)
		case tt.err && b != before:
			t.Errorf("%s: the bag changed on error: %v", tt.name, b)
		case !tt.err && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case !tt.err && b.String() != tt.want:
			t.Errorf("%s: bag %v, want %s", tt.name, b, tt.want)
		}
	}
}

func TestFromCounts(t *testing.T) {
	var c tile.Rack
	c['K'-'A'+1] = 2
	if _, err := FromCounts(c); err == nil || !strings.Contains(err.Error(), "2 tiles K") {
		t.Errorf("FromCounts with two Ks: %v", err)
	}
	b, err := FromCounts(Full().Counts())
	if err != nil || b != Full() {
		t.Errorf("FromCounts(Full().Counts()) = %v, %v", b, err)
	}
}

func TestBagText(t *testing.T) {
	type save struct {
		Bag Bag `json:"bag"`
	}
	b := bagOf(t, "ZEA?BE")
	js, err := json.Marshal(save{b})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"bag":"ABEEZ?"}`; string(js) != want {
		t.Errorf("JSON %s, want %s", js, want)
	}
	var back save
	if err := json.Unmarshal(js, &back); err != nil || back.Bag != b {
		t.Errorf("JSON round trip: %v, %v", back.Bag, err)
	}
	full, _ := Full().MarshalText()
	var f Bag
	if err := f.UnmarshalText(full); err != nil || f != Full() {
		t.Errorf("full bag round trip: %v, %v", f, err)
	}
	for _, tt := range []struct{ text, want string }{
		{"AB1", `byte 2: '1'`},
		{"KK", "byte 1: more than the 1 K"},
		{"???", "byte 2: more than the 2 ?"},
	} {
		var x Bag
		if err := x.UnmarshalText([]byte(tt.text)); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("UnmarshalText(%q) = %v, want an error with %q", tt.text, err, tt.want)
		}
	}
	var e Bag
	if err := e.UnmarshalText(nil); err != nil || e.Len() != 0 {
		t.Errorf("empty text: %v, %v", e, err)
	}
}
