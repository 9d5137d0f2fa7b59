package record

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestWriteJSONGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteJSON(&buf, sampleGame()); err != nil {
		t.Fatal(err)
	}
	golden(t, "game.json", buf.Bytes())
}

func TestJSONRoundTrip(t *testing.T) {
	want := sampleGame()
	var buf bytes.Buffer
	if err := WriteJSON(&buf, want); err != nil {
		t.Fatal(err)
	}
	first := buf.String()
	got, err := ReadJSON(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read back\n%s\nwant\n%s", dump(got), dump(want))
	}
	buf.Reset()
	if err := WriteJSON(&buf, got); err != nil {
		t.Fatal(err)
	}
	if buf.String() != first {
		t.Errorf("written again differently:\n%s\nfirst:\n%s", buf.String(), first)
	}
}

func TestWriteJSON(t *testing.T) {
	t.Run("version set by the writer", func(t *testing.T) {
		r := &Record{Formula: "joker"} // built in memory: no version
		var buf bytes.Buffer
		if err := WriteJSON(&buf, r); err != nil {
			t.Fatal(err)
		}
		want := "{\n  \"version\": 1,\n  \"formula\": \"joker\",\n  \"turns\": []\n}\n"
		if buf.String() != want {
			t.Errorf("got\n%s\nwant\n%s", buf.String(), want)
		}
		if r.Version != 0 {
			t.Error("WriteJSON changed the record")
		}
	})
	t.Run("refuses a record it could not read", func(t *testing.T) {
		r := sampleGame()
		r.Turns[1].Draw = "AB+C+"
		var buf bytes.Buffer
		var ve *ValidationError
		if err := WriteJSON(&buf, r); !errors.As(err, &ve) || ve.Turn != 2 {
			t.Errorf("WriteJSON = %v, want a *ValidationError on turn 2", err)
		}
		if buf.Len() != 0 {
			t.Errorf("wrote %q", buf.String())
		}
	})
}

func TestReadJSON(t *testing.T) {
	t.Run("normalized", func(t *testing.T) {
		in := `{"version":1,"formula":"7sur8","turns":[
			{"turn":1,"rejected":[],"draw":"ABCDEFGH","top":{"word":"BAC","ref":"h 8","score":14},"ties":[]},
			{"turn":2,"draw":"DEFGH+AEI","top":{"word":"FEE","ref":"9g","score":12},"played":{"word":"FEE","ref":"9 g","score":12}}
		],"comment":"unknown fields are ignored"}`
		got, err := ReadJSON(strings.NewReader(in))
		if err != nil {
			t.Fatal(err)
		}
		want := &Record{Version: 1, Formula: "7sur8", Turns: []Turn{
			{Number: 1, Draw: "ABCDEFGH", Top: &Move{"BAC", "H8", 14}},
			{Number: 2, Draw: "DEFGH+AEI", Top: &Move{"FEE", "9G", 12}, Played: &Play{Move: Move{"FEE", "9G", 12}}},
		}}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("got\n%s\nwant\n%s", dump(got), dump(want))
		}
	})
	t.Run("a lexicon named in two words", func(t *testing.T) {
		got, err := ReadJSON(strings.NewReader(`{"version":1,"formula":"normal","lexicon":" Ma  liste ","lexiconHash":"ab12"}`))
		if err != nil || got.Lexicon != "Ma-liste" || got.LexiconHash != "ab12" {
			t.Fatalf("%+v, %v; want the lexicon Ma-liste", got, err)
		}
	})
	t.Run("no turns", func(t *testing.T) {
		for _, in := range []string{`{"version":1,"formula":"normal"}`, `{"version":1,"formula":"normal","turns":[]}`, `{"version":1,"formula":"normal","turns":null}`} {
			got, err := ReadJSON(strings.NewReader(in))
			if err != nil {
				t.Fatalf("%s: %v", in, err)
			}
			if got.Turns != nil {
				t.Errorf("%s: turns %#v, want nil", in, got.Turns)
			}
		}
	})
}

