// Package about is « À propos » (/a-propos): what Duplicata plays with —
// the lexicon in use, fr-libre's licence and notice, the lexicons the
// player imported — and the plain statement that fr-libre is not the ODS.
package about

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
)

// Page is « À propos ».
type Page struct {
	app.Compo
	ui.Shell
	stored []ui.StoredLexicon
}

// OnMount starts the page's shell and reads the stored lexicons.
func (a *Page) OnMount(ctx app.Context) {
	a.Mount(ctx, nil, nil, nil)
	ui.ListLexicons(func(ls []ui.StoredLexicon, err error) {
		ctx.Dispatch(func(ctx app.Context) { a.stored = ls })
	})
}

// OnDismount stops the page's shell.
func (a *Page) OnDismount() { a.Dismount() }

// Render draws the page.
func (a *Page) Render() app.UI {
	var own []app.UI
	for _, l := range a.stored {
		own = append(own, app.Li().Text("« "+l.Name+" » ("+french.Words.Count(l.Words)+", empreinte "+l.Hash[:min(12, len(l.Hash))]+
			") : importé par vous depuis votre propre liste ; il reste dans ce navigateur et sa licence est celle de votre liste."))
	}
	lexicon := a.Lexicon
	if lexicon == "" {
		lexicon = "fr-libre"
	}
	return a.Frame(ui.AboutPath, nil, app.Main().Class("main").Body(app.Article().Class("about").ID("about").Body(
		app.H2().Text("À propos de Duplicata"),
		app.P().Text("Duplicata est un entraîneur de Scrabble duplicate : le moteur, dans votre navigateur, trouve le top de chaque coup."),
		privacy(),
		app.H2().Text("Lexiques"),
		app.P().Body(app.Text("Lexique des nouvelles parties : "), app.Strong().ID("about-lexicon").Text(lexicon), app.Text(".")),
		app.P().ID("not-ods").Body(app.Strong().Text("fr-libre n'est pas l'ODS."),
			app.Text(" L'Officiel du Scrabble (ODS) est le lexique des compétitions de Scrabble francophone ; il est protégé et Duplicata ne le fournit pas. fr-libre contient environ "+french.Percent(88.5, 1)+" des mots de l'ODS, et environ "+french.Percent(11, 0)+" de ses mots n'y sont pas : les tops calculés avec fr-libre diffèrent donc des tops officiels. Si vous possédez une liste de mots, importez-la dans la page « Lexiques » : elle est compilée et gardée dans ce navigateur, jamais envoyée ailleurs.")),
		app.H2().Text("fr-libre et sa licence"),
		app.P().Text("fr-libre (406 213 mots) est distribué sous la licence publique Mozilla 2.0 (MPL 2.0) :"),
		app.Blockquote().Text("Lexique dérivé des « Dictionnaires orthographiques français » de Grammalecte (Olivier R. et les contributeurs de Dicollecte) — version 7.5 « Classique » (paquet npm dictionary-fr 3.0.0) et version 7.0 « Toutes variantes » (paquet Debian hunspell-fr-comprehensive 1:7.0-1), sous licence MPL 2.0. Modifications : génération de toutes les formes fléchies, retrait des entrées NOSUGGEST/KEEPCASE, des formes élidées, composées, à majuscule ou à chiffres, suppression des accents et développement des ligatures (Œ→OE, Æ→AE), limitation aux mots de 2 à 15 lettres A–Z."),
		app.Ul().Body(
			app.Li().Body(app.A().Href("/web/fr-libre-NOTICE.txt").Text("l'avis (NOTICE) de fr-libre")),
			app.Li().Body(app.A().Href("/web/fr-libre-LICENSE-MPL-2.0.txt").Text("le texte de la licence MPL 2.0")),
			app.Li().Body(app.A().Href("/web/fr-libre-README_dict_fr.txt").Text("les contributeurs des dictionnaires d'origine")),
		),
		app.P().Text("La forme source de fr-libre (la liste en texte, engine/lexicon/frlibre/fr-libre.txt.gz) est dans le dépôt de Duplicata ; le fichier compilé que télécharge l'application en est tiré."),
		app.If(len(own) > 0, func() app.UI {
			return app.Div().Body(app.H2().Text("Vos lexiques"), app.Ul().ID("about-own").Body(own...))
		}),
		app.H2().Text("Marques"),
		app.P().Text("Scrabble® est une marque déposée. Duplicata n'est ni affilié à ses titulaires ni à la Fédération internationale de Scrabble francophone."),
	)),
	)
}
