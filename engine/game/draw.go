package game

import (
	"errors"
	"fmt"
	"slices"

	"duplicata/engine/bag"
	"duplicata/engine/record"
	"duplicata/engine/tile"
)

// EndReason says why a game ended. Its values are stable English text:
// they are saved with the game (State.EndReason).
type EndReason string

// The reasons a game ends.
const (
	// The letters left allow no valid draw (§4.7, bag.Ended).
	EndAllPlayed      EndReason = "all the tiles are drawn and placed"
	EndOneLetter      EndReason = "a single tile is left"
	EndOnlyVowels     EndReason = "only vowels are left"
	EndOnlyConsonants EndReason = "only consonants are left"
	// EndNoDraw: the bag could make no valid draw though the letters
	// seemed to allow one (bag.ErrGameOver).
	EndNoDraw EndReason = "no valid draw can be made"
	// EndNoMove: no tile can be placed any more (§4.7).
	EndNoMove EndReason = "no tile can be placed any more"
	// EndRedraws: some set of the tiles left could still be placed, but
	// maxRedraws draws in a row (§4.6) gave none that can.
	EndRedraws EndReason = "no draw of the tiles left could be placed"
	// EndDraws: an imported game's draws are all played.
	EndDraws EndReason = "the imported draws are all played"
)

// endOf is the end reason of letters that end the game (bag.Ended).
func endOf(r bag.EndReason) EndReason {
	switch r {
	case bag.AllPlayed:
		return EndAllPlayed
	case bag.OneLetter:
		return EndOneLetter
	case bag.OnlyVowels:
		return EndOnlyVowels
	case bag.OnlyConsonants:
		return EndOnlyConsonants
	}
	return EndReason(r.String())
}

// maxRedraws bounds the new draws of one turn (§4.6) once the tiles left
// are known to hold a move. It is only reached when the move needs a few
// given tiles out of many: the game then ends rather than loop.
const maxRedraws = 1000

// placeable reports whether some set of the tiles left — draw d and the
// bag together — makes a legal move. Any move of a sub-rack is a move of
// the whole, so false means no draw will ever have one. The pool may hold
// far more than tile.MaxRack tiles: AllMoves (not Top) takes such a rack.
func (g *Game) placeable(d bag.Draw) bool {
	pool := d.Rack()
	for l, n := range g.st.Bag.Counts() {
		pool[l] += n
	}
	return len(g.gen.AllMoves(pool, g.formula.Params)) > 0
}

func (g *Game) spec() bag.Spec {
	return bag.Spec{Size: g.formula.DrawSize, Turn: g.st.Turn, Joker: g.st.JokersInPlay > 0}
}

// draw makes the turn's draw from the leave: rejections as the bag makes
// them, then, while the draw allows no move, a new draw (§4.6). It ends the
// game when the tiles left cannot give a valid draw (§4.2, §4.7) or no tile
// can be placed any more.
func (g *Game) draw(leave tile.Rack) error {
	g.all, g.allTurn = nil, 0
	turn := record.Turn{Number: g.st.Turn}
	end := func(why EndReason) error {
		g.st.Phase, g.st.EndReason, g.st.Record.End = Over, why, string(why)
		g.st.Draw = bag.Draw{}
		return nil
	}
	if len(g.st.Draws) > 0 {
		return g.drawImported(turn, end)
	}
	check := leave
	if g.st.JokersInPlay > 0 && check[tile.Joker] == 0 {
		check[tile.Joker]++
	}
	if over, why := bag.Ended(check, g.st.Bag.Counts()); over {
		return end(endOf(why))
	}
	res, err := g.st.Bag.Draw(&g.st.Rand, leave, g.spec())
	if errors.Is(err, bag.ErrGameOver) {
		return end(EndNoDraw)
	}
	if err != nil {
		return err
	}
	for _, r := range res.Rejected {
		turn.Rejected = append(turn.Rejected, r.String())
	}
	for redraws := 0; ; redraws++ {
		score, tops := g.gen.Top(res.Draw.Rack(), g.formula.Params)
		if len(tops) > 0 {
			g.score, g.tops = score, slices.Clone(tops)
			break
		}
		// No move. If no move can be made from all the tiles left
		// together, no draw of them has one: the game is over (§4.7,
		// « s'il n'est plus possible de placer de lettres »). This is
		// asked once a turn, on the first draw without a move.
		if redraws == 0 && !g.placeable(res.Draw) {
			return end(EndNoMove)
		}
		// Some draw has a move, but the draws may keep missing it (a
		// move that needs two rare tiles of a large bag). maxRedraws
		// bounds the loop: a turn makes at most maxRedraws+1 draws.
		if redraws == maxRedraws {
			return end(EndRedraws)
		}
		// No move: every tile of the draw goes back and a new one is
		// made (§4.6); it counts as a rejected draw in the record.
		turn.Rejected = append(turn.Rejected, res.Draw.String())
		next, err := g.st.Bag.Redraw(&g.st.Rand, res.Draw, g.spec())
		if errors.Is(err, bag.ErrSameDraw) || errors.Is(err, bag.ErrGameOver) {
			return end(EndNoMove)
		}
		if err != nil {
			return err
		}
		for _, r := range next.Rejected {
			turn.Rejected = append(turn.Rejected, r.String())
		}
		res = next
	}
	turn.Draw = res.Draw.String()
	g.st.Draw = res.Draw
	g.st.Record.Turns = append(g.st.Record.Turns, turn)
	g.st.Phase = Playing
	return nil
}

// drawImported makes the turn's draw from the imported draws. The tiles
// it brings leave the bag when the bag has them, so that a joker game's
// replacements (§4.8.2) and the tie-break's end of game look at a bag
// close to the original game's.
func (g *Game) drawImported(turn record.Turn, end func(EndReason) error) error {
	k := g.st.Turn
	if k > len(g.st.Draws) {
		return end(EndDraws)
	}
	d, err := bag.ParseDraw(g.st.Draws[k-1])
	if err != nil {
		return fmt.Errorf("game: imported draw %d: %w", k, err)
	}
	for _, l := range d.New {
		if g.st.Bag.Count(l) > 0 {
			g.st.Bag.Remove(l)
		}
	}
	score, tops := g.gen.Top(d.Rack(), g.formula.Params)
	if len(tops) == 0 {
		return end(EndNoMove)
	}
	g.score, g.tops = score, slices.Clone(tops)
	turn.Draw = d.String()
	g.st.Draw = d
	g.st.Record.Turns = append(g.st.Record.Turns, turn)
	g.st.Phase = Playing
	return nil
}
