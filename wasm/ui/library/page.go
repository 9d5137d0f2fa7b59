// Package library is the library page (/bibliotheque): the games played
// and imported (kept in IndexedDB, see ui.ListEntries), a game replayed
// turn by turn with each turn's best moves, import (files, pasted text,
// typed draws), export and share links. Every reading and writing of a
// record is the engine worker's.
package library

import (
	"duplicata/wasm/ui"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/game"
	"duplicata/engine/record"
	"duplicata/engine/share"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
)

// Page is the library page. Its state lives here; the games live in
// IndexedDB.
type Page struct {
	app.Compo
	ui.Shell

	entries []ui.Entry
	open    *ui.Entry       // the game replayed
	an      *game.Analysis  // its analysis under our lexicon
	turn    int             // the turn shown, from 1
	best    []record.Move   // that turn's best moves
	shown   int             // the move shown on the board: -1 the record's top, else a best move
	studied *record.Move    // the full analysis's move shown on the board, over shown
	exports string          // the last export's text
	link    string          // the last share link
	kept    map[string]bool // the hashes of the lexicons this browser keeps
	filter  Filter          // what the list shows
	deleted *ui.Entry       // the game last deleted, until « Annuler » or another deletion
	waiting []ui.KeptGame   // the games in progress waiting for another lexicon
	aside   []ui.SetAsideRecord
}

// OnMount starts the page's shell (the engine, its lexicon, the keys)
// and reads the library once the engine is ready.
func (l *Page) OnMount(ctx app.Context) {
	open := ctx.Page().URL().Query().Get(ui.OpenParam) // a game to replay, named by its id (Statistiques links here)
	l.Mount(ctx, l.key, nil, func(ctx app.Context) { l.reload(ctx, open) })
}

// OnDismount stops the page's shell.
func (l *Page) OnDismount() { l.Dismount() }

// reload reads the library again, then opens the game with the id, if any.
func (l *Page) reload(ctx app.Context, openID string) {
	l.waiting, l.aside = ui.WaitingGames(), ui.SetAsideRecords()
	ui.ListLexicons(func(ls []ui.StoredLexicon, err error) {
		if err != nil {
			return // unknown: no game is said to lack its lexicon
		}
		kept := make(map[string]bool, len(ls))
		for _, s := range ls {
			kept[s.Hash] = true
		}
		l.Ctx.Dispatch(func(ctx app.Context) { l.kept = kept })
	})
	ui.ListEntries(func(es []ui.Entry, err error) {
		l.Ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				l.Message = "La bibliothèque n'a pas pu être lue : " + err.Error() + "."
				return
			}
			l.entries = es
			for i := range es {
				if es[i].ID == openID {
					notice := l.Message
					l.replay(ctx, &es[i])
					l.Message = notice // the import's notice stays while its game opens
				}
			}
		})
	})
}

// send posts a request and hands the reply to then, in the page's context;
// an error or a refusal becomes the message.
func (l *Page) send(m protocol.Payload, then func(ctx app.Context, r protocol.LibraryAnswer)) {
	l.Engine.Ask(l.Ctx, m, func(ctx app.Context, reply protocol.Reply, err error) {
		if err != nil {
			l.Message = err.Error()
			return
		}
		r, err := ui.Expect[protocol.LibraryAnswer](reply)
		if err != nil {
			l.Message = err.Error()
			return
		}
		then(ctx, r)
	})
}

// replay opens a game: the worker analyses it, giving each turn's board.
func (l *Page) replay(ctx app.Context, e *ui.Entry) {
	rec := e.Record
	l.Message, l.exports, l.link = "", "", ""
	l.send(protocol.ImportGame{Record: &rec}, func(ctx app.Context, r protocol.LibraryAnswer) {
		l.open, l.an = e, r.Analysis
		l.goTo(ctx, 1)
		browser.FocusAfterRender("replay-next")
	})
}

