package frenchtest

import (
	"duplicata/wasm/ui/french"
	"testing"
)

func TestFaults(t *testing.T) {
	faulty := []string{
		"Pourcentage du top : 90.7 %",
		"17 anagramme(s)",
		"0 doublons, 1 lignes vides",
		"0 joueurs", "1 joueurs", "Partie importée : 1 coups", "EPILERR C2 : 1 pts",
		"0%", "90,7 %",
		`(bag: draw "AB3", byte 2 of the new tiles: '3' is not a letter or a joker)`,
		`(bag: draw "???": 3 ?, the game has 2)`,
		"Le lexique est illisible : lexicon: unexpected EOF",
	}
	for _, s := range faulty {
		if len(Faults(s)) == 0 {
			t.Errorf("%q: no fault found", s)
		}
	}
	fine := []string{
		"Pourcentage du top : " + french.Percent(90.66, 1),
		french.Anagrams.Count(17), french.Noun{One: "doublon", Many: "doublons"}.Count(0), french.Lines.Count(1),
		"aucun joueur", french.Players.Count(1), "Partie importée : " + french.Turns.Count(1), french.Percent(0, 0),
		"Mozilla Public License, v. 2.0 (MPL 2.0)", "1 sur 4", "0 sous le seuil",
		"Coups 1 à 20 sur " + french.Number(1266),
		"Au premier coup, un mot est payé à sa meilleure place (§6.4.2.1) : DANSE H4, 24 points.",
	}
	for _, s := range fine {
		if f := Faults(s); len(f) != 0 {
			t.Errorf("%q: %v", s, f)
		}
	}
}
