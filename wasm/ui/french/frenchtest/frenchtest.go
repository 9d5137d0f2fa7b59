// Package frenchtest checks the French of the texts the app shows, for the
// app's tests: the app itself never runs it, so its rules (regular
// expressions, compiled when the package starts) are not in app.wasm's
// start, the page's nor the engine's worker's.
package frenchtest

import (
	"regexp"
	"strings"
)

// Faults are what a French reader would find wrong in a text the app
// shows: a decimal point in a number, « (s) » instead of an agreed noun,
// « 0 » or « 1 » before a plural noun, a percent sign without its no-break
// space, English words or a Go error's prefix. The app's tests run it over
// every message they can reach; empty, the text is fine.
func Faults(text string) []string {
	var out []string
	for _, r := range rules {
		for _, m := range r.re.FindAllStringSubmatch(text, -1) {
			if r.fine == nil || !r.fine(m) {
				out = append(out, r.why+" : « "+strings.TrimSpace(m[0])+" »")
				break
			}
		}
	}
	return out
}

type rule struct {
	re   *regexp.Regexp
	why  string
	fine func(m []string) bool // a match that is no fault
}

// Invariable matches the words ending in s that are no plural, or the same
// in the singular: they may follow « 0 » or « 1 ».
var Invariable = regexp.MustCompile(`^(sur|sous|dans|plus|moins|mois|fois|temps|pas|très|après|près|vers|lors|depuis|puis|parmi|ms)$`)

var rules = []rule{
	{re: regexp.MustCompile(`((?:version|MPL|Mozilla|v\.)\s+)?(\S*)\d\.\d`), why: "point décimal (une virgule en français)",
		// « MPL 2.0 », « version 7.5 », « 3.0.0 », « 1:7.0-1 »: names;
		// « §6.4.2.1 »: a clause of the rules.
		fine: func(m []string) bool {
			return m[1] != "" || strings.ContainsAny(m[2], "§:") || strings.Count(m[0], ".") > 1
		}},
	{re: regexp.MustCompile(`\((s|es|x|e)\)`), why: "« (s) » : accordez le nom"},
	{re: regexp.MustCompile(`(?:^|[^\d,.\x{202f}\x{a0}])[01] (\p{Ll}+s|pts)\b`), why: "singulier après 0 ou 1",
		fine: func(m []string) bool { return Invariable.MatchString(m[1]) }},
	{re: regexp.MustCompile(`\d ?%`), why: "espace insécable avant %"},
	{re: regexp.MustCompile(`\b(bag|game|lexicon|record|tile|movegen|board|share|analysis|protocol|engine|json|strconv|http|ballot|topping|stats|daily|announce|lexicons):\s`), why: "préfixe d'erreur Go"},
	{re: regexp.MustCompile(`(?i)\b(the|of|is not|invalid|cannot|error|byte|want|failed|unknown|unexpected|not found|EOF|leave|tiles)\b`), why: "mot anglais"},
}
