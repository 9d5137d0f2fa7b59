package board_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"duplicata/engine/board"
)

func TestParseRef(t *testing.T) {
	cases := []struct {
		in   string
		want board.Ref
		str  string // the reference as String writes it
	}{
		{"H4", board.Ref{Row: 7, Col: 3}, "H4"},
		{"4H", board.Ref{Row: 7, Col: 3, Down: true}, "4H"},
		{"h 4", board.Ref{Row: 7, Col: 3}, "H4"},
		{" 4 h ", board.Ref{Row: 7, Col: 3, Down: true}, "4H"},
		{"H8", board.Ref{Row: 7, Col: 7}, "H8"},
		{"A1", board.Ref{}, "A1"},
		{"1A", board.Ref{Down: true}, "1A"},
		{"15A", board.Ref{Row: 0, Col: 14, Down: true}, "15A"},
		{"A15", board.Ref{Row: 0, Col: 14}, "A15"},
		{"O15", board.Ref{Row: 14, Col: 14}, "O15"},
		{"o1", board.Ref{Row: 14, Col: 0}, "O1"},
		{"10\tj", board.Ref{Row: 9, Col: 9, Down: true}, "10J"},
	}
	for _, c := range cases {
		got, err := board.ParseRef(c.in)
		if err != nil {
			t.Errorf("ParseRef(%q): %v", c.in, err)
			continue
		}
		if got != c.want {
			t.Errorf("ParseRef(%q) = %+v, want %+v", c.in, got, c.want)
		}
		if s := got.String(); s != c.str {
			t.Errorf("ParseRef(%q).String() = %q, want %q", c.in, s, c.str)
		}
	}
}

func TestParseRefErrors(t *testing.T) {
	cases := []struct {
		in     string
		reason string // a part of the reason
	}{
		{"", "empty"},
		{"   ", "empty"},
		{"P4", "row must be a letter from A to O"},
		{"Z1", "row must be a letter from A to O"},
		{"4P", "row must be a letter from A to O"},
		{"H0", "column must be a number from 1 to 15"},
		{"H16", "column must be a number from 1 to 15"},
		{"16H", "column must be a number from 1 to 15"},
		{"H04", "column must be a number from 1 to 15"},
		{"04H", "column must be a number from 1 to 15"},
		{"H100", "column must be a number from 1 to 15"},
		{"H", "column must be a number from 1 to 15"},
		{"4", "row must be a letter"},
		{"44", "row must be a letter"},
		{"HH", "column must be a number from 1 to 15"},
		{"4H4", "row must be a letter"},
		{"H4H", "column must be a number from 1 to 15"},
		{"H-4", "column must be a number from 1 to 15"},
		{"É4", "row must be a letter"},
		{"4É", "row must be a letter"},
	}
	for _, c := range cases {
		r, err := board.ParseRef(c.in)
		var e *board.RefError
		if !errors.As(err, &e) {
			t.Errorf("ParseRef(%q) = %v, %v; want a *board.RefError", c.in, r, err)
			continue
		}
		if e.Input != c.in || !strings.Contains(e.Reason, c.reason) {
			t.Errorf("ParseRef(%q): input %q reason %q, want the input and %q", c.in, e.Input, e.Reason, c.reason)
		}
		if !strings.Contains(err.Error(), fmt.Sprintf("%q", c.in)) {
			t.Errorf("ParseRef(%q): error %q does not quote the input", c.in, err)
		}
	}
}

// Every square in both directions reads back from its own String.
func TestRefRoundTrip(t *testing.T) {
	for _, down := range []bool{false, true} {
		for row := 0; row < board.Size; row++ {
			for col := 0; col < board.Size; col++ {
				r := board.Ref{Row: row, Col: col, Down: down}
				got, err := board.ParseRef(r.String())
				if err != nil || got != r {
					t.Errorf("ParseRef(%q) = %+v, %v; want %+v", r.String(), got, err, r)
				}
				if r.Index() != row*board.Size+col {
					t.Errorf("%v.Index() = %d, want %d", r, r.Index(), row*board.Size+col)
				}
			}
		}
	}
}

func ExampleParseRef() {
	for _, s := range []string{"H4", "4H", "h 4", "P4"} {
		r, err := board.ParseRef(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: row %d, column %d, down %t\n", r, r.Row, r.Col, r.Down)
	}
	// Output:
	// H4: row 7, column 3, down false
	// 4H: row 7, column 3, down true
	// H4: row 7, column 3, down false
	// board: bad reference "P4": the row must be a letter from A to O
}
