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

func TestFirstGroups(t *testing.T) {
	mv := func(w, ref string, s int) record.Move { return record.Move{Word: w, Ref: ref, Score: s} }
	// Lines: MOTS H4 (moves 0, 2, 5), MOTS 4H (1), MOT H4 (3), ZOO A1 (4).
	in := []record.Move{
		mv("MOTS", "H4", 30),
		mv("MOTS", "4H", 26),
		mv("MOTs", "H4", 25),
		mv("MOT", "H4", 20),
		mv("ZOO", "A1", 19),
		mv("mOTS", "H4", 18),
	}
	for _, c := range []struct {
		n    int
		want []int
	}{
		{-1, nil}, {0, nil},
		{1, []int{0, 2, 5}}, // MOTS H4 whole, its last variant far down
		{2, []int{0, 1, 2, 5}},
		{3, []int{0, 1, 2, 3, 5}},
		{4, []int{0, 1, 2, 3, 4, 5}},
		{9, []int{0, 1, 2, 3, 4, 5}},
	} {
		var want []record.Move
		for _, i := range c.want {
			want = append(want, in[i])
		}
		got := FirstGroups(in, c.n)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("FirstGroups(in, %d) = %v, want %v", c.n, got, want)
		}
		// They group into the list's first n lines, whole.
		full := GroupVariants(in)
		if n := min(max(c.n, 0), len(full)); !reflect.DeepEqual(GroupVariants(got), full[:n]) && n > 0 {
			t.Errorf("n=%d: the moves' lines %+v, the list's first %+v", c.n, GroupVariants(got), full[:n])
		}
	}
	if FirstGroups(nil, 20) != nil {
		t.Error("FirstGroups(nil, 20) != nil")
	}
}
