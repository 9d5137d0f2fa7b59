package game

import (
	"reflect"
	"testing"

	"duplicata/engine/record"
)

func TestGroupVariants(t *testing.T) {
	mv := func(w, ref string, s int) record.Move { return record.Move{Word: w, Ref: ref, Score: s} }
	in := []record.Move{
		mv("MOTS", "H4", 30),
		mv("MOTs", "H4", 28),
		mv("MOTS", "4H", 26), // the same word down is another move
		mv("MoTS", "H4", 25),
		mv("MOT", "H4", 20),
		mv("mOTS", "H4", 20),
	}
	want := []Variants{
		{First: mv("MOTS", "H4", 30), Others: []record.Move{mv("MOTs", "H4", 28), mv("MoTS", "H4", 25), mv("mOTS", "H4", 20)}},
		{First: mv("MOTS", "4H", 26)},
		{First: mv("MOT", "H4", 20)},
	}
	if got := GroupVariants(in); !reflect.DeepEqual(got, want) {
		t.Errorf("GroupVariants:\n got %+v\nwant %+v", got, want)
	}
	if got := GroupVariants(nil); got != nil {
		t.Errorf("GroupVariants(nil) = %v", got)
	}
}

func TestGroupsPrefix(t *testing.T) {
	mv := func(w, ref string, s int) record.Move { return record.Move{Word: w, Ref: ref, Score: s} }
	// Groups: MOTS H4 (0, 2, 5), MOTS 4H (1), MOT H4 (3), ZOO A1 (4).
	in := []record.Move{
		mv("MOTS", "H4", 30),
		mv("MOTS", "4H", 26),
		mv("MOTs", "H4", 25),
		mv("MOT", "H4", 20),
		mv("ZOO", "A1", 19),
		mv("mOTS", "H4", 18),
	}
	for _, c := range []struct{ n, want int }{
		{-1, 0}, {0, 0},
		{1, 6}, // MOTS H4's last variant is the last move
		{2, 6}, {3, 6}, {4, 6}, {9, 6},
	} {
		if got := GroupsPrefix(in, c.n); got != c.want {
			t.Errorf("GroupsPrefix(in, %d) = %d, want %d", c.n, got, c.want)
		}
	}
	// Without the late variant, the prefix ends with the n-th group's last member.
	in = in[:5]
	for _, c := range []struct{ n, want int }{{1, 3}, {2, 3}, {3, 4}, {4, 5}} {
		if got := GroupsPrefix(in, c.n); got != c.want {
			t.Errorf("GroupsPrefix(in[:5], %d) = %d, want %d", c.n, got, c.want)
		}
	}
	if GroupsPrefix(nil, 20) != 0 {
		t.Error("GroupsPrefix(nil, 20) != 0")
	}
	// The prefix's first n groups are the whole list's.
	full := GroupVariants(in)
	for n := 1; n <= len(full); n++ {
		if got := GroupVariants(in[:GroupsPrefix(in, n)])[:n]; !reflect.DeepEqual(got, full[:n]) {
			t.Errorf("n=%d: the prefix's groups %+v, the list's %+v", n, got, full[:n])
		}
	}
}
