package game

import (
	"testing"

	"duplicata/engine/lexicon"
)

// TestRedrawCap: §4.6 redraws a draw with no move and sets no limit; ours
// is maxRedraws new draws, then the game ends (EndRedraws), when some set
// of the tiles left could still be placed (docs/RULES.md, open choices).
// With the lexicon {KWX}, the only move needs the K, the W and the X, one
// tile each in the bag, in one draw of seven: one draw in about 4,900 has
// them, so game 1 ends at its first turn after 1,001 draws. EndRedraws
// comes only from the cap: a turn whose tiles left hold no move ends with
// EndNoMove at its first draw.
func TestRedrawCap(t *testing.T) {
	lex, err := lexicon.Build("tiny", []string{"KWX"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(lex, Config{Seed: 1, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	st := g.State()
	if st.Phase != Over || st.Turn != 1 || st.EndReason != EndRedraws {
		t.Fatalf("turn %d, phase %s, end %q; want turn 1 over: %q", st.Turn, st.Phase, st.EndReason, EndRedraws)
	}
}
