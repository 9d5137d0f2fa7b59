package french

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

// ShowMoves is the heading of the reveal's list of moves: « Les 42 coups
// possibles (touchez pour voir) ».
func ShowMoves(n int, in Input) string {
	how := "touchez"
	switch in {
	case Keys:
		how = "Entrée"
	case Mouse:
		how = "cliquez"
	}
	switch n {
	case 0:
		return "Aucun coup possible"
	case 1:
		return "Le seul coup possible (" + how + " pour le voir)"
	}
	return "Les " + Moves.Count(n) + " possibles, du meilleur au moins bon (" + how + " pour voir)"
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
