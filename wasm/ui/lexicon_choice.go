package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
	"duplicata/wasm/ui/french"
)

// LexiconChoice is the new-game form's « Lexique » field: fr-libre and the
// lexicons kept in the browser. Choosing one loads it in the engine for the
// games to come and remembers it (Client.Use); OnUse then tells the page.
type LexiconChoice struct {
	app.Compo
	OnUse func(ctx app.Context, r protocol.LoadedLexicon)
	// Locked: a game is in progress in the engine, on its lexicon; the
	// choice waits for it to end (or for « Lexiques »).
	Locked bool

	stored  []StoredLexicon
	current string // the hash of the lexicon in the engine
	busy    bool
	message string
}

// OnMount reads the stored lexicons and the engine's.
func (l *LexiconChoice) OnMount(ctx app.Context) {
	Engine().OnLoad(func(r protocol.Reply) {
		if loaded, ok := r.Body.(protocol.LoadedLexicon); ok {
			ctx.Dispatch(func(ctx app.Context) { l.current = loaded.Hash })
		}
	})
	ListLexicons(func(ls []StoredLexicon, err error) {
		ctx.Dispatch(func(ctx app.Context) { l.stored = ls })
	})
}

// Render draws the field; with no lexicon of the player's, only a link to
// « Lexiques ».
func (l *LexiconChoice) Render() app.UI {
	if len(l.stored) == 0 {
		return app.P().Class("help").ID("lexicon-choice").Body(
			app.Text("Lexique : fr-libre. "), app.A().Href(LexiconsPath).Text("Importer votre liste de mots…"))
	}
	options := []Option{{Value: "", Label: "fr-libre (intégré, ce n'est pas l'ODS)"}}
	for _, s := range l.stored {
		options = append(options, Option{Value: s.Hash, Label: s.Name + " (" + french.Words.Count(s.Words) + ")"})
	}
	selected := ""
	if l.isStored(l.current) {
		selected = l.current
	}
	return app.Div().Class("lexicon-choice").ID("lexicon-choice").Body(
		app.Label().For("lexicon-select").Text("Lexique"),
		app.Select().ID("lexicon-select").Body(Options(selected, options...)...).Disabled(l.busy || l.Locked).OnChange(func(ctx app.Context, e app.Event) {
			hash := Chosen(ctx)
			l.busy, l.message = true, "Chargement du lexique…"
			Engine().Use(ctx, hash, app.Undefined(), func(ctx app.Context, r protocol.LoadedLexicon, err error) {
				l.busy, l.message = false, ""
				if err != nil {
					l.message = err.Error()
					return
				}
				l.current = r.Hash
				if l.OnUse != nil {
					l.OnUse(ctx, r)
				}
			})
		}),
		app.If(l.Locked, func() app.UI {
			return app.P().Class("help").Text("Une partie est en cours sur ce lexique : pour en changer, passez par « Lexiques » ; elle y sera gardée et reprendra avec ce lexique.")
		}),
		app.If(l.message != "", func() app.UI { return app.P().Class("help").ID("lexicon-choice-message").Text(l.message) }),
	)
}

func (l *LexiconChoice) isStored(hash string) bool {
	for _, s := range l.stored {
		if s.Hash == hash {
			return true
		}
	}
	return false
}

// LexiconUsed is a page's follow-up of a lexicon chosen in its form: the
// header names it.
func (s *Shell) LexiconUsed(ctx app.Context, r protocol.LoadedLexicon) {
	s.Ctx.Dispatch(func(ctx app.Context) { s.Lexicon = r.Lexicon })
}
