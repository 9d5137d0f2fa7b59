package ui

import (
	"reflect"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
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
