package game

import (
	"fmt"
	"slices"
	"strings"

	"duplicata/engine/movegen"
)

// Formula is how a game is played (§4.8): draw size, move limits and bonuses,
// and whether a joker is imposed in every draw.
type Formula struct {
	ID       string         // "normal", "joker", "7sur8", "7et8", "789", "joker-7sur8", "joker-7et8", "joker-789"
	Name     string         // its name for players, in French
	DrawSize int            // tiles in a draw, the imposed joker included
	Params   movegen.Params // tiles one move may place, bonuses
	Joker    bool           // a joker is imposed in every draw (§4.8.2)
}

var baseFormulas = []Formula{
	{ID: "normal", Name: "Partie normale", DrawSize: 7, Params: movegen.Normal},
	{ID: "7sur8", Name: "7 sur 8", DrawSize: 8, Params: movegen.SevenOf8},
	{ID: "7et8", Name: "7 et 8", DrawSize: 8, Params: movegen.SevenAnd8},
	{ID: "789", Name: "7, 8 et 9", DrawSize: 9, Params: movegen.SevenEight9},
}

// formulas is every formula, made once: a page reads its game's formula at
// every render (ParseFormula), and a phone's renders are counted in
// milliseconds.
var formulas = makeFormulas()

// Formulas lists every formula: the four base ones, and each combined with
// the joker formula (§4.8.3: "Il est possible d'associer ces parties à la
// formule « joker »").
func Formulas() []Formula { return slices.Clone(formulas) }

func makeFormulas() []Formula {
	var out []Formula
	for _, f := range baseFormulas {
		out = append(out, f)
	}
	for _, f := range baseFormulas {
		j := f
		j.Joker = true
		if f.ID == "normal" {
			j.ID, j.Name = "joker", "Partie joker"
		} else {
			j.ID, j.Name = "joker-"+f.ID, "Joker, "+f.Name
		}
		out = append(out, j)
	}
	return out
}

// ParseFormula finds a formula by its ID.
func ParseFormula(id string) (Formula, error) {
	key := strings.ToLower(strings.TrimSpace(id))
	for _, f := range formulas {
		if f.ID == key {
			return f, nil
		}
	}
	var ids []string
	for _, f := range formulas {
		ids = append(ids, f.ID)
	}
	return Formula{}, fmt.Errorf("game: unknown formula %q (one of %s)", id, strings.Join(ids, ", "))
}
