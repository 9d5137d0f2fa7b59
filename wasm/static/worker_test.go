package static

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestWatchedFetch runs worker.js's duplicataFetch under node against a
// server whose answers stop: a request that stalls once is made again and
// read whole, one that stalls twice fails in French, a slow but steady
// body is read to its end at the first try, an HTTP error is handed over
// as it is, a fetch that never settles even when aborted is given up all
// the same, and app.wasm that does not stream is compiled from its bytes. The stall limit is cut to 2 s (self.duplicataStall).
func TestWatchedFetch(t *testing.T) {
	src := source(t, "worker.js")
	var mu sync.Mutex
	calls := map[string]int{}
	stall := func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(time.Minute):
		}
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		calls[r.URL.Path]++
		n := calls[r.URL.Path]
		mu.Unlock()
		flush := func() { w.(http.Flusher).Flush() }
		switch r.URL.Path {
		case "/silent-once": // no answer at all, then a good one
			if n == 1 {
				stall(w, r)
				return
			}
			fmt.Fprint(w, "abcdef")
		case "/stops-once": // a body that stops half-way, then a whole one
			w.Header().Set("Content-Type", "application/wasm")
			fmt.Fprint(w, "abc")
			if n == 1 {
				flush()
				stall(w, r)
				return
			}
			fmt.Fprint(w, "def")
		case "/stops-always":
			fmt.Fprint(w, "abc")
			flush()
			stall(w, r)
		case "/module-as-text": // an empty module, with the wrong type
			w.Header().Set("Content-Type", "text/plain")
			w.Write([]byte("\x00asm\x01\x00\x00\x00"))
		case "/deaf-once": // the first never reaches the server
			fmt.Fprint(w, "abcdef")
		case "/slow": // a byte every 100 ms for 3 s: longer than the limit, never silent for it
			for i := 0; i < 30; i++ {
				fmt.Fprint(w, "x")
				flush()
				time.Sleep(100 * time.Millisecond)
			}
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()

	script := `globalThis.self = globalThis;
self.name = "duplicata-build"; // the throwaway's branch: no Go started
globalThis.importScripts = () => {};
self.duplicataStall = 2000;
` + src + `
const base = process.argv[1]; // node -e: the first argument
// A fetch that never settles, whatever its signal says (a stuck
// service worker's), the first time it is asked for /deaf-once.
const realFetch = globalThis.fetch;
let deaf = 0;
globalThis.fetch = (u, init) => u.endsWith("/deaf-once") && deaf++ === 0 ? new Promise(() => {}) : realFetch(u, init);
const text = (path, use) => self.duplicataFetch(base + path, use)
	.then((r) => typeof r === "string" ? r : r.text().then((body) => r.status + " " + body))
	.catch((err) => "error: " + err.message);
Promise.all([
	text("/silent-once"),
	text("/stops-once", (r) => r.text().then((b) => r.headers.get("content-type") + " " + b)),
	text("/stops-always"),
	text("/slow"),
	text("/missing"),
	text("/deaf-once"),
	// An empty module served as text: streaming refuses it, its bytes
	// compile (duplicataInstantiate's second way).
	self.duplicataInstantiate({ importObject: {} }, base + "/module-as-text")
		.then((r) => r.instance instanceof WebAssembly.Instance && r.module instanceof WebAssembly.Module ? "instantiated" : "no instance")
		.catch((err) => "error: " + err.message),
]).then((got) => console.log(JSON.stringify(got)));`
	out := nodeLast(t, script, srv.URL)
	var got []string
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("node printed %q: %v", out, err)
	}
	want := []string{
		"200 abcdef",
		"application/wasm abcdef",
		"error: " + srv.URL + "/stops-always : plus rien n'arrive depuis 2 s",
		"200 " + strings.Repeat("x", 30),
		"404 404 page not found\n",
		"200 abcdef",
		"instantiated",
	}
	for i := range want {
		if i >= len(got) || got[i] != want[i] {
			t.Errorf("answer %d = %q, want %q", i, got, want[i])
		}
	}
	mu.Lock()
	defer mu.Unlock()
	for path, n := range map[string]int{"/silent-once": 2, "/stops-once": 2, "/stops-always": 2, "/slow": 1, "/missing": 1, "/deaf-once": 1, "/module-as-text": 2} {
		if calls[path] != n {
			t.Errorf("%s requested %d times, want %d", path, calls[path], n)
		}
	}
}

