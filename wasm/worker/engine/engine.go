// Package engine is what the engine's Web Worker (command worker) runs: it
// holds the lexicon and the game being played and answers the page's
// requests (package protocol) — solo games, topping games and the library's
// records — with French messages for every failure. It is plain Go, tested
// natively; the worker's main only carries messages between the browser
// and Engine.
package engine

import (
	"encoding/json"
	"errors"
	"fmt"

	"duplicata/engine/analysis"
	"duplicata/engine/ballot"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/topping"
	"duplicata/wasm/protocol"
)

// Engine answers requests once a lexicon is loaded.
type Engine struct {
	lex      *lexicon.Lexicon
	game     *game.Game
	topping  *topping.Game
	analyser *analysis.Analyser // the training tools', made on their first request
}

// fail is an error reply.
func fail(id int, format string, args ...any) protocol.Reply {
	return protocol.Reply{ID: id, Type: protocol.Error, Message: fmt.Sprintf(format, args...)}
}

// internal starts the message of a reply to a request that made the
// engine panic: a bug, or a saved game edited into nonsense.
const internal = "Erreur interne du moteur"

// Handle answers one request. Load's data is fetched by the caller. A
// panic becomes an error reply and drops the game in play, so that the
// worker lives on: the page can start a new game.
func (e *Engine) Handle(req protocol.Request) (reply protocol.Reply) {
	defer func() {
		if r := recover(); r != nil {
			e.game, e.topping = nil, nil
			reply = fail(req.ID, "%s (%s) : %v", internal, req.Type, r)
		}
	}()
	if e.lex == nil {
		return fail(req.ID, "Le lexique n'est pas chargé.")
	}
	switch req.Type {
	case protocol.New:
		return e.New(req)
	case protocol.Resume:
		return e.Resume(req)
	case protocol.Score:
		return e.Score(req)
	case protocol.Submit:
		return e.Submit(req)
	case protocol.Next:
		return e.Next(req)
	case protocol.F12:
		return e.F12(req)
	case protocol.ToppingNew, protocol.ToppingResume, protocol.Propose, protocol.AskHint, protocol.TimeUp:
		return e.Topping(req)
	case protocol.Import, protocol.Export, protocol.Share, protocol.Unshare, protocol.Best:
		return e.Library(req)
	case protocol.Analyse, protocol.BingoHint:
		return e.Training(req)
	case protocol.CheckWord, protocol.AnagramsOf, protocol.Extend:
		return e.WordTool(req)
	}
	return fail(req.ID, "Type de message inconnu : %q", req.Type)
}

// LoadFailed is the reply to a Load whose lexicon could not be fetched.
func LoadFailed(id int, url string, err error) protocol.Reply {
	return fail(id, "Le lexique %s n'a pas pu être chargé : %v", url, err)
}

// Load installs the compiled lexicon data.
func (e *Engine) Load(id int, data []byte) protocol.Reply {
	lex, err := lexicon.Load(data)
	if err != nil {
		return fail(id, "Le lexique est illisible : %v", err)
	}
	e.lex, e.game, e.analyser = lex, nil, nil
	return protocol.Reply{ID: id, Type: protocol.Loaded, Words: lex.Words, Lexicon: lex.Name, Hash: fmt.Sprintf("%x", lex.Hash)}
}

// New starts a game.
func (e *Engine) New(req protocol.Request) protocol.Reply {
	if req.Config == nil {
		return fail(req.ID, "Paramètres de partie manquants.")
	}
	g, err := game.New(e.lex, *req.Config)
	if err != nil {
		return fail(req.ID, "La partie n'a pas pu commencer : %v", err)
	}
	e.game = g
	return e.reply(req.ID, nil)
}

// Resume goes on with a saved game.
func (e *Engine) Resume(req protocol.Request) protocol.Reply {
	if req.State == nil {
		return fail(req.ID, "Partie enregistrée manquante.")
	}
	g, err := game.Resume(e.lex, *req.State)
	if errors.Is(err, game.ErrLexicon) {
		return fail(req.ID, "Cette partie a été jouée avec le lexique %s ; elle ne peut pas reprendre avec %s.", req.State.Lexicon, e.lex.Name)
	}
	if err != nil {
		return fail(req.ID, "La partie enregistrée est illisible : %v", err)
	}
	e.game = g
	return e.reply(req.ID, nil)
}

// readMove reads the request's move: the tiles placed, or the word and
// reference typed.
func readMove(g *game.Game, req protocol.Request) (word, ref string, err error) {
	if len(req.Placed) > 0 {
		return game.Placement(g.Board(), req.Placed, req.Down)
	}
	return req.Word, req.Ref, nil
}

// Score gives the live score of the tiles being placed. It reads the move
// without the lexicon: in training the player sees the points, never
// whether the word is valid.
func (e *Engine) Score(req protocol.Request) protocol.Reply {
	g := e.game
	if g == nil || g.Phase() != game.Playing {
		return protocol.Reply{ID: req.ID, Type: protocol.Scored}
	}
	word, ref, err := readMove(g, req)
	if err != nil {
		return protocol.Reply{ID: req.ID, Type: protocol.Scored, Message: Explain(err, e.lex.Name, true)}
	}
	m, err := game.Read(g.Board(), g.Draw().Rack(), g.Formula().Params, word, ref)
	if err != nil {
		return protocol.Reply{ID: req.ID, Type: protocol.Scored, Word: word, Ref: ref, Message: Explain(err, e.lex.Name, true)}
	}
	score := g.Board().Score(&m, g.Formula().Params.Bonus)
	return protocol.Reply{ID: req.ID, Type: protocol.Scored, Word: word, Ref: ref, Score: score}
}

