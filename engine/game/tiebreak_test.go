package game

import (
	"testing"

	"duplicata/engine/board"
)

// mv builds a move from a reference and a word; uppercase letters are placed
// tiles, lowercase placed jokers, and letters in brackets are already on the
// board: "H8 A[B]c" places A and a joker C around a B.
func mv(t *testing.T, ref, word string, score int) board.Move {
	t.Helper()
	r, err := board.ParseRef(ref)
	if err != nil {
		t.Fatal(err)
	}
	m := board.Move{Ref: r, Score: score}
	on := false
	for _, ch := range word {
		switch ch {
		case '[':
			on = true
			continue
		case ']':
			on = false
			continue
		}
		tl, err := board.ParseTile(ch)
		if err != nil {
			t.Fatal(err)
		}
		if !on {
			m.Placed |= 1 << m.Len
		}
		m.Word[m.Len] = tl
		m.Len++
	}
	return m
}

func TestOpenness(t *testing.T) {
	empty := &board.Board{}
	cases := []struct {
		name  string
		board *board.Board
		move  board.Move
		want  int
	}{
		// G8 1, G9 2 (double letter), I8 1, I9 2, H7 1, H10 1.
		{"two letters on the star", empty, mv(t, "H8", "ZA", 0), 8},
		// Around H4–H8: G4–G8 (G7 a double letter), I4–I8 (I7 too),
		// H3 and H9.
		{"five letters", empty, mv(t, "H4", "ZOZOS", 0), 1 + 1 + 1 + 2 + 1 + 1 + 1 + 1 + 2 + 1 + 1 + 1},
	}
	for _, c := range cases {
		if got := Openness(c.board, &c.move); got != c.want {
			t.Errorf("%s: openness %d, want %d", c.name, got, c.want)
		}
	}
	// Squares already next to a tile are not opened again.
	b := &board.Board{}
	b.Place(ptr(mv(t, "H8", "ZA", 0)))
	// OS on G8–G9, parallel above ZA: it opens F8 and F9 (plain), G7 (a
	// double letter) and G10 (plain); the squares below it hold ZA.
	m := mv(t, "G8", "OS", 0)
	if got := Openness(b, &m); got != 1+1+2+1 {
		t.Errorf("parallel move: openness %d, want %d", got, 5)
	}
}

func ptr(m board.Move) *board.Move { return &m }

func TestChooseSteps(t *testing.T) {
	b := &board.Board{}
	never := func(*board.Move) bool { return false }
	cases := []struct {
		name     string
		policy   Policy
		tops     []board.Move
		endsGame func(*board.Move) bool
		want     int
	}{
		{
			"fewer jokers wins over openness",
			DefaultPolicy,
			[]board.Move{mv(t, "H4", "ZOZoS", 20), mv(t, "H8", "ZA", 20)},
			never, 1,
		},
		{
			"a move ending the game wins",
			DefaultPolicy,
			[]board.Move{mv(t, "H4", "ZOZOS", 20), mv(t, "H8", "ZA", 20)},
			func(m *board.Move) bool { return m.Len == 2 }, 1,
		},
		{
			"ending the game cannot overrule the joker rule",
			DefaultPolicy,
			[]board.Move{mv(t, "H4", "ZOZoS", 20), mv(t, "H8", "ZA", 20)},
			func(m *board.Move) bool { return m.Len == 5 }, 1,
		},
		{
			"the most open move wins",
			DefaultPolicy,
			[]board.Move{mv(t, "H8", "ZA", 20), mv(t, "H4", "ZOZOS", 20)},
			never, 1,
		},
		{
			"equal openness: the fixed order (row, then column)",
			DefaultPolicy,
			[]board.Move{mv(t, "H8", "ZA", 20), mv(t, "H7", "ZA", 20)},
			never, 1,
		},
		{
			"order only",
			Policy{Steps: []Step{FixedOrder}},
			[]board.Move{mv(t, "H4", "ZOZOS", 20), mv(t, "H4", "ZOZO", 20), mv(t, "H8", "ZA", 20)},
			nil, 1,
		},
		{
			"without the joker step, openness decides",
			Policy{Steps: []Step{MostOpen, FixedOrder}},
			[]board.Move{mv(t, "H4", "ZOZoS", 20), mv(t, "H8", "ZA", 20)},
			nil, 0,
		},
		{
			"across before down at the same square",
			DefaultPolicy,
			[]board.Move{mv(t, "8H", "ZA", 20), mv(t, "H8", "ZA", 20)},
			never, 1,
		},
	}
	for _, c := range cases {
		if got := c.policy.Choose(b, c.tops, c.endsGame); got != c.want {
			t.Errorf("%s: chose %v, want %v", c.name, c.tops[got], c.tops[c.want])
		}
	}
	if got := DefaultPolicy.Choose(b, nil, nil); got != -1 {
		t.Errorf("no tops: %d", got)
	}
}

func TestJokers(t *testing.T) {
	if n := Jokers(ptr(mv(t, "H4", "Z[O]ZoS", 0))); n != 1 {
		t.Errorf("Jokers = %d", n)
	}
	if n := Jokers(ptr(mv(t, "H4", "Z[o]ZOs", 0))); n != 1 {
		t.Errorf("a joker already on the board counted: %d", n)
	}
}
