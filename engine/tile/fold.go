package tile

import "strings"

// folds maps the accented letters of French (and the ligatures) to the
// letters of the tiles: a Scrabble word has no accents, « ÉTÉ » is played
// ETE. Case is kept, since a lowercase letter is a joker's.
var folds = strings.NewReplacer(
	"À", "A", "Â", "A", "Ä", "A", "Á", "A", "Ã", "A", "Å", "A",
	"à", "a", "â", "a", "ä", "a", "á", "a", "ã", "a", "å", "a",
	"Ç", "C", "ç", "c",
	"É", "E", "È", "E", "Ê", "E", "Ë", "E",
	"é", "e", "è", "e", "ê", "e", "ë", "e",
	"Î", "I", "Ï", "I", "Í", "I", "Ì", "I",
	"î", "i", "ï", "i", "í", "i", "ì", "i",
	"Ô", "O", "Ö", "O", "Ó", "O", "Ò", "O", "Õ", "O",
	"ô", "o", "ö", "o", "ó", "o", "ò", "o", "õ", "o",
	"Ù", "U", "Û", "U", "Ü", "U", "Ú", "U",
	"ù", "u", "û", "u", "ü", "u", "ú", "u",
	"Ÿ", "Y", "ÿ", "y", "Ý", "Y", "ý", "y",
	"Ñ", "N", "ñ", "n",
	"Æ", "AE", "æ", "ae", "Œ", "OE", "œ", "oe",
)

// Fold writes s with the letters of the tiles: accents dropped and
// ligatures split (« Élève » → « Eleve », « ŒUF » → « OEUF »), case kept.
// Other characters are left as they are, for the reader to refuse.
func Fold(s string) string { return folds.Replace(s) }
