package game

import (
	"fmt"

	"duplicata/engine/ballot"
)

// Mode is how a player's ballots are judged.
type Mode string

const (
	// Training: a move is paid its score; the score announced is ignored.
	Training Mode = "training"
	// Competition: the ballot is judged as an arbiter judges it
	// (ballot.Judge, §6): it is never refused nor corrected, and is paid
	// the verdict's points; a warning (§6.5) from the fourth on (the
	// sixth in blitz or an original formula) costs 5 points (§6.9).
	Competition Mode = "competition"
)

// WarningPenalty is the points a warning costs once the free ones are used
// up (§6.9).
const WarningPenalty = 5

// ParseMode reads a mode as a game's configuration or a club's game writes
// it: "training" or "competition"; empty is Training.
func ParseMode(s string) (Mode, error) {
	switch m := Mode(s); m {
	case "":
		return Training, nil
	case Training, Competition:
		return m, nil
	}
	return "", fmt.Errorf("game: unknown mode %q (%s or %s)", s, Training, Competition)
}

// Tally totals a player's points over a game as §6.9 counts them: each
// turn's points paid, less WarningPenalty for each warning past the free
// ones, taken off on its turn. The game totals its results by it, and a
// club's server a submitted record's.
type Tally struct {
	Free     int // the warnings that cost nothing (three, or five: freeWarnings)
	Warnings int // the warnings so far
	Total    int // the points so far, net of the warnings' penalties
}

// NewTally is the tally of a game of formula f, rhythm seconds a turn,
// before its first turn.
func NewTally(f Formula, rhythm int) Tally { return Tally{Free: freeWarnings(f, rhythm)} }

// Add counts a turn paid points under sanction s and returns what its
// warning costs: WarningPenalty past the free warnings, else 0.
func (t *Tally) Add(points int, s ballot.Sanction) (cost int) {
	if s == ballot.Warning {
		t.Warnings++
		if t.Warnings > t.Free {
			cost = WarningPenalty
		}
	}
	t.Total += points - cost
	return cost
}

func (g *Game) competition() bool { return g.st.Mode == Competition }

// freeWarnings is how many warnings cost nothing: three, or five in blitz
// (a minute a turn or less, §1.3) and in the original formulas of §4.8
// (§6.9: "Au quatrième (sixième en blitz ou partie originale)").
func freeWarnings(f Formula, rhythm int) int {
	if rhythm > 0 && rhythm <= 60 || f.ID != "normal" {
		return 5
	}
	return 3
}
