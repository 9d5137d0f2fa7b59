package announce

import (
	"testing"

	"duplicata/engine/bag"
)

func TestText(t *testing.T) {
	for _, c := range []struct {
		draw string
		o    Options
		want string
	}{
		{"DSCTANU", Options{},
			"Pas de reliquat. Nouvelles lettres : Danemark D, Suisse S, Canada C, Tunisie T, Algérie A, Norvège N, Uruguay U. " +
				"Tirage : Algérie, Canada, Danemark, Norvège, Suisse, Tunisie, Uruguay."},
		// The leave alphabetically, joker last; the new letters as drawn;
		// the whole draw grouped, joker last.
		{"E?D+VDJF", Options{},
			"Reliquat de trois lettres : Danemark, Égypte, Joker. " +
				"Nouvelles lettres : Venezuela V, Danemark D, Jordanie J, France F. " +
				"Tirage : deux Danemark, Égypte, France, Jordanie, Venezuela, Joker."},
		{"EE+A?", Options{},
			"Reliquat de deux lettres : Égypte, Égypte. Nouvelles lettres : Algérie A, Joker – Lettre blanche. " +
				"Tirage : Algérie, deux Égypte, Joker."},
		{"S+AEIRTU", Options{},
			"Reliquat d’une lettre : Suisse. Nouvelles lettres : Algérie A, Égypte E, Italie I, Roumanie R, Tunisie T, Uruguay U. " +
				"Tirage : Algérie, Égypte, Italie, Roumanie, Suisse, Tunisie, Uruguay."},
		{"ABCDEFG+H", Options{},
			"Reliquat de sept lettres : Algérie, Belgique, Canada, Danemark, Égypte, France, Grèce. Nouvelle lettre : Hongrie H. " +
				"Tirage : Algérie, Belgique, Canada, Danemark, Égypte, France, Grèce, Hongrie."},
		// Blitz: the whole draw letter by letter.
		{"E?D+VDJF", Options{Blitz: true},
			"Reliquat de trois lettres : Danemark, Égypte, Joker. " +
				"Nouvelles lettres : Venezuela V, Danemark D, Jordanie J, France F. " +
				"Tirage : deux D, E, F, J, V, joker."},
		// Plain letters throughout.
		{"E?D+VDJF", Options{Spelling: Plain},
			"Reliquat de trois lettres : D, E, joker. Nouvelles lettres : V, D, J, F. Tirage : deux D, E, F, J, V, joker."},
		// After a rejection everything is new.
		{"KWXYZQO", Options{Rejected: true},
			"Rejet. Pas de reliquat. Nouvelles lettres : Kenya K, Wallonie W, Xénophon X, Yougoslavie Y, Zambie Z, Québec Q, Océanie O. " +
				"Tirage : Kenya, Océanie, Québec, Wallonie, Xénophon, Yougoslavie, Zambie."},
		{"??LMP", Options{},
			"Pas de reliquat. Nouvelles lettres : Joker – Lettre blanche, Joker – Lettre blanche, Luxembourg L, Maroc M, Portugal P. " +
				"Tirage : Luxembourg, Maroc, Portugal, deux Joker."},
		{"GHI", Options{Spelling: Plain, Blitz: true}, "Pas de reliquat. Nouvelles lettres : G, H, I. Tirage : G, H, I."},
	} {
		d, err := bag.ParseDraw(c.draw)
		if err != nil {
			t.Fatal(err)
		}
		if got := Text(d, c.o); got != c.want {
			t.Errorf("Text(%s, %+v)\n got %q\nwant %q", c.draw, c.o, got, c.want)
		}
	}
}

func TestCountriesCoverTheTable(t *testing.T) {
	for l, name := range Countries {
		if name == "" {
			t.Errorf("letter %d has no country", l)
		}
		if l > 0 && l != 5 && name[0] != byte('A'+l-1) {
			t.Errorf("letter %c: %s", 'A'+l-1, name)
		}
	}
	if Countries[5] != "Égypte" {
		t.Errorf("E: %s", Countries[5])
	}
}

func TestEmpty(t *testing.T) {
	if got := Text(bag.Draw{}, Options{}); got != "Pas de reliquat." {
		t.Errorf("empty draw: %q", got)
	}
}
