package record

import (
	"bytes"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

func TestReadEliotFiles(t *testing.T) {
	cases := []struct {
		file string
		want *Record
	}{
		{"eliot-normal.xml", &Record{
			Version: Version, Formula: "normal", Lexicon: "ODS-8",
			Turns: []Turn{
				{Number: 1, Draw: "DSCTANU", Top: &Move{"CANUTS", "H4", 22}, Played: &Play{Move: Move{"CANUTS", "H4", 22}}},
				// The player's move is invalid: not read.
				{Number: 2, Draw: "D+VDJF?E", Top: &Move{"JaVE", "G3", 31}},
				{Number: 3, UnknownRejection: true, Draw: "NEOURFC", Top: &Move{"ENFONCEUR", "6G", 68}, Played: &Play{Move: Move{"ENFONCEUR", "6G", 68}}},
				{Number: 4, Draw: "RPESUZX", Top: &Move{"XERUS", "O4", 72}},
				// No GameMove: the MasterMove is the top.
				{Number: 5, UnknownRejection: true, Draw: "PTLNUBY", Top: &Move{"LYNX", "4L", 44}, Played: &Play{Move: Move{"LYNX", "4L", 30}}},
				// The last rack, with no move; the empty Turn after it is skipped.
				{Number: 6, Draw: "PTUB"},
			},
		}},
		{"eliot-joker-7among8.xml", &Record{
			// Two human players: no player's moves.
			Version: Version, Formula: "joker-7sur8", Lexicon: "ODS-7",
			Turns: []Turn{
				{Number: 1, Draw: "AEILNST?", Top: &Move{"SALiNE", "8C", 20}},
				{Number: 2, Draw: "IT+ABCDE?"},
			},
		}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			f, err := os.Open("testdata/" + c.file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			got, err := ReadEliot(f)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("read\n%s\nwant\n%s", dump(got), dump(c.want))
			}
		})
	}
}

func TestWriteEliotGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteEliot(&buf, sampleGame()); err != nil {
		t.Fatal(err)
	}
	golden(t, "game.eliot.xml", buf.Bytes())
}

// eliotOf is what Eliot's format keeps of a record: no seed, rhythm,
// content hash or ties, rejections without their letters, the player's
// moves without their time or announced score, and only those with a
// reference.
func eliotOf(r *Record) *Record {
	out := *r
	out.Seed, out.Rhythm, out.LexiconHash = 0, 0, ""
	out.Turns = nil
	for _, t := range r.Turns {
		e := Turn{Number: t.Number, UnknownRejection: t.AfterRejection(), Draw: t.Draw, Top: t.Top}
		if p := t.Played; p != nil && p.Ref != "" {
			e.Played = &Play{Move: p.Move}
		}
		out.Turns = append(out.Turns, e)
	}
	return &out
}

