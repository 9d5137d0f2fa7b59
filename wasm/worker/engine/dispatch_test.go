package engine

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"duplicata/engine/analysis"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/share"
	"duplicata/engine/topping"
	"duplicata/wasm/protocol"
)

// TestEveryKind sends every request kind of the protocol's registry to the
// engine through its one dispatch (Serve), as the worker does, and checks
// that each gets its reply kind: a kind added to the protocol without its
// handler, or without its step here, fails.
func TestEveryKind(t *testing.T) {
	loaded(t) // dlx: fr-libre's compiled file
	h := newHost()
	h.files = map[string][]byte{"/web/fr-libre.dlx": dlx}
	var (
		e    Engine
		solo protocol.GameState
		top  protocol.ToppingState
		lib  protocol.LibraryAnswer
		code string
	)
	empty := make([]string, 15)
	for i := range empty {
		empty[i] = strings.Repeat(".", 15)
	}
	steps := []struct {
		req  func() protocol.Payload
		file []byte
		want protocol.Kind
	}{
		{func() protocol.Payload { return protocol.LoadLexicon{URL: "/web/fr-libre.dlx"} }, nil, protocol.Loaded},
		{func() protocol.Payload { return protocol.LoadBytesLexicon{} }, dlx, protocol.Loaded},
		{func() protocol.Payload { return protocol.CompileList{Text: "mots.txt"} }, []byte("maison\nzouglube\n"), protocol.Compiled},
		{func() protocol.Payload { return protocol.CheckWord{Text: "passe"} }, nil, protocol.Words},
		{func() protocol.Payload { return protocol.AnagramsDraw{Text: "ARTISTE"} }, nil, protocol.Words},
		{func() protocol.Payload { return protocol.ExtendDraw{Text: "AEINRST"} }, nil, protocol.Words},
		{func() protocol.Payload { return protocol.NewGame{Config: &game.Config{Seed: 7, Formula: "normal"}} }, nil, protocol.Game},
		{func() protocol.Payload { return protocol.ResumeGame{State: solo.State} }, nil, protocol.Game},
		{func() protocol.Payload { return protocol.ScoreMove{Move: protocol.Move{Word: "ZZZ", Ref: "H8"}} }, nil, protocol.Scored},
		{func() protocol.Payload { return protocol.SubmitMove{} }, nil, protocol.Game}, // nothing: the turn scores zero
		{func() protocol.Payload {
			return protocol.FindPlacesClaim{Word: solo.Best[0].Word, Claimed: solo.Best[0].Score}
		}, nil, protocol.Places},
		{func() protocol.Payload { return protocol.RevealMoves{} }, nil, protocol.Revealed},
		{func() protocol.Payload { return protocol.NextTurn{} }, nil, protocol.Game},
		{func() protocol.Payload { return protocol.BingoHintDraw{} }, nil, protocol.Training},
		{func() protocol.Payload {
			return protocol.AnalyseTurn{Position: &protocol.Position{Board: empty, Draw: "AEINRST", Formula: "normal"}, Query: &analysis.Query{Limit: 5}}
		}, nil, protocol.Training},
		{func() protocol.Payload {
			return protocol.NewToppingGame{Config: &topping.Config{Game: game.Config{Seed: 7, Formula: "normal"}}}
		}, nil, protocol.Topping},
		{func() protocol.Payload { return protocol.ProposeMove{Move: protocol.Move{Word: "ZZZ", Ref: "H8"}} }, nil, protocol.Refused},
		{func() protocol.Payload { return protocol.HintWanted{Hint: topping.HintLength} }, nil, protocol.Topping},
		{func() protocol.Payload { return protocol.TimeUpTurn{} }, nil, protocol.Topping},
		{func() protocol.Payload { return protocol.ResumeToppingGame{State: top.Topping} }, nil, protocol.Topping},
		{func() protocol.Payload { return protocol.ShareGame{Link: &share.Link{Seed: 9, Formula: "normal"}} }, nil, protocol.Library},
		{func() protocol.Payload { return protocol.ReadLinkCode{Text: code} }, nil, protocol.Library},
		{func() protocol.Payload { return protocol.ImportGame{Text: fixture(t, "game.json")} }, nil, protocol.Library},
		{func() protocol.Payload { return protocol.ExportGame{Record: lib.Record, Format: "text"} }, nil, protocol.Library},
		{func() protocol.Payload { return protocol.BestMoves{Record: lib.Record, Turn: 1} }, nil, protocol.Library},
		{func() protocol.Payload { return protocol.ReplayRecord{Record: lib.Record} }, nil, protocol.Replayed},
		{func() protocol.Payload {
			return protocol.VerifyPlays{Record: lib.Record, RhythmMillis: 60000, Turns: len(lib.Record.Turns)}
		}, nil, protocol.Verified},
		{func() protocol.Payload {
			return protocol.ContinueLink{Link: &share.Link{Seed: 9, Formula: "normal", Play: &share.Play{Mode: game.Training, Moves: []game.Ballot{{}}}}}
		}, nil, protocol.Game},
	}
	seen := map[protocol.Kind]bool{}
	for i, s := range steps {
		req := protocol.Request{ID: i + 1, Body: s.req()}
		h.posted = nil
		e.Serve(h, Message{JSON: protocol.Encode(req), File: s.file})
		got := h.answers()
		if len(got) != 1 || got[0].ID != req.ID || got[0].Type() != s.want {
			t.Fatalf("%s: posted %v, want one %s with id %d", req.Type(), h.posted, s.want, req.ID)
		}
		seen[req.Type()] = true
		// Bytes go beside a compiled lexicon only, after its progress.
		if compiled := s.want == protocol.Compiled; (got[0].file != nil) != compiled || compiled && h.posted[0].Type() != protocol.Progress {
			t.Errorf("%s: %d bytes beside the reply, first posted %s", req.Type(), len(got[0].file), h.posted[0].Type())
		}
		switch b := got[0].Body.(type) {
		case protocol.GameState:
			solo = b
		case protocol.ToppingState:
			top = b
		case protocol.LibraryAnswer:
			if b.Record != nil {
				lib = b
			}
			if req.Type() == protocol.Share {
				code = b.Text
			}
		}
	}
	for _, k := range protocol.RequestKinds() {
		if !seen[k] {
			t.Errorf("kind %q has no step here: give it its handler in answer and its step in this test", k)
		}
	}
	h.posted = nil
	e.Serve(h, Message{JSON: `{"id":99,"type":"trial"}`})
	if len(h.posted) != 1 || h.posted[0].ID != 99 || h.posted[0].Err().Error() != `Type de message inconnu : "trial"` {
		t.Errorf("an unknown kind: posted %v", h.posted)
	}
}