// goTo shows turn n and asks for its best moves.
func (l *Page) goTo(ctx app.Context, n int) {
	if l.an == nil || len(l.an.Turns) == 0 {
		return
	}
	n = max(1, min(n, len(l.an.Turns)))
	l.turn, l.best, l.shown, l.studied = n, nil, -1, nil
	rec := l.open.Record
	l.send(protocol.BestMoves{Record: &rec, Turn: n}, func(ctx app.Context, r protocol.LibraryAnswer) {
		if l.turn == n {
			l.best = r.Best
		}
	})
}

// key steps through the replay with the arrows, Home and End.
func (l *Page) key(ctx app.Context, e app.Value) {
	if l.an == nil {
		ctx.PreventUpdate()
		return
	}
	// Keys typed in a field are the field's; the slider's arrows move it
	// (and it tells the page).
	target := e.Get("target")
	switch strings.ToUpper(target.Get("tagName").String()) {
	case "TEXTAREA", "SELECT":
		ctx.PreventUpdate()
		return
	case "INPUT":
		if t := target.Get("type").String(); t != "file" && t != "button" && t != "checkbox" && t != "radio" {
			ctx.PreventUpdate()
			return
		}
	}
	switch e.Get("key").String() {
	case "ArrowLeft":
		l.goTo(ctx, l.turn-1)
	case "ArrowRight":
		l.goTo(ctx, l.turn+1)
	case "Home":
		l.goTo(ctx, 1)
	case "End":
		l.goTo(ctx, len(l.an.Turns))
	default:
		ctx.PreventUpdate()
		return
	}
	e.Call("preventDefault")
}

// importDraws makes a game of draws typed one a line: the worker finds
// the tops; the game goes into the library, then opens.
func (l *Page) importDraws(ctx app.Context, formula, text string) {
	link := share.Link{Formula: formula, Draws: strings.Split(text, "\n")}
	l.Message = "Calcul des tops…"
	l.send(protocol.ImportGame{Link: &link}, func(ctx app.Context, r protocol.LibraryAnswer) {
		l.add(ctx, r.Record, "")
	})
}

// importText reads a file's text (file: its name; "" for pasted text):
// the worker parses it; a game it can replay goes into the library, then
// opens.
func (l *Page) importText(ctx app.Context, text, file string) {
	switch {
	case file != "" && strings.TrimSpace(text) == "":
		l.Message = "Le fichier « " + file + " » est vide : rien n'a été ajouté à la bibliothèque."
		return
	case strings.TrimSpace(text) == "":
		l.Message = "Collez le contenu d'un fichier de partie, ou choisissez un fichier."
		return
	}
	l.Message = "Lecture…"
	l.send(protocol.ImportGame{Text: text}, func(ctx app.Context, r protocol.LibraryAnswer) {
		l.add(ctx, r.Record, r.Message)
	})
}

// add puts an imported game in the library and opens it; notice, from the
// worker, says which form was read and what it said of the game. A game
// already there is not copied: the page says so and opens it.
func (l *Page) add(ctx app.Context, rec *record.Record, notice string) {
	if e, ok := sameRecord(l.entries, rec); ok {
		when := e.Date
		if t, err := time.Parse(time.RFC3339, e.Date); err == nil {
			when = french.DateTime(t.Local())
		}
		l.filter = Filter{}
		l.Message = "Cette partie est déjà dans la bibliothèque (" + entryKindName[e.Kind] + ", " + when + ") : elle n'a pas été ajoutée une seconde fois."
		msg := l.Message
		l.reload(ctx, e.ID)
		l.Message = msg
		return
	}
	now := time.Now()
	e := ui.Entry{
		ID: fmt.Sprintf("import-%d", now.UnixMilli()), Kind: "import", Date: now.UTC().Format(ui.EntryDate),
		Formula: rec.Formula, Lexicon: rec.Lexicon, Seed: rec.Seed, Record: *rec,
	}
	ui.SaveEntry(e, func(err error) {
		l.Ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				l.Message = "La partie n'a pas pu être ajoutée à la bibliothèque : " + err.Error() + "."
				return
			}
			l.Message = strings.TrimSpace("Partie importée : " + french.Turns.Count(len(e.Record.Turns)) + ". " + notice)
			l.filter = Filter{}
			l.reload(ctx, e.ID)
		})
	})
}

