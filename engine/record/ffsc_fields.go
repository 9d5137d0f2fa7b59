// The fields of an FFSc line, read one by one: words with their jokers,
// totals, draws, the formula's name.

package record

import (
	"fmt"
	"strings"
	"unicode"

	"duplicata/engine/tile"
)

// ffscWord reads a word as the export writes it: a joker in parentheses or
// in lowercase, accents folded.
func ffscWord(s string) (string, error) {
	var b strings.Builder
	in := false
	for _, r := range s {
		switch {
		case r == '(' && !in:
			in = true
			continue
		case r == ')' && in:
			in = false
			continue
		case r == '(' || r == ')':
			return "", fmt.Errorf("word %q: unbalanced parentheses (a joker is written DU(L)CIFIE)", s)
		}
		joker := in || unicode.IsLower(r)
		up := unicode.ToUpper(r)
		letters := string(up)
		if folded, ok := tile.FoldRune(up); ok {
			letters = folded
		}
		if joker {
			letters = strings.ToLower(letters)
		}
		b.WriteString(letters)
	}
	if in {
		return "", fmt.Errorf("word %q: unbalanced parentheses (a joker is written DU(L)CIFIE)", s)
	}
	return b.String(), nil
}

// ffscTotal reads a line holding the total alone, "237" or "Total : 237".
func ffscTotal(f []string) (int, bool) {
	var rest []string
	for _, s := range f {
		if s != "" && !strings.EqualFold(strings.TrimSuffix(s, ":"), "total") && s != ":" {
			rest = append(rest, s)
		}
	}
	if len(rest) != 1 {
		return 0, false
	}
	return parseCount(rest[0])
}

// ffscFields splits a line into its fields, trimmed of spaces: on tabs, or
// on white space for a line without a tab.
func ffscFields(s string) []string {
	if !strings.Contains(s, "\t") {
		return strings.Fields(s)
	}
	f := strings.Split(s, "\t")
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	return f
}

// ffscNumber reads a turn number field, "12." or "12".
func ffscNumber(s string) (int, bool) {
	n, ok := parseCount(strings.TrimSuffix(s, "."))
	return n, ok && n > 0
}

// ffscDraw reads a draw field: spaces removed, letters upper-cased, and a
// leading '-' taken for a rejection.
func ffscDraw(s string) (draw string, rejection bool) {
	s = strings.ToUpper(strings.Join(strings.Fields(s), ""))
	if strings.HasPrefix(s, "-") {
		return s[1:], true
	}
	return s, false
}

// ffscWords splits a line into its words, lowercase, accents folded,
// punctuation aside.
func ffscWords(s string) []string {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		if f, ok := tile.FoldRune(r); ok {
			b.WriteString(f)
		} else {
			b.WriteRune(r)
		}
	}
	return strings.FieldsFunc(strings.ToLower(b.String()), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

func hasWords(words []string, w string) bool {
	for _, x := range words {
		if x == w {
			return true
		}
	}
	return false
}

// splitDashes splits a header line on the dashes between its parts.
func splitDashes(s string) []string {
	for _, d := range []string{" – ", " — ", " - "} {
		s = strings.ReplaceAll(s, d, "\x00")
	}
	var out []string
	for _, part := range strings.Split(s, "\x00") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

// ffscFormula reads a formula's name: whether it is the joker game, its
// draw-size formula ("" for seven tiles, "7sur8", "7et8", "789") and
// whether it names a formula at all.
func ffscFormula(name string) (joker bool, size string, ok bool) {
	words := ffscWords(name)
	joined := " " + strings.Join(words, " ") + " "
	has := func(forms ...string) bool {
		for _, f := range forms {
			if strings.Contains(joined, " "+f+" ") {
				return true
			}
		}
		return false
	}
	// 7-8-9 first: "7 et 8 et 9" holds "7 et 8".
	switch {
	case has("7 8 et 9", "7 et 8 et 9", "7 8 9", "789"):
		size, ok = "789", true
	case has("7 et 8", "7et8"):
		size, ok = "7et8", true
	case has("7 sur 8", "7sur8"):
		size, ok = "7sur8", true
	case has("normale", "classique"):
		ok = true
	}
	for i, w := range words {
		if w == "joker" || w == "jokers" {
			ok = true
			if i == 0 || words[i-1] != "sans" {
				joker = true
			}
		}
	}
	return joker, size, ok
}
