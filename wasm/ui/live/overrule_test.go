package live

import (
	"strings"
	"testing"
)

// TestVerdictChoices: the verdicts the arbiter's list offers are those the
// server accepts (ballot.Recorded.Review, which live.Game.CheckRuling
// applies): none only for the score announced, a penalty only above 4
// points and never on the first move, whose warning is §6.4.2.1's; a zero
// always.
func TestVerdictChoices(t *testing.T) {
	for _, tc := range []struct {
		score, claimed int
		first          bool
		want           string
	}{
		{20, 20, false, "none §6.2, warning §6.5, penalty §6.6, zero"},
		{20, 23, false, "warning §6.5, zero"},
		{20, 0, false, "warning §6.5, zero"},
		{4, 4, false, "none §6.2, warning §6.5, zero"},
		{5, 5, false, "none §6.2, warning §6.5, penalty §6.6, zero"},
		{20, 20, true, "none §6.2, warning §6.4.2.1, zero"},
		{20, 18, true, "warning §6.4.2.1, zero"},
		{0, 0, false, "zero"},
	} {
		var got []string
		for _, c := range verdictChoices(tc.score, tc.claimed, tc.first) {
			got = append(got, strings.TrimSpace(c.Sanction.String()+" "+c.Clause))
		}
		if g := strings.Join(got, ", "); g != tc.want {
			t.Errorf("%d announced %d, first %v: %s, want %s", tc.score, tc.claimed, tc.first, g, tc.want)
		}
	}
}
