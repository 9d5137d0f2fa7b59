//go:build unix

package e2e

import (
	"fmt"
	"slices"
)

// What TestBenchWeb prints: a row a visit as it goes, the medians at the
// end.

func (m measure) row() string {
	s := fmt.Sprintf("%-18s %-16s %-7s run %d %-8s first paint %6.0f ms, form usable %6.0f ms, engine ready %6.0f ms, %5d requests, %8.0f KB transferred",
		m.build, m.server, m.device, m.run, m.visit, m.firstPaint, m.formUsable, m.engineReady, m.requests(), float64(m.served())/1000)
	if m.mem != nil {
		s += fmt.Sprintf("; memory MB: page JS %.1f, page Go %.1f, worker JS %.1f, worker Go %.1f", m.mem.PageJS, m.mem.PageGo, m.mem.WorkerJS, m.mem.WorkerGo)
	}
	if f := m.flows; f != nil {
		s += fmt.Sprintf("; tap → shown: new game %.0f ms, correction %.0f ms, analysis %.0f ms, page change %.0f ms, correction at turn 10 %.0f ms",
			f.NewGame, f.Correction, f.Analysis, f.PageChange, f.Correction10)
		s += fmt.Sprintf(" (the engine's reply at %.0f, %.0f, %.0f, %.0f, %.0f ms; settled at %.0f, %.0f, %.0f, %.0f, %.0f ms)",
			f.Replies[0], f.Replies[1], f.Replies[2], f.Replies[3], f.Replies[4],
			f.Settled[0], f.Settled[1], f.Settled[2], f.Settled[3], f.Settled[4])
	}
	return s
}

// printMedians prints the medians of every build, server and device.
func printMedians(all []measure, runs int) {
	type key struct{ build, server, device string }
	var keys []key
	for _, m := range all {
		if k := (key{m.build, m.server, m.device}); !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	of := func(k key, visit string, f func(measure) float64) float64 {
		var xs []float64
		for _, m := range all {
			if m.build == k.build && m.server == k.server && m.device == k.device && m.visit == visit {
				xs = append(xs, f(m))
			}
		}
		return median(xs)
	}
	fmt.Printf("\nmedians of %d runs (ms from the navigation; KB transferred, bodies as served):\n", runs)
	fmt.Printf("%-18s %-16s %-7s %-8s %11s %11s %12s %11s\n", "build", "server", "device", "visit", "first paint", "form usable", "engine ready", "transferred")
	for _, k := range keys {
		for _, visit := range []string{"cold", "warm", "offline"} {
			fmt.Printf("%-18s %-16s %-7s %-8s %11.0f %11.0f %12.0f %11.0f\n", k.build, k.server, k.device, visit,
				of(k, visit, func(m measure) float64 { return m.firstPaint }),
				of(k, visit, func(m measure) float64 { return m.formUsable }),
				of(k, visit, func(m measure) float64 { return m.engineReady }),
				of(k, visit, func(m measure) float64 { return float64(m.served()) / 1000 }))
		}
	}
	fmt.Printf("\nmedians of %d runs, a game's first actions offline (ms from the tap to the frame that shows the result):\n", runs)
	fmt.Printf("%-18s %-16s %-7s %9s %11s %9s %12s %13s\n", "build", "server", "device", "new game", "correction", "analysis", "page change", "corr. turn 10")
	for _, k := range keys {
		fl := func(f func(flows) float64) float64 {
			return of(k, "offline", func(m measure) float64 { return f(*m.flows) })
		}
		fmt.Printf("%-18s %-16s %-7s %9.0f %11.0f %9.0f %12.0f %13.0f\n", k.build, k.server, k.device,
			fl(func(f flows) float64 { return f.NewGame }), fl(func(f flows) float64 { return f.Correction }),
			fl(func(f flows) float64 { return f.Analysis }), fl(func(f flows) float64 { return f.PageChange }),
			fl(func(f flows) float64 { return f.Correction10 }))
	}
	fmt.Printf("\nmedians of %d runs, the same actions settled (ms to a plain task after the frame, behind the page's work queued for after its paint):\n", runs)
	fmt.Printf("%-18s %-16s %-7s %9s %11s %9s %12s %13s\n", "build", "server", "device", "new game", "correction", "analysis", "page change", "corr. turn 10")
	for _, k := range keys {
		r := func(i int) float64 {
			return of(k, "offline", func(m measure) float64 { return m.flows.Settled[i] })
		}
		fmt.Printf("%-18s %-16s %-7s %9.0f %11.0f %9.0f %12.0f %13.0f\n", k.build, k.server, k.device, r(0), r(1), r(2), r(3), r(4))
	}
	fmt.Printf("\nmedians of %d runs, the same actions: ms from the tap to the engine's reply arriving on the page (the rest is the page's own work):\n", runs)
	fmt.Printf("%-18s %-16s %-7s %9s %11s %9s %12s %13s\n", "build", "server", "device", "new game", "correction", "analysis", "page change", "corr. turn 10")
	for _, k := range keys {
		r := func(i int) float64 {
			return of(k, "offline", func(m measure) float64 { return m.flows.Replies[i] })
		}
		fmt.Printf("%-18s %-16s %-7s %9.0f %11.0f %9.0f %12.0f %13.0f\n", k.build, k.server, k.device, r(0), r(1), r(2), r(3), r(4))
	}
	fmt.Printf("\nmedians of %d runs, memory in MB once the engine is ready (JS: CDP Runtime.getHeapUsage, used; Go: the Go-wasm linear memory):\n", runs)
	fmt.Printf("%-18s %-16s %-7s %-5s %8s %8s %10s %10s\n", "build", "server", "device", "start", "page JS", "page Go", "worker JS", "worker Go")
	for _, k := range keys {
		for _, visit := range []string{"cold", "warm"} {
			mem := func(f func(memory) float64) float64 {
				return of(k, visit, func(m measure) float64 { return f(*m.mem) })
			}
			fmt.Printf("%-18s %-16s %-7s %-5s %8.1f %8.1f %10.1f %10.1f\n", k.build, k.server, k.device, visit,
				mem(func(m memory) float64 { return m.PageJS }), mem(func(m memory) float64 { return m.PageGo }),
				mem(func(m memory) float64 { return m.WorkerJS }), mem(func(m memory) float64 { return m.WorkerGo }))
		}
	}
}
