package live

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"duplicata/engine/ballot"
	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/live"
	"duplicata/engine/record"
	"duplicata/wasm/protocol"
)

// played plays game 7 in competition, the top each turn, announced 3 too
// high on turn 2 (a warning, §6.5): the published record and each turn's
// ballot and verdict as the phone's judge gives them.
func played(t *testing.T) (record.Record, []turnResult) {
	t.Helper()
	lex := frlibretest.Lexicon(t)
	g, err := game.New(lex, game.Config{Seed: 7, Formula: "normal", Rhythm: 180, Mode: game.Competition})
	if err != nil {
		t.Fatal(err)
	}
	var out []turnResult
	for g.Phase() != game.Over {
		m := game.Best(lex, g.Board(), g.Draw().Rack(), g.Formula(), 1)[0]
		b := game.Ballot{Word: m.Word, Ref: m.Ref, Claimed: m.Score}
		if g.Turn() == 2 {
			b.Claimed += 3
		}
		res, err := g.Play(b)
		if err != nil {
			t.Fatal(err)
		}
		rec := g.Record()
		out = append(out, turnResult{Ballot: ballot.Ballot{Word: b.Word, Ref: b.Ref, Score: b.Claimed}, Verdict: *rec.Turns[len(rec.Turns)-1].Played,
			Paid: res.Score - res.Penalty, Text: res.Verdict.French()})
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	rec := g.Record()
	for i := range rec.Turns {
		rec.Turns[i].Played = nil
	}
	return rec, out
}

// verifier is the worker's Verify as the test runs it, synchronously: the
// engine's live.Publish and PlayerRecord (wasm/worker/engine's Verify), and
// how many times it was asked.
func verifier(t *testing.T, pub *record.Record, st *live.State, asked *int) func([]*record.Play, func(protocol.VerifiedRecord, error)) {
	p, err := live.Publish(pub, time.Duration(st.Rhythm)*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	return func(plays []*record.Play, then func(protocol.VerifiedRecord, error)) {
		*asked++
		rec, sh, err := p.PlayerRecord(st.Standing.Turns, plays)
		then(protocol.VerifiedRecord{Record: &rec, Paid: sh.Paid, Warnings: sh.Warnings, Total: sh.Total}, err)
	}
}

// TestNewEntry: Bruno's live game 7, ended after turn 4, in his library:
// turns 1–3 on time, turn 2 with a warning, turn 4 late, turn 5 handed in
// as the end cut it. The late ballot counts only when the arbiter's rulings
// accept it; a turn the arbiter overruled to a zero pays nothing, and the
// later ruling on a turn replaces the earlier. The entry keeps every ballot
// with its verdict, arrival and ruling, and the score is the clubs'
// (club.Reference), the worker asked once.
func TestNewEntry(t *testing.T) {
	pub, results := played(t)
	s := saved{Name: "Bruno", Results: map[int]turnResult{}, Acks: map[int]live.Received{}}
	for k := 1; k <= 5; k++ {
		s.Results[k] = results[k-1]
		s.Acks[k] = live.Received{Turn: k, Arrival: "on-time"}
	}
	s.Acks[4] = live.Received{Turn: 4, Arrival: "late"}
	delete(s.Acks, 5) // refused: the end cut the turn
	tops := 0
	for _, tr := range pub.Turns[:4] {
		tops += tr.Top.Score
	}
	st := &live.State{Game: club.Game{Number: 3, Formula: "normal", Seed: 7, Lexicon: "fr-libre", Turns: len(pub.Turns)}, Rhythm: 20000,
		Standing: live.Standing{Turns: 4, TopTotal: tops}}
	end := time.Date(2026, 11, 27, 21, 30, 0, 0, time.UTC)
	accept := live.Ruling{Player: "Bruno", Turn: 4, AcceptLate: true}
	zero := live.Ruling{Player: "Bruno", Turn: 1, Overrule: &record.Play{Sanction: "zero", Claimed: results[0].Ballot.Score}, Reason: "Mot contesté"}
	for _, tc := range []struct {
		name     string
		rulings  []live.Ruling
		counted  map[int]bool // turn → counted
		zeroed   int          // the turn overruled to a zero, 0 for none
		want     int
		warnings int
	}{
		{"no ruling", nil, map[int]bool{1: true, 2: true, 3: true}, 0, tops - pub.Turns[3].Top.Score, 1},
		{"late accepted", []live.Ruling{accept}, map[int]bool{1: true, 2: true, 3: true, 4: true}, 0, tops, 1},
		{"turn 1 overruled, late accepted", []live.Ruling{{Player: "Bruno", Turn: 1, AcceptLate: false, Overrule: &results[0].Verdict, Reason: "d'abord"}, accept, zero},
			map[int]bool{1: true, 2: true, 3: true, 4: true}, 1, tops - pub.Turns[0].Top.Score, 1},
	} {
		s.Rulings = tc.rulings
		asked := 0
		var e Entry
		payEntry(st, s, verifier(t, &pub, st, &asked), func(v protocol.VerifiedRecord, bs []EntryBallot, err error) {
			if err != nil {
				t.Fatal(err)
			}
			e = newEntry(v, bs, st, "club-direct", "Bruno", end)
		})
		if asked != 1 {
			t.Errorf("%s: the worker asked %d times, want 1", tc.name, asked)
		}
		if e.ID != "live-club-direct-3-Bruno" || e.Kind != "live" || e.Date != "2026-11-27T21:30:00.000Z" || e.Seed != 7 || e.Mode != game.Competition || e.Rhythm != 20 || e.Club != "club-direct" || e.Number != 3 {
			t.Errorf("%s: entry %+v", tc.name, e.Entry)
		}
		if e.Summary.Total != tc.want || e.Summary.TopTotal != tops || e.Summary.Warnings != tc.warnings || e.Summary.Turns != 4 {
			t.Errorf("%s: summary %+v, want total %d of %d, %d warning", tc.name, e.Summary, tc.want, tops, tc.warnings)
		}
		if len(e.Record.Turns) != 4 || len(e.Results) != 4 || !e.Results[1].Warning || e.Results[3].Total != tc.want {
			t.Fatalf("%s: %d turns, results %+v", tc.name, len(e.Record.Turns), e.Results)
		}
		for k, tr := range e.Record.Turns {
			paid := tc.counted[k+1] && tc.zeroed != k+1
			if (tr.Played != nil) != paid || paid && *tr.Played != results[k].Verdict {
				t.Errorf("%s turn %d: played %+v, verdict %+v", tc.name, k+1, tr.Played, results[k].Verdict)
			}
		}
		if len(e.Ballots) != 5 {
			t.Fatalf("%s: ballots %+v", tc.name, e.Ballots)
		}
		for i, b := range e.Ballots {
			k := i + 1
			arrival := map[int]string{4: "late", 5: ""}[k]
			if k < 4 {
				arrival = "on-time"
			}
			var ruling *live.Ruling
			for j := range tc.rulings {
				if tc.rulings[j].Turn == k {
					ruling = &tc.rulings[j]
				}
			}
			if b.Turn != k || !reflect.DeepEqual(b.Ballot, results[i].Ballot) || b.Verdict != results[i].Verdict || b.Arrival != arrival || b.Counted != tc.counted[k] || b.Text == "" || !reflect.DeepEqual(b.Ruling, ruling) {
				t.Errorf("%s: ballot %+v", tc.name, b)
			}
		}
	}
}

// TestPayEntryError: the worker's error reaches the phone as it is.
func TestPayEntryError(t *testing.T) {
	pub, results := played(t)
	st := &live.State{Game: club.Game{Number: 3, Formula: "normal", Seed: 7, Turns: len(pub.Turns)}, Rhythm: 20000, Standing: live.Standing{Turns: 2}}
	s := saved{Results: map[int]turnResult{1: results[0], 2: results[1]}, Acks: map[int]live.Received{1: {Arrival: "on-time"}, 2: {Arrival: "late"}}}
	failing := func(_ []*record.Play, then func(protocol.VerifiedRecord, error)) {
		then(protocol.VerifiedRecord{}, errors.New("club: turn 1: bad"))
	}
	payEntry(st, s, failing, func(v protocol.VerifiedRecord, bs []EntryBallot, err error) {
		if err == nil || err.Error() != "club: turn 1: bad" || len(bs) != 2 {
			t.Errorf("the worker's error: %v, %d ballots", err, len(bs))
		}
	})
}
