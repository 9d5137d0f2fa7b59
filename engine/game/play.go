package game

import (
	"fmt"
	"slices"
	"strings"

	"duplicata/engine/ballot"
	"duplicata/engine/board"
	"duplicata/engine/record"
	"duplicata/engine/tile"
)

// Ballot is what the player hands in for a turn.
type Ballot struct {
	Word, Ref string
	Millis    int64 // time from the draw to the submission
	Claimed   int   // the score announced; 0 = none (competition mode)
	// Anchors are the connecting letters written instead of (or with)
	// the reference, and Dir the way the word is written (competition
	// mode, §5.3.2).
	Anchors []ballot.Anchor `json:"anchors,omitempty"`
	Dir     ballot.Dir      `json:"dir,omitempty"`
}

// Result is a turn as the player's score sheet shows it.
type Result struct {
	Turn     int     `json:"turn"`
	Score    int     `json:"score"`    // the player's points this turn
	Top      int     `json:"top"`      // the top's score
	Lost     int     `json:"lost"`     // Top − Score
	Total    int     `json:"total"`    // the player's points so far, net of penalties
	TopTotal int     `json:"topTotal"` // the tops' points so far
	Deficit  int     `json:"deficit"`  // the négatif: TopTotal − Total
	Percent  float64 `json:"percent"`  // Total / TopTotal × 100
	// Warning: this turn's ballot earned a warning (competition mode,
	// §6.5).
	Warning bool `json:"warning,omitempty"`
	// Verdict is the judgment of the ballot (competition mode): its
	// points, sanction, clause and reasons.
	Verdict  *ballot.Verdict `json:"verdict,omitempty"`
	Warnings int             `json:"warnings,omitempty"` // the warnings so far
	Penalty  int             `json:"penalty,omitempty"`  // the points this turn's warning cost: 0 or 5 (§6.9)
	// Bingo: the player's move earned the bonus for the tiles it placed
	// (§1.2.3, §4.8.3); TopBingo: the top did.
	Bingo    bool `json:"bingo,omitempty"`
	TopBingo bool `json:"topBingo,omitempty"`
	// Ballot is the ballot as handed in (competition mode): the record
	// keeps only the solution paid, and the same verdict needs the same
	// ballot, so that a game played again from its ballots (a share link
	// of a game in progress) is the game played.
	Ballot *Ballot `json:"ballot,omitempty"`
}

// Submit plays a ballot with no score announced: Play(Ballot{Word: word,
// Ref: ref, Millis: millis}).
func (g *Game) Submit(word, ref string, millis int64) (Result, error) {
	return g.Play(Ballot{Word: word, Ref: ref, Millis: millis})
}

// Play takes the player's ballot for the turn — a word as written on a
// ballot and its reference, or an empty word for no move — scores it and
// reveals the top. An illegal move is a *MoveError and changes nothing.
//
// In competition mode a move whose announced score (Claimed) is not its
// score earns a warning and is paid its score (§6.5); warnings past the
// free ones cost 5 points each, taken off the total on their turn
// (§6.9). No move earns no warning.
func (g *Game) Play(b Ballot) (Result, error) {
	if g.st.Phase != Playing {
		return Result{}, fmt.Errorf("%w: submit in phase %s", ErrPhase, g.st.Phase)
	}
	rack := g.st.Draw.Rack()
	var played *record.Play
	var bingo bool
	var verdict *ballot.Verdict
	if g.competition() {
		v := ballot.Judge(g.gen.Board(), rack, ballot.Ballot{Word: b.Word, Ref: b.Ref, Score: b.Claimed, Anchors: b.Anchors, Dir: b.Dir},
			g.lex, ballot.Rules{Params: g.formula.Params})
		verdict = &v
		played = writtenPlay(b, &v)
		bingo = v.Found && v.Paid > 0 && g.earnsBonus(&v.Move)
	} else if strings.TrimSpace(b.Word) != "" {
		m, err := g.Move(b.Word, b.Ref)
		if err != nil {
			return Result{}, err
		}
		played = &record.Play{Move: moveOf(&m), Millis: b.Millis}
		bingo = g.earnsBonus(&m)
	}
	if g.tops == nil {
		score, tops := g.gen.Top(rack, g.formula.Params)
		g.score, g.tops = score, slices.Clone(tops)
	}
	score, tops := g.score, g.tops
	if len(tops) == 0 {
		// draw never leaves a draw without a move; a state edited by hand
		// could.
		return Result{}, fmt.Errorf("game: turn %d: the draw %v has no move", g.st.Turn, g.st.Draw)
	}
	chosen := g.policy.Choose(g.gen.Board(), tops, g.endsGame)
	turn := &g.st.Record.Turns[len(g.st.Record.Turns)-1]
	top := moveOf(&tops[chosen])
	turn.Top = &top
	turn.Ties = nil
	for i := range tops {
		if i != chosen {
			turn.Ties = append(turn.Ties, moveOf(&tops[i]))
		}
	}
	turn.Played = played
	res := Result{Turn: g.st.Turn, Top: score, Bingo: bingo, TopBingo: g.earnsBonus(&tops[chosen]), Verdict: verdict}
	if verdict != nil {
		written := b
		written.Anchors = slices.Clone(b.Anchors)
		res.Ballot = &written
	}
	switch {
	case verdict != nil:
		res.Score = verdict.Paid
	case played != nil:
		res.Score = played.Score
	}
	res.Lost = res.Top - res.Score
	tally := NewTally(g.formula, g.st.Rhythm)
	if n := len(g.st.Results); n > 0 {
		prev := g.st.Results[n-1]
		tally.Total, tally.Warnings, res.TopTotal = prev.Total, prev.Warnings, prev.TopTotal
	}
	sanction := ballot.None
	if verdict != nil {
		sanction = verdict.Sanction
	}
	// §6.9 takes the penalties off at the end of the game; taking each
	// off on its turn gives the same final total and a running total the
	// player can trust.
	res.Penalty = tally.Add(res.Score, sanction)
	res.Warning = sanction == ballot.Warning
	res.Total, res.Warnings = tally.Total, tally.Warnings
	res.TopTotal += res.Top
	res.Deficit = res.TopTotal - res.Total
	if res.TopTotal > 0 {
		res.Percent = 100 * float64(res.Total) / float64(res.TopTotal)
	}
	g.st.Results = append(g.st.Results, res)
	g.st.Phase = Revealed
	return res, nil
}

