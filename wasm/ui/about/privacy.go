package about

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// privacy says what leaves the device, and when: only what a club is
// given, by its organiser or by a player of its games (issue 25: the page
// said that nothing was ever sent, which the clubs contradicted).
func privacy() app.UI {
	return app.Section().ID("about-data").Aria("labelledby", "about-data-title").Body(
		app.H2().ID("about-data-title").Text("Ce qui quitte cet appareil"),
		app.P().Text("Le moteur joue dans votre navigateur : vos parties solo et de topping, la bibliothèque, les statistiques, vos réglages et vos lexiques restent sur cet appareil. Le site ne reçoit que ce qui suit, et seulement quand vous le faites :"),
		app.Ul().Body(
			app.Li().Text("quand vous créez un club (page « Club ») : son identifiant et son nom ;"),
			app.Li().Text("quand vous publiez une partie de votre club : son titre, son mode, ses dates d'ouverture et de clôture, ses tirages et ses tops ;"),
			app.Li().Text("quand vous finissez une partie d'un club : le nom sous lequel vous jouez et votre partie (vos coups et votre score), envoyés à ce club pour son classement."),
		),
		app.P().Text("Rien d'autre : ni statistiques d'usage ni publicité. Un lien de partage ne part que si vous le copiez ou le partagez vous-même."),
	)
}
