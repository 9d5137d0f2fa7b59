package solo

import (
	"testing"
)

// FuzzDecodeSession reads a saved game that may be anything (a storage
// edited by hand, a session from another version): an error or a
// session with a game, never a panic.
func FuzzDecodeSession(f *testing.F) {
	f.Add(`{"state":{"phase":"playing","turn":1,"rand":"0000000000000001000000000000000200000000000000030000000000000004","bag":"","board":[],"draw":"ABCDEFG"},"cursor":-1}`)
	f.Add(`{}`)
	f.Add(`{"state":{"phase":"over"}}`)
	f.Fuzz(func(t *testing.T, data string) {
		s, err := DecodeSession(data)
		if err == nil && (s == nil || s.State == nil) {
			t.Fatal("no error and no game")
		}
		if err == nil {
			// What the page does with a session must not panic either.
			s.RackTiles()
			s.ShownMove()
			for sq := range 225 {
				s.BoardTile(sq)
			}
		}
	})
}
