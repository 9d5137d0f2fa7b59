package solo

import (
	"testing"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/wasm/ui/french"
)

// TestRejected plays games by passing until a draw follows a rejection:
// that turn's state is announced with « il y a rejet » and the new draw,
// every other turn with nothing.
func TestRejected(t *testing.T) {
	lex, err := frlibre.Lexicon()
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for seed := uint64(1); seed <= 30 && found == 0; seed++ {
		g, err := game.New(lex, game.Config{Seed: seed, Formula: "normal"})
		if err != nil {
			t.Fatal(err)
		}
		for g.Phase() == game.Playing {
			st := g.State()
			turns := st.Record.Turns
			last := turns[len(turns)-1]
			got := Rejected(&st)
			switch {
			case last.AfterRejection():
				found++
				if want := french.Rejection(last.Rejected, last.Draw); got != want || want == "" {
					t.Errorf("game %d turn %d: %q, want %q", seed, len(turns), got, want)
				}
				t.Logf("game %d turn %d: %s", seed, len(turns), got)
			case got != "":
				t.Errorf("game %d turn %d: %q with no rejection", seed, len(turns), got)
			}
			if _, err := g.Submit("", "", 0); err != nil {
				t.Fatal(err)
			}
			if st := g.State(); Rejected(&st) != "" {
				t.Errorf("game %d: the rejection said again at the reveal", seed)
			}
			if err := g.Next(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if found == 0 {
		t.Error("no rejection in 30 games")
	}
}

// TestClockUnderForm: the new-game form shown over a game stops a training
// game's clock and not a competition's, and says which (issue 25: in
// competition, « Nouvelle partie » then « Reprendre » stopped the clock
// silently).
func TestClockUnderForm(t *testing.T) {
	for _, mode := range []game.Mode{game.Training, game.Competition} {
		st := &game.State{Config: game.Config{Mode: mode, Rhythm: 180}, Phase: game.Playing}
		s := &Session{State: st}
		if Stopped(s, false) {
			t.Errorf("%s: the clock stopped during play", mode)
		}
		if got, want := Stopped(s, true), mode == game.Training; got != want {
			t.Errorf("%s: under the form, stopped %v, want %v", mode, got, want)
		}
		if got, want := goOnNote(s), french.GoOnNote(mode == game.Competition); got != want {
			t.Errorf("%s: %q, want %q", mode, got, want)
		}
		s.Paused = true
		if !Stopped(s, false) {
			t.Errorf("%s: paused, the clock runs", mode)
		}
	}
	if !Stopped(nil, false) {
		t.Error("no game, a clock runs")
	}
}
