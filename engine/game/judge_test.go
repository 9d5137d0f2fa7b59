package game

import (
	"testing"

	"duplicata/engine/ballot"
	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// toTurn plays cfg's game with no player's move up to turn n.
func toTurn(t *testing.T, cfg Config, n int) *Game {
	t.Helper()
	g, err := New(frlibretest.Lexicon(t), cfg)
	if err != nil {
		t.Fatal(err)
	}
	for g.Turn() < n {
		if _, err := g.Submit("", "", 0); err != nil {
			t.Fatal(err)
		}
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestCompetitionJudged: competition mode pays a ballot as the judge does,
// never refuses it, and records its verdict. Game 2, turn 4, AW+RIH?K:
// HIE down at 2F ends on the board's E; it makes 2 with the joker for the
// H, 13 with it for the I, 14 without it. hIE announced 13 is paid the best
// of the marking's 2 and the score's 13, with a warning (§6.5).
func TestCompetitionJudged(t *testing.T) {
	cfg := Config{Seed: 2, Formula: "normal", Mode: Competition}
	cases := []struct {
		b        Ballot
		score    int
		sanction ballot.Sanction
		clause   string
		warning  bool
	}{
		{Ballot{Word: "hIE", Ref: "2F", Claimed: 13}, 13, ballot.Warning, "§6.5", true},
		{Ballot{Word: "HiE", Ref: "2F", Claimed: 13}, 13, ballot.None, "§6.2", false},
		// The E is on the board: marking it is marking another letter.
		{Ballot{Word: "HIe", Ref: "2F", Claimed: 13}, 13, ballot.Warning, "§6.5", true},
		{Ballot{Word: "HiE", Ref: "F2", Claimed: 13}, 13, ballot.Warning, "§6.5", true},
		{Ballot{Word: "HiE", Claimed: 13}, 8, ballot.Penalty, "§6.6", false},
		// No joker marked: HIE with the draw's H and I makes 14, more
		// than the 13 announced, and 14 is paid (§6.5 « y compris dans le
		// cas où aucune lettre n'est encerclée »).
		{Ballot{Word: "HIE", Ref: "2F", Claimed: 13}, 14, ballot.Warning, "§6.5", true},
		{Ballot{Word: "XHIE", Ref: "2F", Claimed: 13}, 0, ballot.Zero, "§6.7", false},
		{Ballot{}, 0, ballot.Zero, "§6.7", false},
	}
	for _, c := range cases {
		g := toTurn(t, cfg, 4)
		if d := g.Draw().String(); d != "AW+RIH?K" {
			t.Fatalf("game 2 turn 4: draw %s, want AW+RIH?K", d)
		}
		res, err := g.Play(c.b)
		if err != nil {
			t.Fatalf("%+v: %v: competition mode never refuses a ballot", c.b, err)
		}
		v := res.Verdict
		if v == nil || res.Score != c.score || v.Paid != c.score || v.Sanction != c.sanction || v.Clause != c.clause || res.Warning != c.warning {
			t.Errorf("%+v: score %d, warning %v, verdict %+v; want %d, %v, %s %s", c.b, res.Score, res.Warning, v, c.score, c.warning, c.sanction, c.clause)
			continue
		}
		t.Logf("%+v: %s", c.b, v.French())
		p := g.State().Record.Turns[3].Played
		if c.sanction == ballot.Zero {
			if p != nil {
				t.Errorf("a zero recorded as %+v", p)
			}
			continue
		}
		if p == nil || p.Sanction != c.sanction.String() || p.Clause != c.clause || p.Claimed != c.b.Claimed {
			t.Errorf("%+v: recorded %+v", c.b, p)
		}
		// No correction after hand-in: the turn is revealed.
		if _, err := g.Play(Ballot{Word: "HiE", Ref: "2F", Claimed: 13}); err == nil {
			t.Errorf("%+v: a second ballot was taken", c.b)
		}
	}
}
