package cgp

import (
	"errors"
	"strings"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/tile"
)

const emptyRows = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15"

// rows builds a board field from 15 rows given as '.'-drawn lines.
func rows(drawn ...string) string {
	var b board.Board
	for r, line := range drawn {
		for c, ch := range line {
			if ch != '.' {
				b.Sq[r*board.Size+c], _ = board.ParseTile(ch)
			}
		}
	}
	f := Format(&b, "")
	return f[:strings.IndexByte(f, ' ')]
}

func TestParse(t *testing.T) {
	cases := []struct {
		name           string
		line           string
		rack, opponent string
		tiles          map[string]tile.Tile // square name ("H8") → tile
		count          int                  // tiles on the board
	}{
		{"empty board", emptyRows + " SPOESVA/", "SPOESVA", "", nil, 0},
		{"macondo tail", emptyRows + " AEINRST/ 0/0 0 lex NWL20;", "AEINRST", "", nil, 0},
		{"opponent rack", emptyRows + " ABC/DEF?", "ABC", "DEF?", nil, 0},
		{"no slash", emptyRows + " ABC", "ABC", "", nil, 0},
		{"empty racks", emptyRows + " / 0/0 0", "", "", nil, 0},
		{"nine tiles", emptyRows + " ABCDEFGH?/", "ABCDEFGH?", "", nil, 0},
		{"surrounding space", " \t" + emptyRows + "   ??/ \r\n", "??", "", nil, 0},
		{
			"tiles and a joker",
			"15/15/15/15/15/15/15/7PAsSE3/15/15/15/15/15/15/15 E/",
			"E", "",
			map[string]tile.Tile{"H8": 16, "H9": 1, "H10": 19 | tile.BlankBit, "H11": 19, "H12": 5},
			5,
		},
		{
			"full row and corners",
			"ABCDEFGHIJKLMNO/15/15/15/15/15/15/15/15/15/15/15/15/15/Z13z ?/",
			"?", "",
			map[string]tile.Tile{"A1": 1, "A15": 15, "O1": 26, "O15": 26 | tile.BlankBit, "O2": tile.Empty},
			17,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := Parse(c.line)
			if err != nil {
				t.Fatalf("Parse(%q): %v", c.line, err)
			}
			if p.Rack != c.rack || p.Opponent != c.opponent {
				t.Errorf("racks %q/%q, want %q/%q", p.Rack, p.Opponent, c.rack, c.opponent)
			}
			for sq, want := range c.tiles {
				ref, err := board.ParseRef(sq)
				if err != nil {
					t.Fatal(err)
				}
				if got := p.Board.Sq[ref.Index()]; got != want {
					t.Errorf("%s holds %q, want %q", sq, got.Rune(), want.Rune())
				}
			}
			if got := p.Board.Count(); got != c.count {
				t.Errorf("%d tiles on the board, want %d", got, c.count)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		name   string
		line   string
		column int
		reason string // a part of the reason
	}{
		{"empty", "", 1, "empty line"},
		{"blank", "   ", 4, "empty line"},
		{"one square", "1/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/", 2, "row A has 1 square, want 15"},
		{"short row", "14/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/", 3, "row A has 14 squares"},
		{"long row", "15/15/8ABCDEFGH/15/15/15/15/15/15/15/15/15/15/15/15 A/", 15, "row C has more than 15"},
		{"long run", "15/9ABCDEF1/15/15/15/15/15/15/15/15/15/15/15/15/15 A/", 11, "row B has more than 15"},
		{"run of 16", "16/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/", 1, "row A has more than 15"},
		{"three digits", "015/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/", 1, `"015" is not a run`},
		{"zero run", "0ABCDEFGHIJKLMNO/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/", 1, `"0" is not a run`},
		{"huge run", "99999999999999999999999/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/", 1, "is not a run"},
		{"last row short", "15/15/15/15/15/15/15/15/15/15/15/15/15/15/14 A/", 45, "row O has 14 squares"},
		{"14 rows", "15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/", 42, "14 rows, want 15"},
		{"16 rows", emptyRows + "/15 A/", 45, "more than 15 rows"},
		{"bad character", "15/15/7.7/15/15/15/15/15/15/15/15/15/15/15/15 A/", 8, "'.' is not a letter"},
		{"accent", "15/15/7É6/15/15/15/15/15/15/15/15/15/15/15/15 A/", 8, "'É' is not a letter"},
		{"bad byte", "15/15/7\xff7/15/15/15/15/15/15/15/15/15/15/15/15 A/", 8, "byte 0xff"},
		{"no rack", emptyRows, 45, "no rack"},
		{"no rack, spaces", emptyRows + "  ", 47, "no rack"},
		{"lowercase rack", emptyRows + " ABc/", 48, "lowercase 'c'"},
		{"digit in rack", emptyRows + " AB1/", 48, "'1' is not a letter or '?' in a rack"},
		{"bad opponent", emptyRows + " AB/C*", 50, "'*' is not a letter"},
		{"third rack", emptyRows + " AB/C/D", 50, "'/' is not a letter"},
		{"ten tiles", emptyRows + " ABCDEFGHIJ/", 46, "has 10 tiles, at most 9"},
		{"ten opponent tiles", emptyRows + " A/ABCDEFGHI?", 48, "has 10 tiles"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := Parse(c.line)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Parse(%q) = %v, %v; want a *cgp.Error", c.line, p, err)
			}
			if e.Column != c.column || !strings.Contains(e.Reason, c.reason) {
				t.Errorf("Parse(%q): column %d %q, want column %d and %q", c.line, e.Column, e.Reason, c.column, c.reason)
			}
			if !strings.HasPrefix(err.Error(), "cgp: column ") {
				t.Errorf("error %q does not say where", err)
			}
		})
	}
}

