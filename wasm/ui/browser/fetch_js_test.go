//go:build js && wasm

package browser

import (
	"errors"
	"syscall/js"
	"testing"
	"time"
)

// TestFetchWithin: the timeout given is the one the exchange is given up
// after. The stand-in fetch hangs until its signal aborts, and answers 200
// after 3 s if it never does: a poll given the browser's 30 s would get
// that late answer instead of ErrUnreachable.
func TestFetchWithin(t *testing.T) {
	old := js.Global().Get("fetch")
	defer js.Global().Set("fetch", old)
	js.Global().Call("eval", `globalThis.fetch = (url, init) => new Promise((ok, ko) => {
		const late = setTimeout(() => ok(new Response("late", {status: 200})), 3000);
		init.signal.addEventListener("abort", () => { clearTimeout(late); ko(init.signal.reason); });
	})`)
	res, err := FetchWithin(50*time.Millisecond, "GET", "https://club.example/api/clubs/c/games/1/live", nil, "")
	if !errors.Is(err, ErrUnreachable) {
		t.Errorf("a hanging exchange given 50 ms: %+v, %v; want ErrUnreachable", res, err)
	}
	res, err = Fetch("GET", "https://club.example/api/clubs/c/games/1/live", nil, "")
	if err != nil || res.Status != 200 || string(res.Body) != "late" {
		t.Errorf("the same given the browser's timeout: %+v, %v; want the late answer", res, err)
	}
}
