package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/tile"
)

// Rack shows a draw's tiles with their values; "?" is a joker. Empty, it
// shows seven empty places.
type Rack struct {
	app.Compo
	Draw string // as the engine writes it: "LEAVE+NEW" or "NEW"
}

// Render draws the rack.
func (r *Rack) Render() app.UI {
	var tiles []app.UI
	for _, ch := range r.Draw {
		if ch == '+' {
			continue
		}
		l, err := tile.ParseLetter(ch)
		if err != nil {
			continue
		}
		if l == tile.Joker {
			tiles = append(tiles, app.Div().Class("tile", "joker").Aria("label", "joker").Body(
				app.Span().Class("letter").Text("?")))
			continue
		}
		tiles = append(tiles, app.Div().Class("tile").Aria("label", string(l.Rune())).Body(
			app.Span().Class("letter").Text(string(l.Rune())),
			app.Span().Class("value").Aria("hidden", "true").Text(strconv.Itoa(tile.Values[l])),
		))
	}
	for len(tiles) < 7 {
		tiles = append(tiles, app.Div().Class("tile", "empty").Aria("hidden", "true"))
	}
	return app.Div().Class("rack").Role("group").Aria("label", "Chevalet").Body(tiles...)
}
