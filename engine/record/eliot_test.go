package record

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"
)

// eliotFiles are the fixtures written in the layout of Eliot's own writer
// (game/xml_writer.cpp): what ReadEliot must read exactly.
var eliotFiles = []struct {
	file string
	want *Record
}{
	// Three players (one human, two computers), a sub-top, an invalid
	// ballot, a player who wrote nothing, rejections, a dictionary name
	// with a space, an empty leave, the closing leave-only Turn and the
	// Statistics block.
	{"eliot-normal.xml", &Record{
		Version: Version, Formula: "normal", Lexicon: "ODS-8",
		Players: []Player{{Name: "Joueur"}, {Name: "Eliot", Computer: true}, {Name: "Anne Martin", Computer: true}},
		Origin:  &Origin{Format: FormatEliot, Mode: "duplicate"},
		Turns: []Turn{
			{Number: 1, Draw: "DSCTANU", Top: &Move{"CANUTS", "H4", 22},
				Played:  &Play{Move: Move{"CANUTS", "H4", 22}},
				Ballots: []Ballot{{0, Attempt{"CANUTS", "H4", 22, false}}, {1, Attempt{"CANUTS", "H4", 22, false}}, {2, Attempt{"DUC", "H7", 14, false}}}},
			{Number: 2, Draw: "D+VDJF?E", Top: &Move{"JaVE", "G3", 31},
				Ballots: []Ballot{{0, Attempt{"JAVE", "G33", 0, true}}, {1, Attempt{"JaVE", "G3", 31, false}}, {2, Attempt{"JaVE", "G3", 31, false}}}},
			{Number: 3, UnknownRejection: true, Draw: "NEOURFC", Top: &Move{"ENFONCEUR", "6G", 68},
				Played:  &Play{Move: Move{"ENFONCEUR", "6G", 68}},
				Ballots: []Ballot{{0, Attempt{"ENFONCEUR", "6G", 68, false}}, {1, Attempt{"ENFONCEUR", "6G", 68, false}}}},
			{Number: 4, Draw: "RPESUZX", Top: &Move{"XERUS", "O4", 72},
				Ballots: []Ballot{{1, Attempt{"XERUS", "O4", 72, false}}, {2, Attempt{"XERUS", "O4", 72, false}}}},
			{Number: 5, UnknownRejection: true, Draw: "PTLNUBY", Top: &Move{"LYNX", "4L", 44},
				Played:  &Play{Move: Move{"LYNX", "L4", 30}},
				Ballots: []Ballot{{0, Attempt{"LYNX", "L4", 30, false}}, {1, Attempt{"LYNX", "4L", 44, false}}, {2, Attempt{"LYNX", "4L", 44, false}}}},
		},
	}},
	// A normal game with a blank: the joker placed at H7 in turn 1 is
	// written uppercase by Eliot in the later words that cross it (TRUItE,
	// SALINES); the joker played from the rack in turn 2 stays lowercase.
	// The record writes both in lowercase, as the engine does: in the
	// normal game a joker stays on the board.
	{"eliot-blank.xml", &Record{
		Version: Version, Formula: "normal", Lexicon: "ODS-8",
		Origin: &Origin{Format: FormatEliot, Mode: "duplicate"},
		Turns: []Turn{
			{Number: 1, Draw: "AEILNS?", Top: &Move{"SALiNE", "H4", 64}, Played: &Play{Move: Move{"SALiNE", "H4", 64}}},
			{Number: 2, Draw: "I+?RTUEM", Top: &Move{"TRUitE", "7E", 24}, Played: &Play{Move: Move{"TRUitE", "7E", 24}}},
			{Number: 3, Draw: "IM+?AOPS", Top: &Move{"SALiNES", "H4", 9}, Played: &Play{Move: Move{"SALiNES", "H4", 9}}},
		},
	}},
	// The same game in the joker game (Eliot's bingo): Eliot writes the
	// words alike, but there the joker at H7 is replaced by an I from the
	// bag (§4.8.2), as the engine records it: TRUItE, SALINES.
	{"eliot-joker.xml", &Record{
		Version: Version, Formula: "joker", Lexicon: "ODS-8",
		Origin: &Origin{Format: FormatEliot, Mode: "duplicate"},
		Turns: []Turn{
			{Number: 1, Draw: "AEILNS?", Top: &Move{"SALiNE", "H4", 64}, Played: &Play{Move: Move{"SALiNE", "H4", 64}}},
			{Number: 2, Draw: "I+?RTUEM", Top: &Move{"TRUItE", "7E", 24}, Played: &Play{Move: Move{"TRUItE", "7E", 24}}},
			{Number: 3, Draw: "IM+?AOPS", Top: &Move{"SALINES", "H4", 9}, Played: &Play{Move: Move{"SALINES", "H4", 9}}},
		},
	}},
	// Arbitration: a solo, a warning, a penalty (negative, as Eliot
	// writes it), an invalid ballot, the game ending on an empty leave.
	{"eliot-arbitration.xml", &Record{
		Version: Version, Formula: "normal", Lexicon: "ODS-8",
		Players: []Player{{Name: "Claire"}, {Name: "Denis"}},
		Origin:  &Origin{Format: FormatEliot, Mode: "arbitration"},
		Turns: []Turn{
			{Number: 1, Draw: "EIMNOST", Top: &Move{"MOINES", "H4", 18},
				Ballots: []Ballot{{0, Attempt{"MOINES", "H4", 18, false}}, {1, Attempt{"MOINE", "H4", 15, false}}},
				Events:  []Event{{0, Solo, 10}, {1, Warning, 0}}},
			{Number: 2, Draw: "T+RUITE", Top: &Move{"TRUITES", "9B", 9},
				Ballots: []Ballot{{0, Attempt{"TRUITES", "9B", 9, false}}, {1, Attempt{"TRUITES", "9A", 0, true}}},
				Events:  []Event{{1, Penalty, -5}}},
		},
	}},
	// Topping: the PlayerMove's points are seconds; the tries are the
	// ToppingMoves; turn 2 ran out of time.
	{"eliot-topping.xml", &Record{
		Version: Version, Formula: "normal", Lexicon: "ODS-8",
		Origin: &Origin{Format: FormatEliot, Mode: "topping"},
		Turns: []Turn{
			{Number: 1, Draw: "DSCTANU", Top: &Move{"CANUTS", "H4", 22}, Played: &Play{Move: Move{"CANUTS", "H4", 22}}, Seconds: 47,
				Tries: []Attempt{{"DUC", "H7", 14, false}, {"CANUTX", "H4", 0, true}, {"CANUTS", "H4", 22, false}}},
			{Number: 2, Draw: "D+VDJF?E", Top: &Move{"JaVE", "G3", 31}, Seconds: 240,
				Tries: []Attempt{{"FaDE", "G3", 20, false}}},
		},
	}},
	// Training, 7 sur 8: the move put on the board is the player's; the
	// last draw is not played yet.
	{"eliot-training.xml", &Record{
		Version: Version, Formula: "7sur8", Lexicon: "ODS-8",
		Origin: &Origin{Format: FormatEliot, Mode: "training"},
		Turns: []Turn{
			{Number: 1, Draw: "DSCTANUE", Top: &Move{"CANUTS", "H4", 22}, Played: &Play{Move: Move{"CANUTS", "H4", 22}}},
			{Number: 2, Draw: "DE+VJF?IR", Top: &Move{"JaVE", "G3", 31}, Played: &Play{Move: Move{"JaVE", "G3", 31}}},
			{Number: 3, Draw: "DFIR+ELOS"},
		},
	}},
}

