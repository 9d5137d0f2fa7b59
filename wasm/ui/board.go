package ui

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/board"
	"duplicata/engine/tile"
)

// Board is the 15×15 board with its premium squares and its coordinates:
// rows A to O, columns 1 to 15. The squares come from the engine's tables.
type Board struct {
	app.Compo
	Squares Packed // 225 squares (Pack), or none for an empty board
	// Player is told the squares tapped and the rack's tiles dropped on
	// them; nil for a board that is only shown. It is the page, the same
	// at every render: go-app compares a component's fields to decide
	// whether to render it again, and funcs never compare equal, so a
	// board that took its handlers as funcs was rendered, its 225 squares
	// compared, at every render of its page (#27). A board whose squares
	// did not change is now left alone.
	Player BoardPlayer
}

// BoardPlayer is a page whose board takes taps and drops.
type BoardPlayer interface {
	// TapSquare is called with the square tapped.
	TapSquare(ctx app.Context, sq int)
	// DropOnSquare is called with the square a rack tile was dropped on.
	DropOnSquare(ctx app.Context, sq int)
}

// Packed is a board's squares as go-app compares them at each render of
// the page: two bytes a square (its tile, then its kind and marks) in one
// string, which compares at once. As a []Square, every render of a game's
// page compared the 225 squares field by field through reflect (Board's
// field), then each row's 15 again (boardRow's): ~2 ms of a phone's
// correction at 4× (#27).
type Packed string

// Pack packs the squares sqs for a Board.
func Pack(sqs []Square) Packed {
	b := make([]byte, 2*len(sqs))
	for i, s := range sqs {
		m := byte(s.Kind & 7)
		if s.Cursor {
			m |= 1 << 3
		}
		if s.Down {
			m |= 1 << 4
		}
		if s.Hint {
			m |= 1 << 5
		}
		b[2*i], b[2*i+1] = byte(s.Tile), m
	}
	return Packed(b)
}

// At is the i-th square packed: an empty one past the end.
func (p Packed) At(i int) Square {
	if 2*i+1 >= len(p) {
		return Square{}
	}
	m := p[2*i+1]
	return Square{Tile: tile.Tile(p[2*i]), Kind: SquareKind(m & 7), Cursor: m&(1<<3) != 0, Down: m&(1<<4) != 0, Hint: m&(1<<5) != 0}
}

// Square is what a square shows.
type Square struct {
	Tile   tile.Tile // tile.Empty for none
	Kind   SquareKind
	Cursor bool // the next letter goes here
	Down   bool // the cursor's direction
	Hint   bool // a topping hint points here: the top's first square
}

// SquareKind tells the tiles on a square apart.
type SquareKind uint8

const (
	OnBoard SquareKind = iota // a tile of an earlier turn
	Placing                   // a tile the player is placing
	Showing                   // a tile of the move shown after a reveal
	Latest                    // a tile of the last top placed
)

// premiumClass and premiumName give each premium its CSS class and its
// French name, for the accessible name of a square.
var (
	premiumClass = [...]string{board.Plain: "", board.DoubleLetter: "dl", board.TripleLetter: "tl", board.DoubleWord: "dw", board.TripleWord: "tw"}
	premiumName  = [...]string{board.Plain: "", board.DoubleLetter: "lettre compte double", board.TripleLetter: "lettre compte triple", board.DoubleWord: "mot compte double", board.TripleWord: "mot compte triple"}
	kindClass    = [...]string{OnBoard: "", Placing: "placing", Showing: "showing", Latest: "latest"}
	kindName     = [...]string{OnBoard: "", Placing: " posé", Showing: " proposé", Latest: " du dernier top"}
)

// rowName is a row's letter: A for row 0.
func rowName(r int) string { return string(rune('A' + r)) }

// Render draws the board as a 16×16 grid: the corner, the column numbers,
// then for each row its letter and its squares. Taps and drops are caught
// once, on the board, and traced to their square.
//
// Each row is a component of its own (boardRow): when the board's squares
// change (a letter placed, the top shown), only the rows that changed are
// drawn again. A row is text alone, drawn by the browser from one string
// (Markup): go-app made six calls through syscall/js a square, ~1,400 at
// every opening of a page with a board, ~0.1 s of a phone's start (#27).
// The coordinates never change (columnNames, without fields).
func (b *Board) Render() app.UI {
	rows := make([]app.UI, 0, board.Size+1)
	rows = append(rows, &columnNames{})
	for r := range board.Size {
		row := &boardRow{Row: r}
		if from := 2 * r * board.Size; from < len(b.Squares) {
			row.Is = b.Squares[from:min(from+2*board.Size, len(b.Squares))]
		}
		rows = append(rows, row)
	}
	// The board takes the focus (Tab, or after Start): the keys then place
	// letters on it (see play.Placement.Key).
	return app.Div().ID("board").Class("board").Role("grid").TabIndex(0).
		Aria("label", "Plateau : flèches pour le curseur, lettres pour poser, Espace pour tourner").Body(rows...).
		OnClick(b.click).
		OnDragOver(func(ctx app.Context, e app.Event) { e.PreventDefault() }).
		OnDrop(b.drop)
}

