// A turn: the player's proposals, hints and time-out, and its end.

package topping

import (
	"fmt"
	"slices"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/record"
)

// top returns the turn's chosen top and its score.
func (t *Game) top() record.Move {
	rec := t.g.Record()
	return *rec.Turns[len(rec.Turns)-1].Top
}

// clock checks the time given for the turn and keeps it.
func (t *Game) clock(ms int64) error {
	if t.Over() {
		return ErrOver
	}
	if ms < 0 || ms < t.st.Turn.Clock {
		return &ClockError{Turn: t.g.Turn(), Millis: ms, Last: t.st.Turn.Clock}
	}
	t.st.Turn.Clock = ms
	return nil
}

// Propose judges a move proposed elapsed milliseconds after the draw: a
// word written in full (lowercase for a joker's letter) and its reference,
// as game.Check reads them. An illegal move is a *game.MoveError and changes
// nothing but the clock. A move scoring the top ends the turn; a proposal
// after the limit is not judged and ends the turn with the penalty.
func (t *Game) Propose(word, ref string, elapsed int64) (Outcome, error) {
	if err := t.clock(elapsed); err != nil {
		return Outcome{}, err
	}
	if elapsed > t.st.Limit {
		r, err := t.end(nil)
		if err != nil {
			return Outcome{}, err
		}
		return Outcome{TimedOut: true, Result: &r}, nil
	}
	// As solo judges it: on the first move the word's best place
	// (§6.4.2.1).
	m, err := t.g.Move(word, ref)
	if err != nil {
		return Outcome{}, err
	}
	top := t.top()
	p := Proposal{Word: m.WordString(), Ref: m.Ref.String(), Score: m.Score, Millis: elapsed, Top: m.Score == top.Score}
	t.st.Turn.Proposals = append(t.st.Turn.Proposals, p)
	out := Outcome{Score: p.Score, Top: p.Top}
	if p.Top {
		r, err := t.end(&record.Move{Word: p.Word, Ref: p.Ref, Score: p.Score})
		if err != nil {
			return Outcome{}, err
		}
		out.Result = &r
	}
	return out, nil
}

// Timeout ends the turn when its time is up: the top is given and the turn
// costs the whole limit plus Penalty, and the hints taken. Called before the
// limit it is the player giving up, which costs the same.
func (t *Game) Timeout(elapsed int64) (Result, error) {
	if err := t.clock(elapsed); err != nil {
		return Result{}, err
	}
	return t.end(nil)
}

// Hint gives a clue about the top that will be placed, elapsed milliseconds
// after the draw, and adds its cost (HintCost) to the turn's time the first
// time it is asked for in the turn.
func (t *Game) Hint(h Hint, elapsed int64) (Clue, error) {
	cost, ok := HintCost[h]
	if !ok {
		return Clue{}, &HintError{Hint: h}
	}
	if err := t.clock(elapsed); err != nil {
		return Clue{}, err
	}
	if elapsed > t.st.Limit {
		return Clue{}, ErrTimeUp
	}
	top := t.top()
	m, err := game.Check(t.g.Board(), t.lex, t.g.Draw().Rack(), t.g.Formula().Params, top.Word, top.Ref)
	if err != nil {
		return Clue{}, fmt.Errorf("topping: turn %d: the top %s %s does not fit: %w", t.g.Turn(), top.Word, top.Ref, err)
	}
	c := Clue{Hint: h}
	if slices.Contains(t.st.Turn.Hints, h) {
		cost = 0
	} else {
		t.st.Turn.Hints = append(t.st.Turn.Hints, h)
	}
	c.Cost = cost
	switch h {
	case HintLength:
		c.Length = m.Len
	case HintDirection:
		c.Down = m.Ref.Down
	case HintLetter:
		for i := 0; i < m.Len; i++ {
			if m.Placed&(1<<i) != 0 {
				c.Letter, c.Index = top.Word[i:i+1], i
				break
			}
		}
	case HintSquare:
		// Across, a reference is already row then column.
		c.Square = board.Ref{Row: m.Ref.Row, Col: m.Ref.Col}.String()
	}
	return c, nil
}

// end ends the turn, the top found or (found nil) given at the time-out,
// puts the top on the board and makes the next draw.
func (t *Game) end(found *record.Move) (Result, error) {
	top := t.top()
	r := Result{
		Turn:      t.g.Turn(),
		Draw:      t.g.Draw().String(),
		Top:       top,
		Found:     found,
		Proposals: len(t.st.Turn.Proposals),
		Hints:     slices.Clone(t.st.Turn.Hints),
	}
	for _, h := range r.Hints {
		r.HintMillis += HintCost[h]
	}
	if found != nil {
		r.Millis = t.st.Turn.Clock
	} else {
		r.Millis, r.PenaltyMillis, r.TimedOut = t.st.Limit, Penalty, true
	}
	r.Time = r.Millis + r.HintMillis + r.PenaltyMillis
	if err := t.g.Next(); err != nil {
		return Result{}, err
	}
	if err := t.reveal(); err != nil {
		return Result{}, err
	}
	t.st.Results = append(t.st.Results, r)
	t.st.Turn = Turn{}
	return r, nil
}

// FormatTime writes a time in milliseconds as players read it, to the
// tenth of a second: "1:05.3" for a minute and 5.3 seconds, "48.0" under a
// minute.
func FormatTime(ms int64) string {
	neg := ""
	if ms < 0 {
		neg, ms = "-", -ms
	}
	tenths := (ms + 50) / 100
	s, t := tenths/10, tenths%10
	if s >= 60 {
		return fmt.Sprintf("%s%d:%02d.%d", neg, s/60, s%60, t)
	}
	return fmt.Sprintf("%s%d.%d", neg, s, t)
}
