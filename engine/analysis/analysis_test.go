package analysis

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// small is a lexicon of our own: a few words, so every move can be counted
// by hand.
func small(t testing.TB) *lexicon.Lexicon {
	t.Helper()
	lex, err := lexicon.Build("small", []string{"ABAISSE", "LE", "LES", "SEL"})
	if err != nil {
		t.Fatal(err)
	}
	return lex
}

func rack(t testing.TB, s string) tile.Rack {
	t.Helper()
	r, err := tile.ParseRack(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func words(l List) []string {
	var out []string
	for _, m := range l.Moves {
		out = append(out, fmt.Sprintf("%s %s %d", m.Word, m.Ref, m.Score))
	}
	return out
}

// On the empty board, ELS makes LES and SEL at H6, H7, H8 (6 points: the
// star doubles 3) and LE at H7, H8 (4 points): eight moves, all across.
func TestListByHand(t *testing.T) {
	a := New(small(t))
	empty := &board.Board{}
	for _, c := range []struct {
		name string
		q    Query
		want []string
		all  int
	}{
		{"all", Query{}, []string{"LES H6 6", "SEL H6 6", "LES H7 6", "SEL H7 6", "LES H8 6", "SEL H8 6", "LE H7 4", "LE H8 4"}, 8},
		{"length 2", Query{Length: 2}, []string{"LE H7 4", "LE H8 4"}, 2},
		{"square H6", Query{Square: "h6"}, []string{"LES H6 6", "SEL H6 6"}, 2},
		{"column 9", Query{Square: "9"}, []string{"LES H7 6", "SEL H7 6", "LES H8 6", "SEL H8 6", "LE H8 4"}, 5},
		{"row H", Query{Square: "H"}, []string{"LES H6 6", "SEL H6 6", "LES H7 6", "SEL H7 6", "LES H8 6", "SEL H8 6", "LE H7 4", "LE H8 4"}, 8},
		{"row G", Query{Square: "G"}, nil, 0},
		{"square 8H", Query{Square: "8H"}, []string{"LES H6 6", "SEL H6 6", "LES H7 6", "SEL H7 6", "LES H8 6", "SEL H8 6", "LE H7 4", "LE H8 4"}, 8},
		{"down", Query{Direction: Down}, nil, 0},
		{"across, page 2 of 3", Query{Direction: Across, Offset: 3, Limit: 3}, []string{"SEL H7 6", "LES H8 6", "SEL H8 6"}, 8},
		{"contains S", Query{Contains: "s"}, []string{"LES H6 6", "SEL H6 6", "LES H7 6", "SEL H7 6", "LES H8 6", "SEL H8 6"}, 6},
		{"contains É, L", Query{Contains: "É, L"}, []string{"LES H6 6", "SEL H6 6", "LES H7 6", "SEL H7 6", "LES H8 6", "SEL H8 6", "LE H7 4", "LE H8 4"}, 8},
		{"contains EE", Query{Contains: "EE"}, nil, 0},
		{"bingos", Query{Bingos: true}, nil, 0},
		{"past the end", Query{Offset: 8}, nil, 8},
	} {
		l, err := a.List(empty, rack(t, "ELS"), movegen.Normal, c.q)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := words(l); !slices.Equal(got, c.want) || l.Matched != c.all || l.All != 8 {
			t.Errorf("%s: %v (%d of %d), want %v (%d)", c.name, got, l.Matched, l.All, c.want, c.all)
		}
		if !slices.Equal(l.Scores, []int{6, 4}) {
			t.Errorf("%s: scores %v", c.name, l.Scores)
		}
	}
	l, _ := a.List(empty, rack(t, "ELS"), movegen.Normal, Query{Length: 2})
	if m := l.Moves[0]; m.Rank != 1 || m.Tiles != 2 || m.Bingo || !slices.Equal(m.Squares, []int{7*15 + 6, 7*15 + 7}) {
		t.Errorf("LE H7: %+v", m)
	}
}

// ABAISSE on the empty board: seven placements across H8, each a bingo.
func TestBingos(t *testing.T) {
	a := New(small(t))
	r := rack(t, "AABEISS")
	l, err := a.List(&board.Board{}, r, movegen.Normal, Query{Bingos: true})
	if err != nil {
		t.Fatal(err)
	}
	var refs []string
	for _, m := range l.Moves {
		if !m.Bingo || m.Tiles != 7 || m.Word != "ABAISSE" || m.Score < 50 || len(m.Squares) != 7 {
			t.Errorf("%+v", m)
		}
		refs = append(refs, m.Ref)
	}
	slices.Sort(refs)
	if !slices.Equal(refs, []string{"H2", "H3", "H4", "H5", "H6", "H7", "H8"}) {
		t.Errorf("bingos at %v", refs)
	}
	if !a.HasBingo(&board.Board{}, r, movegen.Normal) || a.HasBingo(&board.Board{}, rack(t, "ELS"), movegen.Normal) {
		t.Error("HasBingo")
	}
}

func TestQueryErrors(t *testing.T) {
	a := New(small(t))
	for _, c := range []struct {
		q     Query
		field string
	}{
		{Query{Length: -1}, "length"},
		{Query{Length: 16}, "length"},
		{Query{Square: "P4"}, "square"},
		{Query{Square: "H16"}, "square"},
		{Query{Square: "H0"}, "square"},
		{Query{Square: "HH"}, "square"},
		{Query{Square: "4H4"}, "square"},
		{Query{Direction: "diagonal"}, "direction"},
		{Query{Contains: "E3"}, "contains"},
		{Query{Contains: "?"}, "contains"},
		{Query{Offset: -1}, "offset"},
		{Query{Limit: MaxLimit + 1}, "limit"},
	} {
		_, err := a.List(&board.Board{}, rack(t, "ELS"), movegen.Normal, c.q)
		var qe *QueryError
		if !errors.As(err, &qe) || qe.Field != c.field {
			t.Errorf("%+v: %v, want a QueryError on %s", c.q, err, c.field)
		}
	}
}

// natural are the positions of whole games the engine plays: the board
// before each turn and its draw.
type position struct {
	board *board.Board
	rack  tile.Rack
	f     game.Formula
}

func natural(tb testing.TB, lex *lexicon.Lexicon, games int, formula string) []position {
	var out []position
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g, err := game.New(lex, game.Config{Seed: seed, Formula: formula})
		if err != nil {
			tb.Fatal(err)
		}
		for g.Phase() != game.Over {
			b := *g.Board()
			out = append(out, position{&b, g.Draw().Rack(), g.Formula()})
			if _, err := g.Submit("", "", 0); err != nil {
				tb.Fatal(err)
			}
			if err := g.Next(); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// On real positions every filter keeps exactly the moves of the whole list
// that an independent reading of their text says it should, in the same
// order, and the whole list is game.Best's.
func TestFiltersAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	lex := frlibretest.Lexicon(t)
	a := New(lex)
	queries := []Query{
		{Bingos: true}, {Length: 7}, {Length: 2}, {Square: "H"}, {Square: "8"}, {Square: "D4"},
		{Direction: Down}, {Direction: Across, Length: 5}, {Contains: "Z"}, {Contains: "ee"}, {Contains: "QU", Direction: Down},
	}
	checked := 0
	defer func() {
		if checked < 40 {
			t.Errorf("only %d positions checked", checked)
		}
	}()
	for _, formula := range []string{"normal", "joker", "789"} {
		for _, p := range natural(t, lex, 2, formula) {
			whole := all(t, a, p, Query{})
			checked++
			best := game.Best(lex, p.board, p.rack, p.f, whole.All+1)
			if len(best) != whole.All {
				t.Fatalf("%d moves, Best %d", whole.All, len(best))
			}
			for i, m := range best {
				if w := whole.Moves[i]; w.Word != m.Word || w.Ref != m.Ref || w.Score != m.Score {
					t.Fatalf("move %d: %+v, Best %+v", i, w, m)
				}
			}
			for _, q := range queries {
				var want []Move
				for _, m := range whole.Moves {
					if keeps(t, q, m) {
						want = append(want, m)
					}
				}
				got := all(t, a, p, q)
				if got.Matched != len(want) || len(got.Moves) != len(want) {
					t.Fatalf("%s %+v: %d moves, want %d", formula, q, got.Matched, len(want))
				}
				for i := range want {
					if got.Moves[i].Word != want[i].Word || got.Moves[i].Ref != want[i].Ref {
						t.Fatalf("%+v: move %d %+v, want %+v", q, i, got.Moves[i], want[i])
					}
				}
				// The first three pages of 7 put end to end are its start.
				var paged []Move
				for off := 0; off < 21; off += 7 {
					q.Offset, q.Limit = off, 7
					pg, err := a.List(p.board, p.rack, p.f.Params, q)
					if err != nil || pg.Offset != off || pg.Matched != len(want) {
						t.Fatalf("%+v: %v, page %+v", q, err, pg)
					}
					paged = append(paged, pg.Moves...)
				}
				if n := min(21, len(want)); len(paged) != n || n > 0 && paged[n-1].Ref != want[n-1].Ref {
					t.Fatalf("%+v: pages give %d moves, want %d", q, len(paged), n)
				}
			}
		}
	}
}

// all lists every move q keeps, on one page.
func all(t *testing.T, a *Analyser, p position, q Query) List {
	f, err := q.read()
	if err != nil {
		t.Fatal(err)
	}
	return a.page(p.board, p.rack, p.f.Params, f, 0, 1<<30)
}

// keeps reads a move's text, not the board, to say whether q keeps it.
func keeps(t *testing.T, q Query, m Move) bool {
	ref, err := board.ParseRef(m.Ref)
	if err != nil {
		t.Fatal(err)
	}
	if q.Length > 0 && len(m.Word) != q.Length {
		return false
	}
	if q.Direction == Down && !ref.Down || q.Direction == Across && ref.Down {
		return false
	}
	if q.Bingos && !(m.Tiles >= 7) {
		return false
	}
	up := strings.ToUpper(m.Word)
	for _, l := range strings.ToUpper(q.Contains) {
		if strings.Count(up, string(l)) < strings.Count(strings.ToUpper(q.Contains), string(l)) {
			return false
		}
	}
	if q.Square != "" {
		row, col, _ := square(strings.ToUpper(q.Square))
		for _, sq := range m.Squares {
			if (row < 0 || sq/15 == row) && (col < 0 || sq%15 == col) {
				return true
			}
		}
		return false
	}
	return true
}

// A page turned or a filter changed on the same turn is answered from the
// list made for it; another board, draw or formula lists again.
func TestListReused(t *testing.T) {
	a := New(small(t))
	empty := &board.Board{}
	first, _ := a.List(empty, rack(t, "ELS"), movegen.Normal, Query{})
	again, _ := a.List(empty, rack(t, "ELS"), movegen.Normal, Query{Length: 2})
	if first.All != 8 || again.Matched != 2 {
		t.Fatalf("%+v %+v", first, again)
	}
	if !a.HasBingo(empty, rack(t, "AABEISS"), movegen.Normal) {
		t.Fatal("no bingo")
	}
	// HasBingo used the generator: the list is made again.
	l, _ := a.List(empty, rack(t, "ELS"), movegen.Normal, Query{Contains: "S"})
	if l.All != 8 || l.Matched != 6 || words(l)[0] != "LES H6 6" {
		t.Errorf("after HasBingo: %+v", l)
	}
	other, _ := a.List(empty, rack(t, "EL"), movegen.Normal, Query{})
	if other.All != 2 {
		t.Errorf("another draw: %+v", other)
	}
	var b board.Board
	b.Sq[7*15+7] = 1 // an A on H8
	moved, _ := a.List(&b, rack(t, "ELS"), movegen.Normal, Query{})
	if moved.All == 8 {
		t.Errorf("another board listed as the empty one")
	}
}
