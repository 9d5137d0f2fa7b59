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

// TestEntryOverruleNoBallot: Bruno hands in turns 1–3 on time and nothing
// on turn 4 (or his phone lost it), which the arbiter overrules to the top
// with a reason: the entry pays turn 4 the overrule, as the ranking does,
// and keeps the ruling on a turn marked as having no ballot, not counted.
// A ruling that only accepts a late ballot the phone does not have pays
// nothing.
func TestEntryOverruleNoBallot(t *testing.T) {
	pub, results := played(t)
	tops := 0
	for _, tr := range pub.Turns[:4] {
		tops += tr.Top.Score
	}
	st := &live.State{Game: club.Game{Number: 3, Formula: "normal", Seed: 7, Lexicon: "fr-libre", Turns: len(pub.Turns)}, Rhythm: 20000,
		Standing: live.Standing{Turns: 4, TopTotal: tops}}
	s := saved{Name: "Bruno", Results: map[int]turnResult{}, Acks: map[int]live.Received{}}
	for k := 1; k <= 3; k++ {
		s.Results[k] = results[k-1]
		s.Acks[k] = live.Received{Turn: k, Arrival: "on-time"}
	}
	overrule := live.Ruling{Player: "Bruno", Turn: 4, Overrule: &results[3].Verdict, Reason: "Bulletin retrouvé (§7.3)"}
	for _, tc := range []struct {
		name    string
		rulings []live.Ruling
		want    int // the total
	}{
		{"overrule on a turn with no ballot is paid", []live.Ruling{overrule}, tops},
		{"acceptance on a turn with no ballot pays nothing", []live.Ruling{{Player: "Bruno", Turn: 4, AcceptLate: true}}, tops - pub.Turns[3].Top.Score},
	} {
		s.Rulings = tc.rulings
		asked := 0
		var e Entry
		payEntry(st, s, verifier(t, &pub, st, &asked), func(v protocol.VerifiedRecord, bs []EntryBallot, err error) {
			if err != nil {
				t.Fatal(err)
			}
			e = newEntry(v, bs, st, "club-direct", "Bruno", time.Date(2026, 11, 27, 21, 30, 0, 0, time.UTC))
		})
		if e.Summary.Total != tc.want || len(e.Record.Turns) != 4 {
			t.Errorf("%s: total %d over %d turns, want %d over 4", tc.name, e.Summary.Total, len(e.Record.Turns), tc.want)
		}
		if p := e.Record.Turns[3].Played; (p != nil) != (tc.want == tops) || p != nil && *p != results[3].Verdict {
			t.Errorf("%s: turn 4 played %+v", tc.name, p)
		}
		if len(e.Ballots) != 4 {
			t.Fatalf("%s: ballots %+v", tc.name, e.Ballots)
		}
		for _, b := range e.Ballots[:3] {
			if b.NoBallot || !b.Counted || b.Ballot.Word == "" {
				t.Errorf("%s: turn %d's ballot %+v", tc.name, b.Turn, b)
			}
		}
		b := e.Ballots[3]
		if b.Turn != 4 || !b.NoBallot || b.Counted || b.Arrival != "" || b.Ballot.Word != "" || b.Verdict != (record.Play{}) || !reflect.DeepEqual(b.Ruling, &tc.rulings[0]) {
			t.Errorf("%s: turn 4's entry %+v", tc.name, b)
		}
	}
}

