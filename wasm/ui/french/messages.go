package french

import "strings"

// Input is the way a player acts, so that a message names the gesture the
// player uses: « Touchez » for a finger, « Cliquez » for a mouse, the keys
// for a keyboard.
type Input uint8

const (
	Touch Input = iota // a finger on a touch screen
	Mouse              // a mouse or a trackpad
	Keys               // the keyboard
)

// The UI's fixed messages, one table: the pages take them from here, so a
// wording is changed once and the tests find it by name.
const (
	EnterMove     = "Écrivez un coup (MOT H4) ou posez des lettres sur le plateau."
	NoJoker       = "Il n'y a pas de joker libre sur le chevalet."
	Hurry         = "Plus que 30 secondes !"
	TopFound      = "Top trouvé !"
	NothingPlayed = "Vous n'avez rien joué : zéro."
	BadRef        = "Référence illisible : écrivez par exemple H4 (horizontal) ou 4H (vertical)."
	BadShareLink  = "Ce lien de partage est illisible ou incomplet."
	Copied        = "Lien copié dans le presse-papiers."
	CopyFailed    = "Le lien n'a pas pu être copié : sélectionnez-le et copiez-le à la main."
	Paused        = "Partie en pause : le chronomètre est arrêté."
	Shortcuts     = "Raccourcis"
	PassTwice     = "Rien n'est posé : validez encore pour passer ce coup (zéro)."
)

// Unreadable is the message for a typed move that cannot be read, with
// why.
func Unreadable(why error) string { return "Coup illisible : " + why.Error() + "." }

// NoSquare is the message for a letter typed or tapped with no square
// chosen, in the words of the input used.
func NoSquare(in Input) string {
	switch in {
	case Keys:
		return "Placez d'abord le curseur sur une case libre du plateau (flèches, puis Espace pour tourner), ou écrivez le coup : MOT H4."
	case Mouse:
		return "Cliquez d'abord sur une case libre du plateau (ou écrivez le coup : MOT H4)."
	}
	return "Touchez d'abord une case libre du plateau (ou écrivez le coup : MOT H4)."
}

// ShowMoves is the heading of the reveal's list of moves, which holds the
// shown best of the draw's all moves: « Les 42 coups possibles, du meilleur
// au moins bon (touchez pour voir) », « Les 1 000 meilleurs des 1 266 coups
// possibles (…) » when the list is capped.
func ShowMoves(shown, all int, in Input) string {
	how := Gesture(in)
	switch {
	case all <= 0:
		return "Aucun coup possible"
	case all == 1:
		return "Le seul coup possible (" + how + " pour le voir)"
	case shown <= 1:
		return "Le meilleur des " + Moves.Count(all) + " possibles (" + how + " pour le voir)"
	case shown < all:
		return "Les " + Noun{"meilleur", "meilleurs"}.Count(shown) + " des " + Moves.Count(all) + " possibles (" + how + " pour voir)"
	}
	return "Les " + Moves.Count(all) + " possibles, du meilleur au moins bon (" + how + " pour voir)"
}

// Hold says what to do with a rack tile tapped before any square: « Touchez
// maintenant une case libre pour y poser le E. »
func Hold(joker bool, letter rune, in Input) string {
	what := "le " + string(letter)
	if joker {
		what = "le joker"
	}
	if in == Mouse || in == Keys {
		return "Cliquez maintenant sur une case libre pour y poser " + what + "."
	}
	return "Touchez maintenant une case libre pour y poser " + what + "."
}

// GoOnNote says, beside « Reprendre la partie en cours », what the game's
// clock does while the new-game form is shown.
func GoOnNote(competition bool) string {
	if competition {
		return "Compétition : le chronomètre de la partie en cours continue de tourner."
	}
	return "Entraînement : la partie en cours attend, son chronomètre est arrêté."
}

// Gesture is the verb of the input used, for « (touchez pour voir) »:
// « touchez » for a finger only, « cliquez », « Entrée ».
func Gesture(in Input) string {
	switch in {
	case Keys:
		return "Entrée"
	case Mouse:
		return "cliquez"
	}
	return "touchez"
}

// SeeMove says how to see a listed move on the board, in the words of the
// input used.
func SeeMove(in Input) string {
	switch in {
	case Keys:
		return "Entrée sur un coup le montre sur la grille."
	case Mouse:
		return "Cliquez sur un coup pour le voir sur la grille."
	}
	return "Touchez un coup pour le voir sur la grille."
}

// Rejection is what the juge-arbitre announces when a turn's draw followed
// a rejection (§4.2: « il y a rejet », the tiles go back to the bag, then
// the new draw): the draws rejected, in order (none when the record does
// not say which), and the new draw.
func Rejection(rejected []string, draw string) string {
	switch len(rejected) {
	case 0:
		return "Il y a rejet (§4.2). Nouveau tirage : " + draw + "."
	case 1:
		return "Il y a rejet (§4.2) : " + rejected[0] + " retourne dans le sac. Nouveau tirage : " + draw + "."
	}
	return "Il y a rejet, " + Number(len(rejected)) + " fois (§4.2) : " + strings.Join(rejected, ", ") + " retournent dans le sac. Nouveau tirage : " + draw + "."
}

// Lost is the verdict of a turn: « Top trouvé ! » or « 3 points perdus. »
func Lost(n int) string {
	if n == 0 {
		return TopFound
	}
	return PointsLost.Count(n) + "."
}

// Bag says what is left in the bag: « Sac : 42 lettres, 17 voyelles,
// 23 consonnes, 2 jokers ou Y ».
func Bag(letters, vowels, consonants, either int) string {
	s := "Sac : " + Letters.Count(letters)
	if letters == 0 {
		return "Sac vide"
	}
	s += ", " + Vowels.Count(vowels) + ", " + Consonants.Count(consonants)
	if either > 0 {
		s += ", " + Noun{"Y ou joker", "Y ou jokers"}.Count(either)
	}
	return s
}

// Shortcut is one line of the « Raccourcis » panel: the keys, what they do.
type Shortcut struct{ Keys, Does string }

// ShortcutList is the « Raccourcis » panel's content, for the board and
// the page.
var ShortcutList = []Shortcut{
	{"A à Z", "pose la lettre sur la case du curseur (un joker libre si le chevalet ne l'a pas) ; tapez aussi les lettres déjà sur le plateau"},
	{"? ou *", "pose un joker : choisissez sa lettre"},
	{"Flèches", "déplacent le curseur"},
	{"Espace", "tourne le curseur (horizontal, vertical)"},
	{"Retour arrière", "reprend la dernière lettre posée"},
	{"Échap", "reprend toutes les lettres posées"},
	{"Entrée", "valide le coup"},
	{"+", "mélange le chevalet"},
	{"=", "trie le chevalet par ordre alphabétique"},
	{"Tab", "passe du plateau au champ « MOT H4 » et aux boutons"},
}
