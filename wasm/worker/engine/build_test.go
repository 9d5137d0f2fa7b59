package engine

import (
	"bytes"
	"errors"
	"testing"

	"duplicata/engine/lexicon"
	"duplicata/wasm/protocol"
)

// buildKept is a Kept that builds words forms itself (a Builder), as the
// browser's does in a throwaway worker: build answers in its place.
type buildKept struct {
	memKept
	build  func(data []byte) ([]byte, error)
	builds int
}

func (b *buildKept) Build(key string, data []byte, progress func(string, float64)) ([]byte, error) {
	b.builds++
	progress("away", 1)
	out, err := b.build(data)
	if err == nil {
		b.data = map[string][]byte{key: out}
	}
	return out, err
}

// TestLoadBuiltAway loads a words form with a Kept that is a Builder: what
// it built is loaded and not kept again; when it fails, or builds another
// lexicon than the words', or damaged bytes, the engine builds the words
// itself and keeps them.
func TestLoadBuiltAway(t *testing.T) {
	words := []string{"AA", "PASSE", "PASSES", "PESA", "RATES", "TARES"}
	var form bytes.Buffer
	if _, err := lexicon.WriteWordsTo(&form, "mots", words); err != nil {
		t.Fatal(err)
	}
	flatOf := func(name string, words []string) []byte {
		lex, err := lexicon.Build(name, words)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		lex.WriteTo(&b)
		return b.Bytes()
	}
	flat := flatOf("mots", words)
	built, _ := lexicon.Load(flat)
	key := KeptKey(lexicon.Header{Hash: built.Hash})
	for _, c := range []struct {
		name  string
		build func([]byte) ([]byte, error)
		away  bool // the lexicon loaded is the one built away
	}{
		{"built away", func(data []byte) ([]byte, error) {
			lex, err := lexicon.Load(data)
			if err != nil {
				return nil, err
			}
			var b bytes.Buffer
			_, err = lex.WriteTo(&b)
			return b.Bytes(), err
		}, true},
		{"failed", func([]byte) ([]byte, error) { return nil, errors.New("no nested worker") }, false},
		{"another lexicon", func([]byte) ([]byte, error) { return flatOf("mots", []string{"ZEE"}), nil }, false},
		{"damaged", func([]byte) ([]byte, error) { return flat[:100], nil }, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			kept := &buildKept{build: c.build}
			var e Engine
			var phases []string
			progress := func(phase string, f float64) {
				if len(phases) == 0 || phases[len(phases)-1] != phase {
					phases = append(phases, phase)
				}
			}
			r := wireOf(t, e.LoadKept(1, form.Bytes(), kept, progress))
			if r.Type != protocol.Loaded || r.Lexicon != "mots" || r.Words != 6 || r.Hash != built.HexHash() {
				t.Fatalf("load: %+v", r)
			}
			if !e.lex.Contains("PESA") || e.lex.Contains("ZEE") {
				t.Error("the lexicon loaded answers wrong")
			}
			if kept.builds != 1 {
				t.Errorf("%d builds away, want 1", kept.builds)
			}
			// Built away, the Builder kept it; else the engine did.
			if wantPuts := map[bool]int{true: 0, false: 1}[c.away]; kept.puts != wantPuts {
				t.Errorf("%d puts, want %d", kept.puts, wantPuts)
			}
			if !bytes.Equal(kept.data[key], flat) {
				t.Errorf("kept %d bytes under %q, want the %d of format 1", len(kept.data[key]), key, len(flat))
			}
			// The engine's own build reports its phases after the one away.
			if c.away && (len(phases) != 1 || phases[0] != "away") || !c.away && (len(phases) != 4 || phases[0] != "away") {
				t.Errorf("progress %v", phases)
			}

			// A later start takes what was kept, building nothing.
			before := kept.builds
			if r := wireOf(t, e.LoadKept(2, form.Bytes(), kept, progress)); r.Type != protocol.Loaded || r.Hash != built.HexHash() {
				t.Fatalf("later load: %+v", r)
			}
			if c.away && kept.builds != before {
				t.Errorf("the later load built again")
			}
		})
	}
}
