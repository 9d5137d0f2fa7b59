package movegen

import (
	"strings"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/tile"
)

// placeWords draws words on an empty board: each entry is "REF WORD".
func placeWords(t testing.TB, words ...string) *board.Board {
	t.Helper()
	var b board.Board
	for _, w := range words {
		f := strings.Fields(w)
		ref, err := board.ParseRef(f[0])
		if err != nil {
			t.Fatal(err)
		}
		for i, ch := range f[1] {
			r, c := ref.Row, ref.Col+i
			if ref.Down {
				r, c = ref.Row+i, ref.Col
			}
			tl, err := board.ParseTile(ch)
			if err != nil {
				t.Fatal(err)
			}
			b.Sq[r*board.Size+c] = tl
		}
	}
	return &b
}

// The worked examples of the classic rules (classic-rules-and-simplified-
// duplicate.txt). Their figures are missing from the text; the boards are
// rebuilt from the scores it gives: PASSE covers the star with its E on the
// double letter H12, which is what makes 8 × 2 = 16.
func TestRuleBookExamples(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	cases := []struct {
		name  string
		board []string
		rack  string
		word  string
		ref   string
		score int
	}{
		// P3 A1 S1 S1 E1×2 = 8, doubled by the star.
		{"PASSE", nil, "SPOESVA", "PASSE", "H8", 16},
		// 14 points with its premiums, + 50 for the seven tiles: D E M on
		// A9–C9 (M on the double letter C9), A N G E, the A of PASSE.
		{"DEMANGEA", []string{"H8 PASSE"}, "DEMANGE", "DEMANGEA", "9A", 64},
		// I on the triple word H15; the double letter under E and the
		// star, already covered, count no more.
		{"REPASSERAI", []string{"H8 PASSE"}, "RERAEUI", "REPASSERAI", "H6", 36},
		// DELIEZ around the P of PASSE, Z on the double letter L8.
		{"DEPLIEZ", []string{"H6 REPASSERAI"}, "DELIEZA", "DEPLIEZ", "8F", 29},
		// MUNIE under PASSE forms PU, AN, SI, SE. The text scores each
		// word as we do — MUNIE 9 (M and N on the double letters I7 and
		// I9), PU 4, AN 3 (N doubled), SI 2, SE 2 — then adds them up to
		// "21": the sum is 20, a slip of the text, not of §1.2.
		{"MUNIE", []string{"H8 PASSE"}, "MUNIEAT", "MUNIE", "I7", 9 + 4 + 3 + 2 + 2},
		// R extends PASSE to PASSER (8) and starts RIZ (13, I on I13).
		{"RIZ", []string{"H8 PASSE"}, "RIZTOUE", "RIZ", "13H", 21},
		// A, I and TION around R, D and A: 11 (T on the double letter
		// A12) × 3 × 3 for the triple words A8 and A15.
		{"RADIATION", []string{"7A RE", "9A DE", "11A AS"}, "AITIONE", "RADIATION", "A7", 99},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := placeWords(t, c.board...)
			g := New(lex)
			g.SetBoard(b)
			rack, err := tile.ParseRack(c.rack)
			if err != nil {
				t.Fatal(err)
			}
			var found *board.Move
			moves := g.AllMoves(rack, Normal)
			for i := range moves {
				if moves[i].WordString() == c.word && moves[i].Ref.String() == c.ref {
					found = &moves[i]
				}
			}
			if found == nil {
				t.Fatalf("%s %s not among the %d moves of %s", c.word, c.ref, len(moves), c.rack)
			}
			if found.Score != c.score {
				t.Errorf("%s %s scores %d, the rules say %d", c.word, c.ref, found.Score, c.score)
			}
			if s := b.Score(found, Normal.Bonus); s != c.score {
				t.Errorf("board.Score gives %d, the rules say %d", s, c.score)
			}
			top, _ := g.Top(rack, Normal)
			if top < c.score {
				t.Errorf("top %d below a legal move of %d", top, c.score)
			}
		})
	}
}
