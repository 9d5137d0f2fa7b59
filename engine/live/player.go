package live

import (
	"fmt"
	"slices"

	"duplicata/engine/ballot"
	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/engine/record"
)

// PlayerRecord is one player's own record of the live game, for their
// library: the published game's first turns (those counted, at the live
// rhythm), each with the play paid — plays[k-1] for turn k, nil for
// nothing handed in —, and its score sheet as Rank pays it
// (club.Reference.VerifyMode in competition: §6.3–§6.9, game.Tally). A
// zero keeps no solution and is left out. A play that does not replay is
// the clubs' *club.TurnError.
func (p *Published) PlayerRecord(turns int, plays []*record.Play) (record.Record, club.Sheet, error) {
	if turns < 0 || turns > len(p.pub.Turns) || len(plays) > turns {
		return record.Record{}, club.Sheet{}, fmt.Errorf("live: %d plays over %d turns of a game of %d", len(plays), turns, len(p.pub.Turns))
	}
	rec := p.pub
	rec.Turns = slices.Clone(p.pub.Turns)
	for k, play := range plays {
		if play != nil && !(play.Word == "" && play.Ref == "") {
			c := *play
			rec.Turns[k].Played = &c
		}
	}
	sh, err := p.ref.VerifyMode(&rec, game.Competition)
	if err != nil {
		return record.Record{}, club.Sheet{}, err
	}
	rec.Turns = rec.Turns[:turns]
	sh.Scores, sh.Paid = sh.Scores[:turns], sh.Paid[:turns]
	return rec, sh, nil
}

// Results are a player's results a turn, as a solo game's are kept
// (game.Result), from their record and its score sheet (PlayerRecord): the
// points paid on each turn (penalties already taken, as sh.Paid has them),
// the top, a warning, and the running totals.
func Results(rec record.Record, sh club.Sheet) []game.Result {
	out := make([]game.Result, 0, len(rec.Turns))
	var total, tops int
	for k, t := range rec.Turns {
		r := game.Result{Turn: k + 1}
		if k < len(sh.Paid) {
			r.Score = sh.Paid[k]
		}
		if t.Top != nil {
			r.Top = t.Top.Score
		}
		r.Warning = t.Played != nil && t.Played.Sanction == ballot.Warning.String()
		total, tops = total+r.Score, tops+r.Top
		r.Lost, r.Total, r.TopTotal, r.Deficit = r.Top-r.Score, total, tops, tops-total
		if tops > 0 {
			r.Percent = 100 * float64(total) / float64(tops)
		}
		out = append(out, r)
	}
	return out
}
