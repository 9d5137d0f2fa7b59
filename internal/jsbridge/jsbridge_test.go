//go:build js && wasm

package jsbridge

import (
	"errors"
	"syscall/js"
	"testing"
	"time"
)

// eval runs JavaScript source and returns its value.
func eval(src string) js.Value { return js.Global().Call("eval", src) }

func TestAwait(t *testing.T) {
	v, err := Await(eval(`new Promise(r => setTimeout(() => r(42), 10))`))
	if err != nil || v.Int() != 42 {
		t.Errorf("a promise resolved with 42: %v, %v", v, err)
	}
	for _, c := range []struct{ src, name, message string }{
		{`Promise.reject(new DOMException("full", "QuotaExceededError"))`, "QuotaExceededError", "full"},
		{`Promise.reject(new TypeError("fetch failed"))`, "TypeError", "fetch failed"},
		{`Promise.reject("plain")`, "Error", "plain"},
		{`Promise.reject()`, "Error", ""},
	} {
		_, err := Await(eval(c.src))
		var e *Error
		if !errors.As(err, &e) || e.Name != c.name || e.Message != c.message {
			t.Errorf("%s: %#v, want name %q, message %q", c.src, err, c.name, c.message)
		}
	}
}

// TestThen: f is called once, from the event loop, while the goroutine
// that asked goes on.
func TestThen(t *testing.T) {
	got := make(chan string, 2)
	Then(eval(`Promise.resolve("oui")`), func(v js.Value, err error) {
		if err != nil {
			got <- err.Error()
			return
		}
		got <- v.String()
	})
	Then(eval(`Promise.reject(new RangeError("non"))`), func(v js.Value, err error) {
		var e *Error
		if errors.As(err, &e) && v.IsUndefined() {
			got <- e.Name
		}
	})
	want := map[string]bool{"oui": true, "RangeError": true}
	for range 2 {
		select {
		case s := <-got:
			if !want[s] {
				t.Errorf("unexpected %q", s)
			}
			delete(want, s)
		case <-time.After(10 * time.Second):
			t.Fatalf("not called: %v", want)
		}
	}
}

func TestBytes(t *testing.T) {
	b := []byte{0, 1, 2, 250, 255}
	for _, c := range []struct {
		name string
		v    js.Value
		want string
	}{
		{"Uint8Array", Uint8Array(b), string(b)},
		{"ArrayBuffer", Uint8Array(b).Get("buffer"), string(b)},
		{"DataView of a part", eval(`new DataView(new Uint8Array([9, 8, 7, 6]).buffer, 1, 2)`), "\x08\x07"},
		{"Uint16Array", eval(`new Uint16Array([0x0102])`), "\x02\x01"},
		{"a string", js.ValueOf("abc"), ""},
		{"undefined", js.Undefined(), ""},
	} {
		if got := string(Bytes(c.v)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	if Bytes(js.ValueOf("abc")) != nil {
		t.Error("Bytes of a string is not nil")
	}
}

// TestFetch stands a fetch of its own in for the global one: what it was
// given, and what it answers, are the test's.
func TestFetch(t *testing.T) {
	old := js.Global().Get("fetch")
	defer js.Global().Set("fetch", old)
	eval(`globalThis.fetch = async (url, init) => {
		globalThis.fetched = {url, method: init.method, auth: init.headers["Authorization"],
			body: init.body ? new TextDecoder().decode(init.body) : null, signal: !!init.signal};
		if (url.endsWith("/down")) throw new TypeError("Failed to fetch");
		return new Response(new Uint8Array([1, 2, 3]), {status: 201});
	}`)
	res, err := Fetch("https://club.example/api/x", Request{Method: "POST", Headers: map[string]string{"Authorization": "Bearer s"},
		Body: []byte(`{"a":1}`), Timeout: time.Second})
	if err != nil || res.Status != 201 || string(res.Body) != "\x01\x02\x03" {
		t.Errorf("Fetch: %+v, %v", res, err)
	}
	f := js.Global().Get("fetched")
	if f.Get("url").String() != "https://club.example/api/x" || f.Get("method").String() != "POST" ||
		f.Get("auth").String() != "Bearer s" || f.Get("body").String() != `{"a":1}` || !f.Get("signal").Bool() {
		t.Errorf("the request fetched: %s", js.Global().Get("JSON").Call("stringify", f).String())
	}
	res, err = Fetch("https://club.example/api/x", Request{})
	if err != nil || !js.Global().Get("fetched").Get("method").IsUndefined() {
		t.Errorf("a GET: %+v, %v", res, err)
	}
	_, err = Fetch("https://club.example/down", Request{})
	var e *Error
	if !errors.As(err, &e) || e.Name != "TypeError" {
		t.Errorf("a network failure: %v", err)
	}
}

// TestSend: the promise is the global fetch's, given what Fetch gives it,
// and its Response is left unread for the caller.
func TestSend(t *testing.T) {
	old := js.Global().Get("fetch")
	defer js.Global().Set("fetch", old)
	eval(`globalThis.fetch = async (url, init) => {
		globalThis.fetched = {url, method: init.method, body: init.body ? new TextDecoder().decode(init.body) : null};
		if (url.endsWith("/down")) throw new TypeError("Failed to fetch");
		return new Response("abc", {status: 404});
	}`)
	p := Send("/web/x.dlx", Request{Method: "PUT", Body: []byte("z")})
	if !p.InstanceOf(js.Global().Get("Promise")) {
		t.Fatalf("Send gave %s, not a promise", p.Type())
	}
	res, err := Await(p)
	if err != nil || res.Get("status").Int() != 404 || res.Get("bodyUsed").Bool() {
		t.Fatalf("the response: %v, %v", res, err)
	}
	if f := js.Global().Get("fetched"); f.Get("url").String() != "/web/x.dlx" || f.Get("method").String() != "PUT" || f.Get("body").String() != "z" {
		t.Errorf("the request fetched: %s", js.Global().Get("JSON").Call("stringify", f).String())
	}
	if text, err := Await(res.Call("text")); err != nil || text.String() != "abc" {
		t.Errorf("the body read by the caller: %v, %v", text, err)
	}
	var e *Error
	if _, err := Await(Send("/down", Request{})); !errors.As(err, &e) || e.Name != "TypeError" {
		t.Errorf("a network failure: %v", err)
	}
}
