package ui

import (
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/protocol"
)

// LexiconsPath is the « Lexiques » page: the lexicons the player imported,
// the one chosen for new games, the import of a word list and the word
// tools.
const LexiconsPath = "/lexiques"

// LexiconsPage holds the page's state; the lexicons live in IndexedDB
// (lexicons.go), every word list is read and compiled in a worker
// (Compiler) and every word question is the engine's.
type LexiconsPage struct {
	app.Compo
	engine  *Client
	mounted app.Context
	ready   bool
	inUse   protocol.Reply // the engine's lexicon (Loaded)
	message string         // what went wrong, in French
	info    string         // what went well
	stored  []StoredLexicon

	// The import under way, or its outcome.
	name      string
	compiler  *Compiler
	phase     string
	fraction  float64
	report    *protocol.ImportReport
	unsaved   app.Value // a compiled lexicon that could not be stored
	unsavedOf protocol.Reply

	// The word tools: the last question and its answer.
	tool   protocol.Kind
	answer *protocol.Reply
}

// OnMount waits for the engine and reads the stored lexicons.
func (p *LexiconsPage) OnMount(ctx app.Context) {
	p.mounted = ctx
	p.engine = Engine()
	p.engine.OnLoad(func(r protocol.Reply) {
		ctx.Dispatch(func(ctx app.Context) {
			if r.Type == protocol.Error {
				p.message = r.Message
				return
			}
			p.ready, p.inUse = true, r
		})
	})
	p.list(ctx)
}

// OnDismount ends a compilation left running.
func (p *LexiconsPage) OnDismount() {
	if p.compiler != nil {
		p.compiler.Cancel()
	}
}

func (p *LexiconsPage) list(ctx app.Context) {
	ListLexicons(func(ls []StoredLexicon, err error) {
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.message = err.Error()
				return
			}
			p.stored = ls
		})
	})
}

// start compiles the file chosen or dropped.
func (p *LexiconsPage) start(ctx app.Context, file app.Value) {
	if !file.Truthy() || p.compiler != nil {
		return
	}
	name := strings.TrimSpace(p.name)
	if name == "" {
		name = baseName(file.Get("name").String())
	}
	p.message, p.info, p.report, p.unsaved = "", "", nil, app.Undefined()
	p.phase, p.fraction = "read", 0
	p.compiler = Compile(ctx, file, name,
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
func (p *LexiconsPage) cancel(ctx app.Context) {
	if p.compiler != nil {
		p.compiler.Cancel()
		p.compiler = nil
		p.info = "Import annulé : rien n'a été enregistré."
	}
}

// compiled stores a compiled lexicon, or says why there is none.
func (p *LexiconsPage) compiled(ctx app.Context, r protocol.Reply, data app.Value) {
	p.compiler, p.report = nil, r.Import
	if err := r.Err(); err != nil {
		p.message = err.Error()
		return
	}
	l := StoredLexicon{Hash: r.Hash, Name: r.Lexicon, Words: r.Words, Date: time.Now().UTC().Format(EntryDate), Size: data.Get("length").Int()}
	SaveLexicon(l, data, func(err error) {
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.message = err.Error() + " Vous pouvez l'utiliser pour cette session seulement."
				p.unsaved, p.unsavedOf = data, r
				return
			}
			p.name = ""
			p.info = "Lexique « " + l.Name + " » importé : " + frenchInt(l.Words) + " mots."
			p.list(ctx)
		})
	})
}

// use loads a lexicon for the games to come: "" is fr-libre.
func (p *LexiconsPage) use(ctx app.Context, hash string, data app.Value) {
	p.message, p.info = "", ""
	p.ready = false
	p.engine.Use(ctx, hash, data, func(ctx app.Context, r protocol.Reply, err error) {
		p.ready = true
		if err != nil {
			p.message = err.Error()
			return
		}
		p.inUse, p.answer = r, nil
		p.info = "Les nouvelles parties se jouent avec le lexique « " + r.Lexicon + " »."
		if present(data) {
			p.info += " Il n'est pas enregistré : au prochain chargement, fr-libre reprend."
		}
	})
}

// remove deletes a stored lexicon; fr-libre comes back if it was in use.
func (p *LexiconsPage) remove(ctx app.Context, l StoredLexicon) {
	if !app.Window().Call("confirm", "Supprimer le lexique « "+l.Name+" » ? Les parties jouées avec lui restent dans la bibliothèque.").Bool() {
		return
	}
	DeleteLexicon(l.Hash, func(err error) {
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.message = err.Error()
				return
			}
			p.info = "Lexique « " + l.Name + " » supprimé."
			if p.inUse.Hash == l.Hash || ChosenLexicon() == l.Hash {
				p.use(ctx, "", app.Undefined())
			}
			p.list(ctx)
		})
	})
}

// rename gives a stored lexicon a new name.
func (p *LexiconsPage) rename(ctx app.Context, l StoredLexicon, name string) {
	name = strings.TrimSpace(name)
	if name == "" || name == l.Name {
		return
	}
	RenameLexicon(l.Hash, name, func(err error) {
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.message = err.Error()
				return
			}
			p.info = "Lexique renommé « " + name + " »."
			p.list(ctx)
		})
	})
}

// ask puts a word tool's question to the engine.
func (p *LexiconsPage) ask(ctx app.Context, tool protocol.Kind, text string) {
	if strings.TrimSpace(text) == "" {
		return
	}
	p.tool, p.answer = tool, nil
	p.engine.Ask(ctx, protocol.Request{Type: tool, Text: text}, func(ctx app.Context, r protocol.Reply, err error) {
		if err != nil {
			p.answer = &protocol.Reply{Type: protocol.Error, Message: err.Error()}
			return
		}
		p.answer = &r
	})
}

// frenchInt writes a count with narrow spaces between thousands, as
// French does.
func frenchInt(n int) string {
	s := strconv.Itoa(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && c != '-' && s[i-1] != '-' && (len(s)-i)%3 == 0 {
			b.WriteString("\u202f")
		}
		b.WriteRune(c)
	}
	return b.String()
}

// present reports whether v holds a JavaScript value: not nil (as in the
// prerendering, where nothing is), undefined or null.
func present(v app.Value) bool { return v != nil && v.Truthy() }
