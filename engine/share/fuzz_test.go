package share

import (
	"errors"
	"testing"
)

func FuzzDecode(f *testing.F) {
	f.Add(Encode(Link{Seed: 42, Formula: "normal"}))
	f.Add(Encode(Link{Formula: "joker-7sur8", Lexicon: "fr-libre", Draws: sampleDraws}))
	f.Add(encodeRaw([]byte{1, 0, 1, 'x', 0, 2, 2, 'A', 'B'}))
	f.Add("AWLQ*svLL8pN")
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
