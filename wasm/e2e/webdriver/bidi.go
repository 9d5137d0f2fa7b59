package webdriver

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"sync"
	"time"

	"github.com/gobwas/ws"
	"github.com/gobwas/ws/wsutil"
)

// bidi is a WebDriver BiDi session (https://w3c.github.io/webdriver-bidi/)
// on one browsing context, the tab's or, in a view, one of its frames':
// Firefox's.
type bidi struct {
	*session
	context string   // the tab's browsing context
	frames  []string // the selectors of the frames entered, outermost first
}

// session is the connection a tab and its frames' views share.
type session struct {
	engine    string
	downloads string
	conn      net.Conn
	stop      func()

	mu      sync.Mutex
	next    int
	waiting map[int]chan bidiReply
	onLog   func(level, text string)
	closed  error
}

type bidiReply struct {
	Result json.RawMessage
	Err    error
}

// dialBiDi connects to a BiDi server's WebSocket (ws://HOST:PORT/session),
// opens a session and takes its first tab.
func dialBiDi(ctx context.Context, engine, url string, onLog func(level, text string), stop func()) (*bidi, error) {
	conn, _, _, err := ws.Dial(ctx, url)
	if err != nil {
		return nil, err
	}
	b := &bidi{session: &session{engine: engine, conn: conn, stop: stop, waiting: map[int]chan bidiReply{}, onLog: onLog}}
	go b.read()
	if _, err := b.send(ctx, "session.new", map[string]any{"capabilities": map[string]any{}}); err != nil {
		conn.Close()
		return nil, err
	}
	var tree struct {
		Contexts []struct {
			Context string `json:"context"`
		} `json:"contexts"`
	}
	if err := b.do(ctx, "browsingContext.getTree", map[string]any{"maxDepth": 0}, &tree); err != nil {
		b.Close()
		return nil, err
	}
	if len(tree.Contexts) == 0 {
		b.Close()
		return nil, errors.New("the browser has no tab")
	}
	b.context = tree.Contexts[0].Context
	if onLog != nil {
		if err := b.do(ctx, "session.subscribe", map[string]any{"events": []string{"log.entryAdded"}}, nil); err != nil {
			b.Close()
			return nil, err
		}
	}
	return b, nil
}

// read hands each reply to its caller and each log entry to onLog.
func (b *session) read() {
	for {
		data, err := wsutil.ReadServerText(b.conn)
		if err != nil {
			b.mu.Lock()
			b.closed = err
			for id, ch := range b.waiting {
				ch <- bidiReply{Err: fmt.Errorf("connection closed: %w", err)}
				delete(b.waiting, id)
			}
			b.mu.Unlock()
			return
		}
		var m struct {
			Type    string          `json:"type"`
			ID      int             `json:"id"`
			Result  json.RawMessage `json:"result"`
			Error   string          `json:"error"`
			Message string          `json:"message"`
			Method  string          `json:"method"`
			Params  struct {
				Level string `json:"level"`
				Text  string `json:"text"`
			} `json:"params"`
		}
		if json.Unmarshal(data, &m) != nil {
			continue
		}
		switch m.Type {
		case "event":
			if m.Method == "log.entryAdded" && b.onLog != nil {
				b.onLog(m.Params.Level, m.Params.Text)
			}
		case "success", "error":
			b.mu.Lock()
			ch := b.waiting[m.ID]
			delete(b.waiting, m.ID)
			b.mu.Unlock()
			if ch == nil {
				continue
			}
			if m.Type == "error" {
				ch <- bidiReply{Err: fmt.Errorf("%s: %s", m.Error, m.Message)}
			} else {
				ch <- bidiReply{Result: m.Result}
			}
		}
	}
}

