package embed

import (
	"net/url"
	"strconv"
	"strings"
	"time"

	"duplicata/engine/club"
	"duplicata/engine/daily"
	"duplicata/engine/game"
	"duplicata/wasm/ui"
)

// Kind is which game a frame plays.
type Kind int

const (
	Daily    Kind = iota // la partie du jour (the default)
	Numbered             // a game number and formula
	Club                 // a club's published game
)

// Params is what the club's page asks of the frame in its address
// (documented on /embed and in site/README.md):
//
//	(nothing)               the day's game
//	numero=N&formule=F      game N of formula F (normal without formule)
//	club=SLUG[&partie=N]    the club's game N, else its current game
//	mode=entrainement|competition, cadence=SECONDS (0: sans limite)
//	lexique=fr-libre|HASH   the lexicon (a club game: the game's)
//
// A mode or rhythm left out is the player's choice in the frame.
type Params struct {
	Kind    Kind
	Seed    uint64 // Numbered: the game number; Daily: the date's
	Formula string
	Slug    string // Club
	Number  int    // Club: the game's number; 0, the club's current game
	Mode    game.Mode
	Rhythm  int // seconds; -1: the player's choice
	Lexicon string
}

// The mode's names in the address.
const (
	ModeTraining    = "entrainement"
	ModeCompetition = "competition"
)

