package movegen

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// The benchmarks run over the agreement test's self-play positions, built
// once outside the timer. Setting up a position (SetBoard) is not what they
// measure, so it runs with the timer stopped; one op is one call on the next
// position in turn. -benchtime=2000x times each position exactly once.

func BenchmarkTop(b *testing.B) {
	benchGenerator(b, "top", func(g *Generator, p *selfplayPosition) int {
		_, tops := g.Top(p.Rack, p.Params)
		return len(tops)
	})
}

func BenchmarkAllMoves(b *testing.B) {
	benchGenerator(b, "allmoves", func(g *Generator, p *selfplayPosition) int {
		return len(g.AllMoves(p.Rack, p.Params))
	})
}

// benchGenerator times call over the positions. b.N calls cannot give a
// distribution, so a separate pass first times each position once with
// time.Now and reports the mean, the 99th percentile and the worst in
// microseconds a call, and the mean number of moves returned.
func benchGenerator(b *testing.B, name string, call func(*Generator, *selfplayPosition) int) {
	ps := selfplayPositions(b, selfplayCount)
	g := New(checkLexicon(b))

	// One pass to warm up (slices grow to their largest), one to time.
	for i := range ps {
		g.SetBoard(&ps[i].Board)
		call(g, &ps[i])
	}
	durations := make([]time.Duration, len(ps))
	moves := 0
	for i := range ps {
		g.SetBoard(&ps[i].Board)
		start := time.Now()
		moves += call(g, &ps[i])
		durations[i] = time.Since(start)
	}
	var sum time.Duration
	for _, d := range durations {
		sum += d
	}
	slices.Sort(durations)
	micro := func(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) }
	mean := micro(sum) / float64(len(ps))
	p99 := micro(durations[(len(durations)*99+99)/100-1])
	worst := micro(durations[len(durations)-1])
	meanMoves := float64(moves) / float64(len(ps))

	// The timed loop visits the positions in a fixed shuffled order, so
	// that ns/op is representative even when b.N is below their number
	// (early-game positions come first in the stream).
	order := rand.New(rand.NewPCG(1, 2)).Perm(len(ps))
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		p := &ps[order[i%len(ps)]]
		b.StopTimer()
		g.SetBoard(&p.Board)
		b.StartTimer()
		call(g, p)
		i++
	}
	// After the loop: its first call resets the metrics reported so far.
	b.ReportMetric(mean, "mean-µs/"+name)
	b.ReportMetric(p99, "p99-µs/"+name)
	b.ReportMetric(worst, "max-µs/"+name)
	b.ReportMetric(meanMoves, "moves/"+name)
}
