package ballot

import (
	"testing"

	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// TestJudgeAnchors: connecting letters (§5.3.2) locate the word when each
// touches a letter placed or, step by step, another connecting letter —
// the letters of a word on the board that the move prolongs among them:
// they are connecting letters too, counted towards the three. AS on H8
// with ANE down from it: BAS at H7 places only its B, and the N under
// the A touches no letter placed, but the A; E under the N chains on.
// RAS on H8 with RUE down from it: BRAS at H7, U under the R.
func TestJudgeAnchors(t *testing.T) {
	as := grid(t, "H8 AS", "8H ANE")
	ras := grid(t, "H8 RAS", "8H RUE")
	n := []Anchor{{'N', 1, 1}} // BA[.N]S
	ne := []Anchor{{'N', 1, 1}, {'E', 1, 2}}
	u := []Anchor{{'U', 1, 1}}     // BR[.U]AS
	wrong := []Anchor{{'E', 1, 1}} // no E under the A
	runJudge(t, frlibretest.Lexicon(t), []judgeCase{
		// A word of two letters prolonged: its A and S and the N make
		// three (§5.3.2 « y compris en cas de prolongement d'un mot de 2
		// lettres »).
		{"two-letter word, a third letter chained on it", as, "BEIOUXZ", Ballot{Word: "BAS", Anchors: n, Score: 5}, 5, None, []Code{Valid}, "BAS H7 5"},
		{"the same with the reference right (§5.3.3)", as, "BEIOUXZ", Ballot{Word: "BAS", Ref: "H7", Anchors: n, Score: 5}, 5, None, []Code{Valid}, "BAS H7 5"},
		{"two letters chained on it", as, "BEIOUXZ", Ballot{Word: "BAS", Anchors: ne, Score: 5}, 5, None, []Code{Valid}, "BAS H7 5"},
		{"the same with the reference wrong: one mode wrong", as, "BEIOUXZ", Ballot{Word: "BAS", Ref: "H6", Anchors: n, Score: 5}, 5, Warning, []Code{OneModeWrong}, "BAS H7 5"},
		{"a letter not on the board there, no reference", as, "BEIOUXZ", Ballot{Word: "BAS", Anchors: wrong, Score: 5}, 5, Warning, []Code{TwoAnchors}, "BAS H7 5"},
		{"the same with the reference right: one mode wrong", as, "BEIOUXZ", Ballot{Word: "BAS", Ref: "H7", Anchors: wrong, Score: 5}, 5, Warning, []Code{OneModeWrong}, "BAS H7 5"},
		{"no connecting letter: two only (§6.5)", as, "BEIOUXZ", Ballot{Word: "BAS", Score: 5}, 5, Warning, []Code{TwoAnchors}, "BAS H7 5"},
		// The same letter twice on the board (§6.4.2.2): AU with an S over
		// its A fits at I10 and at I11 under PASSE, 6 at each.
		{"letters fitting two places", passe(t), "AULNR", Ballot{Word: "AU", Anchors: []Anchor{{'S', 0, -1}}, Score: 6}, 6, Warning, []Code{Ambiguous}, "AU I10 6"},
		// A word of three letters prolonged: the reference is ignored
		// (§6.2.3), right, wrong or inverted.
		{"three-letter word, a letter chained on it", ras, "BEIOUXZ", Ballot{Word: "BRAS", Anchors: u, Score: 6}, 6, None, []Code{Valid}, "BRAS H7 6"},
		{"the same with the reference right", ras, "BEIOUXZ", Ballot{Word: "BRAS", Ref: "H7", Anchors: u, Score: 6}, 6, None, []Code{Valid}, "BRAS H7 6"},
		{"the same with the reference wrong: ignored", ras, "BEIOUXZ", Ballot{Word: "BRAS", Ref: "A1", Anchors: u, Score: 6}, 6, None, []Code{Valid}, "BRAS H7 6"},
		{"the same with the reference inverted: ignored", ras, "BEIOUXZ", Ballot{Word: "BRAS", Ref: "7H", Anchors: u, Score: 6}, 6, None, []Code{Valid}, "BRAS H7 6"},
	})
}
