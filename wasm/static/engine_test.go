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
