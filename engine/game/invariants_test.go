package game

import (
	"flag"
	"fmt"
	"testing"

	"duplicata/engine/bag"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// games is how many seeded games TestInvariants plays per formula: a few in
// ./build.sh test, 10,000 for the long run (go test ./engine/game -run
// Invariants -games 10000 -timeout 0).
var games = flag.Int("games", 8, "seeded games per formula for TestInvariants")

// TestInvariants plays seeded games of every formula to their end and checks
// at every turn: the 102 tiles are all accounted for (bag, draw, board, the
// jokers the arbiter holds); every draw put back failed the minimum or had
// no move, and the draw played meets the minimum that applies; the top is
// legal and no move scores more; the game ends only as §4.7 says.
func TestInvariants(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	n := *games
	if testing.Short() {
		n = min(n, 2)
	}
	for _, f := range Formulas() {
		t.Run(f.ID, func(t *testing.T) {
			t.Parallel()
			for seed := uint64(1); seed <= uint64(n); seed++ {
				g, err := New(lex, Config{Seed: seed, Formula: f.ID})
				if err != nil {
					t.Fatal(err)
				}
				if err := checkGame(g); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
			}
		})
	}
}

func checkGame(g *Game) error {
	for g.Phase() != Over {
		st := g.State()
		if err := checkTiles(g); err != nil {
			return fmt.Errorf("turn %d: %v", st.Turn, err)
		}
		if err := checkDraw(g); err != nil {
			return fmt.Errorf("turn %d: %v", st.Turn, err)
		}
		if _, err := g.Submit("", "", 0); err != nil {
			return err
		}
		if err := checkTop(g); err != nil {
			return fmt.Errorf("turn %d: %v", st.Turn, err)
		}
		if err := g.Next(); err != nil {
			return err
		}
	}
	return checkEnd(g)
}

// onBoardOrBag counts the tiles in the bag and on the board, a joker
// standing for a letter counted as a joker.
func onBoardOrBag(g *Game) tile.Rack {
	have := g.State().Bag.Counts()
	for _, t := range g.Board().Sq {
		switch {
		case t == tile.Empty:
		case t.IsBlank():
			have[tile.Joker]++
		default:
			have[t.Letter()]++
		}
	}
	return have
}

// checkTiles: bag + draw + board + the jokers held out = the 102 tiles.
func checkTiles(g *Game) error {
	st := g.State()
	have := onBoardOrBag(g)
	for l, c := range st.Draw.Rack() {
		have[l] += c
	}
	held := tile.Counts[tile.Joker] - int(have[tile.Joker])
	if !g.Formula().Joker && held != 0 || held < 0 || held > st.JokersInPlay {
		return fmt.Errorf("%d jokers held out, %d in play", held, st.JokersInPlay)
	}
	for l := 1; l <= tile.NumLetters; l++ {
		if int(have[l]) != tile.Counts[l] {
			return fmt.Errorf("%d %v accounted for, the game has %d", have[l], tile.Letter(l), tile.Counts[l])
		}
	}
	return nil
}

// checkDraw: the draws put back each failed the minimum or allowed no move;
// the draw played meets at least one vowel and one consonant, and two of
// each up to turn 15 unless the tiles left could not give it.
func checkDraw(g *Game) error {
	st := g.State()
	turn := st.Record.Turns[len(st.Record.Turns)-1]
	for _, r := range turn.Rejected {
		d, err := bag.ParseDraw(r)
		if err != nil {
			return err
		}
		if bag.Meets(d.Rack(), bag.Minimum(st.Turn)) && hasMove(g, d.Rack()) {
			return fmt.Errorf("draw %s was put back though valid and playable", r)
		}
	}
	draw := st.Draw.Rack()
	if !bag.Meets(draw, 1) {
		return fmt.Errorf("draw %v has not one vowel and one consonant", st.Draw)
	}
	if st.Turn <= bag.LastTwoTwoTurn && !bag.Meets(draw, 2) {
		// Allowed only when the tiles left (this draw and the bag) could
		// not give two of each.
		if bag.Required(st.Turn, draw, st.Bag.Counts(), g.Formula().DrawSize) == 2 {
			return fmt.Errorf("draw %v at turn %d lacks two vowels and two consonants", st.Draw, st.Turn)
		}
	}
	return nil
}

func hasMove(g *Game, r tile.Rack) bool {
	gen := movegen.New(g.lex)
	gen.SetBoard(g.Board())
	_, tops := gen.Top(r, g.formula.Params)
	return len(tops) > 0
}

// checkTop: the top is legal (Check) and scores the most of every move.
func checkTop(g *Game) error {
	st := g.State()
	turn := st.Record.Turns[len(st.Record.Turns)-1]
	m, err := Check(g.Board(), g.lex, st.Draw.Rack(), g.formula.Params, turn.Top.Word, turn.Top.Ref)
	if err != nil {
		return fmt.Errorf("top %v: %v", *turn.Top, err)
	}
	if m.Score != turn.Top.Score {
		return fmt.Errorf("top %v scores %d", *turn.Top, m.Score)
	}
	best := 0
	gen := movegen.New(g.lex)
	gen.SetBoard(g.Board())
	for _, o := range gen.AllMoves(st.Draw.Rack(), g.formula.Params) {
		best = max(best, o.Score)
	}
	if best != m.Score {
		return fmt.Errorf("top %v, but a move scores %d", *turn.Top, best)
	}
	for _, tie := range turn.Ties {
		if tie.Score != m.Score {
			return fmt.Errorf("tie %v does not tie the top", tie)
		}
	}
	return nil
}

// checkEnd: the game ended as §4.7 says: the tiles left cannot give a
// valid draw, or they all fit in one draw that allows no move.
func checkEnd(g *Game) error {
	st := g.State()
	// The tiles left beside the bag: the last leave, and in a joker game
	// the joker the arbiter would impose.
	have := onBoardOrBag(g)
	var leave tile.Rack
	for l := range leave {
		leave[l] = uint8(tile.Counts[l]) - have[l]
	}
	if g.Formula().Joker {
		leave[tile.Joker] = uint8(min(int(leave[tile.Joker]), 1, st.JokersInPlay))
	}
	if over, _ := bag.Ended(leave, st.Bag.Counts()); over {
		return nil
	}
	left := leave
	for l, c := range st.Bag.Counts() {
		left[l] += c
	}
	if st.EndReason == EndNoMove && left.Len() <= g.Formula().DrawSize && !hasMove(g, left) {
		return nil
	}
	return fmt.Errorf("the game ended (%s) with %v left and bag %v", st.EndReason, leave, st.Bag)
}
