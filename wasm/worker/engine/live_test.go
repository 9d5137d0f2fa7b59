package engine

import (
	"slices"
	"strings"
	"testing"

	"duplicata/engine/club/clubtest"
	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/record"
	"duplicata/wasm/protocol"
)

// serveBare is the reply of an engine with no lexicon loaded to p: the
// live kinds need none.
func serveBare(t *testing.T, p protocol.Payload) protocol.Reply {
	t.Helper()
	var e Engine
	h := newHost()
	e.Serve(h, Message{JSON: protocol.Encode(protocol.Request{ID: 5, Body: p})})
	got := h.answers()
	if len(got) != 1 || got[0].ID != 5 {
		t.Fatalf("posted %v, want one reply with id 5", h.posted)
	}
	return got[0].Reply
}

// TestReplay: the boards a published game's tops build, as the projector
// asks for them of an engine with no lexicon: the empty board, turn 1's
// top exactly where the record puts it, and after every turn the board the
// game itself holds once that turn's top is placed — in a joker game too,
// whose jokers are replaced (§4.8.2).
func TestReplay(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	for _, tc := range []struct {
		formula string
		seed    uint64
		jokers  int // on the board at the end
	}{
		{"normal", 7, 2},
		{"joker", 2, 2},
	} {
		pub := clubtest.Published(clubtest.Played(t, tc.formula, tc.seed, func(int) int { return 0 }))
		r := serveBare(t, protocol.ReplayRecord{Record: &pub})
		got, ok := r.Body.(protocol.ReplayedBoards)
		if !ok {
			t.Fatalf("%s %d: reply %+v (%v)", tc.formula, tc.seed, r.Body, r.Err())
		}
		if len(got.Boards) != len(pub.Turns)+1 {
			t.Fatalf("%s %d: %d boards for %d turns", tc.formula, tc.seed, len(got.Boards), len(pub.Turns))
		}
		// The game played again, the tops placed by the game itself.
		g, err := game.New(lex, game.Config{Seed: tc.seed, Formula: tc.formula, Rhythm: 180})
		if err != nil {
			t.Fatal(err)
		}
		want := [][]string{g.State().Board}
		for g.Phase() != game.Over {
			if _, err := g.Play(game.Ballot{}); err != nil {
				t.Fatal(err)
			}
			if err := g.Next(); err != nil {
				t.Fatal(err)
			}
			want = append(want, g.State().Board)
		}
		for k := range want {
			if strings.Join(got.Boards[k], "\n") != strings.Join(want[k], "\n") {
				t.Errorf("%s %d: board after turn %d:\n%s\nthe game's:\n%s", tc.formula, tc.seed, k, strings.Join(got.Boards[k], "\n"), strings.Join(want[k], "\n"))
			}
		}
		end := strings.Join(got.Boards[len(pub.Turns)], "")
		if n := len(end) - len(strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' {
				return -1
			}
			return r
		}, end)); n != tc.jokers {
			t.Errorf("%s %d: %d jokers on the board at the end, want %d", tc.formula, tc.seed, n, tc.jokers)
		}
		if strings.Join(got.Boards[0], "") != strings.Repeat(".", 225) {
			t.Errorf("%s %d: turn 1's board is not empty: %q", tc.formula, tc.seed, got.Boards[0])
		}
	}
}

// TestReplayFirstTop: the board after turn 1 of game 7 holds its top,
// TATEZ H8 (48), cell by cell; every other square is empty.
func TestReplayFirstTop(t *testing.T) {
	pub := clubtest.Published(clubtest.Played(t, "normal", 7, func(int) int { return 0 }))
	if top := pub.Turns[0].Top; top.Word != "TATEZ" || top.Ref != "H8" || top.Score != 48 {
		t.Fatalf("game 7 changed: turn 1's top %+v", top)
	}
	got := serveBare(t, protocol.ReplayRecord{Record: &pub}).Body.(protocol.ReplayedBoards)
	for i, row := range got.Boards[1] {
		want := strings.Repeat(".", 15)
		if i == 'H'-'A' {
			want = ".......TATEZ..."
		}
		if row != want {
			t.Errorf("board after turn 1, row %c: %q, want %q", 'A'+i, row, want)
		}
	}
}

// TestReplayRefused: a published record whose top does not score what it
// says is refused with the projector's sentence, naming the turn; no
// record at all, too.
func TestReplayRefused(t *testing.T) {
	pub := clubtest.Published(clubtest.Played(t, "normal", 7, func(int) int { return 0 }))
	top := *pub.Turns[2].Top
	top.Score++
	pub.Turns[2].Top = &top
	r := serveBare(t, protocol.ReplayRecord{Record: &pub})
	if r.Type() != protocol.Error || r.Err() == nil {
		t.Fatalf("reply %+v", r)
	}
	if want := "La partie publiée ne se rejoue pas : club: turn 3: the published top does not replay: QUIRITE D8 scores 44, not 45"; r.Err().Error() != want {
		t.Errorf("message %q, want %q", r.Err(), want)
	}
	if r := serveBare(t, protocol.ReplayRecord{}); r.Type() != protocol.Error || r.Err().Error() != "Partie publiée manquante." {
		t.Errorf("no record: %+v", r)
	}
}

