//go:build js && wasm

package serve

import (
	"bytes"
	"encoding/json"
	"syscall/js"
	"testing"

	"duplicata/engine/lexicon"
	"duplicata/wasm/protocol"
)

// TestQueuedDuringLoad runs the worker (Run) in Go-wasm under node, as in
// a browser: the lexicon's load waits on fetch, then on IndexedDB's put
// (self.duplicataKept), two promises the JavaScript event loop resolves;
// meanwhile that loop delivers 64 messages each time through onmessage.
// A callback that blocked (a full inbox) would hold the loop, and the
// worker would wait forever. Every message is answered, in order, and the
// lexicon is kept before the loaded reply.
func TestQueuedDuringLoad(t *testing.T) {
	var form bytes.Buffer
	if _, err := lexicon.WriteWordsTo(&form, "mots", []string{"AA", "MAISON", "PASSE"}); err != nil {
		t.Fatal(err)
	}
	words := js.Global().Get("Uint8Array").New(form.Len())
	js.CopyBytesToJS(words, form.Bytes())

	type posted struct {
		data string
		kept bool // whether the kept lexicon's put had completed
	}
	replies := make(chan posted, 1000)
	post := js.FuncOf(func(this js.Value, args []js.Value) any {
		replies <- posted{args[0].String(), js.Global().Get("keptDone").Truthy()}
		return nil
	})
	defer post.Release()
	js.Global().Set("postMessage", post)
	// The page's 64 messages come in a later task of the event loop, and
	// only then the promise the worker waits on is resolved.
	js.Global().Get("Function").New("words", `
		let next = 1;
		const send = () => {
			for (let i = 0; i < 64; i++, next++) {
				globalThis.onmessage({ data: JSON.stringify({ id: next, type: "check", text: "passe" }) });
			}
		};
		globalThis.fetch = () => new Promise((ok) => setTimeout(() => { send(); ok(new Response(words)); }, 0));
		globalThis.keptDone = false;
		globalThis.duplicataKept = {
			get: () => Promise.resolve(undefined),
			put: (key, data) => new Promise((ok) => setTimeout(() => {
				send();
				globalThis.keptDone = data instanceof Uint8Array && data.length > 0;
				ok();
			}, 0)),
		};
		globalThis.duplicataQueue = [JSON.stringify({ id: -1, type: "load", url: "/web/mots.dlx" })];
	`).Invoke(words)

	go Run()
	want := -1
	for want <= 128 {
		p := <-replies
		var r protocol.Reply
		if err := json.Unmarshal([]byte(p.data), &r); err != nil {
			t.Fatalf("%s: %v", p.data, err)
		}
		if r.Type() == protocol.Progress {
			continue
		}
		switch w, ok := r.Body.(protocol.WordsFound); {
		case want == -1 && (r.ID != -1 || r.Type() != protocol.Loaded || !p.kept):
			t.Fatalf("first reply %s (lexicon kept: %v), want loaded after the lexicon was kept", p.data, p.kept)
		case want > 0 && (r.ID != want || !ok || !w.Valid):
			t.Fatalf("reply %s, want id %d: PASSE valid", p.data, want)
		}
		if want == -1 {
			want = 0
		}
		want++
	}
}
