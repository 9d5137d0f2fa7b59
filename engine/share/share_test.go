package share

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"strings"
	"testing"

	"duplicata/engine/game"
	"duplicata/engine/game/gametest"
	"duplicata/engine/lexicon/frlibre/frlibretest"
)

// sampleDraws are the draws of the record package's sample game.
var sampleDraws = []string{"DSCTANU", "D+VDJF?E", "NEOURFC", "RPESUZX", "PTLNUBY", "PTUB+"}

func TestRoundTrip(t *testing.T) {
	for _, l := range []Link{
		{Seed: 42, Formula: "normal"},
		{Seed: 0, Formula: "joker"},
		{Seed: 1<<64 - 1, Formula: "joker-789", Lexicon: "fr-libre"},
		{Formula: "normal", Lexicon: "ODS-8", Draws: sampleDraws},
		{Formula: "7et8", Draws: []string{"ABCDEFGH"}},
		{Formula: "normal", Lexicon: "lexique-été", Draws: []string{"??", "Z+"}},
	} {
		s := Encode(l)
		for _, c := range s {
			if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				t.Errorf("%+v: %q has %q, not a fragment character", l, s, c)
			}
		}
		back, err := Decode(s)
		if err != nil {
			t.Errorf("%+v: Decode(%q): %v", l, s, err)
			continue
		}
		if !back.Equal(l) || back.Imported() != (l.Draws != nil) {
			t.Errorf("%+v: read back %+v", l, back)
		}
	}
}

// Links written by version 1 keep opening the same games, whatever the
// compressor writes today.
func TestDecodeVersion1(t *testing.T) {
	for _, c := range []struct {
		link string
		want Link
	}{
		{"AWLQYsvLL8pNzGEABAAA__8", Link{Seed: 42, Formula: "normal"}},
		{"AWJkYMvLL8pNzOFIK9LNyUwqSmVjdwl2DnH0C-Vw0Q5z8XKzd2X3c_UPDXJzZg8KcA0OjYpgDwjx8Qt1imQNCAl10gYEAAD__w",
			Link{Formula: "normal", Lexicon: "fr-libre", Draws: sampleDraws}},
	} {
		got, err := Decode(c.link)
		if err != nil || !got.Equal(c.want) {
			t.Errorf("Decode(%q) = %+v, %v, want %+v", c.link, got, err, c.want)
		}
	}
}

// A real game of 25 turns, game number 12, fits well within 600
// characters.
func TestImportedGameFits(t *testing.T) {
	rec := gametest.Passed(t, frlibretest.Lexicon(t), game.Config{Seed: 12, Formula: "normal"})
	var draws []string
	for _, tr := range rec.Turns {
		draws = append(draws, tr.Draw)
	}
	if len(draws) != 25 {
		t.Fatalf("game 12 has %d turns, want 25", len(draws))
	}
	l := Link{Formula: "normal", Lexicon: "fr-libre", Draws: draws}
	s := Encode(l)
	if len(s) >= 600 {
		t.Errorf("25 turns take %d characters", len(s))
	}
	t.Logf("25 turns: %d characters", len(s))
	if back, err := Decode(s); err != nil || !back.Equal(l) {
		t.Errorf("read back %+v, %v", back, err)
	}
}

// The longest draws a formula can have, 9 tiles after a leave, for 60
// turns (more than any game lasts) still make a link a browser takes.
func TestLongestGameFits(t *testing.T) {
	draws := make([]string, 60)
	for i := range draws {
		// Letters that vary from turn to turn, as real draws do.
		var b strings.Builder
		for j := range 10 {
			if j == 3 {
				b.WriteByte('+')
				continue
			}
			b.WriteByte(byte('A' + (i*7+j*11)%26))
		}
		draws[i] = b.String()
	}
	s := Encode(Link{Formula: "joker-789", Lexicon: "fr-libre", Draws: draws})
	if len(s) > 2000 {
		t.Errorf("60 turns of 9 tiles take %d characters", len(s))
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, c := range []struct {
		name, link, msg string
	}{
		{"empty", "", "empty link"},
		{"not base64", "AWLQ*svLL8pN", "character 5 of the link is not base64url"},
		{"standard base64", "AWLQYsvLL8pNzGEABAAA//8", "character 21"},
		{"no version", "", "empty link"},
		{"version 3", "Aw", "format version 3"},
		{"version 0", "AA", "format version 0"},
		{"not deflate", "Af____8", "damaged"},
		{"too long", strings.Repeat("A", maxLink+1), "at most"},
		{"no formula", Encode(Link{Seed: 1}), "no formula"},
		{"formula with a space", Encode(Link{Formula: "7 sur 8"}), "no space"},
		{"seed and draws", Encode(Link{Seed: 3, Formula: "normal", Draws: []string{"AB"}}), "no game number"},
		{"no draws", Encode(Link{Formula: "normal", Draws: []string{}}), "0 draws"},
		{"lowercase draw", Encode(Link{Formula: "normal", Draws: []string{"abc"}}), "draw 1"},
		{"draw with two +", Encode(Link{Formula: "normal", Draws: []string{"AB", "A+B+C"}}), "draw 2"},
		{"draw starting with +", Encode(Link{Formula: "normal", Draws: []string{"+AB"}}), "draw 1"},
		{"empty draw", Encode(Link{Formula: "normal", Draws: []string{""}}), "draw 1"},
		{"draw too long", Encode(Link{Formula: "normal", Draws: []string{strings.Repeat("A", 21)}}), "draw 1 of 21 bytes"},
		{"too many draws", Encode(Link{Formula: "normal", Draws: make([]string, MaxDraws+1)}), "201 draws"},
		{"name too long", Encode(Link{Formula: strings.Repeat("x", 65)}), "formula of 65 bytes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Decode(c.link)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Decode = %v, want an *Error", err)
			}
			if !strings.Contains(e.Msg, c.msg) || !strings.HasPrefix(err.Error(), "share: ") {
				t.Errorf("Decode = %v, want %q", err, c.msg)
			}
		})
	}
}

