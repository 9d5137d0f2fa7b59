// Package help is « Aide » (/aide): duplicate in a few paragraphs with the
// FISF's rules to read in full, placing tiles by touch and by keyboard,
// the verdicts of a correction and what they mean, and the keys (the
// « Raccourcis » list of ui/french, the one the board shows).
package help

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"duplicata/wasm/ui"
	"duplicata/wasm/ui/french"
)

// Page is the help page: text only, it needs no engine.
type Page struct {
	app.Compo
	ui.Shell
}

// OnMount starts the shell (the header's lexicon).
func (p *Page) OnMount(ctx app.Context) { p.Mount(ctx, nil, nil, nil) }

// OnDismount stops it.
func (p *Page) OnDismount() { p.Dismount() }

// Render draws the page.
func (p *Page) Render() app.UI {
	var keys []app.UI
	for _, k := range french.ShortcutList {
		keys = append(keys, app.Dt().Body(app.Kbd().Text(k.Keys)), app.Dd().Text(k.Does))
	}
	section := func(id, title string, body ...app.UI) app.UI {
		return app.Section().Class("help-part").Aria("labelledby", id).Body(append([]app.UI{app.H2().ID(id).Text(title)}, body...)...)
	}
	return p.Frame(ui.HelpPath, nil, app.Main().Class("main", "help-main").Body(
		app.Article().ID("help").Class("help-page").Body(
			app.H1().Text("Aide"),
			section("help-duplicate", "Le duplicate en quelques mots",
				app.P().Text("Au Scrabble duplicate, chaque joueur a le même tirage et la même grille\u00a0: on ne joue pas les uns contre les autres, mais contre le meilleur coup possible, le top. À chaque coup, vous cherchez le mot qui rapporte le plus de points avec les lettres du tirage et celles de la grille."),
				app.P().Text("À la fin du temps, le top est posé sur la grille, pour tous, et votre coup est noté\u00a0: vous marquez les points de votre mot, le top marque les siens. Le tirage suivant complète le reliquat (les lettres que le top n'a pas utilisées). Il doit compter au moins deux voyelles et deux consonnes jusqu'au 15e coup, une de chaque ensuite (§4.2)\u00a0; sinon il y a rejet\u00a0: le juge-arbitre l'annonce, remet tout le tirage dans le sac et tire à nouveau."),
				app.P().Text("Votre résultat est votre total comparé au total des tops\u00a0: «\u00a0−48\u00a0» veut dire 48 points de moins que le top, et le pourcentage dit quelle part du top vous avez faite."),
				app.P().Body(
					app.Text("Duplicata suit le règlement de la Fédération internationale de Scrabble francophone (FISF)\u00a0: "),
					app.A().ID("fisf-rules").Href(ui.FISFRulesURL).Attr("rel", "noopener").Text("les règlements officiels de la FISF"),
					app.Text(" (le règlement du duplicate en vigueur depuis le 1er janvier 2026)."),
				),
			),
			section("help-place", "Poser les lettres",
				app.H3().Text("Au toucher ou à la souris"),
				app.Ul().Body(
					app.Li().Text("Choisissez d'abord, d'un toucher ou d'un clic, la case où commence le mot\u00a0: une flèche montre le sens\u00a0; la même case choisie à nouveau passe d'horizontal à vertical."),
					app.Li().Text("Choisissez ensuite les lettres du chevalet dans l'ordre du mot (ou une lettre d'abord, puis sa case)\u00a0: chacune se pose et la flèche avance, en sautant les lettres déjà sur la grille."),
					app.Li().Text("Vous pouvez aussi faire glisser une lettre du chevalet sur une case."),
					app.Li().Text("«\u00a0Annuler\u00a0» reprend la dernière lettre, «\u00a0Effacer\u00a0» les reprend toutes\u00a0; «\u00a0Valider\u00a0» remet votre coup."),
					app.Li().Text("Un joker demande sa lettre quand il est posé. «\u00a0Zoom +\u00a0» agrandit la grille sur un téléphone\u00a0; les lettres des rangées et les numéros des colonnes restent visibles."),
				),
				app.H3().Text("Au clavier"),
				app.Ul().Body(
					app.Li().Body(app.Text("Tapez le mot et sa référence dans le champ «\u00a0MOT H4\u00a0» puis Entrée\u00a0: une lettre puis un nombre (H4) pour un mot horizontal, un nombre puis une lettre (4H) pour un mot vertical. Un joker s'écrit en minuscule.")),
					app.Li().Text("Ou placez-vous sur la grille (Tab)\u00a0: les flèches déplacent le curseur, Espace change le sens, les lettres se posent, Retour arrière reprend la dernière, Entrée valide."),
					app.Li().Text("Valider sans rien poser demande confirmation\u00a0: valider une seconde fois passe le coup (zéro point)."),
				),
			),
			section("help-verdicts", "Les verdicts",
				app.Dl().Class("help-verdicts").Body(
					app.Dt().Text("Top trouvé\u00a0!"), app.Dd().Text("Votre coup vaut autant que le meilleur coup possible\u00a0: aucun point perdu."),
					app.Dt().Text("N points perdus"), app.Dd().Text("Votre coup est valable mais vaut N points de moins que le top."),
					app.Dt().Text("Coup refusé"), app.Dd().Text("Un mot n'est pas dans le lexique, une lettre manque au tirage, ou le mot n'est pas relié à la grille\u00a0: le message dit pourquoi, sous votre coup, et vous pouvez corriger tant que le temps court. À la fin du temps, un coup non valable vaut zéro."),
					app.Dt().Text("En compétition\u00a0: avertissement"), app.Dd().Text("Vous annoncez votre score sur le bulletin. Un score faux ou absent vaut un avertissement\u00a0; à partir du quatrième, chaque avertissement coûte 5 points de pénalité."),
					app.Dt().Text("En compétition\u00a0: pénalité de 5 points"), app.Dd().Text("La référence est fausse ou absente mais le mot et le score existent sur la grille (§6.6)\u00a0: le coup compte, moins 5 points."),
					app.Dt().Text("En compétition\u00a0: zéro"), app.Dd().Text("Le bulletin ne désigne pas un coup valable\u00a0: le coup ne rapporte rien."),
				),
				app.P().Text("Le Topping juge chaque proposition\u00a0: top, valable mais pas le top (avec son score), ou refusée\u00a0; le moins de temps gagne."),
			),
			section("help-keys", french.Shortcuts,
				app.Dl().ID("help-shortcuts").Class("help-shortcuts").Body(keys...),
			),
		),
	))
}
