package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/share"
	"duplicata/wasm/protocol"
)

func fixture(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "..", "engine", "record", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestImport reads every form the library takes and analyses the game.
func TestImport(t *testing.T) {
	e := loaded(t)
	for _, tc := range []struct {
		file   string
		format record.Format
		turns  int
	}{
		{"game.json", record.FormatJSON, 0},
		{"game.txt", record.FormatText, 0},
		{"ffsc-normal.txt", record.FormatFFSc, 0},
		{"eliot-normal.xml", record.FormatEliot, 0},
	} {
		text := fixture(t, tc.file)
		if got := record.Sniff([]byte(text)); got != tc.format {
			t.Errorf("%s: read as %s, want %s", tc.file, got, tc.format)
		}
		r := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Text: text}})
		if r.Type != protocol.Records || r.Record == nil || r.Analysis == nil {
			t.Fatalf("%s: %s %q", tc.file, r.Type, r.Message)
		}
		if len(r.Analysis.Turns) != len(r.Record.Turns) || len(r.Record.Turns) == 0 {
			t.Errorf("%s: %d turns analysed of %d", tc.file, len(r.Analysis.Turns), len(r.Record.Turns))
		}
		for i, at := range r.Analysis.Turns {
			if len(at.Board) != 15 || at.Draw != r.Record.Turns[i].Draw {
				t.Errorf("%s turn %d: board %d rows, draw %q", tc.file, i+1, len(at.Board), at.Draw)
			}
		}
		// Written back in our JSON and read again: the same record.
		w := roundTrip(t, e, protocol.Request{Body: protocol.ExportGame{Format: "json", Record: r.Record}})
		back := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Text: w.Text}})
		if back.Type != protocol.Records || protocol.Encode(back.Record) != protocol.Encode(r.Record) {
			t.Errorf("%s: JSON round trip changed the record", tc.file)
		}
		t.Logf("%s: %s, %d turns, formula %s", tc.file, tc.format, len(r.Record.Turns), r.Record.Formula)
	}
}

// TestImportBroken checks the French messages naming the line, and that
// nothing is returned to add.
func TestImportBroken(t *testing.T) {
	e := loaded(t)
	ffsc := strings.Split(fixture(t, "ffsc-normal.txt"), "\n")
	ffsc[3] = "4.\tRPESUZX\tENFONCEUR\tZZ9\t68" // a reference that is none
	for _, tc := range []struct {
		name, text, want string
	}{
		{"ffsc", strings.Join(ffsc, "\n"), "Fichier FFSc (TXT) illisible à la ligne 4 "},
		{"json", `{"version":1,"formula":"normal","turns":[{"turn":1,"draw":"AB3"}]}`, "Fichier JSON Duplicata incohérent au coup 1, champ draw "},
		{"eliot", "<?xml version=\"1.0\"?>\n<EliotGame format=\"2\">\n<Turn>\n", "Fichier Eliot (XML) illisible à la ligne "},
	} {
		r := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Text: tc.text}})
		if r.Type != protocol.Refused || !strings.HasPrefix(r.Message, tc.want) || !strings.HasSuffix(r.Message, "Rien n'a été ajouté à la bibliothèque.") || r.Record != nil {
			t.Errorf("%s: %s %q, want a refusal starting %q", tc.name, r.Type, r.Message, tc.want)
		}
	}
}

func TestExportEliot(t *testing.T) {
	e := loaded(t)
	r := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Text: fixture(t, "game.txt")}})
	x := roundTrip(t, e, protocol.Request{Body: protocol.ExportGame{Format: "eliot", Record: r.Record}})
	if x.Type != protocol.Records || !strings.Contains(x.Text, "<EliotGame") {
		t.Fatalf("eliot export: %+v", x)
	}
	back := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Text: x.Text}})
	if back.Type != protocol.Records || len(back.Record.Turns) != len(r.Record.Turns) {
		t.Errorf("eliot round trip: %+v", back)
	}
	for i := range r.Record.Turns {
		if back.Record.Turns[i].Draw != r.Record.Turns[i].Draw || protocol.Encode(back.Record.Turns[i].Top) != protocol.Encode(r.Record.Turns[i].Top) {
			t.Errorf("turn %d: %v / %v, want %v / %v", i+1, back.Record.Turns[i].Draw, back.Record.Turns[i].Top, r.Record.Turns[i].Draw, r.Record.Turns[i].Top)
		}
	}
}