// Submit hands in the turn's move. A move the engine refuses changes
// nothing and comes back with the reason, unless the clock made the
// submission: then the turn scores nothing, and the reason is told.
func (e *Engine) Submit(req protocol.Request) protocol.Reply {
	g := e.game
	if g == nil || g.Phase() != game.Playing {
		return fail(req.ID, "Aucun coup n'est en cours.")
	}
	training := g.State().Mode != game.Competition
	word, ref, err := readMove(g, req)
	var res game.Result
	if err == nil {
		res, err = g.Play(game.Ballot{Word: word, Ref: ref, Millis: req.Millis, Claimed: req.Claimed, Anchors: req.Anchors})
	}
	notice := ""
	if err != nil {
		why := Explain(err, e.lex.Name, training)
		if !req.Final || !errors.Is(err, game.ErrIllegal) {
			return protocol.Reply{ID: req.ID, Type: protocol.Refused, Message: why}
		}
		if res, err = g.Play(game.Ballot{Millis: req.Millis}); err != nil {
			return fail(req.ID, "Le coup n'a pas pu être enregistré : %v", err)
		}
		notice = "Temps écoulé, coup non valable : " + why + " Zéro pour ce coup."
	}
	r := e.reply(req.ID, &res)
	r.Message = notice
	if p := r.State.Record.Turns[len(r.State.Record.Turns)-1].Played; training && notice == "" && p != nil && res.Turn == 1 && (p.Ref != ref || p.Word != word) {
		r.Message = fmt.Sprintf("Au premier coup, un mot est payé à sa meilleure place (§6.4.2.1) : %s %s, %d points.", p.Word, p.Ref, p.Score)
	}
	return r
}

// F12 lists where a word makes a score on the board of the turn revealed,
// with its draw: the arbiters' F12, asked from the correction (« où ce
// mot fait-il N points ? »).
func (e *Engine) F12(req protocol.Request) protocol.Reply {
	g := e.game
	if g == nil || g.Phase() != game.Revealed {
		return fail(req.ID, "La recherche F12 se fait à la correction d'un coup.")
	}
	draw := g.Draw().Rack()
	places, err := ballot.F12(g.Board(), e.lex, &draw, g.Formula().Params, req.Word, req.Claimed)
	if err != nil {
		return protocol.Reply{ID: req.ID, Type: protocol.Refused, Message: "Mot illisible : écrivez de 2 à 15 lettres."}
	}
	r := protocol.Reply{ID: req.ID, Type: protocol.Places, Places: []protocol.Place{}}
	for _, p := range places {
		r.Places = append(r.Places, protocol.Place{Word: p.Move.WordString(), Ref: p.Move.Ref.String(), Score: p.Move.Score, Words: p.Words, NotAdmitted: p.NotAdmitted})
	}
	return r
}

// Next puts the top on the board and makes the next draw.
func (e *Engine) Next(req protocol.Request) protocol.Reply {
	g := e.game
	if g == nil {
		return fail(req.ID, "Aucune partie en cours.")
	}
	if err := g.Next(); err != nil {
		return fail(req.ID, "Le coup suivant n'a pas pu être tiré : %v", err)
	}
	return e.reply(req.ID, nil)
}

// reply is the game as it now is: its state, the turn's result, the best
// moves once the top is revealed, the summary once the game is over.
func (e *Engine) reply(id int, res *game.Result) protocol.Reply {
	st := e.game.State()
	r := protocol.Reply{ID: id, Type: protocol.Game, State: &st, Result: res}
	switch st.Phase {
	case game.Revealed:
		best, err := e.game.BestMoves(protocol.RevealCount)
		if err != nil {
			return fail(id, "Les meilleurs coups n'ont pas pu être calculés : %v", err)
		}
		r.Best = best
		if res == nil && len(st.Results) > 0 {
			r.Result = &st.Results[len(st.Results)-1]
		}
	case game.Over:
		s := game.Summarize(st.Results)
		r.Summary = &s
	}
	return r
}

// Decode reads a request; a request that cannot be read gets an error
// reply, carrying the request's id whenever the id itself can be read, so
// that the page waiting for it is answered rather than left busy.
func Decode(msg string) (protocol.Request, *protocol.Reply) {
	var req protocol.Request
	if err := json.Unmarshal([]byte(msg), &req); err != nil {
		var id struct {
			ID int `json:"id"`
		}
		_ = json.Unmarshal([]byte(msg), &id) // best effort: 0 if unreadable too
		r := fail(id.ID, "Message illisible : %v", err)
		return req, &r
	}
	if req.Type == "" {
		r := fail(req.ID, "Message sans type.")
		return req, &r
	}
	return req, nil // Handle answers an unknown type
}
