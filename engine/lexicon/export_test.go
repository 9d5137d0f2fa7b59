package lexicon

import "io"

// WriteCompactV2To writes format 2, which Load still reads: the lexicons
// that users stored before format 3.
func (l *Lexicon) WriteCompactV2To(w io.Writer) (int64, error) {
	return l.writeCompact(w, compactV2)
}
