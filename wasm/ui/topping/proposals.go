package topping

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/topping"
	"duplicata/wasm/ui/french"
)

// Proposals lists the moves proposed in the turn, each with its
// score and whether it is the top. The top itself is never told.
type Proposals struct {
	app.Compo
	Proposals []topping.Proposal
}

// Render draws the list.
func (t *Proposals) Render() app.UI {
	if len(t.Proposals) == 0 {
		return app.P().ID("proposals").Class("proposals", "empty").Text("Proposez autant de coups que vous voulez : chacun est jugé.")
	}
	var items []app.UI
	for i, p := range t.Proposals {
		verdict, class := "pas le top", "miss"
		if p.Top {
			verdict, class = "top !", "top"
		}
		items = append(items, app.Li().ID("proposal-"+strconv.Itoa(i)).Class("proposal", class).
			DataSet("score", p.Score).DataSet("top", p.Top).Body(
			app.Span().Class("proposal-word").Text(p.Word+" "+p.Ref),
			app.Span().Class("proposal-score").Text(french.Pts.Count(p.Score)),
			app.Span().Class("proposal-verdict").Text(verdict),
		))
	}
	return app.Div().ID("proposals").Class("proposals").Body(
		app.H2().Text("Vos propositions"),
		app.Ol().Body(items...),
	)
}
