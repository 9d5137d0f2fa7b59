package engine

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"duplicata/engine/bag"
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
		{"eliot-joker.xml", record.FormatEliot, 0},
		{"eliot-arbitration.xml", record.FormatEliot, 0},
		{"eliot-topping.xml", record.FormatEliot, 0},
		{"eliot-training.xml", record.FormatEliot, 0},
		{"ffsc-en-direct.txt", record.FormatFFSc, 0},
		{"ffsc-joker-utf8.txt", record.FormatFFSc, 0},
		{"ffsc-simultane.txt", record.FormatFFSc, 0},
	} {
		text := fixture(t, tc.file)
		if got := record.Sniff([]byte(text)); got != tc.format {
			t.Errorf("%s: read as %s, want %s", tc.file, got, tc.format)
		}
		r := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Text: text}})
		if r.Type != protocol.Library || r.Record == nil || r.Analysis == nil {
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
		if back.Type != protocol.Library || protocol.Encode(back.Record) != protocol.Encode(r.Record) {
			t.Errorf("%s: JSON round trip changed the record", tc.file)
		}
		t.Logf("%s: %s, %d turns, formula %s", tc.file, tc.format, len(r.Record.Turns), r.Record.Formula)
	}
}

// TestImportBroken checks the French messages naming the line and what
// is wrong, with nothing in English, and that nothing is returned to add.
func TestImportBroken(t *testing.T) {
	e := loaded(t)
	ffsc := strings.Split(fixture(t, "ffsc-normal.txt"), "\n")
	ffsc[4] = "4.\tRPESUZX\tENFONCEUR\tZZ9\t68" // a reference that is none
	const none = " Rien n'a été ajouté à la bibliothèque."
	for _, tc := range []struct {
		name, text, want string
	}{
		{"ffsc reference", strings.Join(ffsc, "\n"), "Fichier FFSc (TXT) illisible à la ligne 5 : la référence « ZZ9 » ne se lit pas (H8 pour un mot horizontal, 8H pour un vertical)."},
		{"ffsc 8 tiles", "Partie normale\n1.\tABCDEFGH\n", "Fichier FFSc (TXT) illisible à la ligne 2 : le tirage « ABCDEFGH » a plus de lettres que la formule n'en donne : la formule indiquée est-elle la bonne\u00a0?"},
		{"garbage", "Bonjour,\nvoici ma partie.\n", "Fichier FFSc (TXT) illisible à la ligne 2 : aucun coup n'y figure : une partie a au moins une ligne « 1 » avec le premier tirage."},
		{"json", `{"version":1,"formula":"normal","turns":[{"turn":1,"draw":"AB3"}]}`, "Fichier JSON Duplicata incohérent au coup 1 : tirage invalide."},
		{"text, no header", "1 AFFVERQ FEVR H5 20\n2 AQ+EIOL FEVR H55 20\n", "Fichier texte Duplicata illisible à la ligne 2 : la référence « H55 » ne se lit pas (H8 pour un mot horizontal, 8H pour un vertical)."},
		{"eliot cut short", "<?xml version=\"1.0\"?>\n<EliotGame format=\"2\">\n<Turn>\n", "Fichier Eliot (XML) illisible à la ligne 4 : le XML est mal formé ou coupé."},
		{"eliot mode", "<EliotGame format=\"2\">\n<Game>\n<Mode>blitz</Mode></Game></EliotGame>", "Fichier Eliot (XML) illisible à la ligne 3 : mode ou variante de jeu qu'Eliot n'a pas."},
		{"eliot free game", "<EliotGame format=\"2\">\n<Game>\n<Mode>freegame</Mode></Game></EliotGame>", "Fichier Eliot (XML) illisible à la ligne 3 : c'est une partie libre d'Eliot, pas une partie en duplicate : Duplicata ne lit que le duplicate."},
		{"eliot explosive", "<EliotGame format=\"2\">\n<Game><Mode>duplicate</Mode>\n<Variant>explosive</Variant></Game></EliotGame>", "Fichier Eliot (XML) illisible à la ligne 3 : la variante « explosive » d'Eliot n'est pas une formule de la FISF : Duplicata ne la joue pas."},
		{"binary", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "Ce fichier n'est pas une partie : c'est un fichier binaire (une image, un PDF, une archive…). Une partie se lit en JSON ou texte de Duplicata, en TXT de la FFSc ou en XML d'Eliot."},
		{"not on the draw", "1 ABCDEFG ZOO H8 14\n", "La partie ne peut pas être rejouée : au coup 1, ZOO H8 ne se place pas sur la grille."},
	} {
		r := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Text: tc.text}})
		if r.Type != protocol.Refused || !strings.HasPrefix(r.Message, tc.want) || !strings.HasSuffix(r.Message, none) || r.Record != nil {
			t.Errorf("%s: %s %q, want a refusal starting %q", tc.name, r.Type, r.Message, tc.want)
		}
		for _, english := range []string{"record", "turn", "line", "draw", "the ", "game:", "bag:"} {
			if strings.Contains(r.Message, english) {
				t.Errorf("%s: %q: English (%q)", tc.name, r.Message, english)
			}
		}
	}
}

