package board

import (
	"strings"
	"testing"

	"duplicata/engine/tile"
)

// testMove reads "WORD REF" (jokers in lowercase) as the move that lays the
// word on b: its letters on empty squares are the ones it places.
func testMove(t *testing.T, b *Board, s string) Move {
	t.Helper()
	word, ref, _ := strings.Cut(s, " ")
	r, err := ParseRef(ref)
	if err != nil {
		t.Fatal(err)
	}
	m := Move{Ref: r, Len: len(word)}
	for i, ch := range word {
		if m.Word[i], err = ParseTile(ch); err != nil {
			t.Fatal(err)
		}
		if b.Sq[m.Square(i)] == tile.Empty {
			m.Placed |= 1 << i
		}
	}
	return m
}

// testRack counts the tiles of s, '?' for a joker.
func testRack(t *testing.T, s string) [tile.NumLetters + 1]uint8 {
	t.Helper()
	var r [tile.NumLetters + 1]uint8
	for _, ch := range s {
		l, err := tile.ParseLetter(ch)
		if err != nil {
			t.Fatal(err)
		}
		r[l]++
	}
	return r
}

// testSquare is the index of a square written as a horizontal reference.
func testSquare(t *testing.T, ref string) int {
	t.Helper()
	r, err := ParseRef(ref)
	if err != nil {
		t.Fatal(err)
	}
	return r.Index()
}

func TestReplaceJokers(t *testing.T) {
	for _, c := range []struct {
		name     string
		before   []string // tops already on the board
		leave    string   // what the draw kept after the top
		top      string
		replaced []string // the squares whose joker becomes the real letter
		kept     int
		asked    string // the letters take is asked for, in order
	}{
		{name: "the bag holds the letter", leave: "AEI", top: "ZOnE H8",
			replaced: []string{"H10"}, asked: "N"},
		{name: "the leave holds the last one", leave: "ZAE", top: "zOO H8",
			kept: 1, asked: "Z"},
		{name: "the board holds the last one", before: []string{"ZEN H7"}, leave: "AE", top: "OUzO 10G",
			kept: 1, asked: "Z"},
		{name: "a joker already on the board is not the top's", before: []string{"sEL H7"}, leave: "R", top: "sOUs 7H",
			replaced: []string{"K7"}, asked: "S"},
		{name: "two jokers for the last K: the first takes it", leave: "", top: "kAkI H4",
			replaced: []string{"H4"}, kept: 1, asked: "KK"},
		{name: "two jokers, two letters", leave: "E", top: "wHIsKY H4",
			replaced: []string{"H4", "H7"}, asked: "WS"},
		{name: "no joker", leave: "??", top: "ZONE H8"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var b Board
			for _, s := range c.before {
				m := testMove(t, &b, s)
				b.Place(&m)
			}
			m := testMove(t, &b, c.top)
			b.Place(&m)
			want := b
			for _, ref := range c.replaced {
				sq := testSquare(t, ref)
				want.Sq[sq] = tile.TileOf(want.Sq[sq].Letter(), false)
			}
			rest := b.Rest(testRack(t, c.leave))
			before := rest
			var asked []tile.Letter
			replaced, kept := b.ReplaceJokers(&m, func(l tile.Letter) bool {
				asked = append(asked, l)
				return rest.Take(l)
			})
			if replaced != len(c.replaced) || kept != c.kept {
				t.Errorf("ReplaceJokers = %d replaced, %d kept; want %d, %d", replaced, kept, len(c.replaced), c.kept)
			}
			if b != want {
				t.Errorf("board:\n%s\nwant:\n%s", b.String(), want.String())
			}
			if got := tile.Spell(asked); got != c.asked {
				t.Errorf("take asked for %q, want %q", got, c.asked)
			}
			for _, ref := range c.replaced { // the letter left the bag
				l := b.Sq[testSquare(t, ref)].Letter()
				before[l]--
			}
			if rest != before {
				t.Errorf("the bag after: %v, want %v", rest, before)
			}
		})
	}
}

// The game asks its own bag: take says no and nothing changes.
func TestReplaceJokersEmptyBag(t *testing.T) {
	var b Board
	m := testMove(t, &b, "ChEVAL H4")
	b.Place(&m)
	want := b
	replaced, kept := b.ReplaceJokers(&m, func(tile.Letter) bool { return false })
	if replaced != 0 || kept != 1 || b != want {
		t.Errorf("ReplaceJokers = %d, %d, board\n%s", replaced, kept, b.String())
	}
	if got := b.Sq[testSquare(t, "H5")]; got != tile.TileOf(8, true) {
		t.Errorf("H5 holds %q, want the joker h", got.Rune())
	}
}

func TestRest(t *testing.T) {
	var b Board
	for _, s := range []string{"ZEN H7", "sEL 7H"} {
		m := testMove(t, &b, s)
		b.Place(&m)
	}
	r := b.Rest(testRack(t, "EEZ?"))
	want := Rest{}
	for l := 1; l <= tile.NumLetters; l++ {
		want[l] = tile.Counts[l]
	}
	want[5] -= 2 + 2 // E: two on the board, two in the leave
	want[14]--       // N
	want[12]--       // L
	want[26] = -1    // Z: one on the board, one in the leave: a corrupt record
	if r != want {
		t.Fatalf("Rest = %v\nwant   %v", r, want)
	}
	if r.Take(26) || r.Take(tile.Joker) || r.Take(tile.NumLetters+1) {
		t.Error("Take took a letter the bag has none of")
	}
	if !r.Take(19) || r[19] != tile.Counts[19]-1 { // the joker s is no S
		t.Errorf("Take(S) left %d S", r[19])
	}
}

func TestLeave(t *testing.T) {
	var b Board
	pre := testMove(t, &b, "SEL H7")
	b.Place(&pre)
	m := testMove(t, &b, "sOUs 7H") // its first s is the board's S
	got := m.Leave(testRack(t, "OU??RTE"))
	if want := testRack(t, "?RTE"); got != want {
		t.Errorf("Leave = %v, want %v", got, want)
	}
}
