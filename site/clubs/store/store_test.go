package store

import (
	"database/sql"
	"testing"

	"duplicata/engine/club"
)

// TestResultOf: a stored result's points paid are its own, or, stored
// before they were (NULL), its scores.
func TestResultOf(t *testing.T) {
	for _, c := range []struct {
		scores string
		paid   sql.NullString
		total  int
		ok     bool
	}{
		{`[30,20]`, sql.NullString{String: `[25,15]`, Valid: true}, 40, true},
		{`[30,20]`, sql.NullString{}, 50, true},
		{`[30,20`, sql.NullString{}, 0, false},
		{`[30,20]`, sql.NullString{String: `{`, Valid: true}, 0, false},
	} {
		res, err := resultOf("Anne", c.scores, c.paid)
		if (err == nil) != c.ok {
			t.Errorf("resultOf(%s, %v): %v", c.scores, c.paid, err)
			continue
		}
		if !c.ok {
			continue
		}
		if st := club.Rank(100, []club.Result{res}); st[0].Total != c.total {
			t.Errorf("resultOf(%s, %v) ranks %d, want %d", c.scores, c.paid, st[0].Total, c.total)
		}
	}
}
