package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/tile"
	"duplicata/wasm/ui/browser"
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

	refocus browser.Refocus // a tile tapped from the keyboard, drawn anew
}

// RackPlayer is a page whose rack takes taps and drags.
type RackPlayer interface {
	// PickTile takes a tap on the i-th tile: it goes on the cursor's
	// square.
	PickTile(ctx app.Context, i int)
	// DragTile takes the start of a drag from the i-th tile.
	DragTile(ctx app.Context, i int)
}

// Render draws the rack. Each place is markup (a tile is one element of
// markup, not go-app's): mounting a draw's seven tiles as go-app elements
// took ~120 calls through syscall/js, a third of a new game's (#27); as
// markup, five a tile, and a tile that did not change is left alone.
func (r *Rack) Render() app.UI {
	r.refocus.Restore()
	places := make([]app.UI, 0, max(len(r.Tiles), r.Size))
	for i, t := range r.Tiles {
		places = append(places, r.place(i, t).UI())
	}
	for len(places) < r.Size {
		places = append(places, El("div").Class("tile", "empty").Aria("hidden", "true").UI())
	}
	rack := app.Div().Class("rack").Role("group").Aria("label", "Chevalet")
	if !r.Enabled {
		// While the engine answers, on the rack, not on each tile: a tile's
		// markup does not change with it, and a tile keeps the focus.
		rack = rack.Aria("disabled", "true")
	}
	return rack.Body(places...).
		OnClick(r.click).
		OnDragStart(r.dragStart)
}

// place is the markup of the rack's i-th place, holding t.
func (r *Rack) place(i int, t RackTile) *Markup {
	letter := string(t.Letter.Rune())
	from := "leave"
	if t.New {
		from = "new"
	}
	if t.Used {
		return El("div").Class("tile", "empty", "used").Aria("hidden", "true").Data("letter", letter).Data("from", from)
	}
	name := "lettre " + letter
	b := El("button").Class("tile")
	face := []*Markup{El("span").Class("letter").Text(letter)}
	if t.Letter == tile.Joker {
		name, face = "joker", []*Markup{El("span").Class("letter").Text("?")}
		b.Class("joker")
	} else {
		face = append(face, El("span").Class("value").Aria("hidden", "true").Text(strconv.Itoa(tile.Values[t.Letter])))
	}
	if t.New {
		b.Class("new")
	} else {
		b.Class("leave")
		name += ", reliquat"
	}
	if t.Held {
		b.Class("held")
	}
	b.ID("rack-"+strconv.Itoa(i)).Aria("label", name).Aria("pressed", strconv.FormatBool(t.Held)).
		Data("letter", letter).Data("from", from).DataInt("index", i)
	return b.Attr("draggable", "true").Body(face...)
}

// click and dragStart are the rack's handlers, methods so that go-app sees
// the same handler at every render and keeps the listener. A tile drawn
// anew is a new element: a tile that had the focus when picked (from the
// keyboard) gets it back once the rack is drawn, if it is still a tile.
func (r *Rack) click(ctx app.Context, e app.Event) {
	if i, ok := tileOf(e); ok && r.Enabled && r.Player != nil {
		r.refocus.Keep("rack-" + strconv.Itoa(i))
		r.Player.PickTile(ctx, i)
	}
}

func (r *Rack) dragStart(ctx app.Context, e app.Event) {
	i, ok := tileOf(e)
	if !ok || !r.Enabled {
		e.PreventDefault() // no drag from a rack that takes no tile
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
