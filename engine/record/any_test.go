package record

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadAny(t *testing.T) {
	for _, tc := range []struct {
		file   string
		format Format
		turns  int
	}{
		{"game.json", FormatJSON, 6},
		{"game.txt", FormatText, 6},
		{"ffsc-normal.txt", FormatFFSc, 5},
		{"ffsc-joker-7sur8.txt", FormatFFSc, 5},
		{"ffsc-en-direct.txt", FormatFFSc, 5},
		{"ffsc-joker-utf8.txt", FormatFFSc, 3},
		{"ffsc-simultane.txt", FormatFFSc, 5},
		{"eliot-normal.xml", FormatEliot, 5},
		{"eliot-topping.xml", FormatEliot, 2},
	} {
		f, err := os.Open(filepath.Join("testdata", tc.file))
		if err != nil {
			t.Fatal(err)
		}
		rec, format, err := ReadAny(f)
		f.Close()
		if err != nil || format != tc.format || len(rec.Turns) != tc.turns {
			t.Errorf("%s: %v, %v; want %s, %d turns", tc.file, format, err, tc.format, tc.turns)
		}
	}
}

func TestSniff(t *testing.T) {
	for in, want := range map[string]Format{
		"":                                       FormatFFSc,
		"\uFEFF {":                               FormatJSON,
		"\n\n<x":                                 FormatEliot,
		"1.\tDSCTANU":                            FormatFFSc,
		"# formula normal\n":                     FormatText,
		"1 AFFVERQ FEVR H5 20\n2 AQ+EIOL":        FormatText, // typed by a player, no header
		"Ma partie\n\n1 AFFVERQ FEVR H5 20 20\n": FormatText,
		"1 AFFVERQ\n2 AQ+EIOL FEVR H5 20\n":      FormatFFSc, // the PDF's text: turn 1 alone
		"Partie normale\n1. AFFVERQ\n":           FormatFFSc,
		"1. AFFVERQ FEVR H5 20\n":                FormatFFSc, // a dot: not ours
		"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR":    FormatBinary,
		"%PDF-1.4\n\x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0e": FormatBinary,
	} {
		if got := Sniff([]byte(in)); got != want {
			t.Errorf("Sniff(%q) = %s, want %s", in, got, want)
		}
	}
}

// TestReadAnyErrors: the error says which form was tried and keeps the
// reader's typed error with its line.
func TestReadAnyErrors(t *testing.T) {
	for _, c := range []struct {
		in     string
		format Format
		line   int
		msg    string
	}{
		{"1 AFFVERQ FEVR H5 20\n2 AQ+EIOL FEVR H55 20\n", FormatText, 2, `record: read as a Duplicata text record: line 2: turn 2: reference "H55"`},
		{"Partie normale\n1.\tABCDEFGH\n", FormatFFSc, 2, "record: read as an FFSc export: line 2: turn 1: draw \"ABCDEFGH\" has 8 tiles"},
		{"<EliotGame format=\"2\">\n<Game><Mode>duplicate</Mode></Game>\n<History>\n<Turn>", FormatEliot, 4, "record: read as an Eliot game (XML): line 4: XML: unexpected EOF"},
		{"<EliotGame format=\"2\">\n<Game>\n<Mode>blitz</Mode></Game></EliotGame>", FormatEliot, 3, `unknown mode "blitz"`},
	} {
		_, f, err := ReadAny(strings.NewReader(c.in))
		var fe *FormatError
		var se *SyntaxError
		if !errors.As(err, &fe) || !errors.As(err, &se) || f != c.format || fe.Format != c.format {
			t.Errorf("%q: %s, %v; want a *FormatError (%s) around a *SyntaxError", c.in, f, err, c.format)
			continue
		}
		if se.Line != c.line || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: %v, want line %d and %q", c.in, err, c.line, c.msg)
		}
	}
	png := append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{0}, 20)...)
	_, f, err := ReadAny(bytes.NewReader(png))
	var be *BinaryError
	if f != FormatBinary || !errors.As(err, &be) || be.Offset != 6 || !strings.Contains(err.Error(), "a binary file") {
		t.Errorf("a PNG: %s, %v", f, err)
	}
}

// TestSyntaxKinds: the kind and value a program renders in its players'
// language.
func TestSyntaxKinds(t *testing.T) {
	for _, c := range []struct {
		in    string
		kind  Kind
		value string
	}{
		{"Partie normale\n1.\tABCDEFGH\n", KindDrawSize, "ABCDEFGH"},
		{"Partie normale\n1.\tAB*CDE\n", KindDraw, "AB*CDE"},
		{"Partie normale\n1.\tABCDEFG\n2.\tDEF+GHIJ\tBAC\tZZ9\t14\n", KindRef, "ZZ9"},
		{"Partie normale\n1.\tABCDEFG\n2.\tDEF+GHIJ\tB4C\tH8\t14\n", KindWord, "B4C"},
		{"Partie normale\n1.\tABCDEFG\n2.\tDEF+GHIJ\tBAC\tH8\tx\n", KindScore, "x"},
		{"Partie normale\n1.\tABCDEFG\n\tBAC\tH8\t14\n15\n", KindTotal, ""},
		{"Partie 7 sur 8\nPartie 7 et 8\n1.\tABCDEFG\n", KindFormula, ""},
		{"bonjour\n", KindNoTurn, ""},
		{"1 AB BA H8 4\n3 AB\n", KindTurnOrder, ""},
		{"<EliotGame format=\"2\"><Game><Mode>freegame</Mode></Game></EliotGame>", KindFreeGame, ""},
		{"<EliotGame format=\"2\"><Game><Mode>duplicate</Mode><Variant>explosive</Variant></Game></EliotGame>", KindExplosive, ""},
		{"<EliotGame format=\"2\"><Game><Mode>blitz</Mode></Game></EliotGame>", KindMode, ""},
		{"<EliotGame format=\"2\"><Game>", KindXML, ""},
		{"<EliotGame format=\"1\"/>", KindNotEliot, ""},
		{"{\"version\":1,", KindJSON, ""},
	} {
		_, _, err := ReadAny(strings.NewReader(c.in))
		var se *SyntaxError
		if !errors.As(err, &se) || se.Kind != c.kind || se.Value != c.value {
			t.Errorf("%q: %v (%+v), want kind %d, value %q", c.in, err, se, c.kind, c.value)
		}
	}
}
