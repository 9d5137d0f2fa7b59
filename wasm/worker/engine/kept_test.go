package engine

import (
	"bytes"
	"strings"
	"testing"

	"duplicata/engine/lexicon"
	"duplicata/wasm/protocol"
)

// memKept is a Kept in memory that counts its calls.
type memKept struct {
	data       map[string][]byte
	gets, puts int
}

func (m *memKept) Get(key string) []byte { m.gets++; return m.data[key] }

func (m *memKept) Put(key string, lex *lexicon.Lexicon) {
	m.puts++
	var buf bytes.Buffer
	lex.WriteTo(&buf)
	m.data = map[string][]byte{key: buf.Bytes()}
}

// TestLoadKept loads a words form three times: the first load builds it
// and keeps what it built, the second takes the kept lexicon, the third
// finds it damaged and builds again.
func TestLoadKept(t *testing.T) {
	words := []string{"AA", "PASSE", "PASSES", "PESA", "RATES", "TARES"}
	var form bytes.Buffer
	if _, err := lexicon.WriteWordsTo(&form, "mots", words); err != nil {
		t.Fatal(err)
	}
	built, err := lexicon.Build("mots", words)
	if err != nil {
		t.Fatal(err)
	}
	var flat bytes.Buffer
	built.WriteTo(&flat)
	key := KeptKey(lexicon.Header{Hash: built.Hash})

	kept := &memKept{}
	var e Engine
	var phases []string
	progress := func(phase string, f float64) {
		if len(phases) == 0 || phases[len(phases)-1] != phase {
			phases = append(phases, phase)
		}
	}
	if r := wireOf(t, e.LoadKept(1, form.Bytes(), kept, progress)); r.Type != protocol.Loaded || r.Lexicon != "mots" || r.Words != 6 || r.Hash != built.HexHash() {
		t.Fatalf("first load: %+v", r)
	}
	if !bytes.Equal(kept.data[key], flat.Bytes()) || kept.puts != 1 || len(phases) != 3 {
		t.Errorf("first load: kept %d bytes under %q in %d puts (want the %d of format 1), progress %v",
			len(kept.data[key]), key, kept.puts, flat.Len(), phases)
	}
	if !strings.HasSuffix(key, "-v1") || len(key) != 64+3 {
		t.Errorf("key %q", key)
	}

	phases = nil
	if r := wireOf(t, e.LoadKept(2, form.Bytes(), kept, progress)); r.Type != protocol.Loaded || r.Hash != built.HexHash() {
		t.Fatalf("second load: %+v", r)
	}
	if kept.puts != 1 || len(phases) != 0 {
		t.Errorf("second load built again: %d puts, progress %v", kept.puts, phases)
	}
	if !e.lex.Contains("PESA") || e.lex.Contains("PESE") {
		t.Error("the kept lexicon answers wrong")
	}

	// Damaged, or another lexicon's: built again, and kept anew.
	for i, bad := range [][]byte{flat.Bytes()[:100], func() []byte {
		other, _ := lexicon.Build("mots", []string{"ZEE"})
		var b bytes.Buffer
		other.WriteTo(&b)
		return b.Bytes()
	}()} {
		kept.data[key] = bad
		puts := kept.puts
		if r := wireOf(t, e.LoadKept(3, form.Bytes(), kept, nil)); r.Type != protocol.Loaded || r.Hash != built.HexHash() {
			t.Fatalf("load %d over a bad kept lexicon: %+v", i, r)
		}
		if kept.puts != puts+1 || !bytes.Equal(kept.data[key], flat.Bytes()) {
			t.Errorf("load %d over a bad kept lexicon: not kept again", i)
		}
	}

	// A compiled lexicon is loaded as it is, nothing kept.
	gets, puts := kept.gets, kept.puts
	if r := wireOf(t, e.LoadKept(4, flat.Bytes(), kept, nil)); r.Type != protocol.Loaded || kept.gets != gets || kept.puts != puts {
		t.Errorf("compiled lexicon: %+v, %d gets, %d puts", r, kept.gets-gets, kept.puts-puts)
	}
	// A damaged words form says so in French, and keeps nothing.
	bad := bytes.Clone(form.Bytes())
	bad[len(bad)-6] ^= 1
	if r := wireOf(t, e.LoadKept(5, bad, &memKept{}, nil)); r.Type != protocol.Error || !strings.HasPrefix(r.Message, "Le lexique est illisible") {
		t.Errorf("damaged words form: %+v", r)
	}
}
