// Command prog exercises what Go-wasm reads from its data at run time:
// function names and lines from the function tables (runtime.findfunctab
// above all), a panic's stack, the collector scanning goroutines' stacks,
// and package-level data. wasmdata's test runs it before and after Join:
// the output must be the same.
package main

import (
	"fmt"
	"runtime"
	"sort"
	"strings"
	"sync"
)

var table = map[string]int{"zéro": 0, "un": 1, "deux": 2, "trois": 3}

type tree struct {
	left, right *tree
	n           int
}

func grow(d int) *tree {
	if d == 0 {
		return &tree{n: 1}
	}
	return &tree{grow(d - 1), grow(d - 1), d}
}

func (t *tree) count() int {
	if t == nil {
		return 0
	}
	return 1 + t.left.count() + t.right.count()
}

//go:noinline
func where() string {
	pc := make([]uintptr, 8)
	n := runtime.Callers(1, pc)
	frames := runtime.CallersFrames(pc[:n])
	var names []string
	for {
		f, more := frames.Next()
		names = append(names, f.Function)
		if !more {
			break
		}
	}
	return strings.Join(names, " < ")
}

func recovered() (msg string) {
	defer func() {
		r := recover()
		buf := make([]byte, 1<<14)
		buf = buf[:runtime.Stack(buf, false)]
		msg = fmt.Sprint(r, " in ", strings.Contains(string(buf), "main.recovered"))
	}()
	var m map[string]int
	m["x"] = 1
	return "no panic"
}

func main() {
	keys := make([]string, 0, len(table))
	for k := range table {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println(keys)
	fmt.Println(where())
	fmt.Println(recovered())
	var wg sync.WaitGroup
	counts := make([]int, 4)
	for i := range counts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				counts[i] += grow(12).count()
				runtime.GC()
			}
		}()
	}
	wg.Wait()
	fmt.Println(counts)
}
