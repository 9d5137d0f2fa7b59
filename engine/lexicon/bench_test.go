package lexicon_test

import (
	"bytes"
	"io"
	"runtime"
	"runtime/metrics"
	"testing"
	"time"

	"duplicata/engine/lexicon"
	"duplicata/engine/lexicon/frlibre"
	"duplicata/engine/lexicon/frlibre/frlibretest"
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
	lex := frlibretest.Lexicon(b)
	benchLoad(b, lex.WriteTo, "compiled-bytes")
}

// BenchmarkLexiconLoadOwn is BenchmarkLexiconLoad without the search for
// a cycle: what the engine pays for the lexicon it kept (LoadOwn).
func BenchmarkLexiconLoadOwn(b *testing.B) {
	lex := frlibretest.Lexicon(b)
	benchLoadWith(b, lexicon.LoadOwn, lex.WriteTo, "compiled-bytes")
}

// benchLoad measures Load of what write writes, reported in unit too.
func benchLoad(b *testing.B, write func(io.Writer) (int64, error), unit string) {
	benchLoadWith(b, lexicon.Load, write, unit)
}

// benchLoadWith is benchLoad with load in place of Load.
func benchLoadWith(b *testing.B, load func([]byte) (*lexicon.Lexicon, error), write func(io.Writer) (int64, error), unit string) {
	var buf bytes.Buffer
	if _, err := write(&buf); err != nil {
		b.Fatal(err)
	}
	data := buf.Bytes()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := load(data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), unit)
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

// BenchmarkWordTools asks the word tools one question each on fr-libre
// (406,213 words): a check, the anagrams of a 7-letter draw with two jokers,
// and the 7 + 1 extensions of a draw.
func BenchmarkWordTools(b *testing.B) {
	lex := frlibretest.Lexicon(b)
	benchWordTools(b, lex, "Réessayerions", "AEST??R", "AEINRST")
}

// BenchmarkWordToolsGenerated is BenchmarkWordTools on 400,000 generated
// words.
func BenchmarkWordToolsGenerated(b *testing.B) {
	lex, err := lexicon.Build("gen", generatedWords(400_000))
	if err != nil {
		b.Fatal(err)
	}
	benchWordTools(b, lex, "Traissente", "RAEST??", "RAETION")
}

func benchWordTools(b *testing.B, lex *lexicon.Lexicon, word, anagrams, extensions string) {
	da, err := lexicon.ParseDraw(anagrams)
	if err != nil {
		b.Fatal(err)
	}
	de, err := lexicon.ParseDraw(extensions)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("check", func(b *testing.B) {
		for b.Loop() {
			lex.Check(word)
		}
	})
	b.Run("anagrams-2-jokers", func(b *testing.B) {
		var n int
		for b.Loop() {
			n = len(lex.AnagramsOf(da))
		}
		b.ReportMetric(float64(n), "words")
	})
	b.Run("extensions", func(b *testing.B) {
		var n int
		for b.Loop() {
			n = 0
			for _, x := range lex.Extensions(de) {
				n += len(x.Words)
			}
		}
		b.ReportMetric(float64(n), "words")
	})
}

// BenchmarkMultisets builds the derived multiset filter of a freshly loaded
// fr-libre, as the first top search does (the load itself is not timed).
func BenchmarkMultisets(b *testing.B) {
	lex := frlibretest.Lexicon(b)
	var buf bytes.Buffer
	if _, err := lex.WriteTo(&buf); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		l, err := lexicon.Load(buf.Bytes())
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		l.Multisets()
	}
}

// BenchmarkLexiconLoadWords loads fr-libre from its words form, as the
// site ships it: the words read and checked, then the automaton built. It
// is the engine's first start on a device; later starts load what it
// kept, in format 1 (BenchmarkLexiconLoad).
func BenchmarkLexiconLoadWords(b *testing.B) {
	wl, err := lexicon.ReadWordList(bytes.NewReader(frlibre.WordList))
	if err != nil {
		b.Fatal(err)
	}
	var form bytes.Buffer
	if _, err := lexicon.WriteWordsTo(&form, frlibre.Name, wl.Words); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := lexicon.Load(form.Bytes()); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(form.Len()), "bytes")
}
