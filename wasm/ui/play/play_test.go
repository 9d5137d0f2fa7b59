package play

import (
	"strings"
	"testing"

	"duplicata/engine/bag"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/tile"
	"duplicata/wasm/ui/french"
)

// state is a turn with CHAT on H7–H10 and the draw AE+?KS.
func state(t *testing.T) *game.State {
	t.Helper()
	rows := make([]string, board.Size)
	for i := range rows {
		rows[i] = strings.Repeat(".", board.Size)
	}
	rows[7] = "......CHAT....."
	d, err := bag.ParseDraw("AE+?KS")
	if err != nil {
		t.Fatal(err)
	}
	return &game.State{Phase: game.Playing, Turn: 2, Board: rows, Draw: d}
}

// sq is a square by its row letter and column number: sq('H', 6).
func sq(row byte, col int) int { return int(row-'A')*board.Size + col - 1 }

// placed writes the placement as "H6:S H11:e" (a joker in lowercase).
func placed(p *Placement) string {
	var out []string
	for _, pl := range p.Placed {
		r, c := pl.Square/board.Size, pl.Square%board.Size
		l := string(pl.Tile.Letter().Rune())
		if pl.Tile.IsBlank() {
			l = strings.ToLower(l)
		}
		out = append(out, string(rune('A'+r))+itoa(c+1)+":"+l)
	}
	return strings.Join(out, " ")
}

func itoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}

func TestKey(t *testing.T) {
	for _, tc := range []struct {
		name    string
		keys    []Key
		cursor  int // before the keys
		last    Outcome
		placed  string
		after   int // the cursor after
		picking int
	}{
		{"letters go on and jump over CHAT", keys("S", "A"), sq('H', 5), Outcome{Effect: Changed}, "H5:S H6:A", sq('H', 11), -1},
		{"a letter not on the rack takes the joker", keys("Z"), sq('H', 5), Outcome{Effect: Changed}, "H5:z", sq('H', 6), -1},
		{"a letter with no tile nor joker", keys("?", "E", "Z"), sq('H', 5), refused("La lettre Z n'est pas sur le chevalet."), "H5:e", sq('H', 6), -1},
		{"no cursor", keys("S"), -1, refused(french.NoSquare(french.Keys)), "", -1, -1},
		{"typing through the board's letters", keys("C", "H", "A", "T", "S"), sq('H', 7), Outcome{Effect: Changed}, "H11:S", sq('H', 12), -1},
		{"another letter on a board square", keys("E"), sq('H', 7), refused("La case H7 porte déjà un C : tapez cette lettre pour la traverser, ou déplacez le curseur."), "", sq('H', 7), -1},
		{"an accented letter is its letter", keys("é", "À"), sq('H', 5), Outcome{Effect: Changed}, "H5:E H6:A", sq('H', 11), -1},
		{"+ and = arrange the rack, nothing placed", keys("+", "="), sq('H', 5), Outcome{Effect: Moved}, "", sq('H', 5), -1},
		{"backspace undoes", keys("S", "A", "Backspace"), sq('H', 5), Outcome{Effect: Changed}, "H5:S", sq('H', 6), -1},
		{"escape clears", keys("S", "A", "Escape"), sq('H', 5), Outcome{Effect: Changed}, "", sq('H', 5), -1},
		{"space turns the cursor down", keys(" ", "S", "A"), sq('G', 8), Outcome{Effect: Changed}, "G8:S I8:A", sq('J', 8), -1},
		{"arrows move, stopping at the edge", keys("ArrowUp", "ArrowLeft", "ArrowLeft"), sq('A', 2), Outcome{Effect: Moved}, "", sq('A', 1), -1},
		{"an arrow without a cursor starts at H8", keys("ArrowDown"), -1, Outcome{Effect: Moved}, "", board.Centre, -1},
		{"? opens the joker picker", keys("?"), sq('H', 5), Outcome{Effect: Pick, Square: sq('H', 5)}, "", sq('H', 5), sq('H', 5)},
		{"the picker takes a letter", keys("*", "e"), sq('H', 5), Outcome{Effect: Changed}, "H5:e", sq('H', 6), -1},
		{"the picker's Escape gives up", keys("?", "Escape"), sq('H', 5), Outcome{Effect: Handled}, "", sq('H', 5), -1},
		{"a second joker is refused", keys("?", "E", "?"), sq('H', 5), refused(NoJoker), "H5:e", sq('H', 6), -1},
		{"Enter submits", keys("S", "Enter"), sq('H', 5), Outcome{Effect: Submit}, "H5:S", sq('H', 6), -1},
		{"Enter on a button is the button's", []Key{{Key: "Enter", Target: "BUTTON"}}, sq('H', 5), Outcome{}, "", sq('H', 5), -1},
		{"a letter on a button still places", []Key{{Key: "S", Target: "BUTTON"}}, sq('H', 5), Outcome{Effect: Changed}, "H5:S", sq('H', 6), -1},
		{"typing in a field is the field's", []Key{{Key: "S", Target: "INPUT"}}, sq('H', 5), Outcome{}, "", sq('H', 5), -1},
		{"browser shortcuts are the browser's", []Key{{Key: "r", Mod: true}}, sq('H', 5), Outcome{}, "", sq('H', 5), -1},
		{"other keys are the browser's", keys("Tab"), sq('H', 5), Outcome{}, "", sq('H', 5), -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := state(t)
			p := Placement{Cursor: tc.cursor}
			picking := -1
			var last Outcome
			for _, k := range tc.keys {
				last = p.Key(st, k, &picking)
			}
			if last != tc.last || placed(&p) != tc.placed || p.Cursor != tc.after || picking != tc.picking {
				t.Errorf("last %+v, placed %q, cursor %d, picking %d; want %+v, %q, %d, %d",
					last, placed(&p), p.Cursor, picking, tc.last, tc.placed, tc.after, tc.picking)
			}
		})
	}
}

