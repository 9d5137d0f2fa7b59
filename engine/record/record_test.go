package record

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// sampleGame is a record with every field: a seed, a rhythm, a lexicon,
// ties, ballots (one without its reference), rejections with their letters,
// a draw with a joker, and a last draw with no move.
func sampleGame() *Record {
	return &Record{
		Version:     Version,
		Formula:     "normal",
		Seed:        42,
		Rhythm:      180,
		Lexicon:     "fr-libre",
		LexiconHash: "2b21eb1b0151d0a4df502fa9321560da0b030027f37342583966e51c29b32bea",
		Turns: []Turn{
			{
				Number: 1, Draw: "DSCTANU",
				Top:    &Move{"CANUTS", "H4", 22},
				Ties:   []Move{{"DUCATS", "H4", 22}},
				Played: &Play{Move: Move{"CANUTS", "H4", 22}, Millis: 95_000, Claimed: 22},
			},
			{
				Number: 2, Draw: "D+VDJF?E",
				Top:    &Move{"JaVE", "G3", 31},
				Played: &Play{Move: Move{"JaVE", "", 31}, Millis: 120_500},
			},
			{
				Number: 3, Rejected: []string{"DDF+CLNR"}, Draw: "NEOURFC",
				Top: &Move{"ENFONCEUR", "6G", 68},
			},
			{
				Number: 4, Draw: "RPESUZX",
				Top:    &Move{"XERUS", "O4", 72},
				Played: &Play{Move: Move{"XERUS", "O4", 72}, Millis: 31_000},
			},
			{
				Number: 5, Rejected: []string{"PZ+BCDLM", "EAIOUEZ"}, Draw: "PTLNUBY",
				Top: &Move{"LYNX", "4L", 44},
			},
			{Number: 6, Draw: "PTUB+"},
		},
	}
}

// golden compares got with the file testdata/name, or rewrites the file
// under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("output differs from %s (go test -update rewrites it):\n%s", path, got)
	}
}

func TestAfterRejection(t *testing.T) {
	cases := []struct {
		turn Turn
		want bool
	}{
		{Turn{Draw: "ABCDEFG"}, false},
		{Turn{Draw: "ABCDEFG", Rejected: []string{"AEIOUY?"}}, true},
		{Turn{Draw: "ABCDEFG", UnknownRejection: true}, true},
	}
	for _, c := range cases {
		if got := c.turn.AfterRejection(); got != c.want {
			t.Errorf("%+v: AfterRejection() = %v, want %v", c.turn, got, c.want)
		}
	}
}

// dump shows a record in a test failure, as JSON so that its pointers show
// what they point to.
func dump(r *Record) string {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err.Error()
	}
	return string(b)
}
