package record

import (
	"strings"
	"unicode/utf8"
)

// cp1252High maps the bytes 0x80–0x9F of Windows-1252 to Unicode. The other
// bytes are the code points of the same value: ASCII below, Latin-1 above.
// The five bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90,
// 0x9D) map to the C1 controls of the same value, as the WHATWG encoding
// standard that browsers follow does.
var cp1252High = [32]rune{
	'€', 0x81, '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', 0x8D, 'Ž', 0x8F,
	0x90, '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', 0x9D, 'ž', 'Ÿ',
}

// decodeWindows1252 decodes Windows-1252 bytes to UTF-8. Every byte is a
// character, so it cannot fail.
func decodeWindows1252(b []byte) string {
	var sb strings.Builder
	sb.Grow(len(b))
	for _, c := range b {
		switch {
		case c < 0x80:
			sb.WriteByte(c)
		case c < 0xA0:
			sb.WriteRune(cp1252High[c-0x80])
		default:
			sb.WriteRune(rune(c))
		}
	}
	return sb.String()
}

// decodeLine decodes a line of an export said to be in Windows-1252. A line
// that is valid UTF-8 is taken as UTF-8: a file saved again by a modern
// editor often is, and Windows-1252 text with accents is almost never valid
// UTF-8 (an accented letter followed by ASCII never is).
func decodeLine(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	return decodeWindows1252(b)
}
