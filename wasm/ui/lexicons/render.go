package lexicons

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/engine/lexicon"
	"duplicata/wasm/protocol"
	"duplicata/wasm/ui"
	"duplicata/wasm/ui/browser"
	"duplicata/wasm/ui/french"
)

// Render draws the « Lexiques » page.
func (p *Page) Render() app.UI {
	return p.Frame(ui.LexiconsPath, nil, app.Main().Class("main", "lexicons").Body(
		app.Div().Class("side", "lexicons-side").Body(
			&ui.Notice{ID: "lexicon-message", Text: p.Message},
			app.P().ID("lexicon-status").Class("status-line").Text(p.Status),
			p.Retry(),
			app.P().ID("lexicon-info").Class("info").Aria("live", "polite").Text(p.info),
			p.renderList(),
			p.renderImport(),
		),
		p.renderTools(),
	))
}

// renderList is the lexicons: fr-libre and the stored ones, the one in use
// marked.
func (p *Page) renderList() app.UI {
	row := func(id, name string, words int, hash, date string, extra ...app.UI) app.UI {
		displayName := name
		if i, err := strconv.Atoi(id); err == nil && i < len(p.stored) {
			displayName = p.stored[i].Name
		}
		inUse := p.inUse.Hash == hash && hash != ""
		useBtn := app.Button().Type("button").Class("button", "secondary").ID("use-" + id).Text("Utiliser").
			Disabled(!p.Ready || inUse).
			OnClick(func(ctx app.Context, e app.Event) {
				if id == "fr-libre" {
					p.asked(ctx, id, "")
				} else {
					p.asked(ctx, id, hash)
				}
			})
		var facts []string
		if words > 0 {
			facts = append(facts, french.Words.Count(words))
		}
		if hash != "" {
			facts = append(facts, "empreinte "+hash[:min(12, len(hash))])
		}
		if date != "" {
			facts = append(facts, "importé le "+frenchDate(date))
		}
		li := app.Li().Class("lexicon-entry").ID("lexicon-"+id).DataSet("hash", hash).Body(
			app.Div().Class("lexicon-name").Body(append([]app.UI{app.Text(name)}, extra...)...),
			app.Div().Class("lexicon-facts").Text(strings.Join(facts, " · ")),
			app.Div().Class("lexicon-actions").Body(
				app.If(inUse, func() app.UI { return app.Strong().Class("in-use").Text("En service") }),
				app.If(!inUse, func() app.UI { return useBtn }),
			),
			p.renderConfirm(id, displayName),
		)
		if inUse {
			li = li.Aria("current", "true")
		}
		return li
	}
	frWords := 0
	if p.inUse.Lexicon == "fr-libre" {
		frWords = p.inUse.Words
	}
	items := []app.UI{row("fr-libre", "fr-libre", frWords, frLibreHash(p.inUse), "",
		app.Small().Text(" (intégré, libre — ce n'est pas l'ODS)"))}
	for i, l := range p.stored {
		l := l
		id := strconv.Itoa(i)
		items = append(items, row(id, "", l.Words, l.Hash, l.Date,
			app.Input().Type("text").ID("name-"+id).Class("lexicon-rename").Value(l.Name).
				Aria("label", "Nom du lexique").MaxLength(60).
				OnChange(func(ctx app.Context, e app.Event) { p.rename(ctx, l, ctx.JSSrc().Get("value").String()) }),
			app.Button().Type("button").Class("button", "secondary").ID("delete-"+id).Text("Supprimer").
				OnClick(func(ctx app.Context, e app.Event) { p.remove(ctx, l) }),
		))
	}
	return app.Section().Class("lexicon-list").Body(
		app.H2().Text("Lexique des nouvelles parties"),
		app.Ul().ID("lexicons").Body(items...),
	)
}

// frLibreHash is fr-libre's hash when it is the lexicon in use, so that its
// row is marked; fr-libre is in use when no other is.
func frLibreHash(inUse protocol.LoadedLexicon) string {
	if inUse.Lexicon == "fr-libre" {
		return inUse.Hash
	}
	return ""
}

