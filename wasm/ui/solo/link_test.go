package solo

import (
	"testing"

	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/share"
	"duplicata/wasm/ui"
)

// stateOf is game 42, training, 2 minutes a turn, with turns played (a
// word, or "" for no move), revealed or at the next draw.
func stateOf(words []string, revealed bool) *game.State {
	st := &game.State{Config: game.Config{Seed: 42, Formula: "normal", Mode: game.Training, Rhythm: 120}, Phase: game.Playing, Turn: len(words) + 1}
	if revealed {
		st.Phase, st.Turn = game.Revealed, len(words)
	}
	for i, w := range words {
		t := record.Turn{Number: i + 1}
		if w != "" {
			t.Played = &record.Play{Move: record.Move{Word: w, Ref: "H8"}}
		}
		st.Record.Turns = append(st.Record.Turns, t)
		st.Results = append(st.Results, game.Result{Turn: i + 1})
	}
	return st
}

// The page keeps its own game over a link's only when it is the link's
// game, its moves first: further along, or as far.
func TestFurther(t *testing.T) {
	link := share.Of(*stateOf([]string{"ZIP", ""}, false), "")
	for _, c := range []struct {
		name string
		s    *Session
		want bool
	}{
		{"no game", nil, false},
		{"the same, as far", &Session{State: stateOf([]string{"ZIP", ""}, false)}, true},
		{"the same, further", &Session{State: stateOf([]string{"ZIP", "", "TZAR"}, true)}, true},
		{"the same, at the correction before", &Session{State: stateOf([]string{"ZIP", ""}, true)}, false},
		{"the same, behind", &Session{State: stateOf([]string{"ZIP"}, false)}, false},
		{"other moves", &Session{State: stateOf([]string{"PIZ", "", "TZAR"}, false)}, false},
		{"a club game", &Session{State: stateOf([]string{"ZIP", "", "TZAR"}, false), Club: &ui.ClubGame{}}, false},
	} {
		p := &Page{session: c.s}
		if got := p.further(&link); got != c.want {
			t.Errorf("%s: further = %v, want %v", c.name, got, c.want)
		}
	}
	other := link
	other.Play = &share.Play{Mode: game.Competition, Rhythm: 120, Moves: link.Play.Moves}
	if (&Page{session: &Session{State: stateOf([]string{"ZIP", ""}, false)}}).further(&other) {
		t.Error("the same moves in competition: further")
	}
}
