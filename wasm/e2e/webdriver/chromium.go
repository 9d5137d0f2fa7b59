package webdriver

import (
	"context"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// chromium is a Chromium tab through chromedp (the DevTools protocol),
// started by site/browsertest.
type chromium struct {
	ctx       context.Context // chromedp's, for the tab
	downloads string
	stop      func()
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

func (c *chromium) Navigate(ctx context.Context, url string) error {
	return c.run(ctx, chromedp.Navigate(url))
}

func (c *chromium) Reload(ctx context.Context) error { return c.run(ctx, chromedp.Reload()) }

func (c *chromium) Eval(ctx context.Context, body string, out any) error {
	var text string
	err := c.run(ctx, chromedp.Evaluate("(() => {"+wrap(body)+"})()", &text, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true).WithUserGesture(true)
	}))
	if err != nil {
		return err
	}
	return decode(text, out)
}

func (c *chromium) Click(ctx context.Context, selector string) error {
	return c.run(ctx, chromedp.Click(selector, chromedp.ByQuery, chromedp.NodeVisible))
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
