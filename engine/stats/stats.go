// Package stats computes a player's statistics over the finished solo games
// of their library: games, mean percentage of the top, points lost a turn,
// bingos found of those available, warnings — overall or for a formula, a
// mode, a rhythm, a period — with the series the app charts (the percentage
// of the top game after game, the points lost by turn number), the five best
// and worst games, and a CSV file of one line a game.
//
// Definitions, so that every figure can be checked by hand:
//
//   - a game's percentage is its total (net of penalties) over the tops'
//     total, ×100; the mean percentage is the mean of the games' percentages,
//     each game counting once whatever its length;
//   - a turn's points lost are top − score + the turn's penalty, so that a
//     game's points lost add up to its négatif; points lost a turn is their
//     sum over the turns of every game counted;
//   - a bingo is available on a turn whose top is a bingo, and found when the
//     player's move on that turn was a bingo too (game.Summary's reading);
//   - the games counted are the solo games (Kind "solo"): a topping game is
//     scored in time and an imported one has no player.
package stats

import (
	"cmp"
	"encoding/csv"
	"io"
	"slices"
	"strconv"
	"time"

	"duplicata/engine/game"
)

// Game is a finished game of the library. Its JSON form reads the app's
// library entries as they are stored.
type Game struct {
	ID      string        `json:"id"`
	Kind    string        `json:"kind"` // "solo" counts; "topping", "import" do not
	Date    time.Time     `json:"date"` // when it ended
	Formula string        `json:"formula"`
	Seed    uint64        `json:"seed"`
	Mode    game.Mode     `json:"mode"`
	Rhythm  int           `json:"rhythm"` // seconds a turn, 0 untimed
	Results []game.Result `json:"results"`
}

// Counted reports whether g is a game statistics are made of: a solo game
// with at least one turn played.
func (g *Game) Counted() bool { return (g.Kind == "solo" || g.Kind == "") && len(g.Results) > 0 }

// Line is one game's figures.
type Line struct {
	ID       string    `json:"id"`
	Date     time.Time `json:"date"`
	Formula  string    `json:"formula"`
	Seed     uint64    `json:"seed"`
	Mode     game.Mode `json:"mode"`
	Rhythm   int       `json:"rhythm"`
	Turns    int       `json:"turns"`
	Score    int       `json:"score"` // net of penalties
	Top      int       `json:"top"`
	Percent  float64   `json:"percent"`
	Lost     int       `json:"lost"` // Top − Score: the négatif
	Found    int       `json:"bingosFound"`
	Bingos   int       `json:"bingosAvailable"`
	Warnings int       `json:"warnings"`
}

// LineOf adds up a game.
func LineOf(g *Game) Line {
	s := game.Summarize(g.Results)
	return Line{
		ID: g.ID, Date: g.Date, Formula: g.Formula, Seed: g.Seed, Mode: g.Mode, Rhythm: g.Rhythm,
		Turns: s.Turns, Score: s.Total, Top: s.TopTotal, Percent: s.Percent, Lost: s.TopTotal - s.Total,
		Found: s.BingosFound, Bingos: s.Bingos, Warnings: s.Warnings,
	}
}

// Filter chooses games. Its zero value chooses every game counted.
type Filter struct {
	Formula string    `json:"formula,omitempty"` // "" any
	Mode    game.Mode `json:"mode,omitempty"`    // "" any
	Rhythm  *int      `json:"rhythm,omitempty"`  // nil any; 0 is untimed
	From    time.Time `json:"from,omitzero"`     // games ended at or after From; zero: no bound
	Until   time.Time `json:"until,omitzero"`    // games ended before Until; zero: no bound
}

// Match reports whether f chooses g.
func (f Filter) Match(g *Game) bool {
	switch {
	case !g.Counted():
		return false
	case f.Formula != "" && g.Formula != f.Formula:
		return false
	case f.Mode != "" && g.Mode != f.Mode:
		return false
	case f.Rhythm != nil && g.Rhythm != *f.Rhythm:
		return false
	case !f.From.IsZero() && g.Date.Before(f.From):
		return false
	case !f.Until.IsZero() && !g.Date.Before(f.Until):
		return false
	}
	return true
}

// Totals are the figures of a set of games.
type Totals struct {
	Games           int     `json:"games"`
	Turns           int     `json:"turns"`
	MeanPercent     float64 `json:"meanPercent"`
	LostPerTurn     float64 `json:"lostPerTurn"`
	BingosFound     int     `json:"bingosFound"`
	BingosAvailable int     `json:"bingosAvailable"`
	Warnings        int     `json:"warnings"`
}

// TurnLoss is the mean of the points lost on one turn number.
type TurnLoss struct {
	Turn  int     `json:"turn"`  // from 1
	Games int     `json:"games"` // games that had this turn
	Lost  float64 `json:"lost"`  // the mean points lost on it
}

// Report is the statistics of the games a filter chooses.
type Report struct {
	Totals
	// Timeline is every game, oldest first: the line chart.
	Timeline []Line `json:"timeline"`
	// LostByTurn is the mean points lost by turn number: the bar chart.
	LostByTurn []TurnLoss `json:"lostByTurn"`
	// Best and Worst are the five games of highest and lowest
	// percentage (ties: the latest first), best or worst first.
	Best  []Line `json:"best"`
	Worst []Line `json:"worst"`
}

