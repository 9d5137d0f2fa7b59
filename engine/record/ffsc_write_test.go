package record

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"reflect"
	"testing"
)

// ffscView is what the FFSc layout holds of a record, as ReadFFSc gives
// it back: the formula, the draws (a rejection without its letters), the
// tops; origin is the Origin the reader makes.
func ffscView(rec *Record, origin *Origin) *Record {
	out := &Record{Version: Version, Formula: rec.Formula, Origin: origin}
	for _, t := range rec.Turns {
		v := Turn{Number: t.Number, Draw: t.Draw, UnknownRejection: t.AfterRejection(), Top: t.Top}
		if t.Top != nil {
			m := *t.Top
			m.Ref, _ = canonicalRef(m.Ref)
			v.Top = &m
		}
		out.Turns = append(out.Turns, v)
	}
	return out
}

func TestWriteFFSc(t *testing.T) {
	rec := &Record{Version: 1, Formula: "joker", Seed: 42, Turns: []Turn{
		{Number: 1, Draw: "DSCTANU", Top: &Move{"CANUTS", "H4", 22}, Played: &Play{Move: Move{"CANUTS", "H4", 22}}},
		{Number: 2, Draw: "D+VDJF?E", Top: &Move{"JaVE", "G3", 31}},
		{Number: 3, Rejected: []string{"AEIOUY?"}, Draw: "NEOURFC", Top: &Move{"ENFONCEUR", "6G", 68}},
	}}
	var b bytes.Buffer
	if err := WriteFFSc(&b, rec); err != nil {
		t.Fatal(err)
	}
	want := "Duplicata, partie n° 42\n" +
		"Prime de Scrabble : 50\n" +
		"Partie joker\n" +
		"1.\tDSCTANU\n" +
		"2.\tD+VDJF?E\tCANUTS\tH4\t22\t22\n" +
		"3.\t-NEOURFC\tJ(A)VE\tG3\t31\t53\n" +
		"\t\tENFONCEUR\t6G\t68\t121\n" +
		"Total : 121\n"
	if b.String() != want {
		t.Fatalf("wrote\n%s\nwant\n%s", b.String(), want)
	}
	back, err := ReadFFSc(&b)
	if err != nil {
		t.Fatal(err)
	}
	origin := &Origin{Format: FormatFFSc, Title: "Duplicata, partie n° 42", FormulaLine: "Partie joker", FormulaAt: 3}
	if w := ffscView(rec, origin); !reflect.DeepEqual(back, w) {
		t.Fatalf("read back\n%s\nwant\n%s", dump(back), dump(w))
	}
}

// TestWriteFFScRoundTrip writes every record of testdata in the FFSc
// layout and reads it back: what the layout holds is kept, for each
// formula, a game in progress (its last turn without a top) included.
func TestWriteFFScRoundTrip(t *testing.T) {
	var recs []*Record
	for _, name := range []string{"ffsc-normal.txt", "ffsc-en-direct.txt", "ffsc-joker-utf8.txt", "ffsc-simultane.txt", "ffsc-joker-7sur8.txt", "game.txt", "game.json"} {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		rec, _, err := ReadAny(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		recs = append(recs, rec)
	}
	for _, f := range []string{"7et8", "789", "joker-7et8", "joker-789"} {
		recs = append(recs, &Record{Version: 1, Formula: f, Turns: []Turn{{Number: 1, Draw: "ABCDEFGH", Top: &Move{"BAC", "H8", 14}}, {Number: 2, Draw: "D+EFG"}}})
	}
	for _, rec := range recs {
		var b bytes.Buffer
		if err := WriteFFSc(&b, rec); err != nil {
			t.Fatalf("%s: %v", rec.Formula, err)
		}
		back, err := ReadFFSc(bytes.NewReader(b.Bytes()))
		if err != nil {
			t.Fatalf("reading back\n%s: %v", b.String(), err)
		}
		if w := ffscView(rec, back.Origin); !reflect.DeepEqual(back, w) {
			t.Fatalf("read back\n%s\nwant\n%s\nfrom\n%s", dump(back), dump(w), b.String())
		}
		if rec.Origin != nil && rec.Origin.Format == FormatFFSc && back.Origin.Title != rec.Origin.Title {
			t.Errorf("title %q, want %q", back.Origin.Title, rec.Origin.Title)
		}
	}
}

func TestWriteFFScRefused(t *testing.T) {
	for _, rec := range []*Record{
		{Version: 1, Formula: "normal"},
		{Version: 1, Formula: "normal", Turns: []Turn{{Number: 1, Draw: "ABCDEFG"}, {Number: 2, Draw: "ABCDEFG"}}},
		{Version: 1, Formula: "normal", Turns: []Turn{{Number: 1, Draw: "ABC1"}}},
	} {
		var ve *ValidationError
		if err := WriteFFSc(&bytes.Buffer{}, rec); !errors.As(err, &ve) {
			t.Errorf("%+v: %v, want a *ValidationError", rec.Turns, err)
		}
	}
}

// FuzzFFScRoundTrip reads an FFSc export, writes what it read in the
// layout and reads that back: the same record, whatever the input.
func FuzzFFScRoundTrip(f *testing.F) {
	addFiles(f, "ffsc-normal.txt", "ffsc-en-direct.txt", "ffsc-joker-utf8.txt", "ffsc-simultane.txt", "ffsc-joker-7sur8.txt")
	f.Fuzz(func(t *testing.T, in []byte) {
		rec, err := ReadFFSc(bytes.NewReader(in))
		if err != nil {
			return
		}
		var b bytes.Buffer
		if err := WriteFFSc(&b, rec); err != nil {
			t.Fatalf("WriteFFSc of a record read: %v", err)
		}
		back, err := ReadFFSc(bytes.NewReader(b.Bytes()))
		if err != nil {
			t.Fatalf("reading back\n%s: %v", b.String(), err)
		}
		if w := ffscView(rec, back.Origin); !reflect.DeepEqual(back, w) {
			t.Fatalf("read back\n%s\nwant\n%s", dump(back), dump(w))
		}
		// A title that would read as something else ("1", a formula's
		// name) is left out.
		if title := ffscTitle(rec); back.Origin.Title != title || title != "" && title != rec.Origin.Title {
			t.Fatalf("title %q, want %q, read %q", back.Origin.Title, title, rec.Origin.Title)
		}
	})
}

func ExampleWriteFFSc() {
	rec := &Record{Version: 1, Formula: "normal", Seed: 42, Turns: []Turn{
		{Number: 1, Draw: "DSCTANU", Top: &Move{Word: "CANUTS", Ref: "H4", Score: 22}},
		{Number: 2, Draw: "D+VDJF?E", Top: &Move{Word: "JaVE", Ref: "G3", Score: 31}},
	}}
	if err := WriteFFSc(os.Stdout, rec); err != nil {
		fmt.Println(err)
	}
	// Output:
	// Duplicata, partie n° 42
	// Prime de Scrabble : 50
	// Partie normale
	// 1.	DSCTANU
	// 2.	D+VDJF?E	CANUTS	H4	22	22
	// 		J(A)VE	G3	31	53
	// Total : 53
}
