// Package lexicons is the « Lexiques » page (/lexiques): the lexicons the
// player imported (kept in IndexedDB, see ui.ListLexicons), the one chosen
// for new games, the import of a word list — read and compiled in a worker
// of its own (ui.Compile) with a progress bar and « Annuler » — and the word
// tools (Vérificateur, anagrams, 7 + 1), every one asked of the engine.
package lexicons

import (
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
)

// Page holds the page's state.
type Page struct {
	app.Compo
	ui.Shell
	inUse  protocol.LoadedLexicon // the engine's lexicon
	info   string                 // what went well (Shell.Message: what went wrong)
	stored []ui.StoredLexicon

	// The import under way, or its outcome.
	name      string
	compiler  *ui.Compiler
	phase     string
	fraction  float64
	report    *protocol.ImportReport
	unsaved   app.Value // a compiled lexicon that could not be stored
	unsavedOf protocol.CompiledLexicon

	// confirming is the row whose « Utiliser » awaits the player's
	// confirmation (a game is in progress), "" when none.
	confirming string

	// The word tools: the last question and its answer.
	tool   protocol.Kind
	answer *protocol.Reply
}

// OnMount starts the page's shell and reads the stored lexicons.
func (p *Page) OnMount(ctx app.Context) {
	p.Mount(ctx, nil, nil, func(ctx app.Context) {
		p.inUse, _ = p.Engine.Loaded()
	})
	p.list(ctx)
}

// OnDismount ends a compilation left running.
func (p *Page) OnDismount() {
	if p.compiler != nil {
		p.compiler.Cancel()
	}
	p.Dismount()
}

func (p *Page) list(ctx app.Context) {
	ui.ListLexicons(func(ls []ui.StoredLexicon, err error) {
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.Message = err.Error()
				return
			}
			p.stored = ls
		})
	})
}

// start compiles the file chosen or dropped.
func (p *Page) start(ctx app.Context, file app.Value) {
	if !file.Truthy() || p.compiler != nil {
		return
	}
	name := strings.TrimSpace(p.name)
	if name == "" {
		name = baseName(file.Get("name").String())
	}
	p.Message, p.info, p.report, p.unsaved = "", "", nil, app.Undefined()
	p.phase, p.fraction = "read", 0
	p.compiler = ui.Compile(ctx, file, name,
		func(ctx app.Context, phase string, f float64) { p.phase, p.fraction = phase, f },
		func(ctx app.Context, r protocol.Reply, data app.Value) { p.compiled(ctx, r, data) })
}

