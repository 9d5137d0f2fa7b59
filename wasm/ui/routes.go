package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// The app's pages. The same list serves the browser (wasm/app) and the
// static site's prerendering (wasm/cmd/site).
const (
	SoloPath    = "/"
	ToppingPath = "/topping"
	LibraryPath = "/bibliotheque"
	ClubPath    = "/club" // the club pages, package club (registered by the app's main)
)

// Routes registers every page.
func Routes() {
	app.Route(SoloPath, func() app.Composer { return &Page{} })
	app.Route(ToppingPath, func() app.Composer { return &ToppingPage{} })
	app.Route(LibraryPath, func() app.Composer { return &LibraryPage{} })
}
