package referee

import (
	"slices"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

func TestReferee(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	g, err := game.New(lex, game.Config{Seed: 42, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	gen := movegen.New(lex)
	tops := slices.Clone(Tops(gen, g))
	if len(tops) == 0 {
		t.Fatal("no top")
	}
	all := All(gen, g)
	for _, m := range all {
		if m.Score > tops[0].Score {
			t.Errorf("%v scores %d, above the top's %d", m, m.Score, tops[0].Score)
		}
	}
	if w := NotAWord(t, lex, g.Draw().Rack()); len(w) != 4 || lex.Contains(w) {
		t.Errorf("NotAWord = %q", w)
	}
	// A lexicon holding the three orders NotAWord tries of E, S, T, U.
	words, err := lexicon.Build("test", []string{"ESTU", "TUES", "USTE"})
	if err != nil {
		t.Fatal(err)
	}
	stopped := &fatalT{TB: t}
	func() {
		defer func() { recover() }()
		NotAWord(stopped, words, tile.Rack{5: 1, 19: 1, 20: 1, 21: 1})
	}()
	if !stopped.fatal {
		t.Error("NotAWord did not stop the test when every order is a word")
	}
	if Square(board.Centre) != "H8" || Square(0) != "A1" || Square(board.Squares-1) != "O15" {
		t.Errorf("Square: %s %s %s", Square(board.Centre), Square(0), Square(board.Squares-1))
	}
	m := board.Move{Len: 3, Placed: 0b101}
	m.Word[0], m.Word[1], m.Word[2] = 1, 2, 3
	if got := NewTiles(&m); len(got) != 2 || got[0] != 1 || got[1] != 3 {
		t.Errorf("NewTiles = %v", got)
	}
}

// fatalT records a Fatalf instead of stopping the test (it panics, caught
// by the caller, where the real one would end the goroutine).
type fatalT struct {
	testing.TB
	fatal bool
}

func (f *fatalT) Fatalf(string, ...any) { f.fatal = true; panic("fatal") }
func (f *fatalT) Helper()               {}
