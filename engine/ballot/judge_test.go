package ballot

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// grid builds a board from rows given as "H8 PASSE" (across) or
// "8H PASSE" (down); lowercase for a joker on the board.
func grid(t testing.TB, words ...string) *board.Board {
	t.Helper()
	var b board.Board
	for _, w := range words {
		ref, word, _ := strings.Cut(w, " ")
		r, err := board.ParseRef(ref)
		if err != nil {
			t.Fatal(err)
		}
		p := place{ref: r, n: len(word)}
		for i, ch := range word {
			tl, err := board.ParseTile(ch)
			if err != nil {
				t.Fatal(err)
			}
			sq, ok := p.square(i, 0)
			if !ok {
				t.Fatalf("%s runs off the board", w)
			}
			b.Sq[sq] = tl
		}
	}
	return &b
}

func rack(t testing.TB, s string) tile.Rack {
	t.Helper()
	r, err := tile.ParseRack(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

type judgeCase struct {
	name     string
	board    *board.Board
	draw     string
	ballot   Ballot
	paid     int
	sanction Sanction
	codes    []Code // the reasons, the deciding one first
	move     string // the solution retained, "WORD REF SCORE"; "" for none
}

func runJudge(t *testing.T, lex *lexicon.Lexicon, cases []judgeCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := Judge(c.board, rack(t, c.draw), c.ballot, lex, Rules{Params: movegen.Normal})
			var codes []Code
			for _, r := range v.Reasons {
				codes = append(codes, r.Code)
			}
			move := ""
			if v.Found {
				move = v.Move.String()
			}
			if v.Paid != c.paid || v.Sanction != c.sanction || !equalCodes(codes, c.codes) || move != c.move {
				t.Errorf("%+v:\n got paid %d, %v, %v, %q (%s)\nwant paid %d, %v, %v, %q",
					c.ballot, v.Paid, v.Sanction, codes, move, v.French(), c.paid, c.sanction, c.codes, c.move)
			}
			if v.Clause != clauses[c.codes[0]] {
				t.Errorf("clause %s, want %s", v.Clause, clauses[c.codes[0]])
			}
			checkReview(t, c.board, c.ballot, v)
		})
	}
}

func equalCodes(a, b []Code) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// passe is the board of the classic rules' examples: PASSE on H8. With the
// draw RIZABCD, RIZ makes 21 at 13H (PASSER), 30 at 13F (PASSEZ), 31 at
// 13G (PASSEI, not admitted).
func passe(t testing.TB) *board.Board { return grid(t, "H8 PASSE") }

// TestJudgeZero: the failings §6.7 and §6.4.1 sanction by a zero.
func TestJudgeZero(t *testing.T) {
	b := passe(t)
	runJudge(t, frlibretest.Lexicon(t), []judgeCase{
		{"no ballot", b, "RIZABCD", Ballot{}, 0, Zero, []Code{NoBallot}, ""},
		{"one letter", b, "RIZABCD", Ballot{Word: "R", Ref: "13H", Score: 2}, 0, Zero, []Code{Unreadable}, ""},
		{"not letters", b, "RIZABCD", Ballot{Word: "R1Z", Ref: "13H", Score: 21}, 0, Zero, []Code{Unreadable}, ""},
		{"not admitted", b, "RIZABCD", Ballot{Word: "RZI", Ref: "13H", Score: 21}, 0, Zero, []Code{NotAdmitted}, ""},
		{"not written whole", b, "RIZABCD", Ballot{Word: "ASSEZ", Ref: "H9", Score: 17}, 0, Zero, []Code{NotWhole}, ""},
		{"neither whole nor admitted: both notified (§6.8)", b, "RIZABCD", Ballot{Word: "SER", Ref: "H11", Score: 5}, 0, Zero, []Code{NotWhole, NotAdmitted}, ""},
		{"cannot be placed", b, "RIZABCD", Ballot{Word: "INTRODUCTION", Ref: "A1", Score: 20}, 0, Zero, []Code{Unplaceable}, ""},
		{"wrong letter", b, "RIABCDE", Ballot{Word: "RIZ", Ref: "13H", Score: 21}, 0, Zero, []Code{WrongLetter}, ""},
		{"cross word not admitted", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "13G", Score: 31}, 0, Zero, []Code{CrossNotAdmitted}, ""},
		{"no reference, no valid place for the score", b, "RIZABCD", Ballot{Word: "RIZ", Score: 22}, 0, Zero, []Code{ScoreNowhere}, ""},
		// §6.6 « dans le sens où il figure sur le bulletin »: a typed
		// ballot is written the way of its reference, across here, and
		// RIZ makes 21 only down.
		{"reference the other way, score of a place down", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "A1", Score: 21}, 0, Zero, []Code{ScoreNowhere}, ""},
		{"no reference, no score", b, "RIZABCD", Ballot{Word: "RIZ"}, 0, Zero, []Code{ScoreNowhere}, ""},
	})
}

