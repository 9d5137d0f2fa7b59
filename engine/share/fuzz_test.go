package share

import (
	"errors"
	"testing"

	"duplicata/engine/ballot"
	"duplicata/engine/game"
)

func FuzzDecode(f *testing.F) {
	f.Add(Encode(Link{Seed: 42, Formula: "normal"}))
	f.Add(Encode(Link{Formula: "joker-7sur8", Lexicon: "fr-libre", Draws: sampleDraws}))
	f.Add(encodeRaw([]byte{1, 0, 1, 'x', 0, 2, 2, 'A', 'B'}))
	f.Add("AWLQ*svLL8pN")
	f.Add(Encode(Link{Seed: 42, Formula: "normal", Play: &Play{Mode: game.Training, Rhythm: 120,
		Moves: []game.Ballot{{Word: "ZIP", Ref: "H6", Millis: 61000}, {}, {Word: "TZAR", Ref: "7G"}}}}))
	f.Add(Encode(Link{Formula: "joker", Draws: sampleDraws, Play: &Play{Mode: game.Competition, Revealed: true,
		Moves: []game.Ballot{{Word: "DUCATS", Ref: "H4", Claimed: 24, Dir: ballot.Across,
			Anchors: []ballot.Anchor{{Letter: 'E', Along: -1, Across: 1}}}}}}))
	f.Add(encodeRawVersion(2, append(v2game, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 'E', 0, 4)))
	f.Fuzz(func(t *testing.T, s string) {
		l, err := Decode(s)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("untyped error: %v", err)
			}
			return
		}
		if err := l.Validate(); err != nil {
			t.Fatalf("Decode returned a link Validate refuses: %v", err)
		}
		back, err := Decode(Encode(l))
		if err != nil || !back.Equal(l) {
			t.Fatalf("%+v read back as %+v, %v", l, back, err)
		}
	})
}