// evening is game 7 played live in competition, the top each turn, its
// score announced 3 too high on turn 2 (a warning, §6.5): the published
// record, each turn's play as the arbiter recorded it, and the total the
// game paid.
func evening(t *testing.T) (record.Record, []*record.Play, int) {
	t.Helper()
	rec, total := clubtest.Competition(t, "normal", 7, func(int) int { return 0 }, func(turn int, b game.Ballot) game.Ballot {
		if turn == 2 {
			b.Claimed += 3
		}
		return b
	})
	var plays []*record.Play
	for _, tr := range rec.Turns {
		plays = append(plays, tr.Played)
	}
	return clubtest.Published(rec), plays, total
}

// TestVerify: a player's plays of a live game paid as its ranking pays
// them, by an engine with no lexicon: the whole game pays what the game
// itself paid, the warning counted, each turn its top's score; the record
// keeps the turns counted, with the plays, at the live rhythm (20 s); a
// game ended after turn 4 keeps four turns and their points.
func TestVerify(t *testing.T) {
	pub, plays, total := evening(t)
	r := serveBare(t, protocol.VerifyPlays{Record: &pub, RhythmMillis: 20000, Turns: len(pub.Turns), Plays: plays})
	got, ok := r.Body.(protocol.VerifiedRecord)
	if !ok {
		t.Fatalf("reply %+v (%v)", r.Body, r.Err())
	}
	if got.Total != 1016 || got.Total != total || got.Warnings != 1 || len(got.Paid) != len(pub.Turns) {
		t.Errorf("total %d, %d warnings, %d turns paid; the game paid %d, 1 warning, %d turns", got.Total, got.Warnings, len(got.Paid), total, len(pub.Turns))
	}
	for k, p := range got.Paid {
		if top := pub.Turns[k].Top.Score; p != top {
			t.Errorf("turn %d: paid %d, top %d", k+1, p, top)
		}
	}
	if got.Record == nil || len(got.Record.Turns) != len(pub.Turns) || got.Record.Rhythm != 20 {
		t.Fatalf("record %+v", got.Record)
	}
	for k, tr := range got.Record.Turns {
		if tr.Played == nil || *tr.Played != *plays[k] || tr.Draw != pub.Turns[k].Draw {
			t.Errorf("turn %d: played %+v, want %+v", k+1, tr.Played, plays[k])
		}
	}
	// Ended after turn 4, nothing handed in on turn 3.
	some := []*record.Play{plays[0], plays[1], nil, plays[3]}
	four := serveBare(t, protocol.VerifyPlays{Record: &pub, RhythmMillis: 20000, Turns: 4, Plays: some}).Body.(protocol.VerifiedRecord)
	if four.Total != 48+36+43 || !slices.Equal(four.Paid, []int{48, 36, 0, 43}) || four.Warnings != 1 || len(four.Record.Turns) != 4 || four.Record.Turns[2].Played != nil {
		t.Errorf("four turns: total %d, paid %v, %d warnings, record %+v", four.Total, four.Paid, four.Warnings, four.Record)
	}
}

// TestVerifyRefused: a play that does not score what it says, and a
// published record that does not replay, are refused with the engine's
// error as it is, which the phone puts in its own sentence.
func TestVerifyRefused(t *testing.T) {
	pub, plays, _ := evening(t)
	bad := *plays[0]
	bad.Score++
	r := serveBare(t, protocol.VerifyPlays{Record: &pub, RhythmMillis: 20000, Turns: 1, Plays: []*record.Play{&bad}})
	if r.Err() == nil || r.Err().Error() != "club: turn 1: score differs from the move's: TATEZ H8 scores 48, not 49" {
		t.Errorf("a play 1 point too high: %+v", r)
	}
	top := *pub.Turns[2].Top
	top.Score++
	pub.Turns[2].Top = &top
	r = serveBare(t, protocol.VerifyPlays{Record: &pub, RhythmMillis: 20000, Turns: 1, Plays: plays[:1]})
	if r.Err() == nil || r.Err().Error() != "club: turn 3: the published top does not replay: QUIRITE D8 scores 44, not 45" {
		t.Errorf("a top 1 point too high: %+v", r)
	}
	if r := serveBare(t, protocol.VerifyPlays{}); r.Err() == nil || r.Err().Error() != "Partie publiée manquante." {
		t.Errorf("no record: %+v", r)
	}
}
