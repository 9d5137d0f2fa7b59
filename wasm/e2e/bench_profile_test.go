//go:build unix

package e2e

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// Where a start's main-thread time goes: V8's sampling profiler on the page
// (CDP Profiler), from the navigation to the engine ready.

// profileStart opens the site served by inner cold, in a fresh browser
// emulating dev, with the profiler running on the page from the navigation
// to the engine ready, and summarises the profile's self time. names maps
// app.wasm's function indices to Go names (nil: indices only).
func profileStart(t *testing.T, inner http.Handler, dev device, names map[int]string) (string, error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	front := &http.Server{Handler: dev.shape(inner)}
	go front.Serve(ln)
	defer front.Close()
	u := "http://" + ln.Addr().String() + "/"
	ctx, stop := startBrowser(t)
	defer stop()
	tctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	var prof *profiler.Profile
	var ready float64
	err = chromedp.Run(tctx, dev.emulate(),
		chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(watch).Do(ctx)
			return err
		}),
		// A file of the same origin first, which starts no app: the
		// navigation to the app then stays in the same renderer, whose
		// profiler is already running.
		chromedp.Navigate(u+"wasm_exec.js"),
		profiler.Enable(), profiler.SetSamplingInterval(500), profiler.Start(),
		chromedp.Navigate(u),
		chromedp.Poll(engineReady, nil, chromedp.WithPollingInterval(100*time.Millisecond)),
		chromedp.Evaluate(`(performance.getEntriesByName("duplicata:engine-ready")[0] || {}).startTime || window.duplicataBench.engineReady`, &ready),
		chromedp.ActionFunc(func(ctx context.Context) error {
			var err error
			prof, err = profiler.Stop().Do(ctx)
			return err
		}))
	if err != nil {
		failure(t, ctx)
		return "", err
	}
	return fmt.Sprintf("engine ready at %.0f ms (profiled: the sampling slows it)\n", ready) + summarise(names, prof), nil
}

var wasmIndex = regexp.MustCompile(`^(?:\$func|wasm-function\[)(\d+)`)

// summarise lists the profile's self time: by kind (Go-wasm, JS by file,
// V8's own: (program) is the engine's work outside any function, wasm
// compilation on the main thread among it), by Go package, and the
// functions that took the most, by self time and by time inclusive of
// what they call; the profiles' samples are summed.
func summarise(names map[int]string, profiles ...*profiler.Profile) string {
	fn, kind, pkg, incl := map[string]float64{}, map[string]float64{}, map[string]float64{}, map[string]float64{}
	var total float64
	for _, p := range profiles {
		tree := treeOf(p)
		for i, id := range p.Samples {
			if i+1 >= len(p.TimeDeltas) {
				break
			}
			ms := float64(p.TimeDeltas[i+1]) / 1000
			total += ms
			name, k := frameName(tree.nodes[id].CallFrame, names)
			if k == "Go-wasm (app.wasm)" {
				pkg[goPackage(name)] += ms
			}
			fn[name] += ms
			kind[k] += ms
			// Inclusive: every function on the sample's stack, once.
			seen := map[string]bool{}
			for _, cf := range tree.stack(id) {
				n, _ := frameName(cf, names)
				if !seen[n] {
					seen[n] = true
					incl[n] += ms
				}
			}
		}
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "main thread sampled for %.0f ms\n", total)
	top := func(title string, m map[string]float64, n int) {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		slices.SortFunc(keys, func(a, b string) int {
			if m[a] != m[b] {
				if m[a] > m[b] {
					return -1
				}
				return 1
			}
			return strings.Compare(a, b)
		})
		fmt.Fprintf(&sb, "%s:\n", title)
		for _, k := range keys[:min(n, len(keys))] {
			fmt.Fprintf(&sb, "  %7.0f ms %5.1f %%  %s\n", m[k], 100*m[k]/total, k)
		}
	}
	top("self time by kind", kind, 12)
	top("Go-wasm self time by package", pkg, 12)
	top("self time by function", fn, 25)
	delete(incl, "(root)")
	top("time inclusive of callees, by function", incl, 40)
	return sb.String()
}

// callTree is a profile's nodes by id, and each node's parent.
type callTree struct {
	nodes  map[int64]*profiler.ProfileNode
	parent map[int64]int64
}

func treeOf(p *profiler.Profile) callTree {
	t := callTree{map[int64]*profiler.ProfileNode{}, map[int64]int64{}}
	for _, n := range p.Nodes {
		t.nodes[n.ID] = n
		for _, c := range n.Children {
			t.parent[c] = n.ID
		}
	}
	return t
}

