package ui

import (
	"testing"

	"duplicata/engine/game"
)

// TestKeptGameOf reads what the lists of kept games say of a saved game,
// solo and topping (whose state holds the game under "game" beside a turn
// of its own), and refuses what holds none.
func TestKeptGameOf(t *testing.T) {
	for _, tc := range []struct {
		text string
		ok   bool
		want KeptGame
		what string
	}{
		{`{"state":{"lexicon":"ma-liste","lexiconHash":"ab12","turn":5,"formula":"normal","mode":"competition","phase":"playing"},"leftMs":3}`, true,
			KeptGame{Page: "duplicata.session", Lexicon: "ma-liste", Hash: "ab12", Turn: 5, Formula: "normal", Mode: game.Competition},
			"Solo, Partie normale, tour 5, compétition"},
		{`{"state":{"game":{"lexicon":"fr-libre","lexiconHash":"cd34","turn":2,"formula":"joker","phase":"over"},"turn":{"clock":12}}}`, true,
			KeptGame{Page: "duplicata.topping", Lexicon: "fr-libre", Hash: "cd34", Turn: 2, Formula: "joker", Over: true},
			"Topping, Partie joker, tour 2, terminée"},
		{`{abîmé`, false, KeptGame{}, ""},
		{`{"state":{"turn":"deux","phase":"playing"}}`, false, KeptGame{}, ""},
		{`{"state":{}}`, false, KeptGame{}, ""},
		{`{"leftMs":3}`, false, KeptGame{}, ""},
	} {
		g, ok := KeptGameOf(tc.text)
		if ok != tc.ok {
			t.Errorf("%s: ok %t", tc.text, ok)
			continue
		}
		if !ok {
			continue
		}
		g.Text, tc.want.Text = "", ""
		if g != tc.want {
			t.Errorf("%s:\n%+v, want\n%+v", tc.text, g, tc.want)
		}
		if w := g.What(); w != tc.what {
			t.Errorf("%s: %q, want %q", tc.text, w, tc.what)
		}
	}
}
