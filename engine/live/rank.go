package live

import (
	"errors"
	"slices"
	"time"

	"duplicata/engine/club"
	"duplicata/engine/game"
	"duplicata/engine/record"
)

// Ranking is a live game's ranking at an instant: the clubs' ranking
// (club.Rank) over the turns collected so far.
type Ranking struct {
	// Turns is how many turns count: those whose ballots are collected
	// (Timeline.Collected).
	Turns int
	// TopTotal is the sum of their tops.
	TopTotal int
	// Standings rank the players who were not removed.
	Standings []club.Standing
	// Sheets are each ranked player's score sheet by name: the moves'
	// scores (which the solos compare) and the points paid, a turn each.
	Sheets map[string]club.Sheet
	// Waiting are the late ballots no ruling has accepted yet, of the
	// turns counted: the arbiter's to decide.
	Waiting []Ballot
	// Unjudged are the ballots that count but have no verdict yet: they
	// score nothing until they do.
	Unjudged []Ballot
	// Plays are each ranked player's plays paid, a turn each: the
	// verdict or the arbiter's overrule that counts, nil for nothing.
	Plays map[string][]*record.Play
}

// Rank ranks the game at now from what the server stores: the ballots in
// the order received, the verdicts on them and the arbiter's rulings in the
// order given. On each turn counted a player is paid as Paid says: their
// ballot counts when it came on time, or late with a ruling that accepts or
// overrules it; it is paid by its verdict, or by the last overrule of the
// turn, which stands even with no ballot (the arbiter's decision). A ballot
// that does not count, a player who joined after a turn closed, or one who
// handed in nothing, scores zero on the turn (§6.7, §7.2). The points paid
// and the warnings are the clubs' (club.Reference.VerifyMode: §6.3–§6.9,
// game.Tally), the solos and the ranking too (club.Rank: §4.5, 10 points a
// solo from 16 players). A removed player is not ranked, nor counted among
// the players. A verdict or a ruling the server refutes is a *RefusalError:
// the server should have refused it when it came (CheckVerdict,
// CheckRuling).
func (g *Game) Rank(now time.Time, ballots []Ballot, verdicts []Verdict, rulings []Ruling) (Ranking, error) {
	n := g.tl.Collected(now)
	r := Ranking{Turns: n, Sheets: map[string]club.Sheet{}, Plays: map[string][]*record.Play{}}
	for _, t := range g.ref.Tops()[:n] {
		r.TopTotal += t
	}
	type key struct {
		player string
		turn   int
	}
	ruled := make(map[key]*Ruling, len(rulings))
	for i, x := range rulings {
		if err := g.CheckRuling(x); err != nil {
			return Ranking{}, err
		}
		ruled[key{x.Player, x.Turn}] = &rulings[i]
	}
	arrived := make(map[key]Arrival, len(ballots))
	refused := map[key]bool{}
	kept := make(map[key]Ballot, len(ballots))
	var order []Ballot
	for _, b := range ballots {
		a, err := g.receive(b, func(player string, turn int) (Ballot, bool) {
			s, ok := kept[key{player, turn}]
			return s, ok
		})
		k := key{b.Player, b.Turn}
		if err != nil {
			// Never stored by a server that asks Receive first, or
			// refused since: the end came while its turn was open.
			refused[k] = true
			continue
		}
		kept[k] = b
		order = append(order, b)
		if b.Turn > n {
			continue
		}
		arrived[k] = a
		if _, counts := Paid(a, nil, ruled[k]); !counts {
			r.Waiting = append(r.Waiting, b)
		}
	}
	// The verdicts' solutions are replayed with their player's sheet
	// below, once.
	judged := make(map[key]Verdict, len(verdicts))
	for _, v := range verdicts {
		k := key{v.Player, v.Turn}
		if _, ok := kept[k]; !ok && refused[k] {
			continue // the verdict on a ballot that no longer counts
		}
		var b *Ballot
		if s, ok := kept[k]; ok {
			b = &s
		}
		if err := v.on(b); err != nil {
			return Ranking{}, err
		}
		if err := zeroShape(&v.Play); err != nil {
			return Ranking{}, &RefusalError{What: "verdict", Player: v.Player, Turn: v.Turn, Refusal: Refuted, Err: err}
		}
		judged[k] = v
	}
	for _, b := range order {
		k := key{b.Player, b.Turn}
		_, counts := Paid(arrived[k], nil, ruled[k])
		if _, ok := judged[k]; counts && !ok && (ruled[k] == nil || ruled[k].Overrule == nil) {
			r.Unjudged = append(r.Unjudged, b)
		}
	}
	var results []club.Result
	// One record for every player's sheet, its moves set and cleared.
	rec := g.pub
	rec.Turns = slices.Clone(g.pub.Turns)
	plays := make([]record.Play, n)
	for _, name := range g.names {
		if _, ok := g.tl.Removed(name); ok {
			continue
		}
		for t := 1; t <= n; t++ {
			rec.Turns[t-1].Played = nil
			k := key{name, t}
			var verdict *record.Play
			if v, ok := judged[k]; ok {
				verdict = &v.Play
			}
			if play, _ := Paid(arrived[k], verdict, ruled[k]); play != nil {
				plays[t-1] = *play
				rec.Turns[t-1].Played = &plays[t-1]
			}
		}
		paid := make([]*record.Play, n)
		for t := range n {
			if rec.Turns[t].Played != nil {
				c := plays[t]
				paid[t] = &c
			}
		}
		r.Plays[name] = paid
		sh, err := g.ref.VerifyMode(&rec, game.Competition)
		if err != nil {
			turn := 0
			if te, ok := errors.AsType[*club.TurnError](err); ok {
				turn = te.Turn
			}
			return Ranking{}, &RefusalError{What: "verdict", Player: name, Turn: turn, Refusal: Refuted, Err: err}
		}
		r.Sheets[name] = sh
		results = append(results, club.Result{Name: name, Scores: sh.Scores, Paid: sh.Paid})
	}
	r.Standings = club.Rank(r.TopTotal, results)
	return r, nil
}
