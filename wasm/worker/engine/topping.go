package engine

import (
	"errors"

	"duplicata/engine/game"
	"duplicata/engine/topping"
	"duplicata/wasm/protocol"
)

// NewTopping starts a topping game. Every topping reply carries the whole
// topping.State, which the page saves; it holds the turn's top, which the
// page must not show before the turn ends.
func (e *Engine) NewTopping(id int, b protocol.NewToppingGame) protocol.Reply {
	if b.Config == nil {
		return fail(id, "Paramètres de partie manquants.")
	}
	t, err := topping.New(e.lex, *b.Config)
	if err != nil {
		return fail(id, "La partie n'a pas pu commencer : %s", because(err))
	}
	e.topping = t
	return e.toppingReply(id)
}

// ResumeTopping goes on with a saved topping game.
func (e *Engine) ResumeTopping(id int, b protocol.ResumeToppingGame) protocol.Reply {
	if b.State == nil {
		return fail(id, "Partie enregistrée manquante.")
	}
	t, err := topping.Resume(e.lex, *b.State)
	if errors.Is(err, game.ErrLexicon) {
		return fail(id, "Cette partie a été jouée avec le lexique %s ; elle ne peut pas reprendre avec %s.", b.State.Game.Lexicon, e.lex.Name)
	}
	if err != nil {
		return fail(id, "La partie enregistrée est illisible : %s", because(err))
	}
	e.topping = t
	return e.toppingReply(id)
}

// turn runs an action on the turn in play (do) and replies with the
// topping game as it then is, completed by what do returns (set); an
// error is a refusal (toppingRefusal).
func (e *Engine) turn(id int, do func(t *topping.Game) (set func(*protocol.ToppingState), err error)) protocol.Reply {
	if e.topping == nil {
		return fail(id, "Aucune partie de topping en cours.")
	}
	set, err := do(e.topping)
	if err != nil {
		return e.toppingRefusal(id, err)
	}
	ts := e.toppingState()
	set(&ts)
	return protocol.Reply{ID: id, Body: ts}
}

// Propose judges a proposal: the tiles placed, or the word typed.
func (e *Engine) Propose(id int, b protocol.ProposeMove) protocol.Reply {
	return e.turn(id, func(t *topping.Game) (func(*protocol.ToppingState), error) {
		word, ref, err := readMove(t.Board(), b.Move)
		if err != nil {
			return nil, err
		}
		out, err := t.Propose(word, ref, b.Millis)
		return func(r *protocol.ToppingState) { r.Outcome = &out }, err
	})
}

// Hint gives a hint about the turn's top, for its cost in time.
func (e *Engine) Hint(id int, b protocol.HintWanted) protocol.Reply {
	return e.turn(id, func(t *topping.Game) (func(*protocol.ToppingState), error) {
		clue, err := t.Hint(b.Hint, b.Millis)
		return func(r *protocol.ToppingState) { r.Clue = &clue }, err
	})
}

// TimeUp ends the turn: the top is given.
func (e *Engine) TimeUp(id int, b protocol.TimeUpTurn) protocol.Reply {
	return e.turn(id, func(t *topping.Game) (func(*protocol.ToppingState), error) {
		res, err := t.Timeout(b.Millis)
		return func(r *protocol.ToppingState) {
			r.Outcome = &topping.Outcome{Score: res.Top.Score, TimedOut: true, Result: &res}
		}, err
	})
}

// toppingReply is the topping game as it now is (see toppingState).
func (e *Engine) toppingReply(id int) protocol.Reply {
	return protocol.Reply{ID: id, Body: e.toppingState()}
}

// toppingState is the topping game as it now is; once it is over, with its
// record (the tops, and the player's own with their times) for the library.
func (e *Engine) toppingState() protocol.ToppingState {
	st := e.topping.State()
	ts := protocol.ToppingState{Topping: &st}
	if e.topping.Over() {
		rec := e.topping.Record()
		ts.Record = &rec
	}
	return ts
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
		return refuse(id, Explain(err, e.lex.Name, true))
	case errors.Is(err, topping.ErrTimeUp):
		return refuse(id, "Le temps du coup est écoulé : plus d'indice, le top va être donné.")
	case errors.Is(err, topping.ErrOver):
		return fail(id, "La partie de topping est finie.")
	case errors.As(err, &ce):
		return fail(id, "L'horloge du coup %d est revenue en arrière (%d ms après %d ms).", ce.Turn, ce.Millis, ce.Last)
	case errors.As(err, &he):
		return fail(id, "Indice inconnu : %q (longueur, direction, lettre ou case).", string(he.Hint))
	}
	return fail(id, "Le topping a échoué : %v", err)
}