// frenchDate writes an EntryDate as « 24/11/2026 ».
func frenchDate(d string) string {
	if len(d) < 10 {
		return d
	}
	return d[8:10] + "/" + d[5:7] + "/" + d[0:4]
}

var phaseNames = map[string]string{
	"read":              "Lecture du fichier",
	lexicon.PhaseCheck:  "Vérification des mots",
	lexicon.PhaseBuild:  "Construction de l'automate",
	lexicon.PhaseLayout: "Mise en forme",
}

// renderImport is the import: a name, a file to open or drop, the progress
// bar and « Annuler », then what the file held.
func (p *Page) renderImport() app.UI {
	busy := p.compiler != nil
	body := []app.UI{
		app.H2().Text("Importer une liste de mots"),
		app.P().Class("hint").Text("Un fichier texte (.txt), compressé (.txt.gz) ou zip contenant un seul fichier ; UTF-8 ou Windows-1252 ; un mot par ligne, ou le mot en premier champ d'une ligne séparée par des tabulations ou des points-virgules ; les lignes commençant par # sont ignorées."),
		app.Label().For("lexicon-name").Text("Nom"),
		app.Input().Type("text").ID("lexicon-name").MaxLength(60).Placeholder("le nom du fichier").Value(p.name).
			OnChange(func(ctx app.Context, e app.Event) { p.name = ctx.JSSrc().Get("value").String() }),
		app.Label().For("lexicon-file").Text("Fichier"),
		app.Input().Type("file").ID("lexicon-file").Accept(".txt,.gz,.zip,.csv,.tsv,text/plain").Disabled(busy).
			OnChange(func(ctx app.Context, e app.Event) {
				files := ctx.JSSrc().Get("files")
				if files.Length() > 0 {
					p.start(ctx, files.Index(0))
				}
				ctx.JSSrc().Set("value", "")
			}),
		app.Div().ID("lexicon-drop").Class("drop").Text("… ou déposez le fichier ici").
			On("dragover", func(ctx app.Context, e app.Event) { e.PreventDefault() }).
			On("drop", func(ctx app.Context, e app.Event) {
				e.PreventDefault()
				if files := e.Get("dataTransfer").Get("files"); files.Length() > 0 {
					p.start(ctx, files.Index(0))
				}
			}),
	}
	if busy {
		body = append(body, app.Div().Class("compile").Body(
			app.Label().For("compile-progress").ID("compile-phase").Text(phaseNames[p.phase]+" — "+french.Percent(float64(int(p.fraction*100)), 0)),
			app.Progress().ID("compile-progress").Max(1).Value(fmt.Sprintf("%.3f", p.fraction)),
			app.Button().Type("button").Class("button", "secondary").ID("compile-cancel").Text("Annuler").
				OnClick(func(ctx app.Context, e app.Event) { p.cancel(ctx) }),
		))
	}
	if browser.Present(p.unsaved) {
		body = append(body, app.Button().Type("button").Class("button").ID("use-unsaved").
			Text("Utiliser « "+p.unsavedOf.Lexicon+" » pour cette session").
			OnClick(func(ctx app.Context, e app.Event) { p.use(ctx, p.unsavedOf.Hash, p.unsaved) }))
	}
	if p.report != nil {
		body = append(body, renderReport(p.report))
	}
	return app.Section().Class("import", "lexicon-import").Body(body...)
}