// windows1252 decodes a file as the app's file reader does: UTF-8 when it
// is, else Windows-1252 (only the characters of the fixtures here).
func windows1252(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == 0x96:
			b.WriteRune('–')
		default:
			b.WriteRune(rune(c))
		}
	}
	return b.String()
}

// TestImportNotice: an import says which form was read and, for the FFSc,
// the event's title and the formula line.
func TestImportNotice(t *testing.T) {
	e := loaded(t)
	for file, want := range map[string]string{
		"ffsc-en-direct.txt":     "Lu comme un export de la FFSc (TXT) : « Festival de Vichy 2025 – Simultané n°3 », formule « Partie normale » (ligne 3).",
		"ffsc-joker-utf8.txt":    "Lu comme un export de la FFSc (TXT) : « Open de Cannes – Partie 2 », formule « Partie joker » (ligne 1).",
		"ffsc-simultane.txt":     "Lu comme un export de la FFSc (TXT) : « SIMULTANÉ PERMANENT DU 12 MARS 2025 », formule « Partie normale » (ligne 2).",
		"eliot-normal.xml":       "Lu comme une partie d'Eliot (XML), mode duplicate, 3 joueurs.",
		"eliot-arbitration.xml":  "Lu comme une partie d'Eliot (XML), mode arbitrage, 2 joueurs.",
		"eliot-topping.xml":      "Lu comme une partie d'Eliot (XML), mode topping.",
		"game.txt":               "Lu comme un texte de Duplicata.",
		"1 AFFVERQ FEVR H5 20\n": "Lu comme un texte de Duplicata.",
	} {
		text := file
		if !strings.Contains(file, "\n") {
			text = windows1252(fixture(t, file))
		}
		r := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Text: text}})
		if r.Type != protocol.Library || r.Message != want {
			t.Errorf("%s: %s %q, want %q", file, r.Type, r.Message, want)
		}
	}
}

func TestExportEliot(t *testing.T) {
	e := loaded(t)
	r := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Text: fixture(t, "game.txt")}})
	x := roundTrip(t, e, protocol.Request{Body: protocol.ExportGame{Format: "eliot", Record: r.Record}})
	if x.Type != protocol.Library || !strings.Contains(x.Text, "<EliotGame") {
		t.Fatalf("eliot export: %+v", x)
	}
	back := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Text: x.Text}})
	if back.Type != protocol.Library || len(back.Record.Turns) != len(r.Record.Turns) {
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
		if r.Type != protocol.Library || len(r.Best) != protocol.BestCount || r.Best[0].Score != rec.Turns[turn-1].Top.Score {
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
		back := roundTrip(t, e, protocol.Request{Body: protocol.ReadLinkCode{Text: r.Text}})
		if r.Type != protocol.Library || back.Type != protocol.Library || back.Link == nil || !back.Link.Equal(l) {
			t.Errorf("%+v: %q → %+v", l, r.Text, back)
		}
	}
	if r := roundTrip(t, e, protocol.Request{Body: protocol.ReadLinkCode{Text: "not-a-link!"}}); r.Type != protocol.Error || r.Message != "Ce lien de partage est illisible ou incomplet." {
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
	if r.Type != protocol.Library || len(r.Record.Turns) != 4 {
		t.Fatalf("typed draws: %s %q", r.Type, r.Message)
	}
	for i, turn := range r.Record.Turns {
		if turn.Draw != want.Turns[i].Draw || *turn.Top != *want.Turns[i].Top {
			t.Errorf("turn %d: %s %v, want %s %v", i+1, turn.Draw, turn.Top, want.Turns[i].Draw, want.Turns[i].Top)
		}
	}
	// Each draw the entry refuses is said in French, where and why (issue
	// 25: the engine's English was shown, and « R+EI » opened a game).
	const how = " Écrivez les lettres, ? pour un joker, le reliquat devant un « + » : par exemple D+VDJF?E."
	for _, tt := range []struct {
		draws []string
		want  string
	}{
		{[]string{"ABCDEFG", "AB3"}, "Ligne 2 : « AB3 » : « 3 » n'est ni une lettre ni un joker (?)." + how},
		{[]string{"???"}, "Ligne 1 : « ??? » : 3 jokers, le jeu n'en a que 2." + how},
		{[]string{"EIR", "KK"}, "Ligne 2 : « KK » : 2 K, le jeu n'en a qu'un." + how},
		{[]string{"R+EI"}, "Ligne 1 : « R+EI » : le premier tirage d'une partie n'a pas de reliquat ; écrivez ses lettres seules, sans « + »." + how},
		{[]string{"", "+AB"}, "Ligne 2 : « +AB » : rien avant le « + » ; le reliquat s'écrit devant, par exemple D+VDJF?E." + how},
		{[]string{"A1+B"}, "Ligne 1 : « A1+B » : « 1 » n'est ni une lettre ni un joker (?)." + how},
		{[]string{"ABCDEFGHIJKLMNOP"}, "Ligne 1 : « ABCDEFGHIJKLMNOP » : 16 lettres, un tirage en a 9 au plus." + how},
		{[]string{"ABCDEFGH"}, "Ligne 1 : 8 lettres, plus que les 7 d'un tirage en Partie normale."},
	} {
		bad := share.Link{Formula: "normal", Draws: tt.draws}
		if r := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Link: &bad}}); r.Type != protocol.Refused || r.Message != tt.want {
			t.Errorf("draws %q: %s %q\nwant %q", tt.draws, r.Type, r.Message, tt.want)
		}
	}
}

