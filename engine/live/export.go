package live

import (
	"slices"
	"time"

	"duplicata/engine/ballot"
	"duplicata/engine/club"
	"duplicata/engine/record"
)

// Record is the live game at now as a record of several players, as
// Eliot's arbitration mode keeps a club game: the turns collected, their
// draws and tops, the players ranked (not the removed), each one's move
// paid on each turn (the verdict or the arbiter's overrule that counts: a
// zero, or nothing handed in, has none), and the arbiter's events —
// warnings, the points a penalty or a warning past the free ones took off,
// and the solos when they earn their bonus (§4.5, from 16 players).
// record.WriteEliot writes it as Eliot's save, record.WriteFFSc its draws
// and tops as the FFSc's text.
func (g *Game) Record(now time.Time, ballots []Ballot, verdicts []Verdict, rulings []Ruling) (record.Record, error) {
	r, err := g.Rank(now, ballots, verdicts, rulings)
	if err != nil {
		return record.Record{}, err
	}
	rec := g.pub
	rec.Turns = slices.Clone(g.pub.Turns[:r.Turns])
	rec.Origin = &record.Origin{Format: record.FormatEliot, Mode: "arbitration"}
	rec.Players = nil
	index := map[string]int{}
	for _, name := range g.names {
		if _, ok := r.Sheets[name]; ok {
			index[name] = len(rec.Players)
			rec.Players = append(rec.Players, record.Player{Name: name})
		}
	}
	bonus := len(rec.Players) >= club.SoloBonusPlayers
	for k := range rec.Turns {
		t := &rec.Turns[k]
		t.Played, t.Ballots, t.Events = nil, nil, nil
		best, _ := r.Best(k + 1)
		for _, p := range rec.Players {
			i, sh := index[p.Name], r.Sheets[p.Name]
			if play := r.Plays[p.Name][k]; play != nil {
				t.Ballots = append(t.Ballots, record.Ballot{Player: i, Attempt: record.Attempt{Word: play.Word, Ref: play.Ref, Score: play.Score}})
				if play.Sanction == ballot.Warning.String() {
					t.Events = append(t.Events, record.Event{Player: i, Kind: record.Warning})
				}
			}
			if off := sh.Scores[k] - sh.Paid[k]; off > 0 {
				t.Events = append(t.Events, record.Event{Player: i, Kind: record.Penalty, Points: off})
			}
			if bonus && best.Solo && best.Names[0] == p.Name {
				t.Events = append(t.Events, record.Event{Player: i, Kind: record.Solo, Points: club.SoloBonus})
			}
		}
	}
	return rec, nil
}
