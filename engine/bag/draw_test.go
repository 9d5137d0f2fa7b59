package bag

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"duplicata/engine/tile"
)

// checkResult checks what every draw must satisfy: the rejected draws fail
// the minimum, every one after the first has no leave and is whole, the
// draw played meets it, and no tile was made or lost (bag + draw = the
// tiles before, with an imposed joker held out of the bag).
func checkResult(t *testing.T, name string, res Result, before Bag, after Bag, leave tile.Rack, s Spec) {
	t.Helper()
	for i, d := range res.Rejected {
		if Meets(d.Rack(), res.Min) {
			t.Errorf("%s: rejected draw %d %v meets %d", name, i, d, res.Min)
		}
		if i > 0 && d.Leave.Len() != 0 {
			t.Errorf("%s: rejected draw %d %v has a leave", name, i, d)
		}
	}
	if !Meets(res.Draw.Rack(), res.Min) {
		t.Errorf("%s: draw %v does not meet %d", name, res.Draw, res.Min)
	}
	if len(res.Rejected) > 0 && res.Draw.Leave.Len() != 0 {
		t.Errorf("%s: draw %v after a rejection has a leave", name, res.Draw)
	}
	if len(res.Rejected) == 0 && res.Draw.Leave != leave {
		t.Errorf("%s: draw %v does not keep the leave %v", name, res.Draw, leave)
	}
	total := before.Len() + leave.Len()
	if s.Joker && leave[tile.Joker] == 0 {
		total++
	}
	if want := min(s.Size, total); res.Draw.Len() != want {
		t.Errorf("%s: draw %v of %d tiles, want %d", name, res.Draw, res.Draw.Len(), want)
	}
	got := after.Counts()
	for l, c := range res.Draw.Rack() {
		got[l] += c
	}
	want := before.Counts()
	for l, c := range leave {
		want[l] += c
	}
	if s.Joker && leave[tile.Joker] == 0 {
		want[tile.Joker]++
	}
	if got != want {
		t.Errorf("%s: bag %v + draw %v ≠ bag %v + leave %v", name, after, res.Draw, before, leave)
	}
	if s.Joker {
		if after.Count(tile.Joker) != before.Count(tile.Joker) {
			t.Errorf("%s: the imposed joker went into the bag", name)
		}
		if res.Draw.Rack()[tile.Joker] == 0 {
			t.Errorf("%s: draw %v without the imposed joker", name, res.Draw)
		}
	}
}

// consonants are every consonant of the set.
const consonants = "BBCCDDDFFGGHHJKLLLLLMMMNNNNNNPPQRRRRRRSSSSSSTTTTTTVVWXZ"

