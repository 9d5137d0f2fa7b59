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
func (l *Page) send(m protocol.Payload, then func(ctx app.Context, r protocol.Library)) {
	l.Engine.Ask(l.Ctx, m, func(ctx app.Context, reply protocol.Reply, err error) {
		if err != nil {
			l.Message = err.Error()
			return
		}
		r, err := ui.Expect[protocol.Library](reply)
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
	l.send(protocol.ImportGame{Record: &rec}, func(ctx app.Context, r protocol.Library) {
		l.open, l.an = e, r.Analysis
		l.goTo(ctx, 1)
		ui.FocusAfterRender("replay-next")
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
	l.send(protocol.BestMoves{Record: &rec, Turn: n}, func(ctx app.Context, r protocol.Library) {
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
	l.send(protocol.ImportGame{Link: &link}, func(ctx app.Context, r protocol.Library) {
		l.add(ctx, r.Record, "")
	})
}

// importText reads a file's text: the worker parses it; a game it can
// replay goes into the library, then opens.
func (l *Page) importText(ctx app.Context, text string) {
	if strings.TrimSpace(text) == "" {
		l.Message = "Collez le contenu d'un fichier de partie, ou choisissez un fichier."
		return
	}
	l.Message = "Lecture…"
	l.send(protocol.ImportGame{Text: text}, func(ctx app.Context, r protocol.Library) {
		l.add(ctx, r.Record, r.Message)
	})
}

// add puts an imported game in the library and opens it; notice, from the
// worker, says which form was read and what it said of the game.
func (l *Page) add(ctx app.Context, rec *record.Record, notice string) {
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
			l.Message = strings.TrimSpace(fmt.Sprintf("Partie importée : %d coups. %s", len(e.Record.Turns), notice))
			l.reload(ctx, e.ID)
		})
	})
}

// export writes the open game in a format; the text is offered as a file.
func (l *Page) export(ctx app.Context, format string) {
	rec := l.open.Record
	l.send(protocol.ExportGame{Format: format, Record: &rec}, func(ctx app.Context, r protocol.Library) {
		l.exports = r.Text
		ext := map[string]string{"json": "json", "text": "txt", "eliot": "xml"}[format]
		ui.Download(fmt.Sprintf("duplicata-%s.%s", l.open.ID, ext), "", r.Text)
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
	l.send(protocol.ShareGame{Link: &link}, func(ctx app.Context, r protocol.Library) {
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
	l.send(protocol.ShareGame{Link: &link}, func(ctx app.Context, r protocol.Library) {
		ctx.Navigate(path + "?" + url.Values{"partie": {r.Text}}.Encode())
	})
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
			&List{Entries: l.entries, Kept: l.kept, OnOpen: func(ctx app.Context, i int) { l.replay(ctx, &l.entries[i]) }},
			&ImportForm{Enabled: l.Ready, OnImport: l.importText},
			under,
			l.Retry(),
			&DrawsForm{Enabled: l.Ready, OnDraws: l.importDraws},
		),
	)
	return l.Frame(ui.LibraryPath, nil, app.Main().Class("main", "library").Body(main...))
}
