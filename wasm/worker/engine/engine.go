// Package engine is what the engine's Web Worker runs (package serve starts
// it when app.wasm finds no document): it holds the lexicon and the game
// being played and answers every request of the page (package protocol) —
// the lexicon's load and compilation, solo games, topping games, the
// library's records, the training and word tools — with French messages for
// every failure. Serve is the one dispatch, Run its loop over an Inbox; what
// the engine needs of the browser (fetch, the kept lexicon, postMessage) is
// a Host. It is plain Go, tested natively over a fake Host; package serve
// only carries messages between the browser and Run.
package engine

import (
	"errors"
	"fmt"

	"duplicata/engine/analysis"
	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/topping"
	"duplicata/wasm/protocol"
)

// Engine holds the lexicon and the game in play. The zero Engine has no
// lexicon: until one is loaded it answers the lexicon's requests only.
type Engine struct {
	lex      *lexicon.Lexicon
	game     *game.Game
	topping  *topping.Game
	analyser *analysis.Analyser // the training tools', made on their first request
	warm     bool               // a lexicon was loaded whose first draw's tables Run builds when idle
	// ahead is the draw Run last prepared the correction of, when idle
	// (prepare): the game and its turn.
	ahead struct {
		game *game.Game
		turn int
	}
	// prepared, when set (by the tests), is called after each prepare.
	prepared func()
}

// fail is an error reply.
func fail(id int, format string, args ...any) protocol.Reply {
	return protocol.Reply{ID: id, Body: protocol.Failure{Message: fmt.Sprintf(format, args...)}}
}

// refuse is a refused reply: the request changed nothing, why says so.
func refuse(id int, why string) protocol.Reply {
	return protocol.Reply{ID: id, Body: protocol.Failure{Refused: true, Message: why}}
}

// internal starts the message of a reply to a request that made the
// engine panic: a bug, or a saved game edited into nonsense.
const internal = "Erreur interne du moteur"

// New starts a game.
func (e *Engine) New(id int, b protocol.NewGame) protocol.Reply {
	if b.Config == nil {
		return fail(id, "Paramètres de partie manquants.")
	}
	g, err := game.New(e.lex, *b.Config)
	if err != nil {
		return fail(id, "La partie n'a pas pu commencer : %s", because(err))
	}
	e.game = g
	return e.reply(id, nil)
}

// Resume goes on with a saved game.
func (e *Engine) Resume(id int, b protocol.ResumeGame) protocol.Reply {
	if b.State == nil {
		return fail(id, "Partie enregistrée manquante.")
	}
	g, err := game.Resume(e.lex, *b.State)
	if errors.Is(err, game.ErrLexicon) {
		return fail(id, "Cette partie a été jouée avec le lexique %s ; elle ne peut pas reprendre avec %s.", b.State.Lexicon, e.lex.Name)
	}
	if err != nil {
		return fail(id, "La partie enregistrée est illisible : %s", because(err))
	}
	e.game = g
	return e.reply(id, nil)
}

// readMove reads the request's move: the tiles placed, or the word and
// reference typed.
func readMove(b *board.Board, m protocol.Move) (word, ref string, err error) {
	if len(m.Placed) > 0 {
		return game.Placement(b, m.Placed, m.Down)
	}
	return m.Word, m.Ref, nil
}

// Score gives the live score of the tiles being placed (in training: the
// page asks nothing in competition). A placement that is no move is not
// scored: the reply says why, as the submission would (issue 25: a word
// out of the lexicon was scored, « EPILERR C2 : 20 pts »).
func (e *Engine) Score(id int, b protocol.ScoreMove) protocol.Reply {
	g := e.game
	if g == nil || g.Phase() != game.Playing {
		return protocol.Reply{ID: id, Body: protocol.ScoredMove{}}
	}
	word, ref, err := readMove(g.Board(), b.Move)
	if err != nil {
		return protocol.Reply{ID: id, Body: protocol.ScoredMove{Message: explainMove(err, b.Move, word, e.lex.Name, true)}}
	}
	m, err := game.Check(g.Board(), e.lex, g.Draw().Rack(), g.Formula().Params, word, ref)
	if err != nil {
		return protocol.Reply{ID: id, Body: protocol.ScoredMove{Word: word, Ref: ref, Message: explainMove(err, b.Move, word, e.lex.Name, true)}}
	}
	return protocol.Reply{ID: id, Body: protocol.ScoredMove{Word: word, Ref: ref, Score: m.Score}}
}

// explainMove is Explain for a move placed or typed: a single tile placed
// on its own is told so, rather than the length of a word.
func explainMove(err error, m protocol.Move, word, lexicon string, training bool) string {
	var me *game.MoveError
	if len(m.Placed) == 1 && len(word) < 2 && errors.As(err, &me) && me.Problem == game.BadWord {
		return OneTile
	}
	return Explain(err, lexicon, training)
}

// OneTile is why a tile placed alone is no move.
const OneTile = "Une lettre seule ne fait pas un mot : posez-en une autre à côté, ou posez-la contre une lettre du plateau."

