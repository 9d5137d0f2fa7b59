package game

import (
	"errors"
	"testing"

	"duplicata/engine/board"
	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

// withPasse is the board of the classic rules' examples: PASSE on H8.
func withPasse(t *testing.T) *board.Board {
	var b board.Board
	b.Place(ptr(mv(t, "H8", "PASSE", 0)))
	return &b
}

func TestCheckErrors(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	empty := &board.Board{}
	passe := withPasse(t)
	cases := []struct {
		name        string
		board       *board.Board
		draw        string
		word, ref   string
		problem     Problem
		wordInError string
	}{
		{"bad reference", passe, "RIZABCD", "RIZ", "Z9", BadReference, ""},
		{"one letter", passe, "RIZABCD", "R", "13H", BadWord, ""},
		{"digit in the word", passe, "RIZABCD", "R1Z", "13H", BadWord, ""},
		{"off the board", passe, "RIZABCD", "RIZ", "14N", OffBoard, ""},
		{"letter not on the board's square", passe, "RIZABCD", "RIZ", "8H", Mismatch, ""},
		{"the word goes on", passe, "RIZABCD", "ASSE", "H9", NotWhole, ""},
		{"nothing placed", passe, "RIZABCD", "PASSE", "H8", NothingPlaced, ""},
		{"letter not in the draw", passe, "RIABCDE", "RIZ", "13H", NotOnRack, ""},
		{"joker not in the draw", passe, "RIZABCD", "RiZ", "13H", NotOnRack, ""},
		{"not connected", passe, "RIZABCD", "RIZ", "A1", NotConnected, ""},
		{"first move off the star", empty, "RIZABCD", "RIZ", "A1", MissesCentre, ""},
		{"main word not a word", passe, "RIZABCD", "RZI", "13H", NotAWord, "RZI"},
		{"cross word not a word", passe, "MUNISAT", "MUNIS", "I7", NotAWord, "SS"},
	}
	for _, c := range cases {
		rack, err := tile.ParseRack(c.draw)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Check(c.board, lex, rack, movegen.Normal, c.word, c.ref)
		var me *MoveError
		if !errors.As(err, &me) || !errors.Is(err, ErrIllegal) {
			t.Errorf("%s: error %v, want a *MoveError", c.name, err)
			continue
		}
		if me.Problem != c.problem || me.Word != c.wordInError {
			t.Errorf("%s: problem %d word %q, want %d %q (%v)", c.name, me.Problem, me.Word, c.problem, c.wordInError, err)
		}
	}
}

func TestCheckScores(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	passe := withPasse(t)
	cases := []struct {
		board     *board.Board
		draw      string
		word, ref string
		score     int
	}{
		{&board.Board{}, "SPOESVA", "PASSE", "H8", 16},
		{&board.Board{}, "SPOESVA", "PASSE", "8H", 16}, // either way on an empty board
		{passe, "DEMANGE", "DEMANGEA", "9A", 64},
		{passe, "MUNIEAT", "MUNIE", "I7", 20},
		{passe, "RIZTOUE", "RIZ", "13H", 21},
		{passe, "R?ZTOUE", "RiZ", "13H", 19}, // the joker's I: 0 instead of 1×2
		{passe, "RIZTOUE", "r", "H13", 0},    // a single letter written as its one word… is one letter
	}
	for _, c := range cases {
		rack, _ := tile.ParseRack(c.draw)
		m, err := Check(c.board, lex, rack, movegen.Normal, c.word, c.ref)
		if c.score == 0 {
			if err == nil {
				t.Errorf("%s %s accepted", c.word, c.ref)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s %s: %v", c.word, c.ref, err)
			continue
		}
		if m.Score != c.score {
			t.Errorf("%s %s scores %d, want %d", c.word, c.ref, m.Score, c.score)
		}
	}
}

// Every move the generator makes, written as a player writes it, passes
// Check with the same score.
func TestCheckAgreesWithGenerator(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	g := movegen.New(lex)
	racks := []string{"SPOESVA", "RERAEUI", "DEMANGE", "ZOO?TEL", "KIWIS?A"}
	for _, rs := range racks {
		rack, _ := tile.ParseRack(rs)
		moves := g.AllMoves(rack, movegen.Normal)
		for _, m := range moves {
			got, err := Check(g.Board(), lex, rack, movegen.Normal, m.WordString(), m.Ref.String())
			if err != nil || got.Score != m.Score {
				t.Fatalf("%s on %v: %v, score %d want %d", rs, m, err, got.Score, m.Score)
			}
		}
		_, tops := g.Top(rack, movegen.Normal)
		if len(tops) > 0 {
			g.Place(&tops[0])
		}
	}
}

// §4.8.3: the bonus by tiles placed, and the tiles a formula lets one move
// place.
func TestCheckFormulaBonuses(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	cases := []struct {
		formula   string
		draw      string
		word, ref string
		score     int // 0: too many tiles
	}{
		// D on the double letter H4, N on the star: 13 × 2.
		{"7et8", "DEMANGEA", "DEMANGEA", "H4", 26 + 75},
		{"789", "DEMANGEAS", "DEMANGEA", "H4", 26 + 75},
		{"7sur8", "DEMANGEA", "DEMANGEA", "H4", 0},
		{"normal", "DEMANGE", "DEMANGE", "H4", 24 + 50},
		{"7sur8", "DEMANGEA", "DEMANGE", "H4", 24 + 50},
		// R on the triple word H1, I on H4, O on the star: 11 × 3 × 2.
		{"789", "RADIATION", "RADIATION", "H1", 66 + 100},
	}
	for _, c := range cases {
		f, err := ParseFormula(c.formula)
		if err != nil {
			t.Fatal(err)
		}
		rack, err := tile.ParseRack(c.draw)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Check(&board.Board{}, lex, rack, f.Params, c.word, c.ref)
		var me *MoveError
		switch {
		case c.score == 0 && !(errors.As(err, &me) && me.Problem == TooManyTiles):
			t.Errorf("%s %s %s: %v, want too many tiles", c.formula, c.word, c.ref, err)
		case c.score != 0 && (err != nil || m.Score != c.score):
			t.Errorf("%s %s %s: %d %v, want %d", c.formula, c.word, c.ref, m.Score, err, c.score)
		}
	}
}
