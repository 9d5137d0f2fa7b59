package live

import (
	"slices"
	"testing"
	"time"

	"duplicata/engine/record"
)

// TestPlayerRecord: each player's own record of the evening is paid as the
// ranking pays them: Bruno's sheet (warnings, penalties, zeros) and
// Chloé's (joined in turn 3) are Rank's, turn by turn, and the records
// keep their plays where Rank counted one; a game ended after turn 5
// keeps five turns.
func TestPlayerRecord(t *testing.T) {
	e := newEvening7(t)
	end := opens(len(e.tops)).Add(time.Hour)
	r, err := e.g.Rank(end, e.ballots, e.verdicts, nil)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Publish(&e.pub, 3*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Bruno", "Chloé", "Anna"} {
		rec, sh, err := p.PlayerRecord(r.Turns, r.Plays[name])
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want := r.Sheets[name]
		if sh.Total != want.Total || sh.Warnings != want.Warnings || !slices.Equal(sh.Paid, want.Paid) || !slices.Equal(sh.Scores, want.Scores) {
			t.Errorf("%s: sheet %+v, the ranking's %+v", name, sh, want)
		}
		if len(rec.Turns) != r.Turns || rec.Rhythm != 180 || rec.Seed != 7 {
			t.Errorf("%s: %d turns, rhythm %d, seed %d", name, len(rec.Turns), rec.Rhythm, rec.Seed)
		}
		for k, play := range r.Plays[name] {
			got := rec.Turns[k].Played
			if (play == nil) != (got == nil) || play != nil && *got != *play {
				t.Errorf("%s turn %d: played %+v, the ranking paid %+v", name, k+1, got, play)
			}
			if rec.Turns[k].Draw != e.pub.Turns[k].Draw || rec.Turns[k].Top == nil {
				t.Errorf("%s turn %d: draw %s, top %v", name, k+1, rec.Turns[k].Draw, rec.Turns[k].Top)
			}
		}
	}
	// Results: the sheet's points a turn, running to its total.
	brec, bsh, _ := p.PlayerRecord(r.Turns, r.Plays["Bruno"])
	res := Results(brec, bsh)
	warnings := 0
	for k, x := range res {
		if x.Turn != k+1 || x.Score != bsh.Paid[k] || x.Top != brec.Turns[k].Top.Score || x.Lost != x.Top-x.Score {
			t.Errorf("Bruno's result %d: %+v, paid %d", k+1, x, bsh.Paid[k])
		}
		if x.Warning {
			warnings++
		}
	}
	if last := res[len(res)-1]; len(res) != r.Turns || last.Total != bsh.Total || last.TopTotal != sum(e.tops[:r.Turns]) || last.Deficit != last.TopTotal-last.Total || warnings != bsh.Warnings {
		t.Errorf("Bruno's results: %d turns, last %+v, %d warnings; sheet %d points, %d warnings", len(res), last, warnings, bsh.Total, bsh.Warnings)
	}
	if sum(r.Sheets["Chloé"].Paid[:2]) != 0 || r.Sheets["Bruno"].Total != 682 {
		t.Fatalf("the evening changed: Chloé %v, Bruno %d", r.Sheets["Chloé"].Paid[:2], r.Sheets["Bruno"].Total)
	}
	rec, sh, err := p.PlayerRecord(5, r.Plays["Anna"][:5])
	if err != nil || len(rec.Turns) != 5 || sh.Total != sum(e.tops[:5]) {
		t.Errorf("five turns: %d turns, total %d, want %d (%v)", len(rec.Turns), sh.Total, sum(e.tops[:5]), err)
	}
	if _, _, err := p.PlayerRecord(2, r.Plays["Anna"][:3]); err == nil {
		t.Error("three plays over two turns: no error")
	}
	bad := *r.Plays["Anna"][0]
	bad.Score++
	if _, _, err := p.PlayerRecord(1, []*record.Play{&bad}); err == nil {
		t.Errorf("%s %s for %d: no error", bad.Word, bad.Ref, bad.Score)
	}
}
