package lexicon

import "testing"

// The multiset filter says yes to every word's letters in any order, and
// no to multisets no word has (with so few words, no false positive).
func TestMultisets(t *testing.T) {
	lex, err := Build("t", []string{"PASSE", "SAPES", "ZOO"})
	if err != nil {
		t.Fatal(err)
	}
	hash := func(s string) uint64 {
		h := uint64(0)
		for _, r := range s {
			h += LetterKeys[r-'A'+1]
		}
		return h
	}
	f := lex.Multisets()
	for _, c := range []struct {
		letters string
		want    bool
	}{{"PASSE", true}, {"ESSAP", true}, {"OZO", true}, {"PASSEZ", false}, {"PASE", false}, {"ZO", false}} {
		if got := f.Has(hash(c.letters)); got != c.want {
			t.Errorf("Has(%s) = %v", c.letters, got)
		}
	}
}
