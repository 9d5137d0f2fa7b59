package ui

import (
	"reflect"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/tile"
)

// changedFields are the fields go-app finds changed between a mounted
// component (was) and the one its parent rendered now: it renders the
// component again when there is one. Its rule (go-app v10's
// nodeManager.updateComponent and canUpdateValue): every settable field
// but an embedded Compo, compared with reflect.DeepEqual — under which a
// func never equals anything but nil.
func changedFields(was, now app.Composer) []string {
	v, n := reflect.ValueOf(was).Elem(), reflect.ValueOf(now).Elem()
	var out []string
	for i := range v.NumField() {
		f := v.Field(i)
		if !f.CanSet() {
			continue
		}
		if _, ok := f.Interface().(app.Compo); ok {
			continue
		}
		if !reflect.DeepEqual(f.Interface(), n.Field(i).Interface()) {
			out = append(out, v.Type().Field(i).Name)
		}
	}
	return out
}

// boardPage is a page as the board sees it.
type boardPage struct{ taps []int }

func (p *boardPage) TapSquare(ctx app.Context, sq int)    { p.taps = append(p.taps, sq) }
func (p *boardPage) DropOnSquare(ctx app.Context, sq int) {}

// A board rendered again with the same squares and the same page, and
// each of its rows, compares equal: go-app leaves it alone (#27: with its
// handlers as funcs the board was drawn again at every render of its page).
func TestBoardComparesEqual(t *testing.T) {
	squares := func() []Square {
		s := make([]Square, 225)
		s[112] = Square{Tile: tile.TileOf(5, false)}
		return s
	}
	page := &boardPage{}
	was, now := &Board{Squares: squares(), Player: page}, &Board{Squares: squares(), Player: page}
	if f := changedFields(was, now); len(f) > 0 {
		t.Errorf("the same board rendered again differs in %v: go-app draws it again", f)
	}
	var row [15]Square
	copy(row[:], squares()[105:])
	if f := changedFields(&boardRow{Row: 7, Is: row}, &boardRow{Row: 7, Is: row}); len(f) > 0 {
		t.Errorf("the same row rendered again differs in %v", f)
	}
	changed := squares()
	changed[113].Tile = tile.TileOf(1, false)
	if f := changedFields(was, &Board{Squares: changed, Player: page}); len(f) != 1 || f[0] != "Squares" {
		t.Errorf("a board with a square changed differs in %v, want [Squares]", f)
	}
}

// funcFields names t's fields that hold a func, in t or in the structs,
// arrays and slices it holds by value: such a field never compares equal
// once set (changedFields), and its component is drawn again at every
// render of its parent.
func funcFields(t reflect.Type) []string {
	var out []string
	var walk func(t reflect.Type, path string)
	walk = func(t reflect.Type, path string) {
		switch t.Kind() {
		case reflect.Func:
			out = append(out, path)
		case reflect.Array, reflect.Slice:
			walk(t.Elem(), path+"[]")
		case reflect.Struct:
			for i := range t.NumField() {
				f := t.Field(i)
				if f.Type == reflect.TypeOf(app.Compo{}) {
					continue
				}
				walk(f.Type, path+"."+f.Name)
			}
		}
	}
	walk(t, t.Name())
	return out
}

// The board's components hold no func: drawn at every render of a game's
// page, they are left alone while what they show is the same.
func TestBoardHoldsNoFunc(t *testing.T) {
	for _, c := range []app.Composer{&Board{}, &boardRow{}, &boardSquare{}, &rowNameCell{}, &columnNames{}} {
		if f := funcFields(reflect.TypeOf(c).Elem()); len(f) > 0 {
			t.Errorf("%v: a func compares unequal at every render", f)
		}
	}
	type handlers struct {
		app.Compo
		Squares []Square
		OnTap   func(int)
		Rows    [2]struct{ OnDrop func() }
	}
	if f := funcFields(reflect.TypeOf(handlers{})); len(f) != 2 {
		t.Errorf("funcFields(handlers) = %v, want OnTap and Rows[].OnDrop", f)
	}
}
