package play

import (
	"strconv"
	"strings"

	"duplicata/engine/board"
	"duplicata/wasm/ui/french"

	"duplicata/engine/game"
	"duplicata/engine/tile"
)

// Messages the play area gives, in French (from the one table of the UI's
// messages).
var (
	NoSquare = french.NoSquare(french.Touch)
	NoJoker  = french.NoJoker
)

// Key is a key pressed on the page, as its keydown listener reads it.
type Key struct {
	Key    string // KeyboardEvent.key
	Target string // the tag name of the element with the focus, upper case
	Mod    bool   // Ctrl, Alt or Meta held: a shortcut of the browser's
}

// Effect is what an action did, for the page to follow up.
type Effect int

const (
	Ignored Effect = iota // not the play area's: the browser keeps the key
	Handled               // the key was the play area's; nothing to follow up
	Changed               // the tiles placed changed: save, score again
	Moved                 // only the cursor moved: save
	Submit                // hand in the move
	Pick                  // the joker picker opens on Outcome.Square
	Refused               // nothing done: Outcome.Message says why
)

// Outcome is an action's effect.
type Outcome struct {
	Effect  Effect
	Message string // for Refused
	Square  int    // for Pick: the square the joker goes on
}

func refused(msg string) Outcome { return Outcome{Effect: Refused, Message: msg} }

// Letter reads a key as a letter A–Z; an accented letter is its letter
// (« é » is E).
func Letter(k string) (tile.Letter, bool) {
	k = tile.Fold(k)
	if len(k) != 1 {
		return 0, false
	}
	l, err := tile.ParseLetter(rune(strings.ToUpper(k)[0]))
	return l, err == nil && l != tile.Joker
}

// Key handles a key on the board, the same on every page: letters go on the
// cursor's square (a letter not on the rack takes a free joker), Backspace
// undoes, Escape clears, the arrows move the cursor, Space turns it, "?" or
// "*" asks for a joker, Enter submits (unless a button has the focus: the
// button does it). picking is the square of a joker waiting for its letter
// (-1: none); the keys then choose its letter, Escape gives up.
func (p *Placement) Key(st *game.State, k Key, picking *int) Outcome {
	if *picking >= 0 {
		if k.Key == "Escape" {
			*picking = -1
		} else if l, ok := Letter(k.Key); ok {
			return p.Choose(st, l, picking)
		}
		return Outcome{Effect: Handled}
	}
	switch k.Target {
	case "INPUT", "SELECT", "TEXTAREA":
		return Outcome{}
	}
	if k.Mod {
		return Outcome{}
	}
	switch k.Key {
	case "Backspace":
		p.Undo()
		return Outcome{Effect: Changed}
	case "Escape":
		p.Clear()
		return Outcome{Effect: Changed}
	case "Enter":
		if k.Target == "BUTTON" {
			return Outcome{}
		}
		return Outcome{Effect: Submit}
	case " ":
		if p.Turn() {
			return Outcome{Effect: Changed}
		}
		return Outcome{Effect: Handled}
	case "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown":
		p.Step(k.Key)
		return Outcome{Effect: Moved}
	case "?", "*":
		return p.joker(st, p.Cursor, picking, french.Keys)
	case "+":
		p.Shuffle(st)
		return Outcome{Effect: Moved}
	case "=":
		p.Sort(st)
		return Outcome{Effect: Moved}
	}
	l, ok := Letter(k.Key)
	if !ok {
		return Outcome{}
	}
	switch on := BoardTile(st, p.Cursor); {
	case on != tile.Empty && on.Letter() == l:
		// The letter already there, typed through, as the desktop
		// programs let one type a whole word: one square on, so that the
		// next board letter is typed through too.
		p.stepOn()
		return Outcome{Effect: Moved}
	case on != tile.Empty:
		return refused("La case " + squareName(p.Cursor) + " porte déjà un " + string(on.Letter().Rune()) + " : tapez cette lettre pour la traverser, ou déplacez le curseur.")
	case !p.Open(st, p.Cursor):
		return refused(french.NoSquare(french.Keys))
	case p.Free(st, l):
		p.Put(st, tile.TileOf(l, false))
	case p.Free(st, tile.Joker):
		p.Put(st, tile.TileOf(l, true))
	default:
		return refused("La lettre " + string(l.Rune()) + " n'est pas sur le chevalet.")
	}
	return Outcome{Effect: Changed}
}

