package club

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"duplicata/engine/club"
	"duplicata/engine/tile"
	"duplicata/wasm/ui/french"
)

// The club creation form's rules, those of the server (site/clubs:
// CheckName, CheckSlug), said as the organiser types instead of by a
// refusal once the form is sent.
const (
	maxName = club.MaxName
	minSlug = club.MinSlug
	maxSlug = club.MaxSlug
)

var characters = french.Noun{One: "caractère", Many: "caractères"}

// nameHelp is what the name field says of name as it is typed, and
// whether the server would refuse it.
func nameHelp(name string) (help string, bad bool) {
	name = strings.TrimSpace(name)
	n := utf8.RuneCountInString(name)
	switch {
	case n > maxName:
		return fmt.Sprintf("%s : c'est trop, %d au plus. Raccourcissez le nom.", characters.Count(n), maxName), true
	case n == 0:
		return "De 1 à " + characters.Count(maxName) + ".", false
	}
	for _, r := range name {
		if !club.NameRune(r) {
			return fmt.Sprintf("« %c » n'est pas accepté : lettres, chiffres, espaces et - ' . _ seulement.", r), true
		}
	}
	return fmt.Sprintf("%s sur %d.", characters.Count(n), maxName), false
}

// slugProblem is what is wrong with an identifier, "" when the server
// takes it.
func slugProblem(slug string) string {
	if slug == "" {
		return "Indiquez l'identifiant du club."
	}
	if !club.ValidSlug(slug) {
		return fmt.Sprintf("Identifiant : de %d à %s a-z, 0-9 et -, sans - au début ni à la fin.", minSlug, characters.Count(maxSlug))
	}
	return ""
}

// SuggestSlug is the identifier a club's name suggests: lowercase, its
// accents folded (« Étoile » is etoile, « Œuvre » oeuvre), every other
// character a hyphen, no hyphen twice, first or last, at most maxSlug
// characters. It may be too short for the server (« A » gives "a"): the
// form then says so.
func SuggestSlug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		s, ok := tile.FoldRune(r)
		switch {
		case ok:
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			s = string(r)
		default:
			dash = b.Len() > 0
			continue
		}
		if dash {
			b.WriteByte('-')
			dash = false
		}
		b.WriteString(s)
	}
	slug := b.String()
	if len(slug) > maxSlug {
		slug = strings.TrimRight(slug[:maxSlug], "-")
	}
	return slug
}
