package ballot

import (
	"testing"

	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// The 2016 ballot-correction examples (../../shared/rules/
// bulletin-correction-examples-2016.txt), rebuilt: the text lost its base
// board, so each is played on a board of ours that raises the same case,
// and judged by the 2026 text where the two differ.

// TestExamples2016Penalty: examples 1 to 5, the general case of the −5.
func TestExamples2016Penalty(t *testing.T) {
	b := passe(t)
	runJudge(t, frlibretest.Lexicon(t), []judgeCase{
		// 1: no reference, score right: 21 − 5.
		{"ex. 1: no reference, score right", b, "RIZABCD", Ballot{Word: "RIZ", Score: 21}, 16, Penalty, []Code{RefWrongScoreOK}, "RIZ 13H 21"},
		// 2: a wrong reference the way the word is written, score right.
		{"ex. 2: reference wrong, score right", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "1H", Score: 21}, 16, Penalty, []Code{RefWrongScoreOK}, "RIZ 13H 21"},
		// 3: the last letter of the word, on the board, changed on the
		// ballot (RE at 12G ends on PASSE's E, written RA). 2016: a
		// penalty; the 2026 text has no such penalty and names « une
		// erreur de recopie dans le mot prolongé » among the zeros (§6.7).
		{"ex. 3: last letter miscopied (2026: zero)", b, "RIZABCD", Ballot{Word: "RA", Ref: "12G", Score: 2}, 0, Zero, []Code{CopyError}, ""},
		// 4: no reference and a score no place makes: zero.
		{"ex. 4: no reference, score wrong", b, "RIZABCD", Ballot{Word: "RIZ", Score: 90}, 0, Zero, []Code{ScoreNowhere}, ""},
		// 5: connecting letters with two inverted, score right.
		{"ex. 5: connecting letters inverted, score right", b, "RIZABCD", Ballot{Word: "RIZ", Anchors: []Anchor{{'S', 0, -1}, {'E', 0, -2}, {'S', 0, -3}}, Dir: Down, Score: 21}, 16, Penalty, []Code{RefWrongScoreOK}, "RIZ 13H 21"},
	})
}

// fallacious is a lexicon of our own for the examples of « prolongement
// fallacieux »: CANCANE is a word, CANCANER too, CANCANEE is not.
func fallacious(t *testing.T) *lexicon.Lexicon {
	lex, err := lexicon.Build("fallacious", []string{
		"AS", "BARMAID", "CANCANE", "CANCANER", "FUS", "RE", "USI", "WAX", "WU", "XI",
	})
	if err != nil {
		t.Fatal(err)
	}
	return lex
}

// TestExamples2016Fallacious: examples 9 and 10, and the zero they warn
// of. CANCANE lies on H4; a word down through H11 lengthens it.
func TestExamples2016Fallacious(t *testing.T) {
	cancane := grid(t, "H4 CANCANE")
	// USI down from C8 and FUS down from F5: WAX at 7C forms WU, AS, XI
	// for 65; at 9C it would form UW, SA, IX for the same 65, at 6F FW,
	// UA, SX: none lengthens a word.
	wax := grid(t, "8C USI", "5F FUS")
	runJudge(t, fallacious(t), []judgeCase{
		// 9: BARMAID at 11F forms CANCANER for 84, as in the text; at the
		// other places of column 11 it would form CANCANEA, CANCANEB, …
		// none plausible: no reference and the score right is paid
		// 84 − 5 = 79. So is the reference 8G, where BARMAID is valid
		// but makes 12: the score announced is another place's, more than
		// 5 above (§6.4.2.2).
		{"ex. 9: BARMAID, no reference", cancane, "AABDIMR", Ballot{Word: "BARMAID", Score: 84}, 79, Penalty, []Code{RefWrongScoreOK}, "BARMAID 11F 84"},
		{"ex. 9: BARMAID, reference 8G", cancane, "AABDIMR", Ballot{Word: "BARMAID", Ref: "8G", Score: 84}, 79, Penalty, []Code{HigherElsewhere}, "BARMAID 11F 84"},
		{"ex. 9: BARMAID at its place", cancane, "AABDIMR", Ballot{Word: "BARMAID", Ref: "11F", Score: 84}, 84, None, []Code{Valid}, "BARMAID 11F 84"},
		// 10: WAX at 7C, no reference, the score right.
		{"ex. 10: WAX, no reference", wax, "AAQWXYZ", Ballot{Word: "WAX", Score: 65}, 60, Penalty, []Code{RefWrongScoreOK}, "WAX 7C 65"},
		{"ex. 10: WAX, reference 6F", wax, "AAQWXYZ", Ballot{Word: "WAX", Ref: "6F", Score: 65}, 60, Penalty, []Code{RefWrongScoreOK}, "WAX 7C 65"},
		// The case the examples warn of: RE makes 14 at 11H (CANCANER)
		// and at 11G, where it forms CANCANEE, not admitted but
		// plausible: without a reference the ballot is a zero (§6.7).
		{"plausible lengthening for the score", cancane, "ERXXXXX", Ballot{Word: "RE", Score: 14}, 0, Zero, []Code{PlausibleCross}, ""},
		{"the same with its reference", cancane, "ERXXXXX", Ballot{Word: "RE", Ref: "11H", Score: 14}, 14, None, []Code{Valid}, "RE 11H 14"},
		{"located on the plausible lengthening", cancane, "ERXXXXX", Ballot{Word: "RE", Ref: "11G", Score: 14}, 0, Zero, []Code{CrossNotAdmitted}, ""},
	})
}
