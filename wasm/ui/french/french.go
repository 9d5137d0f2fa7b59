// Package french writes numbers, quantities, durations and dates the way a
// French reader expects them (« 1 point perdu », « 2 points perdus »,
// « 4,4 s », « 24 novembre 2026 ») and holds the UI's messages in one
// table (messages.go). Plain Go, tested natively: the pages call it, it
// knows nothing of the browser.
package french

import (
	"strconv"
	"strings"
	"time"
)

// Plural reports whether n takes the plural in French: from 2 on (and
// below −1); 0, 1 and −1 take the singular (« 0 point », « 1,5 point »
// aside, which the app never writes).
func Plural(n int) bool { return n >= 2 || n <= -2 }

// Noun is a French noun phrase with its singular and plural forms, which
// may carry an agreeing adjective: {"point perdu", "points perdus"}.
type Noun struct{ One, Many string }

// Form is the form n takes: « point perdu » or « points perdus ».
func (w Noun) Form(n int) string {
	if Plural(n) {
		return w.Many
	}
	return w.One
}

// Count writes n then the noun in the form n takes: « 2 points perdus »,
// « 1 point », « −3 points ».
func (w Noun) Count(n int) string { return Number(n) + " " + w.Form(n) }

// The nouns the app counts.
var (
	Points     = Noun{"point", "points"}
	PointsLost = Noun{"point perdu", "points perdus"}
	Turns      = Noun{"coup", "coups"}
	Tops       = Noun{"top", "tops"}
	Games      = Noun{"partie", "parties"}
	Letters    = Noun{"lettre", "lettres"}
	Vowels     = Noun{"voyelle", "voyelles"}
	Consonants = Noun{"consonne", "consonnes"}
	Warnings   = Noun{"avertissement", "avertissements"}
	Seconds    = Noun{"seconde", "secondes"}
	Moves      = Noun{"coup", "coups"}
	Variants   = Noun{"variante", "variantes"}
	Words      = Noun{"mot", "mots"}
	Players    = Noun{"joueur", "joueurs"}
	Draws      = Noun{"tirage", "tirages"}
	Lines      = Noun{"ligne", "lignes"}
	Anagrams   = Noun{"anagramme", "anagrammes"}
	Duplicates = Noun{"doublon", "doublons"}
	Comments   = Noun{"commentaire", "commentaires"}
	BlankLines = Noun{"ligne vide", "lignes vides"}
	Refused    = Noun{"ligne refusée", "lignes refusées"}
	ReadLines  = Noun{"ligne lue", "lignes lues"}
	Others     = Noun{"autre", "autres"}
	Received   = Noun{"bulletin reçu", "bulletins reçus"}
	Waiting    = Noun{"bulletin en attente, envoyé", "bulletins en attente, envoyés"}
	// Pts is Points abbreviated, where room is short: « 1 pt », « 20 pts ».
	Pts = Noun{"pt", "pts"}
)

// Float writes x with prec decimals then the noun in the form x takes:
// « 1,5 point perdu », « 2,0 points perdus » (the plural from 2 on).
func (w Noun) Float(x float64, prec int) string {
	s := Float(x, prec)
	if x >= 2 || x <= -2 {
		return s + " " + w.Many
	}
	return s + " " + w.One
}

// Number writes an integer with a narrow no-break space between groups of
// three digits and the true minus sign: « 1 234 », « −5 ».
func Number(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	if neg {
		b.WriteString("−")
	}
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteRune('\u202f')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Float writes x with prec decimals, rounded, the way Number writes
// integers: a decimal comma, narrow no-break spaces between groups of
// three digits, the true minus sign: « 8,41 », « 1 234,5 », « −0,5 ». It is
// the one place the app writes a number with decimals.
func Float(x float64, prec int) string {
	s := strconv.FormatFloat(x, 'f', prec, 64)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	n, err := strconv.Atoi(whole)
	if err != nil { // ±Inf, NaN: never a figure the app shows
		return s
	}
	out := Number(n)
	if frac != "" {
		out += "," + frac
	}
	if neg && strings.Trim(whole+frac, "0") != "" {
		out = "−" + out
	}
	return out
}

// Percent writes a percentage with prec decimals and a no-break space
// before the sign: « 90,7 % », « 0 % » (a chart's axis). It is the one
// place the app writes a percent sign after a number.
func Percent(x float64, prec int) string { return Float(x, prec) + "\u00a0%" }

// Decimal writes tenths (44 → « 4,4 »), rounding nothing: the caller gives
// tenths. The comma is the French decimal mark.
func Decimal(tenths int64) string {
	sign := ""
	if tenths < 0 {
		sign, tenths = "−", -tenths
	}
	return sign + Number(int(tenths/10)) + "," + strconv.FormatInt(tenths%10, 10)
}

// Duration writes a time taken to the tenth of a second, with its unit,
// rounded to the nearest tenth: « 4,4 s » under a minute, « 2 min 05 s »
// from a minute on, « 1 h 02 min » from an hour on. The space before the
// unit is a no-break space, so that the unit never starts a line.
func Duration(d time.Duration) string {
	if d < 0 {
		return "−" + Duration(-d)
	}
	tenths := int64((d + 50*time.Millisecond) / (100 * time.Millisecond))
	switch {
	case tenths < 600:
		return Decimal(tenths) + "\u00a0s"
	case tenths < 36000:
		s := (tenths + 5) / 10
		return strconv.FormatInt(s/60, 10) + "\u00a0min\u00a0" + pad2(s%60) + "\u00a0s"
	}
	m := (tenths + 300) / 600
	return strconv.FormatInt(m/60, 10) + "\u00a0h\u00a0" + pad2(m%60) + "\u00a0min"
}

// Millis is Duration of a count of milliseconds.
func Millis(ms int64) string { return Duration(time.Duration(ms) * time.Millisecond) }

func pad2(n int64) string {
	if n < 10 {
		return "0" + strconv.FormatInt(n, 10)
	}
	return strconv.FormatInt(n, 10)
}

var months = [...]string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}

// Date writes a day in French: « 24 novembre 2026 », « 1er mai 2026 » (the
// first of the month is an ordinal in French).
func Date(t time.Time) string {
	day := strconv.Itoa(t.Day())
	if t.Day() == 1 {
		day = "1er"
	}
	return day + "\u00a0" + months[t.Month()-1] + " " + strconv.Itoa(t.Year())
}

// DateTime writes a day and its time: « 24 novembre 2026 à 13 h 05 ».
func DateTime(t time.Time) string {
	return Date(t) + " à " + strconv.Itoa(t.Hour()) + "\u00a0h\u00a0" + pad2(int64(t.Minute()))
}

// ParseDate reads the dates records carry (RFC 3339 or « 2026-11-24 ») and
// writes them in French; what it cannot read is given back as it is, so a
// record's odd date is still shown.
func ParseDate(s string) string {
	for _, layout := range []string{time.RFC3339, "2006-01-02T15:04:05", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return Date(t)
		}
	}
	return s
}
