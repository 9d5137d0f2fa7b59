package movegen

import (
	"cmp"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/tile"
)

// checkKey identifies a move for set comparisons: where, what word (jokers
// included), which tiles are new, and the score.
type checkKey struct {
	ref    board.Ref
	n      int
	word   [board.Size]tile.Tile
	placed uint16
	score  int
}

func checkKeyOf(m *board.Move) checkKey {
	k := checkKey{ref: m.Ref, n: m.Len, placed: m.Placed, score: m.Score}
	copy(k.word[:m.Len], m.Word[:m.Len])
	return k
}

func (k checkKey) String() string {
	m := board.Move{Ref: k.ref, Len: k.n, Word: k.word}
	return fmt.Sprintf("%s %s %d (placed %0*b)", k.ref, m.WordString(), k.score, k.n, k.placed)
}

// checkCompare orders keys, for reports.
func checkCompare(a, b checkKey) int {
	down := func(r board.Ref) int {
		if r.Down {
			return 1
		}
		return 0
	}
	return cmp.Or(
		cmp.Compare(down(a.ref), down(b.ref)),
		cmp.Compare(a.ref.Row, b.ref.Row),
		cmp.Compare(a.ref.Col, b.ref.Col),
		cmp.Compare(a.n, b.n),
		slices.Compare(a.word[:], b.word[:]),
		cmp.Compare(a.placed, b.placed),
		cmp.Compare(a.score, b.score))
}

// checkSet is a set of moves to compare lists with: the value is the number
// of the last comparison that met the move.
type checkSet struct {
	keys map[checkKey]int
	pass int
}

func checkSetOf(moves []board.Move) *checkSet {
	s := &checkSet{keys: make(map[checkKey]int, len(moves))}
	for i := range moves {
		s.keys[checkKeyOf(&moves[i])] = 0
	}
	return s
}

// diff returns the moves of the set missing from got and those of got not in
// the set or listed twice, both sorted.
func (s *checkSet) diff(got []board.Move) (missing, extra []checkKey) {
	s.pass++
	met := 0
	for i := range got {
		k := checkKeyOf(&got[i])
		switch v, ok := s.keys[k]; {
		case !ok || v == s.pass:
			extra = append(extra, k)
		default:
			s.keys[k] = s.pass
			met++
		}
	}
	if met < len(s.keys) {
		for k, v := range s.keys {
			if v != s.pass {
				missing = append(missing, k)
			}
		}
	}
	slices.SortFunc(missing, checkCompare)
	slices.SortFunc(extra, checkCompare)
	return missing, extra
}

// TestReferenceAgreement compares the fast generator with the reference on
// self-play positions: AllMoves must list exactly the reference's moves, each
// passing the independent checker, and Top must give the best score with
// exactly the moves that reach it. It also replays the games with Place, so
// that the incremental updates are compared with the reference too.
func TestReferenceAgreement(t *testing.T) {
	n := selfplayCount
	if testing.Short() {
		n = 300
	}
	start := time.Now()
	dict := refLoadDict(t)
	lex := frlibretest.Lexicon(t)
	ps := selfplayPositions(t, n)
	t.Logf("reference dictionary, lexicon and %d positions ready in %v", n, time.Since(start).Round(time.Millisecond))

	var jokers [3]int
	for _, p := range ps {
		jokers[p.Rack[tile.Joker]]++
	}
	t.Logf("racks with no joker: %d, one: %d, two: %d", jokers[0], jokers[1], jokers[2])
	if need := 100 * n / 2000; jokers[1] < need || jokers[2] < need {
		t.Errorf("too few jokers: %d racks with one and %d with two, want %d each", jokers[1], jokers[2], need)
	}

	// Whole games are shared out among workers: each has a generator set
	// up from scratch on every position, and one that follows the game
	// with Place as a real game does. A failure report is kept per
	// position and printed in order.
	var games [][]int
	for i := range ps {
		if i == 0 || ps[i].Game != ps[i-1].Game {
			games = append(games, nil)
		}
		games[len(games)-1] = append(games[len(games)-1], i)
	}
	reports := make([]string, len(ps))
	moves := make([]int, len(ps))
	var next atomic.Int64
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			g, gi := New(lex), New(lex)
			for {
				k := int(next.Add(1)) - 1
				if k >= len(games) {
					return
				}
				gi.SetBoard(&board.Board{})
				var last board.Move
				for j, i := range games[k] {
					p := &ps[i]
					if j > 0 && p.Turn != ps[games[k][j-1]].Turn {
						gi.Place(&last)
					}
					if p.Made == 0 {
						last = p.Played
					}
					reports[i], moves[i] = checkPosition(g, gi, lex, dict, p)
				}
			}
		})
	}
	wg.Wait()

	total, failed := 0, 0
	for i, r := range reports {
		total += moves[i]
		if r == "" {
			continue
		}
		failed++
		if failed <= 5 {
			t.Errorf("position %d: %s", i, r)
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d positions disagree", failed, len(ps))
	}
	elapsed := time.Since(start)
	t.Logf("%d positions, %d moves, checked in %v with %d workers", len(ps), total, elapsed.Round(time.Millisecond), workers)
}

