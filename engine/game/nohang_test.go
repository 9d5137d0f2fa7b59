package game

import (
	"fmt"
	"testing"

	"duplicata/engine/bag"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// TestNoMoveAtTurn3 is the game that used to loop forever (§4.6, §4.7):
// with the lexicon {KW, WY}, game 19 plays Wy H7 (a joker for the Y),
// then Kw G7 (the other joker for a W), forming KW and WY down; at turn 3
// the K, the W and both jokers are on the board, no set of the tiles left
// makes a word, but the bag still holds 88 of them.
func TestNoMoveAtTurn3(t *testing.T) {
	lex, err := lexicon.Build("tiny", []string{"KW", "WY"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(lex, Config{Seed: 19, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := g.Submit("", "", 0); err != nil {
			t.Fatal(err)
		}
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	st := g.State()
	if st.Phase != Over || st.Turn != 3 || st.EndReason != EndNoMove || st.Record.End != string(EndNoMove) {
		t.Fatalf("turn %d, phase %s, end %q; want turn 3 over: %q", st.Turn, st.Phase, st.EndReason, EndNoMove)
	}
	var tops []string
	for _, tr := range st.Record.Turns {
		tops = append(tops, tr.Top.Word+" "+tr.Top.Ref)
	}
	if got := fmt.Sprint(tops); got != "[Wy H7 Kw G7]" {
		t.Errorf("tops %s", got)
	}
	if n := st.Bag.Len(); n < 80 {
		t.Errorf("bag %d tiles; the point is a bag still full", n)
	}
}

// TestNoHangProperty plays many seeded games with small lexicons, where
// draws without a move are common and games end early for want of a
// move, and checks that each ends, and ends as §4.7 says: when it ends
// with tiles left for want of a move, no set of them makes one.
func TestNoHangProperty(t *testing.T) {
	lexicons := [][]string{
		{"KW", "WY"},
		{"KW", "KWX"},
		{"KW", "WX", "ZK"},
		{"AA", "ABBA", "BB"},
		{"EX", "EXU", "UE", "XU"},
	}
	seeds := uint64(120)
	if testing.Short() {
		seeds = 20
	}
	ends := map[EndReason]int{}
	for _, words := range lexicons {
		lex, err := lexicon.Build("tiny", words)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range []string{"normal", "joker"} {
			for seed := uint64(1); seed <= seeds; seed++ {
				g, err := New(lex, Config{Seed: seed, Formula: f})
				if err != nil {
					t.Fatal(err)
				}
				// Each turn places a tile: 102 turns at most.
				for steps := 0; g.Phase() != Over; steps++ {
					if steps > 102 {
						t.Fatalf("%v %s seed %d: no end after 102 turns", words, f, seed)
					}
					if _, err := g.Submit("", "", 0); err != nil {
						t.Fatal(err)
					}
					if err := g.Next(); err != nil {
						t.Fatal(err)
					}
				}
				st := g.State()
				ends[st.EndReason]++
				for _, tr := range st.Record.Turns {
					if len(tr.Rejected) > maxRedraws+bagRejectionBound {
						t.Errorf("%v %s seed %d turn %d: %d rejected draws", words, f, seed, tr.Number, len(tr.Rejected))
					}
				}
				if st.EndReason == EndNoMove {
					pool := st.Bag.Counts()
					if st.JokersInPlay > 0 {
						pool[0]++
					}
					gen := movegen.New(lex)
					gen.SetBoard(g.Board())
					if n := len(gen.AllMoves(pool, g.Formula().Params)); n > 0 {
						t.Errorf("%v %s seed %d: ended for want of a move with %d moves left in %v", words, f, seed, n, pool)
					}
				}
				if over, _ := bag.Ended(st.Bag.Counts(), tile.Rack{}); st.EndReason == EndNoMove && over {
					t.Errorf("%v %s seed %d: %q where the letters end the game", words, f, seed, st.EndReason)
				}
			}
		}
	}
	t.Logf("end reasons: %v", ends)
	if ends[EndNoMove] == 0 {
		t.Error("no game ended for want of a move: the test proves nothing")
	}
}

// bagRejectionBound is a generous bound on the draws the bag itself
// rejects in one turn for the vowel/consonant minimum (§4.2), next to the
// redraws for want of a move.
const bagRejectionBound = 1 << 12
