package ui

import (
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/bag"
	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/tile"
)

func TestBoard(t *testing.T) {
	html := app.HTMLString(&Board{})
	if n := strings.Count(html, `role="gridcell"`); n != 225 {
		t.Errorf("%d squares, want 225", n)
	}
	for _, want := range []string{
		`aria-label="H8, mot compte double, vide"`,
		`aria-label="A1, mot compte triple, vide"`,
		`aria-label="A4, lettre compte double, vide"`,
		`aria-label="B6, lettre compte triple, vide"`,
		`aria-label="A2, vide"`,
		`>O</div>`,
		`>15</div>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the board has no %s", want)
		}
	}
	h8 := regexp.MustCompile(`<div[^>]*id="sq-H8"[^>]*>`).FindString(html)
	if !strings.Contains(h8, "star") || !strings.Contains(h8, "dw") {
		t.Errorf("H8 is %s, want the star and the double word", h8)
	}
}

func TestBoardTiles(t *testing.T) {
	sqs := make([]Square, 225)
	sqs[7*15+7] = Square{Tile: tile.TileOf(5, false), Kind: OnBoard} // E on H8
	sqs[7*15+8] = Square{Tile: tile.TileOf(19, true), Kind: Placing} // a joker as S on H9
	sqs[7*15+9] = Square{Cursor: true, Down: true}                   // the cursor on H10
	sqs[0] = Square{Tile: tile.TileOf(11, false), Kind: Showing}     // K on A1
	sqs[14] = Square{Hint: true}                                     // a topping hint on A15
	html := app.HTMLString(&Board{Squares: Pack(sqs)})
	for _, want := range []string{
		`aria-label="H8, mot compte double, E"`,
		`aria-label="H9, S (joker) posé"`,
		`aria-label="H10, curseur vertical, vide"`,
		`aria-label="A1, mot compte triple, K proposé"`,
		`aria-label="A15, mot compte triple, indice : le top commence ici, vide"`,
		`>↓</span>`,
		`>10</span>`, // K's value
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the board has no %s", want)
		}
	}
}

func TestParseEntry(t *testing.T) {
	for _, tc := range []struct {
		in, word, ref string
		ok            bool
		jokers        int
	}{
		{"CHAT H4", "CHAT", "H4", true, 0},
		{"  chat   h4 ", "CHAT", "H4", true, 0},
		{"4h chat", "CHAT", "4H", true, 0},
		{"ChAT 12C", "ChAT", "12C", true, 0},
		{"ai H8", "ai", "H8", true, 2},
		{"CHAT", "", "", false, 0},
		{"CHAT H16", "", "", false, 0},
		{"CHAT P4", "", "", false, 0},
		{"CH4T H4", "", "", false, 0},
		{"CHAT H4 X", "", "", false, 0},
		{"H4 8H", "", "", false, 0},
		{"été h4", "ETE", "H4", true, 0},
		{"ŒUFs 8H", "OEUFs", "8H", true, 0},
		{"", "", "", false, 0},
	} {
		word, ref, err := ParseEntry(tc.in, tc.jokers)
		if (err == nil) != tc.ok || word != tc.word || ref != tc.ref {
			t.Errorf("ParseEntry(%q) = %q, %q, %v", tc.in, word, ref, err)
		}
	}
}

func TestTyped(t *testing.T) {
	rows := make([]string, 15)
	for i := range rows {
		rows[i] = strings.Repeat(".", 15)
	}
	rows[7] = "......CHAT....." // H7–H10
	d, err := bag.ParseDraw("AE+?KS")
	if err != nil {
		t.Fatal(err)
	}
	st := &game.State{Phase: game.Playing, Board: rows, Draw: d}
	show := func(ps []game.Placed) string {
		var out []string
		for _, p := range ps {
			out = append(out, SquareName(p.Square)+":"+string(p.Tile.Rune()))
		}
		return strings.Join(out, " ")
	}
	for _, tc := range []struct {
		in, want string
		down     bool
	}{
		{"", "", false},
		{"CHATS", "", false},                // no reference yet
		{"H7 C", "", false},                 // the board's C typed through
		{"H7 CHATS", "H11:S", false},        // CHATS: the S placed
		{"chats h7", "H11:S", false},        // lowercase: tiles
		{"CHATSé h7", "H11:S H12:e", false}, // mixed case: é is a joker's e
		{"7G KA", "G7:K", true},             // H7 holds C, not A: laid up to there
		{"KÉ 11G", "G11:K H11:E", true},
	} {
		got, down := Typed(st, tc.in)
		if show(got) != tc.want || (got != nil && down != tc.down) {
			t.Errorf("Typed(%q) = %q down %v, want %q down %v", tc.in, show(got), down, tc.want, tc.down)
		}
	}
}

func TestMoveSquares(t *testing.T) {
	sqs, err := MoveSquares(record.Move{Word: "CHaT", Ref: "8F"})
	if err != nil {
		t.Fatal(err)
	}
	want := []game.Placed{{Square: 5*15 + 7, Tile: tile.TileOf(3, false)}, {Square: 6*15 + 7, Tile: tile.TileOf(8, false)}, {Square: 7*15 + 7, Tile: tile.TileOf(1, true)}, {Square: 8*15 + 7, Tile: tile.TileOf(20, false)}}
	if len(sqs) != len(want) {
		t.Fatalf("%v", sqs)
	}
	for i := range want {
		if sqs[i] != want[i] {
			t.Errorf("letter %d: %+v, want %+v", i, sqs[i], want[i])
		}
	}
	if _, err := MoveSquares(record.Move{Word: "CHAT", Ref: "O13"}); err == nil {
		t.Error("a move off the board")
	}
}

func TestClock(t *testing.T) {
	for ms, want := range map[int64]string{180_000: "3:00", 179_001: "3:00", 179_000: "2:59", 30_000: "0:30", 1: "0:01", 0: "0:00", -5: "0:00"} {
		if got := Clock(ms); got != want {
			t.Errorf("Clock(%d) = %s, want %s", ms, got, want)
		}
	}
}

func TestLinkLexicon(t *testing.T) {
	hash := "8ea78218b564c0ffee0123456789abcdef"
	cases := []struct{ name, hash, want string }{
		{"fr-libre", hash, ""},
		{"", hash, ""},
		{"Ma liste", hash, "8ea78218b564c0ff"},
		{"Ma liste", "8ea7", ""}, // no hash to name it by
	}
	for _, c := range cases {
		if got := LinkLexicon(c.name, c.hash); got != c.want {
			t.Errorf("LinkLexicon(%q, %q) = %q, want %q", c.name, c.hash, got, c.want)
		}
	}
}
