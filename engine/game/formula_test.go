package game

import (
	"strings"
	"testing"
)

func TestParseFormula(t *testing.T) {
	for _, c := range []struct {
		id, want string
		joker    bool
		draw     int
	}{
		{"normal", "Partie normale", false, 7},
		{" Joker ", "Partie joker", true, 7},
		{"7SUR8", "7 sur 8", false, 8},
		{"joker-789", "Joker, 7, 8 et 9", true, 9},
	} {
		f, err := ParseFormula(c.id)
		if err != nil || f.Name != c.want || f.Joker != c.joker || f.DrawSize != c.draw {
			t.Errorf("ParseFormula(%q) = %+v, %v", c.id, f, err)
		}
	}
	if _, err := ParseFormula("scrabble"); err == nil || !strings.Contains(err.Error(), `unknown formula "scrabble" (one of normal, 7sur8, 7et8, 789, joker, joker-7sur8, joker-7et8, joker-789)`) {
		t.Errorf("an unknown formula: %v", err)
	}
	// Formulas is the caller's to change.
	fs := Formulas()
	fs[0].Name = "changed"
	if f, _ := ParseFormula("normal"); f.Name != "Partie normale" {
		t.Error("changing Formulas' slice changed the formulas")
	}
}

// TestParseFormulaAllocs: the page reads its game's formula at every
// render; it allocated the eight formulas and their names each time.
func TestParseFormulaAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { ParseFormula("joker-7sur8") }); n != 0 {
		t.Errorf("ParseFormula allocates %v times a call", n)
	}
}