// squareName is a square's name: "H8".
func squareName(sq int) string {
	return string(rune('A'+sq/board.Size)) + strconv.Itoa(sq%board.Size+1)
}

// Joker opens the joker picker for square sq, if a joker is free and the
// square open.
func (p *Placement) Joker(st *game.State, sq int, picking *int) Outcome {
	return p.joker(st, sq, picking, p.Input)
}

func (p *Placement) joker(st *game.State, sq int, picking *int, in french.Input) Outcome {
	switch {
	case !p.Open(st, sq):
		return refused(french.NoSquare(in))
	case !p.Free(st, tile.Joker):
		return refused(NoJoker)
	}
	*picking = sq
	return Outcome{Effect: Pick, Square: sq}
}

// Choose places the joker waiting on *picking as letter l.
func (p *Placement) Choose(st *game.State, l tile.Letter, picking *int) Outcome {
	sq := *picking
	*picking = -1
	if !p.Open(st, sq) || !p.Free(st, tile.Joker) {
		return Outcome{Effect: Handled}
	}
	p.Cursor = sq
	p.Put(st, tile.TileOf(l, true))
	return Outcome{Effect: Changed}
}

// Drop puts the rack's i-th tile on square sq (a tap on the rack with the
// cursor on sq, or a drag): a joker opens the picker.
func (p *Placement) Drop(st *game.State, sq, i int, picking *int) Outcome {
	tiles := p.RackTiles(st)
	if i < 0 || i >= len(tiles) || tiles[i].Used {
		return Outcome{Effect: Handled}
	}
	if !p.Open(st, sq) {
		return refused(french.NoSquare(p.Input))
	}
	if tiles[i].Letter == tile.Joker {
		return p.joker(st, sq, picking, p.Input)
	}
	p.Cursor = sq
	p.Put(st, tile.TileOf(tiles[i].Letter, false))
	return Outcome{Effect: Changed}
}

// Pick is a tap on the rack's i-th tile: it goes on the cursor's square;
// with no square chosen it is held until a square is tapped (Tap), and
// tapped again it is let go. Both orders place a tile: square then tile,
// or tile then square.
func (p *Placement) Pick(st *game.State, i int, picking *int) Outcome {
	tiles := p.RackTiles(st)
	if i < 0 || i >= len(tiles) || tiles[i].Used {
		return Outcome{Effect: Handled}
	}
	if p.Open(st, p.Cursor) {
		p.Held = 0
		return p.Drop(st, p.Cursor, i, picking)
	}
	if p.Held == i+1 {
		p.Held = 0
		return Outcome{Effect: Moved}
	}
	p.Held = i + 1
	return Outcome{Effect: Moved, Message: french.Hold(tiles[i].Letter == tile.Joker, tiles[i].Letter.Rune(), p.Input)}
}

// Tap is a tap on square sq: a tile placed there goes back to the rack
// (the cursor on its square); a free square takes the tile held, if any,
// else the cursor, or turns it.
func (p *Placement) Tap(st *game.State, sq int, picking *int) Outcome {
	if p.Take(sq) {
		p.Cursor = sq
		return Outcome{Effect: Changed}
	}
	if !p.Open(st, sq) {
		return Outcome{Effect: Handled}
	}
	if h := p.Held - 1; h >= 0 {
		p.Held = 0
		if o := p.Drop(st, sq, h, picking); o.Effect != Handled {
			return o
		}
	}
	p.Aim(sq)
	return Outcome{Effect: Moved}
}
