package ballot

import (
	"errors"
	"testing"
)

func TestParseEntry(t *testing.T) {
	for _, tc := range []struct {
		in        string
		jokers    int
		word, ref string
		ok        bool
	}{
		{"CHAT H4", 0, "CHAT", "H4", true},
		{"  chat   h4 ", 0, "CHAT", "H4", true},
		{"4h chat", 1, "CHAT", "4H", true},
		{"ChAT 12C", 1, "ChAT", "12C", true},
		{"CHAT", 0, "CHAT", "", true},
		// A word of jokers only, when the draw has the jokers.
		{"ai H8", 2, "ai", "H8", true},
		{"ai H8", 1, "AI", "H8", true},
		{"CHAT H16", 0, "", "", false},
		{"CHAT P4", 0, "", "", false},
		{"CH4T H4", 0, "", "", false},
		{"CHAT H4 X", 0, "", "", false},
		{"H4 8H", 0, "", "", false},
		{"C H4", 0, "", "", false},
		{"", 0, "", "", false},
	} {
		word, ref, err := ParseEntry(tc.in, tc.jokers)
		if (err == nil) != tc.ok || word != tc.word || ref != tc.ref || err != nil && !errors.Is(err, ErrEntry) {
			t.Errorf("ParseEntry(%q, %d) = %q, %q, %v", tc.in, tc.jokers, word, ref, err)
		}
	}
}

// FuzzParseEntry: any line reads as a word of 2 to 15 letters and a
// reference the board reads, or ErrEntry.
func FuzzParseEntry(f *testing.F) {
	for _, s := range []string{"CHAT H4", "4h chat", "ai H8", "", "H4 8H", "é H4"} {
		f.Add(s, 1)
	}
	f.Fuzz(func(t *testing.T, s string, jokers int) {
		word, ref, err := ParseEntry(s, jokers)
		if err != nil {
			if !errors.Is(err, ErrEntry) || word != "" || ref != "" {
				t.Fatalf("ParseEntry(%q) = %q, %q, %v", s, word, ref, err)
			}
			return
		}
		if _, _, ok := readWord(word); !ok {
			t.Fatalf("ParseEntry(%q) = word %q", s, word)
		}
	})
}
