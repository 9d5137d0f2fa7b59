package game

import (
	"strings"
	"testing"

	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// TestImportedDraws plays a game again on its recorded draws: with the
// same lexicon, playing our tops gives back the same game, turn for turn,
// whatever the seed; the game ends after the last draw.
func TestImportedDraws(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	for _, formula := range []string{"normal", "joker", "7et8"} {
		orig, err := New(lex, Config{Seed: 99, Formula: formula})
		if err != nil {
			t.Fatal(err)
		}
		for orig.Phase() == Playing {
			orig.Submit("", "", 0)
			orig.Next()
		}
		rec := orig.Record()
		var draws []string
		for _, turn := range rec.Turns {
			draws = append(draws, turn.Draw)
		}
		// Half the game, then the whole of it.
		for _, n := range []int{len(draws) / 2, len(draws)} {
			g, err := New(lex, Config{Formula: formula, Draws: draws[:n]})
			if err != nil {
				t.Fatal(err)
			}
			turns := 0
			for g.Phase() == Playing {
				turns++
				want := rec.Turns[turns-1]
				if got := g.Draw().String(); got != strings.TrimPrefix(want.Draw, "-") && got != want.Draw {
					t.Fatalf("%s turn %d: draw %s, want %s", formula, turns, got, want.Draw)
				}
				res, err := g.Submit(want.Top.Word, want.Top.Ref, 0)
				if err != nil || res.Score != want.Top.Score || res.Lost != 0 {
					t.Fatalf("%s turn %d: the recorded top %v scores %+v, %v", formula, turns, want.Top, res, err)
				}
				if err := g.Next(); err != nil {
					t.Fatal(err)
				}
			}
			if turns != n || (n < len(draws) && g.State().EndReason != EndDraws) {
				t.Errorf("%s: %d turns played of %d, end %q", formula, turns, n, g.State().EndReason)
			}
		}
		t.Logf("%s: %d draws played again", formula, len(draws))
	}
}

func TestImportedDrawsRefused(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	for _, tc := range []struct {
		draws []string
		want  string
	}{
		{[]string{"ABCDEFG", "AB3"}, "game: imported draw 2: "},
		{[]string{"ABCDEFGH"}, "game: imported draw 1: 8 tiles, more than the 7 of normal"},
	} {
		_, err := New(lex, Config{Formula: "normal", Draws: tc.draws})
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q…", tc.draws, err, tc.want)
		}
	}
}
