package tile

import (
	"errors"
	"testing"
)

func TestParseRack(t *testing.T) {
	for _, c := range []struct {
		in, want string // want: the rack's String, or "" for an error
		n        int
	}{
		{"SPOESVA", "AEOPSSV", 7},
		{"wagon?", "AGNOW?", 6},
		{"??ABCDEFG", "ABCDEFG??", 9},
		{"E", "E", 1},
		{"", "", 0},
		{"ABCDEFGHIJ", "", 0}, // ten tiles
		{"???", "", 0},        // the game has two jokers
		{"AB3", "", 0},
		{"AÉ", "", 0}, // accents are folded by the caller (Fold), not here
		{"A B", "", 0},
	} {
		r, err := ParseRack(c.in)
		if c.want == "" {
			var re *RackError
			if !errors.As(err, &re) || re.Input != c.in {
				t.Errorf("ParseRack(%q) = %v, %v; want a *RackError for it", c.in, r, err)
			}
			continue
		}
		if err != nil || r.String() != c.want || r.Len() != c.n {
			t.Errorf("ParseRack(%q) = %q (%d tiles), %v; want %q (%d)", c.in, r.String(), r.Len(), err, c.want, c.n)
		}
	}
}

func FuzzParseRack(f *testing.F) {
	for _, s := range []string{"SPOESVA", "wagon?", "??ABCDEFG", "", "ABCDEFGHIJ", "???", "AB3", "AÉ", "ı", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRack(s)
		if err != nil {
			var re *RackError
			if !errors.As(err, &re) {
				t.Fatalf("ParseRack(%q): error %v is not a *RackError", s, err)
			}
			return
		}
		if n := r.Len(); n < 1 || n > MaxRack || int(r[Joker]) > Counts[Joker] {
			t.Fatalf("ParseRack(%q) = %v: %d tiles, %d jokers", s, r, n, r[Joker])
		}
		back, err := ParseRack(r.String())
		if err != nil || back != r {
			t.Fatalf("ParseRack(%q) = %v, whose String %q reads back as %v, %v", s, r, r.String(), back, err)
		}
	})
}
