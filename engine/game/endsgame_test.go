package game

import (
	"testing"

	"duplicata/engine/bag"
	"duplicata/engine/board"
	"duplicata/engine/tile"
)

// TestEndsGameCountsTakenTiles: the tie-break's "ends the game" step counts
// only the tiles a move really takes (§4.4, §4.8.2). In a joker game with
// the last joker in play, draw B C ?, bag one C:
//   - C? placing the joker as a Z (no Z in the bag) leaves the joker on
//     the board: B and the bag's C are left, two consonants, the game ends;
//   - C? placing the joker as a C takes the bag's C and the joker comes
//     back: B and the joker are left, the game goes on;
//   - BC leaves the joker imposed: C and the joker, the game goes on.
func TestEndsGameCountsTakenTiles(t *testing.T) {
	d, err := bag.ParseDraw("BC?")
	if err != nil {
		t.Fatal(err)
	}
	counts, err := tile.ParseRack("C")
	if err != nil {
		t.Fatal(err)
	}
	b, err := bag.FromCounts(counts)
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{st: State{Draw: d, Bag: b, JokersInPlay: 1}}
	letter := func(r rune) tile.Letter {
		l, err := tile.ParseLetter(r)
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	move := func(a, b rune, blankB bool) *board.Move {
		m := &board.Move{Ref: board.Ref{Row: 7, Col: 7}, Len: 2, Placed: 0b11}
		m.Word[0] = tile.TileOf(letter(a), false)
		m.Word[1] = tile.TileOf(letter(b), blankB)
		return m
	}
	cases := []struct {
		name string
		m    *board.Move
		want bool
	}{
		{"joker kept on the board", move('C', 'Z', true), true},
		{"joker replaced from the bag", move('C', 'C', true), false},
		{"no joker placed", move('B', 'C', false), false},
	}
	for _, c := range cases {
		if got := g.endsGame(c.m); got != c.want {
			t.Errorf("%s: endsGame = %v, want %v", c.name, got, c.want)
		}
	}
}
