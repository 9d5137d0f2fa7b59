package record

import (
	"bytes"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

func TestReadFFScFiles(t *testing.T) {
	sample := func() []Turn {
		return []Turn{
			{Number: 1, Draw: "DSCTANU", Top: &Move{"CANUTS", "H4", 22}},
			{Number: 2, Draw: "D+VDJF?E", Top: &Move{"JaVE", "G3", 31}},
			{Number: 3, UnknownRejection: true, Draw: "NEOURFC", Top: &Move{"ENFONCEUR", "6G", 68}},
			{Number: 4, Draw: "RPESUZX", Top: &Move{"XERUS", "O4", 72}},
			{Number: 5, UnknownRejection: true, Draw: "PTLNUBY", Top: &Move{"LYNX", "4L", 44}},
		}
	}
	cases := []struct {
		file string
		want *Record
	}{
		{
			// CRLF, Windows-1252, the formula and the title on one line
			// with an en dash and an é, empty top columns on the line of
			// turn 1, a running total column, two rejections, the last
			// top under the word column, blank lines at the end.
			"ffsc-normal.txt",
			&Record{Version: 1, Formula: "normal", Turns: sample(),
				Origin: &Origin{Format: FormatFFSc, Title: "Tournoi de Vichy, 2e séance", FormulaLine: "Partie normale – Tournoi de Vichy, 2e séance", FormulaAt: 1}},
		},
		{
			// The "En direct" export as the club apps read it: CRLF,
			// Windows-1252, a title, the bonus line before the formula
			// line, column headings, a joker in parentheses J(A)VE, the
			// last top on a numbered line with an empty draw, the total
			// alone on the last line.
			"ffsc-en-direct.txt",
			&Record{Version: 1, Formula: "normal", Turns: sample(),
				Origin: &Origin{Format: FormatFFSc, Title: "Festival de Vichy 2025 – Simultané n°3", FormulaLine: "Partie normale", FormulaAt: 3}},
		},
		{
			// UTF-8 with a byte order mark, the formula line before the
			// bonus line, then the title; accented words and jokers in
			// parentheses; "Total : 149".
			"ffsc-joker-utf8.txt",
			&Record{Version: 1, Formula: "joker", Turns: []Turn{
				{Number: 1, Draw: "EEIMN?S", Top: &Move{"ENIeMES", "H2", 66}},
				{Number: 2, Draw: "CDEFIU?", Top: &Move{"DUlCIFIE", "4D", 76}},
				{Number: 3, Draw: "AEORST?", Top: &Move{"OTARiES", "8B", 7}},
			}, Origin: &Origin{Format: FormatFFSc, Title: "Open de Cannes – Partie 2", FormulaLine: "Partie joker", FormulaAt: 1}},
		},
		{
			// The simultanés PDF's text: fields split on spaces, the dot
			// after the number left out on some lines, references in two
			// parts ("H 4", "6 G"), remarks after the score, the last top
			// after the number alone, the total.
			"ffsc-simultane.txt",
			&Record{Version: 1, Formula: "normal", Turns: sample(),
				Origin: &Origin{Format: FormatFFSc, Title: "SIMULTANÉ PERMANENT DU 12 MARS 2025", FormulaLine: "Partie normale", FormulaAt: 2}},
		},
		{
			// LF, « » and – in the formula line, a line of column headings
			// with an é, jokers in lowercase in the words.
			"ffsc-joker-7sur8.txt",
			&Record{Version: 1, Formula: "joker-7sur8", Turns: []Turn{
				{Number: 1, Draw: "DSDTANU?", Top: &Move{"ADDUiTS", "H2", 70}},
				{Number: 2, Draw: "N+WELFAE?", Top: &Move{"FALUNEEs", "5E", 90}},
				{Number: 3, Draw: "W+NOTSME?", Top: &Move{"DENTOMeS", "4H", 78}},
				{Number: 4, Draw: "W+NSPEBO?", Top: &Move{"SWaPS", "O4", 45}},
				{Number: 5, Draw: "NEBO+OER?", Top: &Move{"NOmBREES", "8A", 86}},
			}, Origin: &Origin{Format: FormatFFSc, FormulaLine: "Partie « Joker » – 7 sur 8", FormulaAt: 1}},
		},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			f, err := os.Open("testdata/" + c.file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			got, err := ReadFFSc(f)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("got\n%s\nwant\n%s", dump(got), dump(c.want))
			}
			golden(t, strings.TrimSuffix(c.file, ".txt")+".golden.json", []byte(dump(got)+"\n"))
			// An imported game is kept in the text form without loss of
			// its turns.
			var buf bytes.Buffer
			if err := WriteText(&buf, got); err != nil {
				t.Fatal(err)
			}
			back, err := ReadText(&buf)
			if err != nil {
				t.Fatal(err)
			}
			if want := textOf(got); !reflect.DeepEqual(back, want) {
				t.Errorf("through the text form\n%s\nwant\n%s", dump(back), dump(want))
			}
		})
	}
}

