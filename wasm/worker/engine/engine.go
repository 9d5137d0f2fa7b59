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
	"duplicata/engine/board"
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
	return protocol.Reply{ID: id, Body: protocol.Failure{Message: fmt.Sprintf(format, args...)}}
}

// refuse is a refused reply: the request changed nothing, why says so.
func refuse(id int, why string) protocol.Reply {
	return protocol.Reply{ID: id, Body: protocol.Failure{Refused: true, Message: why}}
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
			reply = fail(req.ID, "%s (%s) : %v", internal, req.Type(), r)
		}
	}()
	if e.lex == nil {
		return fail(req.ID, "Le lexique n'est pas chargé.")
	}
	switch b := req.Body.(type) {
	case protocol.NewGame:
		return e.New(req.ID, b)
	case protocol.ResumeGame:
		return e.Resume(req.ID, b)
	case protocol.ScoreMove:
		return e.Score(req.ID, b)
	case protocol.SubmitMove:
		return e.Submit(req.ID, b)
	case protocol.NextTurn:
		return e.Next(req.ID)
	case protocol.NewTopping:
		return e.NewTopping(req.ID, b)
	case protocol.ResumeTopping:
		return e.ResumeTopping(req.ID, b)
	case protocol.Proposal:
		return e.Propose(req.ID, b)
	case protocol.HintWanted:
		return e.Hint(req.ID, b)
	case protocol.TimeIsUp:
		return e.TimeUp(req.ID, b)
	case protocol.ImportGame:
		return e.Import(req.ID, b)
	case protocol.ExportGame:
		return Export(req.ID, b)
	case protocol.BestMoves:
		return e.Best(req.ID, b)
	case protocol.ShareGame:
		return Share(req.ID, b)
	case protocol.ReadLink:
		return Unshare(req.ID, b)
	case protocol.FindPlaces:
		return e.F12(req.ID, b)
	case protocol.AnalyseTurn:
		return e.Analyse(req.ID, b)
	case protocol.BingoWanted:
		return e.BingoHint(req.ID)
	case protocol.WordCheck, protocol.AnagramDraw, protocol.ExtendDraw:
		return e.WordTool(req.ID, b)
	}
	return fail(req.ID, "Type de message inconnu : %q", req.Type())
}

// LoadFailed is the reply to a Load whose lexicon could not be fetched.
func LoadFailed(id int, url string, err error) protocol.Reply {
	return fail(id, "Le lexique %s n'a pas pu être chargé : %v", url, err)
}

// Load installs a lexicon file of any format (lexicon.Load). A words form
// is built, which takes seconds: LoadKept builds it once.
func (e *Engine) Load(id int, data []byte) protocol.Reply {
	return e.LoadKept(id, data, nil, nil)
}

// Kept holds the lexicons the engine built from words forms, in format 1
// (WriteTo), under a key that names the words (KeptKey), so that each is
// built once and not at every start: IndexedDB in the browser (package
// serve).
type Kept interface {
	// Get returns the bytes kept under key, or nil.
	Get(key string) []byte
	// Put keeps lex under key, in place of what was kept before.
	Put(key string, lex *lexicon.Lexicon)
}

// KeptKey is the key under which a lexicon built from a words form whose
// header is h is kept: the words' content hash, and the format it is kept
// in, which a later version of the program may read no more.
func KeptKey(h lexicon.Header) string {
	return fmt.Sprintf("%x-v%d", h.Hash, lexicon.FormatVersion)
}

// LoadKept is Load for a words form (what the site ships) that is built
// once: the lexicon kept for its words is loaded instead when there is one
// that loads and holds those words; else the words are built, reporting
// progress (phase, fraction of the build), and what was built is kept.
// kept and progress may be nil.
func (e *Engine) LoadKept(id int, data []byte, kept Kept, progress func(phase string, fraction float64)) protocol.Reply {
	h, err := lexicon.ReadHeader(data)
	var lex *lexicon.Lexicon
	if err == nil && h.Version == lexicon.WordsVersion && kept != nil {
		if b := kept.Get(KeptKey(h)); b != nil {
			// What the browser kept may be damaged, or another's: then the
			// words are built again.
			if l, err := lexicon.Load(b); err == nil && l.Hash == h.Hash && l.Name == h.Name {
				lex = l
			}
		}
	}
	if lex == nil {
		var report func(string, float64) error
		if progress != nil {
			report = func(phase string, f float64) error { progress(phase, f); return nil }
		}
		if lex, err = lexicon.LoadProgress(data, report); err != nil {
			return fail(id, "%s", LexiconMessage(err))
		}
		if h.Version == lexicon.WordsVersion && kept != nil {
			kept.Put(KeptKey(h), lex)
		}
	}
	// A game held over would go on with another lexicon than its own.
	e.lex, e.game, e.topping, e.analyser = lex, nil, nil, nil
	return protocol.Reply{ID: id, Body: protocol.LexiconLoaded{Words: lex.Words, Lexicon: lex.Name, Hash: lex.HexHash()}}
}

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
		return protocol.Reply{ID: id, Body: protocol.MoveScore{}}
	}
	word, ref, err := readMove(g.Board(), b.Move)
	if err != nil {
		return protocol.Reply{ID: id, Body: protocol.MoveScore{Message: explainMove(err, b.Move, word, e.lex.Name, true)}}
	}
	m, err := game.Check(g.Board(), e.lex, g.Draw().Rack(), g.Formula().Params, word, ref)
	if err != nil {
		return protocol.Reply{ID: id, Body: protocol.MoveScore{Word: word, Ref: ref, Message: explainMove(err, b.Move, word, e.lex.Name, true)}}
	}
	return protocol.Reply{ID: id, Body: protocol.MoveScore{Word: word, Ref: ref, Score: m.Score}}
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

// F12 lists where a word makes a score on the board of the turn revealed,
// with its draw: the arbiters' F12, asked from the correction (« où ce
// mot fait-il N points ? »).
func (e *Engine) F12(id int, b protocol.FindPlaces) protocol.Reply {
	g := e.game
	if g == nil || g.Phase() != game.Revealed {
		return fail(id, "La recherche F12 se fait à la correction d'un coup.")
	}
	draw := g.Draw().Rack()
	places, err := ballot.F12(g.Board(), e.lex, &draw, g.Formula().Params, b.Word, b.Claimed)
	if err != nil {
		return refuse(id, "Mot illisible : écrivez de 2 à 15 lettres.")
	}
	l := protocol.PlaceList{Places: []protocol.Place{}}
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
		gs.Best = best
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
			r := fail(id.ID, "%s", ke.Error())
			return req, &r
		}
		r := fail(id.ID, "Message illisible : %v", err)
		return req, &r
	}
	return req, nil
}
