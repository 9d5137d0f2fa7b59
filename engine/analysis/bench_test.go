package analysis

import (
	"slices"
	"testing"
	"time"

	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// BenchmarkList answers what the analysis panel asks, on the positions of
// whole normal games the engine plays (natural positions: seven-tile
// draws, jokers when drawn): one op is one list of a position in turn —
// the board set, every move generated, sorted, ranked, filtered, a page of
// 20 made. "all" is the first page of every move, "bingos" the bingos
// only, "generator" the floor under them (the board set and the moves
// generated, as movegen does it). The machine is shared: besides ns/op, each position's list is
// timed three times and its fastest kept (the time it takes when nothing
// else runs), and best3-mean-ms and best3-p99-ms are over those.
func BenchmarkList(b *testing.B) {
	lex := frlibretest.Lexicon(b)
	positions := natural(b, lex, 20, "normal")
	for _, c := range []struct {
		name string
		q    Query
	}{{"all", Query{}}, {"bingos", Query{Bingos: true}}, {"contains", Query{Contains: "E", Square: "H"}}, {"generator", Query{}}} {
		b.Run(c.name, func(b *testing.B) {
			a := New(lex)
			b.ReportAllocs()
			best := make([]time.Duration, len(positions))
			moves, i := 0, 0
			for b.Loop() {
				p := positions[i%len(positions)]
				start := time.Now()
				var l List
				var err error
				if c.name == "generator" {
					// The floor: the board set and every move generated,
					// nothing sorted nor listed.
					a.gen.SetBoard(p.board)
					l.All = len(a.gen.AllMoves(p.rack, p.f.Params))
				} else {
					a.listed = false // each op a new turn, as the first list of a turn is
					l, err = a.List(p.board, p.rack, p.f.Params, c.q)
				}
				d := time.Since(start)
				if err != nil {
					b.Fatal(err)
				}
				if k := i % len(positions); i < 3*len(positions) && (best[k] == 0 || d < best[k]) {
					best[k] = d
				}
				i++
				moves += l.All
			}
			if i >= 3*len(positions) {
				var sum time.Duration
				for _, d := range best {
					sum += d
				}
				slices.Sort(best)
				b.ReportMetric(float64(sum.Microseconds())/float64(len(best))/1000, "best3-mean-ms")
				b.ReportMetric(float64(best[len(best)*99/100].Microseconds())/1000, "best3-p99-ms")
			}
			b.ReportMetric(float64(moves)/float64(i), "moves/op")
			b.ReportMetric(float64(len(positions)), "positions")
		})
	}
}