// baseName is a file's name without its folder and extensions: the
// lexicon's name until the player gives one.
func baseName(file string) string {
	if i := strings.LastIndexAny(file, `/\`); i >= 0 {
		file = file[i+1:]
	}
	for _, ext := range []string{".gz", ".zip", ".txt", ".csv", ".tsv"} {
		file = strings.TrimSuffix(file, ext)
	}
	if file == "" {
		return "lexique"
	}
	return file
}

// cancel stops the compilation; nothing is stored.
func (p *Page) cancel(ctx app.Context) {
	if p.compiler != nil {
		p.compiler.Cancel()
		p.compiler = nil
		p.info = "Import annulé : rien n'a été enregistré."
	}
}

// compiled stores a compiled lexicon, or says why there is none.
func (p *Page) compiled(ctx app.Context, r protocol.Reply, data app.Value) {
	p.compiler, p.report = nil, nil
	if f, ok := r.Body.(protocol.Failure); ok {
		p.report, p.Message = f.Import, f.Message
		return
	}
	c, err := ui.Expect[protocol.CompiledLexicon](r)
	if err != nil {
		p.Message = err.Error()
		return
	}
	p.report = c.Import
	l := ui.StoredLexicon{Hash: c.Hash, Name: c.Lexicon, Words: c.Words, Date: time.Now().UTC().Format(ui.EntryDate), Size: data.Get("length").Int()}
	ui.SaveLexicon(l, data, func(err error) {
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.Message = err.Error() + " Vous pouvez l'utiliser pour cette session seulement."
				p.unsaved, p.unsavedOf = data, c
				return
			}
			// The field shows what was typed until it is emptied itself.
			p.name = ""
			if el := app.Window().GetElementByID("lexicon-name"); browser.Present(el) {
				el.Set("value", "")
			}
			p.info = "Lexique « " + l.Name + " » importé : " + french.Words.Count(l.Words) + "."
			p.list(ctx)
		})
	})
}

// asked is « Utiliser » pressed on the row id for the lexicon hash ("" is
// fr-libre): with a game in progress the row first says what becomes of it
// (renderConfirm), else the lexicon is used at once.
func (p *Page) asked(ctx app.Context, id, hash string) {
	if len(ui.GamesInProgress()) > 0 && p.confirming != id {
		p.confirming, p.Message, p.info = id, "", ""
		browser.FocusAfterRender("confirm-use")
		return
	}
	p.confirming = ""
	p.use(ctx, hash, app.Undefined())
}

// renderConfirm says, on the row of the lexicon about to be used, what
// becomes of the games in progress: they wait for their lexicon.
func (p *Page) renderConfirm(id, name string) app.UI {
	games := ui.GamesInProgress()
	if p.confirming != id || len(games) == 0 {
		return nil
	}
	var what []string
	for _, g := range games {
		what = append(what, "« "+g.What()+" »")
	}
	lex := games[0].Lexicon
	head, kept := "Partie en cours", ". Elle est gardée et reprendra"
	if len(games) > 1 {
		head, kept = "Parties en cours", ". Elles sont gardées et reprendront"
	}
	text := head + " sur le lexique « " + lex + " » : " + strings.Join(what, " et ") + kept +
		" quand vous choisirez de nouveau « " + lex + " », ici, sur la page Solo (« Reprendre la partie sur " + lex + " ») ou dans la Bibliothèque. Les nouvelles parties se joueront avec « " + name + " »."
	return app.Div().ID("use-warning").Class("use-warning").Role("status").Body(
		app.P().Text(text),
		app.Button().Type("button").Class("button").ID("confirm-use").Text("Utiliser « "+name+" »").
			OnClick(func(ctx app.Context, e app.Event) {
				hash := ""
				if id != "fr-libre" {
					for i, l := range p.stored {
						if strconv.Itoa(i) == id {
							hash = l.Hash
						}
					}
				}
				p.asked(ctx, id, hash)
			}),
		app.Button().Type("button").Class("button", "secondary").ID("cancel-use").Text("Annuler").
			OnClick(func(ctx app.Context, e app.Event) { p.confirming = "" }),
	)
}

// use loads a lexicon for the games to come: "" is fr-libre. The games
// in progress wait for their lexicon (ui.SwitchGames).
func (p *Page) use(ctx app.Context, hash string, data app.Value) {
	p.useThen(ctx, hash, data, nil)
}

// useThen is use, then done once the lexicon is in use.
func (p *Page) useThen(ctx app.Context, hash string, data app.Value, done func(ctx app.Context)) {
	p.Message, p.info = "", ""
	p.Ready = false
	// The page's context, not the button's: the button may be gone when
	// the lexicon is loaded, and go-app drops a gone element's dispatches.
	p.Engine.Use(p.Ctx, hash, data, func(ctx app.Context, r protocol.LoadedLexicon, err error) {
		p.Ready = true
		if err != nil {
			p.Message = err.Error()
			return
		}
		p.inUse, p.answer, p.Lexicon = r, nil, r.Lexicon
		p.info = "Les nouvelles parties se jouent avec le lexique « " + r.Lexicon + " »."
		if browser.Present(data) {
			p.info += " Il n'est pas enregistré : au prochain chargement, fr-libre reprend."
		}
		if done != nil {
			done(ctx)
		}
	})
}

// remove deletes a stored lexicon; fr-libre comes back at once if it was
// in use, and the header says so. A game waiting for it stays kept.
func (p *Page) remove(ctx app.Context, l ui.StoredLexicon) {
	question := "Supprimer le lexique « " + l.Name + " » ? Les parties jouées avec lui restent dans la bibliothèque."
	for _, g := range append(ui.GamesInProgress(), ui.WaitingGames()...) {
		if g.Hash == l.Hash && !g.Over {
			question += " La partie en cours sur ce lexique (" + g.What() + ") est gardée, mais ne pourra reprendre que si vous importez de nouveau la même liste ; la Bibliothèque peut l'exporter."
			break
		}
	}
	if !app.Window().Call("confirm", question).Bool() {
		return
	}
	ui.DeleteLexicon(l.Hash, func(err error) {
		p.Ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.Message = err.Error()
				return
			}
			p.info = "Lexique « " + l.Name + " » supprimé."
			if p.inUse.Hash == l.Hash || ui.ChosenLexicon() == l.Hash {
				p.useThen(ctx, "", app.Undefined(), func(ctx app.Context) {
					p.info = "Lexique « " + l.Name + " » supprimé : les nouvelles parties se jouent avec fr-libre."
					p.Engine.Tell("Le lexique « " + l.Name + " » a été supprimé : fr-libre est utilisé.")
				})
			}
			p.list(ctx)
		})
	})
}

// rename gives a stored lexicon a new name.
func (p *Page) rename(ctx app.Context, l ui.StoredLexicon, name string) {
	name = strings.TrimSpace(name)
	if name == "" || name == l.Name {
		return
	}
	ui.RenameLexicon(l.Hash, name, func(err error) {
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.Message = err.Error()
				return
			}
			p.info = "Lexique renommé « " + name + " »."
			p.list(ctx)
		})
	})
}

// ask puts a word tool's question to the engine.
func (p *Page) ask(ctx app.Context, tool protocol.Kind, text string) {
	if strings.TrimSpace(text) == "" {
		return
	}
	p.tool, p.answer = tool, nil
	p.Engine.Ask(ctx, protocol.WordTool(tool, text), func(ctx app.Context, r protocol.Reply, err error) {
		if err != nil {
			p.answer = &protocol.Reply{Body: protocol.Failure{Message: err.Error()}}
			return
		}
		p.answer = &r
	})
}