func TestDraw(t *testing.T) {
	const rest = "*" // the full set less the leave (and both jokers in a joker game)
	tests := []struct {
		name       string
		leave, bag string
		spec       Spec
		min        int
		rejected   bool   // a rejection must happen
		kept       bool   // the leave must be kept
		has        string // tiles the draw must hold
	}{
		{"first draw", "", rest, Spec{Size: 7, Turn: 1}, 2, false, false, ""},
		{"good leave kept", "AEBC", rest, Spec{Size: 7, Turn: 2}, 2, false, true, "AEBC"},
		// Six consonants and one tile to draw cannot make two vowels:
		// rejected, leave included, and drawn again from everything.
		{"consonant leave rejected", "BCDFGH", rest, Spec{Size: 7, Turn: 3}, 2, true, false, ""},
		// A leave of seven (a cancelled turn's, or 7 sur 8) with one
		// vowel: rejected at turn 15, kept at turn 16.
		{"turn 15", "ABCDFGH", rest, Spec{Size: 7, Turn: 15}, 2, true, false, ""},
		{"turn 16", "ABCDFGH", rest, Spec{Size: 7, Turn: 16}, 1, false, true, "ABCDFGH"},
		{"8 tiles", "", rest, Spec{Size: 8, Turn: 1}, 2, false, false, ""},
		{"9 tiles", "EE", rest, Spec{Size: 9, Turn: 20}, 1, false, true, "EE"},
		// The Y and the joker count either way.
		{"Y? counts once each way", "BCDFGY?", rest, Spec{Size: 7, Turn: 4}, 2, false, true, "BCDFGY?"},
		{"YA? meets one only at turn 16", "AY?BCDF", rest, Spec{Size: 7, Turn: 16}, 1, false, true, "AY?BCDF"},
		// The end of the bag.
		{"three tiles left", "BC", "A", Spec{Size: 7, Turn: 5}, 1, false, true, "ABC"},
		{"five tiles left", "BCD", "AE", Spec{Size: 7, Turn: 5}, 2, false, true, "ABCDE"},
		{"the last vowel", "BCDFGH", "A", Spec{Size: 7, Turn: 3}, 1, false, true, "ABCDFGH"},
		{"the last vowel, deep in the bag", "BCD", "FGHJKLMNPQRSTVWXZA", Spec{Size: 7, Turn: 3}, 1, false, false, "A"},
		{"the last two vowels", "", "BCDFGHJKLMNPQRSTVWXZBCDFGHLMNPRSTVAE", Spec{Size: 7, Turn: 3}, 2, false, false, "AE"},
		// The hardest valid draw: four tiles, both vowels of the bag
		// needed among its 55 consonants (about one draw in 266).
		{"two vowels among every consonant", "", "AE" + consonants, Spec{Size: 4, Turn: 1}, 2, false, false, "AE"},
		{"Y is the vowel", "Y", "BCD", Spec{Size: 7, Turn: 5}, 1, false, true, "YBCD"},
		// The joker game: six tiles and the imposed joker.
		{"joker game", "", rest + "??", Spec{Size: 7, Turn: 1, Joker: true}, 2, false, false, "?"},
		{"joker kept in the leave", "?AB", rest + "??", Spec{Size: 7, Turn: 2, Joker: true}, 2, false, true, "?AB"},
		{"joker game, consonant leave", "BCDFGH", rest + "??", Spec{Size: 7, Turn: 3, Joker: true}, 2, true, false, "?"},
		{"joker and 7 sur 8", "A", rest + "??", Spec{Size: 8, Turn: 4, Joker: true}, 2, false, true, "A?"},
		{"joker game, end of the bag", "BC", "D", Spec{Size: 7, Turn: 30, Joker: true}, 1, false, true, "BCD?"},
	}
	for _, tt := range tests {
		for seed := range uint64(20) {
			leave := letters(t, tt.leave)
			var b Bag
			switch {
			case tt.bag == rest:
				b = without(t, tt.leave)
			case tt.bag == rest+"??":
				b = without(t, tt.leave+"??"[leave[tile.Joker]:])
			default:
				b = bagOf(t, tt.bag)
			}
			before := b
			name := fmt.Sprintf("%s (seed %d)", tt.name, seed)
			res, err := b.Draw(NewRand(seed), leave, tt.spec)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			checkResult(t, name, res, before, b, leave, tt.spec)
			if res.Min != tt.min {
				t.Errorf("%s: min %d, want %d", name, res.Min, tt.min)
			}
			if tt.rejected && len(res.Rejected) == 0 {
				t.Errorf("%s: %v with no rejection", name, res.Draw)
			}
			if tt.rejected && res.Rejected[0].Leave != leave {
				t.Errorf("%s: first rejected draw %v does not start from the leave", name, res.Rejected[0])
			}
			if tt.kept && (len(res.Rejected) > 0 || res.Draw.Leave != leave) {
				t.Errorf("%s: leave not kept: %v, rejected %v", name, res.Draw, res.Rejected)
			}
			d := res.Draw.Rack()
			for l, c := range letters(t, tt.has) {
				if d[l] < c {
					t.Errorf("%s: draw %v lacks %v", name, res.Draw, tile.Letter(l))
				}
			}
		}
	}
}

// A consonant leave always fails at turn 3: the first rejected draw is
// the leave and the one tile drawn, written "LEAVE+NEW"; the leave goes
// back into the bag and the next draws are whole.
func TestDrawRejectionReport(t *testing.T) {
	b := without(t, "BCDFGH")
	res, err := b.Draw(NewRand(1), letters(t, "BCDFGH"), Spec{Size: 7, Turn: 3})
	if err != nil {
		t.Fatal(err)
	}
	first := res.Rejected[0]
	if s := first.String(); !strings.HasPrefix(s, "BCDFGH+") || len(s) != 8 {
		t.Errorf("first rejected draw %q, want BCDFGH+ and one tile", s)
	}
	for _, d := range res.Rejected[1:] {
		if strings.Contains(d.String(), "+") || d.Len() != 7 {
			t.Errorf("rejected draw %q, want seven tiles and no leave", d)
		}
	}
	if b.Len() != tile.Total-7 {
		t.Errorf("bag of %d after the draw, want %d: the leave went back", b.Len(), tile.Total-7)
	}
}

