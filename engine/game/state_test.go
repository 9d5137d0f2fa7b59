package game

import (
	"errors"
	"testing"

	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
)

func TestSubmitAndResults(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	g, err := New(lex, Config{Seed: 42, Formula: "normal", Rhythm: 180})
	if err != nil {
		t.Fatal(err)
	}
	if g.Phase() != Playing || g.Turn() != 1 || g.Draw().String() != "AIPUZRR" {
		t.Fatalf("a new game: phase %s turn %d draw %v", g.Phase(), g.Turn(), g.Draw())
	}
	if err := g.Next(); !errors.Is(err, ErrPhase) {
		t.Errorf("Next before Submit: %v", err)
	}
	// An illegal move changes nothing.
	before := g.State()
	if _, err := g.Submit("ZIPZ", "H8", 1000); !errors.Is(err, ErrIllegal) {
		t.Errorf("an illegal move: %v", err)
	}
	if after := g.State(); after.Phase != before.Phase || len(after.Results) != 0 {
		t.Errorf("an illegal move changed the game")
	}
	// A legal move below the top (ZIP, 28): the best of those scoring less.
	gen := movegen.New(lex)
	moves := gen.AllMoves(g.Draw().Rack(), movegen.Normal)
	var pick = moves[0]
	for _, m := range moves {
		if m.Score < 28 && m.Score > pick.Score || pick.Score >= 28 {
			pick = m
		}
	}
	res, err := g.Submit(pick.WordString(), pick.Ref.String(), 42000)
	if err != nil {
		t.Fatal(err)
	}
	want := Result{Turn: 1, Score: pick.Score, Top: 28, Lost: 28 - pick.Score, Total: pick.Score, TopTotal: 28, Deficit: 28 - pick.Score, Percent: 100 * float64(pick.Score) / 28}
	if res != want {
		t.Errorf("result %+v, want %+v", res, want)
	}
	rec := g.Record()
	if p := rec.Turns[0].Played; p == nil || p.Word != pick.WordString() || p.Millis != 42000 {
		t.Errorf("the record keeps %+v", p)
	}
	if rec.Rhythm != 180 || rec.Turns[0].Top.Word != "ZIP" {
		t.Errorf("record: rhythm %d, top %+v", rec.Rhythm, rec.Turns[0].Top)
	}
	best, err := g.BestMoves(20)
	if err != nil || len(best) != 20 || best[0].Word != "ZIP" || best[1].Score > best[0].Score {
		t.Errorf("best moves: %v %v", best, err)
	}
	if _, err := g.Submit("", "", 0); !errors.Is(err, ErrPhase) {
		t.Errorf("a second submission: %v", err)
	}
	if err := g.Next(); err != nil {
		t.Fatal(err)
	}
	// No move at turn 2: nothing scored, the deficit grows.
	res, err = g.Submit("", "", 0)
	if err != nil {
		t.Fatal(err)
	}
	if res.Score != 0 || res.Total != pick.Score || res.Deficit != res.TopTotal-pick.Score || res.Turn != 2 {
		t.Errorf("turn 2 without a move: %+v", res)
	}
}

func TestResumeOtherLexicon(t *testing.T) {
	g, err := New(frlibretest.Lexicon(t), Config{Seed: 1, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	other, err := lexicon.Build("other", []string{"AA", "BB"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Resume(other, g.State()); !errors.Is(err, ErrLexicon) {
		t.Errorf("resumed with another lexicon: %v", err)
	}
	if _, err := New(frlibretest.Lexicon(t), Config{Seed: 1, Formula: "scrabble"}); err == nil {
		t.Error("an unknown formula was accepted")
	}
}

// TestResumeInconsistent checks that a saved game whose parts do not fit
// together is refused, not resumed into a panic.
func TestResumeInconsistent(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	g, err := New(lex, Config{Seed: 12, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	playing := g.State()
	g.Submit("", "", 0)
	revealed := g.State()
	for name, edit := range map[string]func(st *State){
		"no turn recorded":     func(st *State) { st.Record.Turns = nil },
		"turn out of step":     func(st *State) { st.Turn = 5 },
		"another draw":         func(st *State) { st.Draw = revealed.Draw; st.Draw.New = st.Draw.New[:3] },
		"unknown phase":        func(st *State) { st.Phase = "paused" },
		"revealed without top": func(st *State) { st.Phase = Revealed; st.Results = append(st.Results, Result{}) },
		"results too many":     func(st *State) { st.Results = append(st.Results, Result{}) },
	} {
		st := playing
		st.Record.Turns = cloneTurns(playing.Record.Turns)
		edit(&st)
		if _, err := Resume(lex, st); !errors.Is(err, ErrState) {
			t.Errorf("%s: %v, want ErrState", name, err)
		}
	}
	for _, st := range []State{playing, revealed} {
		if _, err := Resume(lex, st); err != nil {
			t.Errorf("a true %s state: %v", st.Phase, err)
		}
	}
}