// TestJudgeValid: §6.2, a solution entirely valid is paid its points.
func TestJudgeValid(t *testing.T) {
	b := passe(t)
	runJudge(t, frlibretest.Lexicon(t), []judgeCase{
		{"RIZ 13H", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "13H", Score: 21}, 21, None, []Code{Valid}, "RIZ 13H 21"},
		{"RIZ 13F", b, "RIZABCD", Ballot{Word: " RIZ", Ref: "13 f", Score: 30}, 30, None, []Code{Valid}, "RIZ 13F 30"},
	})
}

// TestJudgeWarning: §6.5, the failings a warning sanctions; the points are
// those of the place located.
func TestJudgeWarning(t *testing.T) {
	b := passe(t)
	runJudge(t, frlibretest.Lexicon(t), []judgeCase{
		{"score wrong", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "13H", Score: 20}, 21, Warning, []Code{ScoreWrong}, "RIZ 13H 21"},
		{"score absent", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "13H"}, 21, Warning, []Code{ScoreWrong}, "RIZ 13H 21"},
		{"score of no valid place", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "13H", Score: 26}, 21, Warning, []Code{ScoreWrong}, "RIZ 13H 21"},
		{"a letter of the draw marked as a joker", b, "RIZABCD", Ballot{Word: "rIZ", Ref: "13H", Score: 21}, 21, Warning, []Code{JokerMark}, "RIZ 13H 21"},
		{"reference inverted", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "H13", Score: 21}, 21, Warning, []Code{Inverted}, "RIZ 13H 21"},
		{"inverted and score wrong: one warning (§6.8)", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "H13", Score: 2}, 21, Warning, []Code{Inverted, ScoreWrong}, "RIZ 13H 21"},
	})
}

// TestJudgeProlonging: §6.2.3 and §6.5, a word prolonging one already on
// the board is located by its letters. AS on H8 (and OR on J3, so that it
// is not the second move): BAS at H7 prolongs it, its two letters located
// with a warning; with AS alone on the board (the second move after a
// first word of two letters) without one (§5.3.2).
func TestJudgeProlonging(t *testing.T) {
	as := grid(t, "H8 AS", "J3 OR")
	second := grid(t, "H8 AS")
	lex := frlibretest.Lexicon(t)
	score := Judge(as, rack(t, "BEIOUXZ"), Ballot{Word: "BAS", Ref: "H7"}, lex, Rules{Params: movegen.Normal}).Move.Score
	move := fmt.Sprintf("BAS H7 %d", score)
	runJudge(t, lex, []judgeCase{
		{"two letters, no reference", as, "BEIOUXZ", Ballot{Word: "BAS", Score: score}, score, Warning, []Code{TwoAnchors}, move},
		{"two letters, reference wrong", as, "BEIOUXZ", Ballot{Word: "BAS", Ref: "A1", Score: score}, score, Warning, []Code{TwoAnchors}, move},
		{"second move after a word of two", second, "BEIOUXZ", Ballot{Word: "BAS", Score: score}, score, None, []Code{Valid}, move},
		{"three letters: the reference ignored", grid(t, "H8 RAS"), "BEIOUXZ", Ballot{Word: "BRAS", Ref: "A1", Score: 6}, 6, None, []Code{Valid}, "BRAS H7 6"},
	})
}

// TestJudgePenalty: §6.6 and §6.4.2.2, the score right and the location
// absent, impossible, or another place's: the score less 5.
func TestJudgePenalty(t *testing.T) {
	b := passe(t)
	runJudge(t, frlibretest.Lexicon(t), []judgeCase{
		{"no reference", b, "RIZABCD", Ballot{Word: "RIZ", Score: 21}, 16, Penalty, []Code{RefWrongScoreOK}, "RIZ 13H 21"},
		{"reference impossible", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "1A", Score: 21}, 16, Penalty, []Code{RefWrongScoreOK}, "RIZ 13H 21"},
		{"reference unreadable", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "Z99", Score: 30}, 25, Penalty, []Code{RefWrongScoreOK}, "RIZ 13F 30"},
		{"reference of a valid place with another score", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "13H", Score: 30}, 25, Penalty, []Code{HigherElsewhere}, "RIZ 13F 30"},
		{"place forming a word not admitted, not plausible", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "13G", Score: 30}, 25, Penalty, []Code{RefWrongScoreOK}, "RIZ 13F 30"},
		// RE at 12G, ending on PASSE's E, makes 2: no score below zero.
		{"a penalty on 4 points or less is a zero", b, "RIZABCD", Ballot{Word: "RE", Score: 2}, 0, Zero, []Code{TooFewPoints}, ""},
		{"the same, located", b, "RIZABCD", Ballot{Word: "RE", Ref: "12G", Score: 2}, 2, None, []Code{Valid}, "RE 12G 2"},
	})
}

