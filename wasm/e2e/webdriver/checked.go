package webdriver

import (
	"context"
	"fmt"
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
// again, three times at most.
func CheckedClick(sel string, opts ...chromedp.QueryOption) chromedp.QueryAction {
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
			if err := on(`function() { this.__clicked = false; this.addEventListener("click", () => { this.__clicked = true; }, {capture: true, once: true}); return true; }`, nil); err != nil {
				return err
			}
			if err := chromedp.MouseClickNode(n).Do(ctx); err != nil {
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
