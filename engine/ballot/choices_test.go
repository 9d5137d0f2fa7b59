package ballot

import (
	"testing"

	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// TestJudgeOpenChoices holds the choices of ours where the rules leave the
// ballot to the arbiter (docs/RULES.md, « Open choices »), one case or
// two a choice, on PASSE (H8): CE makes 16 across at G9 and at I9, 9
// across at G12 and 4 down at 12G.
func TestJudgeOpenChoices(t *testing.T) {
	b := passe(t)
	ras := grid(t, "H8 RAS", "8H RUE")
	runJudge(t, frlibretest.Lexicon(t), []judgeCase{
		// No reference, two valid places make the score: §6.6, the
		// location absent, as with one place.
		{"no reference, two places make the score", b, "CELNRTU", Ballot{Word: "CE", Score: 16}, 11, Penalty, []Code{RefWrongScoreOK}, "CE G9 16"},
		// A typed reference gives the way: G12 is across, whatever the
		// score; the other way from the square is read only when nothing
		// valid lies the reference's way there.
		{"square both ways, across written, the score down's", b, "CELNRTU", Ballot{Word: "CE", Ref: "G12", Score: 4}, 9, Warning, []Code{ScoreWrong}, "CE G12 9"},
		{"square both ways, down written, the score across's", b, "CELNRTU", Ballot{Word: "CE", Ref: "12G", Score: 9}, 4, Warning, []Code{ScoreWrong}, "CE 12G 4"},
		// A score between the two ways' scores: the reference's way,
		// not §6.5's least.
		{"square both ways, a score between, across", b, "CELNRTU", Ballot{Word: "CE", Ref: "G12", Score: 6}, 9, Warning, []Code{ScoreWrong}, "CE G12 9"},
		{"square both ways, a score between, down", b, "CELNRTU", Ballot{Word: "CE", Ref: "12G", Score: 6}, 4, Warning, []Code{ScoreWrong}, "CE 12G 4"},
		// A word prolonging one of three letters: its reference is
		// ignored, inverted as well as wrong (§6.2.3), the way with it.
		{"prolonging three letters, reference inverted", ras, "BEIOUXZ", Ballot{Word: "BRAS", Ref: "7H", Score: 6}, 6, None, []Code{Valid}, "BRAS H7 6"},
		{"prolonging three letters, reference wrong and down", ras, "BEIOUXZ", Ballot{Word: "BRAS", Ref: "1A", Score: 6}, 6, None, []Code{Valid}, "BRAS H7 6"},
	})
}

// TestJudgeJoker: a joker ballot at its place (§6.5, §6.4.2.2). On PASSE
// with the draw RIZ?BCD, RIZ at 13H (forming PASSER) makes 21 with no
// joker, 19 with a joker for its R or its I, 11 for its Z.
func TestJudgeJoker(t *testing.T) {
	b := passe(t)
	runJudge(t, frlibretest.Lexicon(t), []judgeCase{
		{"marking and score agree", b, "RIZ?BCD", Ballot{Word: "RIz", Ref: "13H", Score: 11}, 11, None, []Code{Valid}, "RIz 13H 11"},
		{"no joker marked, none needed", b, "RIZ?BCD", Ballot{Word: "RIZ", Ref: "13H", Score: 21}, 21, None, []Code{Valid}, "RIZ 13H 21"},
		// Both possible: the better of the two.
		{"marking and score both possible: the better", b, "RIZ?BCD", Ballot{Word: "RIz", Ref: "13H", Score: 19}, 19, Warning, []Code{JokerScore}, "rIZ 13H 19"},
		{"the same, the marking the better", b, "RIZ?BCD", Ballot{Word: "rIZ", Ref: "13H", Score: 11}, 19, Warning, []Code{JokerScore}, "rIZ 13H 19"},
		// The marking impossible (two jokers), the score possible: the
		// score.
		{"marking impossible, score possible: the score", b, "RIZ?BCD", Ballot{Word: "rIz", Ref: "13H", Score: 19}, 19, Warning, []Code{JokerMark}, "rIZ 13H 19"},
		// The marking possible, the score not: the marking's (§6.4.2.2),
		// not the least of the markings (§6.5's « sinon »), which is 11.
		{"marking possible, score impossible: the marking's", b, "RIZ?BCD", Ballot{Word: "rIZ", Ref: "13H", Score: 15}, 19, Warning, []Code{JokerScore}, "rIZ 13H 19"},
		// Neither possible: the least.
		{"neither possible: the least", b, "RIZ?BCD", Ballot{Word: "rIz", Ref: "13H", Score: 15}, 11, Warning, []Code{JokerMark, JokerScore}, "RIz 13H 11"},
	})
}

// TestPlausible: a word formed that is not admitted is plausible, for the
// zero of §6.7 and §6.4.2.2, when it is an admitted word lengthened by a
// final E or S (our reading; the 2016 examples: CANCANÉE plausible,
// CANCANEA, FW, UA, SX not, TestExamples2016Fallacious).
func TestPlausible(t *testing.T) {
	j := &judge{lex: frlibretest.Lexicon(t)}
	for _, c := range []struct {
		bad  []string
		want bool
	}{
		{[]string{"RIZS"}, true},            // RIZ + S
		{[]string{"RIZE"}, true},            // RIZ + E
		{[]string{"XIE"}, true},             // XI + E
		{[]string{"RIZA"}, false},           // another letter
		{[]string{"ARIZ"}, false},           // lengthened at the front
		{[]string{"PASSEI"}, false},         // PASSE + I
		{[]string{"SX", "FW", "UA"}, false}, // two letters lengthen no word
		{[]string{"RIZA", "RIZS"}, true},    // one plausible word is enough
	} {
		if got := j.plausible(&place{bad: c.bad}); got != c.want {
			t.Errorf("%v: plausible %v, want %v", c.bad, got, c.want)
		}
	}
}
