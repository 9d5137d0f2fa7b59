package bag

import (
	"errors"
	"testing"

	"duplicata/engine/tile"
)

// TestGamesOfDraws plays 1,000 seeded games of draws only, in every
// formula: each turn a random part of the draw is "played" (taken out of
// the game), sometimes a draw is said to allow no move and is redrawn
// (§4.6), and in joker games a played joker is replaced by a letter of the
// bag when there is one (§4.8.2). It checks that the 102 tiles are always
// accounted for (bag + leave + played + the jokers the arbiter holds),
// that every draw meets the minimum Required gives and every rejected one
// does not, and that each game ends exactly when Ended says so.
func TestGamesOfDraws(t *testing.T) {
	formulas := []struct {
		size  int
		joker bool
	}{{7, false}, {8, false}, {9, false}, {7, true}, {8, true}}
	var turns, rejections, redraws, sameDraws int
	var ends [OnlyConsonants + 1]int
	for game := range 1000 {
		f := formulas[game%len(formulas)]
		r := NewRand(uint64(game))
		play := NewRand(uint64(game) + 1<<32) // the "players", apart from the bag's generator
		b := Full()
		var leave, played tile.Rack
		held := 0 // jokers set aside by the arbiter, out of the bag
		if f.joker {
			for range 2 {
				if err := b.Remove(tile.Joker); err != nil {
					t.Fatal(err)
				}
			}
			held = 2
		}
		inPlay := f.joker // a joker goes with every draw
		check := func(where string) {
			t.Helper()
			for l, c := range tile.Counts {
				n := b.Count(tile.Letter(l)) + int(leave[l]) + int(played[l])
				if l == int(tile.Joker) {
					n += held
				}
				if n != c {
					t.Fatalf("game %d, %s: %d %v accounted for, want %d (bag %v, leave %v, played %v, held %d)",
						game, where, n, tile.Letter(l), c, b, leave, played, held)
				}
			}
		}
		for turn := 1; ; turn++ {
			if turn > tile.Total+1 {
				t.Fatalf("game %d: still going at turn %d", game, turn)
			}
			spec := Spec{Size: f.size, Turn: turn, Joker: inPlay}
			left := leave // the tiles left to draw from, the arbiter's joker included
			if inPlay && leave[tile.Joker] == 0 {
				left[tile.Joker]++
			}
			want := Required(turn, left, b.Counts(), f.size)
			if ended, why := Ended(left, b.Counts()); ended {
				try := b
				if _, err := try.Draw(r, leave, spec); !errors.Is(err, ErrGameOver) {
					t.Fatalf("game %d turn %d: Ended says %v but Draw gives %v", game, turn, why, err)
				}
				ends[why]++
				break
			}
			if want == 0 {
				t.Fatalf("game %d turn %d: Required 0 but the game is not over", game, turn)
			}
			if inPlay && leave[tile.Joker] == 0 {
				held-- // the arbiter's joker joins the draw
			}
			res, err := b.Draw(r, leave, spec)
			if err != nil {
				t.Fatalf("game %d turn %d: %v", game, turn, err)
			}
			leave = tile.Rack{}
			draw := res.Draw.Rack()
			checkDraw := func(res Result) {
				t.Helper()
				if res.Min != want || !Meets(res.Draw.Rack(), res.Min) {
					t.Fatalf("game %d turn %d: draw %v with min %d, Required %d", game, turn, res.Draw, res.Min, want)
				}
				for _, d := range res.Rejected {
					if Meets(d.Rack(), res.Min) {
						t.Fatalf("game %d turn %d: rejected %v meets %d", game, turn, d, res.Min)
					}
				}
				turns++
				rejections += len(res.Rejected)
			}
			checkDraw(res)
			leave = draw
			check("after the draw")
			if play.IntN(20) == 0 {
				// No move with this draw: put it back whole, draw again.
				again, err := b.Redraw(r, res.Draw, spec)
				if errors.Is(err, ErrSameDraw) {
					sameDraws++ // no move and no other draw: the game is over
					break
				}
				if err != nil {
					t.Fatalf("game %d turn %d: Redraw(%v): %v", game, turn, res.Draw, err)
				}
				redraws++
				checkDraw(again)
				leave = again.Draw.Rack()
				check("after a redraw")
			}
			// Play 1 to all the tiles of the draw.
			for k := 1 + play.IntN(leave.Len()); k > 0; k-- {
				var lb Bag
				lb.n = leave
				l, _ := lb.Take(play)
				leave = lb.n
				if l == tile.Joker && inPlay {
					// The joker stood for a letter: it comes back to the
					// arbiter if the bag has that letter, which goes on the
					// board instead; otherwise it stays on the board.
					if s := tile.Letter(1 + play.IntN(tile.NumLetters)); b.Remove(s) == nil {
						played[s]++
						held++
						continue
					}
					inPlay = held > 0
				}
				played[l]++
			}
			check("after the move")
		}
	}
	t.Logf("%d draws, %d rejections, %d redraws, %d games without another draw; ends %v", turns, rejections, redraws, sameDraws, ends)
}
