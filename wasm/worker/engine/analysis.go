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

// training is the training tools' analyser, made on their first request.
func (e *Engine) training() *analysis.Analyser {
	if e.analyser == nil {
		e.analyser = analysis.New(e.lex)
	}
	return e.analyser
}

// Analyse answers the training tools' « every move of this turn »: a page
// of a Position's moves.
func (e *Engine) Analyse(id int, req protocol.AnalyseTurn) protocol.Reply {
	p := req.Position
	if p == nil {
		return fail(id, "Coup à analyser manquant.")
	}
	f, err := game.ParseFormula(p.Formula)
	if err != nil {
		return fail(id, "Formule inconnue : %q.", p.Formula)
	}
	b, err := board.Parse(strings.Join(p.Board, "\n"))
	if err != nil {
		return fail(id, "Plateau illisible.")
	}
	d, err := bag.ParseDraw(strings.TrimPrefix(p.Draw, "-"))
	if err != nil {
		return fail(id, "Tirage illisible : %s", DrawMessage(err))
	}
	var q analysis.Query
	if req.Query != nil {
		q = *req.Query
	}
	l, err := e.training().List(b, d.Rack(), f.Params, q)
	var qe *analysis.QueryError
	if errors.As(err, &qe) {
		return refuse(id, queryMessage[qe.Field])
	}
	if err != nil {
		return fail(id, "Analyse impossible.")
	}
	return protocol.Reply{ID: id, Body: protocol.TrainingAnswer{List: &l}}
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

// BingoHint answers « Y a-t-il un scrabble ? » for the solo game's draw:
// in training only, while the turn is played (it costs nothing there; a
// competition offers no hint).
func (e *Engine) BingoHint(id int) protocol.Reply {
	if e.game == nil || e.game.Phase() != game.Playing {
		return refuse(id, "Pas de tirage en cours.")
	}
	st := e.game.State()
	if st.Mode == game.Competition {
		return refuse(id, "Pas d'indice en compétition.")
	}
	yes := e.training().HasBingo(e.game.Board(), e.game.Draw().Rack(), e.game.Formula().Params)
	return protocol.Reply{ID: id, Body: protocol.TrainingAnswer{Bingo: &yes}}
}
