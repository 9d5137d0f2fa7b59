package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// LibraryPage is the library: the games played, their replay, import and
// export.
type LibraryPage struct {
	app.Compo
}

// Render draws the page.
func (l *LibraryPage) Render() app.UI {
	return app.Div().Class("page").Body(
		&Header{Current: LibraryPath},
		app.Main().Class("main").Body(app.P().Text("La bibliothèque arrive bientôt.")),
	)
}