func TestReadJSONSyntaxErrors(t *testing.T) {
	cases := []struct {
		name string
		in   string
		line int
		msg  string
	}{
		{"empty", "", 1, "empty"},
		{"blank", "\n\n", 1, "empty"},
		{"not JSON", "# formula normal\n", 1, "invalid character"},
		{"bad token", "{\n\"version\": 1,\n\"formula\": normal\n}", 3, "invalid character"},
		{"cut short", "{\n\"version\": 1,\n", 3, "cut short"},
		{"wrong type", "{\n\"version\": 1,\n\"formula\": \"normal\",\n\"turns\": [{\"turn\": \"one\"}]\n}", 4, "turns.turn"},
		{"seed negative", "{\"version\": 1,\n\"seed\": -1}", 2, "seed"},
		{"not an object", "[1, 2]", 1, "array"},
		{"data after", "{\"version\":1,\"formula\":\"normal\"}\n{}", 2, "data after the record"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadJSON(strings.NewReader(c.in))
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("ReadJSON = %v, want a *SyntaxError", err)
			}
			if se.Line != c.line || !strings.Contains(se.Msg, c.msg) {
				t.Errorf("%v, want line %d and %q", err, c.line, c.msg)
			}
		})
	}
}

func TestReadJSONValidationErrors(t *testing.T) {
	cases := []struct {
		name  string
		in    string
		turn  int
		field string
	}{
		{"no version", `{"formula":"normal"}`, 0, "version"},
		{"version 2", `{"version":2,"formula":"normal"}`, 0, "version"},
		{"no formula", `{"version":1,"turns":[]}`, 0, "formula"},
		{"turn 0", `{"version":1,"formula":"normal","turns":[{"turn":0,"draw":"ABC"}]}`, 1, "turn"},
		{"turn skipped", `{"version":1,"formula":"normal","turns":[{"turn":1,"draw":"ABC"},{"turn":3,"draw":"ABC"}]}`, 2, "turn"},
		{"no draw", `{"version":1,"formula":"normal","turns":[{"turn":1}]}`, 1, "draw"},
		{"lowercase draw", `{"version":1,"formula":"normal","turns":[{"turn":1,"draw":"abc"}]}`, 1, "draw"},
		{"bad ref", `{"version":1,"formula":"normal","turns":[{"turn":1,"draw":"ABC","top":{"word":"BA","ref":"H0","score":4}}]}`, 1, "top.ref"},
		{"word with digit", `{"version":1,"formula":"normal","turns":[{"turn":1,"draw":"ABC","top":{"word":"B4","ref":"H8","score":4}}]}`, 1, "top.word"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadJSON(strings.NewReader(c.in))
			var ve *ValidationError
			if !errors.As(err, &ve) {
				t.Fatalf("ReadJSON = %v, want a *ValidationError", err)
			}
			if ve.Turn != c.turn || ve.Field != c.field {
				t.Errorf("%v, want turn %d, field %q", err, c.turn, c.field)
			}
		})
	}
}

func TestReadJSONTooLarge(t *testing.T) {
	in := io16MiB()
	_, err := ReadJSON(in)
	var se *SyntaxError
	if !errors.As(err, &se) || !strings.Contains(se.Msg, "MiB") {
		t.Errorf("ReadJSON = %v, want a *SyntaxError on the size", err)
	}
}

// io16MiB is a reader of white space longer than a record may be.
func io16MiB() *strings.Reader {
	return strings.NewReader(strings.Repeat(" ", maxJSON+1))
}

// failWriter fails every write.
type failWriter struct{}

var errWrite = errors.New("disk full")

func (failWriter) Write([]byte) (int, error) { return 0, errWrite }

func TestWriteJSONWriterError(t *testing.T) {
	if err := WriteJSON(failWriter{}, sampleGame()); !errors.Is(err, errWrite) {
		t.Errorf("WriteJSON = %v, want %v", err, errWrite)
	}
}

func TestReadJSONReaderError(t *testing.T) {
	if _, err := ReadJSON(&failReader{`{"version":1,`}); !errors.Is(err, errRead) {
		t.Errorf("ReadJSON = %v, want %v", err, errRead)
	}
}
