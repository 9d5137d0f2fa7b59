package club

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/club"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
)

// A club game is played with the lexicon its organiser's app had. When the
// player's app has another, the game's tops would differ and the club would
// refuse the result: the page offers to use the game's lexicon when this
// browser has it — fr-libre, or a list imported with the same content — and
// otherwise says where to import it.

// lexiconChoice is what the page can do about a game's lexicon.
type lexiconChoice struct {
	same bool   // the app's lexicon is the game's
	use  bool   // this browser has the game's lexicon: hash, name
	hash string // for ui.Client.Use: "" for fr-libre
	name string
}

// choose decides it for game g, the app having the lexicon loaded (name,
// content hash) and this browser keeping stored (content hash → name).
func choose(g club.Game, loaded, loadedHash string, stored map[string]string) lexiconChoice {
	switch {
	case g.LexiconHash != "" && g.LexiconHash == loadedHash, g.LexiconHash == "" && g.Lexicon == loaded:
		return lexiconChoice{same: true}
	case g.Lexicon == "fr-libre":
		return lexiconChoice{use: true, name: "fr-libre"}
	}
	if name, ok := stored[g.LexiconHash]; ok && g.LexiconHash != "" {
		return lexiconChoice{use: true, hash: g.LexiconHash, name: name}
	}
	return lexiconChoice{}
}

// readStored reads the lexicons this browser keeps, for choose.
func (p *Page) readStored() {
	ctx := p.Ctx
	ui.ListLexicons(func(ls []ui.StoredLexicon, err error) {
		stored := make(map[string]string, len(ls))
		for _, l := range ls {
			stored[l.Hash] = l.Name
		}
		ctx.Dispatch(func(ctx app.Context) { p.stored = stored })
	})
}

// renderLexicon is a game's lexicon in the list of games, with what the
// player can do when it is not the app's.
func (p *Page) renderLexicon(g club.Game) app.UI {
	line := app.Div().Class("club-game-meta").ID(fmt.Sprintf("lexicon-%d", g.Number))
	loaded, ok := p.Engine.Loaded()
	if !ok {
		return line.Text("Lexique : " + g.Lexicon)
	}
	c := choose(g, loaded.Lexicon, loaded.Hash, p.stored)
	switch {
	case c.same:
		return line.Text("Lexique : " + g.Lexicon)
	case c.use:
		return line.Body(
			app.Text("Lexique : "+g.Lexicon+" (l'application a "+loaded.Lexicon+") "),
			app.Button().Type("button").ID(fmt.Sprintf("use-lexicon-%d", g.Number)).Class("button", "secondary").
				Text("Utiliser "+c.name).Disabled(p.Busy).
				OnClick(func(ctx app.Context, e app.Event) { p.useLexicon(ctx, c) }),
		)
	}
	return line.Body(
		app.Text("Lexique : "+g.Lexicon+" — ce navigateur ne l'a pas : importez la même liste de mots dans "),
		app.A().ID(fmt.Sprintf("import-lexicon-%d", g.Number)).Href(ui.LexiconsPath).Text("Lexiques"),
		app.Text(" pour jouer cette partie."),
	)
}

// useLexicon loads the game's lexicon in the engine, for this game and the
// next ones, as « Utiliser » on the Lexiques page does.
func (p *Page) useLexicon(ctx app.Context, c lexiconChoice) {
	p.Busy = true
	p.Message = "Chargement du lexique " + c.name + "…"
	p.Engine.Use(ctx, c.hash, app.Undefined(), func(ctx app.Context, l protocol.LoadedLexicon, err error) {
		p.Busy = false
		if err != nil {
			p.Message = err.Error()
			return
		}
		p.Lexicon = l.Lexicon
		p.Message = "Lexique " + l.Lexicon + " chargé : vous pouvez jouer."
	})
}
