package game

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/record"
)

var update = flag.Bool("update", false, "rewrite the golden records in testdata/golden from the engine's games")

// TestGoldenRecords plays games 1 to 3 of every formula with the engine
// and compares their text records with testdata/golden/FORMULA-N.txt. The
// same game number must give the same game on every machine, natively and
// in WebAssembly: ./build.sh test runs this test both ways. A change of
// these files is a change of game numbers' draws or tops — to be made on
// purpose (go test ./engine/game -run TestGoldenRecords -update), with a
// note; the diff shows what changed.
func TestGoldenRecords(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	for _, f := range Formulas() {
		for seed := uint64(1); seed <= 3; seed++ {
			g, err := New(lex, Config{Seed: seed, Formula: f.ID})
			if err != nil {
				t.Fatal(err)
			}
			for g.Phase() != Over {
				if _, err := g.Submit("", "", 0); err != nil {
					t.Fatal(err)
				}
				if err := g.Next(); err != nil {
					t.Fatal(err)
				}
			}
			var buf bytes.Buffer
			rec := g.Record()
			if err := record.WriteText(&buf, &rec); err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("testdata", "golden", fmt.Sprintf("%s-%d.txt", f.ID, seed)), buf.String())
		}
	}
}

// golden compares got with the file at path (rewritten with -update) and
// names the first line that differs.
func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to write it)", err)
	}
	want := string(b)
	if got == want {
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < max(len(gl), len(wl)); i++ {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			t.Errorf("%s, line %d:\n got  %q\n want %q", path, i+1, g, w)
			return
		}
	}
}