func TestDrawGameOver(t *testing.T) {
	tests := []struct {
		leave, bag string
		spec       Spec
		why        EndReason
	}{
		{"BC", "DFG", Spec{Size: 7, Turn: 20}, OnlyConsonants},
		{"", "AEIO", Spec{Size: 7, Turn: 3}, OnlyVowels},
		{"B", "", Spec{Size: 7, Turn: 20}, OneLetter},
		{"?", "", Spec{Size: 7, Turn: 20}, OneLetter},
		{"", "", Spec{Size: 7, Turn: 20}, AllPlayed},
	}
	for _, tt := range tests {
		b := bagOf(t, tt.bag)
		before := b
		r := NewRand(1)
		_, err := b.Draw(r, letters(t, tt.leave), tt.spec)
		if !errors.Is(err, ErrGameOver) || !strings.Contains(err.Error(), tt.why.String()) {
			t.Errorf("Draw(%q, %q) = %v, want ErrGameOver, %v", tt.leave, tt.bag, err, tt.why)
		}
		if b != before || *r != *NewRand(1) {
			t.Errorf("Draw(%q, %q) changed the bag or the generator", tt.leave, tt.bag)
		}
	}
	// In a joker game the imposed joker keeps the game going.
	b := bagOf(t, "")
	res, err := b.Draw(NewRand(1), letters(t, "B"), Spec{Size: 7, Turn: 30, Joker: true})
	if err != nil || res.Draw.String() != "B+?" {
		t.Errorf("joker game, B left: %v, %v; want B+?", res.Draw, err)
	}
}

func TestDrawErrors(t *testing.T) {
	full := Full()
	tests := []struct {
		name  string
		bag   Bag
		leave string
		spec  Spec
		nilR  bool
		want  string
	}{
		{"size 1", full, "", Spec{Size: 1, Turn: 1}, false, "draw size 1"},
		{"size 10", full, "", Spec{Size: 10, Turn: 1}, false, "draw size 10"},
		{"turn 0", full, "", Spec{Size: 7, Turn: 0}, false, "turn 0"},
		{"nil generator", full, "", Spec{Size: 7, Turn: 1}, true, "nil *Rand"},
		{"leave too long", without(t, "ABCDEFGH"), "ABCDEFGH", Spec{Size: 7, Turn: 1}, false, "leave of 8 tiles"},
		{"leave and joker too long", without(t, "ABCDEFG??"), "ABCDEFG", Spec{Size: 7, Turn: 1, Joker: true}, false, "leave and imposed joker of 8 tiles"},
		{"a third joker", full, "?", Spec{Size: 7, Turn: 1}, false, "3 ? between the draw and the bag"},
		{"an imposed joker too many", full, "", Spec{Size: 7, Turn: 1, Joker: true}, false, "3 ? between"},
		{"two Ks", full, "K", Spec{Size: 7, Turn: 1}, false, "2 K between"},
	}
	for _, tt := range tests {
		b := tt.bag
		r := NewRand(9)
		if tt.nilR {
			r = nil
		}
		_, err := b.Draw(r, letters(t, tt.leave), tt.spec)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want an error with %q", tt.name, err, tt.want)
		}
		if b != tt.bag {
			t.Errorf("%s: the bag changed", tt.name)
		}
	}
}

