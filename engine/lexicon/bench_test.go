package lexicon_test

import (
	"bytes"
	"testing"

	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
)

// BenchmarkLexiconBuild compiles fr-libre from its word list, already read:
// what a first run pays once before the compiled file is cached. It reports
// the compiled file's size and the automaton's arcs.
func BenchmarkLexiconBuild(b *testing.B) {
	wl, err := lexicon.ReadWordList(bytes.NewReader(frlibre.WordList))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var lex *lexicon.Lexicon
	for b.Loop() {
		if lex, err = lexicon.Build(frlibre.Name, wl.Words); err != nil {
			b.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if _, err := lex.WriteTo(&buf); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(buf.Len()), "compiled-bytes")
	b.ReportMetric(float64(lex.ArcCount()), "arcs")
}

// BenchmarkLexiconLoad reads the compiled fr-libre, checks included: what
// every later run pays.
func BenchmarkLexiconLoad(b *testing.B) {
	lex, err := frlibre.Lexicon()
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := lex.WriteTo(&buf); err != nil {
		b.Fatal(err)
	}
	data := buf.Bytes()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := lexicon.Load(data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "compiled-bytes")
}
