package ui

import (
	"reflect"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/tile"
)

// funcFields names t's fields that hold a func, in t or in the structs,
// arrays and slices it holds by value. go-app renders a component again
// when a field differs from the mounted one's under reflect.DeepEqual
// (v10's nodeManager.updateComponent, canUpdateValue), under which a func
// never equals anything but nil: such a component is drawn again at every
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

// The board's and the rack's components hold no func: drawn at every
// render of a game's page, they are left alone while what they show is the
// same.
func TestPlayAreaHoldsNoFunc(t *testing.T) {
	for _, c := range []app.Composer{&Board{}, &boardRow{}, &columnNames{}, &Rack{}} {
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

// elementwise names t's fields that reflect.DeepEqual compares element by
// element: arrays, slices and maps (only a []byte is compared at once, not
// a [N]byte), in t or in the structs it holds by value.
func elementwise(t reflect.Type) []string {
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Type == reflect.TypeOf(app.Compo{}) || !f.IsExported() {
			continue
		}
		switch k := f.Type.Kind(); {
		case k == reflect.Array, k == reflect.Map, k == reflect.Slice && f.Type.Elem().Kind() != reflect.Uint8:
			out = append(out, f.Name)
		case k == reflect.Struct:
			for _, g := range elementwise(f.Type) {
				out = append(out, f.Name+"."+g)
			}
		}
	}
	return out
}

// The board's components hold their squares as one string (Packed): each
// render of a game's page compares them, and 225 squares compared field
// by field through reflect, then each row's 15 again, were ~2 ms of a
// phone's correction (#27).
func TestBoardComparesAtOnce(t *testing.T) {
	for _, c := range []app.Composer{&Board{}, &boardRow{}, &columnNames{}} {
		if f := elementwise(reflect.TypeOf(c).Elem()); len(f) > 0 {
			t.Errorf("%T: %v compared element by element at every render", c, f)
		}
	}
	type unpacked struct {
		app.Compo
		Squares []Square
		Row     struct{ Is [15]Square }
		Key     [4]byte
		Bytes   []byte
	}
	if f := elementwise(reflect.TypeOf(unpacked{})); len(f) != 3 {
		t.Errorf("elementwise(unpacked) = %v, want Squares, Row.Is and Key", f)
	}
}

// Pack and At keep every square's tile, kind and marks.
func TestPacked(t *testing.T) {
	sqs := make([]Square, 225)
	for i := range sqs {
		sqs[i] = Square{Tile: tile.Tile(i % 64), Kind: SquareKind(i % 4), Cursor: i%3 == 0, Down: i%5 == 0, Hint: i%7 == 0}
	}
	p := Pack(sqs)
	if len(p) != 450 {
		t.Fatalf("len(Pack) = %d, want 450", len(p))
	}
	for i, want := range sqs {
		if got := p.At(i); got != want {
			t.Fatalf("square %d: %+v, want %+v", i, got, want)
		}
	}
	if got := Packed("").At(3); got != (Square{}) {
		t.Errorf("an empty board's square is %+v", got)
	}
}
