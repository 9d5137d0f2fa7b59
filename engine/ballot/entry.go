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
	ok := true
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
	if word, ok = readEntryWord(word, jokers); !ok {
		return "", "", ErrEntry
	}
	return word, ref, nil
}

// readEntryWord checks a typed word and reads its case.
func readEntryWord(word string, jokers int) (string, bool) {
	for _, r := range word {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z') {
			return "", false
		}
	}
	if len(word) < 2 || len(word) > board.Size {
		return "", false
	}
	if word == strings.ToLower(word) && len(word) > jokers {
		word = strings.ToUpper(word)
	}
	return word, true
}

// ParseBallot reads a competition ballot typed on one line: as ParseEntry,
// the reference optional, and the word may carry its connecting letters
// (§5.3.2) in brackets after a letter of it, written across the word as on
// paper, a dot for the word's letter: "R[SSE.]IZ" is RIZ with S, S, E
// before its R (left of it when RIZ is down, above it when across),
// "CHA[.RS]T" has R then S after its A. The way the word is written is
// then unknown unless the reference gives it.
func ParseBallot(s string, jokers int) (Ballot, error) {
	var b Ballot
	var bare strings.Builder
	f := strings.Fields(s)
	for k, field := range f {
		if !strings.Contains(field, "[") {
			continue
		}
		// The field with brackets is the word: read its anchors out.
		i := 0
		for j := 0; j < len(field); j++ {
			c := field[j]
			if c != '[' {
				bare.WriteByte(c)
				i++
				continue
			}
			end := strings.IndexByte(field[j:], ']')
			if i == 0 || end < 0 {
				return Ballot{}, ErrEntry
			}
			before, after, ok := strings.Cut(field[j+1:j+end], ".")
			if !ok || before+after == "" {
				return Ballot{}, ErrEntry
			}
			for n, r := range before {
				b.Anchors = append(b.Anchors, Anchor{Letter: upper(r), Along: i - 1, Across: n - len(before)})
			}
			for n, r := range after {
				b.Anchors = append(b.Anchors, Anchor{Letter: upper(r), Along: i - 1, Across: n + 1})
			}
			for _, a := range b.Anchors {
				if a.Letter < 'A' || a.Letter > 'Z' {
					return Ballot{}, ErrEntry
				}
			}
			j += end
		}
		f[k] = bare.String()
	}
	word, ref, err := ParseEntry(strings.Join(f, " "), jokers)
	if err != nil {
		return Ballot{}, err
	}
	b.Word, b.Ref = word, ref
	return b, nil
}

func upper(r rune) rune {
	if r >= 'a' && r <= 'z' {
		return r - 'a' + 'A'
	}
	return r
}
