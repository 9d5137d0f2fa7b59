package ballot

import (
	"errors"
	"fmt"
	"testing"

	"duplicata/engine/lexicon/frlibre/frlibretest"
	"duplicata/engine/movegen"
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
// reference the board reads, or ErrEntry; so does a ballot (ParseBallot).
func FuzzParseEntry(f *testing.F) {
	for _, s := range []string{"CHAT H4", "4h chat", "ai H8", "", "H4 8H", "é H4", "R[SSE.]IZ", "[[.]]", "A[.é]B"} {
		f.Add(s, 1)
	}
	f.Fuzz(func(t *testing.T, s string, jokers int) {
		if b, err := ParseBallot(s, jokers); err != nil && !errors.Is(err, ErrEntry) {
			t.Fatalf("ParseBallot(%q): %v", s, err)
		} else if _, _, ok := readWord(b.Word); err == nil && !ok {
			t.Fatalf("ParseBallot(%q) = word %q", s, b.Word)
		}
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

func TestParseBallot(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string // fmt of the Ballot; "" for ErrEntry
	}{
		{"RIZ 13H", "{RIZ 13H [] 0 0}"},
		{"riz", "{RIZ  [] 0 0}"},
		{"R[SSE.]IZ", "{RIZ  [{83 0 -3} {83 0 -2} {69 0 -1}] 0 0}"},
		{"13h R[sse.]IZ", "{RIZ 13H [{83 0 -3} {83 0 -2} {69 0 -1}] 0 0}"},
		{"CHA[.RS]T", "{CHAT  [{82 2 1} {83 2 2}] 0 0}"},
		{"C[A.]H[.B]AT", "{CHAT  [{65 0 -1} {66 1 1}] 0 0}"},
		{"[A.]RIZ", ""},
		{"R[SSE]IZ", ""},
		{"R[.]IZ", ""},
		{"R[S1.]IZ", ""},
		{"R[SSE.IZ", ""},
	} {
		b, err := ParseBallot(tc.in, 0)
		got := ""
		if err == nil {
			got = fmt.Sprint(b)
		} else if !errors.Is(err, ErrEntry) {
			t.Errorf("ParseBallot(%q): %v", tc.in, err)
		}
		if got != tc.want {
			t.Errorf("ParseBallot(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
	// Typed, the anchors of the judge's tests locate RIZ at 13H.
	b, _ := ParseBallot("R[SSE.]IZ", 0)
	b.Score = 21
	v := Judge(passe(t), rack(t, "RIZABCD"), b, frlibretest.Lexicon(t), Rules{Params: movegen.Normal})
	if v.Sanction != None || v.Paid != 21 {
		t.Errorf("R[SSE.]IZ 21: %+v", v)
	}
}
