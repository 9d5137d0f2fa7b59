package live

import (
	"bytes"
	"slices"
	"testing"
	"time"

	"duplicata/engine/record"
)

// TestRecordExport: the evening of game 7 as Eliot's arbitration save and
// the FFSc's text, read back: the players ranked (Eve, removed, is not),
// each turn's moves paid with their scores, Bruno's penalties and
// warnings past the free ones as events, the draws and tops of the turns
// played.
func TestRecordExport(t *testing.T) {
	e := newEvening7(t)
	end := opens(len(e.tops)).Add(time.Hour)
	rec, err := e.g.Record(end, e.ballots, e.verdicts, nil)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := e.g.Rank(end, e.ballots, e.verdicts, nil)
	var names []string
	for _, p := range rec.Players {
		names = append(names, p.Name)
	}
	if want := []string{"Anna", "Bruno", "Chloé", "David"}; !slices.Equal(names, want) {
		t.Fatalf("players %q, want %q", names, want)
	}
	var eliot bytes.Buffer
	if err := record.WriteEliot(&eliot, &rec); err != nil {
		t.Fatal(err)
	}
	back, err := record.ReadEliot(&eliot)
	if err != nil {
		t.Fatalf("read back: %v", err)
	}
	if back.Origin == nil || back.Origin.Mode != "arbitration" || len(back.Players) != 4 || len(back.Turns) != len(e.tops) {
		t.Fatalf("read back: origin %+v, %d players, %d turns", back.Origin, len(back.Players), len(back.Turns))
	}
	taken := 0
	for k, turn := range back.Turns {
		if turn.Draw != e.pub.Turns[k].Draw || turn.Top == nil || turn.Top.Score != e.tops[k] && e.tops[k] > 0 {
			t.Errorf("turn %d: draw %s top %+v; want %s, %d", k+1, turn.Draw, turn.Top, e.pub.Turns[k].Draw, e.tops[k])
		}
		scores := map[int]int{}
		for _, b := range turn.Ballots {
			scores[b.Player] = b.Score
		}
		for i, name := range names {
			if got, want := scores[i], r.Sheets[name].Scores[k]; got != want {
				t.Errorf("turn %d, %s: %d read back, the ranking's %d", k+1, name, got, want)
			}
		}
		penalty := 0
		for _, ev := range turn.Events {
			if ev.Player == 1 && ev.Kind == record.Penalty {
				penalty += ev.Points
			}
		}
		taken += penalty
		if want := r.Sheets["Bruno"].Scores[k] - r.Sheets["Bruno"].Paid[k]; penalty != want {
			t.Errorf("turn %d: Bruno's penalties %d, his sheet takes off %d", k+1, penalty, want)
		}
	}
	if taken == 0 {
		t.Error("no penalty read back: Bruno's ballots have some")
	}
	var ffsc bytes.Buffer
	if err := record.WriteFFSc(&ffsc, &rec); err != nil {
		t.Fatal(err)
	}
	f, err := record.ReadFFSc(&ffsc)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Turns) != len(e.tops) || f.Turns[3].Top.Word != e.pub.Turns[3].Top.Word {
		t.Errorf("the FFSc text read back: %d turns", len(f.Turns))
	}
}