// send sends one command and waits for its reply.
func (b *session) send(ctx context.Context, method string, params any) (json.RawMessage, error) {
	b.mu.Lock()
	if b.closed != nil {
		b.mu.Unlock()
		return nil, b.closed
	}
	b.next++
	id := b.next
	ch := make(chan bidiReply, 1)
	b.waiting[id] = ch
	msg, err := json.Marshal(map[string]any{"id": id, "method": method, "params": params})
	if err == nil {
		err = wsutil.WriteClientText(b.conn, msg)
	}
	b.mu.Unlock()
	if err != nil {
		return nil, err
	}
	select {
	case r := <-ch:
		if r.Err != nil {
			return nil, fmt.Errorf("%s: %w", method, r.Err)
		}
		return r.Result, nil
	case <-ctx.Done():
		b.mu.Lock()
		delete(b.waiting, id)
		b.mu.Unlock()
		return nil, fmt.Errorf("%s: %w", method, ctx.Err())
	}
}

// do is send with the result decoded into out (may be nil).
func (b *session) do(ctx context.Context, method string, params, out any) error {
	r, err := b.send(ctx, method, params)
	if err != nil || out == nil {
		return err
	}
	return json.Unmarshal(r, out)
}

func (b *bidi) Engine() string { return b.engine }

func (b *bidi) Downloads() string { return b.downloads }

func (b *bidi) InFrame(selector string) Browser {
	return &bidi{session: b.session, context: b.context, frames: append(b.frames[:len(b.frames):len(b.frames)], selector)}
}

// target is the view's browsing context: the tab's, or its frame's, found
// again from the top — the iframe element's contentWindow, which BiDi
// serializes as the child browsing context it shows, of any origin.
func (b *bidi) target(ctx context.Context) (string, error) {
	id := b.context
	for _, sel := range b.frames {
		res, err := b.callIn(ctx, id, `(sel) => { const f = document.querySelector(sel); if (!f || !f.contentWindow) throw new Error("no frame " + sel); return f.contentWindow; }`,
			[]any{map[string]string{"type": "string", "value": sel}})
		if err != nil {
			return "", err
		}
		var w struct {
			Type  string `json:"type"`
			Value struct {
				Context string `json:"context"`
			} `json:"value"`
		}
		if err := json.Unmarshal(res, &w); err != nil || w.Type != "window" || w.Value.Context == "" {
			return "", fmt.Errorf("the frame %s: no browsing context in %s", sel, res)
		}
		id = w.Value.Context
	}
	return id, nil
}

// Navigate and Reload go through the page's script in a frame: Firefox
// answers « Browsing context got discarded » when it reloads a frame of
// another origin (its process swapped), though the frame loads.
func (b *bidi) Navigate(ctx context.Context, url string) error {
	if len(b.frames) > 0 {
		return navigateFrame(ctx, b, url)
	}
	return b.do(ctx, "browsingContext.navigate", map[string]any{"context": b.context, "url": url, "wait": "complete"}, nil)
}

func (b *bidi) Reload(ctx context.Context) error {
	if len(b.frames) > 0 {
		return reloadFrame(ctx, b)
	}
	return b.do(ctx, "browsingContext.reload", map[string]any{"context": b.context, "wait": "complete"}, nil)
}

// call runs a function declaration in the view's document with
// arguments, awaiting its promise, and returns the remote value.
func (b *bidi) call(ctx context.Context, fn string, args []any) (json.RawMessage, error) {
	id, err := b.target(ctx)
	if err != nil {
		return nil, err
	}
	return b.callIn(ctx, id, fn, args)
}

// callIn is call in the browsing context id.
func (b *bidi) callIn(ctx context.Context, id, fn string, args []any) (json.RawMessage, error) {
	var r struct {
		Type             string          `json:"type"`
		Result           json.RawMessage `json:"result"`
		ExceptionDetails struct {
			Text string `json:"text"`
		} `json:"exceptionDetails"`
	}
	params := map[string]any{"functionDeclaration": fn, "awaitPromise": true, "target": map[string]string{"context": id}, "userActivation": true}
	if args != nil {
		params["arguments"] = args
	}
	if err := b.do(ctx, "script.callFunction", params, &r); err != nil {
		return nil, err
	}
	if r.Type == "exception" {
		return nil, fmt.Errorf("script: %s", r.ExceptionDetails.Text)
	}
	return r.Result, nil
}

