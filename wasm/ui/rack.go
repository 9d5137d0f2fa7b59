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
//
// Taps and drags are caught once, on the rack, and traced to their tile
// (as the board's): the tiles carry no listener of their own, and a turn's
// rack is mounted and taken down without a call a tile for each (#27). The
// page is a RackPlayer, not funcs: a func never compares equal, and go-app
// would draw the rack again at every render of its page.
type Rack struct {
	app.Compo
	Tiles   []RackTile
	Size    int // places on the rack: the formula's draw size
	Enabled bool
	Player  RackPlayer
}

// RackPlayer is a page whose rack takes taps and drags.
type RackPlayer interface {
	// PickTile takes a tap on the i-th tile: it goes on the cursor's
	// square.
	PickTile(ctx app.Context, i int)
	// DragTile takes the start of a drag from the i-th tile.
	DragTile(ctx app.Context, i int)
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
			DataSet("letter", string(t.Letter.Rune())).DataSet("from", from).DataSet("index", i).Disabled(!r.Enabled).Body(face...)
		if r.Enabled {
			b = b.Draggable(true)
		}
		places = append(places, b)
	}
	for len(places) < r.Size {
		places = append(places, app.Div().Class("tile", "empty").Aria("hidden", "true"))
	}
	return app.Div().Class("rack").Role("group").Aria("label", "Chevalet").Body(places...).
		OnClick(r.click).
		OnDragStart(r.dragStart)
}

// click and dragStart are the rack's handlers, methods so that go-app sees
// the same handler at every render and keeps the listener.
func (r *Rack) click(ctx app.Context, e app.Event) {
	if i, ok := tileOf(e); ok && r.Enabled && r.Player != nil {
		r.Player.PickTile(ctx, i)
	}
}

func (r *Rack) dragStart(ctx app.Context, e app.Event) {
	i, ok := tileOf(e)
	if !ok || !r.Enabled {
		return
	}
	e.Get("dataTransfer").Call("setData", "text/plain", strconv.Itoa(i))
	if r.Player != nil {
		r.Player.DragTile(ctx, i)
	}
}

// tileOf is the rack tile an event happened on, from its button's index.
func tileOf(e app.Event) (int, bool) {
	el := e.Get("target").Call("closest", "button.tile")
	if !el.Truthy() {
		return 0, false
	}
	i, err := strconv.Atoi(el.Get("dataset").Get("index").String())
	return i, err == nil && i >= 0
}
