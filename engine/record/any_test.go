package record

import (
	"os"
	"path/filepath"
	"testing"
)

func TestReadAny(t *testing.T) {
	for _, tc := range []struct {
		file   string
		format Format
		turns  int
	}{
		{"game.json", FormatJSON, 6},
		{"game.txt", FormatText, 6},
		{"ffsc-normal.txt", FormatFFSc, 5},
		{"ffsc-joker-7sur8.txt", FormatFFSc, 5},
		{"eliot-normal.xml", FormatEliot, 5},
	} {
		f, err := os.Open(filepath.Join("testdata", tc.file))
		if err != nil {
			t.Fatal(err)
		}
		rec, format, err := ReadAny(f)
		f.Close()
		if err != nil || format != tc.format || len(rec.Turns) != tc.turns {
			t.Errorf("%s: %v, %d turns, %v; want %s, %d turns", tc.file, format, len(rec.Turns), err, tc.format, tc.turns)
		}
	}
	for in, want := range map[string]Format{"": FormatFFSc, "\uFEFF {": FormatJSON, "\n\n<x": FormatEliot, "1.\tDSCTANU": FormatFFSc, "# formula normal\n": FormatText} {
		if got := Sniff([]byte(in)); got != want {
			t.Errorf("Sniff(%q) = %s, want %s", in, got, want)
		}
	}
}
