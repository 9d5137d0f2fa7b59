package webdriver

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// CheckedClick clicks the element sel (found with opts) with the mouse, as
// chromedp.Click does, and checks that the element, or one inside it, had
// the click. The mouse goes where the element was when its place was read,
// and in a frame the content can move in between: the club's page sizes
// the frame to the height it posts, and a frame made taller drops the
// scroll that brought the element into view. A click that missed is made
// again, three times at most. An element drawn anew between the query and
// the click (the board's rows are drawn whole, ui.Markup) is looked for
// again: no click was made on the one that went.
func CheckedClick(sel string, opts ...chromedp.QueryOption) chromedp.QueryAction {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		var err error
		for range 3 {
			err = checkedClick(sel, opts...).Do(ctx)
			var gone *goneError
			if !errors.As(err, &gone) {
				return err
			}
		}
		return err
	})
}

// goneError is an element that left the document before it was clicked.
type goneError struct{ err error }

func (e *goneError) Error() string { return "the element went before its click: " + e.err.Error() }

func checkedClick(sel string, opts ...chromedp.QueryOption) chromedp.QueryAction {
	return chromedp.QueryAfter(sel, func(ctx context.Context, _ runtime.ExecutionContextID, nodes ...*cdp.Node) error {
		if len(nodes) == 0 {
			return fmt.Errorf("no %s", sel)
		}
		n := nodes[0]
		on := func(fn string, res any) error {
			r, err := dom.ResolveNode().WithNodeID(n.NodeID).Do(ctx)
			if err != nil {
				return err
			}
			defer runtime.ReleaseObject(r.ObjectID).Do(ctx)
			return chromedp.CallFunctionOn(fn, res, func(p *runtime.CallFunctionOnParams) *runtime.CallFunctionOnParams {
				return p.WithObjectID(r.ObjectID)
			}).Do(ctx)
		}
		for range 3 {
			var connected bool
			if err := on(`function() { this.__clicked = false; this.addEventListener("click", () => { this.__clicked = true; }, {capture: true, once: true}); return this.isConnected; }`, &connected); err != nil {
				return &goneError{err}
			}
			if !connected {
				return &goneError{fmt.Errorf("%s is no longer in the document", sel)}
			}
			if err := chromedp.MouseClickNode(n).Do(ctx); err != nil {
				// Its place is read before the mouse moves: a node not
				// found then was not clicked.
				if msg := err.Error(); strings.Contains(msg, "Could not find node") || strings.Contains(msg, "Could not compute box model") || strings.Contains(msg, "not attached") {
					return &goneError{err}
				}
				return err
			}
			for range 10 {
				// An element the click took away (a page drawn anew, another
				// page) had it.
				var hit bool
				if err := on(`function() { return this.__clicked !== false || !this.isConnected; }`, &hit); err != nil || hit {
					return nil
				}
				select {
				case <-ctx.Done():
					return ctx.Err()
				case <-time.After(100 * time.Millisecond):
				}
			}
		}
		return fmt.Errorf("%s: three clicks landed beside it", sel)
	}, append(opts, chromedp.NodeVisible)...)
}
