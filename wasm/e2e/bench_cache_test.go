//go:build unix

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// codeCache opens the site served by inner four times in one fresh
// browser and counts, at each later opening, V8's wasm trace events
// (category v8.wasm, browser-wide: the page and the engine's worker) that
// say whether app.wasm was compiled (wasm.StartStreamingCompilation), its
// compiled module written to the code cache (wasm.SerializeModule) or read
// from it (wasm.Deserialize). V8 caches only a module compiled from a
// response with a URL: go-app's loader fed the compiler a Response of its
// own making.
func codeCache(t *testing.T, inner http.Handler) (string, error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	front := &http.Server{Handler: inner}
	go front.Serve(ln)
	defer front.Close()
	u := "http://" + ln.Addr().String() + "/"
	ctx, stop := startBrowser(t)
	defer stop()
	tctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	var mu sync.Mutex
	counts := map[string]int{}
	complete := make(chan struct{}, 1)
	chromedp.ListenTarget(tctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			defer mu.Unlock()
			for _, raw := range ev.Value {
				var e struct{ Name string }
				if json.Unmarshal(raw, &e) == nil {
					switch e.Name {
					case "wasm.StartStreamingCompilation", "wasm.SerializeModule", "wasm.Deserialize":
						counts[e.Name]++
					}
				}
			}
		case *tracing.EventTracingComplete:
			complete <- struct{}{}
		}
	})
	if err := chromedp.Run(tctx,
		chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(watch).Do(ctx)
			return err
		}),
		chromedp.Navigate(u), chromedp.Poll(engineReady, nil, chromedp.WithPollingInterval(100*time.Millisecond))); err != nil {
		return "", err
	}
	var sb strings.Builder
	for i := 2; i <= 4; i++ {
		err := chromedp.Run(tctx,
			chromedp.ActionFunc(func(ctx context.Context) error {
				return tracing.Start().WithTraceConfig(&tracing.TraceConfig{IncludedCategories: []string{"v8.wasm"}}).Do(ctx)
			}),
			chromedp.Reload(),
			chromedp.Poll(engineReady, nil, chromedp.WithPollingInterval(100*time.Millisecond)),
			chromedp.ActionFunc(func(ctx context.Context) error { return tracing.End().Do(ctx) }))
		if err != nil {
			return sb.String(), err
		}
		select {
		case <-complete:
		case <-tctx.Done():
			return sb.String(), tctx.Err()
		}
		mu.Lock()
		fmt.Fprintf(&sb, "  opening %d: %d streaming compilations, %d modules written to the code cache, %d read from it\n",
			i, counts["wasm.StartStreamingCompilation"], counts["wasm.SerializeModule"], counts["wasm.Deserialize"])
		clear(counts)
		mu.Unlock()
	}
	return sb.String(), nil
}
