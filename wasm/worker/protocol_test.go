package main

import (
	"bytes"
	"encoding/json"
	"regexp"
	"testing"

	"duplicata/engine/bag"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/movegen"
	"duplicata/wasm/protocol"
)

func TestTrial(t *testing.T) {
	lex, err := frlibre.Lexicon()
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := lex.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	var e Engine
	if r := e.Trial(1, 42); r.Type != "error" || r.Message == "" {
		t.Errorf("trial before load = %+v, want an error", r)
	}
	if r := e.Load(2, buf.Bytes()); r.Type != "loaded" || r.Words != lex.Words || r.ID != 2 {
		t.Fatalf("load = %+v", r)
	}
	for seed := range uint64(20) {
		r := e.Trial(3, seed)
		b := bag.Full()
		res, err := b.Draw(bag.NewRand(seed), movegen.Rack{}, bag.Spec{Size: 7, Turn: 1})
		if err != nil {
			t.Fatal(err)
		}
		score, _ := movegen.New(lex).Top(res.Draw.Rack(), movegen.Normal)
		if r.Type != "trial" || r.ID != 3 || r.Draw != res.Draw.String() || r.Score != score {
			t.Errorf("seed %d: %+v, want draw %v score %d", seed, r, res.Draw, score)
		}
		if score > 0 && (r.Word == "" || !regexp.MustCompile(`^H([1-9]|1[0-5])$`).MatchString(r.Ref)) {
			t.Errorf("seed %d: word %q ref %q", seed, r.Word, r.Ref)
		}
	}
}

func TestLoadCorrupt(t *testing.T) {
	var e Engine
	if r := e.Load(1, []byte("DLEX garbage")); r.Type != "error" || r.Message == "" {
		t.Errorf("corrupt load = %+v", r)
	}
}

func TestDecode(t *testing.T) {
	for _, tc := range []struct {
		in   string
		fail bool
	}{
		{`{"id":1,"type":"load","url":"/web/fr-libre.dlx"}`, false},
		{`{"id":2,"type":"trial","seed":7}`, false},
		{`{"id":3,"type":"play"}`, true},
		{`not json`, true},
	} {
		_, bad := decode(tc.in)
		if (bad != nil) != tc.fail {
			t.Errorf("decode(%s): error reply %v, want %v", tc.in, bad, tc.fail)
		}
		if bad != nil {
			var r protocol.Reply
			if err := json.Unmarshal([]byte(protocol.Encode(*bad)), &r); err != nil || r.Type != "error" {
				t.Errorf("decode(%s): reply %s", tc.in, protocol.Encode(*bad))
			}
		}
	}
}