func TestReadFFSc(t *testing.T) {
	cases := []struct {
		name string
		in   string
		want *Record
	}{
		{
			"no formula line, no dots, a last draw with no move",
			"1\tABCDEFG\n2\tDEFG+HIJ\tBAC\tH8\t14\n",
			&Record{Version: 1, Origin: &Origin{Format: FormatFFSc}, Formula: "normal", Turns: []Turn{
				{Number: 1, Draw: "ABCDEFG", Top: &Move{"BAC", "H8", 14}},
				{Number: 2, Draw: "DEFG+HIJ"},
			}},
		},
		{
			"UTF-8 with a byte order mark, spaces in the draw, a formula starting with a digit",
			"\uFEFF7 et 8 – joker\n1.\tABCDEFG?\n2.\t DEFG + HIJ? \tbac\th8\t14\n\tHIJacK\t9c\t40\n",
			&Record{Version: 1, Origin: &Origin{Format: FormatFFSc, FormulaLine: "7 et 8 – joker", FormulaAt: 1}, Formula: "joker-7et8", Turns: []Turn{
				{Number: 1, Draw: "ABCDEFG?", Top: &Move{"bac", "H8", 14}},
				{Number: 2, Draw: "DEFG+HIJ?", Top: &Move{"HIJacK", "9C", 40}},
			}},
		},
		{
			"no tab at all",
			"Partie normale\n1. ABCDEFG\n2. DEFG+HIJ BAC H8 14\nHIJ 9C 20\n",
			&Record{Version: 1, Origin: &Origin{Format: FormatFFSc, FormulaLine: "Partie normale", FormulaAt: 1}, Formula: "normal", Turns: []Turn{
				{Number: 1, Draw: "ABCDEFG", Top: &Move{"BAC", "H8", 14}},
				{Number: 2, Draw: "DEFG+HIJ", Top: &Move{"HIJ", "9C", 20}},
			}},
		},
		{
			"lowercase draw, headings, blank lines between turns",
			"Partie en duplicate\n\nN°\tTirage\tMot\tRéf\tPts\n1.\tabcdefg\n\n2.\t-hijklmn\tBAC\tH8\t14\n\t\tHIM\t9C\t20\t34\n\n",
			&Record{Version: 1, Origin: &Origin{Format: FormatFFSc, Title: "Partie en duplicate"}, Formula: "normal", Turns: []Turn{
				{Number: 1, Draw: "ABCDEFG", Top: &Move{"BAC", "H8", 14}},
				{Number: 2, UnknownRejection: true, Draw: "HIJKLMN", Top: &Move{"HIM", "9C", 20}},
			}},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := ReadFFSc(strings.NewReader(c.in))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("got\n%s\nwant\n%s", dump(got), dump(c.want))
			}
		})
	}
}