// click and drop are the board's handlers, methods so that go-app sees
// the same handler at every render and keeps the listener.
func (b *Board) click(ctx app.Context, e app.Event) {
	if sq, ok := squareOf(e); ok && b.Player != nil {
		b.Player.TapSquare(ctx, sq)
	}
}

func (b *Board) drop(ctx app.Context, e app.Event) {
	e.PreventDefault()
	// The tile dragged is known from its dragstart: the drag's data may
	// no longer be readable when the handler runs.
	if sq, ok := squareOf(e); ok && b.Player != nil {
		b.Player.DropOnSquare(ctx, sq)
	}
}

// boardRow is a row of the board: its letter, then its squares. A row
// whose squares did not change compares equal and is left alone; one that
// changed is drawn anew, whole.
type boardRow struct {
	app.Compo
	Row int
	Is  Packed // the row's 15 squares
}

// Render draws the row.
func (r *boardRow) Render() app.UI {
	row := El("div").Class("row").Attr("role", "row").Body(
		El("div").Class("coord", "rowname").Attr("role", "rowheader").Text(rowName(r.Row)))
	for c := range board.Size {
		row.Body(square(r.Row, c, r.Is.At(c)))
	}
	return row.UI()
}

// columnNames is the board's first row: the corner and the column
// numbers. It has no fields: go-app never renders it again.
type columnNames struct{ app.Compo }

func (columnNames) Render() app.UI {
	row := El("div").Class("row").Attr("role", "row").Body(El("div").Class("corner").Aria("hidden", "true"))
	for c := range board.Size {
		row.Body(El("div").Class("coord", "col").Attr("role", "columnheader").Text(strconv.Itoa(c + 1)))
	}
	return row.UI()
}

// squareOf is the square an event happened on, from its element's id.
func squareOf(e app.Event) (int, bool) {
	el := e.Get("target").Call("closest", ".sq")
	if !el.Truthy() {
		return 0, false
	}
	name := strings.TrimPrefix(el.Get("id").String(), "sq-")
	if len(name) < 2 {
		return 0, false
	}
	c, err := strconv.Atoi(name[1:])
	r := int(name[0] - 'A')
	if err != nil || r < 0 || r >= board.Size || c < 1 || c > board.Size {
		return 0, false
	}
	return r*board.Size + c - 1, true
}

// square is one square, named like "H8, mot compte double, vide" or
// "H8, mot compte double, E posé".
func square(r, c int, s Square) *Markup {
	sq := r*board.Size + c
	p := board.Premiums[sq]
	name := rowName(r) + strconv.Itoa(c+1)
	label := name
	if n := premiumName[p]; n != "" {
		label += ", " + n
	}
	d := El("div").Class("sq", premiumClass[p]).Attr("role", "gridcell").ID("sq-" + name)
	if sq == board.Centre {
		d = d.Class("star")
	}
	if s.Hint {
		d = d.Class("hint")
		label += ", indice : le top commence ici"
	}
	if s.Cursor {
		d = d.Class("cursor")
		if s.Down {
			d = d.Class("down")
			label += ", curseur vertical"
		} else {
			label += ", curseur horizontal"
		}
	}
	if s.Tile == tile.Empty {
		d = d.Aria("label", label+", vide")
		switch {
		case s.Cursor && s.Down:
			return d.Body(El("span").Class("arrow").Aria("hidden", "true").Text("↓"))
		case s.Cursor:
			return d.Body(El("span").Class("arrow").Aria("hidden", "true").Text("→"))
		case sq == board.Centre:
			return d.Body(El("span").Class("star-mark").Aria("hidden", "true").Text("★"))
		}
		return d
	}
	letter := string(s.Tile.Letter().Rune())
	desc := letter
	if s.Tile.IsBlank() {
		desc += " (joker)"
	}
	return d.Aria("label", label+", "+desc+kindName[s.Kind]).Body(tileFace(s.Tile, kindClass[s.Kind]))
}

// tileFace is a tile: its letter and its value; a joker shows its letter
// and no value.
func tileFace(t tile.Tile, class string) *Markup {
	d := El("div").Class("tile", class).Aria("hidden", "true")
	if t.IsBlank() {
		return d.Class("blank").Body(El("span").Class("letter").Text(string(t.Letter().Rune())))
	}
	return d.Body(
		El("span").Class("letter").Text(string(t.Letter().Rune())),
		El("span").Class("value").Text(strconv.Itoa(tile.Values[t.Letter()])),
	)
}