func TestEliotRoundTrip(t *testing.T) {
	var first bytes.Buffer
	if err := WriteEliot(&first, sampleGame()); err != nil {
		t.Fatal(err)
	}
	back, err := ReadEliot(bytes.NewReader(first.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if want := eliotOf(sampleGame()); !reflect.DeepEqual(back, want) {
		t.Errorf("read back\n%s\nwant\n%s", dump(back), dump(want))
	}
	var second bytes.Buffer
	if err := WriteEliot(&second, back); err != nil {
		t.Fatal(err)
	}
	// The move without a reference is written as invalid the first time
	// and not read back: the rest is the same.
	a := strings.Replace(first.String(), `points="0" type="invalid" word="JaVE" coord=""`, `points="0" type="none"`, 1)
	if a != second.String() {
		t.Errorf("written again\n%s\nfirst\n%s", second.String(), first.String())
	}
}

func TestWriteEliotFormulas(t *testing.T) {
	for _, c := range []struct {
		formula  string
		variants string // the Variant elements, in order
		err      bool
	}{
		{"normal", "", false},
		{"joker", "bingo", false},
		{"7sur8", "7among8", false},
		{"joker-7sur8", "bingo 7among8", false},
		{"7et8", "", true},
		{"789", "", true},
		{"joker-789", "", true},
	} {
		rec := &Record{Formula: c.formula, Turns: []Turn{{Number: 1, Draw: "ABCDEFGH"}}}
		var buf bytes.Buffer
		err := WriteEliot(&buf, rec)
		var ve *ValidationError
		if c.err {
			if !errors.As(err, &ve) || ve.Field != "formula" {
				t.Errorf("%s: WriteEliot = %v, want a *ValidationError on the formula", c.formula, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", c.formula, err)
		}
		var vs []string
		for _, line := range strings.Split(buf.String(), "\n") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), "<Variant>"); ok {
				vs = append(vs, strings.TrimSuffix(v, "</Variant>"))
			}
		}
		if got := strings.Join(vs, " "); got != c.variants {
			t.Errorf("%s: variants %q, want %q", c.formula, got, c.variants)
		}
		back, err := ReadEliot(&buf)
		if err != nil || back.Formula != c.formula {
			t.Errorf("%s: read back %v, %v", c.formula, back, err)
		}
	}
}

func TestWriteEliotErrors(t *testing.T) {
	var ve *ValidationError
	bad := &Record{Formula: "normal", Turns: []Turn{{Number: 2, Draw: "ABC"}}}
	if err := WriteEliot(&bytes.Buffer{}, bad); !errors.As(err, &ve) || ve.Field != "turn" {
		t.Errorf("WriteEliot of a bad record = %v", err)
	}
	if err := WriteEliot(failWriter{}, sampleGame()); !errors.Is(err, errWrite) {
		t.Errorf("WriteEliot = %v, want %v", err, errWrite)
	}
}

// eliotDoc is an Eliot file around a game element and a history.
func eliotDoc(game, history string) string {
	return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<EliotGame format=\"2\">\n<Game>\n" + game + "\n</Game>\n<History>\n" + history + "\n</History>\n</EliotGame>\n"
}

func TestReadEliotErrors(t *testing.T) {
	const duplicate = "<Mode>duplicate</Mode>"
	cases := []struct {
		name string
		in   string
		line int
		msg  string
	}{
		{"empty", "", 1, "no XML element"},
		{"not XML", "1 ABC BA H8 4\n", 1, "no XML element"},
		{"cut short", "<EliotGame format=\"2\">\n<Game>\n", 3, "XML: unexpected EOF"},
		{"mismatched", "<EliotGame format=\"2\">\n<Game></Mode>\n</EliotGame>", 2, "XML: element <Game> closed by </Mode>"},
		{"other root", "<?xml version=\"1.0\"?>\n<Game/>\n", 2, "the root element is <Game>"},
		{"format 1", "<EliotGame format=\"1\"/>\n", 1, `Eliot format "1"`},
		{"no format", "\n<EliotGame/>\n", 2, `Eliot format ""`},
		{"two roots", "<EliotGame format=\"2\"/>\n<EliotGame format=\"2\"/>\n", 2, "a second root element"},
		{"encoding", "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<EliotGame/>", 1, `encoding "UTF-16"`},
		{"no game", "<EliotGame format=\"2\">\n</EliotGame>\n", 1, "no <Game> element"},
		{"no mode", eliotDoc("", ""), 3, "no <Mode>"},
		{"free game", eliotDoc("<Mode>freegame</Mode>", ""), 4, "a free game"},
		{"unknown mode", eliotDoc("<Mode>scrabble</Mode>", ""), 4, `mode "scrabble"`},
		{"explosive", eliotDoc(duplicate+"\n<Variant>explosive</Variant>", ""), 5, "explosive"},
		{"unknown variant", eliotDoc(duplicate+"\n<Variant>7and8</Variant>", ""), 5, `variant "7and8"`},
		{"turn with no rack", eliotDoc(duplicate, "<Turn></Turn>\n<Turn><GameRack>ABC</GameRack></Turn>"), 7, "turn 1 has no rack"},
		{"moves with no rack", eliotDoc(duplicate, "<Turn>\n<GameMove points=\"4\" type=\"valid\" word=\"BA\" coord=\"H8\"/></Turn>"), 7, "turn 1 has moves but no rack"},
		{"bad rack", eliotDoc(duplicate, "<Turn>\n<GameRack>AB+C+D</GameRack></Turn>"), 8, "turn 1: draw \"AB+C+D\": more than one '+'"},
		{"rack of other letters", eliotDoc(duplicate, "<Turn>\n<GameRack>ÇA</GameRack></Turn>"), 8, "is not a letter"},
		{"bad coordinate", eliotDoc(duplicate, "<Turn><GameRack>AB</GameRack>\n<GameMove points=\"4\" type=\"valid\" word=\"BA\" coord=\"H16\"/></Turn>"), 8, `turn 1: <GameMove>: reference "H16"`},
		{"bad points", eliotDoc(duplicate, "<Turn><GameRack>AB</GameRack>\n<GameMove points=\"-4\" type=\"valid\" word=\"BA\" coord=\"H8\"/></Turn>"), 8, `score "-4"`},
		{"bad type", eliotDoc(duplicate, "<Turn><GameRack>AB</GameRack>\n\n<MasterMove points=\"4\" type=\"good\" word=\"BA\" coord=\"H8\"/></Turn>"), 9, `<MasterMove> of type "good"`},
		{"too deep", "<EliotGame format=\"2\">" + strings.Repeat("<a>", 40), 1, "nested more than 32 deep"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadEliot(strings.NewReader(c.in))
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("ReadEliot = %v, want a *SyntaxError", err)
			}
			if se.Line != c.line || !strings.Contains(se.Msg, c.msg) {
				t.Errorf("%v, want line %d and %q", err, c.line, c.msg)
			}
		})
	}
}

func TestReadEliotValidation(t *testing.T) {
	// A dictionary name with a control character reads but is no lexicon
	// name.
	in := "<EliotGame format=\"2\"><Dictionary><Name>ODS\x7f8</Name></Dictionary><Game><Mode>duplicate</Mode></Game></EliotGame>"
	_, err := ReadEliot(strings.NewReader(in))
	var ve *ValidationError
	if !errors.As(err, &ve) || ve.Field != "lexicon" {
		t.Errorf("ReadEliot = %v, want a *ValidationError on the lexicon", err)
	}
}

func TestReadEliotLimits(t *testing.T) {
	var se *SyntaxError
	if _, err := ReadEliot(io16MiB()); !errors.As(err, &se) || !strings.Contains(se.Msg, "MiB") {
		t.Errorf("ReadEliot = %v, want a *SyntaxError on the size", err)
	}
	if _, err := ReadEliot(&failReader{"<EliotGame"}); !errors.Is(err, errRead) {
		t.Errorf("ReadEliot = %v, want %v", err, errRead)
	}
}
