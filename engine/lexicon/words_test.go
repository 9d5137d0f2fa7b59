package lexicon_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"duplicata/engine/lexicon"
)

// toolWords is a small list made for the word tools: anagram families,
// 7 + 1 extensions, and words that need accents folded.
var toolWords = []string{
	"AIRES", "ANE", "ARETE", "ARISE", "COEUR", "ENTRA", "ETE", "NATRE",
	"RAIES", "RANTE", "SERAI", "SIERRA", "TANER", "TRAINES", "TRANSIE",
	"TERNAIS", "RETAINS", "ENTRAIS", "SATINER", "STEARINE", "TRAINEES",
	"ARSENITE", "RESINATE", "ENTRAINS", "TRAINENS",
}

func toolLexicon(t testing.TB) *lexicon.Lexicon {
	t.Helper()
	words := slices.Clone(toolWords)
	slices.Sort(words)
	lex, err := lexicon.Build("outils", words)
	if err != nil {
		t.Fatal(err)
	}
	return lex
}

func TestCheck(t *testing.T) {
	lex := toolLexicon(t)
	for _, c := range []struct {
		word, form string
		ok         bool
	}{
		{"ETE", "ETE", true},
		{"été", "ETE", true},
		{" Été\t", "ETE", true},
		{"cœur", "COEUR", true},
		{"Arête", "ARETE", true},
		{"ETES", "ETES", false},
		{"E", "", false},
		{"porte-avions", "", false},
		{"ETE2", "", false},
		{"", "", false},
		{"\xff", "", false},
	} {
		form, ok := lex.Check(c.word)
		if form != c.form || ok != c.ok {
			t.Errorf("Check(%q) = %q, %t; want %q, %t", c.word, form, ok, c.form, c.ok)
		}
	}
}

func TestParseDraw(t *testing.T) {
	for _, c := range []struct {
		in, want, err string
	}{
		{"aeinrst", "AEINRST", ""},
		{"É t é", "EET", ""},
		{"Œ??", "EO??", ""},
		{"?", "?", ""},
		{"???", "", "3 jokers"},
		{"", "", "no tiles"},
		{"  ", "", "no tiles"},
		{"ABCDEFGHIJKLMNOP", "", "16 tiles"},
		{"AB1", "", "'1'"},
		{"A-B", "", "'-'"},
		{"\xffA", "", "UTF-8"},
	} {
		d, err := lexicon.ParseDraw(c.in)
		var de *lexicon.DrawError
		switch {
		case c.err == "" && err != nil:
			t.Errorf("ParseDraw(%q): %v", c.in, err)
		case c.err != "" && (!errors.As(err, &de) || !strings.Contains(err.Error(), c.err)):
			t.Errorf("ParseDraw(%q): %v, want a DrawError saying %q", c.in, err, c.err)
		case c.err == "" && d.String() != c.want:
			t.Errorf("ParseDraw(%q) = %s, want %s", c.in, d, c.want)
		}
	}
}

func TestAnagramsOf(t *testing.T) {
	lex := toolLexicon(t)
	for _, c := range []struct {
		draw string
		want []string
	}{
		{"AEINRST", []string{"ENTRAIS", "RETAINS", "SATINER", "TERNAIS", "TRAINES", "TRANSIE"}},
		{"rai es", []string{"AIRES", "ARISE", "RAIES", "SERAI"}},
		{"AEIRS?", []string{"SIERRA"}},
		{"A?E", []string{"ANE"}},
		{"??E", []string{"ANE", "ETE"}},
		{"??", nil},
		{"E", nil},
		{"ZZZ", nil},
	} {
		d, err := lexicon.ParseDraw(c.draw)
		if err != nil {
			t.Fatal(err)
		}
		if got := lex.AnagramsOf(d); !slices.Equal(got, c.want) {
			t.Errorf("AnagramsOf(%s) = %q, want %q", c.draw, got, c.want)
		}
	}
}

func TestExtensions(t *testing.T) {
	lex := toolLexicon(t)
	for _, c := range []struct {
		draw, want string
	}{
		{"AEINRST", "E: ARSENITE RESINATE STEARINE TRAINEES | N: ENTRAINS TRAINENS"},
		{"AERT", "E: ARETE | N: ENTRA NATRE RANTE TANER"},
		{"AEIRS", "R: SIERRA"},
		{"AEIR?", "R: SIERRA | S: SIERRA"},
		{"AERT?", ""},
		{"E", ""},
		{"ABCDEFGHIJKLMNO", ""},
	} {
		d, err := lexicon.ParseDraw(c.draw)
		if err != nil {
			t.Fatal(err)
		}
		if got := extensionsString(lex.Extensions(d)); got != c.want {
			t.Errorf("Extensions(%s) = %s, want %s", c.draw, got, c.want)
		}
	}
}

// On a generated list, anagrams with 0, 1 and 2 jokers are exactly the
// words of the draw's length that hold its letters, found by brute force.
func TestAnagramsOfBruteForce(t *testing.T) {
	words := generatedWords(20_000)
	lex, err := lexicon.Build("gen", words)
	if err != nil {
		t.Fatal(err)
	}
	holds := func(w, letters string) bool {
		var n [26]int
		for i := range len(w) {
			n[w[i]-'A']++
		}
		for i := range len(letters) {
			if n[letters[i]-'A']--; n[letters[i]-'A'] < 0 {
				return false
			}
		}
		return true
	}
	for i := 0; i < len(words); i += 379 {
		w := words[i]
		for jokers := 0; jokers <= 2 && jokers < len(w); jokers++ {
			letters := w[jokers:]
			d, err := lexicon.ParseDraw(letters + strings.Repeat("?", jokers))
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for _, x := range words {
				if len(x) == len(w) && holds(x, letters) {
					want = append(want, x)
				}
			}
			if got := lex.AnagramsOf(d); !slices.Equal(got, want) {
				t.Errorf("AnagramsOf(%s) = %q, want %q", d, got, want)
			}
		}
	}
}

func extensionsString(xs []lexicon.Extension) string {
	var parts []string
	for _, x := range xs {
		parts = append(parts, string(x.Letter)+": "+strings.Join(x.Words, " "))
	}
	return strings.Join(parts, " | ")
}

func ExampleLexicon_Check() {
	lex, _ := lexicon.Build("demo", []string{"COEUR", "ETE"})
	fmt.Println(lex.Check("été"))
	fmt.Println(lex.Check("Cœur"))
	fmt.Println(lex.Check("étés"))
	// Output:
	// ETE true
	// COEUR true
	// ETES false
}

func ExampleLexicon_AnagramsOf() {
	lex, _ := lexicon.Build("demo", []string{"ARTS", "RATS", "STAR", "TARS", "TRAS", "TRES"})
	d, _ := lexicon.ParseDraw("arst")
	fmt.Println(lex.AnagramsOf(d))
	d, _ = lexicon.ParseDraw("r?st")
	fmt.Println(lex.AnagramsOf(d))
	// Output:
	// [ARTS RATS STAR TARS TRAS]
	// [ARTS RATS STAR TARS TRAS TRES]
}

func ExampleLexicon_Extensions() {
	lex, _ := lexicon.Build("demo", []string{"ARETE", "ENTRA", "NATRE", "RANTE", "TANER"})
	d, _ := lexicon.ParseDraw("AERT")
	for _, x := range lex.Extensions(d) {
		fmt.Printf("+%c: %v\n", x.Letter, x.Words)
	}
	// Output:
	// +E: [ARETE]
	// +N: [ENTRA NATRE RANTE TANER]
}
