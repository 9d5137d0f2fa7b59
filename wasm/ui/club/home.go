package club

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
)

// Home is /club, the organiser's home: create a club. It is a component of
// its own, not the club's Page: go-app would keep one component from
// /club to /club/SLUG and overwrite its shell.
type Home struct {
	app.Compo
	ui.Shell

	newSlug, newName string
	slugEdited       bool      // the organiser typed the identifier: no more suggestions
	created          *clubInfo // the club just created, its secret shown once
	copied           string    // what the last copy button copied
	organised        []organisedClub
}

// OnMount starts the page's shell and reads the clubs this browser
// organises.
func (h *Home) OnMount(ctx app.Context) {
	h.organised = organisedClubs()
	h.Mount(ctx, nil, nil, nil)
}

// OnDismount stops it.
func (h *Home) OnDismount() { h.Dismount() }

// Render draws the page.
func (h *Home) Render() app.UI {
	return h.Frame(ui.ClubPath, nil, app.Main().Class("main", "club-main").DataSet("club", "ready").Body(h.renderHome()), "club-page")
}

func (h *Home) renderMessage() app.UI {
	return &ui.Notice{ID: "message", Text: h.Message}
}

// createClub creates the club of the form; its secret is shown once, and
// kept in this browser.
func (h *Home) createClub(ctx app.Context) {
	if h.Busy {
		return
	}
	var c clubInfo
	slug, name := strings.TrimSpace(h.newSlug), strings.TrimSpace(h.newName)
	h.Message = ""
	if help, bad := nameHelp(name); bad || name == "" {
		if name == "" {
			help = "Indiquez le nom du club."
		}
		h.Message = help
		h.focus("club-name")
		return
	}
	if problem := slugProblem(slug); problem != "" {
		h.Message = problem
		h.focus("club-slug")
		return
	}
	async(&h.Shell, func() error {
		return call("POST", "", "", "", map[string]string{"slug": slug, "name": name}, &c)
	}, func(ctx app.Context, err error) {
		if err != nil {
			h.Message = err.Error()
			return
		}
		ui.Stored(secretKey + c.Slug).Write(c.Secret)
		rememberName(c.Slug, c.Name)
		h.created = &c
		h.organised = organisedClubs()
	})
}

// renderHome is the organiser's home: create a club.
func (h *Home) renderHome() app.UI {
	if c := h.created; c != nil {
		return app.Section().Class("club-card").ID("created").Body(
			app.H2().Text("Club créé : "+c.Name),
			app.P().Text("Le secret de l'organisateur :"),
			app.Div().Class("club-secret").Body(
				app.Code().ID("secret").Text(c.Secret),
				app.Button().Type("button").ID("copy-secret").Class("button", "secondary").Text("Copier").
					OnClick(func(ctx app.Context, e app.Event) { browser.CopyText(c.Secret, nil); h.copied = "secret" }),
			),
			app.If(h.copied == "secret", func() app.UI { return app.P().Class("help").Text("Secret copié.") }),
			app.P().ID("secret-warning").Class("warning").Text("Notez-le maintenant : il ne sera plus jamais affiché. "+
				"Il est gardé dans ce navigateur, qui peut publier les parties du club ; sur un autre appareil, il faudra ce secret."),
			app.A().ID("club-link").Class("button").Href(ui.ClubPath+"/"+c.Slug).Text("Aller à la page du club"),
		)
	}
	nameNote, nameBad := nameHelp(h.newName)
	slugNote, slugBad := "3 à 32 caractères a-z, 0-9 et - : l'adresse sera /club/identifiant.", false
	if slug := strings.TrimSpace(h.newSlug); slug != "" {
		switch problem := slugProblem(slug); {
		case problem != "":
			slugNote, slugBad = problem, true
		case h.slugEdited:
			slugNote = "L'adresse sera /club/" + slug + "."
		default:
			slugNote = "Suggéré d'après le nom, modifiable. L'adresse sera /club/" + slug + "."
		}
	}
	note := func(id, text string, bad bool) app.UI {
		p := app.P().ID(id).Class("help").Attr("role", "status").Aria("live", "polite").Text(text)
		if bad {
			p = p.Class("warning")
		}
		return p
	}
	field := func(id, label, value string, set func(string), help app.UI) app.UI {
		return app.Div().Class("field").Body(
			app.Label().For(id).Text(label),
			app.Input().ID(id).Type("text").Value(value).Attr("autocomplete", "off").Aria("describedby", id+"-help").
				OnInput(func(ctx app.Context, e app.Event) { set(ctx.JSSrc().Get("value").String()) }),
			help,
		)
	}
	return app.Div().Body(
		h.renderOrganised(),
		app.Section().Class("club-card").Body(
			app.H2().Text("Créer un club"),
			app.P().Text("Un club publie des parties que ses joueurs font chacun de leur côté, dans l'application ; le classement les réunit."),
			app.Form().ID("create-club").OnSubmit(func(ctx app.Context, e app.Event) {
				e.PreventDefault()
				h.createClub(ctx)
			}).Body(
				field("club-name", "Nom du club", h.newName, h.setName, note("club-name-help", nameNote, nameBad)),
				field("club-slug", "Identifiant", h.newSlug, h.setSlug, note("club-slug-help", slugNote, slugBad)),
				app.Button().Type("submit").ID("create").Class("button").Text("Créer le club").Disabled(h.Busy),
				h.renderMessage(),
			),
		),
	)
}

// setName takes the name typed, and suggests the identifier from it until
// the organiser types one.
func (h *Home) setName(v string) {
	h.newName = v
	if !h.slugEdited {
		h.newSlug = SuggestSlug(v)
	}
}

// setSlug takes the identifier typed; emptied, it is suggested again.
func (h *Home) setSlug(v string) {
	h.newSlug = v
	h.slugEdited = v != ""
}

func (h *Home) focus(id string) {
	h.Ctx.Defer(func(app.Context) {
		if el := app.Window().GetElementByID(id); el.Truthy() {
			el.Call("focus")
		}
	})
}
