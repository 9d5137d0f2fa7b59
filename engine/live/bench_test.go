package live

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkRank100: the ranking of an evening of 100 players over the 23
// turns of game 7, every ballot judged — what the Worker computes when a
// turn's results are asked for.
func BenchmarkRank100(b *testing.B) {
	e := newEvening7(b)
	var players []Player
	var ballots []Ballot
	var verdicts []Verdict
	for i := range 100 {
		name := fmt.Sprintf("P%03d", i)
		players = append(players, Player{Name: name, Joined: at("19:00:00")})
		for j, x := range e.ballots {
			if x.Player == "Bruno" {
				x.Player = name
				v := e.verdicts[j]
				v.Player = name
				ballots = append(ballots, x)
				verdicts = append(verdicts, v)
			}
		}
	}
	tl, err := New(Config{Turns: len(e.pub.Turns), Rhythm: 3 * time.Minute, Pause: 30 * time.Second}, []Event{start("20:00:00")})
	if err != nil {
		b.Fatal(err)
	}
	g, err := NewGame(&e.pub, tl, players)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(len(ballots)), "ballots")
	for b.Loop() {
		if _, err := g.Rank(opens(30), ballots, verdicts, nil); err != nil {
			b.Fatal(err)
		}
	}
}
