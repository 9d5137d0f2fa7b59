package share

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/binary"

	"duplicata/engine/game"
)

// Encode writes a link as the string of a URL fragment: only the characters
// A–Z a–z 0–9 '-' and '_'. A link that Validate refuses is written all the
// same, and Decode refuses it.
func Encode(l Link) string {
	p := []byte{kindGenerated}
	if l.Imported() {
		p[0] = kindImported
	}
	// The seed is written for an imported game too, so that Decode
	// refuses a link that has both rather than drop one.
	p = binary.AppendUvarint(p, l.Seed)
	p = appendString(p, l.Formula)
	p = appendString(p, l.Lexicon)
	if l.Imported() {
		p = binary.AppendUvarint(p, uint64(len(l.Draws)))
		for _, d := range l.Draws {
			p = appendString(p, d)
		}
	}
	version := byte(1)
	if l.Play != nil {
		version = 2
		p = l.Play.append(p)
	}
	var z bytes.Buffer
	z.WriteByte(version)
	w, _ := flate.NewWriter(&z, flate.BestCompression) // the level is valid
	w.Write(p)                                         // a bytes.Buffer never fails
	w.Close()
	return base64.RawURLEncoding.EncodeToString(z.Bytes())
}

func (pl *Play) append(p []byte) []byte {
	competition := pl.Mode == game.Competition
	p = append(p, boolByte(competition))
	p = binary.AppendUvarint(p, uint64(max(pl.Rhythm, 0)))
	p = append(p, boolByte(pl.Revealed))
	p = binary.AppendUvarint(p, uint64(len(pl.Moves)))
	for _, b := range pl.Moves {
		p = appendString(p, b.Word)
		p = appendString(p, b.Ref)
		p = binary.AppendUvarint(p, uint64(max(b.Millis, 0)))
		if !competition {
			continue
		}
		p = binary.AppendUvarint(p, uint64(max(b.Claimed, 0)))
		p = append(p, byte(b.Dir))
		p = binary.AppendUvarint(p, uint64(len(b.Anchors)))
		for _, a := range b.Anchors {
			p = binary.AppendUvarint(p, uint64(max(a.Letter, 0)))
			p = binary.AppendVarint(p, int64(a.Along))
			p = binary.AppendVarint(p, int64(a.Across))
		}
	}
	return p
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

func appendString(p []byte, s string) []byte {
	p = binary.AppendUvarint(p, uint64(len(s)))
	return append(p, s...)
}
