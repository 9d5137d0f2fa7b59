package movegen

import (
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/lexicon/frlibre"
)

func TestQuick(t *testing.T) {
	lex, err := frlibre.Lexicon()
	if err != nil {
		t.Fatal(err)
	}
	g := New(lex)
	r, _ := ParseRack("SPOESVA")
	s, tops := g.Top(r, Normal)
	t.Log(s, tops)
	all := g.AllMoves(r, Normal)
	t.Log(len(all))
	b, _ := board.ParseRef("H8")
	_ = b
	r2, _ := ParseRack("RERAEUI")
	// place PASSE H8
	for _, m := range g.AllMoves(r, Normal) {
		if m.WordString() == "PASSE" && m.Ref.String() == "H8" {
			t.Log("found", m)
			g.Place(&m)
			break
		}
	}
	s, tops = g.Top(r2, Normal)
	t.Log(s, tops)
	t.Log(len(g.AllMoves(r2, Normal)))
}
