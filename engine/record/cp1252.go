package record

import (
	"unicode/utf8"

	"duplicata/engine/cp1252"
)

// decodeWindows1252 decodes Windows-1252 bytes to UTF-8 (the engine's one
// decoder, which word lists use too).
func decodeWindows1252(b []byte) string { return string(cp1252.Decode(b)) }

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
