// Package daily holds la partie du jour: one game a day, the same for
// everyone, whose game number comes from the calendar date alone, so that
// anyone can reproduce it and the app needs no server (it works offline).
//
// The game number of a date is the date written YYYYMMDD read as a decimal
// integer: 24 November 2026 is game 20261124 of the normal formula. The
// date is the player's calendar date (their own time zone): everyone who
// plays on the 24th plays game 20261124, with the draws that game number
// gives in engine/bag.
package daily

import (
	"fmt"
	"math"
	"time"
)

// Formula is the formula of the daily game.
const Formula = "normal"

// Number is the game number of t's calendar date in t's location.
func Number(t time.Time) uint64 {
	y, m, d := t.Date()
	return uint64(y)*10000 + uint64(m)*100 + uint64(d)
}

// DateError says that a number is no daily game's number.
type DateError struct{ Number uint64 }

func (e *DateError) Error() string {
	return fmt.Sprintf("daily: %d is not a date written YYYYMMDD", e.Number)
}

// Date is the calendar date whose game number is n, at midnight UTC, or a
// *DateError when n does not spell a real date from year 1 to 9999.
func Date(n uint64) (time.Time, error) {
	if n < 10101 || n > 99991231 || n > math.MaxInt32 {
		return time.Time{}, &DateError{n}
	}
	y, m, d := int(n/10000), time.Month(n/100%100), int(n%100)
	t := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	if t.Year() != y || t.Month() != m || t.Day() != d {
		return time.Time{}, &DateError{n}
	}
	return t, nil
}

// Result is a finished daily game, as shared: no word is given away.
type Result struct {
	Number uint64 // the game number, hence its date
	Score  int    // the player's total
	Top    int    // the tops' total
}

// Percent is the score as a percentage of the top, to one decimal place
// the way the share text writes it (rounded half away from zero).
func (r Result) Percent() float64 {
	if r.Top <= 0 {
		return 0
	}
	return math.Round(1000*float64(r.Score)/float64(r.Top)) / 10
}

// Text is the result to share, in French: the date, score / top, the
// percentage, and the link to the site, with no word of the game.
//
//	Duplicata · partie du jour du 24/11/2026
//	812 / 901 points (90,1 % du top)
//	https://duplicata.example/
func (r Result) Text(site string) string {
	date := fmt.Sprintf("n° %d", r.Number)
	if t, err := Date(r.Number); err == nil {
		date = "du " + t.Format("02/01/2006")
	}
	s := fmt.Sprintf("Duplicata · partie du jour %s\n%d / %d points (%s %% du top)", date, r.Score, r.Top, decimal(r.Percent()))
	if site != "" {
		s += "\n" + site
	}
	return s
}

// decimal writes x to one decimal place with a French decimal comma.
func decimal(x float64) string {
	s := fmt.Sprintf("%.1f", x)
	for i := range len(s) {
		if s[i] == '.' {
			return s[:i] + "," + s[i+1:]
		}
	}
	return s
}
