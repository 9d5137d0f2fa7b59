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
		s += "; tap → shown, reply, settled (ms):"
		for i, n := range actionNames {
			s += fmt.Sprintf(" %s %.0f, %.0f, %.0f;", n, f.Shown[i], f.Replies[i], f.Settled[i])
		}
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
	for _, t := range []struct {
		title string
		times func(flows) [actions]float64
	}{
		{"a game's first actions offline (ms from the tap to the frame that shows the result)", func(f flows) [actions]float64 { return f.Shown }},
		{"the same actions settled (ms to a plain task after the frame, behind the page's work queued for after its paint)", func(f flows) [actions]float64 { return f.Settled }},
		{"the same actions: ms from the tap to the engine's reply arriving on the page (the rest is the page's own work)", func(f flows) [actions]float64 { return f.Replies }},
	} {
		fmt.Printf("\nmedians of %d runs, %s:\n%-18s %-16s %-7s", runs, t.title, "build", "server", "device")
		for _, n := range actionNames {
			fmt.Printf(" %13s", n)
		}
		fmt.Println()
		for _, k := range keys {
			fmt.Printf("%-18s %-16s %-7s", k.build, k.server, k.device)
			for i := range actions {
				fmt.Printf(" %13.0f", of(k, "offline", func(m measure) float64 { return t.times(*m.flows)[i] }))
			}
			fmt.Println()
		}
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
