package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// ToppingPage is the topping page (§4.8.5).
type ToppingPage struct {
	app.Compo
}

// Render draws the page.
func (t *ToppingPage) Render() app.UI {
	return app.Div().Class("page").Body(
		&Header{Current: ToppingPath},
		app.Main().Class("main").Body(app.P().Text("Le topping arrive bientôt.")),
	)
}