func keys(ks ...string) []Key {
	out := make([]Key, len(ks))
	for i, k := range ks {
		out[i] = Key{Key: k, Target: "BODY"}
	}
	return out
}

func TestDrop(t *testing.T) {
	st := state(t)
	p := Placement{Cursor: -1}
	picking := -1
	// The rack: A E ? K S (leave first).
	if o := p.Drop(st, sq('H', 11), 4, &picking); o.Effect != Changed || placed(&p) != "H11:S" || p.Cursor != sq('H', 12) {
		t.Fatalf("drop S on H11: %+v, %q, cursor %d", o, placed(&p), p.Cursor)
	}
	if o := p.Drop(st, sq('H', 12), 4, &picking); o.Effect != Handled {
		t.Errorf("a used tile dropped again: %+v", o)
	}
	if o := p.Drop(st, sq('H', 7), 0, &picking); o != refused(NoSquare) {
		t.Errorf("a tile dropped on C: %+v", o)
	}
	if o := p.Drop(st, sq('A', 1), 2, &picking); o.Effect != Pick || picking != sq('A', 1) {
		t.Fatalf("the joker dropped: %+v, picking %d", o, picking)
	}
	if o := p.Choose(st, tile.Letter(26), &picking); o.Effect != Changed || placed(&p) != "H11:S A1:z" || picking != -1 {
		t.Errorf("the joker as Z: %+v, %q, picking %d", o, placed(&p), picking)
	}
	if rt := p.RackTiles(st); !rt[2].Used || !rt[4].Used || rt[0].Used || !rt[2].New || rt[0].New {
		t.Errorf("rack %+v", rt)
	}
	if !p.Take(sq('H', 11)) || placed(&p) != "A1:z" || p.Take(sq('H', 11)) {
		t.Errorf("take: %q", placed(&p))
	}
}

func TestBoardTile(t *testing.T) {
	st := state(t)
	if got := BoardTile(st, sq('H', 7)); got != tile.TileOf(3, false) {
		t.Errorf("H7 holds %v, want C", got)
	}
	for _, s := range []int{sq('H', 6), -1, board.Size * board.Size} {
		if got := BoardTile(st, s); got != tile.Empty {
			t.Errorf("square %d holds %v", s, got)
		}
	}
	if BoardTile(nil, 0) != tile.Empty {
		t.Error("no state, a tile")
	}
}

