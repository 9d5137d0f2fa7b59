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
<input id=i onkeydown="if (event.key == 'Enter' || event.key == 'Escape') this.dataset[event.key] = 'yes'">
<p><button id=m onmousedown="if (!this.dataset.moved) { this.dataset.moved = 1; this.before(Object.assign(document.createElement('div'), {style: 'height: 300px'})) }" onclick="this.dataset.n = +(this.dataset.n || 0) + 1">Bouge</button>`

// missed clicks #m, a button that moves away between the press and the
// release of the first click it gets (as a page drawn a frame later
// moves under the pointer), and checks it was clicked once all the same:
// a click that lands beside its element is made again.
func missed(t *testing.T, ctx context.Context, b Browser, where string) {
	t.Helper()
	if err := b.Click(ctx, "#m"); err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	var got []string
	b.Eval(ctx, `const m = document.getElementById("m"); return [m.dataset.moved || "", m.dataset.n || ""]`, &got)
	if fmt.Sprint(got) != "[1 1]" {
		t.Errorf("%s: the button that moved under the first click: moved, clicks %q, want [1 1]", where, got)
	}
}

// host frames page from another origin (another loopback port), the frame
// as tall as its content (as a club's page sizes the embed), so that the
// frame's button lies below the tab's fold; a field of the host's own
// below the frame.
const host = `<!doctype html><meta charset=utf-8><title>hôte</title>
<iframe id=f src="%s" width=400 height=2000></iframe><input id=h>`

// TestDriver checks each client against a page: a script's value, an
// error, a click below the fold, keys typed (Enter), a screenshot; then
// the same page in a frame of another origin, through InFrame: a script,
// a click below the frame's fold, keys typed into the frame, the frame
// followed through its reload, and the tab's own calls still the top's.
// In both, a click that the page's moving made miss is made again.
func TestDriver(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, page)
	}))
	defer srv.Close()
	top := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, host, srv.URL)
	}))
	defer top.Close()
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
			missed(t, ctx, b, "the tab")
			png, err := b.Screenshot(ctx)
			if err != nil || len(png) < 100 || string(png[1:4]) != "PNG" {
				t.Errorf("screenshot: %d bytes, %v", len(png), err)
			}

			if err := b.Navigate(ctx, top.URL); err != nil {
				t.Fatal(err)
			}
			f := b.InFrame("#f")
			if err := Poll(ctx, f, `document.readyState == "complete" && !!document.getElementById("b")`); err != nil {
				t.Fatal(err)
			}
			var where struct{ Origin, Title string }
			if err := f.Eval(ctx, `await new Promise(r => setTimeout(r, 10)); return {origin: location.origin, title: document.title}`, &where); err != nil || where.Origin != srv.URL || where.Title != "t" {
				t.Errorf("eval in the frame: %+v, %v; want the origin %s", where, err, srv.URL)
			}
			if err := f.Eval(ctx, `throw new Error("boum")`, nil); err == nil {
				t.Error("a script's error in the frame is not returned")
			}
			if err := f.Click(ctx, "#b"); err != nil {
				t.Fatal(err)
			}
			if err := f.Click(ctx, "#i"); err != nil {
				t.Fatal(err)
			}
			if err := f.Keys(ctx, "Zoé\n"); err != nil {
				t.Fatal(err)
			}
			state = nil
			f.Eval(ctx, `const i = document.getElementById("i"); return [document.getElementById("b").dataset.n, i.value, i.dataset.Enter || "", document.activeElement.id]`, &state)
			if fmt.Sprint(state) != "[1 Zoé yes i]" {
				t.Errorf("in the frame: click, field, Enter, focus: %q", state)
			}
			missed(t, ctx, f, "the frame")
			var outside struct {
				Title string
				Field string
				Hosts int
			}
			if err := b.Eval(ctx, `return {title: document.title, field: document.getElementById("h").value, hosts: document.querySelectorAll("iframe").length}`, &outside); err != nil || outside.Title != "hôte" || outside.Field != "" || outside.Hosts != 1 {
				t.Errorf("the tab after the frame: %+v, %v", outside, err)
			}
			if err := f.Reload(ctx); err != nil {
				t.Fatal(err)
			}
			var n string
			if err := f.Eval(ctx, `return document.getElementById("b").dataset.n || "none"`, &n); err != nil || n != "none" {
				t.Errorf("the frame reloaded: %q, %v", n, err)
			}
			if err := f.Navigate(ctx, srv.URL+"/?again"); err != nil {
				t.Fatal(err)
			}
			if err := f.Eval(ctx, `return location.search`, &n); err != nil || n != "?again" {
				t.Errorf("the frame navigated: %q, %v", n, err)
			}
		})
	}
}
