//go:build unix

package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestWorkerMemory opens the app on a first visit, which builds the
// lexicon's words form, then again: the engine's worker holds at most twice
// the memory after the first visit as after the later one. Go-wasm's memory
// never shrinks, and a build in the engine's own worker left it at ~140 MB
// against ~24: the build runs in a throwaway worker (worker.js, package
// serve's Build) and the engine's worker only loads what it built.
func TestWorkerMemory(t *testing.T) {
	s := serve(t)
	ctx := browser(t)
	var first, later memory
	var cancels []func()
	defer func() {
		for _, c := range cancels {
			c()
		}
	}()
	do(t, ctx, "first visit", chromedp.Navigate(s.URL), ready())
	// The worker keeps what was built before it answers: its memory is
	// the build's, if it built.
	kept(t, ctx, func(r string) bool { return r != "" })
	do(t, ctx, "first visit's memory", readMemory(&first, &cancels))
	do(t, ctx, "later visit", chromedp.Reload(), ready(), readMemory(&later, &cancels))
	t.Logf("the engine worker's Go memory: %.1f MB after a first visit, %.1f MB after a later one", first.WorkerGo, later.WorkerGo)
	if later.WorkerGo <= 0 || first.WorkerGo > 2*later.WorkerGo {
		t.Errorf("the engine worker's Go memory: %.1f MB after a first visit, %.1f MB after a later one; want at most twice", first.WorkerGo, later.WorkerGo)
	}
}
