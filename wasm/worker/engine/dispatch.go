package engine

import (
	"encoding/json"
	"errors"

	"duplicata/wasm/protocol"
)

// Host is what the engine needs of the worker it runs in: the browser's in
// package serve, a fake in the tests. Progress is posted as it is made, as
// Progress replies before the request's answer.
type Host interface {
	// Fetch reads a URL whole (the lexicon's).
	Fetch(url string) ([]byte, error)
	// Kept keeps the lexicons built from words forms (IndexedDB).
	Kept
	// Post sends a reply to the page, with file beside it (an Envelope)
	// when file is not nil.
	Post(r protocol.Reply, file []byte)
}

// Message is a request as it came through postMessage: its JSON, and the
// bytes sent beside it in an Envelope (nil when none).
type Message struct {
	JSON string
	File []byte
}

// Serve answers one message: its progress, if any, then its reply, posted
// through h. A message that cannot be read is answered with its id when
// the id can be read (Decode).
func (e *Engine) Serve(h Host, m Message) {
	req, bad := Decode(m.JSON)
	if bad != nil {
		h.Post(*bad, nil)
		return
	}
	r, file := e.answer(h, req, m.File)
	h.Post(r, file)
	if _, ok := r.Body.(protocol.LoadedLexicon); ok && e.lex != nil {
		e.warm = true // see Run
	}
}

// answer is the engine's one dispatch: every kind of request, first those
// that bring a lexicon or need none, then those that need the lexicon. It
// returns the reply and the bytes to send beside it (a compiled lexicon).
// A panic becomes an error reply and drops the game in play, so that the
// worker lives on: the page can start a new game.
func (e *Engine) answer(h Host, req protocol.Request, file []byte) (reply protocol.Reply, out []byte) {
	defer func() {
		if r := recover(); r != nil {
			e.game, e.topping = nil, nil
			reply, out = fail(req.ID, "%s (%s) : %v", internal, req.Type(), r), nil
		}
	}()
	progress := func(phase string, f float64) {
		h.Post(protocol.Reply{ID: req.ID, Body: protocol.ProgressPhase{Phase: phase, Fraction: f}}, nil)
	}
	switch b := req.Body.(type) {
	case protocol.LoadLexicon:
		// The site's own lexicon is a words form, built here once
		// (LoadKept): the page shows the build's progress.
		return e.fetchLoad(h, req.ID, b.URL, progress), nil
	case protocol.LoadBytesLexicon:
		return e.Load(req.ID, file), nil
	case protocol.CompileList:
		// A compilation runs in a worker of its own (the page ends it
		// to cancel): it does not touch the engine's lexicon.
		return Compile(req.ID, b.Text, file, progress)
	case protocol.ReplayRecord:
		return Replay(req.ID, b), nil
	case protocol.VerifyPlays:
		return Verify(req.ID, b), nil
	}
	if e.lex == nil {
		return fail(req.ID, "Le lexique n'est pas chargé."), nil
	}
	switch b := req.Body.(type) {
	case protocol.NewGame:
		return e.New(req.ID, b), nil
	case protocol.ResumeGame:
		return e.Resume(req.ID, b), nil
	case protocol.ScoreMove:
		return e.Score(req.ID, b), nil
	case protocol.SubmitMove:
		return e.Submit(req.ID, b), nil
	case protocol.NextTurn:
		return e.Next(req.ID), nil
	case protocol.RevealMoves:
		return e.RevealAll(req.ID), nil
	case protocol.NewToppingGame:
		return e.NewTopping(req.ID, b), nil
	case protocol.ResumeToppingGame:
		return e.ResumeTopping(req.ID, b), nil
	case protocol.ProposeMove:
		return e.Propose(req.ID, b), nil
	case protocol.HintWanted:
		return e.Hint(req.ID, b), nil
	case protocol.TimeUpTurn:
		return e.TimeUp(req.ID, b), nil
	case protocol.ImportGame:
		return e.Import(req.ID, b), nil
	case protocol.ExportGame:
		return Export(req.ID, b), nil
	case protocol.BestMoves:
		return e.Best(req.ID, b), nil
	case protocol.ShareGame:
		return Share(req.ID, b), nil
	case protocol.ReadLinkCode:
		return ReadLink(req.ID, b), nil
	case protocol.FindPlacesClaim:
		return e.FindPlaces(req.ID, b), nil
	case protocol.AnalyseTurn:
		return e.Analyse(req.ID, b), nil
	case protocol.BingoHintDraw:
		return e.BingoHint(req.ID), nil
	case protocol.CheckWord, protocol.AnagramsDraw, protocol.ExtendDraw:
		return e.WordTool(req.ID, b), nil
	case protocol.ContinueLink:
		return e.Continue(req.ID, b), nil
	}
	return unknown(req.ID, req.Type()), nil
}

// unknown is the reply to a request of a kind the engine does not answer
// (protocol.KindError's message).
func unknown(id int, k protocol.Kind) protocol.Reply {
	return fail(id, "%s", (&protocol.KindError{Kind: k}).Error())
}

// Decode reads a request; a request that cannot be read (not JSON, no
// kind or one unknown, a payload of the wrong shape) gets an error reply,
// carrying the request's id whenever the id itself can be read, so that
// the page waiting for it is answered rather than left busy.
func Decode(msg string) (protocol.Request, *protocol.Reply) {
	var req protocol.Request
	if err := json.Unmarshal([]byte(msg), &req); err != nil {
		var id struct {
			ID int `json:"id"`
		}
		_ = json.Unmarshal([]byte(msg), &id) // best effort: 0 if unreadable too
		var ke *protocol.KindError
		if errors.As(err, &ke) {
			r := unknown(id.ID, ke.Kind)
			return req, &r
		}
		r := fail(id.ID, "Message illisible : %v", err)
		return req, &r
	}
	return req, nil
}
