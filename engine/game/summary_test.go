package game

import "testing"

func TestSummarize(t *testing.T) {
	cases := []struct {
		name    string
		results []Result
		want    Summary
	}{
		{"no turn", nil, Summary{}},
		{
			"a bingo found, a bingo missed, a warning paid",
			[]Result{
				{Turn: 1, Score: 74, Top: 74, Bingo: true, TopBingo: true},
				{Turn: 2, Score: 30, Top: 80, TopBingo: true},
				{Turn: 3, Score: 0, Top: 20},
				{Turn: 4, Score: 40, Top: 40, Warning: true, Warnings: 4, Penalty: 5},
				{Turn: 5, Score: 12, Top: 12, Warning: true, Warnings: 5, Penalty: 5},
				// A bingo below a top that is not one.
				{Turn: 6, Score: 60, Top: 70, Bingo: true},
			},
			Summary{
				Turns: 6, Total: 74 + 30 + 40 - 5 + 12 - 5 + 60, TopTotal: 296, Percent: 100 * 206.0 / 296,
				TopsFound: 3, Bingos: 2, BingosFound: 1, BingosMissed: 1, Warnings: 2, Penalties: 10,
			},
		},
	}
	for _, c := range cases {
		if got := Summarize(c.results); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}
