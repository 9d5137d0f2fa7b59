package engine

import (
	"errors"
	"strings"

	"duplicata/engine/analysis"
	"duplicata/engine/bag"
	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/wasm/protocol"
)

// Training answers the training tools' requests: a turn's moves, and the
// bingo hint.
func (e *Engine) Training(req protocol.Request) protocol.Reply {
	if e.analyser == nil {
		e.analyser = analysis.New(e.lex)
	}
	if req.Type == protocol.BingoHint {
		return e.bingoHint(req)
	}
	p := req.Position
	if p == nil {
		return fail(req.ID, "Coup à analyser manquant.")
	}
	f, err := game.ParseFormula(p.Formula)
	if err != nil {
		return fail(req.ID, "Formule inconnue : %q.", p.Formula)
	}
	b, err := board.Parse(strings.Join(p.Board, "\n"))
	if err != nil {
		return fail(req.ID, "Plateau illisible : %v", err)
	}
	d, err := bag.ParseDraw(strings.TrimPrefix(p.Draw, "-"))
	if err != nil {
		return fail(req.ID, "Tirage illisible : %v", err)
	}
	var q analysis.Query
	if req.Query != nil {
		q = *req.Query
	}
	l, err := e.analyser.List(b, d.Rack(), f.Params, q)
	var qe *analysis.QueryError
	if errors.As(err, &qe) {
		return protocol.Reply{ID: req.ID, Type: protocol.Refused, Message: queryMessage[qe.Field]}
	}
	if err != nil {
		return fail(req.ID, "Analyse impossible : %v", err)
	}
	return protocol.Reply{ID: req.ID, Type: protocol.Analysed, List: &l}
}

// queryMessage says in French what a filter field takes.
var queryMessage = map[string]string{
	"length":    "Longueur : un mot a de 2 à 15 lettres.",
	"square":    "Case : une ligne de A à O, une colonne de 1 à 15, ou une case (H8).",
	"direction": "Sens : horizontal ou vertical.",
	"contains":  "Lettres : seulement des lettres de A à Z.",
	"offset":    "Page inconnue.",
	"limit":     "Page trop longue.",
}

// bingoHint answers « Y a-t-il un scrabble ? » for the solo game's draw:
// in training only, while the turn is played (it costs nothing there; a
// competition offers no hint).
func (e *Engine) bingoHint(req protocol.Request) protocol.Reply {
	if e.game == nil || e.game.Phase() != game.Playing {
		return protocol.Reply{ID: req.ID, Type: protocol.Refused, Message: "Pas de tirage en cours."}
	}
	st := e.game.State()
	if st.Mode == game.Competition {
		return protocol.Reply{ID: req.ID, Type: protocol.Refused, Message: "Pas d'indice en compétition."}
	}
	yes := e.analyser.HasBingo(e.game.Board(), e.game.Draw().Rack(), e.game.Formula().Params)
	return protocol.Reply{ID: req.ID, Type: protocol.Analysed, Bingo: &yes}
}
