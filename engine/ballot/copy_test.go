package ballot

import (
	"testing"

	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// TestJudgeCopyError: the zeros for a letter of the board miscopied (§5.2,
// §6.7) and for a word not written whole, and the readings of a wrong
// reference that come before them (docs/RULES.md, open choice 1). On PASSE (H8), CE across at
// G9 makes 16 (C over the A forms CA, E over the first S forms ES); at I9
// 16 as well, at G12 9; down at 12G 4 and at 13G 15 (forming PASSEE).
// Written down from G9, CE lies on the A of PASSE: with that A it would be
// CA, an admitted word placed whole — a miscopy to the letter — but the
// score 16 is CE's own at G9 across, the reference inverted (§6.5). Down
// from H10 it would be SE on the S, but 15 is CE's at 13G, the same way:
// the location is wrong and the score right (§6.6).
func TestJudgeCopyError(t *testing.T) {
	b := passe(t)
	lex := frlibretest.Lexicon(t)
	runJudge(t, lex, []judgeCase{
		{"the right reference", b, "CELNRTU", Ballot{Word: "CE", Ref: "G9", Score: 16}, 16, None, []Code{Valid}, "CE G9 16"},
		{"reference inverted, the score the word's there (§6.5)", b, "CELNRTU", Ballot{Word: "CE", Ref: "9G", Score: 16}, 16, Warning, []Code{Inverted}, "CE G9 16"},
		{"reference inverted, no score: the word as written", b, "CELNRTU", Ballot{Word: "CE", Ref: "9G"}, 16, Warning, []Code{Inverted, ScoreWrong}, "CE G9 16"},
		{"reference inverted, a score of neither reading", b, "CELNRTU", Ballot{Word: "CE", Ref: "9G", Score: 12}, 16, Warning, []Code{Inverted, ScoreWrong}, "CE G9 16"},
		{"wrong square, the score of one other place the same way (§6.6)", b, "CELNRTU", Ballot{Word: "CE", Ref: "10H", Score: 15}, 10, Penalty, []Code{RefWrongScoreOK}, "CE 13G 15"},
		{"wrong square, a score of no place: the miscopy stands", b, "CELNRTU", Ballot{Word: "CE", Ref: "10H", Score: 2}, 0, Zero, []Code{CopyError}, ""},
		// The 2016 example 3 (examples2016_test.go): RA written at 12G,
		// where RE ends on PASSE's E for 2. RA makes 5 across at G12 (the
		// inverted reference) and 3 or 11 down: 2 is the score of the
		// miscopied word only.
		{"the score the miscopied word's", b, "RIZABCD", Ballot{Word: "RA", Ref: "12G", Score: 2}, 0, Zero, []Code{CopyError}, ""},
		{"the same, the score the word's at the inverted square", b, "RIZABCD", Ballot{Word: "RA", Ref: "12G", Score: 5}, 5, Warning, []Code{Inverted}, "RA G12 5"},
		// A real prolongation: PASSER at H8 (8: P3 A1 S1 S1 E1 R1) written
		// PISSER, an admitted word, with PASSER's score, or none.
		{"a prolongation miscopied", b, "RIZABCD", Ballot{Word: "PISSER", Ref: "H8", Score: 8}, 0, Zero, []Code{CopyError}, ""},
		{"a prolongation miscopied, no score", b, "RIZABCD", Ballot{Word: "PISSER", Ref: "H8"}, 0, Zero, []Code{CopyError}, ""},
		{"the prolongation copied right", b, "RIZABCD", Ballot{Word: "PASSER", Ref: "H8", Score: 8}, 8, None, []Code{Valid}, "PASSER H8 8"},
		// Written across from H9, AS is part of PASSE, not written whole
		// (§6.7) — or AS down from H9, for 3 (its S on the double letter
		// I9), the reference inverted.
		{"part of a longer word, or inverted: the score the word's", b, "CELNRST", Ballot{Word: "AS", Ref: "H9", Score: 3}, 3, Warning, []Code{Inverted}, "AS 9H 3"},
		{"part of a longer word, or inverted: no score", b, "CELNRST", Ballot{Word: "AS", Ref: "H9"}, 3, Warning, []Code{Inverted, ScoreWrong}, "AS 9H 3"},
		// Down from I9, CE has no place (the A above it); across from I9
		// it makes 16. The score decides between the inverted reference
		// and a location wrong the way written (CE 13G 15, §6.6).
		{"no place the reference's way, inverted the score's", b, "CELNRTU", Ballot{Word: "CE", Ref: "9I", Score: 16}, 16, Warning, []Code{Inverted}, "CE I9 16"},
		{"no place the reference's way, the score another place's", b, "CELNRTU", Ballot{Word: "CE", Ref: "9I", Score: 15}, 10, Penalty, []Code{RefWrongScoreOK}, "CE 13G 15"},
		{"no place the reference's way, a score of no place", b, "CELNRTU", Ballot{Word: "CE", Ref: "9I", Score: 7}, 16, Warning, []Code{Inverted, ScoreWrong}, "CE I9 16"},
	})
}