func TestFFScFormula(t *testing.T) {
	cases := []struct {
		name     string
		id       string
		drawSize int
	}{
		{"", "normal", 7},
		{"Partie normale", "normal", 7},
		{"Partie en duplicate – Tournoi de Vichy, 2e séance", "normal", 7},
		{"Partie sans joker", "normal", 7},
		{"Joker", "joker", 7},
		{"Partie JOKER", "joker", 7},
		{"Partie en duplicate – Joker", "joker", 7},
		{"Partie « joker »", "joker", 7},
		{"Deux jokers", "joker", 7},
		{"7 sur 8", "7sur8", 8},
		{"Partie 7sur8", "7sur8", 8},
		{"7 et 8", "7et8", 8},
		{"Partie « 7 et 8 »", "7et8", 8},
		{"7, 8 et 9", "789", 9},
		{"7-8-9", "789", 9},
		{"Partie 789", "789", 9},
		{"7 et 8 et 9", "789", 9},
		{"Joker 7 sur 8", "joker-7sur8", 8},
		{"Partie « Joker » – 7 sur 8", "joker-7sur8", 8},
		{"7 et 8 (joker)", "joker-7et8", 8},
		{"7, 8 et 9 – Joker", "joker-789", 9},
		{"Partie du 17/8/2024", "normal", 7}, // digits of a date are no formula
		{"Jokers' night", "joker", 7},
	}
	for _, c := range cases {
		p := &ffscReader{rec: &Record{Origin: &Origin{}}, drawSize: 7}
		p.formulaPart(c.name)
		if id := p.formula(); id != c.id || p.drawSize != c.drawSize {
			t.Errorf("formula of %q = %q, %d; want %q, %d", c.name, id, p.drawSize, c.id, c.drawSize)
		}
	}
}

