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

// TestFetchHead runs FetchHead under node: the first bytes of a plain body
// and of a gzipped one (of which only a first chunk is inflated), the
// whole body when it is shorter, its failures as Fetch says them, and the
// body downloaded once for the Fetch of the same URL that follows.
func TestFetchHead(t *testing.T) {
	g := js.Global()
	old := g.Get("fetch")
	defer func() {
		g.Set("fetch", old)
		g.Delete("duplicataFetch")
		g.Delete("duplicataFetched")
	}()
	big := bytes.Repeat([]byte("0123456789"), 100_000) // 1 MB: many chunks inflated
	var zipped bytes.Buffer
	w := gzip.NewWriter(&zipped)
	w.Write(big)
	w.Close()
	g.Get("Function").New("zipped", `
		globalThis.duplicataFetched = [];
		globalThis.fetch = undefined;
		globalThis.duplicataFetch = async (url) => {
			duplicataFetched.push(url);
			if (url === "/gz") return new Response(zipped);
			if (url === "/bad-gz") return new Response(new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3]));
			if (url === "/503") return new Response("", { status: 503 });
			if (url === "/short") return new Response("court");
			return new Response("0123456789abcdef");
		};
	`).Invoke(jsbridge.Uint8Array(zipped.Bytes()))

	for _, c := range []struct {
		url  string
		n    int
		want string
		err  string
	}{
		{"/plain", 10, "0123456789", ""},
		{"/short", 10, "court", ""},
		{"/gz", 1024, string(big[:1024]), ""},
		{"/bad-gz", 10, "", "le fichier compressé est abîmé"},
		{"/503", 10, "", "HTTP 503"},
	} {
		got, err := browser{}.FetchHead(c.url, c.n)
		switch {
		case err != nil && err.Error() != c.err:
			t.Errorf("%s: error %q, want %q", c.url, err, c.err)
		case err == nil && (c.err != "" || string(got) != c.want):
			t.Errorf("%s: %q, want %q (error %q)", c.url, got, c.want, c.err)
		}
	}

	// The Fetch after a FetchHead takes its body, inflated whole; the next
	// one downloads again.
	g.Set("duplicataFetched", js.Global().Get("Array").New())
	head, err := browser{}.FetchHead("/gz", 16)
	if err != nil || string(head) != string(big[:16]) {
		t.Fatalf("head of /gz: %q, %v", head, err)
	}
	for range 2 {
		if whole, err := (browser{}).Fetch("/gz"); err != nil || !bytes.Equal(whole, big) {
			t.Fatalf("/gz after its head: %d bytes, %v", len(whole), err)
		}
	}
	if n := g.Get("duplicataFetched").Length(); n != 2 {
		t.Errorf("/gz downloaded %d times for its head and two fetches, want 2", n)
	}
}
