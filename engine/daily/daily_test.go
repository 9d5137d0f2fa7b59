package daily

import (
	"errors"
	"testing"
	"time"
)

func TestNumber(t *testing.T) {
	paris, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		paris = time.FixedZone("CET", 3600)
	}
	for _, c := range []struct {
		t    time.Time
		want uint64
	}{
		{time.Date(2026, 11, 24, 13, 0, 0, 0, time.UTC), 20261124},
		{time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), 20260101},
		{time.Date(2026, 12, 31, 23, 59, 59, 0, time.UTC), 20261231},
		{time.Date(2028, 2, 29, 12, 0, 0, 0, time.UTC), 20280229},
		// The player's own calendar date: 23:30 UTC on the 24th is already
		// the 25th in Paris.
		{time.Date(2026, 11, 24, 23, 30, 0, 0, time.UTC).In(paris), 20261125},
		{time.Date(2026, 11, 24, 23, 30, 0, 0, time.UTC), 20261124},
	} {
		if got := Number(c.t); got != c.want {
			t.Errorf("Number(%v) = %d, want %d", c.t, got, c.want)
		}
		d, err := Date(c.want)
		if err != nil {
			t.Fatalf("Date(%d): %v", c.want, err)
		}
		if Number(d) != c.want {
			t.Errorf("Date(%d) = %v, its number %d", c.want, d, Number(d))
		}
	}
}

func TestDateErrors(t *testing.T) {
	for _, n := range []uint64{0, 42, 20261131, 20270229, 20261300, 20261100, 100000000, 1 << 63} {
		_, err := Date(n)
		var de *DateError
		if !errors.As(err, &de) || de.Number != n {
			t.Errorf("Date(%d) error = %v, want a *DateError", n, err)
		}
	}
}

func TestEveryDayItsOwnNumber(t *testing.T) {
	seen := map[uint64]time.Time{}
	d := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	for range 366 * 4 {
		n := Number(d)
		if prev, ok := seen[n]; ok {
			t.Fatalf("%v and %v both give %d", prev, d, n)
		}
		seen[n] = d
		d = d.AddDate(0, 0, 1)
	}
}

func TestText(t *testing.T) {
	for _, c := range []struct {
		r    Result
		site string
		want string
	}{
		{Result{20261124, 812, 901}, "https://duplicata.example/",
			"Duplicata · partie du jour du 24/11/2026\n812 / 901 points (90,1 % du top)\nhttps://duplicata.example/"},
		{Result{20260101, 901, 901}, "", "Duplicata · partie du jour du 01/01/2026\n901 / 901 points (100,0 % du top)"},
		{Result{20260101, 0, 0}, "", "Duplicata · partie du jour du 01/01/2026\n0 / 0 points (0,0 % du top)"},
		{Result{7, 1, 3}, "", "Duplicata · partie du jour n° 7\n1 / 3 points (33,3 % du top)"},
		{Result{20260101, 2, 3}, "", "Duplicata · partie du jour du 01/01/2026\n2 / 3 points (66,7 % du top)"},
	} {
		if got := c.r.Text(c.site); got != c.want {
			t.Errorf("%+v.Text = %q, want %q", c.r, got, c.want)
		}
	}
}
