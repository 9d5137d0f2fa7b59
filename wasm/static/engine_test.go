package static

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestStuckWorker runs engine.js under node with a fake Worker: one whose
// thread started and then answers nothing — not even its stage — makes the
// page load again, once a tab; one that answers its stage while the
// engine is busy, or whose engine has replied, does not.
func TestStuckWorker(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node not found; CI=true: failed, not skipped")
		}
		t.Skip("node not found")
	}
	src, err := FS.ReadFile("engine.js")
	if err != nil {
		t.Fatal(err)
	}
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
` + string(src) + `
setTimeout(() => {
	// A second page of the same tab: the mark holds, no second reload.
	delete self.duplicataEngine;
	` + string(src) + `
}, 400);
setTimeout(() => { console.log(reloads); process.exit(0); }, 900);`
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			out, err := exec.CommandContext(ctx, node, "-e", script).CombinedOutput()
			if err != nil {
				t.Fatalf("node: %v\n%s", err, out)
			}
			lines := strings.Split(strings.TrimSpace(string(out)), "\n")
			if got := lines[len(lines)-1]; got != c.reloads {
				t.Errorf("reloads = %s, want %s\n%s", got, c.reloads, out)
			}
		})
	}
}