func TestFormat(t *testing.T) {
	var b board.Board
	if got, want := Format(&b, "SPOESVA"), emptyRows+" SPOESVA/ 0/0 0"; got != want {
		t.Errorf("empty board: %q, want %q", got, want)
	}
	drawn := rows(
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		".......PAsSE...",
		".......A.......",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"WXYZ...........",
	)
	if want := "15/15/15/15/15/15/15/7PAsSE3/7A7/15/15/15/15/15/WXYZ11"; drawn != want {
		t.Errorf("board field %q, want %q", drawn, want)
	}
}

func TestRoundTrip(t *testing.T) {
	lines := []string{
		emptyRows + " ABC/",
		"ABCDEFGHIJKLMNO/15/15/15/15/15/15/7PAsSE3/7a7/15/15/15/15/15/Z13z ?/",
		"1a1b1c1d1e1f1g1/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ABCDEFGH?/",
	}
	for _, line := range lines {
		p, err := Parse(line)
		if err != nil {
			t.Fatalf("Parse(%q): %v", line, err)
		}
		out := Format(&p.Board, p.Rack)
		q, err := Parse(out)
		if err != nil {
			t.Fatalf("Parse(Format(%q)) = Parse(%q): %v", line, out, err)
		}
		if q.Board != p.Board || q.Rack != p.Rack {
			t.Errorf("%q → %q does not read back the same", line, out)
		}
		if board := line[:strings.IndexByte(line, ' ')]; !strings.HasPrefix(out, board+" ") {
			t.Errorf("Format wrote %q, want the board field %q", out, board)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(emptyRows + " SPOESVA/ 0/0 0 lex fr;")
	f.Add("15/15/15/15/15/15/15/7PAsSE3/15/15/15/15/15/15/15 E/ABC?")
	f.Add("ABCDEFGHIJKLMNO/15/15/15/15/15/15/15/15/15/15/15/15/15/Z13z ?/")
	f.Add("14/15/15 A")
	f.Add(emptyRows)
	f.Add("")
	f.Fuzz(func(t *testing.T, line string) {
		p, err := Parse(line)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Parse(%q): error %v is not a *cgp.Error", line, err)
			}
			if e.Column < 1 || e.Column > len(line)+1 {
				t.Fatalf("Parse(%q): column %d outside the line", line, e.Column)
			}
			return
		}
		if len(p.Rack) > MaxRack || len(p.Opponent) > MaxRack {
			t.Fatalf("Parse(%q): racks %q/%q too long", line, p.Rack, p.Opponent)
		}
		out := Format(&p.Board, p.Rack)
		q, err := Parse(out)
		if err != nil {
			t.Fatalf("Parse(%q) then Format gave %q, which does not parse: %v", line, out, err)
		}
		if q.Board != p.Board || q.Rack != p.Rack {
			t.Fatalf("Parse(%q) then Format gave %q, which reads back differently", line, out)
		}
	})
}
