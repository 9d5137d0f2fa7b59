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
// as the end cut it. The late ballot counts only when the server's ranking
// shows the arbiter accepted it (the worker asked twice, with and without
// it); the entry keeps every ballot with its verdict and arrival, and the
// score is the clubs' (club.Reference).
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
	for _, accepted := range []bool{false, true} {
		want := tops - pub.Turns[3].Top.Score
		if accepted {
			want = tops
		}
		mine := &club.Standing{Name: "Bruno", Total: want}
		asked := 0
		var e Entry
		payEntry(st, s, mine, verifier(t, &pub, st, &asked), func(v protocol.VerifiedRecord, bs []EntryBallot, err error) {
			if err != nil {
				t.Fatal(err)
			}
			e = newEntry(v, bs, st, "club-direct", "Bruno", end)
		})
		if asked != 2 {
			t.Errorf("accepted %v: the worker asked %d times, want 2 (with and without the late ballot)", accepted, asked)
		}
		if e.ID != "live-club-direct-3-Bruno" || e.Kind != "live" || e.Date != "2026-11-27T21:30:00.000Z" || e.Seed != 7 || e.Mode != game.Competition || e.Rhythm != 20 || e.Club != "club-direct" || e.Number != 3 {
			t.Errorf("accepted %v: entry %+v", accepted, e.Entry)
		}
		if e.Summary.Total != want || e.Summary.TopTotal != tops || e.Summary.Warnings != 1 || e.Summary.Turns != 4 {
			t.Errorf("accepted %v: summary %+v, want total %d of %d, 1 warning", accepted, e.Summary, want, tops)
		}
		if len(e.Record.Turns) != 4 || len(e.Results) != 4 || !e.Results[1].Warning || e.Results[3].Total != want {
			t.Fatalf("accepted %v: %d turns, results %+v", accepted, len(e.Record.Turns), e.Results)
		}
		for k, tr := range e.Record.Turns {
			counted := k < 3 || accepted
			if (tr.Played != nil) != counted || counted && *tr.Played != results[k].Verdict {
				t.Errorf("accepted %v turn %d: played %+v, verdict %+v", accepted, k+1, tr.Played, results[k].Verdict)
			}
		}
		if len(e.Ballots) != 5 {
			t.Fatalf("accepted %v: ballots %+v", accepted, e.Ballots)
		}
		for i, b := range e.Ballots {
			k := i + 1
			arrival := map[int]string{4: "late", 5: ""}[k]
			if k < 4 {
				arrival = "on-time"
			}
			if b.Turn != k || !reflect.DeepEqual(b.Ballot, results[i].Ballot) || b.Verdict != results[i].Verdict || b.Arrival != arrival || b.Counted != (k < 4 || k == 4 && accepted) || b.Text == "" {
				t.Errorf("accepted %v: ballot %+v", accepted, b)
			}
		}
	}
}

// TestPayEntryOnce: with no late ballot, or a player the ranking does not
// know, the worker is asked once; its error reaches the phone as it is.
func TestPayEntryOnce(t *testing.T) {
	pub, results := played(t)
	st := &live.State{Game: club.Game{Number: 3, Formula: "normal", Seed: 7, Turns: len(pub.Turns)}, Rhythm: 20000, Standing: live.Standing{Turns: 2}}
	s := saved{Results: map[int]turnResult{1: results[0], 2: results[1]}, Acks: map[int]live.Received{1: {Arrival: "on-time"}, 2: {Arrival: "on-time"}}}
	late := saved{Results: s.Results, Acks: map[int]live.Received{1: {Arrival: "on-time"}, 2: {Arrival: "late"}}}
	for _, tc := range []struct {
		name  string
		s     saved
		mine  *club.Standing
		total int
	}{
		{"on time", s, &club.Standing{Total: 1}, pub.Turns[0].Top.Score + pub.Turns[1].Top.Score},
		{"not ranked", late, nil, pub.Turns[0].Top.Score},
	} {
		asked := 0
		payEntry(st, tc.s, tc.mine, verifier(t, &pub, st, &asked), func(v protocol.VerifiedRecord, bs []EntryBallot, err error) {
			if err != nil || v.Total != tc.total || len(bs) != 2 {
				t.Errorf("%s: total %d, want %d; %d ballots (%v)", tc.name, v.Total, tc.total, len(bs), err)
			}
		})
		if asked != 1 {
			t.Errorf("%s: the worker asked %d times", tc.name, asked)
		}
	}
	failing := func(_ []*record.Play, then func(protocol.VerifiedRecord, error)) {
		then(protocol.VerifiedRecord{}, errors.New("club: turn 1: bad"))
	}
	payEntry(st, late, &club.Standing{Total: 1}, failing, func(v protocol.VerifiedRecord, bs []EntryBallot, err error) {
		if err == nil || err.Error() != "club: turn 1: bad" {
			t.Errorf("the worker's error: %v", err)
		}
	})
}
