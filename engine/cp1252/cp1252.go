// Package cp1252 decodes Windows-1252, the encoding of the French files
// made on Windows that the engine reads: word lists (lexicon) and the FFSc
// and Eliot game records (record). It sits below both, so neither reader
// imports the other for it.
package cp1252

import "unicode/utf8"

// high holds the characters of bytes 0x80–0x9F. The five bytes Windows-1252
// leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) keep the C1 controls of
// the same value, as the WHATWG encoding standard that browsers follow does.
var high = [32]rune{
	'€', 0x81, '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', 0x8D, 'Ž', 0x8F,
	0x90, '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', 0x9D, 'ž', 'Ÿ',
}

// Decode turns Windows-1252 text into UTF-8. Every byte is a character, so
// it cannot fail. Bytes 0xA0–0xFF are Latin-1's, which are Unicode's first
// 256 code points.
func Decode(data []byte) []byte {
	out := make([]byte, 0, len(data)+len(data)/8)
	for _, b := range data {
		switch {
		case b < 0x80:
			out = append(out, b)
		case b < 0xA0:
			out = utf8.AppendRune(out, high[b-0x80])
		default:
			out = utf8.AppendRune(out, rune(b))
		}
	}
	return out
}