// lexiconHash reports whether s can be a lexicon's content hash in an
// address: 16 to 64 lowercase hexadecimal digits (a prefix of the hash).
// (A function, not a regular expression: the page compiled its
// expressions at every start, the 64 repeats of this one the most.)
func lexiconHash(s string) bool {
	if len(s) < 16 || len(s) > 64 {
		return false
	}
	return !strings.ContainsFunc(s, func(r rune) bool { return !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') })
}

// ParseParams reads the frame's address (its query, and its fragment where
// the page moves the keys the solo page would read: see Page.OnMount) on
// day today. A parameter it cannot read is left at its default and said,
// in French, in problem.
func ParseParams(q url.Values, today time.Time) (p Params, problem string) {
	p = Params{Kind: Daily, Seed: daily.Number(today), Formula: daily.Formula, Rhythm: -1, Lexicon: "fr-libre"}
	var problems []string
	say := func(s string) { problems = append(problems, s) }
	switch {
	case q.Get("club") != "":
		slug := q.Get("club")
		if !club.ValidSlug(slug) {
			say("« " + slug + " » n'est pas l'identifiant d'un club.")
			break
		}
		p.Kind, p.Slug = Club, slug
		if s := q.Get("partie"); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 {
				say("« " + s + " » n'est pas un numéro de partie du club : la partie en cours du club est proposée.")
			} else {
				p.Number = n
			}
		}
	case q.Get("numero") != "" || q.Get("formule") != "":
		formula := q.Get("formule")
		if formula == "" {
			formula = "normal"
		}
		if _, err := game.ParseFormula(formula); err != nil {
			say("La formule « " + formula + " » n'existe pas : la partie du jour est proposée.")
			break
		}
		n, err := strconv.ParseUint(q.Get("numero"), 10, 64)
		if err != nil || n == 0 || n > 1<<53-1 {
			say("« " + q.Get("numero") + " » n'est pas un numéro de partie (un nombre entier à partir de 1) : la partie du jour est proposée.")
			break
		}
		p.Kind, p.Seed, p.Formula = Numbered, n, formula
	}
	switch m := strings.ToLower(q.Get("mode")); m {
	case "":
	case ModeTraining, "entraînement", string(game.Training):
		p.Mode = game.Training
	case ModeCompetition, "compétition":
		p.Mode = game.Competition
	default:
		say("Le mode « " + q.Get("mode") + " » n'existe pas : choisissez-le ci-dessous.")
	}
	if c := q.Get("cadence"); c != "" {
		s, err := strconv.Atoi(c)
		if err == nil && rhythmKnown(s) {
			p.Rhythm = s
		} else {
			say("La cadence « " + c + " » n'est pas proposée : choisissez-la ci-dessous.")
		}
	}
	if l := strings.ToLower(q.Get("lexique")); l != "" && l != "fr-libre" {
		if lexiconHash(l) {
			p.Lexicon = l
		} else {
			say("Le lexique « " + q.Get("lexique") + " » n'est pas reconnu : fr-libre est utilisé.")
		}
	}
	return p, strings.Join(problems, " ")
}

// rhythmKnown reports whether s seconds is a rhythm the app offers.
func rhythmKnown(s int) bool {
	for _, r := range ui.Rhythms {
		if r.Seconds == s {
			return true
		}
	}
	return false
}

// Query is p as the frame's address says it: ParseParams reads it back.
func (p Params) Query() url.Values {
	q := url.Values{}
	switch p.Kind {
	case Numbered:
		q.Set("numero", strconv.FormatUint(p.Seed, 10))
		q.Set("formule", p.Formula)
	case Club:
		q.Set("club", p.Slug)
		if p.Number > 0 {
			q.Set("partie", strconv.Itoa(p.Number))
		}
	}
	switch p.Mode {
	case game.Training:
		q.Set("mode", ModeTraining)
	case game.Competition:
		q.Set("mode", ModeCompetition)
	}
	if p.Rhythm >= 0 {
		q.Set("cadence", strconv.Itoa(p.Rhythm))
	}
	if p.Lexicon != "fr-libre" && p.Lexicon != "" {
		q.Set("lexique", p.Lexicon)
	}
	return q
}

// AppURL is the address of the same game in the full app, under origin:
// the club's page of the game, or the solo page's form on the game number.
func (p Params) AppURL(origin string) string {
	switch p.Kind {
	case Club:
		u := origin + "/club/" + p.Slug
		if p.Number > 0 {
			u += "?partie=" + strconv.Itoa(p.Number)
		}
		return u
	}
	return origin + "/?numero=" + strconv.FormatUint(p.Seed, 10) + "&formule=" + url.QueryEscape(p.Formula)
}

// soloKeys are the query's keys the solo page reads itself (?numero=,
// ?formule=, ?partie=): the frame moves them to the fragment before the
// solo page mounts, which would otherwise open its form on them.
var soloKeys = []string{"numero", "formule", "partie"}

// Split moves soloKeys from query to a fragment: the query and fragment
// the frame's address then has; moved reports whether any was.
func Split(query, fragment url.Values) (url.Values, url.Values, bool) {
	q, f := url.Values{}, url.Values{}
	for k, v := range fragment {
		f[k] = v
	}
	moved := false
	for k, v := range query {
		if contains(soloKeys, k) {
			f[k], moved = v, true
		} else {
			q[k] = v
		}
	}
	return q, f, moved
}

// Merged is the frame's parameters: the query's, and soloKeys from the
// fragment. The club is read from the query only: the server sends the
// club's allowed ancestors for the club the query names, and a fragment
// never reaches it.
func Merged(query, fragment url.Values) url.Values {
	m := url.Values{}
	for k, v := range fragment {
		if contains(soloKeys, k) {
			m[k] = v
		}
	}
	for k, v := range query {
		m[k] = v
	}
	return m
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Title is what the frame calls the game before it starts.
func (p Params) Title(clubName, gameTitle string, today time.Time) string {
	switch p.Kind {
	case Club:
		name := clubName
		if name == "" {
			name = p.Slug
		}
		if p.Number == 0 && gameTitle == "" {
			return name + " — partie du club"
		}
		return name + " — partie n° " + strconv.Itoa(p.Number) + " : " + gameTitle
	case Numbered:
		return "Partie n° " + strconv.FormatUint(p.Seed, 10) + " (" + ui.FormulaName(p.Formula) + ")"
	}
	return "Partie du jour · " + today.Format("02/01/2006")
}
