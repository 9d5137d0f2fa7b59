package board_test

import (
	"errors"
	"testing"

	"duplicata/engine/board"
)

func FuzzParseRef(f *testing.F) {
	for _, s := range []string{"H4", "4H", "h 4", "15A", "O15", "", "P4", "H04", "4H4", "ı4", "ſ4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := board.ParseRef(s)
		if err != nil {
			var e *board.RefError
			if !errors.As(err, &e) {
				t.Fatalf("ParseRef(%q): error %v is not a *board.RefError", s, err)
			}
			return
		}
		if r.Row < 0 || r.Row >= board.Size || r.Col < 0 || r.Col >= board.Size {
			t.Fatalf("ParseRef(%q) = %+v, off the board", s, r)
		}
		back, err := board.ParseRef(r.String())
		if err != nil || back != r {
			t.Fatalf("ParseRef(%q) = %+v, whose String %q reads back as %+v, %v", s, r, r.String(), back, err)
		}
	})
}
