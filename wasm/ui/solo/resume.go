package solo

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
)

// resumeOffer offers the solo games kept for another lexicon (or kept
// while a club game was played): « Reprendre la partie sur LEXIQUE »
// loads that lexicon and goes on with the game.
func (p *Page) resumeOffer() app.UI {
	var items []app.UI
	for i, g := range p.waiting {
		if g.Topping() || g.Over {
			continue
		}
		items = append(items, app.Li().Body(
			app.Button().Type("button").Class("button", "secondary").ID("resume-"+strconv.Itoa(i)).
				Disabled(!p.Ready || p.Busy).
				Text("Reprendre la partie sur "+g.Lexicon).
				OnClick(func(ctx app.Context, e app.Event) { p.takeBack(ctx, g) }),
			app.Span().Class("help").Text(" "+g.What()),
		))
	}
	if len(items) == 0 {
		return nil
	}
	return app.Section().ID("resume-offer").Class("resume-offer").Aria("label", "Parties en cours").Body(
		app.H2().Text("Parties en cours"),
		app.Ul().Body(items...),
	)
}

// takeBack loads the lexicon of a kept game g, then makes it the game on
// screen.
func (p *Page) takeBack(ctx app.Context, g ui.KeptGame) {
	if p.Busy {
		return
	}
	back := func(ctx app.Context) {
		ui.TakeBack(g)
		p.session = nil
		p.Message = ""
		p.resume(ctx)
	}
	if l, ok := p.Engine.Loaded(); ok && l.Hash == g.Hash {
		back(ctx)
		return
	}
	hash := g.Hash
	if g.Lexicon == "fr-libre" {
		hash = "" // the site's, fetched (Client.Use)
	}
	p.Busy, p.Message = true, "Chargement du lexique « "+g.Lexicon+" »…"
	// The page's context: the button is gone once the game is back, and
	// go-app drops a gone element's dispatches.
	p.Engine.Use(p.Ctx, hash, app.Undefined(), func(ctx app.Context, l protocol.LoadedLexicon, err error) {
		p.Busy = false
		if err != nil {
			p.Message = err.Error() + " Pour reprendre cette partie, importez de nouveau la liste « " + g.Lexicon + " » dans « Lexiques » ; la Bibliothèque peut aussi l'exporter."
			return
		}
		p.LexiconUsed(ctx, l)
		back(ctx)
	})
}