// checkPosition compares the generators on one position: g is set up on the
// board from scratch, gi has reached it by Place. It returns what went
// wrong, or "", and the number of moves.
func checkPosition(g, gi *Generator, lex *lexicon.Lexicon, dict *refDict, p *selfplayPosition) (report string, n int) {
	refMoves := refAllMoves(dict, &p.Board, p.Rack, p.Params)
	ref := checkSetOf(refMoves)
	n = len(refMoves)
	if *gi.Board() != p.Board {
		return checkDescribe(p) + fmt.Sprintf("the board after Place differs:\n%v", gi.Board()), n
	}
	var problems []string
	all := gi.AllMoves(p.Rack, p.Params)
	if missing, extra := ref.diff(all); len(missing)+len(extra) > 0 {
		problems = append(problems, checkReport("AllMoves after Place", missing, extra))
	}
	g.SetBoard(&p.Board)
	all = g.AllMoves(p.Rack, p.Params)
	if missing, extra := ref.diff(all); len(missing)+len(extra) > 0 {
		problems = append(problems, checkReport("AllMoves", missing, extra))
	}
	for _, m := range all {
		if err := checkMove(lex, &p.Board, p.Rack, p.Params, m); err != nil {
			problems = append(problems, fmt.Sprintf("the checker rejects %v: %v", checkKeyOf(&m), err))
			break
		}
	}

	// The top by the reference: the best score and every move with it.
	best := 0
	for _, m := range refMoves {
		best = max(best, m.Score)
	}
	var refTops []board.Move
	for _, m := range refMoves {
		if m.Score == best {
			refTops = append(refTops, m)
		}
	}
	score, tops := g.Top(p.Rack, p.Params)
	if len(refMoves) == 0 && (score != 0 || len(tops) != 0) {
		problems = append(problems, fmt.Sprintf("Top gives %d and %d moves where there is no move", score, len(tops)))
	} else if score != best {
		problems = append(problems, fmt.Sprintf("Top scores %d, the best move scores %d", score, best))
	}
	if missing, extra := checkSetOf(refTops).diff(tops); len(missing)+len(extra) > 0 {
		problems = append(problems, checkReport("Top", missing, extra))
	}
	if len(problems) == 0 {
		return "", n
	}
	return checkDescribe(p) + strings.Join(problems, "\n"), n
}

// checkDescribe prints a position for a failure report.
func checkDescribe(p *selfplayPosition) string {
	var bonus []string
	for tiles, points := range p.Params.Bonus {
		if points != 0 {
			bonus = append(bonus, fmt.Sprintf("%d for %d tiles", points, tiles))
		}
	}
	return fmt.Sprintf("rack %v, at most %d tiles, bonus %s, game %d turn %d, board:\n%v",
		p.Rack, p.Params.MaxTiles, strings.Join(bonus, ", "), p.Game, p.Turn, &p.Board)
}

// checkReport says how a list of moves differs from the reference's.
func checkReport(what string, missing, extra []checkKey) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s: %d moves missing, %d moves the reference does not make (or listed twice)\n", what, len(missing), len(extra))
	for i, k := range missing {
		if i == 10 {
			fmt.Fprintf(&sb, "  … and %d more missing\n", len(missing)-10)
			break
		}
		fmt.Fprintf(&sb, "  missing %v\n", k)
	}
	for i, k := range extra {
		if i == 10 {
			fmt.Fprintf(&sb, "  … and %d more extra\n", len(extra)-10)
			break
		}
		fmt.Fprintf(&sb, "  extra   %v\n", k)
	}
	return sb.String()
}