// golden plays a game of draws only with a fixed rule: the leave is the
// draw's first four consonants in alphabetical order (a leave that often
// forces a rejection), everything else is "played".
func golden(seed uint64, turns int) []string {
	r := NewRand(seed)
	b := Full()
	var leave tile.Rack
	var out []string
	for turn := 1; turn <= turns; turn++ {
		res, err := b.Draw(r, leave, Spec{Size: 7, Turn: turn})
		if err != nil {
			return append(out, err.Error())
		}
		line := ""
		for _, d := range res.Rejected {
			line += d.String() + " / "
		}
		out = append(out, line+res.Draw.String())
		leave = tile.Rack{}
		kept := 0
		rack := res.Draw.Rack()
		for l := 1; l <= tile.NumLetters && kept < 4; l++ {
			for rack[l] > 0 && tile.Kinds[l] == tile.Consonant && kept < 4 {
				rack[l]--
				leave[l]++
				kept++
			}
		}
	}
	return out
}

// Golden draws: computed once by this code and frozen. A failure means
// every seeded game has changed.
func TestDrawGolden(t *testing.T) {
	want := []string{
		"NESUSST",
		"NSSS+STE / WETRJRE",
		"JRRT+DRI / AEOEUBU / ISEOLEE",
		"LS+EAO?J",
		"JLS+NGPM / SREICTN",
		"CNRS+SCU / TUREDZP",
		"DPRT+AIH",
		"DHPR+?IA",
	}
	got := golden(2026, 8)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("seed 2026 draws:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A game saved after any draw (generator and bag in JSON) and resumed
// goes on with the same draws; the same seed gives the same game and
// another seed another one.
func TestDrawResume(t *testing.T) {
	type save struct {
		Rand  Rand `json:"rand"`
		Bag   Bag  `json:"bag"`
		Leave Draw `json:"leave"`
	}
	whole := golden(7, 12)
	if again := golden(7, 12); strings.Join(again, "|") != strings.Join(whole, "|") {
		t.Fatal("the same seed gave two games")
	}
	if other := golden(8, 12); strings.Join(other, "|") == strings.Join(whole, "|") {
		t.Fatal("seeds 7 and 8 gave the same game")
	}
	// Resume after turn 5: play to there, save, load, go on.
	r := NewRand(7)
	b := Full()
	var leave tile.Rack
	for turn := 1; turn <= 12; turn++ {
		if turn == 6 {
			js, err := json.Marshal(save{*r, b, Draw{New: nil, Leave: leave}})
			if err != nil {
				t.Fatal(err)
			}
			var s save
			if err := json.Unmarshal(js, &s); err != nil {
				t.Fatalf("%s: %v", js, err)
			}
			r, b, leave = &s.Rand, s.Bag, s.Leave.Leave
		}
		res, err := b.Draw(r, leave, Spec{Size: 7, Turn: turn})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Draw.String(); !strings.HasSuffix(whole[turn-1], got) {
			t.Fatalf("turn %d after resuming: %s, want %s", turn, got, whole[turn-1])
		}
		leave = tile.Rack{}
		kept := 0
		rack := res.Draw.Rack()
		for l := 1; l <= tile.NumLetters && kept < 4; l++ {
			for rack[l] > 0 && tile.Kinds[l] == tile.Consonant && kept < 4 {
				rack[l]--
				leave[l]++
				kept++
			}
		}
	}
}

func TestRedraw(t *testing.T) {
	// A draw with no move, put back whole: the new draw has no leave.
	b := without(t, "ABCDEFG")
	d := Draw{Leave: letters(t, "ABC"), New: []tile.Letter{4, 5, 6, 7}}
	before := b
	res, err := b.Redraw(NewRand(4), d, Spec{Size: 7, Turn: 6})
	if err != nil {
		t.Fatal(err)
	}
	before.PutBack(d.Rack())
	checkResult(t, "redraw", res, before, b, tile.Rack{}, Spec{Size: 7, Turn: 6})

	// The joker game: the imposed joker stays out of the bag.
	b = without(t, "ABCDEF??")
	d = Draw{New: []tile.Letter{1, 2, 3, 4, 5, 6, 0}}
	before = b
	res, err = b.Redraw(NewRand(4), d, Spec{Size: 7, Turn: 6, Joker: true})
	if err != nil {
		t.Fatal(err)
	}
	before.PutBack(letters(t, "ABCDEF"))
	checkResult(t, "joker redraw", res, before, b, tile.Rack{}, Spec{Size: 7, Turn: 6, Joker: true})

	// Every tile left is in the draw: no other draw can be made. And
	// draws that cannot be put back.
	tests := []struct {
		bag  string
		draw string
		spec Spec
		want string // "" for no error
	}{
		{"", "AB+CD", Spec{Size: 7, Turn: 30}, ErrSameDraw.Error()},
		{"E", "AB+CD", Spec{Size: 7, Turn: 30}, ""}, // ABCDE: another draw
		{"EFG", "AB+CDE", Spec{Size: 7, Turn: 30}, ""},
		{"", "AB+CD?", Spec{Size: 7, Turn: 30, Joker: true}, ErrSameDraw.Error()},
		{"EF", "AB+CD?", Spec{Size: 6, Turn: 30, Joker: true}, ""},
		{"EF", "AB+CD", Spec{Size: 6, Turn: 30, Joker: true}, "the draw has no joker"},
		{"AAAAAAAAA", "A", Spec{Size: 7, Turn: 30}, "would make 10 A"},
		{"", "AB", Spec{Size: 0, Turn: 30}, "draw size 0"},
	}
	for _, tt := range tests {
		b := bagOf(t, tt.bag)
		before := b
		d, err := ParseDraw(tt.draw)
		if err != nil {
			t.Fatal(err)
		}
		_, err = b.Redraw(NewRand(1), d, tt.spec)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("Redraw(%s) with bag %q: %v", tt.draw, tt.bag, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("Redraw(%s) with bag %q: %v, want an error with %q", tt.draw, tt.bag, err, tt.want)
		case tt.want != "" && b != before:
			t.Errorf("Redraw(%s) with bag %q changed the bag on error", tt.draw, tt.bag)
		}
	}
	var empty Bag
	if _, err := empty.Redraw(NewRand(1), Draw{New: []tile.Letter{1}}, Spec{Size: 7, Turn: 30}); !errors.Is(err, ErrSameDraw) {
		t.Errorf("Redraw with an empty bag: %v, want ErrSameDraw", err)
	}
}

func TestParseDraw(t *testing.T) {
	tests := []struct {
		in, out string
		err     string
	}{
		{"ABC+DEF", "ABC+DEF", ""},
		{"cba+fed", "ABC+FED", ""}, // the leave sorted, the new tiles in order
		{"?A+?B", "A?+?B", ""},
		{"QZXW", "QZXW", ""},
		{"AB+", "AB+", ""},
		{"", "", ""},
		{"+AB", "", "empty leave"},
		{"A1+B", "", "byte 1 of the leave"},
		{"AB+C-D", "", "byte 1 of the new tiles"},
		{"AB+C+D", "", "byte 1 of the new tiles"},
		{"ABCDEFGHIJ", "", "10 tiles"},
		{"KK", "", "2 K"},
		{"???", "", "3 ?, the game has 2"},
	}
	for _, tt := range tests {
		d, err := ParseDraw(tt.in)
		if tt.err != "" {
			var de *DrawError
			if !errors.As(err, &de) {
				t.Errorf("ParseDraw(%q): %v is not a *DrawError", tt.in, err)
			}
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParseDraw(%q) = %v, %v; want an error with %q", tt.in, d, err, tt.err)
			}
			continue
		}
		if err != nil || d.String() != tt.out {
			t.Errorf("ParseDraw(%q) = %v, %v; want %s", tt.in, d, err, tt.out)
		}
	}
	js, err := json.Marshal([]Draw{{Leave: letters(t, "B?"), New: []tile.Letter{26, 1}}})
	if err != nil || string(js) != `["B?+ZA"]` {
		t.Errorf("JSON of a draw: %s, %v", js, err)
	}
	var back []Draw
	if err := json.Unmarshal(js, &back); err != nil || back[0].String() != "B?+ZA" {
		t.Errorf("JSON round trip: %v, %v", back, err)
	}
}

func TestDrawFirst(t *testing.T) {
	for _, tt := range []struct {
		in string
		ok bool
	}{{"EIR", true}, {"R+EI", false}, {"?+ABCDEF", false}} {
		d, err := ParseDraw(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		err = d.First()
		var de *DrawError
		if tt.ok != (err == nil) || (err != nil && (!errors.As(err, &de) || de.Problem != FirstLeave)) {
			t.Errorf("ParseDraw(%q).First() = %v", tt.in, err)
		}
	}
}
