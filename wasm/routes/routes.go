// Package routes is the app's one list of pages: each page's path, its
// name in the header's navigation and its component, registered with the
// framework for the browser (wasm/app) and the static site's prerendering
// (wasm/cmd/site). A new page is one line here (see wasm/README.md,
// "Adding a page").
package routes

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui"
	"duplicata/wasm/ui/about"
	"duplicata/wasm/ui/club"
	"duplicata/wasm/ui/embed"
	"duplicata/wasm/ui/help"
	"duplicata/wasm/ui/lexicons"
	"duplicata/wasm/ui/library"
	"duplicata/wasm/ui/live"
	"duplicata/wasm/ui/settings"
	"duplicata/wasm/ui/solo"
	"duplicata/wasm/ui/stats"
	"duplicata/wasm/ui/topping"
)

// Page is a page of the app.
type Page struct {
	ui.Link
	New func() app.Composer // a new instance of the page's component
}

// Pages are the app's pages, in the order of the header's navigation.
var Pages = []Page{
	{ui.Link{Path: ui.SoloPath, Name: "Solo"}, func() app.Composer { return &solo.Page{} }},
	{ui.Link{Path: ui.ToppingPath, Name: "Topping"}, func() app.Composer { return &topping.Page{} }},
	{ui.Link{Path: ui.LibraryPath, Name: "Bibliothèque"}, func() app.Composer { return &library.Page{} }},
	{ui.Link{Path: ui.ClubPath, Name: "Clubs"}, func() app.Composer { return &club.Home{} }},
	{ui.Link{Path: ui.StatsPath, Name: "Statistiques"}, func() app.Composer { return &stats.Page{} }},
	{ui.Link{Path: ui.SettingsPath, Name: "Réglages"}, func() app.Composer { return &settings.Page{} }},
	{ui.Link{Path: ui.LexiconsPath, Name: "Lexiques"}, func() app.Composer { return &lexicons.Page{} }},
	{ui.Link{Path: ui.HelpPath, Name: "Aide"}, func() app.Composer { return &help.Page{} }},
	{ui.Link{Path: ui.AboutPath, Name: "À\u00a0propos"}, func() app.Composer { return &about.Page{} }},
}

// Frames are the pages a club's website frames (issue 29): registered and
// precached as the pages are, never in the navigation.
var Frames = []Page{
	{ui.Link{Path: embed.Path, Name: "Jouer (intégré)"}, func() app.Composer { return &embed.Page{} }},
}

// Register registers every page with the framework and gives the header
// its navigation.
func Register() {
	ui.Nav = ui.Nav[:0]
	for _, p := range Pages {
		app.Route(p.Path, p.New)
		ui.Nav = append(ui.Nav, p.Link)
	}
	for _, p := range Frames {
		app.Route(p.Path, p.New)
	}
	// A club's page, /club/SLUG: the club page reads the club from it.
	routePattern(club.SlugPattern, club.IsPath, func() app.Composer { return &club.Page{} })
	// The live evening: the projector /club/SLUG/direct, the phone /direct/CODE.
	routePattern(live.PathPattern, live.IsPath, func() app.Composer { return &live.Page{} })
}

// Paths are the pages' paths, for the site's prerendering.
func Paths() []string {
	var out []string
	for _, p := range append(Pages[:len(Pages):len(Pages)], Frames...) {
		out = append(out, p.Path)
	}
	return out
}
