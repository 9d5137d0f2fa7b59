package record

import (
	"bytes"
	"errors"
	"os"
	"reflect"
	"testing"
)

// addFiles adds the files of testdata as seeds.
func addFiles(f *testing.F, names ...string) {
	for _, name := range names {
		b, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
}

// checkTyped fails unless a reader's error is one of the package's types or
// comes from the reader (none here: the input is in memory).
func checkTyped(t *testing.T, err error) {
	var (
		se *SyntaxError
		ve *ValidationError
	)
	if !errors.As(err, &se) && !errors.As(err, &ve) {
		t.Fatalf("untyped error: %v", err)
	}
}

// checkText checks that a record read is written in the text form, and read
// back equal, and written again the same.
func checkText(t *testing.T, rec *Record) {
	var first bytes.Buffer
	if err := WriteText(&first, rec); err != nil {
		t.Fatalf("WriteText of a record read: %v", err)
	}
	back, err := ReadText(bytes.NewReader(first.Bytes()))
	if err != nil {
		t.Fatalf("ReadText of\n%s: %v", first.Bytes(), err)
	}
	if !reflect.DeepEqual(back, rec) {
		t.Fatalf("read back\n%s\nwant\n%s", dump(back), dump(rec))
	}
	var second bytes.Buffer
	if err := WriteText(&second, back); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(first.Bytes(), second.Bytes()) {
		t.Fatalf("written again\n%s\nfirst\n%s", second.Bytes(), first.Bytes())
	}
}

func FuzzReadText(f *testing.F) {
	addFiles(f, "game.txt")
	f.Add([]byte("1 AB BA H8 4\n2 -??+CDE\n"))
	f.Fuzz(func(t *testing.T, in []byte) {
		rec, err := ReadText(bytes.NewReader(in))
		if err != nil {
			checkTyped(t, err)
			return
		}
		checkText(t, rec)
	})
}

func FuzzReadJSON(f *testing.F) {
	addFiles(f, "game.json")
	f.Add([]byte(`{"version":1,"formula":"normal","turns":[{"turn":1,"draw":"AB","top":{"word":"BA","ref":"8h","score":4}}]}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		rec, err := ReadJSON(bytes.NewReader(in))
		if err != nil {
			checkTyped(t, err)
			return
		}
		var first bytes.Buffer
		if err := WriteJSON(&first, rec); err != nil {
			t.Fatalf("WriteJSON of a record read: %v", err)
		}
		back, err := ReadJSON(bytes.NewReader(first.Bytes()))
		if err != nil {
			t.Fatalf("ReadJSON of\n%s: %v", first.Bytes(), err)
		}
		if !reflect.DeepEqual(back, rec) {
			t.Fatalf("read back\n%s\nwant\n%s", dump(back), dump(rec))
		}
		checkText(t, textOf(rec))
	})
}

func FuzzReadFFSc(f *testing.F) {
	addFiles(f, "ffsc-normal.txt", "ffsc-joker-7sur8.txt", "ffsc-en-direct.txt", "ffsc-joker-utf8.txt", "ffsc-simultane.txt")
	f.Add([]byte("7 et 8\n1\tABCDEFGH\n\tBAC\th8\t14\n"))
	f.Fuzz(func(t *testing.T, in []byte) {
		rec, err := ReadFFSc(bytes.NewReader(in))
		if err != nil {
			checkTyped(t, err)
			return
		}
		checkText(t, textOf(rec))
	})
}
