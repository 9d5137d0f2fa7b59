package library

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui/browser"
)

// ImportForm takes a game from elsewhere: a file opened or its text
// pasted — our JSON or text form, the FFSc TXT export, Eliot's XML.
type ImportForm struct {
	app.Compo
	Enabled bool
	// Dispatch is the page's (its context's): a file is read
	// asynchronously, and go-app drops the dispatches of an element it
	// re-rendered meanwhile.
	Dispatch func(func(app.Context))
	OnImport func(ctx app.Context, text, file string) // file: the file's name, "" for pasted text
}

// Render draws the form.
func (f *ImportForm) Render() app.UI {
	return app.Form().Class("import").ID("import").Aria("label", "Importer une partie").
		OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			text := app.Window().GetElementByID("import-text").Get("value").String()
			if f.OnImport != nil {
				f.OnImport(ctx, text, "")
			}
		}).Body(
		app.H2().Text("Importer une partie"),
		app.P().Class("help").Text("Fichier JSON ou texte de Duplicata, export TXT de la FFSc, fichier XML d'Eliot."),
		app.Label().For("import-file").Text("Ouvrir un fichier"),
		app.Input().Type("file").ID("import-file").Accept(".txt,.xml,.json,text/plain,application/xml,application/json").
			Disabled(!f.Enabled).
			OnChange(func(ctx app.Context, e app.Event) {
				files := ctx.JSSrc().Get("files")
				if files.Get("length").Int() == 0 {
					return
				}
				name := files.Index(0).Get("name").String()
				dispatch := ctx.Dispatch
				if f.Dispatch != nil {
					dispatch = f.Dispatch
				}
				readFile(files.Index(0), func(text string) {
					dispatch(func(ctx app.Context) {
						if f.OnImport != nil {
							f.OnImport(ctx, text, name)
						}
					})
				})
			}),
		app.Label().For("import-text").Text("ou coller son contenu"),
		app.Textarea().ID("import-text").Rows(5).Attr("spellcheck", "false"),
		app.Button().Type("submit").ID("import-button").Class("button").Text("Importer").Disabled(!f.Enabled),
	)
}

// readFile reads a file's text: UTF-8 if it is, else Windows-1252 (the
// FFSc's export).
func readFile(file app.Value, done func(string)) {
	browser.Await(file.Call("arrayBuffer"), func(buf app.Value, errName string) {
		if errName != "" {
			done("")
			return
		}
		win := app.Window()
		text := ""
		func() {
			defer func() {
				if recover() != nil {
					text = win.Get("TextDecoder").New("windows-1252").Call("decode", buf).String()
				}
			}()
			text = win.Get("TextDecoder").New("utf-8", map[string]any{"fatal": true}).Call("decode", buf).String()
		}()
		done(text)
	})
}
