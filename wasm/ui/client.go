package ui

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
)

// Client talks to the engine's Web Worker: Send posts a request and the reply
// comes back later to its callback, on the browser's event loop. The UI
// thread never runs a search.
type Client struct {
	worker  app.Value
	onReply app.Func
	next    int
	pending map[int]func(protocol.Reply)
}

// NewClient starts the worker from its bootstrap script. It only works in the
// browser.
func NewClient(script string) *Client {
	c := &Client{pending: make(map[int]func(protocol.Reply))}
	c.worker = app.Window().Get("Worker").New(script)
	c.onReply = app.FuncOf(func(this app.Value, args []app.Value) any {
		var r protocol.Reply
		if err := json.Unmarshal([]byte(args[0].Get("data").String()), &r); err != nil {
			r = protocol.Reply{Type: protocol.Error, Message: "Réponse illisible du moteur : " + err.Error()}
		}
		if f := c.pending[r.ID]; f != nil {
			delete(c.pending, r.ID)
			f(r)
		}
		return nil
	})
	c.worker.Set("onmessage", c.onReply)
	return c
}

// Send posts req (its ID is set here) and calls reply with the answer.
func (c *Client) Send(req protocol.Request, reply func(protocol.Reply)) {
	c.next++
	req.ID = c.next
	c.pending[req.ID] = reply
	c.worker.Call("postMessage", protocol.Encode(req))
}
