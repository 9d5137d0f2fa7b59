package main

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzRead feeds the library's importer anything: it must answer a record
// or an error, never panic.
func FuzzRead(f *testing.F) {
	for _, name := range []string{"game.json", "game.txt", "ffsc-normal.txt", "ffsc-joker-7sur8.txt", "eliot-normal.xml", "eliot-joker-7among8.xml"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "engine", "record", "testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	f.Add("")
	f.Add("{")
	f.Add("<EliotGame")
	f.Fuzz(func(t *testing.T, text string) {
		rec, f, err := Read(text)
		if err == nil && rec == nil {
			t.Fatal("no record and no error")
		}
		if err != nil {
			_ = unreadable(f, err)
		}
	})
}