// Ranked is how many games Best and Worst hold at most.
const Ranked = 5

// Compute makes the report of the games f chooses.
func Compute(games []Game, f Filter) Report {
	var r Report
	var lost, sumPercent float64
	var byTurn []struct{ games, lost int }
	for i := range games {
		g := &games[i]
		if !f.Match(g) {
			continue
		}
		l := LineOf(g)
		r.Timeline = append(r.Timeline, l)
		r.Games++
		r.Turns += l.Turns
		sumPercent += l.Percent
		lost += float64(l.Lost)
		r.BingosFound += l.Found
		r.BingosAvailable += l.Bingos
		r.Warnings += l.Warnings
		for _, res := range g.Results {
			n := res.Turn
			if n < 1 {
				continue
			}
			for len(byTurn) < n {
				byTurn = append(byTurn, struct{ games, lost int }{})
			}
			byTurn[n-1].games++
			byTurn[n-1].lost += res.Top - res.Score + res.Penalty
		}
	}
	if r.Games > 0 {
		r.MeanPercent = sumPercent / float64(r.Games)
	}
	if r.Turns > 0 {
		r.LostPerTurn = lost / float64(r.Turns)
	}
	for i, t := range byTurn {
		if t.games > 0 {
			r.LostByTurn = append(r.LostByTurn, TurnLoss{Turn: i + 1, Games: t.games, Lost: float64(t.lost) / float64(t.games)})
		}
	}
	slices.SortStableFunc(r.Timeline, func(a, b Line) int { return a.Date.Compare(b.Date) })
	r.Best = ranked(r.Timeline, 1)
	r.Worst = ranked(r.Timeline, -1)
	return r
}

// ranked is the Ranked games of highest percentage (sign 1) or lowest
// (sign −1), the latest first among equals.
func ranked(lines []Line, sign int) []Line {
	out := slices.Clone(lines)
	slices.SortStableFunc(out, func(a, b Line) int {
		return cmp.Or(sign*cmp.Compare(b.Percent, a.Percent), b.Date.Compare(a.Date))
	})
	return out[:min(Ranked, len(out))]
}

// Group is the totals of the games sharing one value of a key.
type Group struct {
	Key string `json:"key"`
	Totals
}

// Key names what games are grouped by.
type Key string

const (
	ByFormula Key = "formula"
	ByMode    Key = "mode"
	ByRhythm  Key = "rhythm" // seconds, as a decimal string
	ByMonth   Key = "month"  // "2026-11", in the games' own time zone
)

// Groups are the totals of the games f chooses, one group a value of k,
// in the order of the values (months oldest first, rhythms shortest first).
func Groups(games []Game, f Filter, k Key) []Group {
	keys := map[string][]Game{}
	for _, g := range games {
		if f.Match(&g) {
			v := keyOf(&g, k)
			keys[v] = append(keys[v], g)
		}
	}
	var out []Group
	for v, gs := range keys {
		out = append(out, Group{Key: v, Totals: Compute(gs, Filter{}).Totals})
	}
	slices.SortFunc(out, func(a, b Group) int {
		if k == ByRhythm {
			x, _ := strconv.Atoi(a.Key)
			y, _ := strconv.Atoi(b.Key)
			return cmp.Compare(x, y)
		}
		return cmp.Compare(a.Key, b.Key)
	})
	return out
}

func keyOf(g *Game, k Key) string {
	switch k {
	case ByFormula:
		return g.Formula
	case ByMode:
		return string(g.Mode)
	case ByRhythm:
		return strconv.Itoa(g.Rhythm)
	default:
		return g.Date.Format("2006-01")
	}
}

// CSVHeader names the columns WriteCSV writes.
var CSVHeader = []string{
	"id", "date", "formule", "numero", "mode", "cadence_s", "coups", "score", "top",
	"pourcentage", "negatif", "perdus_par_coup", "scrabbles_trouves", "scrabbles_possibles", "avertissements",
}

// WriteCSV writes the games f chooses, one line a game, oldest first, after
// a header line (CSVHeader): RFC 4180, comma-separated, a dot for decimals
// (percentages to two places), dates in RFC 3339 UTC.
func WriteCSV(w io.Writer, games []Game, f Filter) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(CSVHeader); err != nil {
		return err
	}
	for _, l := range Compute(games, f).Timeline {
		perTurn := 0.0
		if l.Turns > 0 {
			perTurn = float64(l.Lost) / float64(l.Turns)
		}
		cw.Write([]string{
			l.ID, l.Date.UTC().Format(time.RFC3339), l.Formula, strconv.FormatUint(l.Seed, 10), string(l.Mode),
			strconv.Itoa(l.Rhythm), strconv.Itoa(l.Turns), strconv.Itoa(l.Score), strconv.Itoa(l.Top),
			strconv.FormatFloat(l.Percent, 'f', 2, 64), strconv.Itoa(l.Lost), strconv.FormatFloat(perTurn, 'f', 2, 64),
			strconv.Itoa(l.Found), strconv.Itoa(l.Bingos), strconv.Itoa(l.Warnings),
		})
	}
	cw.Flush()
	return cw.Error()
}
