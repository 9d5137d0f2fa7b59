package static

import "testing"

// TestStuckWorker runs engine.js under node with a fake Worker: one whose
// thread started and then answers nothing — not even its stage — makes the
// page load again, once a tab; one that answers its stage while the
// engine is busy, or whose engine has replied, does not.
func TestStuckWorker(t *testing.T) {
	src := source(t, "engine.js")
	for _, c := range []struct {
		name, worker string
		reloads      string
	}{
		{"silent after its start", "", "1"},
		{"answers its stage", `if (m && m.duplicataStage) this.emit({ duplicataStage: "load: building in a throwaway worker" });`, "0"},
		{"the engine replies", `if (typeof m === "string") this.emit(JSON.stringify({ id: -1, type: "progress", phase: "build", fraction: 0.5 }));`, "0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			script := `globalThis.self = globalThis;
self.duplicataBeat = 50;
const stored = {};
globalThis.sessionStorage = { getItem: (k) => stored[k] || null, setItem: (k, v) => { stored[k] = String(v); } };
let reloads = 0;
globalThis.location = { reload: () => { reloads++; } };
self.addEventListener = () => {};
globalThis.performance = { mark: () => {} };
globalThis.Worker = class {
	constructor() { this.listeners = []; setTimeout(() => this.emit({ duplicataStarted: true }), 10); }
	addEventListener(type, f) { if (type === "message") this.listeners.push(f); }
	removeEventListener() {}
	emit(data) { if (this.onmessage) this.onmessage({ data }); for (const f of this.listeners) f({ data }); }
	postMessage(m) { ` + c.worker + ` }
	terminate() {}
};
` + src + `
setTimeout(() => {
	// A second page of the same tab: the mark holds, no second reload.
	delete self.duplicataEngine;
	` + src + `
}, 400);
setTimeout(() => { console.log(reloads); process.exit(0); }, 900);`
			if got := nodeLast(t, script); got != c.reloads {
				t.Errorf("reloads = %s, want %s", got, c.reloads)
			}
		})
	}
}

// TestSharedModule runs engine.js under node on an app page (app.js among
// its scripts): it fetches and compiles app.wasm once, counts its bytes
// for app.js's progress, keeps a copy for the service worker's cache and
// sends the module to the engine's worker, started named to wait for it.
// A page the service worker controls keeps no copy and counts nothing (it
// has app.wasm from that cache); a fetch that fails sends null (the
// worker fetches its own); a page without app.js starts the worker
// unnamed and fetches nothing; a compilation that hangs is given up.
func TestSharedModule(t *testing.T) {
	src := source(t, "engine.js")
	for _, c := range []struct {
		name, appJS, fetch, controlled, want string
	}{
		{"app page", "true", "ok", "false", `{"name":"duplicata-engine","fetches":1,"posted":"module","loaded":8,"copy":8}`},
		{"controlled by the service worker", "true", "ok", "true", `{"name":"duplicata-engine","fetches":1,"posted":"module","loaded":0,"copy":0}`},
		{"fetch fails", "true", "fail", "false", `{"name":"duplicata-engine","fetches":1,"posted":"null","loaded":0,"copy":0}`},
		{"no app.js", "false", "ok", "false", `{"name":"","fetches":0,"posted":"nothing","loaded":0,"copy":0}`},
		// A compilation that never ends (Firefox's streaming compilation
		// hangs at times) is given up after self.duplicataWasmUse ms.
		{"compilation hangs", "true", "hang", "false", `{"name":"duplicata-engine","fetches":1,"posted":"null","loaded":8,"copy":8}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			script := `globalThis.self = globalThis;
self.addEventListener = () => {};
globalThis.performance = { mark: () => {} };
self.duplicataWasmUse = 100;
if ("` + c.fetch + `" === "hang") WebAssembly.compileStreaming = () => new Promise(() => {});
globalThis.navigator = { serviceWorker: { controller: ` + c.controlled + ` ? {} : null } };
globalThis.document = { querySelector: (q) => ` + c.appJS + ` && q === 'script[src="/app.js"]' ? {} : null };
const empty = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);
let fetches = 0;
globalThis.fetch = (url) => {
	fetches++;
	if (url !== "/web/app.wasm" || "` + c.fetch + `" === "fail") return Promise.reject(new TypeError("network"));
	return Promise.resolve(new Response(empty, { headers: { "Content-Type": "application/wasm" } }));
};
let name = null, posted = "nothing";
globalThis.Worker = class {
	constructor(url, opts) { name = (opts && opts.name) || ""; }
	addEventListener() {}
	removeEventListener() {}
	postMessage(m) {
		if (m && typeof m === "object" && "duplicataModule" in m) posted = m.duplicataModule instanceof WebAssembly.Module ? "module" : String(m.duplicataModule);
	}
	terminate() {}
};
` + src + `
setTimeout(async () => {
	const e = self.duplicataEngine;
	const copy = e.wasmCopy ? (await e.wasmCopy.arrayBuffer()).byteLength : 0;
	console.log(JSON.stringify({ name: name, fetches: fetches, posted: posted, loaded: e.wasmLoaded || 0, copy: copy }));
	process.exit(0);
}, 300);`
			if got := nodeLast(t, script); got != c.want {
				t.Errorf("got %s\nwant %s", got, c.want)
			}
		})
	}
}
