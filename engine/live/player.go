package live

import (
	"fmt"
	"slices"

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
