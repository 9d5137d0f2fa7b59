//go:build js && wasm

package serve

import (
	"bytes"
	"compress/gzip"
	"syscall/js"
	"testing"

	"duplicata/internal/jsbridge"
)

// TestFetch runs the engine's fetch under node against fetches of the
// test's own: the bootstrap's prefetched response taken once, its watched
// fetch preferred to the global one, a gzipped body inflated, and the
// failures written as the engine's French message quotes them.
func TestFetch(t *testing.T) {
	g := js.Global()
	old := g.Get("fetch")
	defer func() {
		g.Set("fetch", old)
		g.Delete("duplicataFetch")
		g.Delete("duplicataPrefetch")
	}()
	var zipped bytes.Buffer
	w := gzip.NewWriter(&zipped)
	w.Write([]byte("le lexique"))
	w.Close()
	g.Get("Function").New("zipped", `
		const answer = (url) => {
			if (url === "/gz") return new Response(zipped);
			if (url === "/bad-gz") return new Response(new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3]));
			if (url === "/503") return new Response("", { status: 503 });
			if (url === "/down") throw new TypeError("Failed to fetch");
			if (url === "/stall") throw new Error("/stall : plus rien n'arrive depuis 20 s");
			if (url === "/thrown") throw "a string";
			return null;
		};
		globalThis.fetch = async (url) => answer(url) || new Response("global " + url);
		globalThis.duplicataFetch = async (url) => answer(url) || new Response("watched " + url);
		globalThis.duplicataPrefetch = { "/web/x.dlx": Promise.resolve(new Response("prefetched")) };
	`).Invoke(jsbridge.Uint8Array(zipped.Bytes()))

	for _, c := range []struct{ url, want, err string }{
		{"/web/x.dlx", "prefetched", ""},
		{"/web/x.dlx", "watched /web/x.dlx", ""}, // taken once: a retry fetches again
		{"/gz", "le lexique", ""},
		{"/bad-gz", "", "le fichier compressé est abîmé"},
		{"/503", "", "HTTP 503"},
		{"/down", "", "TypeError: Failed to fetch"},
		{"/stall", "", "Error: /stall : plus rien n'arrive depuis 20 s"},
		{"/thrown", "", "a string"},
		{"no-watch", "global no-watch", ""},
	} {
		if c.url == "no-watch" {
			g.Delete("duplicataFetch")
		}
		got, err := browser{}.Fetch(c.url)
		switch {
		case err != nil && err.Error() != c.err:
			t.Errorf("%s: error %q, want %q", c.url, err, c.err)
		case err == nil && (c.err != "" || string(got) != c.want):
			t.Errorf("%s: %q, want %q (error %q)", c.url, got, c.want, c.err)
		}
	}
}
