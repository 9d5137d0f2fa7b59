package cp1252

import (
	"testing"
	"unicode/utf8"
)

func TestDecode(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"Partie normale", "Partie normale"},
		{"s\xe9ance", "séance"},
		{"\xab Joker \xbb \x96 7 sur 8", "« Joker » – 7 sur 8"},
		{"\x80\x8c\x9c\x85\x97\x92\x9f", "€Œœ…—’Ÿ"},
		{"\x81\x8d\x8f\x90\x9d", "\u0081\u008d\u008f\u0090\u009d"},
		{"\xa0\xc9\xff", "\u00a0Éÿ"},
		{"\xc3\xa9", "Ã©"}, // UTF-8 read as Windows-1252: two characters
	} {
		if got := string(Decode([]byte(c.in))); got != c.want {
			t.Errorf("Decode(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestDecodeEveryByte checks the whole code page: each byte is one
// character, ASCII stays itself, and no two bytes decode alike.
func TestDecodeEveryByte(t *testing.T) {
	seen := map[rune]byte{}
	for i := range 256 {
		out := Decode([]byte{byte(i)})
		r, size := utf8.DecodeRune(out)
		if size != len(out) || r == utf8.RuneError {
			t.Errorf("byte %#x decodes to %q, not one character", i, out)
			continue
		}
		if i < 0x80 && r != rune(i) {
			t.Errorf("ASCII byte %#x decodes to %q", i, r)
		}
		if j, dup := seen[r]; dup {
			t.Errorf("bytes %#x and %#x both decode to %q", j, i, r)
		}
		seen[r] = byte(i)
	}
}

func FuzzDecode(f *testing.F) {
	for _, s := range []string{"", "s\xe9ance", "\x80\x81\x9f\xa0\xff", "séance"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out := Decode(in)
		if !utf8.Valid(out) || utf8.RuneCount(out) != len(in) {
			t.Fatalf("Decode(%q) = %q: not one character a byte", in, out)
		}
	})
}
