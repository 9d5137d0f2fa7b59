// Package referee is the engine's side of a game the browser tests play:
// they play the same moves on a game.Game of their own and ask it here
// what the page must show — the draw's tops, every move, a word the draw
// cannot make, the tiles a move places — so that the chromedp tests
// (wasm/e2e) and the three engines' (wasm/e2e/engines) ask one referee.
package referee

import (
	"fmt"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/game"
	"duplicata/engine/lexicon"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// New is the engine's game of cfg, to play beside the page's; it stops
// the test when there is none.
func New(t testing.TB, lex *lexicon.Lexicon, cfg game.Config) *game.Game {
	t.Helper()
	g, err := game.New(lex, cfg)
	if err != nil {
		t.Fatalf("referee: game %+v: %v", cfg, err)
	}
	return g
}

// Tops is the tops of g's draw on g's board, found by gen; the slice is
// gen's, reused by its next search.
func Tops(gen *movegen.Generator, g *game.Game) []board.Move {
	gen.SetBoard(g.Board())
	_, tops := gen.Top(g.Draw().Rack(), g.Formula().Params)
	return tops
}

// All is every move of g's draw on g's board, found by gen; the slice is
// gen's, reused by its next search.
func All(gen *movegen.Generator, g *game.Game) []board.Move {
	gen.SetBoard(g.Board())
	return gen.AllMoves(g.Draw().Rack(), g.Formula().Params)
}

// NotAWord is four of the rack's letters (jokers aside) in an order that
// makes no word of lex: a word the player can type and the engine must
// refuse. It stops the test when it finds none.
func NotAWord(t testing.TB, lex *lexicon.Lexicon, rack tile.Rack) string {
	t.Helper()
	var have []rune
	for l := 1; l < len(rack); l++ {
		for range rack[l] {
			have = append(have, rune('A'+l-1))
		}
	}
	if len(have) < 4 {
		t.Fatalf("referee: the rack %v holds fewer than 4 letters (%d)", rack, len(have))
		return ""
	}
	for _, w := range []string{string(have[:4]), string([]rune{have[3], have[1], have[2], have[0]}), string([]rune{have[2], have[3], have[0], have[1]})} {
		if !lex.Contains(w) {
			return w
		}
	}
	t.Fatalf("referee: every order tried of %q is a word", string(have))
	return ""
}

// Square is a square's name as the page writes it in its tests' selectors:
// its row letter and column number, "H8".
func Square(sq int) string { return fmt.Sprintf("%c%d", 'A'+sq/board.Size, sq%board.Size+1) }

// NewTiles is the tiles m places, in order.
func NewTiles(m *board.Move) []tile.Tile {
	var out []tile.Tile
	for i := 0; i < m.Len; i++ {
		if m.Placed&(1<<i) != 0 {
			out = append(out, m.Word[i])
		}
	}
	return out
}
