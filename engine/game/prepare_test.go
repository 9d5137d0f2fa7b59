package game

import (
	"reflect"
	"testing"

	"duplicata/engine/record"
)

// TestPrepare plays the same games twice, one prepared at every turn and
// one never: the corrections' lists must be the same move for move, every
// turn, so that the moves found ahead are always the draw's in play
// (kept from an earlier draw, they would differ from the next turn on).
func TestPrepare(t *testing.T) {
	for _, cfg := range []Config{
		{Seed: 42, Formula: "normal"},
		{Seed: 7, Formula: "joker"},
		{Seed: 2026, Formula: "normal", Mode: Competition},
	} {
		ahead, plain := toTurn(t, cfg, 1), toTurn(t, cfg, 1)
		for turn := 1; ahead.Phase() == Playing; turn++ {
			if ahead.Prepared() {
				t.Fatalf("%+v turn %d: prepared before Prepare", cfg, turn)
			}
			ahead.Prepare()
			if !ahead.Prepared() {
				t.Fatalf("%+v turn %d: not prepared after Prepare", cfg, turn)
			}
			var lists [2][]record.Move
			for i, g := range []*Game{ahead, plain} {
				if _, err := g.Play(Ballot{}); err != nil {
					t.Fatalf("%+v turn %d: %v", cfg, turn, err)
				}
				best, err := g.BestMoves(1000)
				if err != nil {
					t.Fatalf("%+v turn %d: %v", cfg, turn, err)
				}
				lists[i] = best
				if err := g.Next(); err != nil {
					t.Fatalf("%+v turn %d: %v", cfg, turn, err)
				}
			}
			if !reflect.DeepEqual(lists[0], lists[1]) {
				t.Fatalf("%+v turn %d: prepared list %d moves, first %v; unprepared %d, first %v",
					cfg, turn, len(lists[0]), lists[0][:min(3, len(lists[0]))], len(lists[1]), lists[1][:min(3, len(lists[1]))])
			}
		}
		if plain.Phase() != Over || !ahead.Prepared() {
			t.Errorf("%+v: the games ended apart, or an ended game says it is not prepared", cfg)
		}
	}
}
