package ballot

import (
	"strings"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// FuzzJudge judges any ballot on three boards (PASSE on H8, empty, and
// PASSe on H8 with a joker for its E) with
// any draw: Judge never panics, the sanction is one of the four, a zero
// pays nothing, a penalty pays the solution's score less 5, and the points
// paid are never above the best score the word makes on the board with
// the draw, as the move generator (not the judge) finds it.
func FuzzJudge(f *testing.F) {
	seeds := []struct {
		word, ref, draw string
		score           int
		board           int // 0 PASSE, 1 empty, 2 PASSe (a joker on the board)
		anchor          string
	}{
		{"RIZ", "13H", "RIZABCD", 21, 0, ""},
		{"RIz", "13H", "RIZ?BCD", 11, 0, ""},
		{"RIZ", "", "RIZABCD", 21, 0, "E"},
		{"RIZ", "H13", "RIZABCD", 2, 0, "ESS"},
		{"ASSEZ", "H9", "RIZABCD", 17, 0, ""},
		{"RA", "12G", "RIZABCD", 2, 0, ""},
		{"RIZ", "A1", "RIZ?BCD", 24, 1, ""},
		{"rIz", "", "R??ABCD", 0, 1, ""},
		{"", "", "A", 0, 0, ""},
		{"ÉTÉ", "H8", "ETEABCD", 10, 1, ""},
		{"PASSER", "H8", "RIZABCD", 7, 2, ""},
		{"RIZ", "", "RIZ?BCD", 20, 2, ""},
		{"CE", "9G", "CELNRTU", 16, 0, ""},  // a miscopy or an inverted reference
		{"CE", "10H", "CELNRTU", 15, 0, ""}, // a miscopy or a wrong square
		{"PISSER", "H8", "RIZABCD", 8, 0, ""},
	}
	for _, s := range seeds {
		f.Add(s.word, s.ref, s.draw, s.score, s.board, s.anchor)
	}
	lex := frlibretest.Lexicon(f)
	boards := []*board.Board{passe(f), {}, grid(f, "H8 PASSe")}
	f.Fuzz(func(t *testing.T, word, ref, drawText string, score int, which int, anchors string) {
		draw, err := tile.ParseRack(drawText)
		if err != nil {
			return // a draw that cannot be read is the UI's to refuse
		}
		b := boards[(which%3+3)%3]
		var as []Anchor
		for i, r := range anchors {
			as = append(as, Anchor{Letter: r, Along: i % 5, Across: i%3 - 1})
		}
		bal := Ballot{Word: word, Ref: ref, Score: score, Anchors: as, Dir: Dir(len(anchors) % 3)}
		v := Judge(b, draw, bal, lex, Rules{Params: movegen.Normal})
		if v.Sanction < None || v.Sanction > Zero {
			t.Fatalf("sanction %v", v.Sanction)
		}
		if len(v.Reasons) == 0 || v.Clause != v.Reasons[0].Clause {
			t.Fatalf("reasons %v, clause %q", v.Reasons, v.Clause)
		}
		switch {
		case v.Sanction == Zero && v.Paid != 0:
			t.Fatalf("a zero pays %d", v.Paid)
		case v.Sanction == Penalty && v.Paid != v.Move.Score-5:
			t.Fatalf("a penalty pays %d for %v", v.Paid, v.Move)
		case v.Paid < 0:
			t.Fatalf("paid %d", v.Paid)
		}
		checkReview(t, b, bal, v)
		if v.Paid == 0 {
			return
		}
		gen := movegen.New(lex)
		gen.SetBoard(b)
		best := -1
		for _, m := range gen.AllMoves(draw, movegen.Normal) {
			if strings.EqualFold(m.WordString(), strings.TrimSpace(word)) {
				best = max(best, m.Score)
			}
		}
		if v.Paid > best {
			t.Fatalf("%+v paid %d, the word's best on the board is %d (%s)", bal, v.Paid, best, v.French())
		}
	})
}