// TestEntryPaysAsRank: whatever a player's turn holds — a ballot on time,
// late or none the server acknowledged, the phone's verdict the top or a
// zero, and no ruling, an acceptance, an overrule to the top or to a zero —
// the player's library pays it what engine/live's ranking pays, play for
// play and point for point, over a live evening of game 7 with four
// players who go through every case.
func TestEntryPaysAsRank(t *testing.T) {
	pub, results := played(t)
	n := len(pub.Turns)
	t0 := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC)
	tl, err := live.New(live.Config{Turns: n, Rhythm: 3 * time.Minute, Pause: 30 * time.Second}, []live.Event{{Kind: live.Start, At: t0}})
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Anna", "Bruno", "Chloé", "David"}
	var players []live.Player
	for _, name := range names {
		players = append(players, live.Player{Name: name, Joined: t0.Add(-time.Minute)})
	}
	g, err := live.NewGame(&pub, tl, players)
	if err != nil {
		t.Fatal(err)
	}
	type turnCase struct {
		arrival string // "on-time", "late", "" for no ballot
		zero    bool   // the phone's verdict a zero
		ruling  int    // 0 none, 1 acceptance, 2 overrule to the top, 3 overrule to a zero
	}
	var cases []turnCase
	for _, a := range []string{"on-time", "late", ""} {
		for _, zero := range []bool{false, true} {
			for r := range 4 {
				if a != "" || !zero {
					cases = append(cases, turnCase{a, zero, r})
				}
			}
		}
	}
	var (
		ballots  []live.Ballot
		verdicts []live.Verdict
		rulings  []live.Ruling
	)
	phones := map[string]*saved{}
	seen := map[turnCase]bool{}
	for i, name := range names {
		s := &saved{Name: name, Results: map[int]turnResult{}, Acks: map[int]live.Received{}}
		phones[name] = s
		for k := 1; k <= n; k++ {
			tc := cases[(i*n+k-1)%len(cases)]
			seen[tc] = true
			tr := results[k-1]
			if tc.zero {
				tr.Verdict = record.Play{Claimed: tr.Ballot.Score, Sanction: "zero", Clause: "§6.7"}
			}
			if tc.arrival != "" {
				w, _ := tl.Window(k, t0)
				b := live.Ballot{Player: name, Turn: k, Received: w.Opens.Add(time.Minute), Ballot: tr.Ballot}
				if tc.arrival == "late" {
					b.Received = w.Collected.Add(time.Second)
				}
				a, err := g.Receive(b, ballots)
				if err != nil || a.String() != map[string]string{"on-time": "on time", "late": "late"}[tc.arrival] {
					t.Fatalf("%s turn %d: received %v, %v; want %s", name, k, a, err, tc.arrival)
				}
				ballots = append(ballots, b)
				v := live.Verdict{Player: name, Turn: k, Play: tr.Verdict}
				if err := g.CheckVerdict(v, ballots); err != nil {
					t.Fatalf("%s turn %d: %v", name, k, err)
				}
				verdicts = append(verdicts, v)
				s.Results[k] = tr
				s.Acks[k] = live.Received{Turn: k, Arrival: tc.arrival}
			}
			r := live.Ruling{Player: name, Turn: k, Reason: "Décision de l'arbitre"}
			switch tc.ruling {
			case 0:
				continue
			case 1:
				r.AcceptLate, r.Reason = true, ""
			case 2:
				r.Overrule = &results[k-1].Verdict
			case 3:
				r.Overrule = &record.Play{Claimed: results[k-1].Ballot.Score, Sanction: "zero", Clause: "§6.7"}
			}
			// An earlier ruling the last replaces, on the phone as on the
			// server.
			rulings = append(rulings, live.Ruling{Player: name, Turn: k, AcceptLate: tc.ruling != 1}, r)
			s.Rulings = append(s.Rulings, rulings[len(rulings)-2:]...)
		}
	}
	if len(seen) != len(cases) {
		t.Fatalf("%d turn cases of %d gone through: game 7 has %d turns", len(seen), len(cases), n)
	}
	rank, err := g.Rank(t0.Add(24*time.Hour), ballots, verdicts, rulings)
	if err != nil {
		t.Fatal(err)
	}
	if rank.Turns != n {
		t.Fatalf("the ranking counts %d turns of %d", rank.Turns, n)
	}
	st := &live.State{Game: club.Game{Number: 3, Formula: "normal", Seed: 7, Turns: n}, Rhythm: (3 * time.Minute).Milliseconds(),
		Standing: live.Standing{Turns: rank.Turns, TopTotal: rank.TopTotal}}
	for i, name := range names {
		plays, bs := entryPlays(st, *phones[name])
		want := rank.Plays[name]
		if len(plays) != len(want) {
			t.Fatalf("%s: %d plays, the ranking %d", name, len(plays), len(want))
		}
		for k := range plays {
			if (plays[k] == nil) != (want[k] == nil) || plays[k] != nil && *plays[k] != *want[k] {
				t.Errorf("%s turn %d (%+v): the entry pays %+v, the ranking %+v", name, k+1, cases[(i*n+k)%len(cases)], plays[k], want[k])
			}
		}
		for _, b := range bs {
			tc := cases[(i*n+b.Turn-1)%len(cases)]
			if b.NoBallot != (tc.arrival == "") {
				t.Errorf("%s turn %d (%+v): NoBallot %v", name, b.Turn, tc, b.NoBallot)
			}
		}
		asked := 0
		payEntry(st, *phones[name], verifier(t, &pub, st, &asked), func(v protocol.VerifiedRecord, _ []EntryBallot, err error) {
			if err != nil {
				t.Fatal(err)
			}
			if sh := rank.Sheets[name]; v.Total != sh.Total || !reflect.DeepEqual(v.Paid, sh.Paid) {
				t.Errorf("%s: the entry pays %d %v, the ranking %d %v", name, v.Total, v.Paid, sh.Total, sh.Paid)
			}
		})
	}
}
