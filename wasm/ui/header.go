package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Header is the top of every page: the name, the lexicon in use, the
// pages, and the page's own button, if any.
type Header struct {
	app.Compo
	Lexicon string // "" while loading: fr-libre is named
	Current string // the page's path
	Action  app.UI // the page's button, or nil
}

// Render draws the header.
func (h *Header) Render() app.UI {
	link := func(path, name string) app.UI {
		a := app.A().Href(path).Class("nav-link").Text(name)
		if path == h.Current {
			a = a.Aria("current", "page")
		}
		return a
	}
	return app.Header().Class("header").Body(
		app.H1().Text("Duplicata"),
		lexiconNote(h.Lexicon),
		app.Nav().Class("nav").Aria("label", "Pages").Body(
			app.Range(Nav).Slice(func(i int) app.UI { return link(Nav[i].Path, Nav[i].Name) }),
		),
		h.Action,
	)
}

// lexiconNote names the lexicon in use; fr-libre is not the ODS.
func lexiconNote(name string) app.UI {
	if name == "" {
		name = "fr-libre"
	}
	note := app.Span().ID("lexicon").Class("lexicon").Text("Lexique : " + name)
	if name == "fr-libre" {
		return note.Title("fr-libre est un lexique libre : ce n'est pas l'ODS, le lexique officiel des clubs ; certains mots diffèrent.").
			Body(app.Text("Lexique : fr-libre "), app.Small().Text("(libre, ce n'est pas l'ODS)"))
	}
	return note
}
