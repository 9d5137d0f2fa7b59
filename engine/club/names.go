package club

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The names a club shows and the identifier in its address, as the server
// takes them. They are here, beside the API's types, so that the server
// (site/clubs: CheckName, CheckSlug) and the app's forms, which say them as
// the organiser types, cannot drift apart.
const (
	MaxName = 32 // characters of a club's or a player's name
	MinSlug = 3  // characters of a club's identifier
	MaxSlug = 32
)

// NameRune reports whether r may stand in a name: a letter, a digit, a
// space or one of - ' . _ (names are shown in rankings and embeds, where
// anything else would only be a way to disguise one name as another).
func NameRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(" -'._", r)
}

// ValidName reports whether s is a name the server takes: valid UTF-8, 1
// to MaxName characters of NameRune, no space at either end.
func ValidName(s string) bool {
	n := utf8.RuneCountInString(s)
	if !utf8.ValidString(s) || n == 0 || n > MaxName || strings.TrimSpace(s) != s {
		return false
	}
	return !strings.ContainsFunc(s, func(r rune) bool { return !NameRune(r) })
}

// SlugRune reports whether r may stand in a club identifier: a-z, 0-9, -.
func SlugRune(r rune) bool { return r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' }

// ValidSlug reports whether s is a club identifier the server takes:
// MinSlug to MaxSlug characters of SlugRune, no - at either end.
func ValidSlug(s string) bool {
	if len(s) < MinSlug || len(s) > MaxSlug || s[0] == '-' || s[len(s)-1] == '-' {
		return false
	}
	return !strings.ContainsFunc(s, func(r rune) bool { return !SlugRune(r) })
}
