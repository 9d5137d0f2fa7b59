package game

import (
	"slices"
	"strings"
	"testing"

	"duplicata/engine/bag"
	"duplicata/engine/board"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/engine/record"
)

// TestAnalyseBoards replays a joker game's record: each analysed turn's
// board must be the board the game had when that turn was drawn (the
// joker replacements of §4.8.2 included), and Best must list that draw's
// moves from the top down, as the turn's own Best does.
func TestAnalyseBoards(t *testing.T) {
	lex := frlibretest.Lexicon(t)
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
			// The turn's own Best: the same moves, the board not read again.
			if own := at.Best(lex, f, 20); !slices.Equal(own, best) {
				t.Fatalf("%s turn %d: AnalysedTurn.Best %v, Best %v", formula, i+1, own, best)
			}
		}
		t.Logf("%s: %d turns, boards and best moves as played", formula, len(boards))
	}
}

// TestAnalysePlayer: the player's own move of a turn (Played) is judged on
// the board of its turn, as the record writes it: the top itself is legal
// and scores the top, a move off the board scores nothing, a move with no
// reference is one, a move that is no word scores what it would, and a
// turn without one has none.
func TestAnalysePlayer(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	g, err := New(lex, Config{Seed: 77, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	for g.Phase() == Playing {
		if _, err := g.Submit("", "", 0); err != nil {
			t.Fatal(err)
		}
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	rec := g.Record()
	top1, top3 := *rec.Turns[0].Top, *rec.Turns[2].Top
	rec.Turns[0].Played = &record.Play{Move: record.Move{Word: strings.ToLower(top1.Word), Ref: strings.ToLower(top1.Ref)}}
	rec.Turns[1].Played = &record.Play{Move: record.Move{Word: "BONJOUR", Ref: "O15"}}
	rec.Turns[2].Played = &record.Play{Move: record.Move{Word: top3.Word}}
	// The fourth top spelt backwards: on the board, from the draw, no word.
	top4 := *rec.Turns[3].Top
	back := []byte(top4.Word)
	slices.Reverse(back)
	if lex.Contains(string(back)) {
		t.Fatalf("%s is a word: pick another turn", back)
	}
	rec.Turns[3].Played = &record.Play{Move: record.Move{Word: string(back), Ref: top4.Ref}}
	an, err := Analyse(lex, &rec)
	if err != nil {
		t.Fatal(err)
	}
	// The top in lowercase is a move of seven jokers: the draw has none.
	p := an.Turns[0].Player
	if p == nil || p.Word != strings.ToLower(top1.Word) || p.Ref != strings.ToLower(top1.Ref) || p.Legal || p.Score != 0 || !strings.Contains(p.Problem, "draw") {
		t.Errorf("turn 1: %+v", p)
	}
	rec.Turns[0].Played.Move = record.Move{Word: top1.Word, Ref: top1.Ref}
	if an, err = Analyse(lex, &rec); err != nil {
		t.Fatal(err)
	}
	if p := an.Turns[0].Player; p == nil || *p != (PlayedCheck{Word: top1.Word, Ref: top1.Ref, Score: top1.Score, Legal: true}) {
		t.Errorf("turn 1, the top: %+v", p)
	}
	if p := an.Turns[1].Player; p == nil || p.Legal || p.Score != 0 || p.Problem == "" {
		t.Errorf("turn 2, off the board: %+v", p)
	}
	if p := an.Turns[2].Player; p == nil || *p != (PlayedCheck{Word: top3.Word, Problem: "no reference"}) {
		t.Errorf("turn 3, no reference: %+v", p)
	}
	b, err := board.Parse(strings.Join(an.Turns[3].Board, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	d, _ := bag.ParseDraw(an.Turns[3].Draw)
	m, err := Read(b, d.Rack(), movegen.Normal, string(back), top4.Ref)
	if err != nil {
		t.Fatal(err)
	}
	want := PlayedCheck{Word: string(back), Ref: top4.Ref, Score: b.Score(&m, movegen.Normal.Bonus), Problem: "game: " + string(back) + " is not in the lexicon"}
	if p := an.Turns[3].Player; p == nil || withoutErr(*p) != want || p.Score == 0 {
		t.Errorf("turn 4, no word:\n%+v\nwant\n%+v", p, want)
	} else if me, ok := p.Err.(*MoveError); !ok || me.Problem != NotAWord || me.Word != string(back) {
		t.Errorf("turn 4, no word: the typed error %#v", p.Err)
	}
	for i := 4; i < len(an.Turns); i++ {
		if an.Turns[i].Player != nil {
			t.Errorf("turn %d: a player's move %+v where the record has none", i+1, an.Turns[i].Player)
		}
	}
}

// withoutErr is c without its typed error, to compare the rest.
func withoutErr(c PlayedCheck) PlayedCheck {
	c.Err = nil
	return c
}