// renderReport says what a file held besides words: the lines rejected by
// kind and the first of them.
func renderReport(ir *protocol.ImportReport) app.UI {
	r := ir.Report
	var kinds []app.UI
	for k, n := range r.ByKind {
		if n > 0 {
			kinds = append(kinds, app.Li().Text(french.Number(n)+" : "+rejectLabels[k]))
		}
	}
	var examples []app.UI
	for _, e := range r.Examples[:min(len(r.Examples), 8)] {
		examples = append(examples, app.Li().Text(fmt.Sprintf("ligne %d : « %s » (%s)", e.Line, e.Text, rejectLabels[e.Kind])))
	}
	source := ir.Encoding
	if ir.File != "" {
		source = ir.File + ", " + source
	}
	return app.Div().ID("import-report").Class("report").Body(
		app.P().Text(fmt.Sprintf("%s (%s) : %s, %s, %s, %s.",
			french.ReadLines.Count(r.Lines), source, french.Duplicates.Count(r.Duplicates), french.Comments.Count(r.Comments), french.BlankLines.Count(r.Blank), french.Refused.Count(r.Rejected))),
		app.If(len(kinds) > 0, func() app.UI { return app.Ul().ID("rejected-kinds").Body(kinds...) }),
		app.If(len(examples) > 0, func() app.UI {
			return app.Details().Body(app.Summary().Text("Premières lignes refusées"), app.Ul().ID("rejected-examples").Body(examples...))
		}),
	)
}

// rejectLabels names the kinds of refused lines (lexicon.RejectKind).
var rejectLabels = [lexicon.RejectKinds]string{
	lexicon.RejectLength:    "moins de 2 ou plus de 15 lettres",
	lexicon.RejectCharacter: "caractère qui n'est pas une lettre",
	lexicon.RejectSpaces:    "plusieurs mots sur la ligne",
	lexicon.RejectEncoding:  "texte mal encodé",
	lexicon.RejectLongLine:  "ligne trop longue",
}

// renderTools is the word tools, asked of the engine in the lexicon in use.
func (p *Page) renderTools() app.UI {
	form := func(tool protocol.Kind, id, label, placeholder, button string) app.UI {
		return app.Form().Class("tool").ID("tool-"+id).OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			p.ask(ctx, tool, app.Window().GetElementByID("input-"+id).Get("value").String())
		}).Body(
			app.Label().For("input-"+id).Text(label),
			app.Div().Class("tool-row").Body(
				app.Input().Type("text").ID("input-"+id).Placeholder(placeholder).AutoComplete(false).Spellcheck(false),
				app.Button().Type("submit").Class("button").ID("ask-"+id).Text(button).Disabled(!p.Ready),
			),
			app.If(p.answer != nil && p.tool == tool, func() app.UI { return renderAnswer(tool, *p.answer) }),
		)
	}
	return app.Section().Class("tools").Body(
		app.H2().Text("Outils — lexique « "+p.inUse.Lexicon+" »"),
		form(protocol.Check, "check", "Vérificateur", "un mot", "Vérifier"),
		form(protocol.Anagrams, "anagrams", "Anagrammes (jokers : ?, deux au plus)", "AEINRST ou AEST??R", "Chercher"),
		form(protocol.Extend, "extensions", "7 + 1 : les mots du tirage plus une lettre", "AEINRST", "Chercher"),
	)
}

// renderAnswer is a word tool's answer.
func renderAnswer(tool protocol.Kind, r protocol.Reply) app.UI {
	out := app.Div().Class("answer").ID("answer").Aria("live", "polite")
	w, err := ui.Expect[protocol.WordsFound](r)
	if f := r.Err(); f != nil {
		err = f
	}
	switch {
	case err != nil:
		return out.Body(app.P().Class("message").Text(err.Error()))
	case tool == protocol.Anagrams:
		return out.Body(app.P().Text(w.Word+" : "+french.Anagrams.Count(len(w.Found))), app.P().Class("words").Text(strings.Join(w.Found, " ")))
	case tool == protocol.Extend:
		var rows []app.UI
		n := 0
		for _, x := range w.Extensions {
			n += len(x.Words)
			rows = append(rows, app.Li().Body(app.Strong().Text("+"+string(rune(x.Letter))+" "), app.Text(strings.Join(x.Words, " "))))
		}
		return out.Body(app.P().Text(w.Word+" + 1 lettre : "+french.Words.Count(n)), app.Ul().Class("words").Body(rows...))
	}
	verdict := "n'est pas valable"
	if w.Valid {
		verdict = "est valable"
	}
	return out.DataSet("valid", strconv.FormatBool(w.Valid)).Body(app.P().Text(w.Word + " " + verdict + " dans « " + w.Lexicon + " »."))
}
