package game

import (
	"slices"
	"strings"
	"testing"

	"duplicata/engine/bag"
	"duplicata/engine/board"
	"duplicata/engine/record"
)

// TestAnalyseBoards replays a joker game's record: each analysed turn's
// board must be the board the game had when that turn was drawn (the
// joker replacements of §4.8.2 included), and Best must list that draw's
// moves from the top down.
func TestAnalyseBoards(t *testing.T) {
	lex := testLexicon(t)
	for _, formula := range []string{"normal", "joker"} {
		g, err := New(lex, Config{Seed: 77, Formula: formula})
		if err != nil {
			t.Fatal(err)
		}
		var boards [][]string
		for g.Phase() == Playing {
			boards = append(boards, g.State().Board)
			if _, err := g.Submit("", "", 0); err != nil {
				t.Fatal(err)
			}
			if err := g.Next(); err != nil {
				t.Fatal(err)
			}
		}
		rec := g.Record()
		an, err := Analyse(lex, &rec)
		if err != nil {
			t.Fatal(err)
		}
		if len(an.Turns) != len(boards) {
			t.Fatalf("%s: %d turns analysed, %d played", formula, len(an.Turns), len(boards))
		}
		for i, at := range an.Turns {
			if !slices.Equal(at.Board, boards[i]) {
				t.Fatalf("%s turn %d: board\n%s\nwant\n%s", formula, i+1, strings.Join(at.Board, "\n"), strings.Join(boards[i], "\n"))
			}
			b, err := board.Parse(strings.Join(at.Board, "\n"))
			if err != nil {
				t.Fatal(err)
			}
			d, err := bag.ParseDraw(at.Draw)
			if err != nil {
				t.Fatal(err)
			}
			f, _ := ParseFormula(formula)
			best := Best(lex, b, d.Rack(), f, 20)
			if len(best) == 0 || best[0].Score != rec.Turns[i].Top.Score || best[0].Score != at.Top.Score {
				t.Fatalf("%s turn %d: best %v, top %v", formula, i+1, best, rec.Turns[i].Top)
			}
			if len(best) > 20 || !slices.IsSortedFunc(best, func(a, b record.Move) int { return b.Score - a.Score }) {
				t.Fatalf("%s turn %d: best not in order: %v", formula, i+1, best)
			}
		}
		t.Logf("%s: %d turns, boards and best moves as played", formula, len(boards))
	}
}
