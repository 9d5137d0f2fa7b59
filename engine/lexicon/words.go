package lexicon

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"

	"duplicata/engine/tile"
)

// The word tools a duplicate player drills with: is this word valid, what
// words do these tiles make, and which letter added to a draw makes a word of
// all its tiles (the "7 + 1" lists).

// MaxDrawJokers is how many jokers a draw may hold in the word tools, as in a
// game's bag.
const MaxDrawJokers = 2

// Check reports whether word is in the lexicon once written in Scrabble form:
// case and accents folded as in word lists ("Éte" is ETE, "cœur" is COEUR).
// It returns that form, or "" when word cannot be one (a digit, a hyphen, too
// long…).
func (l *Lexicon) Check(word string) (form string, ok bool) {
	form, reason := Normalize(strings.TrimSpace(word))
	if reason != "" {
		return "", false
	}
	return form, l.Contains(form)
}

// Draw is a set of tiles for the word tools: letters and at most
// MaxDrawJokers jokers.
type Draw struct {
	count [tile.NumLetters + 1]int // by letter; index 0 is the joker
	n     int
}

// DrawError says why a draw cannot be used.
type DrawError struct {
	Draw   string
	Reason string
}

func (e *DrawError) Error() string { return fmt.Sprintf("lexicon: draw %q: %s", e.Draw, e.Reason) }

// ParseDraw reads a draw: letters in either case and with accents (folded
// as in word lists), '?' for a joker; spaces are ignored. A draw has 1 to
// MaxWordLen tiles and at most MaxDrawJokers jokers.
func ParseDraw(s string) (Draw, error) {
	var d Draw
	bad := func(format string, args ...any) (Draw, error) {
		return Draw{}, &DrawError{s, fmt.Sprintf(format, args...)}
	}
	if !utf8.ValidString(s) {
		return bad("not valid UTF-8")
	}
	for _, r := range tile.Fold(strings.ToUpper(s)) {
		switch {
		case r == ' ' || r == '\t':
		case r == '?':
			d.count[tile.Joker]++
			d.n++
		case r >= 'A' && r <= 'Z':
			d.count[r-'A'+1]++
			d.n++
		default:
			return bad("%q is neither a letter nor a joker (?)", r)
		}
	}
	switch {
	case d.n == 0:
		return bad("no tiles")
	case d.n > MaxWordLen:
		return bad("%d tiles: at most %d", d.n, MaxWordLen)
	case d.count[tile.Joker] > MaxDrawJokers:
		return bad("%d jokers: at most %d", d.count[tile.Joker], MaxDrawJokers)
	}
	return d, nil
}

// Len is the number of tiles.
func (d Draw) Len() int { return d.n }

// String writes the draw's letters in alphabetical order, jokers last.
func (d Draw) String() string {
	var b strings.Builder
	for c := tile.Letter(1); c <= tile.NumLetters; c++ {
		for range d.count[c] {
			b.WriteByte(byte('A' + c - 1))
		}
	}
	for range d.count[tile.Joker] {
		b.WriteByte('?')
	}
	return b.String()
}

// With returns the draw with one more letter c ('A'..'Z').
func (d Draw) With(c byte) Draw {
	d.count[c-'A'+1]++
	d.n++
	return d
}

// AnagramsOf returns, sorted, the words made of exactly the draw's tiles, a
// joker standing for any letter.
func (l *Lexicon) AnagramsOf(d Draw) []string {
	if d.n < MinWordLen || d.n > MaxWordLen {
		return nil
	}
	count := d.count
	return l.anagrams(&count, d.n)
}

// Extension is a letter that, added to a draw, makes words of all its tiles.
type Extension struct {
	Letter byte     // 'A'..'Z'
	Words  []string // sorted
}

// Extensions returns, in alphabetical order of the added letter, every letter
// that added to the draw makes a word of all its tiles, with those words:
// for a draw of 7, its "7 + 1" words of 8 letters.
func (l *Lexicon) Extensions(d Draw) []Extension {
	if d.n+1 < MinWordLen || d.n+1 > MaxWordLen {
		return nil
	}
	var out []Extension
	for c := byte('A'); c <= 'Z'; c++ {
		if words := l.AnagramsOf(d.With(c)); len(words) > 0 {
			out = append(out, Extension{c, words})
		}
	}
	return out
}

// anagrams walks the reversed words, which are the automaton's paths that
// never take Sep, spending the letters of count (jokers at index 0). It
// gives back count as it found it.
func (l *Lexicon) anagrams(count *[tile.NumLetters + 1]int, total int) []string {
	var out []string
	var path [MaxWordLen]byte
	var walk func(n Node, depth int)
	walk = func(n Node, depth int) {
		set := l.Set(n) &^ 1 // no Sep
		if count[tile.Joker] == 0 {
			// Only the letters left: skip the others without reading them.
			var have uint32
			for c := 1; c <= tile.NumLetters; c++ {
				if count[c] > 0 {
					have |= 1 << c
				}
			}
			set &= have
		}
		for ; set != 0; set &= set - 1 {
			c := tile.Letter(bits.TrailingZeros32(set))
			a := l.ArcOf(n, c)
			use := c
			if count[c] == 0 {
				use = tile.Joker
			}
			count[use]--
			path[depth] = byte('A' + c - 1)
			if depth+1 == total {
				if a.Accepts() {
					w := make([]byte, total)
					for j := range total {
						w[j] = path[total-1-j]
					}
					out = append(out, string(w))
				}
			} else if t := a.Target(); t != 0 {
				walk(t, depth+1)
			}
			count[use]++
		}
	}
	walk(l.Root(), 0)
	slices.Sort(out)
	return slices.Compact(out)
}
