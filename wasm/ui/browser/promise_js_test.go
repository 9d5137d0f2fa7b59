//go:build js && wasm

package browser

import (
	"syscall/js"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestAwait: the storage's promises through jsbridge, as ui/lexicon_store.go reads
// them — the value, or the rejection's name the French message is chosen by.
func TestAwait(t *testing.T) {
	eval := func(src string) app.Value { return app.ValueOf(js.Global().Call("eval", src)) }
	type outcome struct {
		v       string
		errName string
	}
	for _, c := range []struct {
		src  string
		want outcome
	}{
		{`Promise.resolve("[]")`, outcome{v: "[]"}},
		{`Promise.reject(new DOMException("plein", "QuotaExceededError"))`, outcome{errName: "QuotaExceededError"}},
		{`Promise.reject(undefined)`, outcome{errName: "Error"}},
	} {
		got := make(chan outcome, 1)
		Await(eval(c.src), func(v app.Value, errName string) {
			s := ""
			if v.Truthy() {
				s = v.String()
			}
			got <- outcome{s, errName}
		})
		select {
		case o := <-got:
			if o != c.want {
				t.Errorf("%s: %+v, want %+v", c.src, o, c.want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: then never called", c.src)
		}
	}
	if v := jsValue(app.ValueOf(js.Global().Get("Math"))); !v.Equal(js.Global().Get("Math")) {
		t.Error("jsValue does not give back the value wrapped")
	}
}