// writtenPlay is a competition ballot as the record keeps it: the solution
// paid, with the score announced and the verdict's sanction and clause. A
// zero keeps no move — the result's verdict says what was written and why —
// so that the record's moves stay moves the board takes, which a replay or a
// club's check of the record places and scores again.
func writtenPlay(b Ballot, v *ballot.Verdict) *record.Play {
	if !v.Found || v.Sanction == ballot.Zero {
		return nil
	}
	return &record.Play{Move: moveOf(&v.Move), Millis: b.Millis, Claimed: max(b.Claimed, 0), Sanction: v.Sanction.String(), Clause: v.Clause}
}

// earnsBonus reports whether m earns the bonus for the number of tiles it
// places in the game's formula (§1.2.3, §4.8.3).
func (g *Game) earnsBonus(m *board.Move) bool {
	n := m.Tiles()
	return n < len(g.formula.Params.Bonus) && g.formula.Params.Bonus[n] > 0
}

// Move reads a move proposed for the turn's draw as Play does in training:
// Check, and on the first move the word's best place (§6.4.2.1). Topping
// judges its proposals with it, so that both pay a word the same.
func (g *Game) Move(word, ref string) (board.Move, error) {
	rack := g.st.Draw.Rack()
	m, err := Check(g.gen.Board(), g.lex, rack, g.formula.Params, word, ref)
	if err != nil {
		return m, err
	}
	if g.gen.Board().IsEmpty() {
		m = g.bestPlace(rack, m)
	}
	return m, nil
}

// bestPlace applies §6.4.2.1: on the first move a word is paid the best
// score it can make, whatever its reference and whichever of its letters
// a joker stands for. It returns the placement of m's word that scores
// most: m itself if none scores more.
func (g *Game) bestPlace(rack tile.Rack, m board.Move) board.Move {
	word := strings.ToUpper(m.WordString())
	best := m
	for _, o := range g.gen.AllMoves(rack, g.formula.Params) {
		if o.Score > best.Score && strings.ToUpper(o.WordString()) == word {
			best = o
		}
	}
	return best
}

// BestMoves lists the draw's n best moves, the chosen top first, then by
// score and the fixed order; once the top is revealed.
func (g *Game) BestMoves(n int) ([]record.Move, error) {
	if g.st.Phase != Revealed {
		return nil, fmt.Errorf("%w: best moves in phase %s", ErrPhase, g.st.Phase)
	}
	turn := g.st.Record.Turns[len(g.st.Record.Turns)-1]
	top, err := Check(g.gen.Board(), g.lex, g.st.Draw.Rack(), g.formula.Params, turn.Top.Word, turn.Top.Ref)
	if err != nil {
		return nil, err
	}
	return g.best(top, n), nil
}

func (g *Game) best(top board.Move, n int) []record.Move {
	all := g.sorted()
	out := []record.Move{moveOf(&top)}
	for i := 0; i < len(all) && len(out) < n; i++ {
		if all[i].Ref != top.Ref || all[i].WordString() != top.WordString() {
			out = append(out, moveOf(&all[i]))
		}
	}
	return out
}

// sorted is the draw's legal moves sorted ByScore, found once a draw.
func (g *Game) sorted() []board.Move {
	if g.allTurn != g.st.Turn {
		g.all = slices.Clone(g.gen.AllMoves(g.st.Draw.Rack(), g.formula.Params))
		slices.SortFunc(g.all, ByScore)
		g.allTurn = g.st.Turn
	}
	return g.all
}

// Prepare finds and sorts the draw's legal moves ahead of the turn's
// correction, whose list (BestMoves) then takes them as they are: the
// Web Worker calls it while the player thinks. A joker draw has thousands
// of moves, and finding and sorting them was most of the correction's
// wait in the engine (#27: 2.9 ms natively at seed 42's turn 10, 4,392
// moves; a browser's worker takes several times that). It does nothing
// outside a turn in play or when they are found already.
func (g *Game) Prepare() {
	if g.st.Phase == Playing {
		g.sorted()
	}
}

// Prepared reports whether the draw's moves are found (Prepare): false
// while a turn is in play and they are not.
func (g *Game) Prepared() bool { return g.st.Phase != Playing || g.allTurn == g.st.Turn }
