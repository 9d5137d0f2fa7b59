package analysis

import (
	"slices"
	"testing"
	"time"

	"duplicata/engine/lexicon/frlibre"
)

// BenchmarkList answers what the analysis panel asks, on the positions of
// whole normal games the engine plays (natural positions: seven-tile
// draws, jokers when drawn): one op is one list of a position in turn —
// the board set, every move generated, sorted, ranked, filtered, a page of
// 20 made. "all" is the first page of every move, "bingos" the bingos
// only. p99-ms is the 99th percentile of one list's time.
func BenchmarkList(b *testing.B) {
	lex, err := frlibre.Lexicon()
	if err != nil {
		b.Fatal(err)
	}
	positions := natural(b, lex, 20, "normal")
	for _, c := range []struct {
		name string
		q    Query
	}{{"all", Query{}}, {"bingos", Query{Bingos: true}}, {"contains", Query{Contains: "E", Square: "H"}}} {
		b.Run(c.name, func(b *testing.B) {
			a := New(lex)
			b.ReportAllocs()
			var times []time.Duration
			moves, i := 0, 0
			for b.Loop() {
				p := positions[i%len(positions)]
				i++
				start := time.Now()
				l, err := a.List(p.board, p.rack, p.f.Params, c.q)
				times = append(times, time.Since(start))
				if err != nil {
					b.Fatal(err)
				}
				moves += l.All
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms")
			b.ReportMetric(float64(moves)/float64(i), "moves/op")
		})
	}
}
