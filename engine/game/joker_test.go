package game

import (
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/tile"
)

// §4.8.2 on one move: each joker it placed is replaced when the bag has its
// letter, and stays otherwise.
func TestReplaceJokers(t *testing.T) {
	cases := []struct {
		name           string
		move           string
		inBag          string // letters the bag still has
		want           string // the word on the board afterwards
		replaced, kept int
	}{
		{"letter in the bag", "ZeSTE", "E", "ZESTE", 1, 0},
		{"letter gone", "ZeSTE", "", "ZeSTE", 0, 1},
		{"two jokers, one letter left", "ZeSTe", "E", "ZESTe", 1, 1},
		{"no joker", "ZESTE", "E", "ZESTE", 0, 0},
	}
	for _, c := range cases {
		var b board.Board
		m := mv(t, "H8", c.move, 0)
		b.Place(&m)
		left := map[tile.Letter]int{}
		for _, r := range c.inBag {
			left[tile.Letter(r-'A'+1)]++
		}
		replaced, kept := b.ReplaceJokers(&m, func(l tile.Letter) bool {
			if left[l] == 0 {
				return false
			}
			left[l]--
			return true
		})
		got := ""
		for i := 0; i < m.Len; i++ {
			got += string(b.Sq[m.Square(i)].Rune())
		}
		if got != c.want || replaced != c.replaced || kept != c.kept {
			t.Errorf("%s: board %s, %d replaced, %d kept; want %s, %d, %d", c.name, got, replaced, kept, c.want, c.replaced, c.kept)
		}
	}
}

// In joker games played to their end: after every top that used the
// imposed joker, the joker was replaced if the bag had the letter (the bag
// then has one less, and the joker is imposed again) and stayed otherwise
// (one joker less in play); once no joker is in play, draws have none.
func TestJokerFormula(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	replacedSeen, keptSeen, normalSeen := 0, 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		g, err := New(lex, Config{Seed: seed, Formula: "joker"})
		if err != nil {
			t.Fatal(err)
		}
		for g.Phase() != Over {
			before := g.State()
			if before.JokersInPlay > 0 && before.Draw.Rack()[tile.Joker] != 1 {
				t.Fatalf("seed %d turn %d: draw %v, one joker imposed", seed, before.Turn, before.Draw)
			}
			if before.JokersInPlay == 0 {
				normalSeen++
				if before.Draw.Rack()[tile.Joker] != 0 {
					t.Fatalf("seed %d turn %d: a joker in %v after both stayed on the board", seed, before.Turn, before.Draw)
				}
			}
			if _, err := g.Submit("", "", 0); err != nil {
				t.Fatal(err)
			}
			top := *g.State().Record.Turns[len(g.State().Record.Turns)-1].Top
			m, err := Read(g.Board(), before.Draw.Rack(), g.Formula().Params, top.Word, top.Ref)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Next(); err != nil {
				t.Fatal(err)
			}
			after := g.State()
			for i := 0; i < m.Len; i++ {
				if m.Placed&(1<<i) == 0 || !m.Word[i].IsBlank() {
					continue
				}
				l := m.Word[i].Letter()
				on := g.Board().Sq[m.Square(i)]
				if before.Bag.Count(l) > 0 {
					replacedSeen++
					if on != tile.TileOf(l, false) || after.Bag.Count(l) > before.Bag.Count(l)-1 || after.JokersInPlay != before.JokersInPlay {
						t.Fatalf("seed %d turn %d: %v with %v in the bag: board %c, bag %d→%d, jokers %d→%d", seed, before.Turn, top, l, on.Rune(), before.Bag.Count(l), after.Bag.Count(l), before.JokersInPlay, after.JokersInPlay)
					}
				} else {
					keptSeen++
					if on != tile.TileOf(l, true) || after.JokersInPlay != before.JokersInPlay-1 {
						t.Fatalf("seed %d turn %d: %v, no %v left: board %c, jokers %d→%d", seed, before.Turn, top, l, on.Rune(), before.JokersInPlay, after.JokersInPlay)
					}
				}
			}
		}
	}
	t.Logf("jokers replaced %d times, kept %d; %d draws after both were kept", replacedSeen, keptSeen, normalSeen)
	if replacedSeen == 0 || keptSeen == 0 {
		t.Errorf("the games did not show both cases (replaced %d, kept %d)", replacedSeen, keptSeen)
	}
}
