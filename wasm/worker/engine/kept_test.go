package engine

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
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
	if r := wireOf(t, e.LoadKept(5, bad, &memKept{}, nil)); r.Type != protocol.Error ||
		r.Message != "Le lexique est abîmé (sa somme de contrôle ne correspond pas) : réessayez ; s'il l'est encore, rechargez la page." {
		t.Errorf("damaged words form: %+v", r)
	}
}

func TestLexiconMessage(t *testing.T) {
	var form bytes.Buffer
	lexicon.WriteWordsTo(&form, "mots", []string{"AA", "PASSE"})
	resum := func(d []byte) []byte {
		end := len(d) - 4
		binary.LittleEndian.PutUint32(d[end:], crc32.ChecksumIEEE(d[:end]))
		return d
	}
	newer := bytes.Clone(form.Bytes())
	newer[4] = 9
	order := bytes.Clone(form.Bytes())
	order[len(order)-9] = 'A' // PASSE → AASSE: not after AA
	for _, c := range []struct {
		data []byte
		want string
	}{
		{[]byte("<html>"), "Le lexique est illisible : ce fichier n'est pas un lexique de Duplicata."},
		{newer, "Le lexique est d'un format que cette version de Duplicata ne lit pas : rechargez la page pour mettre l'application à jour."},
		{resum(order), "Le lexique est illisible : il est mal formé à l'octet 59."},
	} {
		if r := wireOf(t, (&Engine{}).Load(1, c.data)); r.Type != protocol.Error || r.Message != c.want {
			t.Errorf("%q: %+v", c.data[:6], r)
		}
	}
}

// headHost is a fakeHost that reads a file's head alone (HeadFetcher),
// recording each FetchHead and Fetch in order.
type headHost struct {
	*fakeHost
	calls []string
}

func (h *headHost) FetchHead(url string, n int) ([]byte, error) {
	h.calls = append(h.calls, fmt.Sprintf("head %d", n))
	data, err := h.fakeHost.Fetch(url)
	if err != nil {
		return nil, err
	}
	return data[:min(n, len(data))], nil
}

func (h *headHost) Fetch(url string) ([]byte, error) {
	h.calls = append(h.calls, "whole")
	return h.fakeHost.Fetch(url)
}

// TestFetchHead loads the site's words form through a Host that reads a
// file's head alone: with a lexicon kept for those words, the head is all
// that is read; with none, or a damaged one, the whole form is fetched,
// built and kept, the store asked once; a head that is no lexicon's goes
// on to the whole file, whose fault is said as before.
func TestFetchHead(t *testing.T) {
	var form bytes.Buffer
	if _, err := lexicon.WriteWordsTo(&form, "mots", []string{"AA", "MAISON", "PASSE"}); err != nil {
		t.Fatal(err)
	}
	h := &headHost{fakeHost: newHost()}
	h.files = map[string][]byte{"/web/mots.dlx": form.Bytes(), "/web/autre.dlx": []byte("pas un lexique")}
	var e Engine
	load := func(url string) wire {
		h.calls, h.posted = nil, nil
		e.Serve(h, Message{JSON: `{"id":7,"type":"load","url":"` + url + `"}`})
		a := h.answers()
		if len(a) != 1 {
			t.Fatalf("%s: %d answers", url, len(a))
		}
		return wireOf(t, a[0].Reply)
	}
	for _, c := range []struct {
		what   string
		before func()
		url    string
		calls  string
		puts   int // in all, so far
	}{
		{"nothing kept", nil, "/web/mots.dlx", "head 1024, whole", 1},
		{"kept", nil, "/web/mots.dlx", "head 1024", 1},
		{"kept damaged", func() {
			for k, b := range h.data {
				h.data[k] = b[:len(b)-1]
			}
		}, "/web/mots.dlx", "head 1024, whole", 2},
		{"kept again", nil, "/web/mots.dlx", "head 1024", 2},
	} {
		if c.before != nil {
			c.before()
		}
		gets := h.gets
		r := load(c.url)
		if h.gets != gets+1 {
			t.Errorf("%s: the store asked %d times, want once", c.what, h.gets-gets)
		}
		if r.Type != protocol.Loaded || r.Lexicon != "mots" || r.Words != 3 {
			t.Errorf("%s: %+v", c.what, r)
		}
		if got := strings.Join(h.calls, ", "); got != c.calls || h.puts != c.puts {
			t.Errorf("%s: read %q, kept %d times; want %q, %d", c.what, got, h.puts, c.calls, c.puts)
		}
		if !e.lex.Contains("MAISON") {
			t.Errorf("%s: the lexicon loaded does not hold MAISON", c.what)
		}
	}
	if r := load("/web/autre.dlx"); r.Type != protocol.Error || !strings.Contains(r.Message, "ce fichier n'est pas un lexique de Duplicata") ||
		strings.Join(h.calls, ", ") != "head 1024, whole" {
		t.Errorf("not a lexicon: %+v after %v", r, h.calls)
	}
}
