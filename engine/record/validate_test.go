package record

import (
	"errors"
	"strings"
	"testing"
)

func TestCheckDraw(t *testing.T) {
	cases := []struct {
		draw string
		bad  string // a fragment of the error; "" when the draw is well formed
	}{
		{"ABCDEFG", ""},
		{"A", ""},
		{"EIS+ABRT", ""},
		{"??ABCDEFG", ""},
		{"ABCDEFGH?", ""},
		{"PTUB+", ""}, // a leave drawn with nothing: the bag is empty
		{"", "empty draw"},
		{"+", "no leave before it"},
		{"+ABC", "no leave before it"},
		{"AB+C+D", "more than one '+'"},
		{"ABCDEFGHIJ", "10 tiles, at most 9"},
		{"ABCDE+FGHIJ", "10 tiles"},
		{"abc", "lowercase"},
		{"AB-C", `'-' is not a letter`},
		{"AB C", `' ' is not a letter`},
		{"ABÉ", `'É' is not a letter`},
		{"AB\xff", "byte 0xff"},
		{"???", "3 ?, the game has 2"},
		{"ZZ", "2 Z, the game has 1"},
	}
	for _, c := range cases {
		err := checkDraw(c.draw)
		switch {
		case c.bad == "" && err != nil:
			t.Errorf("checkDraw(%q): %v", c.draw, err)
		case c.bad != "" && (err == nil || !strings.Contains(err.Error(), c.bad)):
			t.Errorf("checkDraw(%q) = %v, want an error with %q", c.draw, err, c.bad)
		}
	}
}

func TestCheckWord(t *testing.T) {
	cases := []struct {
		word string
		bad  string
	}{
		{"CHEVELU", ""},
		{"cHEVELU", ""},
		{"AI", ""},
		{"ANTICONSTITUTIO", ""}, // 15 letters
		{"", "empty word"},
		{"A", "1 letters"},
		{"ANTICONSTITUTION", "16 letters"},
		{"CHEV?LU", `'?' is not a letter`},
		{"CHÈVRE", `'È' is not a letter`},
		{"PORTE-CLE", `'-' is not a letter`},
	}
	for _, c := range cases {
		err := checkWord(c.word)
		switch {
		case c.bad == "" && err != nil:
			t.Errorf("checkWord(%q): %v", c.word, err)
		case c.bad != "" && (err == nil || !strings.Contains(err.Error(), c.bad)):
			t.Errorf("checkWord(%q) = %v, want an error with %q", c.word, err, c.bad)
		}
	}
}

func TestValidate(t *testing.T) {
	if err := sampleGame().Validate(); err != nil {
		t.Fatalf("the sample game: %v", err)
	}
	cases := []struct {
		name   string
		change func(r *Record)
		turn   int
		field  string
	}{
		{"version 0", func(r *Record) { r.Version = 0 }, 0, "version"},
		{"version 2", func(r *Record) { r.Version = 2 }, 0, "version"},
		{"no formula", func(r *Record) { r.Formula = "" }, 0, "formula"},
		{"formula of two words", func(r *Record) { r.Formula = "7 sur 8" }, 0, "formula"},
		{"formula with a newline", func(r *Record) { r.Formula = "normal\n" }, 0, "formula"},
		{"formula not UTF-8", func(r *Record) { r.Formula = "jok\xe9r" }, 0, "formula"},
		{"lexicon of two words", func(r *Record) { r.Lexicon = "fr libre" }, 0, "lexicon"},
		{"hash not hex", func(r *Record) { r.LexiconHash = "2b21xx" }, 0, "lexicon"},
		{"hash without a name", func(r *Record) { r.Lexicon = "" }, 0, "lexicon"},
		{"negative rhythm", func(r *Record) { r.Rhythm = -1 }, 0, "rhythm"},
		{"turn numbered 0", func(r *Record) { r.Turns[0].Number = 0 }, 1, "turn"},
		{"turns out of order", func(r *Record) { r.Turns[2].Number = 4 }, 3, "turn"},
		{"bad draw", func(r *Record) { r.Turns[1].Draw = "AB++C" }, 2, "draw"},
		{"empty draw", func(r *Record) { r.Turns[1].Draw = "" }, 2, "draw"},
		{"bad rejected draw", func(r *Record) { r.Turns[4].Rejected[1] = "" }, 5, "rejected[1]"},
		{"both rejections", func(r *Record) { r.Turns[2].UnknownRejection = true }, 3, "unknownRejection"},
		{"top word", func(r *Record) { r.Turns[0].Top.Word = "CANUT5" }, 1, "top.word"},
		{"top without ref", func(r *Record) { r.Turns[0].Top.Ref = "" }, 1, "top.ref"},
		{"top bad ref", func(r *Record) { r.Turns[0].Top.Ref = "P4" }, 1, "top.ref"},
		{"top negative score", func(r *Record) { r.Turns[0].Top.Score = -3 }, 1, "top.score"},
		{"ties without a top", func(r *Record) { r.Turns[0].Top = nil }, 1, "ties"},
		{"tie score", func(r *Record) { r.Turns[0].Ties[0].Score = 20 }, 1, "ties[0].score"},
		{"tie ref", func(r *Record) { r.Turns[0].Ties[0].Ref = "H16" }, 1, "ties[0].ref"},
		{"played without word", func(r *Record) { r.Turns[0].Played.Word = "" }, 1, "played.word"},
		{"played bad ref", func(r *Record) { r.Turns[0].Played.Ref = "Z" }, 1, "played.ref"},
		{"played negative time", func(r *Record) { r.Turns[0].Played.Millis = -1 }, 1, "played.ms"},
		{"played negative claim", func(r *Record) { r.Turns[0].Played.Claimed = -1 }, 1, "played.claimed"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := sampleGame()
			c.change(r)
			err := r.Validate()
			var ve *ValidationError
			if !errors.As(err, &ve) {
				t.Fatalf("Validate() = %v, want a *ValidationError", err)
			}
			if ve.Turn != c.turn || ve.Field != c.field {
				t.Errorf("error on turn %d, field %q, want turn %d, field %q: %v", ve.Turn, ve.Field, c.turn, c.field, err)
			}
		})
	}
}

func TestValidationErrorMessage(t *testing.T) {
	cases := []struct {
		err  *ValidationError
		want string
	}{
		{&ValidationError{Field: "formula", Msg: "empty"}, "record: formula: empty"},
		{&ValidationError{Turn: 3, Field: "top.ref", Msg: "bad"}, "record: turn 3: top.ref: bad"},
	}
	for _, c := range cases {
		if got := c.err.Error(); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}

func TestValidateAllowsEmptyGame(t *testing.T) {
	r := &Record{Version: Version, Formula: "joker-789"}
	if err := r.Validate(); err != nil {
		t.Error(err)
	}
}

func TestLexiconName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"fr-libre", "fr-libre"},
		{"Ma liste", "Ma-liste"},
		{"  Ma   liste\tà moi \n", "Ma-liste-à-moi"},
		{"ODS\x00\x07 9", "ODS-9"},
		{"liste\xff", "liste"},
		{" \t\x01", ""},
	} {
		got := LexiconName(c.in)
		if got != c.want {
			t.Errorf("LexiconName(%q) = %q, want %q", c.in, got, c.want)
		}
		if err := checkLexicon(got, "ab12"); got != "" && err != nil {
			t.Errorf("LexiconName(%q) = %q, which a record refuses: %v", c.in, got, err)
		}
	}
}
