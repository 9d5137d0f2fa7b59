package analysis

import (
	"errors"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// FuzzQuery reads any query the page may send: never a panic; a query
// refused is a *QueryError naming its field; a query read gives a page
// within the list.
func FuzzQuery(f *testing.F) {
	for _, s := range []struct {
		square, contains, dir string
		length, offset, limit int
	}{
		{"H8", "", "", 0, 0, 0}, {"8h", "é", "across", 3, 0, 5}, {"H", "QU", "down", 0, 20, 20},
		{"15", "", "", 15, 0, 500}, {"P4", "3", "diagonal", -1, -1, 501}, {"h16", " ,E", "", 2, 7, 7},
	} {
		f.Add(s.square, s.contains, s.dir, s.length, s.offset, s.limit)
	}
	lex := small(f)
	f.Fuzz(func(t *testing.T, square, contains, dir string, length, offset, limit int) {
		a := New(lex)
		r, _ := tile.ParseRack("ELS")
		q := Query{Square: square, Contains: contains, Direction: Direction(dir), Length: length, Offset: offset, Limit: limit}
		l, err := a.List(&board.Board{}, r, movegen.Normal, q)
		if err != nil {
			var qe *QueryError
			if !errors.As(err, &qe) || qe.Field == "" {
				t.Fatalf("%+v: %v", q, err)
			}
			return
		}
		if l.All != 8 || l.Matched > l.All || len(l.Moves) > max(limit, DefaultLimit) || l.Offset != offset {
			t.Fatalf("%+v: %+v", q, l)
		}
	})
}
