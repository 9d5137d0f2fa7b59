package engine

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/wasm/protocol"
)

// FuzzRead feeds the library's importer anything: it must answer a record
// or an error, never panic.
func FuzzRead(f *testing.F) {
	for _, name := range []string{"game.json", "game.txt", "ffsc-normal.txt", "ffsc-joker-7sur8.txt", "eliot-normal.xml", "eliot-joker.xml", "eliot-arbitration.xml", "eliot-topping.xml", "eliot-training.xml", "ffsc-en-direct.txt", "ffsc-joker-utf8.txt", "ffsc-simultane.txt"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "..", "engine", "record", "testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	f.Add("")
	f.Add("{")
	f.Add("<EliotGame")
	f.Fuzz(func(t *testing.T, text string) {
		rec, f, err := Read(text)
		if err == nil && rec == nil {
			t.Fatal("no record and no error")
		}
		if err != nil {
			_ = unreadable(f, err)
		}
	})
}

// FuzzResume hands the worker a saved game that may be anything — a
// localStorage edited by hand — then plays on: every request gets a reply,
// and none comes from a panic.
func FuzzResume(f *testing.F) {
	e := &Engine{}
	f.Add(`{"seed":1,"formula":"normal","phase":"playing","turn":1}`)
	f.Add(`{"phase":"revealed","turn":3,"record":{"turns":[]}}`)
	f.Add(`{"phase":"over"}`)
	// Real saved games, to mutate: a joker game just drawn, revealed,
	// three turns on.
	l, err := frlibre.Lexicon()
	if err != nil {
		f.Fatal(err)
	}
	g, err := game.New(l, game.Config{Seed: 3, Formula: "joker", Mode: game.Competition})
	if err != nil {
		f.Fatal(err)
	}
	for range 3 {
		f.Add(protocol.Encode(g.State()))
		g.Submit("", "", 0)
		f.Add(protocol.Encode(g.State()))
		g.Next()
	}
	f.Fuzz(func(t *testing.T, state string) {
		if e.lex == nil {
			*e = *loaded(t)
		}
		var st game.State
		if json.Unmarshal([]byte(state), &st) != nil {
			return
		}
		st.Lexicon, st.LexiconHash = lex.Name, lex.HexHash()
		for _, req := range []protocol.Request{
			{Body: protocol.ResumeGame{State: &st}},
			{Body: protocol.ScoreMove{Move: protocol.Move{Placed: []game.Placed{{Square: 112, Tile: 1}}}}},
			{Body: protocol.SubmitMove{}},
			{Body: protocol.SubmitMove{Move: protocol.Move{Word: "AA", Ref: "H8"}}},
			{Body: protocol.NextTurn{}},
		} {
			if r, _ := e.answer(newHost(), req, nil); r.Err() != nil && strings.HasPrefix(r.Err().Error(), internal) {
				t.Fatalf("%s on %s: %v", req.Type(), state, r.Err())
			}
		}
	})
}
