package tile

import "testing"

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"ÉTÉ":      "ETE",
		"élève H4": "eleve H4",
		"ŒUFS":     "OEUFS",
		"çà":       "ca",
		"NAÏVE":    "NAIVE",
		"MOT H4":   "MOT H4",
		"ÂgÉ":      "AgE",
		"CŒur 8H":  "COEur 8H",
		"3€":       "3€",
		"":         "",
	} {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}