func TestReadEliotFiles(t *testing.T) {
	for _, c := range eliotFiles {
		t.Run(c.file, func(t *testing.T) {
			got := readEliotFile(t, c.file)
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("read\n%s\nwant\n%s", dump(got), dump(c.want))
			}
			golden(t, strings.TrimSuffix(c.file, ".xml")+".golden.json", []byte(dump(got)+"\n"))
		})
	}
}

func readEliotFile(t *testing.T, name string) *Record {
	t.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := ReadEliot(f)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestWriteEliotLayout writes each fixture's record again and compares
// the History with the fixture's, element by element (name, attributes,
// text): the writer lays a game out as Eliot does, leaves, empty master
// moves, board jokers in uppercase and the closing Turn included.
func TestWriteEliotLayout(t *testing.T) {
	for _, c := range eliotFiles {
		t.Run(c.file, func(t *testing.T) {
			data, err := os.ReadFile("testdata/" + c.file)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := WriteEliot(&buf, c.want); err != nil {
				t.Fatal(err)
			}
			want, got := eliotHistory(t, data), eliotHistory(t, buf.Bytes())
			for i := 0; i < max(len(want), len(got)); i++ {
				if i >= len(want) || i >= len(got) || want[i] != got[i] {
					t.Fatalf("element %d of the history:\n got %s\nwant %s\nwritten:\n%s", i, at(got, i), at(want, i), buf.Bytes())
				}
			}
		})
	}
}

func at(s []string, i int) string {
	if i < len(s) {
		return s[i]
	}
	return "(nothing)"
}

// eliotHistory lists the elements of a file's History, one string each:
// its depth, name, attributes in order and text.
func eliotHistory(t *testing.T, data []byte) []string {
	t.Helper()
	root, err := parseEliotXML(data)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	var walk func(n *eliotNode, depth int)
	walk = func(n *eliotNode, depth int) {
		s := fmt.Sprintf("%d <%s", depth, n.name)
		for _, a := range n.attr {
			s += fmt.Sprintf(" %s=%q", a.Name.Local, a.Value)
		}
		out = append(out, s+">"+n.value())
		for _, k := range n.kids {
			walk(k, depth+1)
		}
	}
	h := root.child("History")
	if h == nil {
		t.Fatal("no History")
	}
	walk(h, 0)
	return out
}

// TestWriteEliotGame checks the header a written game holds: the elements
// Eliot's reader needs, in its order.
func TestWriteEliotGame(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteEliot(&buf, sampleGame()); err != nil {
		t.Fatal(err)
	}
	golden(t, "game.eliot.xml", buf.Bytes())
	root, err := parseEliotXML(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, k := range root.kids {
		names = append(names, k.name)
		if k.name == "Dictionary" || k.name == "Game" {
			for _, kk := range k.kids {
				names = append(names, kk.name+"="+kk.value())
			}
		}
	}
	want := "Dictionary Name=fr-libre Type=dawg Game Mode=duplicate Player= Turns=6 History"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("elements %q, want %q", got, want)
	}
}

// eliotOf is what Eliot's format keeps of a record: no seed, rhythm,
// content hash or ties, rejections without their letters, the player's
// moves without their time or announced score, and only those with a
// reference.
func eliotOf(r *Record) *Record {
	out := *r
	out.Seed, out.Rhythm, out.LexiconHash = 0, 0, ""
	out.Origin = &Origin{Format: FormatEliot, Mode: "duplicate"}
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

// TestEliotRoundTrip: each fixture and our sample game, written by
// WriteEliot and read back, are the same record; written again, the same
// bytes.
func TestEliotRoundTrip(t *testing.T) {
	cases := map[string]*Record{"sample": sampleGame()}
	for _, c := range eliotFiles {
		cases[c.file] = c.want
	}
	for name, rec := range cases {
		t.Run(name, func(t *testing.T) {
			var first bytes.Buffer
			if err := WriteEliot(&first, rec); err != nil {
				t.Fatal(err)
			}
			back, err := ReadEliot(bytes.NewReader(first.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			want := rec
			if name == "sample" {
				want = eliotOf(rec)
			}
			if !reflect.DeepEqual(back, want) {
				t.Errorf("read back\n%s\nwant\n%s", dump(back), dump(want))
			}
			var second bytes.Buffer
			if err := WriteEliot(&second, back); err != nil {
				t.Fatal(err)
			}
			// The sample's ballot without a reference is written as
			// invalid the first time and not read back.
			a := strings.Replace(first.String(), `points="0" type="invalid" word="JaVE" coord=""`, `points="0" type="none"`, 1)
			if a != second.String() {
				t.Errorf("written again\n%s\nfirst\n%s", second.String(), first.String())
			}
		})
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
		{"unknown mode", eliotDoc("<Mode>scrabble</Mode>", ""), 4, `unknown mode "scrabble"`},
		{"explosive", eliotDoc(duplicate+"\n<Variant>explosive</Variant>", ""), 5, "explosive"},
		{"unknown variant", eliotDoc(duplicate+"\n<Variant>7and8</Variant>", ""), 5, `variant "7and8"`},
		{"turn with no rack", eliotDoc(duplicate, "<Turn></Turn>\n<Turn><GameRack>ABC</GameRack></Turn>"), 7, "turn 1 has no <GameRack>: only the closing <Turn>"},
		{"leaves before the end", eliotDoc(duplicate, "<Turn><PlayerRack playerId=\"0\">AB</PlayerRack><MasterMove points=\"0\" type=\"none\"/></Turn>\n<Turn><GameRack>ABC</GameRack></Turn>"), 7, "turn 1 has no <GameRack>"},
		{"moves with no rack", eliotDoc(duplicate, "<Turn>\n<GameMove points=\"4\" type=\"valid\" word=\"BA\" coord=\"H8\"/></Turn>"), 7, "turn 1 has moves but no <GameRack>"},
		{"unknown player", eliotDoc(duplicate, "<Turn><GameRack>AB</GameRack>\n<PlayerMove playerId=\"3\" points=\"4\" type=\"valid\" word=\"BA\" coord=\"H8\"/></Turn>"), 8, `<PlayerMove> of player "3"`},
		{"bad penalty", eliotDoc(duplicate+"<Player id=\"0\"><Name>A</Name><Type>human</Type></Player>", "<Turn><GameRack>AB</GameRack>\n<Penalty playerId=\"0\" points=\"x\"/></Turn>"), 8, `<Penalty> points "x"`},
		{"bad player type", eliotDoc(duplicate+"\n<Player id=\"0\"><Name>A</Name><Type>robot</Type></Player>", ""), 5, "<Type> is human or computer"},
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