func TestDecodeForged(t *testing.T) {
	for _, c := range []struct {
		name   string
		fields []byte
		msg    string
	}{
		{"nothing", nil, "nothing inside"},
		{"unknown kind", []byte{2}, "kind 2"},
		{"no seed", []byte{0}, "no game number"},
		{"formula cut short", []byte{0, 42, 6, 'n', 'o'}, "cut short at byte 3: formula of 6 bytes"},
		{"trailing bytes", []byte{0, 42, 1, 'x', 0, 9}, "1 bytes after"},
		{"no draw count", []byte{1, 0, 1, 'x', 0}, "no number of draws"},
		{"too many draws", []byte{1, 0, 1, 'x', 0, 0xC9, 0x01}, "201 draws"},
		{"draw cut short", []byte{1, 0, 1, 'x', 0, 2, 2, 'A', 'B'}, "no draw 2's length"},
		{"huge", make([]byte, maxPayload+1), "more than 8192 bytes"},
		// Version 2: a game in progress after version 1's fields.
		{"v2: no mode", append(v2game, []byte{}...), "no mode"},
		{"v2: mode 2", append(v2game, 2), "mode 2"},
		{"v2: no rhythm", append(v2game, 0), "no rhythm"},
		{"v2: rhythm too long", append(v2game, 0, 0x91, 0x1c), "rhythm 3601"},
		{"v2: revealed 2", append(v2game, 0, 0, 2), "revealed 2"},
		{"v2: too many moves", append(v2game, 0, 0, 0, 0xC9, 0x01), "number of moves 201"},
		{"v2: move cut short", append(v2game, 0, 0, 0, 2, 0, 0, 0), "no move 2's word's length"},
		{"v2: no millis", append(v2game, 0, 0, 0, 1, 2, 'A', 'A', 2, 'H', '8'), "no move 1's milliseconds"},
		{"v2: word too long", append(v2game, 0, 0, 0, 1, 33), "move 1's word of 33 bytes"},
		{"v2: claimed", append(v2game, 1, 0, 0, 1, 0, 0, 0, 0x90, 0x4e), "announced score 10000"},
		{"v2: direction 3", append(v2game, 1, 0, 0, 1, 0, 0, 0, 0, 3), "direction 3"},
		{"v2: anchor off", append(v2game, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 'E', 0, 4), "off the word"},
		{"v2: trailing", append(v2game, 0, 0, 0, 0, 7), "1 bytes after"},
		{"v2: revealed before a move", append(v2game, 0, 0, 1, 0), "revealed before any move"},
	} {
		t.Run(c.name, func(t *testing.T) {
			version := byte(1)
			if strings.HasPrefix(c.name, "v2:") {
				version = 2
			}
			_, err := Decode(encodeRawVersion(version, c.fields))
			var e *Error
			if !errors.As(err, &e) || !strings.Contains(e.Msg, c.msg) {
				t.Errorf("Decode = %v, want an *Error with %q", err, c.msg)
			}
		})
	}
}

// v2game is version 1's fields of game 42, normal: a version 2 link's
// start.
var v2game = []byte{0, 42, 6, 'n', 'o', 'r', 'm', 'a', 'l', 0}

// encodeRaw writes fields as a version 1 link without checking them, to
// forge links Encode would not write.
func encodeRaw(fields []byte) string { return encodeRawVersion(1, fields) }

func encodeRawVersion(version byte, fields []byte) string {
	var z bytes.Buffer
	z.WriteByte(version)
	w, _ := flate.NewWriter(&z, flate.BestCompression)
	w.Write(fields)
	w.Close()
	return base64.RawURLEncoding.EncodeToString(z.Bytes())
}
