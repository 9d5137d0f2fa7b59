// Package announce writes a draw as the juge-arbitre announces it (§4.1 of
// the FISF rules, 2026 text), for the app to speak with the browser's
// speech synthesis:
//
//   - the number of letters of the leave (or the rejection, §4.2);
//   - the letters of the leave, country alone, in alphabetical order, the
//     joker last;
//   - the new letters in the order drawn, as « Pays-Lettre » (« Algérie A »),
//     a joker as « Joker – Lettre blanche »;
//   - the whole draw, country alone (the letter alone in blitz), the same
//     letters grouped (« deux Égypte »), alphabetical, the joker last.
//
// The countries are the 2026 spelling table's (Algérie … Zambie); Plain
// spells every letter by itself, for players who prefer it.
package announce

import (
	"strings"

	"duplicata/engine/bag"
	"duplicata/engine/tile"
)

// Countries is the 2026 spelling table (§4.1): the country of each letter.
// Index 0, the joker, is « Joker ».
var Countries = [tile.NumLetters + 1]string{
	"Joker",
	"Algérie", "Belgique", "Canada", "Danemark", "Égypte", "France", "Grèce",
	"Hongrie", "Italie", "Jordanie", "Kenya", "Luxembourg", "Maroc", "Norvège",
	"Océanie", "Portugal", "Québec", "Roumanie", "Suisse", "Tunisie", "Uruguay",
	"Venezuela", "Wallonie", "Xénophon", "Yougoslavie", "Zambie",
}

// BlankTile is what a joker drawn is announced as (§4.1).
const BlankTile = "Joker – Lettre blanche"

// Spelling is how letters are said.
type Spelling int

const (
	// Table: the FISF spelling table, as §4.1 says.
	Table Spelling = iota
	// Plain: each letter by itself (« A », « joker »).
	Plain
)

// Options are how a draw is announced.
type Options struct {
	Spelling Spelling
	// Blitz: the whole draw is said letter by letter (§4.1: « Lettre
	// seule si en blitz »).
	Blitz bool
	// Rejected: the draw follows a rejection (§4.2), so it has no leave.
	Rejected bool
}

// numbers are the feminine numbers a draw needs (« une lettre »).
var numbers = [...]string{"zéro", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"}

func number(n int) string {
	if n >= 0 && n < len(numbers) {
		return numbers[n]
	}
	return "plusieurs" // a draw never holds more than nine tiles
}

// Text is the announcement of d, sentences separated by spaces, in French.
//
//	Reliquat de deux lettres : Danemark, Égypte. Nouvelles lettres : Algérie A, Suisse S, Joker – Lettre blanche. Tirage : Algérie, Danemark, Égypte, Suisse, Joker.
func Text(d bag.Draw, o Options) string {
	var parts []string
	if o.Rejected {
		parts = append(parts, "Rejet.")
	}
	switch n := d.Leave.Len(); n {
	case 0:
		parts = append(parts, "Pas de reliquat.")
	default:
		count := "de " + number(n) + " lettres"
		if n == 1 {
			count = "d’une lettre"
		}
		parts = append(parts, "Reliquat "+count+" : "+strings.Join(spellRack(d.Leave, o.Spelling, false, false), ", ")+".")
	}
	if len(d.New) > 0 {
		news := make([]string, len(d.New))
		for i, l := range d.New {
			news[i] = drawn(l, o.Spelling)
		}
		label := "Nouvelles lettres : "
		if len(d.New) == 1 {
			label = "Nouvelle lettre : "
		}
		parts = append(parts, label+strings.Join(news, ", ")+".")
	}
	whole := spellRack(d.Rack(), o.Spelling, o.Blitz, true)
	if len(whole) > 0 {
		parts = append(parts, "Tirage : "+strings.Join(whole, ", ")+".")
	}
	return strings.Join(parts, " ")
}

// drawn is a new letter as announced: « Pays-Lettre », or the letter.
func drawn(l tile.Letter, s Spelling) string {
	switch {
	case l == tile.Joker && s == Table:
		return BlankTile
	case l == tile.Joker:
		return "joker"
	case s == Table:
		return Countries[l] + " " + l.String()
	default:
		return l.String()
	}
}

// alone is a letter said alone: its country, or the letter.
func alone(l tile.Letter, s Spelling, blitz bool) string {
	switch {
	case l == tile.Joker && s == Table && !blitz:
		return Countries[tile.Joker]
	case l == tile.Joker:
		return "joker"
	case s == Table && !blitz:
		return Countries[l]
	default:
		return l.String()
	}
}

// spellRack says the letters of r alphabetically, the jokers last; grouped,
// the same letters are said once with their number (« deux Égypte »), as
// §4.1 asks of the whole draw, not of the leave.
func spellRack(r tile.Rack, s Spelling, blitz, group bool) []string {
	var out []string
	say := func(l tile.Letter) {
		if r[l] == 0 {
			return
		}
		w := alone(l, s, blitz)
		if !group {
			for range r[l] {
				out = append(out, w)
			}
			return
		}
		if r[l] > 1 {
			w = number(int(r[l])) + " " + w
		}
		out = append(out, w)
	}
	for l := tile.Letter(1); l <= tile.NumLetters; l++ {
		say(l)
	}
	say(tile.Joker)
	return out
}
