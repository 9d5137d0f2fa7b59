package ui

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/board"
)

// Board is the 15×15 board with its premium squares and its coordinates:
// rows A to O, columns 1 to 15. The squares come from the engine's tables.
type Board struct {
	app.Compo
}

// premiumClass and premiumName give each premium its CSS class and its
// French name, for the accessible name of a square.
var (
	premiumClass = map[board.Premium]string{
		board.Plain:        "",
		board.DoubleLetter: "dl",
		board.TripleLetter: "tl",
		board.DoubleWord:   "dw",
		board.TripleWord:   "tw",
	}
	premiumName = map[board.Premium]string{
		board.Plain:        "",
		board.DoubleLetter: "lettre compte double",
		board.TripleLetter: "lettre compte triple",
		board.DoubleWord:   "mot compte double",
		board.TripleWord:   "mot compte triple",
	}
)

// rowName is a row's letter: A for row 0.
func rowName(r int) string { return string(rune('A' + r)) }

// Render draws the board as a 16×16 grid: the corner, the column numbers,
// then for each row its letter and its squares.
func (b *Board) Render() app.UI {
	header := []app.UI{app.Div().Class("corner").Aria("hidden", "true")}
	for c := range board.Size {
		header = append(header, app.Div().Class("coord", "col").Role("columnheader").Text(strconv.Itoa(c+1)))
	}
	rows := []app.UI{app.Div().Class("row").Role("row").Body(header...)}
	for r := range board.Size {
		cells := []app.UI{app.Div().Class("coord", "rowname").Role("rowheader").Text(rowName(r))}
		for c := range board.Size {
			cells = append(cells, square(r, c))
		}
		rows = append(rows, app.Div().Class("row").Role("row").Body(cells...))
	}
	return app.Div().Class("board").Role("grid").Aria("label", "Plateau").Body(rows...)
}

// square is one empty square, named like "H8, mot compte double, vide".
func square(r, c int) app.UI {
	sq := r*board.Size + c
	p := board.Premiums[sq]
	name := fmt.Sprintf("%s%d", rowName(r), c+1)
	label := name
	if n := premiumName[p]; n != "" {
		label += ", " + n
	}
	label += ", vide"
	d := app.Div().Class("sq", premiumClass[p]).Role("gridcell").ID("sq-"+name).Aria("label", label)
	if sq == board.Centre {
		return d.Class("star").Body(app.Span().Aria("hidden", "true").Text("★"))
	}
	return d
}
