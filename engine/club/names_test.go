package club

import (
	"strings"
	"testing"
)

func TestValidName(t *testing.T) {
	for _, c := range []struct {
		name string
		ok   bool
	}{
		{"Scrabble Club d'Évian", true},
		{"A", true},
		{strings.Repeat("é", MaxName), true},
		{strings.Repeat("é", MaxName+1), false},
		{"", false},
		{" Anne", false},
		{"Anne ", false},
		{"Anne<b>", false},
		{"J.-P._O'Neil", true},
		{"\xff", false},
	} {
		if got := ValidName(c.name); got != c.ok {
			t.Errorf("ValidName(%q) = %v, want %v", c.name, got, c.ok)
		}
	}
}

func TestValidSlug(t *testing.T) {
	for _, c := range []struct {
		slug string
		ok   bool
	}{
		{"evian", true},
		{"club-42", true},
		{"ab", false},
		{strings.Repeat("a", MaxSlug), true},
		{strings.Repeat("a", MaxSlug+1), false},
		{"-evian", false},
		{"evian-", false},
		{"Évian", false},
		{"evi an", false},
	} {
		if got := ValidSlug(c.slug); got != c.ok {
			t.Errorf("ValidSlug(%q) = %v, want %v", c.slug, got, c.ok)
		}
	}
}