// stack is the frames of node id's stack, innermost first.
func (t callTree) stack(id int64) []*runtime.CallFrame {
	var out []*runtime.CallFrame
	for at, ok := id, true; ok; at, ok = t.parent[at] {
		out = append(out, t.nodes[at].CallFrame)
	}
	return out
}

// frameName is a profile frame's function name (app.wasm's by names) and
// its kind: Go-wasm, JS by file, or V8's own.
func frameName(cf *runtime.CallFrame, names map[int]string) (name, kind string) {
	name = cf.FunctionName
	switch {
	// wasm://: a module compiled from bytes or from a Response made
	// in JavaScript (go-app's loader); its URL when compiled from the
	// fetch's own response (since 71a78f0).
	case strings.HasPrefix(cf.URL, "wasm://") || strings.HasSuffix(cf.URL, ".wasm"):
		kind = "Go-wasm (app.wasm)"
		if m := wasmIndex.FindStringSubmatch(name); m != nil {
			i, _ := strconv.Atoi(m[1])
			if n, ok := names[i]; ok {
				name = n
			}
		}
	case cf.URL == "":
		kind = name
		if kind == "" {
			kind = "(anonymous, no script)"
		}
	default:
		kind = "JS " + path.Base(cf.URL)
		if name == "" {
			name = "(anonymous)"
		}
		name += " " + path.Base(cf.URL) + ":" + strconv.FormatInt(cf.LineNumber+1, 10)
	}
	return name, kind
}

// goPackage is the package of a Go function's name as the wasm name
// section spells it, slashes as underscores
// ("github.com_x_y.(*T).M" → "github.com_x_y").
func goPackage(name string) string {
	from := 0
	for _, host := range []string{"github.com_", "golang.org_", "gopkg.in_", "google.golang.org_"} {
		if strings.HasPrefix(name, host) {
			from = len(host)
		}
	}
	if j := strings.Index(name[from:], "."); j >= 0 {
		return name[:from+j]
	}
	return name
}

// wasmNames builds the current app.wasm again as wasm/build.sh does but
// with its name section (without -s -w, which change no code), and maps
// function indices to Go names. It checks that the code is that of the
// site's app.wasm; if not (wasm/build.sh's flags changed), it returns nil.
func wasmNames(t *testing.T, site string) (map[int]string, error) {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		return nil, err
	}
	out := filepath.Join(t.TempDir(), "app.wasm")
	// The build of the site's app.wasm, but without -ldflags="-s -w".
	cmd := exec.Command("bash", "wasm/build.sh", "app", out)
	cmd.Dir = root
	if b, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("wasm/build.sh app: %v\n%s", err, b)
	}
	named, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	shipped, err := os.ReadFile(filepath.Join(site, "web", "app.wasm"))
	if err != nil {
		return nil, err
	}
	a, b := wasmSections(named), wasmSections(shipped)
	if !bytes.Equal(a["10"], b["10"]) {
		return nil, fmt.Errorf("the named build's code differs from the site's app.wasm (%d against %d bytes): wasm/build.sh's flags changed?", len(a["10"]), len(b["10"]))
	}
	names := map[int]string{}
	s := a["name"]
	for len(s) > 0 {
		id := s[0]
		size, n := uleb(s[1:])
		sub := s[1+n : 1+n+int(size)]
		s = s[1+n+int(size):]
		if id != 1 { // function names
			continue
		}
		count, n := uleb(sub)
		sub = sub[n:]
		for range count {
			idx, n := uleb(sub)
			sub = sub[n:]
			l, n := uleb(sub)
			names[int(idx)] = string(sub[n : n+int(l)])
			sub = sub[n+int(l):]
		}
	}
	return names, nil
}

// wasmSections splits a wasm module into its sections' payloads, by id,
// custom sections by name.
func wasmSections(b []byte) map[string][]byte {
	out := map[string][]byte{}
	b = b[8:]
	for len(b) > 0 {
		id := b[0]
		size, n := uleb(b[1:])
		body := b[1+n : 1+n+int(size)]
		b = b[1+n+int(size):]
		key := strconv.Itoa(int(id))
		if id == 0 {
			l, m := uleb(body)
			key, body = string(body[m:m+int(l)]), body[m+int(l):]
		}
		out[key] = body
	}
	return out
}

func uleb(b []byte) (uint64, int) {
	var v uint64
	for i, c := range b {
		v |= uint64(c&0x7f) << (7 * i)
		if c < 0x80 {
			return v, i + 1
		}
	}
	return v, len(b)
}