func TestArrange(t *testing.T) {
	st := state(t)
	p := Placement{Cursor: sq('H', 5)}
	letters := func() string {
		var b strings.Builder
		for _, rt := range p.RackTiles(st) {
			b.WriteRune(rt.Letter.Rune())
		}
		return b.String()
	}
	if got := letters(); got != "AE?KS" {
		t.Fatalf("draw order %q", got)
	}
	p.Sort(st)
	if got := letters(); got != "AEKS?" {
		t.Errorf("sorted %q, want AEKS? (jokers last)", got)
	}
	sorted := letters()
	p.Shuffle(st)
	if got := letters(); got == sorted || len(got) != 5 {
		t.Errorf("shuffled %q from %q", got, sorted)
	}
	// The order shown is the one taps and drops use: the i-th tile shown.
	first := p.RackTiles(st)[0].Letter
	var picking = -1
	if first != tile.Joker {
		p.Drop(st, sq('H', 5), 0, &picking)
		if len(p.Placed) != 1 || p.Placed[0].Tile.Letter() != first || !p.RackTiles(st)[0].Used {
			t.Errorf("dropping the first tile shown (%c): placed %q", first.Rune(), placed(&p))
		}
	}
	p.Reset()
	if p.Order != nil {
		t.Error("a new turn keeps the rack's order")
	}
}

// TestBothOrders places tiles square first and tile first (issue 25: a
// rack tile tapped first did nothing but say that the square comes first).
func TestBothOrders(t *testing.T) {
	st := state(t)
	picking := -1
	// Square then tile: H11, then S.
	p := Placement{Cursor: -1}
	if o := p.Tap(st, sq('H', 11), &picking); o.Effect != Moved || p.Cursor != sq('H', 11) {
		t.Fatalf("tap H11: %+v, cursor %d", o, p.Cursor)
	}
	if o := p.Pick(st, 4, &picking); o.Effect != Changed || placed(&p) != "H11:S" {
		t.Fatalf("then S: %+v, %q", o, placed(&p))
	}
	// Tile then square: S, then H11.
	p = Placement{Cursor: -1}
	o := p.Pick(st, 4, &picking)
	if o.Effect != Moved || o.Message != french.Hold(false, 'S', french.Touch) || p.Held != 5 || !p.RackTiles(st)[4].Held || placed(&p) != "" {
		t.Fatalf("pick S first: %+v, held %d, %q", o, p.Held, placed(&p))
	}
	if o := p.Tap(st, sq('H', 7), &picking); o.Effect != Handled || p.Held != 5 {
		t.Errorf("a held tile tapped onto C: %+v, held %d", o, p.Held)
	}
	if o := p.Tap(st, sq('H', 11), &picking); o.Effect != Changed || placed(&p) != "H11:S" || p.Held != 0 || p.Cursor != sq('H', 12) {
		t.Fatalf("then H11: %+v, %q, held %d, cursor %d", o, placed(&p), p.Held, p.Cursor)
	}
	// The cursor moved on: the next tile goes on H12 at once.
	if o := p.Pick(st, 0, &picking); o.Effect != Changed || placed(&p) != "H11:S H12:A" {
		t.Errorf("then A: %+v, %q", o, placed(&p))
	}
	// A tile held, tapped again, is let go; a joker held opens the picker
	// on the square tapped.
	p = Placement{Cursor: -1}
	p.Pick(st, 1, &picking)
	if o := p.Pick(st, 1, &picking); o.Effect != Moved || p.Held != 0 {
		t.Errorf("E tapped twice: %+v, held %d", o, p.Held)
	}
	if o := p.Pick(st, 2, &picking); o.Message != french.Hold(true, '?', french.Touch) {
		t.Errorf("joker held: %+v", o)
	}
	if o := p.Tap(st, sq('A', 1), &picking); o.Effect != Pick || picking != sq('A', 1) {
		t.Errorf("the joker held, then A1: %+v, picking %d", o, picking)
	}
	// A tile placed, tapped, goes back to the rack.
	p = Placement{Cursor: sq('H', 11)}
	p.Pick(st, 4, &picking)
	if o := p.Tap(st, sq('H', 11), &picking); o.Effect != Changed || placed(&p) != "" || p.Cursor != sq('H', 11) {
		t.Errorf("take S back: %+v, %q", o, placed(&p))
	}
}
