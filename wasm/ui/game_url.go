package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/share"
	"duplicata/wasm/protocol"
)

// gameFromURL reads the game the page's address names, for the solo and
// topping forms: ?numero=N&formule=F (a numbered game, told at once) or
// ?partie=CODE (a share link, which the worker reads: told later, on the
// page's goroutine through mounted). done gets the link, or nil and the
// worker's French message for a code it cannot read. gameFromURL reports
// whether a share link is being read.
func gameFromURL(ctx, mounted app.Context, c *Client, done func(ctx app.Context, link *share.Link, message string)) bool {
	q := app.Window().URL().Query()
	if n, err := strconv.ParseUint(q.Get("numero"), 10, 64); err == nil && n > 0 {
		if _, err := game.ParseFormula(q.Get("formule")); err == nil {
			done(ctx, &share.Link{Seed: n, Formula: q.Get("formule")}, "")
		}
	}
	code := q.Get("partie")
	if code == "" {
		return false
	}
	c.Ask(mounted, protocol.ReadLink{Text: code}, func(ctx app.Context, r protocol.Reply, err error) {
		lib, _ := r.Body.(protocol.Library)
		switch {
		case err != nil:
			done(ctx, nil, err.Error())
		case lib.Link == nil:
			done(ctx, nil, "Ce lien de partage est illisible ou incomplet.")
		default:
			done(ctx, lib.Link, "")
		}
	})
	return true
}
