package club

import (
	"cmp"
	"slices"
)

// SoloBonus is the bonus of a solo (§4.5) and SoloBonusPlayers the fewest
// players for which it is given: "Si le nombre de joueurs est au moins de
// seize, l'auteur d'un solo bénéficie d'une bonification de 10 points."
const (
	SoloBonus        = 10
	SoloBonusPlayers = 16
)

// Solos finds the solos of a game (§4.5): "Est crédité d'un solo tout
// joueur, dont le mot sur un coup donné réalise un score supérieur à celui
// de tous les autres joueurs, même si sa solution est inférieure à celle
// effectivement retenue par le juge-arbitre." scores[p][t] is player p's
// score on turn t (0: no move); solos[p][t] says whether p made a solo on
// turn t. A solo needs a word, so a score of 0 is none, and other players
// to beat, so a player alone makes none. Scores are the moves' scores,
// before any sanction: §4.5 compares what the words score (Sheet.Scores).
func Solos(scores [][]int) [][]bool {
	solos := make([][]bool, len(scores))
	turns := 0
	for p := range scores {
		solos[p] = make([]bool, len(scores[p]))
		turns = max(turns, len(scores[p]))
	}
	if len(scores) < 2 {
		return solos
	}
	for t := 0; t < turns; t++ {
		best, second, who := 0, 0, -1
		for p := range scores {
			s := 0
			if t < len(scores[p]) {
				s = scores[p][t]
			}
			switch {
			case s > best:
				best, second, who = s, best, p
			case s > second:
				second = s
			}
		}
		if who >= 0 && best > second {
			solos[who][t] = true
		}
	}
	return solos
}

// Result is a player's verified result of one game (Sheet).
type Result struct {
	Name   string
	Scores []int // the moves' scores, a turn each: the solos compare them
	// Paid are the points paid, a turn each (Sheet.Paid): a competition
	// game's are the arbiter's; nil for the scores.
	Paid []int
}

// Standing is a player's line of a ranking.
type Standing struct {
	Rank     int    `json:"rank"` // from 1; tied players share it (1, 1, 3)
	Name     string `json:"name"`
	Total    int    `json:"total"` // the points paid plus the solo bonuses
	Solos    int    `json:"solos"`
	Permille int    `json:"permille"` // Total per thousand of the top total, rounded down
	Deficit  int    `json:"deficit"`  // the top total minus Total: the négatif (negative after bonuses above the top)
	Games    int    `json:"games"`    // the games played: 1 in a game's ranking
}

// Paid is the points s was paid, its solo bonuses taken off: in a ranking
// of players players, SoloBonus a solo from SoloBonusPlayers (Rank).
func (s Standing) Paid(players int) int {
	if players >= SoloBonusPlayers {
		return s.Total - s.Solos*SoloBonus
	}
	return s.Total
}

// Rank ranks a game's results: each player's total — the points paid, with
// SoloBonus per solo when the game has at least SoloBonusPlayers players —,
// their solos (by the moves' scores), their
// share of topTotal and how far they are from it; by total, highest first,
// tied players sharing a rank and listed by name.
func Rank(topTotal int, results []Result) []Standing {
	scores := make([][]int, len(results))
	for i, r := range results {
		scores[i] = r.Scores
	}
	solos := Solos(scores)
	bonus := 0
	if len(results) >= SoloBonusPlayers {
		bonus = SoloBonus
	}
	out := make([]Standing, len(results))
	for i, r := range results {
		s := Standing{Name: r.Name, Games: 1}
		paid := r.Paid
		if paid == nil {
			paid = r.Scores
		}
		for _, v := range paid {
			s.Total += v
		}
		for t := range r.Scores {
			if solos[i][t] {
				s.Solos++
				s.Total += bonus
			}
		}
		out[i] = s
	}
	return finish(topTotal, out)
}

// finish sets the percentages, deficits and ranks, and sorts.
func finish(topTotal int, out []Standing) []Standing {
	for i := range out {
		out[i].Deficit = topTotal - out[i].Total
		if topTotal > 0 {
			out[i].Permille = out[i].Total * 1000 / topTotal
		}
	}
	slices.SortStableFunc(out, func(a, b Standing) int {
		return cmp.Or(cmp.Compare(b.Total, a.Total), cmp.Compare(a.Name, b.Name))
	})
	for i := range out {
		if i > 0 && out[i].Total == out[i-1].Total {
			out[i].Rank = out[i-1].Rank
		} else {
			out[i].Rank = i + 1
		}
	}
	return out
}

// GameStandings is one game's ranking, for Season.
type GameStandings struct {
	TopTotal  int
	Standings []Standing
}

// Season sums a club's games over a period by player name: totals, solos
// and games played; the percentage is of the tops of every game of the
// period, so that a game missed counts as nothing, and the deficit likewise.
func Season(games []GameStandings) []Standing {
	topTotal := 0
	byName := map[string]*Standing{}
	var names []string
	for _, g := range games {
		topTotal += g.TopTotal
		for _, s := range g.Standings {
			sum, ok := byName[s.Name]
			if !ok {
				sum = &Standing{Name: s.Name}
				byName[s.Name] = sum
				names = append(names, s.Name)
			}
			sum.Total += s.Total
			sum.Solos += s.Solos
			sum.Games += s.Games
		}
	}
	out := make([]Standing, 0, len(names))
	for _, n := range names {
		out = append(out, *byName[n])
	}
	return finish(topTotal, out)
}
