package record

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestWriteTextGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteText(&buf, sampleGame()); err != nil {
		t.Fatal(err)
	}
	golden(t, "game.txt", buf.Bytes())
}

// textOf is what the text form keeps of a record: no ties, no ballots, and
// rejections without their letters.
func textOf(r *Record) *Record {
	out := *r
	out.Players, out.Origin = nil, nil
	out.Turns = nil
	for _, t := range r.Turns {
		tt := Turn{
			Number:           t.Number,
			UnknownRejection: t.AfterRejection(),
			Draw:             t.Draw,
			Top:              t.Top,
		}
		if t.Top != nil { // a draw with no move is its number and draw alone
			tt.Played = playedText(t.Played)
		}
		out.Turns = append(out.Turns, tt)
	}
	return &out
}

// playedText is what the text form keeps of a player's move: the move and
// its score, not the time taken nor the score announced.
func playedText(p *Play) *Play {
	if p == nil {
		return nil
	}
	return &Play{Move: p.Move}
}

func TestTextRoundTrip(t *testing.T) {
	// JSON → record → text → record → text: the second text is the first,
	// and the record read keeps what the text form holds.
	var js bytes.Buffer
	if err := WriteJSON(&js, sampleGame()); err != nil {
		t.Fatal(err)
	}
	fromJSON, err := ReadJSON(&js)
	if err != nil {
		t.Fatal(err)
	}
	var first bytes.Buffer
	if err := WriteText(&first, fromJSON); err != nil {
		t.Fatal(err)
	}
	fromText, err := ReadText(bytes.NewReader(first.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if want := textOf(sampleGame()); !reflect.DeepEqual(fromText, want) {
		t.Errorf("read back\n%s\nwant\n%s", dump(fromText), dump(want))
	}
	var second bytes.Buffer
	if err := WriteText(&second, fromText); err != nil {
		t.Fatal(err)
	}
	if second.String() != first.String() {
		t.Errorf("text → record → text:\n%s\nfirst:\n%s", second.String(), first.String())
	}
}

func TestReadText(t *testing.T) {
	cases := []struct {
		name string
		in   string
		want *Record
	}{
		{
			"typed by hand, no header",
			"1 DSCTANU CANUTS H4 22\n2 D+VDJF?E JaVE g3 31\n",
			&Record{Version: 1, Formula: "normal", Turns: []Turn{
				{Number: 1, Draw: "DSCTANU", Top: &Move{"CANUTS", "H4", 22}},
				{Number: 2, Draw: "D+VDJF?E", Top: &Move{"JaVE", "G3", 31}},
			}},
		},
		{
			"headers in any order, comments, blank lines, CRLF, extra columns",
			"\uFEFF# a game of the club\r\n# lexicon fr-libre\r\n\r\n#formula joker\r\n# rhythm 120\r\n" +
				"  1\tAEINRS?  SAtINER  H2  70  70  a bingo\r\n# after turn 1\r\n\r\n2  -AEIOUY?  YAOURTs  4F  80\r\n\r\n",
			&Record{Version: 1, Formula: "joker", Rhythm: 120, Lexicon: "fr-libre", Turns: []Turn{
				{Number: 1, Draw: "AEINRS?", Top: &Move{"SAtINER", "H2", 70}},
				{Number: 2, UnknownRejection: true, Draw: "AEIOUY?", Top: &Move{"YAOURTs", "4F", 80}},
			}},
		},
		{
			"a last draw with no move",
			"# formula 7et8\n# seed 18446744073709551615\n1 ABCDEFGH BAC H8 14\n2 DEFGH+\n",
			&Record{Version: 1, Formula: "7et8", Seed: 1<<64 - 1, Turns: []Turn{
				{Number: 1, Draw: "ABCDEFGH", Top: &Move{"BAC", "H8", 14}},
				{Number: 2, Draw: "DEFGH+"},
			}},
		},
		{
			"a formula and no turn",
			"# formula 789\n",
			&Record{Version: 1, Formula: "789"},
		},
		{
			"comments that look like headers but are not",
			"# formulas are in docs\n# Seed unknown\n#seeds\n#\n  #  \n1 AB BA H8 4\n",
			&Record{Version: 1, Formula: "normal", Turns: []Turn{{Number: 1, Draw: "AB", Top: &Move{"BA", "H8", 4}}}},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := ReadText(strings.NewReader(c.in))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("got\n%s\nwant\n%s", dump(got), dump(c.want))
			}
		})
	}
}