// remove deletes a game from the library; « Annuler » puts it back.
func (l *Page) remove(ctx app.Context, e ui.Entry) {
	ui.DeleteEntry(e.ID, func(err error) {
		l.Ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				l.Message = "La partie n'a pas pu être supprimée : " + err.Error() + "."
				return
			}
			if l.open != nil && l.open.ID == e.ID {
				l.open, l.an = nil, nil
			}
			l.deleted = &e
			l.Message = ""
			browser.FocusAfterRender("undo-delete")
			l.reload(ctx, "")
		})
	})
}

// undo puts the game last deleted back in the library.
func (l *Page) undo(ctx app.Context) {
	e := l.deleted
	if e == nil {
		return
	}
	ui.SaveEntry(*e, func(err error) {
		l.Ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				l.Message = "La partie n'a pas pu être remise : " + err.Error() + "."
				return
			}
			l.deleted = nil
			l.Message = "La partie est de nouveau dans la bibliothèque."
			l.reload(ctx, "")
		})
	})
}

// resumeKept goes on with a game waiting for another lexicon: the lexicon
// is loaded, the game made its page's again, and the page opened.
func (l *Page) resumeKept(ctx app.Context, g ui.KeptGame) {
	path := ui.SoloPath
	if g.Topping() {
		path = ui.ToppingPath
	}
	back := func(ctx app.Context) {
		ui.TakeBack(g)
		ctx.Navigate(path)
	}
	if cur, ok := l.Engine.Loaded(); ok && cur.Hash == g.Hash {
		back(ctx)
		return
	}
	hash := g.Hash
	if g.Lexicon == "fr-libre" {
		hash = ""
	}
	l.Message = "Chargement du lexique « " + g.Lexicon + " »…"
	l.Engine.Use(l.Ctx, hash, app.Undefined(), func(ctx app.Context, r protocol.LoadedLexicon, err error) {
		if err != nil {
			l.Message = err.Error() + " Pour reprendre cette partie, importez de nouveau la liste « " + g.Lexicon + " » dans « Lexiques » ; « Exporter » la garde dans un fichier."
			return
		}
		back(ctx)
	})
}

// export writes the open game in a format; the text is offered as a file.
func (l *Page) export(ctx app.Context, format string) {
	rec := l.open.Record
	l.send(protocol.ExportGame{Format: format, Record: &rec}, func(ctx app.Context, r protocol.LibraryAnswer) {
		l.exports = r.Text
		ext := map[string]string{"json": "json", "text": "txt", "eliot": "xml", "ffsc": "ffsc.txt"}[format]
		browser.Download(fmt.Sprintf("duplicata-%s.%s", l.open.ID, ext), "", r.Text)
	})
}

// linkOf is a game's share link: a numbered game by its number and
// formula, any other by its draws; a game played on a lexicon other than
// fr-libre names it by its hash (ui.LinkLexicon).
func linkOf(e *ui.Entry) share.Link {
	lex := ui.LinkLexicon(e.Record.Lexicon, e.Record.LexiconHash)
	if e.Seed > 0 && len(e.Record.Turns) > 0 && e.Kind != "import" {
		return share.Link{Seed: e.Seed, Formula: e.Formula, Lexicon: lex}
	}
	var draws []string
	for _, t := range e.Record.Turns {
		draws = append(draws, t.Draw)
	}
	return share.Link{Formula: e.Formula, Draws: draws, Lexicon: lex}
}

// shareLink makes the open game's share link.
func (l *Page) shareLink(ctx app.Context) {
	link := linkOf(l.open)
	l.send(protocol.ShareGame{Link: &link}, func(ctx app.Context, r protocol.LibraryAnswer) {
		u := *app.Window().URL()
		u.Path, u.RawQuery, u.Fragment = ui.SoloPath, url.Values{"partie": {r.Text}}.Encode(), ""
		l.link = u.String()
	})
}

