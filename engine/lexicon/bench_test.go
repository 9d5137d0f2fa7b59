package lexicon_test

import (
	"bytes"
	"runtime"
	"runtime/metrics"
	"testing"
	"time"

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

// BenchmarkLexiconBuildGenerated compiles a generated list of 400,000
// invented words, the size of the ODS.
func BenchmarkLexiconBuildGenerated(b *testing.B) {
	benchBuild(b, generatedWords(400_000))
}

// BenchmarkLexiconBuildFrLibre is BenchmarkLexiconBuild with the peak heap.
func BenchmarkLexiconBuildFrLibre(b *testing.B) {
	wl, err := lexicon.ReadWordList(bytes.NewReader(frlibre.WordList))
	if err != nil {
		b.Fatal(err)
	}
	benchBuild(b, wl.Words)
}

// benchBuild reports the peak heap a build reaches above the heap before it
// (the word list itself), sampled every half millisecond from runtime/metrics,
// and the memory the runtime holds from the system at the end (in Go-wasm,
// where a busy goroutine is never preempted so the sampler sees little, that
// is the size the linear memory grew to: the browser's real cost).
func benchBuild(b *testing.B, words []string) {
	b.ReportAllocs()
	var peak uint64
	var lex *lexicon.Lexicon
	for b.Loop() {
		runtime.GC()
		base := heapBytes()
		stop, done := make(chan struct{}), make(chan uint64)
		go func() {
			var max uint64
			for {
				if h := heapBytes(); h > max {
					max = h
				}
				select {
				case <-stop:
					done <- max
					return
				case <-time.After(500 * time.Microsecond):
				}
			}
		}()
		var err error
		if lex, err = lexicon.Build("gen", words); err != nil {
			b.Fatal(err)
		}
		close(stop)
		if p := <-done - base; p > peak {
			peak = p
		}
	}
	b.ReportMetric(float64(peak)/1e6, "peak-heap-MB")
	b.ReportMetric(float64(readMetric("/memory/classes/total:bytes"))/1e6, "sys-MB")
	b.ReportMetric(float64(lex.ArcCount()), "arcs")
}

func heapBytes() uint64 { return readMetric("/memory/classes/heap/objects:bytes") }

func readMetric(name string) uint64 {
	s := []metrics.Sample{{Name: name}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}