func TestReadTextErrors(t *testing.T) {
	cases := []struct {
		name string
		in   string
		line int
		msg  string
	}{
		{"empty", "", 1, "neither a turn nor a formula"},
		{"comments only", "# nothing\n\n", 2, "neither a turn nor a formula"},
		{"not a number", "# formula normal\nun ABC BA H8 4\n", 2, `"un" is not a turn number`},
		{"signed number", "+1 ABC BA H8 4\n", 1, "is not a turn number"},
		{"numbered from 0", "0 ABC BA H8 4\n", 1, "turn 0 where turn 1 is due"},
		{"skipped turn", "1 ABC BA H8 4\n3 ABC BA 8H 4\n", 2, "turn 3 where turn 2 is due"},
		{"repeated turn", "1 ABC BA H8 4\n1 ABC BA 8H 4\n", 2, "turn 1 where turn 2 is due"},
		{"no draw", "1\n", 1, "turn 1 has no draw"},
		{"bad draw", "1 AB+C+D BA H8 4\n", 1, "more than one '+'"},
		{"lowercase draw", "1 abc BA H8 4\n", 1, "lowercase"},
		{"rejection and nothing", "1 - BA H8 4\n", 1, "empty draw"},
		{"two dashes", "1 --ABC BA H8 4\n", 1, `'-' is not a letter`},
		{"three fields", "1 ABC BA\n", 1, "a word, a reference and a score"},
		{"four fields", "1 ABC BA H8\n", 1, "a word, a reference and a score"},
		{"bad word", "1 ABC B? H8 4\n", 1, `'?' is not a letter`},
		{"bad reference", "1 ABC BA H16 4\n", 1, `reference "H16"`},
		{"reference without direction", "1 ABC BA 8 4\n", 1, `reference "8"`},
		{"negative score", "1 ABC BA H8 -4\n", 1, `score "-4"`},
		{"score not a number", "1 ABC BA H8 quatre\n", 1, `score "quatre"`},
		{"formula twice", "# formula normal\n# formula joker\n", 2, "given again (first on line 1)"},
		{"formula with no value", "# formula\n", 1, "takes one value, got 0"},
		{"formula of two words", "# formula 7 sur 8\n", 1, "takes one value, got 3"},
		{"formula not UTF-8", "# formula jok\xe9r\n", 1, "not UTF-8"},
		{"formula with a control", "# formula jo\x01ker\n", 1, "control character"},
		{"seed not a number", "# seed quarante\n", 1, "seed"},
		{"negative seed", "# seed -1\n", 1, "seed"},
		{"seed too big", "# seed 18446744073709551616\n", 1, "seed"},
		{"negative rhythm", "# rhythm -180\n", 1, "rhythm"},
		{"lexicon with three values", "# lexicon fr libre 2b21\n", 1, "a name and, optionally, a content hash"},
		{"lexicon hash not hex", "# lexicon fr-libre xyz\n", 1, "not a hex digit"},
		{"line too long", "# formula normal\n" + strings.Repeat("A", 70_000) + "\n", 2, "longer than 64 KiB"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadText(strings.NewReader(c.in))
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("ReadText = %v, want a *SyntaxError", err)
			}
			if se.Line != c.line || !strings.Contains(se.Msg, c.msg) {
				t.Errorf("%v, want line %d and %q", err, c.line, c.msg)
			}
			if !strings.HasPrefix(err.Error(), "record: line ") {
				t.Errorf("%q does not start with its line", err)
			}
		})
	}
}

// failReader fails after its content.
type failReader struct{ s string }

var errRead = errors.New("connection reset")

func (r *failReader) Read(p []byte) (int, error) {
	if r.s == "" {
		return 0, errRead
	}
	n := copy(p, r.s)
	r.s = r.s[n:]
	return n, nil
}

func TestReadTextReaderError(t *testing.T) {
	if _, err := ReadText(&failReader{"# formula normal\n"}); !errors.Is(err, errRead) {
		t.Errorf("ReadText = %v, want %v", err, errRead)
	}
}

func TestWriteText(t *testing.T) {
	cases := []struct {
		name string
		rec  *Record
		want string
	}{
		{
			"no turn",
			&Record{Formula: "joker"},
			"# formula joker\n",
		},
		{
			"lexicon without hash, non-canonical reference",
			&Record{Formula: "normal", Lexicon: "ods9", Turns: []Turn{
				{Number: 1, Draw: "AB", Top: &Move{"BA", "h 8", 4}},
				{Number: 2, Draw: "ZE"},
			}},
			"# formula normal\n# lexicon ods9\n#  draw  word  ref  score  total\n1  AB    BA    H8   4      4\n2  ZE\n",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := WriteText(&buf, c.rec); err != nil {
				t.Fatal(err)
			}
			if buf.String() != c.want {
				t.Errorf("got\n%s\nwant\n%s", buf.String(), c.want)
			}
		})
	}
}

func TestWriteTextErrors(t *testing.T) {
	r := sampleGame()
	r.Formula = "7 sur 8"
	var ve *ValidationError
	if err := WriteText(&bytes.Buffer{}, r); !errors.As(err, &ve) || ve.Field != "formula" {
		t.Errorf("WriteText = %v, want a *ValidationError on the formula", err)
	}
	if err := WriteText(failWriter{}, sampleGame()); !errors.Is(err, errWrite) {
		t.Errorf("WriteText = %v, want %v", err, errWrite)
	}
}