func (b *bidi) Eval(ctx context.Context, body string, out any) error {
	res, err := b.call(ctx, "() => {"+wrap(body)+"}", nil)
	if err != nil {
		return err
	}
	var v struct {
		Type  string `json:"type"`
		Value string `json:"value"`
	}
	if err := json.Unmarshal(res, &v); err != nil || v.Type != "string" {
		return fmt.Errorf("the script returned %s", res)
	}
	return decode(v.Value, out)
}

// Click moves the pointer to the element and clicks, then checks that the
// element (or one inside it) had the click: the pointer goes to where the
// element was when Firefox read its place, and in a frame a page that
// moved in between (the frame resized by the height it posts, a line drawn
// a frame later) took the click elsewhere — the game then waited for a
// correction or a next turn that was never asked (twice in full runs). A
// click that missed is made again, three times at most.
func (b *bidi) Click(ctx context.Context, selector string) error {
	id, err := b.target(ctx)
	if err != nil {
		return err
	}
	for range 3 {
		hit, err := b.clickOnce(ctx, id, selector)
		if err != nil || hit {
			return err
		}
	}
	return fmt.Errorf("%s: three clicks landed beside it", selector)
}

// clickOnce clicks the element once and reports whether it had the click.
func (b *bidi) clickOnce(ctx context.Context, id, selector string) (bool, error) {
	res, err := b.callIn(ctx, id, `(sel) => { const e = document.querySelector(sel); if (!e) throw new Error("no element " + sel);
		e.scrollIntoView({block: "center", inline: "center"});
		`+armClick+`
		return e; }`,
		[]any{map[string]string{"type": "string", "value": selector}})
	if err != nil {
		return false, err
	}
	var el struct {
		SharedID string `json:"sharedId"`
	}
	if err := json.Unmarshal(res, &el); err != nil || el.SharedID == "" {
		return false, fmt.Errorf("%s: no element reference in %s", selector, res)
	}
	origin := map[string]any{"type": "element", "element": map[string]string{"sharedId": el.SharedID}}
	// The pointer's origin is the element, in the context it belongs to:
	// the frame's, whose position in the tab Firefox adds.
	err = b.do(ctx, "input.performActions", map[string]any{"context": id, "actions": []any{map[string]any{
		"type": "pointer", "id": "mouse", "parameters": map[string]string{"pointerType": "mouse"},
		"actions": []map[string]any{
			{"type": "pointerMove", "x": 0, "y": 0, "origin": origin},
			{"type": "pointerDown", "button": 0},
			{"type": "pointerUp", "button": 0},
		},
	}}}, nil)
	if err != nil {
		return false, err
	}
	// The click is dispatched by the time the actions end.
	return landed(ctx, func() (bool, error) {
		res, err := b.callIn(ctx, id, `() => `+clickLanded, nil)
		if err != nil {
			return false, err
		}
		var v struct {
			Value bool `json:"value"`
		}
		return json.Unmarshal(res, &v) == nil && v.Value, nil
	})
}

func (b *bidi) Keys(ctx context.Context, text string) error {
	id, err := b.target(ctx)
	if err != nil {
		return err
	}
	return b.do(ctx, "input.performActions", map[string]any{"context": id, "actions": []any{keyActions(text)}}, nil)
}

func (b *bidi) Screenshot(ctx context.Context) ([]byte, error) {
	var r struct {
		Data string `json:"data"`
	}
	if err := b.do(ctx, "browsingContext.captureScreenshot", map[string]any{"context": b.context}, &r); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(r.Data)
}

func (b *bidi) Close() {
	if len(b.frames) > 0 {
		return
	}
	if b.conn != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		b.send(ctx, "session.end", map[string]any{})
		cancel()
		b.conn.Close()
	}
	b.stop()
}

func (b *bidi) Resize(ctx context.Context, width, height int) error {
	return b.do(ctx, "browsingContext.setViewport", map[string]any{"context": b.context, "viewport": map[string]int{"width": width, "height": height}}, nil)
}
