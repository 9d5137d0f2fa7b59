package ballot

import (
	"errors"
	"strings"

	"duplicata/engine/board"
)

// ErrEntry is returned by ParseEntry for a line that is not a word and a
// reference.
var ErrEntry = errors.New("ballot: type the word then its reference, as MOT H4 (across) or MOT 4H (down)")

// ParseEntry reads a move typed on one line: the word and its reference in
// either order ("MOT H4", "4h MOT"), or the word alone (ref is then ""; a
// competition ballot may lack its reference, §6.6). Capitals are tiles and
// lowercase letters the letters a joker stands for ("cHEVELU"). A word
// typed all in lowercase is read as capitals — a player typing fast —
// unless the draw has a joker for every letter of it: a word of jokers
// only (jokers is the draw's count). The reference comes back as the board
// writes it ("H4", "4H").
func ParseEntry(s string, jokers int) (word, ref string, err error) {
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > 2 {
		return "", "", ErrEntry
	}
	word = f[0]
	if len(f) == 2 {
		_, e0 := board.ParseRef(f[0])
		_, e1 := board.ParseRef(f[1])
		if e0 == nil && e1 != nil {
			word, ref = f[1], f[0]
		} else {
			ref = f[1]
		}
		r, err := board.ParseRef(ref)
		if err != nil {
			return "", "", ErrEntry
		}
		ref = r.String()
	}
	for _, r := range word {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z') {
			return "", "", ErrEntry
		}
	}
	if len(word) < 2 || len(word) > board.Size {
		return "", "", ErrEntry
	}
	if word == strings.ToLower(word) && len(word) > jokers {
		word = strings.ToUpper(word)
	}
	return word, ref, nil
}