// TestImportProblem: a recorded top that is no word of the lexicon is
// said so in French, from the analysis's own typed error.
func TestImportProblem(t *testing.T) {
	e := loaded(t)
	text := strings.Replace(fixture(t, "game.txt"), "1  DSCTANU   CANUTS     H4   22", "1  DSCTANU   CANSTU     H4   22", 1)
	r := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Text: text}})
	if r.Type != protocol.Library || r.Analysis == nil {
		t.Fatalf("%s %q", r.Type, r.Message)
	}
	p := r.Analysis.Turns[0].Played
	if p == nil || p.Legal || p.Problem != "CANSTU n'est pas un mot valable (lexique fr-libre)" {
		t.Errorf("turn 1, a top that is no word: %+v", p)
	}
}

// TestNewGameDraws: draws the engine cannot read, as a share link may
// carry them, are said in French when a game starts on them.
func TestNewGameDraws(t *testing.T) {
	e := loaded(t)
	cfg := game.Config{Formula: "normal", Draws: []string{"AB3CDEF"}}
	r := roundTrip(t, e, protocol.Request{Body: protocol.NewGame{Config: &cfg}})
	if want := "La partie n'a pas pu commencer : « AB3CDEF » : « 3 » n'est ni une lettre ni un joker (?)."; r.Message != want {
		t.Errorf("%s %q, want %q", r.Type, r.Message, want)
	}
}

// TestBecause: the engine's errors a player can meet are said in French.
func TestBecause(t *testing.T) {
	for _, err := range []error{
		fmt.Errorf("game: resume: %w", game.ErrState), game.ErrLexicon, game.ErrReplay, game.ErrPhase,
		fmt.Errorf("%w: turn 30", bag.ErrGameOver), bag.ErrSameDraw, bag.ErrEmpty,
		&bag.DrawError{Draw: "AB3", Problem: bag.NotALetter, Char: '3'},
	} {
		if got := because(err); strings.Contains(got, "game:") || strings.Contains(got, "bag:") || got == "" {
			t.Errorf("%v: %q", err, got)
		}
	}
}

// TestExportFFSc writes an imported game in the FFSc layout and imports
// that: the same draws and tops, read as an FFSc export.
func TestExportFFSc(t *testing.T) {
	e := loaded(t)
	r := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Text: fixture(t, "game.json")}})
	if r.Type != protocol.Library || r.Record == nil {
		t.Fatalf("import: %s %q", r.Type, r.Message)
	}
	w := roundTrip(t, e, protocol.Request{Body: protocol.ExportGame{Format: "ffsc", Record: r.Record}})
	if w.Type != protocol.Library || !strings.Contains(w.Text, "Prime de Scrabble : 50\n") {
		t.Fatalf("export: %s %q %q", w.Type, w.Message, w.Text)
	}
	back := roundTrip(t, e, protocol.Request{Body: protocol.ImportGame{Text: w.Text}})
	if back.Type != protocol.Library || back.Record == nil || back.Record.Origin == nil || back.Record.Origin.Format != record.FormatFFSc {
		t.Fatalf("import of the export: %s %q", back.Type, back.Message)
	}
	if len(back.Record.Turns) != len(r.Record.Turns) {
		t.Fatalf("%d turns back, want %d", len(back.Record.Turns), len(r.Record.Turns))
	}
	for i, bt := range back.Record.Turns {
		want := r.Record.Turns[i]
		if bt.Draw != want.Draw || protocol.Encode(bt.Top) != protocol.Encode(want.Top) {
			t.Errorf("turn %d: %s %s, want %s %s", i+1, bt.Draw, protocol.Encode(bt.Top), want.Draw, protocol.Encode(want.Top))
		}
	}
}