// TestQueuedDuringLoad: the page sends 64 requests while the lexicon's
// fetch waits, and 64 more while the built lexicon is kept (IndexedDB in
// the browser, where both wait on promises the event loop resolves): the
// inbox takes them all without blocking the caller, and each is answered
// in order once the lexicon is loaded, which comes after it was kept.
func TestQueuedDuringLoad(t *testing.T) {
	var form bytes.Buffer
	if _, err := lexicon.WriteWordsTo(&form, "mots", []string{"AA", "MAISON", "PASSE"}); err != nil {
		t.Fatal(err)
	}
	var in Inbox
	h := newHost()
	h.files = map[string][]byte{"/web/mots.dlx": form.Bytes()}
	next := 1
	send := func(string) {
		for range 64 {
			in.Push(Message{JSON: fmt.Sprintf(`{"id":%d,"type":"check","text":"passe"}`, next)})
			next++
		}
	}
	h.onFetch = send
	// Everything is queued once the lexicon is kept: then no more comes.
	h.onPut = func(key string) { send(key); in.Close() }
	in.Push(Message{JSON: `{"id":-1,"type":"load","url":"/web/mots.dlx"}`})
	var e Engine
	e.Run(h, &in)

	got := h.answers()
	if len(got) != 129 || got[0].ID != -1 || got[0].Type() != protocol.Loaded {
		t.Fatalf("%d answers, first %v; want the load's then 128", len(got), got[0])
	}
	for i, r := range got[1:] {
		if w, ok := r.Body.(protocol.WordsFound); r.ID != i+1 || !ok || !w.Valid || w.Lexicon != "mots" {
			t.Errorf("answer %d: %v", i+1, r)
		}
	}
	if h.puts != 1 || len(h.log) < 2 || h.log[0] != "put" || h.log[1] != string(protocol.Loaded) {
		t.Errorf("kept %d times, events %v: want the lexicon kept before the loaded reply", h.puts, h.log)
	}
}
