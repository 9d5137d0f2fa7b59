package e2e

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"duplicata/engine/game"
	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// center is the middle of the element the selector finds, in CSS pixels.
func center(t *testing.T, ctx context.Context, sel string) (x, y float64) {
	t.Helper()
	var p []float64
	do(t, ctx, "where", chromedp.Evaluate(fmt.Sprintf(`(() => {
		const r = document.querySelector(%q).getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2];
	})()`, sel), &p))
	return p[0], p[1]
}

// mouseDrag drags from one element to another as a mouse does: Chromium
// starts a real drag (its data is intercepted), then the drag enters the
// target, moves over it and is dropped — the drop happens only if the
// page accepted the dragover, as with a person's mouse.
func mouseDrag(t *testing.T, ctx context.Context, from, to string) {
	t.Helper()
	fx, fy := center(t, ctx, from)
	tx, ty := center(t, ctx, to)
	data := make(chan *input.DragData, 1)
	lctx, cancel := context.WithCancel(ctx)
	defer cancel()
	chromedp.ListenTarget(lctx, func(ev any) {
		if ev, ok := ev.(*input.EventDragIntercepted); ok {
			select {
			case data <- ev.Data:
			default:
			}
		}
	})
	do(t, ctx, "press", input.SetInterceptDrags(true),
		input.DispatchMouseEvent(input.MousePressed, fx, fy).WithButton(input.Left).WithClickCount(1),
		input.DispatchMouseEvent(input.MouseMoved, fx+5, fy+5).WithButton(input.Left),
		input.DispatchMouseEvent(input.MouseMoved, tx, ty).WithButton(input.Left))
	var d *input.DragData
	select {
	case d = <-data:
	case <-time.After(30 * time.Second):
		t.Fatal("no drag started from " + from)
	}
	do(t, ctx, "drop",
		input.DispatchDragEvent(input.DragEnter, tx, ty, d),
		input.DispatchDragEvent(input.DragOver, tx, ty, d),
		input.DispatchDragEvent(input.Drop, tx, ty, d),
		input.DispatchMouseEvent(input.MouseReleased, tx, ty).WithButton(input.Left).WithClickCount(1),
		input.SetInterceptDrags(false))
}

// TestMouseDrag drags rack tiles onto the board with a real mouse drag.
func TestMouseDrag(t *testing.T) {
	ctx := browser(t)
	s := serve(t)
	p := &player{t: t, ctx: ctx, lex: frlibretest.Lexicon(t)}
	do(t, ctx, "load", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(s.URL), ready())
	p.start(game.Config{Seed: 8, Formula: "normal", Rhythm: 0})
	first := ".rack button.tile:not(.joker)"
	var letter string
	var ok bool
	do(t, ctx, "letter", chromedp.AttributeValue(first, "data-letter", &letter, &ok, chromedp.ByQuery))
	mouseDrag(t, ctx, first, "#sq-H8")
	do(t, ctx, "dropped", chromedp.Poll(fmt.Sprintf(`(document.querySelector("#sq-H8 .tile.placing .letter") || {}).textContent == %q`, letter), nil))
	mouseDrag(t, ctx, first, "#sq-H9")
	do(t, ctx, "dropped again", chromedp.Poll(`document.querySelectorAll(".board .tile.placing").length == 2`, nil))
}
