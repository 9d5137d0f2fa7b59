package engine

import (
	"strings"
	"testing"

	"duplicata/engine/game"
	"duplicata/engine/share"
	"duplicata/wasm/protocol"
)

// A share link of a game in progress comes back as the game the page
// plays on, through the protocol's JSON: the turn, the phase, the sheet;
// a link whose moves do not replay is refused in French and changes
// nothing.
func TestContinueLink(t *testing.T) {
	e := loaded(t)
	link := share.Link{Seed: 42, Formula: "normal", Play: &share.Play{Mode: game.Competition, Rhythm: 120, Revealed: true,
		Moves: []game.Ballot{{Word: "ZIP", Ref: "H6", Claimed: 28, Millis: 5000}, {Millis: 120_000}}}}
	r := roundTrip(t, e, protocol.Request{Body: protocol.ContinueLink{Link: &link}})
	if r.Type != protocol.Game || r.State == nil {
		t.Fatalf("replay: %+v", r)
	}
	st := r.State
	if st.Turn != 2 || st.Phase != game.Revealed || st.Mode != game.Competition || st.Rhythm != 120 ||
		len(st.Results) != 2 || st.Results[1].Total != 28 || st.Results[1].TopTotal != 43 ||
		r.Result == nil || r.Result.Turn != 2 || len(r.Best) == 0 || r.Best[0].Word != "AZUR" {
		t.Errorf("replayed: turn %d %s %s %ds, results %+v, result %+v, best %v", st.Turn, st.Phase, st.Mode, st.Rhythm, st.Results, r.Result, r.Best)
	}
	before := protocol.Encode(st)

	for _, c := range []struct {
		name string
		link share.Link
		want string
	}{
		{"a word off the lexicon", share.Link{Seed: 42, Formula: "normal", Play: &share.Play{Mode: game.Training,
			Moves: []game.Ballot{{}, {Word: "ZZZZ", Ref: "7G"}}}},
			"le coup 2 ne se rejoue pas avec le lexique fr-libre (la lettre Z n'est pas sur le chevalet)"},
		{"a move after the end", share.Link{Formula: "normal", Draws: []string{"DSCTANU"}, Play: &share.Play{Mode: game.Training,
			Moves: []game.Ballot{{}}, Revealed: false}}, ""},
	} {
		got := roundTrip(t, e, protocol.Request{Body: protocol.ContinueLink{Link: &c.link}})
		if c.want == "" {
			// One draw, passed: the game is over, its summary sent.
			if got.Type != protocol.Game || got.State.Phase != game.Over || got.Summary == nil {
				t.Errorf("%s: %+v", c.name, got)
			}
			continue
		}
		if got.Type != protocol.Refused || got.Message != c.want {
			t.Errorf("%s: %s %q, want refused %q", c.name, got.Type, got.Message, c.want)
		}
	}
	// The refusal left the game alone: the one before the over game.
	r = roundTrip(t, e, protocol.Request{Body: protocol.ContinueLink{Link: &link}})
	if after := protocol.Encode(r.State); after != before {
		t.Errorf("the same link replayed otherwise")
	}
	if got := roundTrip(t, e, protocol.Request{Body: protocol.ContinueLink{Link: &share.Link{Seed: 1, Formula: "normal"}}}); got.Type != protocol.Error ||
		!strings.Contains(got.Message, "aucune partie en cours") {
		t.Errorf("a link with no game in progress: %+v", got)
	}
}
