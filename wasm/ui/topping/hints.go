package topping

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/topping"
	"duplicata/wasm/ui/french"
)

// Hints are the hint buttons, each with its cost in seconds before
// it is used, and the clues given; and the button to give up the turn.
type Hints struct {
	app.Compo
	Session  *Session
	Busy     bool
	OnHint   func(ctx app.Context, h topping.Hint)
	OnGiveUp func(ctx app.Context)
}

// toppingHintNames are the hints in order, with their French names.
var toppingHintNames = []struct {
	Hint topping.Hint
	Name string
}{
	{topping.HintLength, "Longueur"}, {topping.HintDirection, "Direction"}, {topping.HintLetter, "Une lettre"}, {topping.HintSquare, "La case"},
}

// ClueText says a clue in French.
func ClueText(c topping.Clue) string {
	switch c.Hint {
	case topping.HintLength:
		return french.Letters.Count(c.Length)
	case topping.HintDirection:
		if c.Down {
			return "vertical"
		}
		return "horizontal"
	case topping.HintLetter:
		n := strconv.Itoa(c.Index+1) + "e"
		if c.Index == 0 {
			n = "1re"
		}
		if c.Letter != "" && c.Letter[0] >= 'a' && c.Letter[0] <= 'z' {
			return "un joker (" + c.Letter + ") en " + n + " lettre"
		}
		return c.Letter + " en " + n + " lettre"
	case topping.HintSquare:
		return "1re lettre en " + c.Square
	}
	return ""
}

// Render draws the hints.
func (t *Hints) Render() app.UI {
	s := t.Session
	var buttons []app.UI
	for _, h := range toppingHintNames {
		b := app.Button().Type("button").ID("hint-"+string(h.Hint)).Class("hint").DataSet("cost", topping.HintCost[h.Hint])
		if c := s.Clue(h.Hint); c != nil || s.Asked(h.Hint) {
			text := "demandé"
			if c != nil {
				text = ClueText(*c)
			}
			b = b.Class("asked").Disabled(t.Busy).Aria("label", h.Name+" : "+text).Body(
				app.Span().Class("hint-name").Text(h.Name),
				app.Span().Class("clue").Text(text),
			)
		} else {
			b = b.Disabled(t.Busy).Aria("label", h.Name+", coûte "+french.Seconds.Count(int(topping.HintCost[h.Hint]/1000))).Body(
				app.Span().Class("hint-name").Text(h.Name),
				app.Span().Class("hint-cost").Text(Cost(topping.HintCost[h.Hint])),
			)
		}
		hint := h.Hint
		buttons = append(buttons, b.OnClick(func(ctx app.Context, e app.Event) {
			if t.OnHint != nil {
				t.OnHint(ctx, hint)
			}
		}))
	}
	return app.Div().ID("hints").Class("hints").Role("group").Aria("label", "Indices").Body(
		app.Div().Class("hint-buttons").Body(buttons...),
		app.Button().Type("button").ID("give-up").Class("button", "secondary", "give-up").Disabled(t.Busy).
			Text("Voir le top (temps plein "+Cost(topping.Penalty)+")").
			OnClick(func(ctx app.Context, e app.Event) {
				if t.OnGiveUp != nil {
					t.OnGiveUp(ctx)
				}
			}),
	)
}
