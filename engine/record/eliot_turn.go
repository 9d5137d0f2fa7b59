package record

import (
	"fmt"
	"strconv"
	"strings"
)

// eliotReader reads the Turn elements of a history in order.
type eliotReader struct {
	rec     *Record
	mode    string
	players eliotPlayerList
	board   jokerBoard
	leave   string // the leave of the last top, sorted
}

// turn reads a Turn element; last says it is the history's last.
func (r *eliotReader) turn(tn *eliotNode, last bool) error {
	num := len(r.rec.Turns) + 1
	var (
		rack, gameMove, master *eliotNode
		moves                  = map[int]*eliotNode{} // each player's last PlayerMove
		order                  []int                  // the players in the order of their first PlayerMove
		tries, events          []*eliotNode
	)
	for _, k := range tn.kids {
		switch k.name {
		case "GameRack":
			rack = k
		case "GameMove":
			gameMove = k
		case "MasterMove":
			if k.get("type") != "none" {
				master = k
			}
		case "PlayerMove":
			p, err := r.players.player(k)
			if err != nil {
				return err
			}
			if moves[p] == nil {
				order = append(order, p)
			}
			moves[p] = k
		case "ToppingMove":
			tries = append(tries, k)
		case "Warning", "Penalty", "Solo":
			events = append(events, k)
		}
	}
	if rack == nil {
		// Eliot ends every game with a Turn holding the players' last
		// leaves and no draw: it is not a turn.
		played := gameMove != nil || master != nil || len(tries) > 0 || len(events) > 0
		for _, m := range moves {
			played = played || m.get("type") != "none"
		}
		switch {
		case played:
			return &SyntaxError{Kind: KindNoDraw, Line: tn.line, Msg: fmt.Sprintf("turn %d has moves but no <GameRack>: the draw is missing", num)}
		case !last:
			return &SyntaxError{Kind: KindNoDraw, Line: tn.line, Msg: fmt.Sprintf("turn %d has no <GameRack>: only the closing <Turn>, the last one, has no draw", num)}
		}
		return nil
	}
	t := Turn{Number: num}
	t.Draw, t.UnknownRejection = eliotDraw(rack.value())
	if t.Draw == "" && last && gameMove == nil && master == nil {
		return nil // an empty draw closing the game: the bag is empty
	}
	if r.leave != "" && !t.UnknownRejection && !strings.Contains(t.Draw, "+") && sortedTiles(t.Draw) == r.leave {
		// Eliot writes no '+' when the bag gave nothing new: the leave
		// alone, which a record writes "LEAVE+".
		t.Draw += "+"
	}
	if err := checkDraw(t.Draw); err != nil {
		return syntaxf(rack.line, KindDraw, "turn %d: %v", num, err)
	}
	top := gameMove
	if top == nil {
		top = master
	}
	if top != nil {
		m, err := eliotMove(top, num)
		if err != nil {
			return err
		}
		if m != nil {
			m.Word = r.board.ours(m.Word, m.Ref)
			t.Top = m
		}
	}
	topping := r.mode == "topping"
	for _, p := range order {
		k := moves[p]
		a, err := r.attempt(k, num)
		if err != nil {
			return err
		}
		if topping {
			if secs, ok := parseCount(strings.TrimSpace(k.get("points"))); ok {
				t.Seconds = secs
			}
			if a != nil && !a.Invalid {
				score := 0
				if t.Top != nil {
					score = t.Top.Score // Eliot ends a topping turn when the top is found
				}
				t.Played = &Play{Move: Move{Word: a.Word, Ref: a.Ref, Score: score}}
			}
			continue
		}
		if a == nil {
			continue
		}
		if len(r.rec.Players) > 0 {
			t.Ballots = append(t.Ballots, Ballot{Player: p, Attempt: *a})
		}
		if p == r.players.human && !a.Invalid {
			t.Played = &Play{Move: Move{Word: a.Word, Ref: a.Ref, Score: a.Score}}
		}
	}
	for _, k := range tries {
		a, err := r.attempt(k, num)
		if err != nil {
			return err
		}
		if a != nil {
			t.Tries = append(t.Tries, *a)
		}
	}
	for _, k := range events {
		p, err := r.players.player(k)
		if err != nil {
			return err
		}
		e := Event{Player: p, Kind: EventKind(strings.ToLower(k.name))}
		if k.name != "Warning" {
			n, err := strconv.Atoi(strings.TrimSpace(k.get("points")))
			if err != nil || n < -1e6 || n > 1e6 {
				return &SyntaxError{Kind: KindScore, Line: k.line, Msg: fmt.Sprintf("turn %d: <%s> points %q: a number of points", num, k.name, k.get("points"))}
			}
			e.Points = n
		}
		t.Events = append(t.Events, e)
	}
	r.leave = ""
	if t.Top != nil {
		leave := r.board.leave(t.Draw, t.Top.Word, t.Top.Ref)
		r.leave = sortedTiles(leave)
		r.board.place(t.Top.Word, t.Top.Ref, leave, jokerFormula(r.rec.Formula))
	}
	r.rec.Turns = append(r.rec.Turns, t)
	return nil
}

// attempt reads a PlayerMove or a ToppingMove: nil for a move that is no
// word (none, pass, change).
func (r *eliotReader) attempt(n *eliotNode, num int) (*Attempt, error) {
	switch n.get("type") {
	case "invalid":
		a := &Attempt{Word: n.get("word"), Ref: n.get("coord"), Invalid: true}
		if len(a.Word) > maxName || len(a.Ref) > maxName {
			return nil, &SyntaxError{Kind: KindWord, Line: n.line, Msg: fmt.Sprintf("turn %d: <%s>: a word longer than %d bytes", num, n.name, maxName)}
		}
		return a, nil
	}
	m, err := eliotMove(n, num)
	if m == nil || err != nil {
		return nil, err
	}
	return &Attempt{Word: r.board.ours(m.Word, m.Ref), Ref: m.Ref, Score: m.Score}, nil
}

// eliotDraw reads a rack: white space removed, letters upper-cased, a
// leading '-' taken for a rejection.
func eliotDraw(s string) (draw string, rejection bool) {
	s = strings.ToUpper(strings.Join(strings.Fields(s), ""))
	if strings.HasPrefix(s, "-") {
		return s[1:], true
	}
	return s, false
}

// eliotMove reads a move command of turn num: a valid move, or nil for the
// other types (a word or reference that does not read, a change of letters,
// a pass, no move).
func eliotMove(n *eliotNode, num int) (*Move, error) {
	switch typ := n.get("type"); typ {
	case "valid":
	case "invalid", "change", "pass", "none":
		return nil, nil
	default:
		return nil, &SyntaxError{Kind: KindTop, Line: n.line, Msg: fmt.Sprintf("turn %d: <%s> of type %q: valid, invalid, change, pass or none", num, n.name, typ)}
	}
	m, err := readMove(n.get("word"), n.get("coord"), strings.TrimSpace(n.get("points")))
	if err != nil {
		return nil, syntaxf(n.line, KindTop, "turn %d: <%s>: %v", num, n.name, err)
	}
	return m, nil
}
