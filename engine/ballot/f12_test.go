package ballot

import (
	"errors"
	"fmt"
	"testing"

	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
	"duplicata/engine/tile"
)

func TestF12(t *testing.T) {
	lex := frlibretest.Lexicon(t)
	b := passe(t)
	d := rack(t, "RIZ?BCD")
	cases := []struct {
		word  string
		score int
		draw  *tile.Rack
		want  string
	}{
		// RIZ makes 21 at 13H, PASSER, with no joker — and at 7H, where
		// it would form RPASSE.
		{"RIZ", 21, &d, "[RIZ 7H 21 [RIZ RPASSE] (not admitted: [RPASSE]) RIZ 13H 21 [RIZ PASSER] (valid)]"},
		// 19 with the joker for the R or the I.
		{"RIZ", 19, &d, "[rIZ 7H 19 [RIZ RPASSE] (not admitted: [RPASSE]) RiZ 7H 19 [RIZ RPASSE] (not admitted: [RPASSE]) rIZ 13H 19 [RIZ PASSER] (valid) RiZ 13H 19 [RIZ PASSER] (valid)]"},
		// 31: only places forming words not admitted.
		{"RIZ", 31, &d, "[RIZ G8 31 [RIZ RP IA ZS] (not admitted: [RP IA ZS]) RIZ I8 31 [RIZ PR AI SZ] (not admitted: [PR SZ]) RIZ 7G 31 [RIZ IPASSE] (not admitted: [IPASSE]) RIZ 13G 31 [RIZ PASSEI] (not admitted: [PASSEI])]"},
		// No draw: the letters as written, z a joker.
		{"RIz", 11, nil, "[RIz G8 11 [RIZ RP IA ZS] (not admitted: [RP IA ZS]) RIz I8 11 [RIZ PR AI SZ] (not admitted: [PR SZ]) RIz 7G 11 [RIZ IPASSE] (not admitted: [IPASSE]) RIz 13G 11 [RIZ PASSEI] (not admitted: [PASSEI]) RIz 7H 11 [RIZ RPASSE] (not admitted: [RPASSE]) RIz 13H 11 [RIZ PASSER] (valid)]"},
		{"RIZ", 1000, &d, "[]"},
	}
	for _, c := range cases {
		got, err := F12(b, lex, c.draw, movegen.Normal, c.word, c.score)
		if err != nil {
			t.Fatal(err)
		}
		if s := fmt.Sprint(got); s != c.want {
			t.Errorf("F12(%s, %d) =\n%s\nwant\n%s", c.word, c.score, s, c.want)
		}
	}
	if _, err := F12(b, lex, &d, movegen.Normal, "R2", 21); !errors.Is(err, ErrWord) {
		t.Errorf("F12 of R2: %v, want ErrWord", err)
	}
}
