package tile

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// folds maps the accented letters of French (and the ligatures) to the
// letters of the tiles: a Scrabble word has no accents, « ÉTÉ » is played
// ETE. It is the engine's one folding table: the word lists (lexicon), the
// game records (record) and the typed moves (the app) all fold with it. It
// is written in capitals; each one's lowercase folds the same way in
// lowercase, since a lowercase letter is a joker's in a move.
var folds = withLowercase(map[rune]string{
	'À': "A", 'Â': "A", 'Ä': "A", 'Á': "A", 'Ã': "A", 'Å': "A",
	'Ç': "C",
	'É': "E", 'È': "E", 'Ê': "E", 'Ë': "E",
	'Î': "I", 'Ï': "I", 'Í': "I", 'Ì': "I",
	'Ô': "O", 'Ö': "O", 'Ó': "O", 'Ò': "O", 'Õ': "O",
	'Ù': "U", 'Û': "U", 'Ü': "U", 'Ú': "U",
	'Ÿ': "Y", 'Ý': "Y",
	'Ñ': "N",
	'Æ': "AE", 'Œ': "OE",
})

func withLowercase(capitals map[rune]string) map[rune]string {
	all := make(map[rune]string, 2*len(capitals))
	for r, s := range capitals {
		all[r] = s
		all[unicode.ToLower(r)] = strings.ToLower(s)
	}
	return all
}

// FoldRune returns the tiles' letters for an accented letter or a ligature,
// in its case (« É » → "E", « œ » → "oe"), and false for any other rune,
// A–Z included.
func FoldRune(r rune) (string, bool) {
	s, ok := folds[r]
	return s, ok
}

// Fold writes s with the letters of the tiles: accents dropped and
// ligatures split (« Élève » → « Eleve », « ŒUF » → « OEUF »), case kept.
// Other characters, and bytes that are not UTF-8, are left as they are, for
// the reader to refuse.
func Fold(s string) string {
	var b strings.Builder
	done := 0 // s[:done] is in b
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if f, ok := folds[r]; ok {
			if b.Len() == 0 {
				b.Grow(len(s))
			}
			b.WriteString(s[done:i])
			b.WriteString(f)
			done = i + size
		}
		i += size
	}
	if done == 0 {
		return s
	}
	b.WriteString(s[done:])
	return b.String()
}