// again opens a new game on the same draws, solo or topping (path): a
// numbered game by its number, any other by its draws.
func (l *Page) again(ctx app.Context, path string) {
	e := l.open
	if link := linkOf(e); link.Seed > 0 {
		q := url.Values{"numero": {strconv.FormatUint(e.Seed, 10)}, "formule": {e.Formula}}
		ctx.Navigate(path + "?" + q.Encode())
		return
	}
	link := linkOf(e)
	l.send(protocol.ShareGame{Link: &link}, func(ctx app.Context, r protocol.LibraryAnswer) {
		ctx.Navigate(path + "?" + url.Values{"partie": {r.Text}}.Encode())
	})
}

// undoLine says a game was deleted, with « Annuler », while it can be put
// back.
func (l *Page) undoLine() app.UI {
	if l.deleted == nil {
		return nil
	}
	return app.P().ID("deleted").Class("undo-line").Role("status").Body(
		app.Text("Partie supprimée de la bibliothèque. "),
		app.Button().Type("button").ID("undo-delete").Class("button", "secondary").Text("Annuler").
			OnClick(func(ctx app.Context, e app.Event) { l.undo(ctx) }),
	)
}

// Render draws the page.
func (l *Page) Render() app.UI {
	var main []app.UI
	if l.open != nil && l.an != nil {
		main = append(main, &Replay{
			Entry: *l.open, Lexicon: l.Lexicon, Analysis: *l.an, Turn: l.turn, Best: l.best, Shown: l.shown, Link: l.link,
			OnTurn:    l.goTo,
			OnShow:    func(ctx app.Context, i int) { l.shown, l.studied = i, nil },
			Studied:   l.studied,
			OnStudy:   func(ctx app.Context, m record.Move) { l.studied = &m },
			OnClose:   func(ctx app.Context) { l.open, l.an = nil, nil },
			OnExport:  l.export,
			OnShare:   l.shareLink,
			OnAgain:   func(ctx app.Context) { l.again(ctx, ui.SoloPath) },
			OnTopping: func(ctx app.Context) { l.again(ctx, ui.ToppingPath) },
		})
	}
	shown := l.filter.Filtered(l.entries, time.Now())
	// The page's answers under the import's button, brought into view;
	// once a game is open (an import's, most often), above its replay,
	// which the answer is about: not 1,000 px under it.
	var top, under app.UI = nil, l.StatusLine("message")
	if len(main) > 0 {
		top, under = under, nil
		main = append([]app.UI{top}, main...)
	}
	main = append(main,
		app.Div().Class("side", "library-side").Body(
			&FilterForm{Filter: l.filter, Formulas: formulasOf(l.entries), Shown: len(shown), Total: len(l.entries),
				OnChange: func(ctx app.Context, f Filter) { l.filter = f }},
			l.undoLine(), // beside the list its « Supprimer » was in
			&List{Entries: shown, Kept: l.kept, Filtered: l.filter.Active(),
				OnOpen:   func(ctx app.Context, i int) { l.replay(ctx, &shown[i]) },
				OnDelete: func(ctx app.Context, i int) { l.remove(ctx, shown[i]) }},
			&Kept{Waiting: l.waiting, Aside: l.aside, Enabled: l.Ready, OnResume: l.resumeKept,
				OnDrop: func(ctx app.Context, key string) { ui.Drop(key); l.aside = ui.SetAsideRecords() }},
			&ImportForm{Enabled: l.Ready, Dispatch: l.Ctx.Dispatch, OnImport: l.importText},
			under,
			l.Retry(),
			&DrawsForm{Enabled: l.Ready, OnDraws: l.importDraws},
		),
	)
	return l.Frame(ui.LibraryPath, nil, app.Main().Class("main", "library").Body(main...))
}
