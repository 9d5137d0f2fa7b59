package ballot

import (
	"errors"
	"testing"

	"duplicata/engine/board"
)

func TestPay(t *testing.T) {
	for _, c := range []struct {
		score int
		s     Sanction
		paid  int
		stand Sanction
	}{
		{21, None, 21, None},
		{21, Warning, 21, Warning},
		{21, Penalty, 16, Penalty},
		{5, Penalty, 0, Penalty},
		{4, Penalty, 0, Zero}, // §6.6: no negative score, and 4 − 5 would be
		{2, Penalty, 0, Zero},
		{21, Zero, 0, Zero},
	} {
		if paid, stand := Pay(c.score, c.s); paid != c.paid || stand != c.stand {
			t.Errorf("Pay(%d, %v) = %d, %v; want %d, %v", c.score, c.s, paid, stand, c.paid, c.stand)
		}
	}
}

// TestReview: the verdicts a record may keep, and those the judge never
// gives.
func TestReview(t *testing.T) {
	for _, c := range []struct {
		name string
		r    Recorded
		paid int // -1: refused
		s    Sanction
	}{
		{"valid", Recorded{Score: 21, Claimed: 21, Sanction: "none", Clause: "§6.2"}, 21, None},
		{"score wrong", Recorded{Score: 21, Claimed: 30, Sanction: "warning", Clause: "§6.5"}, 21, Warning},
		{"no score", Recorded{Score: 21, Sanction: "warning", Clause: "§6.5"}, 21, Warning},
		{"location warning, score right", Recorded{Score: 21, Claimed: 21, Sanction: "warning", Clause: "§6.5"}, 21, Warning},
		{"ambiguous", Recorded{Score: 21, Claimed: 21, Sanction: "warning", Clause: "§6.4.2.2"}, 21, Warning},
		{"reference wrong", Recorded{Score: 21, Claimed: 21, Sanction: "penalty", Clause: "§6.6"}, 16, Penalty},
		{"higher elsewhere", Recorded{Score: 30, Claimed: 30, Sanction: "penalty", Clause: "§6.4.2.2"}, 25, Penalty},
		{"penalty on 5", Recorded{Score: 5, Claimed: 5, Sanction: "penalty", Clause: "§6.6"}, 0, Penalty},
		{"first move", Recorded{Score: 74, Claimed: 74, First: true, Sanction: "none", Clause: "§6.2"}, 74, None},
		{"first move, not the best", Recorded{Score: 74, Claimed: 70, First: true, Sanction: "warning", Clause: "§6.4.2.1"}, 74, Warning},

		{"score wrong paid as valid", Recorded{Score: 21, Claimed: 30, Sanction: "none", Clause: "§6.2"}, -1, 0},
		{"score wrong as a penalty", Recorded{Score: 21, Claimed: 30, Sanction: "penalty", Clause: "§6.6"}, -1, 0},
		{"penalty on 4", Recorded{Score: 4, Claimed: 4, Sanction: "penalty", Clause: "§6.6"}, -1, 0},
		{"zero with a solution", Recorded{Score: 21, Claimed: 21, Sanction: "zero", Clause: "§6.7"}, -1, 0},
		{"no sanction", Recorded{Score: 21, Claimed: 21}, -1, 0},
		{"unknown sanction", Recorded{Score: 21, Claimed: 21, Sanction: "bonus", Clause: "§6.2"}, -1, 0},
		{"clause of another sanction", Recorded{Score: 21, Claimed: 21, Sanction: "none", Clause: "§6.5"}, -1, 0},
		{"warning under §6.6", Recorded{Score: 21, Claimed: 30, Sanction: "warning", Clause: "§6.6"}, -1, 0},
		{"first move's clause later", Recorded{Score: 21, Claimed: 30, Sanction: "warning", Clause: "§6.4.2.1"}, -1, 0},
		{"later clause on the first move", Recorded{Score: 21, Claimed: 30, First: true, Sanction: "warning", Clause: "§6.5"}, -1, 0},
		{"penalty on the first move", Recorded{Score: 21, Claimed: 21, First: true, Sanction: "penalty", Clause: "§6.6"}, -1, 0},
	} {
		paid, s, err := c.r.Review()
		var re *ReviewError
		switch {
		case c.paid < 0 && !errors.As(err, &re):
			t.Errorf("%s: %+v reviewed %d, %v, %v; want a *ReviewError", c.name, c.r, paid, s, err)
		case c.paid >= 0 && (err != nil || paid != c.paid || s != c.s):
			t.Errorf("%s: %+v reviewed %d, %v, %v; want %d, %v", c.name, c.r, paid, s, err, c.paid, c.s)
		}
	}
}

// checkReview: a verdict that keeps a solution, as a record keeps it,
// reviews to the judge's points and sanction.
func checkReview(t testing.TB, b *board.Board, bal Ballot, v Verdict) {
	t.Helper()
	if !v.Found || v.Sanction == Zero {
		return
	}
	r := Recorded{Score: v.Move.Score, Claimed: max(bal.Score, 0), First: b.IsEmpty(), Sanction: v.Sanction.String(), Clause: v.Clause}
	if paid, s, err := r.Review(); err != nil || paid != v.Paid || s != v.Sanction {
		t.Fatalf("%+v judged %v paid %d (%s); its record %+v reviews to %d, %v, %v", bal, v.Sanction, v.Paid, v.French(), r, paid, s, err)
	}
}
