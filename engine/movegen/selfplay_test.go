package movegen

// Deterministic self-play: realistic positions for the agreement test and
// the benchmarks. Games are played with the fast generator's top from a
// shuffled French bag; every position met is kept, and copies of some racks
// with one or two tiles turned into jokers are added, since jokers are where
// a move generator has the most ways to go wrong and the most work to do.

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/tile"
)

// selfplayCount is how many positions the agreement test and the benchmarks
// use (the agreement test fewer with -short).
const selfplayCount = 2000

// selfplayPosition is a board and a rack to find moves for.
type selfplayPosition struct {
	Board  board.Board
	Rack   tile.Rack
	Params Params
	Game   int // games are numbered from 0
	Turn   int // moves already played in the game
	// Jokers made: 0 for the game's own rack, 1 or 2 for a copy of it with
	// that many more tiles turned into jokers.
	Made int
	// Played is the move the game went on with from this position (Made
	// is 0), and HasPlayed says whether there was one.
	Played    board.Move
	HasPlayed bool
}

// selfplayFormula is a formula games are played under: its limits, the
// rack size it draws to, and how often it is picked.
type selfplayFormula struct {
	params Params
	rack   int
	weight int
}

// selfplayFormulas are the formulas games are played under, with the rack
// size each draws to; most games are normal ones.
var selfplayFormulas = []selfplayFormula{
	{Normal, 7, 60},
	{SevenOf8, 8, 14}, // eight tiles, seven at most placed
	{SevenAnd8, 8, 13},
	{SevenEight9, 9, 13},
}

var selfplayCache struct {
	sync.Mutex
	positions []selfplayPosition
}

// selfplayPositions returns the first n positions of the self-play stream.
// The stream depends on nothing but its seed (not on n, and not on the order
// in which Top lists tied moves), so a test and a benchmark asking for
// different counts see the same positions.
func selfplayPositions(tb testing.TB, n int) []selfplayPosition {
	tb.Helper()
	selfplayCache.Lock()
	defer selfplayCache.Unlock()
	if len(selfplayCache.positions) < n {
		selfplayCache.positions = selfplayGenerate(tb, n)
	}
	return selfplayCache.positions[:n:n]
}

func selfplayGenerate(tb testing.TB, n int) []selfplayPosition {
	lex := frlibretest.Lexicon(tb)
	g := New(lex)
	rng := rand.New(rand.NewPCG(20240601, 8))
	out := make([]selfplayPosition, 0, n)
	natural := 0
	for game := 0; len(out) < n; game++ {
		f := selfplayPickFormula(rng)
		var bag []tile.Letter
		for l, c := range tile.Counts {
			for range c {
				bag = append(bag, tile.Letter(l))
			}
		}
		var b board.Board
		g.SetBoard(&b)
		var rack tile.Rack
		for turn := 0; len(out) < n; turn++ {
			for rack.Len() < f.rack && len(bag) > 0 {
				i := rng.IntN(len(bag))
				rack[bag[i]]++
				bag[i] = bag[len(bag)-1]
				bag = bag[:len(bag)-1]
			}
			if rack.Len() == 0 {
				break
			}
			pos := selfplayPosition{Board: b, Rack: rack, Params: f.params, Game: game, Turn: turn}
			_, tops := g.Top(rack, f.params)
			if len(tops) > 0 {
				pos.Played, pos.HasPlayed = selfplayFirst(tops), true
			}
			out = append(out, pos)
			// Copies with jokers: every other position gets one more
			// joker, the others two more.
			if made := 1 + natural%2; len(out) < n && int(rack[tile.Joker])+made <= tile.Counts[tile.Joker] && rack.Len() > made {
				c := pos
				c.Made, c.Played, c.HasPlayed = made, board.Move{}, false
				for range made {
					c.Rack = selfplayToJoker(rng, c.Rack)
				}
				out = append(out, c)
			}
			natural++
			if !pos.HasPlayed {
				break
			}
			m := pos.Played
			for i := 0; i < m.Len; i++ {
				if m.Placed&(1<<i) == 0 {
					continue
				}
				if m.Word[i].IsBlank() {
					rack[tile.Joker]--
				} else {
					rack[m.Word[i].Letter()]--
				}
			}
			g.Place(&m)
			b.Place(&m)
			if *g.Board() != b {
				tb.Fatalf("game %d turn %d: the generator's board differs after Place(%v)", game, turn, m)
			}
		}
	}
	return out
}

func selfplayPickFormula(rng *rand.Rand) selfplayFormula {
	total := 0
	for _, f := range selfplayFormulas {
		total += f.weight
	}
	x := rng.IntN(total)
	for _, f := range selfplayFormulas {
		if x < f.weight {
			return f
		}
		x -= f.weight
	}
	panic("unreachable")
}

// selfplayFirst picks among tied tops the first by reference and word, so
// that the games do not depend on the order Top lists them in.
func selfplayFirst(tops []board.Move) board.Move {
	return slices.MinFunc(tops, func(a, b board.Move) int {
		return cmp.Or(
			cmp.Compare(a.Ref.String(), b.Ref.String()),
			cmp.Compare(a.WordString(), b.WordString()))
	})
}

// selfplayToJoker turns one of the rack's lettered tiles, at random, into a
// joker.
func selfplayToJoker(rng *rand.Rand, r tile.Rack) tile.Rack {
	letters := r.Len() - int(r[tile.Joker])
	k := rng.IntN(letters)
	for l := 1; l <= tile.NumLetters; l++ {
		if k < int(r[l]) {
			r[l]--
			r[tile.Joker]++
			return r
		}
		k -= int(r[l])
	}
	panic("unreachable")
}

// TestSelfplay checks that the stream is deterministic and its positions
// well formed: racks within the formula and the tile set, boards that only
// grow within a game.
func TestSelfplay(t *testing.T) {
	n := 400
	ps := selfplayPositions(t, n)
	again := selfplayGenerate(t, n)
	for i := range ps {
		if ps[i] != again[i] {
			t.Fatalf("position %d differs between two runs", i)
		}
	}
	made := [3]int{}
	for i, p := range ps {
		made[p.Made]++
		if l := p.Rack.Len(); l < 1 || l > tile.MaxRack || int(p.Rack[tile.Joker]) > tile.Counts[tile.Joker] {
			t.Errorf("position %d: rack %v", i, p.Rack)
		}
		var used [tile.NumLetters + 1]int
		for _, tl := range p.Board.Sq {
			switch {
			case tl == tile.Empty:
			case tl.IsBlank():
				used[tile.Joker]++
			default:
				used[tl.Letter()]++
			}
		}
		for l := range used {
			if p.Made == 0 && used[l]+int(p.Rack[l]) > tile.Counts[l] {
				t.Errorf("position %d: %d of %v on the board and in the rack", i, used[l]+int(p.Rack[l]), tile.Letter(l))
			}
		}
		if p.Turn == 0 && !p.Board.IsEmpty() {
			t.Errorf("position %d: a game starts on a board with tiles", i)
		}
	}
	t.Logf("%d positions: %d from games, %d with one joker made, %d with two", n, made[0], made[1], made[2])
	if made[1] == 0 || made[2] == 0 {
		t.Errorf("no joker copies")
	}
}
