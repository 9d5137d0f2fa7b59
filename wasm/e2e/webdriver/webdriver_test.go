package webdriver

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// page counts clicks on a button and echoes the keys typed in a field.
const page = `<!doctype html><meta charset=utf-8><title>t</title>
<button id=b style="margin-top:1500px" onclick="this.dataset.n = +(this.dataset.n || 0) + 1">Touchez</button>
<input id=i onkeydown="if (event.key == 'Enter' || event.key == 'Escape') this.dataset[event.key] = 'yes'">`

// TestDriver checks each client against a page: a script's value, an
// error, a click below the fold, keys typed (Enter), a screenshot.
func TestDriver(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, page)
	}))
	defer srv.Close()
	for _, engine := range Engines {
		t.Run(engine, func(t *testing.T) {
			b := Start(t, engine, 800, 600)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			if err := b.Navigate(ctx, srv.URL); err != nil {
				t.Fatal(err)
			}
			var got struct {
				Title string
				N     []int
			}
			if err := b.Eval(ctx, `await new Promise(r => setTimeout(r, 10)); return {title: document.title, n: [1, 2]}`, &got); err != nil || got.Title != "t" || len(got.N) != 2 {
				t.Errorf("eval: %+v, %v", got, err)
			}
			if err := b.Eval(ctx, `throw new Error("boum")`, nil); err == nil {
				t.Error("a script's error is not returned")
			}
			for range 2 {
				if err := b.Click(ctx, "#b"); err != nil {
					t.Fatal(err)
				}
			}
			if err := b.Click(ctx, "#i"); err != nil {
				t.Fatal(err)
			}
			if err := b.Keys(ctx, "Abéx\b\n\x1b"); err != nil {
				t.Fatal(err)
			}
			var state []string
			b.Eval(ctx, `const i = document.getElementById("i"); return [document.getElementById("b").dataset.n, i.value, i.dataset.Enter || "", i.dataset.Escape || ""]`, &state)
			if fmt.Sprint(state) != "[2 Abé yes yes]" {
				t.Errorf("clicks, field, Enter, Escape: %q", state)
			}
			png, err := b.Screenshot(ctx)
			if err != nil || len(png) < 100 || string(png[1:4]) != "PNG" {
				t.Errorf("screenshot: %d bytes, %v", len(png), err)
			}
		})
	}
}
