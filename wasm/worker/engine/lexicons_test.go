package engine

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"slices"
	"strings"
	"testing"

	"duplicata/engine/lexicon"
	"duplicata/wasm/protocol"
)

// A list compiled from a file loads in the engine, which then takes its
// words and not others; progress goes from 0 to 1.
func TestCompile(t *testing.T) {
	file := "# ma liste\nzouglube\tinventé\nmaison\nÉTÉ;1\nporte-clé\nanticonstitutionnellement\n"
	var phases []string
	last := -1.0
	reply, data := Compile(3, "  Ma liste ", []byte(file), func(phase string, f float64) {
		if f < last || f > 1 {
			t.Errorf("progress %s %v after %v", phase, f, last)
		}
		last = f
		if len(phases) == 0 || phases[len(phases)-1] != phase {
			phases = append(phases, phase)
		}
	})
	r := wireOf(t, reply)
	if r.Type != protocol.Compiled || r.ID != 3 || r.Words != 3 || r.Lexicon != "Ma liste" || len(data) == 0 {
		t.Fatalf("compile = %+v, %d bytes", r, len(data))
	}
	if want := "read check build layout"; strings.Join(phases, " ") != want || last != 1 {
		t.Errorf("phases %q ending at %v, want %q ending at 1", phases, last, want)
	}
	rep := r.Import.Report
	if r.Import.Container != "text" || r.Import.Encoding != "UTF-8" || rep.Comments != 1 || rep.Rejected != 2 ||
		rep.ByKind[lexicon.RejectCharacter] != 1 || rep.ByKind[lexicon.RejectLength] != 1 {
		t.Errorf("import report %+v", r.Import)
	}
	if want := lexicon.ContentHash([]string{"ETE", "MAISON", "ZOUGLUBE"}); r.Hash != fmt.Sprintf("%x", want) {
		t.Errorf("hash %s, want %s", r.Hash, fmt.Sprintf("%x", want))
	}

	var e Engine
	if l := wireOf(t, e.Load(4, data)); l.Type != protocol.Loaded || l.Lexicon != "Ma liste" || l.Words != 3 || l.Hash != r.Hash {
		t.Fatalf("load = %+v", l)
	}
	for _, c := range []struct {
		word  string
		form  string
		valid bool
	}{{"Zouglube", "ZOUGLUBE", true}, {"été", "ETE", true}, {"PASSE", "PASSE", false}} {
		w := roundTrip(t, &e, protocol.Request{ID: 5, Body: protocol.CheckWord{Text: c.word}})
		if w.Type != protocol.Words || w.Word != c.form || w.Valid != c.valid {
			t.Errorf("check %q = %+v", c.word, w)
		}
	}
}

// A file that is no word list gets a French message, with the report when
// there is one, and no bytes.
func TestCompileRefused(t *testing.T) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(strings.Repeat("zouglube\n", 100)))
	zw.Close()
	cases := []struct {
		name string
		file []byte
		want string
	}{
		{"empty", nil, "Le fichier est vide."},
		{"corrupt gzip", gz.Bytes()[:gz.Len()-12], "Le fichier compressé est endommagé (gzip)"},
		{"garbage", []byte("\x00\x01\x02abc"), "n'est pas du texte"},
		{"no word", []byte("mp3\nporte-clé\n"), "aucun mot valable"},
	}
	for _, c := range cases {
		reply, data := Compile(1, "x", c.file, nil)
		r := wireOf(t, reply)
		if r.Type != protocol.Error || data != nil || !strings.Contains(r.Message, c.want) {
			t.Errorf("%s: %+v, %d bytes; want an error with %q", c.name, r, len(data), c.want)
		}
		if c.name == "no word" && (r.Import == nil || r.Import.Report.Rejected != 2) {
			t.Errorf("%s: report %+v, want 2 rejected", c.name, r.Import)
		}
	}
	if m := ImportMessage(&lexicon.ImportError{Problem: lexicon.ImportZipFiles, Detail: "2 files: a.txt, b.txt"}); m != "Le fichier zip doit contenir un seul fichier texte (il en contient 2 : a.txt, b.txt)." {
		t.Errorf("zip message %q", m)
	}
}

// A compiled lexicon altered after it was stored is refused: the engine
// keeps the lexicon it had.
func TestLoadTampered(t *testing.T) {
	e := loaded(t)
	_, data := Compile(1, "x", []byte("zouglube\nmaison\n"), nil)
	data[len(data)/2] ^= 0x10
	if r := wireOf(t, e.Load(2, data)); r.Type != protocol.Error || !strings.HasPrefix(r.Message, "Le lexique est abîmé") {
		t.Fatalf("tampered load = %+v", r)
	}
	if r := roundTrip(t, e, protocol.Request{ID: 3, Body: protocol.CheckWord{Text: "passe"}}); !r.Valid || r.Lexicon != "fr-libre" {
		t.Errorf("after a refused load: %+v", r)
	}
}

func TestWordTools(t *testing.T) {
	e := loaded(t)
	r := roundTrip(t, e, protocol.Request{ID: 1, Body: protocol.AnagramsDraw{Text: "ARTISTE"}})
	if r.Type != protocol.Words || r.Word != "AEIRSTT" || !slices.Contains(r.Found, "ARTISTE") || !slices.Contains(r.Found, "TRAITES") {
		t.Errorf("anagrams = %+v", r)
	}
	r = roundTrip(t, e, protocol.Request{ID: 2, Body: protocol.ExtendDraw{Text: "aeinrst"}})
	found := false
	for _, x := range r.Extensions {
		if x.Letter == 'E' && slices.Contains(x.Words, "ARSENITE") {
			found = true
		}
	}
	if r.Type != protocol.Words || !found {
		t.Errorf("extensions = %+v", r)
	}
	for _, q := range []protocol.Request{
		{ID: 3, Body: protocol.CheckWord{Text: "porte-clé"}},
		{ID: 4, Body: protocol.AnagramsDraw{Text: "A???"}},
		{ID: 5, Body: protocol.ExtendDraw{Text: "a1"}},
	} {
		if r := roundTrip(t, e, q); r.Type != protocol.Error || r.Message == "" {
			t.Errorf("%s = %+v, want a French error", protocol.Encode(q), r)
		}
	}
}
