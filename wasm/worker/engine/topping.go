package engine

import (
	"errors"

	"duplicata/engine/game"
	"duplicata/engine/topping"
	"duplicata/wasm/protocol"
)

// Topping answers the topping requests: a new game, a saved one resumed,
// a proposal, a hint, the time-out. Every reply carries the whole
// topping.State, which the page saves; it holds the turn's top, which the
// page must not show before the turn ends.
func (e *Engine) Topping(req protocol.Request) protocol.Reply {
	switch req.Type {
	case protocol.ToppingNew:
		if req.ToppingConfig == nil {
			return fail(req.ID, "Paramètres de partie manquants.")
		}
		t, err := topping.New(e.lex, *req.ToppingConfig)
		if err != nil {
			return fail(req.ID, "La partie n'a pas pu commencer : %v", err)
		}
		e.topping = t
		return e.toppingReply(req.ID)
	case protocol.ToppingResume:
		if req.Topping == nil {
			return fail(req.ID, "Partie enregistrée manquante.")
		}
		t, err := topping.Resume(e.lex, *req.Topping)
		if errors.Is(err, game.ErrLexicon) {
			return fail(req.ID, "Cette partie a été jouée avec le lexique %s ; elle ne peut pas reprendre avec %s.", req.Topping.Game.Lexicon, e.lex.Name)
		}
		if err != nil {
			return fail(req.ID, "La partie enregistrée est illisible : %v", err)
		}
		e.topping = t
		return e.toppingReply(req.ID)
	}
	t := e.topping
	if t == nil {
		return fail(req.ID, "Aucune partie de topping en cours.")
	}
	switch req.Type {
	case protocol.Propose:
		word, ref := req.Word, req.Ref
		if len(req.Placed) > 0 {
			var err error
			if word, ref, err = game.Placement(t.Board(), req.Placed, req.Down); err != nil {
				return protocol.Reply{ID: req.ID, Type: protocol.Refused, Message: Explain(err, e.lex.Name, true)}
			}
		}
		out, err := t.Propose(word, ref, req.Millis)
		if err != nil {
			return e.toppingRefusal(req.ID, err)
		}
		r := e.toppingReply(req.ID)
		r.Outcome = &out
		return r
	case protocol.AskHint:
		clue, err := t.Hint(req.Hint, req.Millis)
		if err != nil {
			return e.toppingRefusal(req.ID, err)
		}
		r := e.toppingReply(req.ID)
		r.Clue = &clue
		return r
	case protocol.TimeUp:
		res, err := t.Timeout(req.Millis)
		if err != nil {
			return e.toppingRefusal(req.ID, err)
		}
		r := e.toppingReply(req.ID)
		r.Outcome = &topping.Outcome{Score: res.Top.Score, TimedOut: true, Result: &res}
		return r
	}
	return fail(req.ID, "Type de message inconnu : %q", req.Type)
}

// toppingReply is the topping game as it now is; once it is over, with its
// record (the tops, and the player's own with their times) for the library.
func (e *Engine) toppingReply(id int) protocol.Reply {
	st := e.topping.State()
	r := protocol.Reply{ID: id, Type: protocol.Topping, Topping: &st}
	if e.topping.Over() {
		rec := e.topping.Record()
		r.Record = &rec
	}
	return r
}

// toppingRefusal says in French why a proposal, a hint or a time-out was
// not taken: a move the engine refuses or a hint after the time is
// refused (nothing changed but the clock); anything else is an error.
func (e *Engine) toppingRefusal(id int, err error) protocol.Reply {
	var me *game.MoveError
	var ce *topping.ClockError
	var he *topping.HintError
	switch {
	case errors.As(err, &me):
		return protocol.Reply{ID: id, Type: protocol.Refused, Message: Explain(err, e.lex.Name, true)}
	case errors.Is(err, topping.ErrTimeUp):
		return protocol.Reply{ID: id, Type: protocol.Refused, Message: "Le temps du coup est écoulé : plus d'indice, le top va être donné."}
	case errors.Is(err, topping.ErrOver):
		return fail(id, "La partie de topping est finie.")
	case errors.As(err, &ce):
		return fail(id, "L'horloge du coup %d est revenue en arrière (%d ms après %d ms).", ce.Turn, ce.Millis, ce.Last)
	case errors.As(err, &he):
		return fail(id, "Indice inconnu : %q (longueur, direction, lettre ou case).", string(he.Hint))
	}
	return fail(id, "Le topping a échoué : %v", err)
}
