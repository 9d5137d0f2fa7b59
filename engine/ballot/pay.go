package ballot

import "fmt"

// This file is the part of the judgement that needs no lexicon: what a
// solution located at its place is paid under a sanction, and what the score
// announced alone earns it. Judge pays by it; a club's server, which has no
// lexicon, reviews a recorded verdict by it (Recorded.Review), so that both
// pay a ballot the same.

// Pay is the points a solution scoring score at its place is paid under
// sanction s, and the sanction that stands (§6.3): its score with none or a
// warning (§6.5), the score less 5 with a penalty (§6.6), nothing with a
// zero (§6.7). A penalty on 4 points or less is a zero (§6.6: no score is
// negative), which Pay returns as such.
func Pay(score int, s Sanction) (int, Sanction) {
	switch s {
	case None, Warning:
		return score, s
	case Penalty:
		if score <= 4 {
			return 0, Zero
		}
		return score - 5, Penalty
	}
	return 0, Zero
}

// Announced is the sanction the score announced alone earns a solution paid
// score: none when it is that score, a warning when it is absent or another
// (§6.5; on the first move §6.4.2.1).
func Announced(score, claimed int) Sanction {
	if claimed == score {
		return None
	}
	return Warning
}

// Sanction is the sanction the failing earns on its own (§6.3); a verdict's
// is the most severe of its reasons' (§6.8).
func (c Code) Sanction() Sanction {
	switch c {
	case Valid:
		return None
	case FirstMoveScore, FirstMoveJoker, ScoreWrong, JokerScore, JokerMark, TwoAnchors, OneModeWrong, Inverted, Ambiguous:
		return Warning
	case RefWrongScoreOK, HigherElsewhere:
		return Penalty
	}
	return Zero
}

// Recorded is a verdict as a game's record keeps it (record.Play): the
// solution paid, its score at its place recomputed, the score announced, the
// sanction and its clause as written. A zero keeps no solution.
type Recorded struct {
	Score    int    // the solution's score at its place
	Claimed  int    // the score announced; 0 for none
	First    bool   // the first move, judged by §6.4.2.1
	Sanction string // "none", "warning" or "penalty"
	Clause   string // the deciding clause, "§6.5"
}

// ReviewError says why a recorded verdict is not one the judge gives.
type ReviewError struct {
	Recorded
	Why string
}

func (e *ReviewError) Error() string {
	return fmt.Sprintf("ballot: sanction %q (%s) for a solution of %d announced %d: %s",
		e.Sanction, e.Clause, e.Score, e.Claimed, e.Why)
}

// Review checks a recorded verdict against what the judge decides from the
// solution and the score announced alone, and returns the points it pays
// (Pay) and its sanction. A score announced other than the solution's is a
// warning (§6.5, §6.4.2.1): neither none nor a penalty, whose solution is a
// place making the score announced (§6.6, §6.4.2.2); a penalty on 4 points
// or less is a zero, which keeps no solution; the first move earns no
// penalty (§6.4.2.1); the clause must be one that gives the sanction, on
// that move. What it cannot see without the ballot as written and the
// lexicon — a warning for the location, a penalty for a reference wrong —
// it takes from the record.
func (r Recorded) Review() (int, Sanction, error) {
	fail := func(why string) (int, Sanction, error) { return 0, Zero, &ReviewError{r, why} }
	var s Sanction
	if err := s.UnmarshalText([]byte(r.Sanction)); err != nil {
		return fail("no sanction of a solution paid")
	}
	if s == Zero {
		return fail("a zero keeps no solution")
	}
	if !clauseGives(r.Clause, s, r.First) {
		return fail(fmt.Sprintf("clause %s gives no %s here", r.Clause, s))
	}
	if a := Announced(r.Score, r.Claimed); a != None && s != a {
		return fail(fmt.Sprintf("the score announced is not the solution's: a %s", a))
	}
	paid, stands := Pay(r.Score, s)
	if stands != s {
		return fail(fmt.Sprintf("a %s on %d points is a %s", s, r.Score, stands))
	}
	return paid, s, nil
}

// clauseGives reports whether a reason of clause earns sanction s on the
// first move or a later one: the first move's are §6.2 and §6.4.2.1's
// (judge.first), the later ones' every other.
func clauseGives(clause string, s Sanction, first bool) bool {
	for c, cl := range clauses {
		isFirst := c == FirstMoveScore || c == FirstMoveJoker
		if cl == clause && c.Sanction() == s && (c == Valid || isFirst == first) {
			return true
		}
	}
	return false
}
