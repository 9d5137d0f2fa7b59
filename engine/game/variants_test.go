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
