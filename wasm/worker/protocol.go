// Command worker is the engine's Web Worker: a Go-wasm program that loads the
// compiled lexicon and answers the page's requests (package protocol), so
// that no search ever runs on the UI thread. Built with GOOS=js GOARCH=wasm,
// it is started by the bootstrap web/worker.js.
package main

import (
	"encoding/json"
	"fmt"

	"duplicata/engine/bag"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/wasm/protocol"
)

// Engine answers requests once a lexicon is loaded.
type Engine struct {
	gen *movegen.Generator
}

// fail is an error reply.
func fail(id int, format string, args ...any) protocol.Reply {
	return protocol.Reply{ID: id, Type: protocol.Error, Message: fmt.Sprintf(format, args...)}
}

// Load installs the compiled lexicon data.
func (e *Engine) Load(id int, data []byte) protocol.Reply {
	lex, err := lexicon.Load(data)
	if err != nil {
		return fail(id, "Le lexique est illisible : %v", err)
	}
	e.gen = movegen.New(lex)
	return protocol.Reply{ID: id, Type: protocol.Loaded, Words: lex.Words}
}

// Trial draws a first rack for the seed and finds its top on the empty board.
func (e *Engine) Trial(id int, seed uint64) protocol.Reply {
	if e.gen == nil {
		return fail(id, "Le lexique n'est pas chargé.")
	}
	b := bag.Full()
	res, err := b.Draw(bag.NewRand(seed), movegen.Rack{}, bag.Spec{Size: 7, Turn: 1})
	if err != nil {
		return fail(id, "Le tirage a échoué : %v", err)
	}
	score, moves := e.gen.Top(res.Draw.Rack(), movegen.Normal)
	r := protocol.Reply{ID: id, Type: protocol.Trial, Draw: res.Draw.String(), Score: score}
	if len(moves) > 0 {
		r.Word, r.Ref = moves[0].WordString(), moves[0].Ref.String()
	}
	return r
}

// decode reads a request; a request that cannot be read gets an error reply.
func decode(msg string) (protocol.Request, *protocol.Reply) {
	var req protocol.Request
	if err := json.Unmarshal([]byte(msg), &req); err != nil {
		r := fail(0, "Message illisible : %v", err)
		return req, &r
	}
	switch req.Type {
	case protocol.Load, protocol.Trial:
		return req, nil
	}
	r := fail(req.ID, "Type de message inconnu : %q", req.Type)
	return req, &r
}
