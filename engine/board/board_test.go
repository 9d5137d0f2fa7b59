package board

import (
	"errors"
	"testing"

	"duplicata/engine/tile"
)

func TestParseTile(t *testing.T) {
	tests := []struct {
		ch   rune
		want tile.Tile
		err  string
	}{
		{'A', tile.TileOf(1, false), ""},
		{'z', tile.TileOf(26, true), ""},
		{'.', 0, `'.' is not a letter`},
		{'É', 0, `'É' is not a letter`},
		{'?', 0, `'?' is not a letter`},
	}
	for _, tt := range tests {
		got, err := ParseTile(tt.ch)
		if tt.err == "" {
			if err != nil || got != tt.want {
				t.Errorf("ParseTile(%q) = %v, %v; want %v", tt.ch, got, err, tt.want)
			}
			continue
		}
		var nl NotLetterError
		if !errors.As(err, &nl) || rune(nl) != tt.ch || err.Error() != tt.err {
			t.Errorf("ParseTile(%q) error %v, want NotLetterError %q", tt.ch, err, tt.err)
		}
	}
}

// TestParseTileAllocs: the page reads every square of the board at each
// render, most of them empty.
func TestParseTileAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() {
		for _, ch := range "...A..a" {
			ParseTile(ch)
		}
	}); n != 0 {
		t.Errorf("ParseTile allocates %v times a call", n)
	}
}
