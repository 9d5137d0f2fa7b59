package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/tile"
	"duplicata/wasm/ui/play"
)

// RackTile is one tile of the draw as the rack shows it.
type RackTile = play.RackTile

// Rack shows the draw: the leave, then the new tiles, told apart; the
// tiles put on the board are left as empty places. A tile is tapped to
// put it on the cursor's square, or dragged onto a square.
type Rack struct {
	app.Compo
	Tiles   []RackTile
	Size    int // places on the rack: the formula's draw size
	OnPick  func(ctx app.Context, i int)
	OnDrag  func(ctx app.Context, i int) // a drag starts from the i-th tile
	Enabled bool
}

// Render draws the rack.
func (r *Rack) Render() app.UI {
	var places []app.UI
	for i, t := range r.Tiles {
		from := "leave"
		if t.New {
			from = "new"
		}
		if t.Used {
			places = append(places, app.Div().Class("tile", "empty", "used").Aria("hidden", "true").
				DataSet("letter", string(t.Letter.Rune())).DataSet("from", from))
			continue
		}
		name := "lettre " + string(t.Letter.Rune())
		face := []app.UI{app.Span().Class("letter").Text(string(t.Letter.Rune()))}
		class := "tile"
		if t.Letter == tile.Joker {
			name, face, class = "joker", []app.UI{app.Span().Class("letter").Text("?")}, "tile joker"
		} else {
			face = append(face, app.Span().Class("value").Aria("hidden", "true").Text(strconv.Itoa(tile.Values[t.Letter])))
		}
		if t.New {
			class += " new"
		} else {
			class += " leave"
			name += ", reliquat"
		}
		if t.Held {
			class += " held"
		}
		b := app.Button().Class(class).ID("rack-"+strconv.Itoa(i)).Aria("label", name).Aria("pressed", strconv.FormatBool(t.Held)).
			DataSet("letter", string(t.Letter.Rune())).DataSet("from", from).Disabled(!r.Enabled).Body(face...)
		if r.Enabled {
			b = b.Draggable(true).
				OnClick(func(ctx app.Context, e app.Event) {
					if r.OnPick != nil {
						r.OnPick(ctx, i)
					}
				}).
				OnDragStart(func(ctx app.Context, e app.Event) {
					e.Get("dataTransfer").Call("setData", "text/plain", strconv.Itoa(i))
					if r.OnDrag != nil {
						r.OnDrag(ctx, i)
					}
				})
		}
		places = append(places, b)
	}
	for len(places) < r.Size {
		places = append(places, app.Div().Class("tile", "empty").Aria("hidden", "true"))
	}
	return app.Div().Class("rack").Role("group").Aria("label", "Chevalet").Body(places...)
}
