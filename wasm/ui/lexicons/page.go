// Package lexicons is the « Lexiques » page (/lexiques): the lexicons the
// player imported (kept in IndexedDB, see ui.ListLexicons), the one chosen
// for new games, the import of a word list — read and compiled in a worker
// of its own (ui.Compile) with a progress bar and « Annuler » — and the word
// tools (Vérificateur, anagrams, 7 + 1), every one asked of the engine.
package lexicons

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
)

// Page holds the page's state.
type Page struct {
	app.Compo
	ui.Shell
	inUse  protocol.LexiconLoaded // the engine's lexicon
	info   string                 // what went well (Shell.Message: what went wrong)
	stored []ui.StoredLexicon

	// The import under way, or its outcome.
	name      string
	compiler  *ui.Compiler
	phase     string
	fraction  float64
	report    *protocol.ImportReport
	unsaved   app.Value // a compiled lexicon that could not be stored
	unsavedOf protocol.LexiconCompiled

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
	c, err := ui.Expect[protocol.LexiconCompiled](r)
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
			if el := app.Window().GetElementByID("lexicon-name"); ui.Present(el) {
				el.Set("value", "")
			}
			p.info = "Lexique « " + l.Name + " » importé : " + french.Words.Count(l.Words) + "."
			p.list(ctx)
		})
	})
}

// use loads a lexicon for the games to come: "" is fr-libre.
func (p *Page) use(ctx app.Context, hash string, data app.Value) {
	p.Message, p.info = "", ""
	p.Ready = false
	p.Engine.Use(ctx, hash, data, func(ctx app.Context, r protocol.LexiconLoaded, err error) {
		p.Ready = true
		if err != nil {
			p.Message = err.Error()
			return
		}
		p.inUse, p.answer, p.Lexicon = r, nil, r.Lexicon
		p.info = "Les nouvelles parties se jouent avec le lexique « " + r.Lexicon + " »."
		if ui.Present(data) {
			p.info += " Il n'est pas enregistré : au prochain chargement, fr-libre reprend."
		}
	})
}

// remove deletes a stored lexicon; fr-libre comes back if it was in use.
func (p *Page) remove(ctx app.Context, l ui.StoredLexicon) {
	if !app.Window().Call("confirm", "Supprimer le lexique « "+l.Name+" » ? Les parties jouées avec lui restent dans la bibliothèque.").Bool() {
		return
	}
	ui.DeleteLexicon(l.Hash, func(err error) {
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.Message = err.Error()
				return
			}
			p.info = "Lexique « " + l.Name + " » supprimé."
			if p.inUse.Hash == l.Hash || ui.ChosenLexicon() == l.Hash {
				p.use(ctx, "", app.Undefined())
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
