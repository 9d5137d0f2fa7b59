package ui

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
)

// Option is one option of a select: the value the page keeps and reads
// back, and the label shown. A Value of "" is allowed ("any", the default).
type Option struct{ Value, Label string }

// emptyValue is how an option whose Value is "" is written in the page.
// go-app v10 drops an empty value attribute (attributes.Set), and an option
// without one is read by the browser as its label: « Toutes » chosen again
// after another option sent « Toutes » as the filter. No value the app
// keeps is this.
const emptyValue = "*"

// Options are a select's options, each with its value written, the one
// whose Value is selected marked. It is the only place the app writes an
// app.Option (TestOptionsOnlyHere), so no option can lack a value.
func Options(selected string, os ...Option) []app.UI {
	out := make([]app.UI, len(os))
	for i, c := range os {
		v := c.Value
		if v == "" {
			v = emptyValue
		}
		out[i] = app.Option().Value(v).Selected(c.Value == selected).Text(c.Label)
	}
	return out
}

// Chosen is the value of the option chosen in the select that fired the
// event, as its Option gave it.
func Chosen(ctx app.Context) string { return ChosenValue(ctx.JSSrc()) }

// ChosenValue is the value of the form control el: for a select, the
// value of the option chosen as its Option gave it.
func ChosenValue(el app.Value) string {
	v := el.Get("value").String()
	if v == emptyValue && el.Get("tagName").String() == "SELECT" {
		return ""
	}
	return v
}

// FormulaOptions are the formulas, by ID.
func FormulaOptions() []Option {
	var out []Option
	for _, f := range game.Formulas() {
		out = append(out, Option{f.ID, f.Name})
	}
	return out
}

// RhythmOptions are the solo rhythms, by their seconds.
func RhythmOptions() []Option {
	var out []Option
	for _, r := range Rhythms {
		out = append(out, Option{strconv.Itoa(r.Seconds), r.Name})
	}
	return out
}
