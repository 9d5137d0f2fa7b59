package lexicon

// Fold returns the Scrabble form of an uppercase accented letter or
// ligature ("É" → "E", "Œ" → "OE"), as Normalize folds it, and false for a
// rune it does not fold. Importers of game records use it on words written
// with their accents.
func Fold(r rune) (string, bool) {
	s, ok := fold[r]
	return s, ok
}