// Submit hands in the turn's move. A move the engine refuses changes
// nothing and comes back with the reason, unless the clock made the
// submission: then the turn scores nothing, and the reason is told.
func (e *Engine) Submit(id int, b protocol.SubmitMove) protocol.Reply {
	g := e.game
	if g == nil || g.Phase() != game.Playing {
		return fail(id, "Aucun coup n'est en cours.")
	}
	training := g.State().Mode != game.Competition
	word, ref, err := readMove(g.Board(), b.Move)
	var res game.Result
	if err == nil {
		res, err = g.Play(game.Ballot{Word: word, Ref: ref, Millis: b.Millis, Claimed: b.Claimed, Anchors: b.Anchors})
	}
	notice := ""
	if err != nil {
		why := explainMove(err, b.Move, word, e.lex.Name, training)
		if !b.Final || !errors.Is(err, game.ErrIllegal) {
			return refuse(id, why)
		}
		if res, err = g.Play(game.Ballot{Millis: b.Millis}); err != nil {
			return fail(id, "Le coup n'a pas pu être enregistré : %v", err)
		}
		notice = "Temps écoulé, coup non valable : " + why + " Zéro pour ce coup."
	}
	gs, err := e.state(&res)
	if err != nil {
		return fail(id, "Les meilleurs coups n'ont pas pu être calculés : %v", err)
	}
	gs.Message = notice
	if p := gs.State.Record.Turns[len(gs.State.Record.Turns)-1].Played; training && notice == "" && p != nil && res.Turn == 1 && (p.Ref != ref || p.Word != word) {
		gs.Message = fmt.Sprintf("Au premier coup, un mot est payé à sa meilleure place (§6.4.2.1) : %s %s, %s.", p.Word, p.Ref, count(p.Score, "point", "points"))
	}
	return protocol.Reply{ID: id, Body: gs}
}

// FindPlaces lists where a word makes a score on the board of the turn revealed,
// with its draw: the arbiters' F12, asked from the correction (« où ce
// mot fait-il N points ? »).
func (e *Engine) FindPlaces(id int, b protocol.FindPlacesClaim) protocol.Reply {
	g := e.game
	if g == nil || g.Phase() != game.Revealed {
		return fail(id, "La recherche F12 se fait à la correction d'un coup.")
	}
	draw := g.Draw().Rack()
	places, err := ballot.F12(g.Board(), e.lex, &draw, g.Formula().Params, b.Word, b.Claimed)
	if err != nil {
		return refuse(id, "Mot illisible : écrivez de 2 à 15 lettres.")
	}
	l := protocol.PlacesFound{Places: []protocol.Place{}}
	for _, p := range places {
		l.Places = append(l.Places, protocol.Place{Word: p.Move.WordString(), Ref: p.Move.Ref.String(), Score: p.Move.Score, Words: p.Words, NotAdmitted: p.NotAdmitted})
	}
	return protocol.Reply{ID: id, Body: l}
}

// Next puts the top on the board and makes the next draw.
func (e *Engine) Next(id int) protocol.Reply {
	g := e.game
	if g == nil {
		return fail(id, "Aucune partie en cours.")
	}
	if err := g.Next(); err != nil {
		return fail(id, "Le coup suivant n'a pas pu être tiré : %v", err)
	}
	return e.reply(id, nil)
}

// RevealAll is the revealed turn's whole list of moves, whose first page
// the reveal's reply carried.
func (e *Engine) RevealAll(id int) protocol.Reply {
	g := e.game
	if g == nil {
		return fail(id, "Aucune partie en cours.")
	}
	if g.Phase() != game.Revealed {
		return refuse(id, "Le coup n'est pas encore corrigé.")
	}
	best, err := g.BestMoves(protocol.RevealCount)
	if err != nil {
		return fail(id, "Les meilleurs coups n'ont pas pu être calculés : %v", err)
	}
	return protocol.Reply{ID: id, Body: protocol.RevealedMoves{Best: best}}
}

// reply is the game as it now is (see state).
func (e *Engine) reply(id int, res *game.Result) protocol.Reply {
	gs, err := e.state(res)
	if err != nil {
		return fail(id, "Les meilleurs coups n'ont pas pu être calculés : %v", err)
	}
	return protocol.Reply{ID: id, Body: gs}
}

// state is the game as it now is: its state, the turn's result, the best
// moves once the top is revealed, the summary once the game is over.
func (e *Engine) state(res *game.Result) (protocol.GameState, error) {
	st := e.game.State()
	gs := protocol.GameState{State: &st, Result: res}
	switch st.Phase {
	case game.Revealed:
		best, err := e.game.BestMoves(protocol.RevealCount)
		if err != nil {
			return gs, err
		}
		// The first page's moves only: the rest when asked (Reveal).
		gs.Best = game.FirstGroups(best, protocol.RevealPage)
		gs.BestMoves, gs.BestLines = len(best), len(game.GroupVariants(best))
		// The analysis's count, from its own list (kept for « Voir tous
		// les coups du tirage »), so the reveal and the analysis agree.
		l, err := e.training().List(e.game.Board(), e.game.Draw().Rack(), e.game.Formula().Params, analysis.Query{Limit: 1})
		if err != nil {
			return gs, err
		}
		gs.BestOf = l.All
		if res == nil && len(st.Results) > 0 {
			gs.Result = &st.Results[len(st.Results)-1]
		}
	case game.Over:
		sum := game.Summarize(st.Results)
		gs.Summary = &sum
	}
	return gs, nil
}