// TestJudgeFirstMove: §6.4.2.1, the word is paid the best score it makes,
// whatever the reference and the marking; a warning when the score or the
// marking is not the best's. RIZ on the star makes 24 at best ((1+1+10)×2).
func TestJudgeFirstMove(t *testing.T) {
	var empty board.Board
	b := &empty
	runJudge(t, frlibretest.Lexicon(t), []judgeCase{
		{"best score, reference right", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "H6", Score: 24}, 24, None, []Code{Valid}, "RIZ H6 24"},
		{"best score, no reference", b, "RIZABCD", Ballot{Word: "RIZ", Score: 24}, 24, None, []Code{Valid}, "RIZ H6 24"},
		{"best score, reference off the star", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "A1", Score: 24}, 24, None, []Code{Valid}, "RIZ H6 24"},
		{"score wrong", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "H8", Score: 20}, 24, Warning, []Code{FirstMoveScore}, "RIZ H6 24"},
		{"score absent", b, "RIZABCD", Ballot{Word: "RIZ", Ref: "H8"}, 24, Warning, []Code{FirstMoveScore}, "RIZ H6 24"},
		{"joker right", b, "RI?ABCD", Ballot{Word: "RIz", Ref: "H8", Score: 4}, 4, None, []Code{Valid}, "RIz H6 4"},
		{"joker not marked", b, "RI?ABCD", Ballot{Word: "RIZ", Ref: "H8", Score: 4}, 4, Warning, []Code{FirstMoveJoker}, "RIz H6 4"},
		{"joker marked where the best has none", b, "RIZ?BCD", Ballot{Word: "rIZ", Ref: "H8", Score: 22}, 24, Warning, []Code{FirstMoveScore, FirstMoveJoker}, "RIZ H6 24"},
		{"wrong letter", b, "RIABCDE", Ballot{Word: "RIZ", Ref: "H8", Score: 24}, 0, Zero, []Code{WrongLetter}, ""},
	})
}

// TestJudgeJokerOnBoard: a joker already on the board scores 0 in the words
// that take it in, and a mark on it is no fault (§6.2.4 « à moins qu'elle
// ne soit déjà sur la grille »). PASSe on H8, its E a joker: RIZ at 13H
// makes 1 less than on PASSE (the cross word PASSER), and PASSeR at H8
// makes P3 A1 S1 S1 e0 R1 = 7.
func TestJudgeJokerOnBoard(t *testing.T) {
	b := grid(t, "H8 PASSe")
	lex := frlibretest.Lexicon(t)
	v := Judge(b, rack(t, "RIZABCD"), Ballot{Word: "RIZ", Ref: "13H"}, lex, Rules{Params: movegen.Normal})
	want := Judge(passe(t), rack(t, "RIZABCD"), Ballot{Word: "RIZ", Ref: "13H"}, lex, Rules{Params: movegen.Normal}).Paid - 1
	if v.Paid != want {
		t.Errorf("RIZ 13H across PASSe: paid %d, want %d (PASSER with E a joker)", v.Paid, want)
	}
	runJudge(t, lex, []judgeCase{
		// PASSeR across at H8: the joker keeps its 0 and its case.
		{"prolonging a word with a joker", b, "RIZABCD", Ballot{Word: "PASSER", Ref: "H8", Score: 7}, 7, None, []Code{Valid}, "PASSeR H8 7"},
		{"the board's joker marked", b, "RIZABCD", Ballot{Word: "PASSeR", Ref: "H8", Score: 7}, 7, None, []Code{Valid}, "PASSeR H8 7"},
		{"a board letter marked", b, "RIZABCD", Ballot{Word: "pASSER", Ref: "H8", Score: 7}, 7, Warning, []Code{JokerMark}, "PASSeR H8 7"},
	})
}

// TestVerdictJSON: a verdict saved with the game reads back whole but for
// its Move (the record keeps the move), the sanction by name.
func TestVerdictJSON(t *testing.T) {
	v := Judge(passe(t), rack(t, "RIZABCD"), Ballot{Word: "RIZ", Score: 21}, frlibretest.Lexicon(t), Rules{Params: movegen.Normal})
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"sanction":"penalty"`) {
		t.Errorf("%s", data)
	}
	var back Verdict
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.Paid != 16 || back.Sanction != Penalty || back.Clause != "§6.6" || back.French() != v.French() {
		t.Errorf("read back %+v from %s", back, data)
	}
	if err := json.Unmarshal([]byte(`{"sanction":"amende"}`), &back); err == nil {
		t.Error("an unknown sanction read")
	}
}