func TestBest(t *testing.T) {
	e := loaded(t)
	cfg := game.Config{Seed: 42, Formula: "normal"}
	g, err := game.New(lex, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		g.Submit("", "", 0)
		g.Next()
	}
	rec := g.Record()
	for turn := 1; turn <= 3; turn++ {
		r := roundTrip(t, e, protocol.Request{Body: protocol.BestMoves{Record: &rec, Turn: turn}})
		if r.Type != protocol.Records || len(r.Best) != protocol.BestCount || r.Best[0].Score != rec.Turns[turn-1].Top.Score {
			t.Errorf("turn %d: %s %q, %d moves, first %v, top %v", turn, r.Type, r.Message, len(r.Best), r.Best, rec.Turns[turn-1].Top)
		}
	}
	if r := roundTrip(t, e, protocol.Request{Body: protocol.BestMoves{Record: &rec, Turn: 9}}); r.Type != protocol.Error {
		t.Errorf("turn 9 of 4: %+v", r)
	}
}

func TestShare(t *testing.T) {
	e := loaded(t)
	for _, l := range []share.Link{{Seed: 2027, Formula: "joker"}, {Formula: "normal", Lexicon: "ods", Draws: []string{"ABCDEFG", "AB+CDEFG"}}} {
		r := roundTrip(t, e, protocol.Request{Body: protocol.ShareGame{Link: &l}})
		back := roundTrip(t, e, protocol.Request{Body: protocol.ReadLink{Text: r.Text}})
		if r.Type != protocol.Records || back.Type != protocol.Records || back.Link == nil || !back.Link.Equal(l) {
			t.Errorf("%+v: %q → %+v", l, r.Text, back)
		}
	}
	if r := roundTrip(t, e, protocol.Request{Body: protocol.ReadLink{Text: "not-a-link!"}}); r.Type != protocol.Error || r.Message != "Ce lien de partage est illisible ou incomplet." {
		t.Errorf("a broken link: %+v", r)
	}
}

// TestTypedDraws makes a record from draws typed one a line: our tops.
func TestTypedDraws(t *testing.T) {
	e := loaded(t)
	g, err := game.New(lex, game.Config{Seed: 5, Formula: "normal"})
	if err != nil {
		t.Fatal(err)
	}
	var draws []string
	for range 4 {
		draws = append(draws, strings.ToLower(g.Draw().String())+"  ")
		g.Submit("", "", 0)
		g.Next()
	}
	want := g.Record()
	link := share.Link{Formula: "normal", Draws: append(draws, "")}
	r := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Link: &link}})
	if r.Type != protocol.Records || len(r.Record.Turns) != 4 {
		t.Fatalf("typed draws: %s %q", r.Type, r.Message)
	}
	for i, turn := range r.Record.Turns {
		if turn.Draw != want.Turns[i].Draw || *turn.Top != *want.Turns[i].Top {
			t.Errorf("turn %d: %s %v, want %s %v", i+1, turn.Draw, turn.Top, want.Turns[i].Draw, want.Turns[i].Top)
		}
	}
	bad := share.Link{Formula: "normal", Draws: []string{"ABCDEFG", "AB3"}}
	if r := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Link: &bad}}); r.Type != protocol.Refused || !strings.HasPrefix(r.Message, "Ligne 2 : tirage illisible") {
		t.Errorf("a bad draw: %s %q", r.Type, r.Message)
	}
}
