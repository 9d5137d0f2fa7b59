package club

import (
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui"
)

// The clubs this browser organises are those whose secret it keeps
// (secretKey + slug); their names are kept beside (nameKey + slug) when the
// club is created here or its page is opened, so that /club lists them
// without the network.

const nameKey = "duplicata.club.name." // + slug: the club's name

// organisedClub is a club this browser organises.
type organisedClub struct {
	Slug, Name string
}

// rememberName keeps the name of the club slug, which this browser
// organises.
func rememberName(slug, name string) {
	if name != "" {
		ui.Stored(nameKey + slug).Write(name)
	}
}

// organisedClubs is the clubs whose secret this browser keeps.
func organisedClubs() []organisedClub {
	if !app.IsClient {
		return nil
	}
	ls := app.Window().Get("localStorage")
	var keys []string
	for i := range ls.Get("length").Int() {
		if k := ls.Call("key", i); k.Truthy() {
			keys = append(keys, k.String())
		}
	}
	return organised(keys, func(slug string) string { name, _ := ui.Stored(nameKey + slug).Read(); return name })
}

// organised is the clubs of the secrets among localStorage's keys, by name
// (the identifier when the name is unknown).
func organised(keys []string, name func(slug string) string) []organisedClub {
	var cs []organisedClub
	for _, k := range keys {
		slug, ok := strings.CutPrefix(k, secretKey)
		if !ok || slug == "" || slugProblem(slug) != "" {
			continue
		}
		c := organisedClub{Slug: slug, Name: name(slug)}
		if c.Name == "" {
			c.Name = slug
		}
		cs = append(cs, c)
	}
	slices.SortFunc(cs, func(a, b organisedClub) int {
		return strings.Compare(strings.ToLower(a.Name)+"\x00"+a.Slug, strings.ToLower(b.Name)+"\x00"+b.Slug)
	})
	return cs
}

// renderOrganised lists the clubs this browser organises, nil for none.
func (h *Home) renderOrganised() app.UI {
	if len(h.organised) == 0 {
		return nil
	}
	var items []app.UI
	for _, c := range h.organised {
		items = append(items, app.Li().Body(
			app.A().ID("organised-"+c.Slug).Href(ui.ClubPath+"/"+c.Slug).Text(c.Name),
			app.Span().Class("help").Text(" — "+ui.ClubPath+"/"+c.Slug),
		))
	}
	return app.Section().ID("organised").Class("club-card").Body(
		app.H2().Text("Vos clubs"),
		app.P().Class("help").Text("Ce navigateur garde le secret de l'organisateur de ces clubs : il peut y publier des parties."),
		app.Ul().Class("club-list").Body(items...),
	)
}
