package webdriver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// chromium is a Chromium tab through chromedp (the DevTools protocol),
// started by site/browsertest.
type chromium struct {
	ctx       context.Context // chromedp's, for the tab
	downloads string
	stop      func()
	frames    []string // the selectors of the frames entered, outermost first
}

// run runs chromedp actions in the tab, ending with ctx as well.
func (c *chromium) run(ctx context.Context, actions ...chromedp.Action) error {
	tctx, cancel := context.WithCancel(c.ctx)
	defer cancel()
	stop := context.AfterFunc(ctx, cancel)
	defer stop()
	return chromedp.Run(tctx, actions...)
}

func (c *chromium) Engine() string { return "chromium" }

func (c *chromium) Downloads() string { return c.downloads }

func (c *chromium) InFrame(selector string) Browser {
	return &chromium{ctx: c.ctx, downloads: c.downloads, stop: func() {}, frames: append(c.frames[:len(c.frames):len(c.frames)], selector)}
}

// frame is the iframe node of the innermost frame entered, found again
// from the top: chromedp's queries FromNode it look into its document,
// which chromedp keeps up to date as the frame navigates. (Every loopback
// port is one site, so a cross-origin frame of the tests is in the tab's
// own process and target, not an out-of-process one.)
func (c *chromium) frame(ctx context.Context) (*cdp.Node, error) {
	var from *cdp.Node
	for _, sel := range c.frames {
		var nodes []*cdp.Node
		opts := []chromedp.QueryOption{chromedp.ByQuery}
		if from != nil {
			opts = append(opts, chromedp.FromNode(from))
		}
		if err := c.run(ctx, chromedp.Nodes(sel, &nodes, opts...)); err != nil {
			return nil, fmt.Errorf("the frame %s: %w", sel, err)
		}
		from = nodes[0]
	}
	return from, nil
}

func (c *chromium) Navigate(ctx context.Context, url string) error {
	if len(c.frames) > 0 {
		return navigateFrame(ctx, c, url)
	}
	return c.run(ctx, chromedp.Navigate(url))
}

func (c *chromium) Reload(ctx context.Context) error {
	if len(c.frames) > 0 {
		return reloadFrame(ctx, c)
	}
	return c.run(ctx, chromedp.Reload())
}

func (c *chromium) Eval(ctx context.Context, body string, out any) error {
	if len(c.frames) > 0 {
		return c.evalInFrame(ctx, body, out)
	}
	var text string
	err := c.run(ctx, chromedp.Evaluate("(() => {"+wrap(body)+"})()", &text, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true).WithUserGesture(true)
	}))
	if err != nil {
		return err
	}
	return decode(text, out)
}

// evalInFrame runs the script on the frame's document element: a
// function called on an object runs in that object's context, the
// frame's main world, where the page's own scripts run.
func (c *chromium) evalInFrame(ctx context.Context, body string, out any) error {
	f, err := c.frame(ctx)
	if err != nil {
		return err
	}
	var nodes []*cdp.Node
	if err := c.run(ctx, chromedp.Nodes(":root", &nodes, chromedp.ByQuery, chromedp.FromNode(f))); err != nil {
		return fmt.Errorf("the frame's document: %w", err)
	}
	var text string
	err = c.run(ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		obj, err := dom.ResolveNode().WithBackendNodeID(nodes[0].BackendNodeID).Do(ctx)
		if err != nil {
			return err
		}
		defer runtime.ReleaseObject(obj.ObjectID).Do(ctx)
		res, exc, err := runtime.CallFunctionOn("function () {" + wrap(body) + "}").WithObjectID(obj.ObjectID).
			WithAwaitPromise(true).WithUserGesture(true).WithReturnByValue(true).Do(ctx)
		if err != nil {
			return err
		}
		if exc != nil {
			return fmt.Errorf("script: %s", exc.Error())
		}
		if res.Type != runtime.TypeString {
			return errors.New("the script returned no text")
		}
		return json.Unmarshal(res.Value, &text)
	}))
	if err != nil {
		return err
	}
	return decode(text, out)
}

func (c *chromium) Click(ctx context.Context, selector string) error {
	opts := []chromedp.QueryOption{chromedp.ByQuery, chromedp.NodeVisible}
	if len(c.frames) > 0 {
		f, err := c.frame(ctx)
		if err != nil {
			return err
		}
		return c.run(ctx, CheckedClick(selector, chromedp.ByQuery, chromedp.FromNode(f)))
	}
	// Checked to land (CheckedClick), in the tab as in a frame: a page can
	// move under the pointer anywhere.
	return c.run(ctx, CheckedClick(selector, opts...))
}

func (c *chromium) Keys(ctx context.Context, text string) error {
	var acts []chromedp.Action
	for _, r := range text {
		s := string(r)
		if r == '\n' {
			s = "\r"
		}
		acts = append(acts, chromedp.KeyEvent(s))
	}
	return c.run(ctx, acts...)
}

func (c *chromium) Resize(ctx context.Context, width, height int) error {
	return c.run(ctx, chromedp.EmulateViewport(int64(width), int64(height)))
}

func (c *chromium) Screenshot(ctx context.Context) ([]byte, error) {
	var png []byte
	err := c.run(ctx, chromedp.CaptureScreenshot(&png))
	return png, err
}

func (c *chromium) Close() { c.stop() }