// TestEngineExit runs worker.js's engine under node with a Go program that
// exits at once: the requests queued before and those sent after are each
// answered with a French error, not left unanswered, and the worker says
// its stage when asked (the engines' tests ask it of an engine that never
// got ready), with every stage so far and its time (bench-engines).
func TestEngineExit(t *testing.T) {
	src := source(t, "worker.js")
	script := `globalThis.self = globalThis;
self.name = "";
globalThis.importScripts = () => {};
const posted = [], listeners = [];
self.postMessage = (m) => posted.push(m);
self.addEventListener = (type, f) => listeners.push(f);
// app.wasm: an empty module; its program exits as soon as it runs.
globalThis.fetch = () => Promise.resolve(new Response(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]), { headers: { "Content-Type": "application/wasm" } }));
globalThis.Go = class { constructor() { this.importObject = {}; } run() { return Promise.resolve(); } };
` + src + `
self.onmessage({ data: JSON.stringify({ id: 3, type: "new" }) }); // queued while Go starts
// Once the program has exited (a fixed wait was too short on a loaded
// machine), or after 30 s.
const exited = () => self.duplicataStage === "engine exited";
const until = Date.now() + 30000;
const poll = () => (exited() || Date.now() > until) ? after() : setTimeout(poll, 10);
setTimeout(poll, 10);
const after = () => {
	self.onmessage({ data: JSON.stringify({ id: 4, type: "submit" }) });
	for (const f of listeners) f({ data: { duplicataStage: true } });
	// The stages' times: on the epoch's clock, in order.
	const last = posted[posted.length - 1], times = last.duplicataStages.map((s) => s[1]);
	last.duplicataStages = last.duplicataStages.map((s) => s[0]);
	last.timed = times.every((t, i) => t > 1.7e12 && (i == 0 || t >= times[i - 1]));
	console.log(JSON.stringify(posted));
};`
	out := nodeLast(t, script)
	var got []any
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("node printed %q: %v", out, err)
	}
	want := []any{
		map[string]any{"duplicataStarted": true},
		`{"id":3,"type":"error","message":"Le moteur s'est arrêté : rechargez la page."}`,
		`{"id":4,"type":"error","message":"Le moteur s'est arrêté : rechargez la page."}`,
		map[string]any{"duplicataStage": "engine exited", "timed": true,
			"duplicataStages": []any{"app.wasm: fetching and compiling", "app.wasm: fetching and compiling", "engine started", "engine exited"}},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("posted %v\nwant %v", got, want)
	}
}

// TestEngineSharedModule runs worker.js's engine under node as engine.js
// starts it on an app page (named "duplicata-engine"): it waits for the
// page's compiled module and fetches app.wasm only when the page sends
// none (its compilation failed) or the module does not arrive
// (messageerror). The module message is not a request: nothing answers it.
func TestEngineSharedModule(t *testing.T) {
	src := source(t, "worker.js")
	const waiting = "app.wasm: waiting for the page's compiled module" // its stage before the module comes
	for _, tc := range []struct {
		name, send string
		fetches    int
	}{
		{"module", `for (const f of listeners.message) f({ data: { duplicataModule: new WebAssembly.Module(empty) } });`, 0},
		{"none", `for (const f of listeners.message) f({ data: { duplicataModule: null } });`, 1},
		{"messageerror", `for (const f of listeners.messageerror) f({});`, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			script := `globalThis.self = globalThis;
self.name = "duplicata-engine";
globalThis.importScripts = () => {};
const posted = [], listeners = { message: [], messageerror: [] };
self.postMessage = (m) => posted.push(m);
self.addEventListener = (type, f) => listeners[type].push(f);
const empty = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);
let fetches = 0;
globalThis.fetch = () => { fetches++; return Promise.resolve(new Response(empty, { headers: { "Content-Type": "application/wasm" } })); };
let ran = null;
globalThis.Go = class { constructor() { this.importObject = {}; } run(instance) { ran = instance; return new Promise(() => {}); } };
` + src + `
setTimeout(() => {
	for (const f of listeners.message) f({ data: { duplicataStage: true } });
	const waited = posted.pop().duplicataStage;
	` + tc.send + `
	// Once Go runs (a fixed 300 ms was too short in a loaded CI run), or
	// after 30 s.
	const until = Date.now() + 30000;
	const poll = () => (ran !== null || Date.now() > until) ? report() : setTimeout(poll, 10);
	setTimeout(poll, 10);
	const report = () => {
		console.log(JSON.stringify({
			waited: waited,
			fetches: fetches,
			ran: ran instanceof WebAssembly.Instance,
			kept: self.duplicataModule instanceof WebAssembly.Module,
			queued: self.duplicataQueue.length,
			posted: posted,
		}));
	};
}, 300);`
			out := nodeLast(t, script)
			var got struct {
				Waited  string
				Fetches int
				Ran     bool
				Kept    bool
				Queued  int
				Posted  []any
			}
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("node printed %q: %v", out, err)
			}
			if got.Waited != waiting || got.Fetches != tc.fetches || !got.Ran || !got.Kept || got.Queued != 0 ||
				fmt.Sprint(got.Posted) != fmt.Sprint([]any{map[string]any{"duplicataStarted": true}}) {
				t.Errorf("got %+v, want stage %q, %d fetches, Go run with an instance, the module kept, nothing queued, only the start signal posted",
					got, waiting, tc.fetches)
			}
		})
	}
}