func TestReadFFScErrors(t *testing.T) {
	cases := []struct {
		name string
		in   string
		line int
		msg  string
	}{
		{"empty", "", 1, "no turn"},
		{"formula only", "Partie normale\r\n\r\n", 2, "no turn"},
		{"headings only", "Partie normale\nCoup\tTirage\n", 2, "no turn"},
		{"turn 2 first", "Partie normale\n2.\tABCDEFG\n", 2, "turn 2 where turn 1 is due"},
		{"skipped turn", "Joker\n1.\tABCDEF?\n3.\tABCDEF?\tBAC\tH8\t8\n", 3, "turn 3 where turn 2 is due"},
		{"no draw", "Joker\n1.\n", 2, "turn 1 has no draw"},
		{"empty draw column", "Joker\n1.\t\tBAC\tH8\t8\n", 2, "turn 1 has no draw"},
		{"bad draw", "Joker\n1.\tAB*CDE?\n", 2, `'*' is not a letter`},
		{"draw too large", "Partie normale\n1.\tABCDEFGH\n", 2, `8 tiles, more than the 7 of a normal game (the formula line "Partie normale", line 1)`},
		{"draw too large, no formula line", "1.\tABCDEFGH\n", 1, "no formula line"},
		{"a top on turn 1", "Partie normale\n1.\tABCDEFG\tBAC\tH8\t14\n", 2, "a top on the line of turn 1"},
		{"no top for turn 1", "Partie normale\n1.\tABCDEFG\n2.\tDEFG+HIJ\n", 3, "no top for turn 1 on the line of turn 2"},
		{"top cut short", "Partie normale\n1.\tABCDEFG\n2.\tDEFG+HIJ\tBAC\tH8\n", 3, "the top of turn 1 needs a word, a reference and a score"},
		{"bad reference", "Partie normale\n1.\tABCDEFG\n2.\tDEFG+HIJ\tBAC\tH0\t14\n", 3, `the top of turn 1: reference "H0"`},
		{"word with a cedilla", "Partie normale\n1.\tABCDEFG\n2.\tDEFG+HIJ\tB\xa9C\tH8\t14\n", 3, `'©' is not a letter`},
		{"unbalanced parentheses", "Partie normale\n1.\tABCDEFG\n2.\tDEFG+HIJ\tB(AC\tH8\t14\n", 3, `unbalanced parentheses`},
		{"bonus of 40", "Prime de Scrabble : 40\n1.\tABCDEFG\n", 1, "a bonus of 40"},
		{"bonus unreadable", "Prime de Scrabble : beaucoup\n1.\tABCDEFG\n", 1, "a bonus line is"},
		{"two formulas", "Partie 7 sur 8\nPrime de Scrabble : 50\nPartie 7 et 8\n1.\tABCDEFG\n", 3, `names the formula 7et8, but line 1 named 7sur8`},
		{"wrong total", "Partie normale\n1.\tABCDEFG\n\tBAC\tH8\t14\n15\n", 4, "a total of 15, but the tops read add up to 14"},
		{"line after the total", "Partie normale\n1.\tABCDEFG\n\tBAC\tH8\t14\n14\nFin\n", 5, "a line after the total, on line 4"},
		{"two last tops", "Partie normale\n1.\tABCDEFG\n2.\tDEF+GHIJ\tBAC\tH8\t14\n3.\t\tFA\t9H\t5\n\tFE\t9H\t5\n", 5, "a line after the last top, on line 4"},
		{"garbage", "Bonjour,\nvoici ma partie\nbonne lecture\n", 3, "no turn"},
		{"bad score", "Partie normale\n1.\tABCDEFG\n2.\tDEFG+HIJ\tBAC\tH8\t14pts\n", 3, `score "14pts"`},
		{"last top cut short", "Partie normale\n1.\tABCDEFG\n\tBAC\tH8\n", 3, "the top of turn 1 needs"},
		{"turn after the last top", "Partie normale\n1.\tABCDEFG\n\tBAC\tH8\t14\n2.\tDEFG+HIJ\n", 4, "turn 2 after the last top, on line 3"},
		{"line after the last top", "Partie normale\n1.\tABCDEFG\n\tBAC\tH8\t14\n\tFA\t9H\t5\n", 4, "a line after the last top, on line 3"},
		{"line too long", "Partie normale\n" + strings.Repeat("\t", 70_000) + "\n", 2, "longer than 64 KiB"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadFFSc(strings.NewReader(c.in))
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("ReadFFSc = %v, want a *SyntaxError", err)
			}
			if se.Line != c.line || !strings.Contains(se.Msg, c.msg) {
				t.Errorf("%v, want line %d and %q", err, c.line, c.msg)
			}
		})
	}
}

func TestReadFFScReaderError(t *testing.T) {
	if _, err := ReadFFSc(&failReader{"Partie normale\n"}); !errors.Is(err, errRead) {
		t.Errorf("ReadFFSc = %v, want %v", err, errRead)
	}
}

func TestDecodeWindows1252(t *testing.T) {
	cases := []struct {
		in   string
		want string
	}{
		{"", ""},
		{"Partie normale", "Partie normale"},
		{"s\xe9ance", "séance"},
		{"\xab Joker \xbb \x96 7 sur 8", "« Joker » – 7 sur 8"},
		{"\x80\x8c\x9c\x85\x97\x92", "€Œœ…—’"},
		{"\x81\x8d\x8f\x90\x9d", "\u0081\u008d\u008f\u0090\u009d"},
		{"\xa0\xff", "\u00a0ÿ"},
	}
	for _, c := range cases {
		if got := decodeWindows1252([]byte(c.in)); got != c.want {
			t.Errorf("decodeWindows1252(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestDecodeLine(t *testing.T) {
	cases := []struct {
		in   string
		want string
	}{
		{"Partie normale", "Partie normale"},
		{"s\xe9ance", "séance"},                  // Windows-1252
		{"séance", "séance"},                     // already UTF-8
		{"\xc3\xa9t\xe9", "\u00c3\u00a9t\u00e9"}, // not UTF-8 as a whole: every byte is Windows-1252
	}
	for _, c := range cases {
		if got := decodeLine([]byte(c.in)); got != c.want {
			t.Errorf("decodeLine(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
